import { CompetitionCreate, DEFAULT_TIME_ZONE, formatWallTime, parseWallTime, type Competition, type CompetitionKind, type CompetitionReview, type CompetitionUpdate, type CompetitionVisibility } from '@finedu/domain';
import { blankToNull, validateWith, type FieldErrors } from '../../../forms/validate';
import type { MessageId } from '../../../i18n/messages';

/** The base tab's form as typed: numbers as text, the window as `datetime-local` values in Asia/Shanghai. */
export interface CompetitionFormValues {
  title: string;
  cover_url: string;
  description_html: string;
  rules_html: string;
  kind: CompetitionKind;
  team_min: string;
  team_max: string;
  advisers_max: string;
  registration_start: string;
  registration_end: string;
  review: CompetitionReview;
  visibility: CompetitionVisibility;
}

export type CompetitionFormField = keyof CompetitionFormValues;

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export const competitionFieldLabel = (field: string): MessageId => `competition.field.${field}` as MessageId;

export function newCompetitionForm(): CompetitionFormValues {
  return {
    title: '',
    cover_url: '',
    description_html: '',
    rules_html: '',
    kind: 'team',
    team_min: '1',
    team_max: '3',
    advisers_max: '2',
    registration_start: '',
    registration_end: '',
    review: 'manual',
    visibility: 'signed_in',
  };
}

export function competitionToForm(competition: Competition, timeZone = DEFAULT_TIME_ZONE): CompetitionFormValues {
  return {
    title: competition.title,
    cover_url: competition.cover_url ?? '',
    description_html: competition.description_html,
    rules_html: competition.rules_html,
    kind: competition.kind,
    team_min: String(competition.team_min),
    team_max: String(competition.team_max),
    advisers_max: String(competition.advisers_max),
    registration_start: formatWallTime(competition.registration_start ?? '', timeZone, 'T'),
    registration_end: formatWallTime(competition.registration_end ?? '', timeZone, 'T'),
    review: competition.review,
    visibility: competition.visibility,
  };
}

const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * The form as a request body, checked with the contract's schema and the rules a schema cannot say: the registration
 * ends after it starts, and the smallest team is not larger than the largest. An individual competition has teams of one.
 */
export function competitionFormToRequest(values: CompetitionFormValues, t: Translate, timeZone = DEFAULT_TIME_ZONE): { ok: true; data: CompetitionCreate } | { ok: false; errors: FieldErrors } {
  const start = parseWallTime(values.registration_start, timeZone, 'T');
  const end = parseWallTime(values.registration_end, timeZone, 'T');
  const individual = values.kind === 'individual';
  const body = blankToNull(
    {
      title: values.title,
      cover_url: values.cover_url,
      description_html: values.description_html,
      rules_html: values.rules_html,
      kind: values.kind,
      team_min: individual ? 1 : toNumber(values.team_min),
      team_max: individual ? 1 : toNumber(values.team_max),
      advisers_max: toNumber(values.advisers_max),
      registration_start: start ?? (values.registration_start.trim() || undefined),
      registration_end: end ?? (values.registration_end.trim() || undefined),
      review: values.review,
      visibility: values.visibility,
    },
    ['cover_url'],
  );
  const checked = validateWith(CompetitionCreate, body, (field) => t(competitionFieldLabel(field)), t);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (errors.team_min !== undefined || errors.team_max !== undefined) {
    if (errors.team_min !== undefined) errors.team_min = t('competition.form.teamRange');
    if (errors.team_max !== undefined) errors.team_max = t('competition.form.teamRange');
  } else if (!individual && Number(values.team_min) > Number(values.team_max)) errors.team_max = t('competition.form.teamMinOverMax');
  if (errors.advisers_max !== undefined) errors.advisers_max = t('competition.form.advisersRange');
  if (start && end && Date.parse(end) <= Date.parse(start)) errors.registration_end = t('competition.form.endBeforeStart');
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: checked.data };
}

/** Only what changed, for `PUT` (kind and team sizes are refused by the server once out of draft). */
export function competitionUpdateBody(competition: Competition, next: CompetitionCreate): CompetitionUpdate {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if ((competition as unknown as Record<string, unknown>)[key] !== value) body[key] = value;
  }
  if (body.registration_start !== undefined && Date.parse(String(body.registration_start)) === Date.parse(competition.registration_start)) delete body.registration_start;
  if (body.registration_end !== undefined && Date.parse(String(body.registration_end)) === Date.parse(competition.registration_end)) delete body.registration_end;
  return body as CompetitionUpdate;
}
