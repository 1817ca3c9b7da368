import { useState } from 'react';
import styled from 'styled-components';
import type { ClassInfo, Exam, Paper, ShowResults, User } from '@finedu/domain';
import { Button, Checkbox, FormField, Select, TextInput, Textarea } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { examFormToRequest, examToForm, examUpdateBody, fieldLabelId, newExamForm, type ExamFormField, type ExamFormValues } from './examForm';
import { DateTimeInput, Muted } from './staffParts';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 var(--ui-space-4);
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: var(--ui-space-2) var(--ui-space-3);
  max-height: 160px;
  overflow: auto;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  margin: var(--ui-space-2) 0 0;
  padding: 0;
  list-style: none;
`;

const ExtraStudents = styled.div`
  display: grid;
  gap: var(--ui-space-2);
`;

const SHOW_RESULTS: readonly ShowResults[] = ['after_submit', 'after_close', 'never'];

/** Papers an exam may use: the college's and the platform's (first 100 of each, newest first). */
function usePaperChoices() {
  const { exam } = useServices();
  return useQuery(
    async (signal) => {
      const [college, platform] = await Promise.all([
        exam.listPapers({ bank: 'college', page_size: 100 }, { signal, silent: true }),
        exam.listPapers({ bank: 'platform', page_size: 100 }, { signal, silent: true }),
      ]);
      return [...college.list, ...platform.list];
    },
    [exam],
  );
}

export interface ExamFormModalProps {
  /** The exam to edit, or null for a new one. */
  exam: Exam | null;
  /** A new exam from this paper (ExamPaper's "create exam from this paper"). */
  paper?: Paper;
  /** The college's classes (candidates by class, and where extra students are picked from). */
  classes: readonly ClassInfo[];
  onClose: () => void;
  onSaved: (exam: Exam) => void;
}

/** Create or edit an exam: paper, window, duration, candidates (classes and extra students), attempts, shuffling, results. */
export function ExamFormModal({ exam, paper, classes, onClose, onSaved }: ExamFormModalProps) {
  const t = useT();
  const services = useServices();
  const papers = usePaperChoices();
  const [values, setValues] = useState<ExamFormValues>(() => (exam ? examToForm(exam) : newExamForm(paper)));
  const form = useFormSave();
  const { errors } = form;
  const [pickFrom, setPickFrom] = useState('');
  const [known, setKnown] = useState<Map<number, User>>(new Map());
  // Names of the extra candidates an existing exam already has (the exam itself carries only their ids).
  const candidates = useQuery((signal) => (exam && exam.user_ids.length > 0 ? services.exam.listCandidates(exam.id, { signal, silent: true }) : Promise.resolve(null)), [exam?.id]);
  const members = useQuery((signal) => (pickFrom === '' ? Promise.resolve(null) : services.classes.get(Number(pickFrom), { signal, silent: true })), [pickFrom]);

  const set = <K extends ExamFormField>(key: K, value: ExamFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const label = (field: ExamFormField) => t(fieldLabelId(field));
  const toggle = (key: 'class_ids' | 'user_ids', id: number, on: boolean) =>
    setValues((current) => ({ ...current, [key]: on ? [...new Set([...current[key], id])] : current[key].filter((value) => value !== id) }));

  const paperOptions = (papers.data ?? (paper ? [paper] : [])).map((item) => ({
    value: String(item.id),
    label: `${t(item.bank === 'platform' ? 'exam.staff.paper.platform' : 'exam.staff.paper.college')} ${item.title}（${t('exam.staff.paper.summary', { count: item.question_count, score: item.total_score, minutes: item.duration_minutes })}）`,
  }));
  if (exam && !paperOptions.some((option) => option.value === String(exam.paper_id))) paperOptions.unshift({ value: String(exam.paper_id), label: exam.paper_title });

  const submit = () => {
    const checked = examFormToRequest(values, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      const saved = exam ? await services.exam.updateExam(exam.id, examUpdateBody(exam, checked.data), { silent: true }) : await services.exam.createExam(checked.data, { silent: true });
      onSaved(saved);
    });
  };

  const choosePaper = (id: string) => {
    const chosen = papers.data?.find((item) => String(item.id) === id);
    setValues((current) => ({
      ...current,
      paper_id: id === '' ? null : Number(id),
      // A fresh form takes the paper's title and duration; what the teacher typed is kept.
      title: current.title === '' && chosen ? chosen.title : current.title,
      duration_minutes: current.duration_minutes === '' && chosen ? String(chosen.duration_minutes) : current.duration_minutes,
    }));
  };

  return (
    <FormModal formId="exam-form" title={t(exam ? 'exam.staff.form.editTitle' : 'exam.staff.form.createTitle')} size="large" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={label('title')} labelSuffix={t('common.fieldSuffix')} required error={errors.title}>
        <TextInput name="title" value={values.title} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField label={label('description')} labelSuffix={t('common.fieldSuffix')} error={errors.description}>
        <Textarea name="description" rows={2} value={values.description} onChange={(event) => set('description', event.target.value)} />
      </FormField>
      <FormField
        label={label('paper_id')}
        labelSuffix={t('common.fieldSuffix')}
        required
        error={errors.paper_id ?? (papers.status === 'error' ? papers.error.message : undefined)}
        help={exam ? t('exam.staff.form.paperLocked') : papers.data?.length === 0 ? t('exam.staff.form.noPapers') : undefined}
      >
        <Select name="paper_id" placeholder={papers.status === 'loading' ? t('common.loading') : t('common.selectPlaceholder')} value={values.paper_id === null ? '' : String(values.paper_id)} onChange={(event) => choosePaper(event.target.value)} options={paperOptions} />
      </FormField>
      <Row>
        <FormField label={label('start_at')} labelSuffix={t('common.fieldSuffix')} required error={errors.start_at} help={t('exam.staff.form.timeZone')}>
          <DateTimeInput name="start_at" value={values.start_at} onChange={(event) => set('start_at', event.target.value)} />
        </FormField>
        <FormField label={label('end_at')} labelSuffix={t('common.fieldSuffix')} required error={errors.end_at}>
          <DateTimeInput name="end_at" value={values.end_at} onChange={(event) => set('end_at', event.target.value)} />
        </FormField>
      </Row>
      <Row>
        <FormField label={label('duration_minutes')} labelSuffix={t('common.fieldSuffix')} required error={errors.duration_minutes} help={t('exam.staff.form.durationHelp')}>
          <TextInput name="duration_minutes" type="number" min={1} max={600} value={values.duration_minutes} onChange={(event) => set('duration_minutes', event.target.value)} />
        </FormField>
        <FormField label={label('attempts')} labelSuffix={t('common.fieldSuffix')} required error={errors.attempts}>
          <TextInput name="attempts" type="number" min={1} max={10} value={values.attempts} onChange={(event) => set('attempts', event.target.value)} />
        </FormField>
      </Row>
      <FormField label={label('class_ids')} labelSuffix={t('common.fieldSuffix')} error={errors.class_ids}>
        {classes.length === 0 ? (
          <Muted>{t('exam.staff.form.noClasses')}</Muted>
        ) : (
          <Choices role="group" aria-label={label('class_ids')}>
            {classes.map((klass) => (
              <Checkbox key={klass.id} id={`exam-class-${klass.id}`} checked={values.class_ids.includes(klass.id)} onChange={(event) => toggle('class_ids', klass.id, event.target.checked)}>
                {klass.name}（{klass.member_count}）
              </Checkbox>
            ))}
          </Choices>
        )}
      </FormField>
      <FormField label={label('user_ids')} labelSuffix={t('common.fieldSuffix')} error={errors.user_ids} help={t('exam.staff.form.extraHelp')}>
        <ExtraStudents>
          <Select name="pick_from" aria-label={t('exam.staff.form.pickFromClass')} placeholder={t('exam.staff.form.pickFromClass')} value={pickFrom} onChange={(event) => setPickFrom(event.target.value)} options={classes.map((klass) => ({ value: String(klass.id), label: klass.name }))} />
          {pickFrom !== '' && (
            <Choices role="group" aria-label={t('exam.staff.form.pickStudents')}>
              {members.status === 'loading' && <Muted>{t('common.loading')}</Muted>}
              {members.status === 'error' && <Muted role="alert">{members.error.message}</Muted>}
              {members.data?.members.length === 0 && <Muted>{t('exam.staff.form.noMembers')}</Muted>}
              {members.data?.members.map((student) => (
                <Checkbox
                  key={student.id}
                  id={`exam-student-${student.id}`}
                  checked={values.user_ids.includes(student.id)}
                  onChange={(event) => {
                    setKnown((current) => new Map(current).set(student.id, student));
                    toggle('user_ids', student.id, event.target.checked);
                  }}
                >
                  {student.name}（{student.username}）
                </Checkbox>
              ))}
            </Choices>
          )}
          {values.user_ids.length > 0 && (
            <Chips aria-label={t('exam.staff.form.extraChosen', { count: values.user_ids.length })}>
              {values.user_ids.map((id) => {
                const student = known.get(id) ?? candidates.data?.list.find((candidate) => candidate.user_id === id);
                const name = student ? `${student.name}（${student.username}）` : t('exam.staff.form.studentId', { id });
                return (
                  <li key={id}>
                    <Button size="small" onClick={() => toggle('user_ids', id, false)} aria-label={t('exam.staff.form.removeStudent', { name })}>
                      {name} ×
                    </Button>
                  </li>
                );
              })}
            </Chips>
          )}
        </ExtraStudents>
      </FormField>
      <FormField label={t('exam.staff.form.shuffle')} labelSuffix={t('common.fieldSuffix')}>
        <Choices>
          <Checkbox id="exam-shuffle-questions" checked={values.shuffle_questions} onChange={(event) => set('shuffle_questions', event.target.checked)}>
            {label('shuffle_questions')}
          </Checkbox>
          <Checkbox id="exam-shuffle-options" checked={values.shuffle_options} onChange={(event) => set('shuffle_options', event.target.checked)}>
            {label('shuffle_options')}
          </Checkbox>
        </Choices>
      </FormField>
      <FormField label={label('show_results')} labelSuffix={t('common.fieldSuffix')} error={errors.show_results}>
        <Select name="show_results" value={values.show_results} onChange={(event) => set('show_results', event.target.value as ShowResults)} options={SHOW_RESULTS.map((value) => ({ value, label: t(`exam.staff.showResults.${value}`) }))} />
      </FormField>
    </FormModal>
  );
}
