import { CompetitionSessionCreate, DEFAULT_TIME_ZONE, formatWallTime, parseWallTime, type AdvanceMode, type CompetitionSession, type MetricName, type SessionKind, type SessionStage, type SplitMode } from '@finedu/domain';
import { blankToNull, validateWith, type FieldErrors } from '../../../forms/validate';
import type { MessageId } from '../../../i18n/messages';

/** A session (场次) as the form holds it. */
export interface SessionFormValues {
  stage: SessionStage;
  title: string;
  kind: SessionKind;
  start_at: string;
  end_at: string;
  freeze_at: string;
  metric: MetricName;
  public_percent: string;
  split_mode: SplitMode;
  daily_limit: string;
  total_limit: string;
  finals_limit: string;
  train_file: string;
  test_file: string;
  labels_file: string;
  id_column: string;
  target_column: string;
  time_column: string;
  advance_mode: AdvanceMode;
  advance_value: string;
}

export type SessionFormField = keyof SessionFormValues;
type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export const sessionFieldLabel = (field: string): MessageId => `competition.session.field.${field}` as MessageId;

export function newSessionForm(): SessionFormValues {
  return {
    stage: 'preliminary',
    title: '',
    kind: 'modelling',
    start_at: '',
    end_at: '',
    freeze_at: '',
    metric: 'auc',
    public_percent: '30',
    split_mode: 'random',
    daily_limit: '5',
    total_limit: '',
    finals_limit: '2',
    train_file: '',
    test_file: '',
    labels_file: '',
    id_column: 'id',
    target_column: 'target',
    time_column: '',
    advance_mode: 'manual',
    advance_value: '',
  };
}

export function sessionToForm(session: CompetitionSession, timeZone = DEFAULT_TIME_ZONE): SessionFormValues {
  return {
    stage: session.stage,
    title: session.title,
    kind: session.kind,
    start_at: formatWallTime(session.start_at ?? '', timeZone, 'T'),
    end_at: formatWallTime(session.end_at ?? '', timeZone, 'T'),
    freeze_at: formatWallTime(session.freeze_at ?? '', timeZone, 'T'),
    metric: session.metric,
    public_percent: String(session.public_percent),
    split_mode: session.split_mode ?? 'random',
    daily_limit: session.daily_limit === null ? '' : String(session.daily_limit),
    total_limit: session.total_limit === null ? '' : String(session.total_limit),
    finals_limit: String(session.finals_limit),
    train_file: session.train_file ?? '',
    test_file: session.test_file ?? '',
    // The labels never come back from the server: empty means "keep the stored ones".
    labels_file: '',
    id_column: session.id_column ?? '',
    target_column: session.target_column ?? '',
    time_column: session.time_column ?? '',
    advance_mode: session.advance_mode,
    advance_value: session.advance_value === null ? '' : String(session.advance_value),
  };
}

const toNumber = (text: string): number | null | undefined => (text.trim() === '' ? null : Number(text));

/**
 * The form as a request body, checked with the contract and the order of the times: start < freeze < end. A quiz
 * session scores by points; a data-modelling one by its metric, with the time column required for a time-aware split.
 */
export function sessionFormToRequest(values: SessionFormValues, t: Translate, timeZone = DEFAULT_TIME_ZONE): { ok: true; data: CompetitionSessionCreate } | { ok: false; errors: FieldErrors } {
  const time = (value: string) => parseWallTime(value, timeZone, 'T') ?? (value.trim() === '' ? undefined : value);
  const quiz = values.kind === 'quiz';
  const body = blankToNull(
    {
      stage: values.stage,
      title: values.title,
      kind: values.kind,
      start_at: time(values.start_at),
      end_at: time(values.end_at),
      freeze_at: values.freeze_at.trim() === '' ? null : time(values.freeze_at),
      metric: quiz ? 'points' : values.metric,
      public_percent: toNumber(values.public_percent) ?? undefined,
      split_mode: values.split_mode,
      // Empty: no daily limit (only the total applies).
      daily_limit: toNumber(values.daily_limit),
      total_limit: toNumber(values.total_limit),
      finals_limit: toNumber(values.finals_limit) ?? undefined,
      train_file: values.train_file,
      test_file: values.test_file,
      labels_file: values.labels_file,
      id_column: values.id_column,
      target_column: values.target_column,
      time_column: values.time_column,
      advance_mode: values.advance_mode,
      advance_value: values.advance_mode === 'manual' ? null : toNumber(values.advance_value),
    },
    ['train_file', 'test_file', 'labels_file', 'id_column', 'target_column', 'time_column'],
  );
  const checked = validateWith(CompetitionSessionCreate, body, (field) => t(sessionFieldLabel(field)), t);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const start = Date.parse(String(body.start_at));
  const end = Date.parse(String(body.end_at));
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start) errors.end_at = t('competition.session.endBeforeStart');
  if (body.freeze_at) {
    const freeze = Date.parse(body.freeze_at);
    if (Number.isFinite(freeze) && (freeze <= start || freeze >= end)) errors.freeze_at = t('competition.session.freezeOutside');
  }
  if (!quiz) {
    if (errors.public_percent !== undefined) errors.public_percent = t('competition.session.percentRange');
    if (values.split_mode === 'time' && values.time_column.trim() === '') errors.time_column = t('validation.required', { field: t(sessionFieldLabel('time_column')) });
  }
  if (values.advance_mode !== 'manual' && values.advance_value.trim() === '') errors.advance_value = t('validation.required', { field: t(sessionFieldLabel('advance_value')) });
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: checked.data };
}
