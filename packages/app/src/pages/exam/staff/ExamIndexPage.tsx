import { useState } from 'react';
import { Link } from 'react-router-dom';
import { routePath, type Exam, type ExamListQuery, type ExamStatus } from '@finedu/domain';
import { Button, DataTableActions, ListPage, Select, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { ExamFormModal } from './ExamFormModal';
import { ExamStatusTag, WindowText } from './staffParts';
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
  const services = useServices();
  const classes = useCollegeClasses();
  const page = useListPage<Filters, Exam>({
    load: (query, signal) => services.exam.listExams(query, { signal, silent: true }),
    empty: {
      emptyTitle: t('exam.staff.list.emptyTitle'),
      emptyDescription: t('exam.staff.list.emptyDescription'),
      emptyAction: (
        <Button variant="primary" onClick={() => page.form.open(null)}>
          {t('exam.staff.create')}
        </Button>
      ),
    },
    noMatch: { emptyTitle: t('exam.staff.list.noMatch') },
    deniedContact: t('guard.deniedContactEdu'),
    // The server refuses e.g. an exam that already has attempts: its message says why.
    confirm: { run: (row) => services.exam.deleteExam(row.id, { silent: true }), doneMessage: t('exam.staff.deleted'), title: t('exam.staff.deleteTitle'), description: (row) => t('exam.staff.deleteText', { title: row.title }) },
    saved: { created: t('exam.staff.created'), updated: t('exam.staff.updated') },
  });
  const [draft, setDraft] = useState<{ status: string; class_id: string }>({ status: '', class_id: '' });

  const search = (keyword: string | undefined) => {
    page.setFilters({
      keyword,
      status: draft.status === '' ? undefined : (draft.status as ExamStatus),
      class_id: draft.class_id === '' ? undefined : Number(draft.class_id),
    });
  };

  const columns: DataTableColumn<Exam>[] = [
    { key: 'title', title: t('exam.staff.field.title'), ellipsis: 200, tooltip: (row) => row.title, render: (row) => <Link to={routePath('ExamBase', { id: row.id })}>{row.title}</Link> },
    { key: 'paper_title', title: t('exam.staff.field.paper_id'), ellipsis: 160, render: (row) => row.paper_title },
    { key: 'status', title: t('exam.staff.field.status'), kind: 'status', render: (row) => <ExamStatusTag status={row.status} /> },
    { key: 'window', title: t('exam.staff.field.window'), render: (row) => <WindowText start={row.start_at} end={row.end_at} /> },
    { key: 'duration_minutes', title: t('exam.staff.field.duration_minutes'), kind: 'number', render: (row) => t('exam.staff.minutes', { minutes: row.duration_minutes }) },
    { key: 'candidate_count', title: t('exam.staff.field.candidates'), kind: 'number', render: (row) => row.candidate_count },
    { key: 'submitted_count', title: t('exam.staff.field.submitted'), kind: 'number', render: (row) => row.submitted_count },
    { key: 'unmarked_count', title: t('exam.staff.field.unmarked'), kind: 'number', render: (row) => row.unmarked_count },
    { key: 'published', title: t('exam.staff.field.published'), kind: 'status', render: (row) => t(row.published ? 'exam.staff.published.yes' : 'exam.staff.published.no') },
  ];

  return (
    <ListPage<Exam>
      {...page.props}
      title={t('exam.staff.list.title')}
      description={t('exam.staff.list.description')}
      actions={<Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>{t('exam.staff.create')}</Button>}
      search={{
        placeholder: t('exam.staff.list.searchPlaceholder'),
        onSearch: search,
        filters: (
          <>
            <Select aria-label={t('exam.staff.field.status')} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })} options={[{ value: '', label: t('exam.staff.list.allStatuses') }, ...STATUSES.map((status) => ({ value: status, label: t(`exam.staff.status.${status}`) }))]} />
            <Select aria-label={t('exam.staff.field.class')} value={draft.class_id} onChange={(event) => setDraft({ ...draft, class_id: event.target.value })} options={[{ value: '', label: t('exam.staff.list.allClasses') }, ...(classes.data ?? []).map((klass) => ({ value: String(klass.id), label: klass.name }))]} />
          </>
        ),
      }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => (
          <DataTableActions
            actions={[
              row.status !== 'closed' && { key: 'edit', label: t('common.edit'), ariaLabel: t('exam.staff.editNamed', { title: row.title }), onClick: () => page.form.open(row) },
              { key: 'delete', label: t('common.delete'), tone: 'danger', ariaLabel: t('exam.staff.deleteNamed', { title: row.title }), onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && <ExamFormModal exam={page.form.value} classes={classes.data ?? []} onClose={page.form.close} onSaved={page.form.saved} />}
    </ListPage>
  );
}
