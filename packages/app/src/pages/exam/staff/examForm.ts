import { DEFAULT_TIME_ZONE, ExamWrite, formatWallTime, parseWallTime, type Exam, type ExamUpdate, type ShowResults } from '@finedu/domain';
import { validateWith, type FieldErrors } from '../../../forms/validate';
import type { MessageId } from '../../../i18n/messages';

/** What the exam form holds: text inputs as typed, date-times as `datetime-local` values in the college's zone. */
export interface ExamFormValues {
  title: string;
  description: string;
  paper_id: number | null;
  start_at: string;
  end_at: string;
  duration_minutes: string;
  class_ids: number[];
  user_ids: number[];
  attempts: string;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  show_results: ShowResults;
}

export type ExamFormField = keyof ExamFormValues;

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export const EXAM_FORM_FIELDS: readonly ExamFormField[] = [
  'title',
  'description',
  'paper_id',
  'start_at',
  'end_at',
  'duration_minutes',
  'class_ids',
  'user_ids',
  'attempts',
  'shuffle_questions',
  'shuffle_options',
  'show_results',
];

export const fieldLabelId = (field: string): MessageId =>
  (EXAM_FORM_FIELDS as readonly string[]).includes(field) ? (`exam.staff.field.${field}` as MessageId) : 'exam.staff.field.title';

/** A new exam: from a paper when one was chosen (its title and duration as a start). */
export function newExamForm(paper?: { id: number; title: string; duration_minutes: number }): ExamFormValues {
  return {
    title: paper?.title ?? '',
    description: '',
    paper_id: paper?.id ?? null,
    start_at: '',
    end_at: '',
    duration_minutes: paper ? String(paper.duration_minutes) : '',
    class_ids: [],
    user_ids: [],
    attempts: '1',
    shuffle_questions: false,
    shuffle_options: false,
    show_results: 'after_close',
  };
}

/** An existing exam in the form, its window shown in the college's zone. */
export function examToForm(exam: Exam, timeZone = DEFAULT_TIME_ZONE): ExamFormValues {
  return {
    title: exam.title,
    description: exam.description,
    paper_id: exam.paper_id,
    start_at: formatWallTime(exam.start_at ?? '', timeZone, 'T'),
    end_at: formatWallTime(exam.end_at ?? '', timeZone, 'T'),
    duration_minutes: String(exam.duration_minutes),
    class_ids: exam.classes.map((klass) => klass.id),
    user_ids: [...exam.user_ids],
    attempts: String(exam.attempts),
    shuffle_questions: exam.shuffle_questions,
    shuffle_options: exam.shuffle_options,
    show_results: exam.show_results,
  };
}

const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * The form as the request body (`ExamWrite`): date-times in ISO with the zone's offset, numbers parsed, checked with
 * the contract's schema plus the rules a schema cannot say (end after start; at least one candidate).
 */
export function examFormToRequest(values: ExamFormValues, t: Translate, timeZone = DEFAULT_TIME_ZONE): { ok: true; data: ExamWrite } | { ok: false; errors: FieldErrors } {
  const startIso = parseWallTime(values.start_at, timeZone, 'T');
  const endIso = parseWallTime(values.end_at, timeZone, 'T');
  const body = {
    title: values.title,
    description: values.description,
    paper_id: values.paper_id ?? undefined,
    start_at: startIso ?? (values.start_at.trim() || undefined),
    end_at: endIso ?? (values.end_at.trim() || undefined),
    duration_minutes: toNumber(values.duration_minutes),
    class_ids: values.class_ids,
    user_ids: values.user_ids,
    attempts: toNumber(values.attempts),
    shuffle_questions: values.shuffle_questions,
    shuffle_options: values.shuffle_options,
    show_results: values.show_results,
  };
  const label = (field: string) => t(fieldLabelId(field));
  const checked = validateWith(ExamWrite, body, label, t);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  // Numbers get one precise sentence whatever zod found (empty, not a whole number, out of range).
  if (errors.duration_minutes !== undefined) errors.duration_minutes = t('exam.staff.form.durationRange');
  if (errors.attempts !== undefined) errors.attempts = t('exam.staff.form.attemptsRange');
  if (values.paper_id === null) errors.paper_id = t('validation.select', { field: label('paper_id') });
  if (startIso && endIso) {
    const windowMinutes = (new Date(endIso).getTime() - new Date(startIso).getTime()) / 60000;
    if (windowMinutes <= 0) errors.end_at = t('exam.staff.form.endBeforeStart');
    else if (checked.ok && checked.data.duration_minutes > windowMinutes) errors.duration_minutes = t('exam.staff.form.durationOverWindow', { minutes: Math.floor(windowMinutes) });
  }
  if (values.class_ids.length === 0 && values.user_ids.length === 0) errors.class_ids = t('exam.staff.form.noCandidates');
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: checked.data };
}

/** An edit sends the paper only when it changed: the server refuses a paper change once an attempt exists. */
export function examUpdateBody(exam: Exam, body: ExamWrite): ExamUpdate {
  if (body.paper_id !== exam.paper_id) return body;
  const { paper_id: _unchanged, ...rest } = body;
  return rest;
}
