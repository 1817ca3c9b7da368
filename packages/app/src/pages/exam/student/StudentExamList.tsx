import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, studentExamFacts, studentExamStatus, type ExamStatus, type StudentExam } from '@finedu/domain';
import { Button, DataTableActions, FilterBar, ListPage, Select, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useRowLink } from '../../../list/useRowLink';
import { useServices } from '../../../services/ServicesContext';
import { PHASE_LABEL } from './examState';

const Muted = styled.span`
  color: var(--ui-color-text-secondary);
`;

type StatusFilter = ExamStatus | '';

/** The exams a student is a candidate of, with what they can do now (start, continue, see the result). */
export function StudentExamList() {
  const t = useT();
  const navigate = useNavigate();
  const rowLink = useRowLink();
  const { exam } = useServices();
  const empty = { emptyTitle: t('exam.student.list.empty'), emptyDescription: t('exam.student.list.emptyHint') };
  const page = useListPage<{ status: StatusFilter }, StudentExam>({
    load: ({ status, ...paging }, signal) => exam.listMyExams({ ...paging, ...(status ? { status } : {}) }, { signal, silent: true }),
    initialFilters: { status: '' },
    empty,
    noMatch: empty,
  });

  const go = (row: StudentExam) => navigate(routePath('ExamTake', { id: row.id }));
  const status = (row: StudentExam) => studentExamStatus(studentExamFacts(row));

  const columns: DataTableColumn<StudentExam>[] = [
    { key: 'title', title: t('exam.student.col.title'), ellipsis: 280 },
    { key: 'window', title: t('exam.student.col.window'), nowrap: true, render: (row) => t('exam.student.window', { start: formatDateTime(row.start_at), end: formatDateTime(row.end_at) }) },
    { key: 'duration', title: t('exam.student.col.duration'), kind: 'number', render: (row) => t('exam.student.minutes', { minutes: row.duration_minutes }) },
    { key: 'status', title: t('exam.student.col.status'), kind: 'status', render: (row) => t(PHASE_LABEL[status(row).phase]) },
    { key: 'attempts', title: t('exam.student.col.attempts'), kind: 'number', render: (row) => t('exam.student.attempts', { used: row.attempts_used, allowed: row.attempts_allowed }) },
    {
      key: 'score',
      title: t('exam.student.col.score'),
      kind: 'number',
      render: (row) => {
        const { score } = status(row);
        return score === null ? <Muted>{t('common.none')}</Muted> : `${score} / ${row.total_score}`;
      },
    },
  ];

  const rowActions = (row: StudentExam) => {
    const { actions } = status(row);
    const review = row.attempt && `${routePath('EduGrade')}?attempt=${row.attempt.id}`;
    return (
      <DataTableActions
        actions={actions.map((action) => {
          switch (action) {
            case 'start':
            case 'retake':
            case 'continue':
              return { key: action, label: t(`exam.student.action.${action}`), onClick: () => void go(row) };
            case 'review':
              return review !== null && { key: action, label: t('exam.student.action.review'), ...rowLink(review) };
            case 'grades':
              return { key: action, label: t('exam.student.action.grades'), ...rowLink(routePath('EduGrade')) };
            default:
              return action satisfies never;
          }
        })}
      />
    );
  };

  return (
    <ListPage<StudentExam>
      {...page.props}
      title={t('exam.student.list.title')}
      actions={
        <Button icon={actionIcon('deviceCheck')} onClick={() => void navigate(routePath('FullTest'))}>
          {t('exam.student.deviceCheck')}
        </Button>
      }
      filterBar={
        <FilterBar onSubmit={(event) => event.preventDefault()}>
          <Select
            aria-label={t('exam.student.filter.status')}
            value={page.filters.status}
            onChange={(event) => page.setFilters({ status: event.target.value as StatusFilter })}
            options={[
              { value: '', label: t('common.all') },
              { value: 'open', label: t('exam.student.status.open') },
              { value: 'scheduled', label: t('exam.student.status.scheduled') },
              { value: 'closed', label: t('exam.student.status.closed') },
            ]}
          />
        </FilterBar>
      }
      table={{ ...page.table, 'aria-label': t('exam.student.list.label'), columns, rowActions, phoneLayout: 'cards' }}
    />
  );
}
