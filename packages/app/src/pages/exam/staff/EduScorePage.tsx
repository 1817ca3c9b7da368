import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Gradebook } from '@finedu/domain';
import { Button, Card, DataTable, EmptyState, FilterBar, FormAlert, PageHeader, Select, StateView, Tabs, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { useStaffViewState } from './useStaffViewState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { ClassTotalsView } from './ClassTotalsView';
import { CourseGradebookView } from './CourseGradebookView';
import { changedWeights, weightDraftOf, weightsRequest, type WeightDraft } from './gradebookWeights';
import { Numeric, Toolbar } from './staffParts';
import { useCollegeClasses } from './useCollegeClasses';
import { useExport } from './useExport';

type StudentRow = Gradebook['students'][number];
type ExamWeight = Gradebook['exams'][number];

const Weights = styled.form`
  max-width: 720px;
  margin-bottom: var(--ui-space-4);
  input {
    width: 120px;
  }
`;

const WeightError = styled.p`
  margin: var(--ui-space-1) 0 0;
  color: var(--ui-color-danger);
  text-align: left;
`;

/**
 * EduScore (/edu/score): the course gradebook (categories, weights, overrides, the 教务 export; issue 34), and a class's
 * exam scores — every exam of the class with its weight, each student's scores and weighted score.
 */
export default function EduScorePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('exam.staff.score.title')} description={t('exam.staff.score.description')} />
      <Card>
        <Tabs
          aria-label={t('exam.staff.score.title')}
          items={[
            { key: 'course', label: t('gradebook.tab.course'), content: <CourseGradebookView /> },
            { key: 'classTotals', label: t('gradebook.tab.classTotals'), content: <ClassTotalsView /> },
            { key: 'exams', label: t('gradebook.tab.exams'), content: <ClassExamScores /> },
          ]}
        />
      </Card>
    </>
  );
}

/** A class's exam scores with the exams' weights (the gradebook before issue 34). */
function ClassExamScores() {
  const t = useT();
  const classes = useCollegeClasses();
  const [classId, setClassId] = useState('');
  const classView = useStaffViewState(classes, { emptyTitle: t('exam.staff.score.noClasses'), emptyDescription: t('exam.staff.score.noClassesHint') }, (data) => data.length === 0);

  return (
    <StateView state={classView.state} {...classView.stateMessages}>
      <FilterBar onSubmit={(event) => event.preventDefault()}>
        <Select aria-label={t('exam.staff.score.class')} placeholder={t('exam.staff.score.pickClass')} value={classId} onChange={(event) => setClassId(event.target.value)} options={(classes.data ?? []).map((klass) => ({ value: String(klass.id), label: klass.name }))} />
      </FilterBar>
      {classId === '' ? <EmptyState title={t('exam.staff.score.pickClass')} description={t('exam.staff.score.pickClassHint')} /> : <ClassGradebook key={classId} classId={Number(classId)} />}
    </StateView>
  );
}

function ClassGradebook({ classId }: { classId: number }) {
  const t = useT();
  const toast = useToast();
  const { exam } = useServices();
  const exporter = useExport();
  const tableLabels = useDataTableLabels();
  const loaded = useQuery((signal) => exam.gradebook(classId, { signal, silent: true }), [classId]);
  const [book, setBook] = useState<Gradebook | null>(null);
  const [draft, setDraft] = useState<WeightDraft>({});
  const [invalid, setInvalid] = useState<number[]>([]);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const view = useStaffViewState(loaded, { emptyTitle: t('exam.staff.score.noExams'), emptyDescription: t('exam.staff.score.noExamsHint') }, (data) => data.exams.length === 0);

  useEffect(() => {
    if (loaded.data) {
      setBook(loaded.data);
      setDraft(weightDraftOf(loaded.data));
    }
  }, [loaded.data]);

  const changed = book ? changedWeights(book, draft) : [];

  const saveWeights = async (event: FormEvent) => {
    event.preventDefault();
    if (!book) return;
    setFailure('');
    const request = weightsRequest(book, draft);
    if (!request.ok) {
      setInvalid(request.invalid);
      return;
    }
    setInvalid([]);
    setSaving(true);
    try {
      const saved = await exam.setWeights(request.body, { silent: true });
      setBook(saved);
      setDraft(weightDraftOf(saved));
      toast.success(t('exam.staff.score.weightsSaved'));
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  const weightColumns: DataTableColumn<ExamWeight>[] = [
    { key: 'title', title: t('exam.staff.score.exam'), ellipsis: 320, render: (row) => row.title },
    { key: 'total_score', title: t('exam.staff.stats.total'), kind: 'number', render: (row) => row.total_score },
    {
      key: 'weight',
      title: t('exam.staff.score.weight'),
      align: 'right',
      render: (row) => {
        const bad = invalid.includes(row.id);
        return (
          <>
            <TextInput
              size="small"
              inputMode="decimal"
              aria-label={t('exam.staff.score.weightOf', { title: row.title })}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? `weight-error-${row.id}` : undefined}
              value={draft[row.id] ?? ''}
              onChange={(event) => setDraft({ ...draft, [row.id]: event.target.value })}
            />
            {bad && <WeightError id={`weight-error-${row.id}`}>{t('exam.staff.score.weightInvalid')}</WeightError>}
          </>
        );
      },
    },
  ];

  const columns: DataTableColumn<StudentRow>[] = [
    { key: 'name', title: t('exam.staff.users.student'), ellipsis: 200, render: (row) => `${row.name}（${row.username}）` },
    ...(book?.exams ?? []).map(
      (item, index): DataTableColumn<StudentRow> => ({
        key: `exam-${item.id}`,
        title: t('exam.staff.score.examColumn', { title: item.title, total: item.total_score, weight: item.weight }),
        kind: 'number',
        render: (row) => <Numeric>{row.scores[index] === null || row.scores[index] === undefined ? t('exam.staff.score.missing') : row.scores[index]}</Numeric>,
      }),
    ),
    { key: 'weighted', title: t('exam.staff.score.weighted'), kind: 'number', render: (row) => <Numeric>{row.weighted === null ? t('common.none') : row.weighted.toFixed(2)}</Numeric> },
  ];

  return (
    <StateView state={view.state} {...view.stateMessages}>
      {book && (
        <>
          <Weights id="gradebook-weights" aria-label={t('exam.staff.score.weights')} onSubmit={(event) => void saveWeights(event)} noValidate>
            <DataTable<ExamWeight> aria-label={t('exam.staff.score.weights')} columns={weightColumns} rows={book.exams} rowKey={(row) => String(row.id)} labels={tableLabels} scroll="contained" />
          </Weights>
          <FormAlert>{failure}</FormAlert>
          <Toolbar>
            <Button type="submit" form="gradebook-weights" variant="primary" loading={saving} disabled={changed.length === 0}>
              {t('exam.staff.score.saveWeights')}
            </Button>
            <Button icon={actionIcon('export')} loading={exporter.busy} onClick={() => void exporter.run(() => exam.exportGradebook(classId, { silent: true }), t('exam.staff.score.exportName', { name: book.class.name }))}>
              {t('exam.staff.score.export')}
            </Button>
          </Toolbar>
          <DataTable<StudentRow>
            aria-label={t('exam.staff.score.table', { name: book.class.name })}
            columns={columns}
            rows={book.students}
            rowKey={(row) => String(row.user_id)}
            labels={tableLabels}
            scroll="contained"
            state={book.students.length === 0 ? 'empty' : 'ready'}
            stateMessages={{ emptyTitle: t('exam.staff.score.noStudents') }}
          />
        </>
      )}
    </StateView>
  );
}
