import type { MessageId } from '../i18n/messages';

/** The parts of a zod issue the messages need (domain owns the schemas; the app only reads issues). */
interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
}

export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export type FieldErrors = Partial<Record<string, string>>;

/** Fields whose format has a message of its own. */
const FORMAT_MESSAGES: Partial<Record<string, MessageId>> = {
  phone: 'validation.phone',
  email: 'validation.email',
  username: 'validation.username',
};

/** One issue as a sentence in the user's language, naming the field by its label. */
export function issueMessage(issue: SchemaIssue, field: string, label: string, t: Translate): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return Number(issue.minimum) <= 1 ? t('validation.required', { field: label }) : t('validation.tooShort', { field: label, min: Number(issue.minimum) });
      }
      return t('validation.number', { field: label });
    case 'too_big':
      return issue.origin === 'string' ? t('validation.tooLong', { field: label, max: Number(issue.maximum) }) : t('validation.number', { field: label });
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return t('validation.required', { field: label });
      return issue.origin === 'number' || typeof issue.input === 'number' ? t('validation.number', { field: label }) : t('validation.format', { field: label });
    case 'invalid_value':
    case 'invalid_union':
      return issue.input === undefined || issue.input === '' ? t('validation.select', { field: label }) : t('validation.format', { field: label });
    case 'invalid_format': {
      const id = FORMAT_MESSAGES[field] ?? (issue.format === 'email' ? 'validation.email' : undefined);
      return id ? t(id) : t('validation.format', { field: label });
    }
    default:
      return t('validation.format', { field: label });
  }
}

/**
 * Validate form values with a domain schema; errors are keyed by field and worded for the user.
 * The first problem of each field wins.
 */
export function validateWith<T>(
  schema: SafeParser<T>,
  values: unknown,
  labelOf: (field: string) => string,
  t: Translate,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] === undefined) errors[field] = issueMessage(issue, field, labelOf(field), t);
  }
  return { ok: false, errors };
}

/** Empty inputs become null for the nullable text fields of the contract. */
export function blankToNull<T extends Record<string, unknown>>(values: T, keys: readonly (keyof T)[]): T {
  const copy = { ...values };
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === 'string' && value.trim() === '') copy[key] = null as T[keyof T];
  }
  return copy;
}
