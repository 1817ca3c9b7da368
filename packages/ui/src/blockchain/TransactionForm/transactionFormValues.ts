import { formatYuanNumber, parseYuan } from '@finedu/domain';
import { isIsoDate } from '../money';
import type { TransactionFormLabels } from './transactionFormLabels';
import type { TransactionFormField, TransactionFormValues } from './types';

/** What the user typed, per field key. */
export type TransactionFormDrafts = Record<string, string>;

/** The drafts a set of values reads as: amounts in 元 with separators. */
export const draftsFromValues = (fields: readonly TransactionFormField[], values: TransactionFormValues | undefined): TransactionFormDrafts => {
  const drafts: TransactionFormDrafts = {};
  for (const field of fields) {
    const value = values?.[field.key];
    if (value === undefined) drafts[field.key] = '';
    else drafts[field.key] = field.type === 'amount' && typeof value === 'number' ? formatYuanNumber(value) : String(value);
  }
  return drafts;
};

/** The values the drafts stand for; a field left empty, or typed wrong, is left out. */
export const valuesFromDrafts = (fields: readonly TransactionFormField[], drafts: TransactionFormDrafts): TransactionFormValues => {
  const values: TransactionFormValues = {};
  for (const field of fields) {
    const typed = (drafts[field.key] ?? '').trim();
    if (typed === '') continue;
    switch (field.type) {
      case 'amount': {
        const parsed = parseYuan(typed);
        if ('fen' in parsed) values[field.key] = parsed.fen;
        break;
      }
      case 'date':
        if (isIsoDate(typed)) values[field.key] = typed;
        break;
      case 'org':
      case 'text':
        values[field.key] = typed;
        break;
      default:
        field.type satisfies never;
    }
  }
  return values;
};

/** The message under each field that is wrong, by key. */
export const validateDrafts = (fields: readonly TransactionFormField[], drafts: TransactionFormDrafts, labels: TransactionFormLabels): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const typed = (drafts[field.key] ?? '').trim();
    if (typed === '') {
      if (field.required) errors[field.key] = labels.required(field.label);
      continue;
    }
    if (field.type === 'amount') {
      const parsed = parseYuan(typed);
      if ('error' in parsed) errors[field.key] = parsed.error === 'precision' ? labels.amountPrecision : labels.amountFormat;
      else if (parsed.fen <= 0) errors[field.key] = labels.amountPositive;
    } else if (field.type === 'date' && !isIsoDate(typed)) {
      errors[field.key] = labels.dateFormat;
    }
  }
  return errors;
};

/** Whether two value sets say the same (the controlled value against what the drafts stand for). */
export const sameValues = (a: TransactionFormValues, b: TransactionFormValues): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};
