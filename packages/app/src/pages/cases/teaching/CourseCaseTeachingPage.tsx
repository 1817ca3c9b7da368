import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CaseStudent } from '@finedu/domain';
import { Button, Card, DataTable, DataTableActions, FilterBar, FormField, PageHeader, Select, StateView, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { useCaseIdParam } from '../shared/caseId';
import { MarkingModal } from './MarkingModal';
import { SignPanel } from './SignPanel';
import { StudentCodeModal } from './StudentCodeModal';
import { SimilarityPanel } from '../../similarity/SimilarityPanel';

const score = (value: number | null, t: ReturnType<typeof useT>) => (value === null ? t('common.none') : String(value));
/** The student has handed something in (saved or evaluated work): their unmarked rubric waits for the teacher. */
const hasWork = (row: CaseStudent) => row.saved_at !== null || row.auto_score !== null;
/** 批阅得分: the marks given, 待批阅 where the rubric waits for the teacher (never a 0 or a bare dash for it). */
function manualScore(row: CaseStudent, t: ReturnType<typeof useT>): string {
  if (!hasWork(row) || row.manual_pending === 0) return score(row.manual_score, t);
  if (row.manual_score === null) return t('teaching.manualWaiting');
  return t('teaching.manualPartial', { score: row.manual_score, pending: row.manual_pending });
}

/** CourseCaseTeaching (/edu/course/teacher/:id, `:id` the case): the case's students in the teacher's classes, their code, marking and sign-in. */
export default function CourseCaseTeachingPage() {
  const t = useT();
  const toast = useToast();
  const caseId = useCaseIdParam();
  const { classroom } = useServices();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<{ keyword?: string }>({});
  const [viewing, setViewing] = useState<CaseStudent | null>(null);
  const [marking, setMarking] = useState<CaseStudent | null>(null);
  // `?similarity=1` (the chapter's and the queue's way to the report) opens the similarity report at once.
  const [searchParams] = useSearchParams();
  const [similarity, setSimilarity] = useState(searchParams.get('similarity') === '1');
  const [similarityClass, setSimilarityClass] = useState<number | null>(null);
  const tableLabels = useDataTableLabels();
  const study = useQuery((signal) => (caseId === null ? Promise.reject(new Error(t('case.badId'))) : classroom.openCase(caseId, { signal, silent: true })), [caseId]);
  const students = useQuery((signal) => (caseId === null ? Promise.reject(new Error(t('case.badId'))) : classroom.students({ case_id: caseId, ...filters }, { signal, silent: true })), [caseId, filters.keyword]);
  const caseView = useViewState(study, {}, () => false);
  const view = useViewState(students, filters.keyword ? { emptyTitle: t('teaching.noMatch') } : { emptyTitle: t('teaching.noStudents'), emptyDescription: t('teaching.noStudentsHint') }, (data) => data.list.length === 0);

  // The classes of the listed students (the teacher's classes that study this case), for the similarity check.
  const classes = useMemo(() => {
    const byId = new Map<number, string>();
    for (const s of students.data?.list ?? []) byId.set(s.class_id, s.class_name);
    return [...byId].map(([id, name]) => ({ value: String(id), label: name }));
  }, [students.data]);
  const classId = similarityClass ?? (classes.length > 0 ? Number(classes[0]!.value) : null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ keyword: keyword.trim() || undefined });
  };

  const columns: DataTableColumn<CaseStudent>[] = [
    { key: 'name', title: t('teaching.student'), ellipsis: 200, render: (row) => `${row.name}（${row.username}）` },
    { key: 'class_name', title: t('teaching.class'), ellipsis: 160, render: (row) => row.class_name },
    { key: 'progress', title: t('teaching.progress'), kind: 'number', render: (row) => `${row.progress}%` },
    { key: 'run_count', title: t('teaching.runs'), kind: 'number', render: (row) => row.run_count },
    { key: 'last_run_at', title: t('teaching.lastRunAt'), kind: 'time', render: (row) => formatDateTime(row.last_run_at) },
    { key: 'auto_score', title: t('teaching.autoScore'), kind: 'number', render: (row) => score(row.auto_score, t) },
    { key: 'manual_score', title: t('teaching.manualScore'), kind: 'number', render: (row) => manualScore(row, t) },
    {
      key: 'total',
      title: t('teaching.total'),
      kind: 'number',
      render: (row) => (hasWork(row) && row.manual_pending > 0 ? t('teaching.totalPartial', { total: row.total, assessed: row.max - row.manual_pending, pending: row.manual_pending }) : `${row.total} / ${row.max}`),
    },
    { key: 'signed', title: t('teaching.signed'), kind: 'status', render: (row) => (row.signed ? t('teaching.yes') : t('teaching.no')) },
  ];
  // Per-student cases: which seed (so which data) each student had; '—' before they opened the case. Last, so the
  // other columns keep their places.
  if (study.data?.case.per_student || students.data?.list.some((row) => row.seed !== null)) {
    columns.push({ key: 'seed', title: t('teaching.seed'), kind: 'number', render: (row) => (row.seed === null ? t('teaching.noSeed') : String(row.seed)) });
  }

  return (
    <StateView state={caseView.state} {...caseView.stateMessages}>
      <PageHeader title={study.data ? t('teaching.title', { title: study.data.case.title }) : t('teaching.titlePlain')} description={t('teaching.description')} />
      <Card title={t('teaching.students')}>
        <FilterBar role="search" onSubmit={search}>
          <TextInput type="search" aria-label={t('common.search')} placeholder={t('teaching.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button icon={actionIcon('search')} type="submit">{t('common.search')}</Button>
          <Button aria-expanded={similarity} onClick={() => setSimilarity((open) => !open)}>{t('similarity.button')}</Button>
        </FilterBar>
        <DataTable<CaseStudent>
          aria-label={t('teaching.students')}
          columns={columns}
          rows={students.data?.list ?? []}
          rowKey="user_id"
          labels={tableLabels}
          rowActions={(row) => (
            <DataTableActions
              actions={[
                { key: 'code', label: t('teaching.viewCode'), onClick: () => setViewing(row) },
                { key: 'mark', label: t('teaching.mark'), onClick: () => setMarking(row) },
              ]}
            />
          )}
          state={view.state}
          stateMessages={view.stateMessages}
        />
      </Card>
      {similarity && caseId !== null && (
        <Card title={t('similarity.title')}>
          {classes.length > 1 && (
            <FormField label={t('similarity.class')}>
              <Select value={classId === null ? '' : String(classId)} onChange={(event) => setSimilarityClass(Number(event.target.value))} options={classes} />
            </FormField>
          )}
          {classId === null ? <p>{t('similarity.emptyDescription')}</p> : <SimilarityPanel key={classId} scope={{ case_id: caseId, class_id: classId }} />}
        </Card>
      )}
      {caseId !== null && <SignPanel caseId={caseId} />}
      {viewing && caseId !== null && <StudentCodeModal caseId={caseId} student={viewing} onClose={() => setViewing(null)} />}
      {marking && caseId !== null && (
        <MarkingModal
          caseId={caseId}
          rubric={study.data?.case.rubric ?? []}
          student={marking}
          onClose={() => setMarking(null)}
          onSaved={() => {
            toast.success(t('teaching.marked'));
            setMarking(null);
            students.reload();
          }}
        />
      )}
    </StateView>
  );
}
