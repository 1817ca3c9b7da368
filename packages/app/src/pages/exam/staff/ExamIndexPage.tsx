import { useState } from 'react';
import { Link } from 'react-router-dom';
import { routePath, type Exam, type ExamListQuery, type ExamStatus } from '@finedu/domain';
import { Button, Card, PageHeader, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../../components/FilterBar';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { ListTable } from '../../../components/ListTable';
import { RowConfirmDialog } from '../../../components/RowConfirmDialog';
import { useRowConfirm } from '../../../components/useRowConfirm';
import { usePagedList } from '../../../hooks/usePagedList';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { ExamFormModal } from './ExamFormModal';
import { ExamFilterBar, ExamStatusTag, Numeric, formatWindow } from './staffParts';
import { StudentExams } from './StudentExams';
import { useCollegeClasses } from './useCollegeClasses';

const STATUSES: readonly ExamStatus[] = ['scheduled', 'open', 'closed'];

type Filters = Pick<ExamListQuery, 'keyword' | 'status' | 'class_id'>;

/** ExamIndex (/edu/examine/index): staff manage the college's exams; a student sees their own exams. */
export default function ExamIndexPage() {
  const user = useCurrentUser();
  return user?.role === 'edu_student' ? <StudentExams /> : <StaffExamList />;
}

function StaffExamList() {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const classes = useCollegeClasses();
  const list = usePagedList<Filters, Exam>((query, signal) => services.exam.listExams(query, { signal, silent: true }), {});
  const [draft, setDraft] = useState<{ status: string; class_id: string }>({ status: '', class_id: '' });
  const [editing, setEditing] = useState<Exam | null | undefined>(undefined);
  // The server refuses e.g. an exam that already has attempts: its message says why.
  const deleting = useRowConfirm<Exam>({ run: (row) => services.exam.deleteExam(row.id, { silent: true }), doneMessage: t('exam.staff.deleted'), onDone: list.query.reload });
  const filtered = Boolean(list.filters.keyword || list.filters.status || list.filters.class_id);
  const empty = filtered
    ? { emptyTitle: t('exam.staff.list.noMatch') }
    : {
        emptyTitle: t('exam.staff.list.emptyTitle'),
        emptyDescription: t('exam.staff.list.emptyDescription'),
        emptyAction: (
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('exam.staff.create')}
          </Button>
        ),
      };

  const search = (keyword: string | undefined) => {
    list.setFilters({
      keyword,
      status: draft.status === '' ? undefined : (draft.status as ExamStatus),
      class_id: draft.class_id === '' ? undefined : Number(draft.class_id),
    });
  };

  const columns: DataTableColumn<Exam>[] = [
    { key: 'title', title: t('exam.staff.field.title'), render: (row) => <Link to={routePath('ExamBase', { id: row.id })}>{row.title}</Link> },
    { key: 'paper_title', title: t('exam.staff.field.paper_id'), render: (row) => row.paper_title },
    { key: 'status', title: t('exam.staff.field.status'), render: (row) => <ExamStatusTag status={row.status} /> },
    { key: 'window', title: t('exam.staff.field.window'), render: (row) => <Numeric>{formatWindow(row.start_at, row.end_at)}</Numeric> },
    { key: 'duration_minutes', title: t('exam.staff.field.duration_minutes'), align: 'right', render: (row) => t('exam.staff.minutes', { minutes: row.duration_minutes }) },
    { key: 'candidate_count', title: t('exam.staff.field.candidates'), align: 'right', render: (row) => row.candidate_count },
    { key: 'submitted_count', title: t('exam.staff.field.submitted'), align: 'right', render: (row) => row.submitted_count },
    { key: 'unmarked_count', title: t('exam.staff.field.unmarked'), align: 'right', render: (row) => row.unmarked_count },
    { key: 'published', title: t('exam.staff.field.published'), render: (row) => t(row.published ? 'exam.staff.published.yes' : 'exam.staff.published.no') },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          {row.status !== 'closed' && (
            <Button size="small" variant="link" onClick={() => setEditing(row)} aria-label={t('exam.staff.editNamed', { title: row.title })}>
              {t('common.edit')}
            </Button>
          )}
          <Button size="small" variant="link" onClick={() => deleting.ask(row)} aria-label={t('exam.staff.deleteNamed', { title: row.title })}>
            {t('common.delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('exam.staff.list.title')}
        description={t('exam.staff.list.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('exam.staff.create')}
          </Button>
        }
      />
      <Card>
        <KeywordSearch
          bar={ExamFilterBar}
          placeholder={t('exam.staff.list.searchPlaceholder')}
          onSearch={search}
          filters={
            <>
              <Select aria-label={t('exam.staff.field.status')} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })} options={[{ value: '', label: t('exam.staff.list.allStatuses') }, ...STATUSES.map((status) => ({ value: status, label: t(`exam.staff.status.${status}`) }))]} />
              <Select aria-label={t('exam.staff.field.class')} value={draft.class_id} onChange={(event) => setDraft({ ...draft, class_id: event.target.value })} options={[{ value: '', label: t('exam.staff.list.allClasses') }, ...(classes.data ?? []).map((klass) => ({ value: String(klass.id), label: klass.name }))]} />
            </>
          }
        />
        <ListTable<Exam> aria-label={t('exam.staff.list.title')} columns={columns} rowKey={(row) => String(row.id)} list={list} empty={empty} deniedContact={t('guard.deniedContactEdu')} />
      </Card>
      {editing !== undefined && (
        <ExamFormModal
          exam={editing}
          classes={classes.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'exam.staff.updated' : 'exam.staff.created'));
            setEditing(undefined);
            list.query.reload();
          }}
        />
      )}
      <RowConfirmDialog confirm={deleting} title={t('exam.staff.deleteTitle')} description={(row) => t('exam.staff.deleteText', { title: row.title })} />
    </>
  );
}
