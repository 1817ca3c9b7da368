import styled from 'styled-components';
import type { QuestionImportTotal } from '@finedu/domain';
import type { MessageId } from '../../../i18n/messages';
import type { useT } from '../../../i18n/useT';

/** A line saying how an import went (or would go): success, or a refusal in the danger colour. */
export const ImportSummary = styled.p`
  margin: var(--ui-space-3) 0;
  font-weight: var(--ui-font-weight-medium);
  &[data-tone='danger'] {
    color: var(--ui-color-danger);
  }
  &[data-tone='success'] {
    color: var(--ui-color-success);
  }
`;

/** Scrolls a long report inside the dialog, and sideways on a phone. */
export const ImportScroll = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
`;

/** The row-by-row tables of the preview and the result. */
export const ImportTable = styled.table`
  width: 100%;
  min-width: 480px;
  border-collapse: collapse;
  th,
  td {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    position: sticky;
    top: 0;
    background: var(--ui-color-surface-muted);
    font-weight: var(--ui-font-weight-medium);
  }
  [data-nowrap] {
    white-space: nowrap;
  }
  td[data-numeric] {
    font-variant-numeric: tabular-nums;
    text-align: right;
    width: 56px;
  }
  tr[data-state='error'] td {
    background: var(--ui-color-danger-subtle);
  }
  td[data-tone='danger'] {
    color: var(--ui-color-danger);
  }
  td[data-tone='success'] {
    color: var(--ui-color-success);
  }
  ul {
    margin: 0;
    padding-left: var(--ui-space-4);
  }
`;

/** `单选题 3 道、判断题 2 道` / `Single choice: 3, True/false: 2`. */
export function totalsText(t: ReturnType<typeof useT>, totals: readonly QuestionImportTotal[]): string {
  return totals.map(({ type, count }) => t('exam.bank.import.totalOf', { type: t(`exam.bank.type.${type}` as MessageId), count })).join(t('exam.bank.import.totalSeparator'));
}
