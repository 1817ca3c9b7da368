import { forwardRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ExamStatus, QuestionResponse } from '@finedu/domain';
import { StatusBadge, TextInput, type StatusBadgeTone, type TextInputProps } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';

/** The `:id` of an exam route as a positive integer, or null when the address is not an exam id. */
export function useExamIdParam(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

const STATUS_TONE = { scheduled: 'primary', open: 'success', closed: 'neutral' } as const satisfies Record<ExamStatus, StatusBadgeTone>;

/** Scheduled / open / closed, as the server's clock says. */
export function ExamStatusTag({ status }: { status: ExamStatus }) {
  const t = useT();
  return (
    <StatusBadge appearance="tag" tone={STATUS_TONE[status]}>
      {t(`exam.staff.status.${status}`)}
    </StatusBadge>
  );
}

/** `YYYY-MM-DD HH:mm – YYYY-MM-DD HH:mm` in the college's zone. */
export const formatWindow = (start: string, end: string) => `${formatDateTime(start)} – ${formatDateTime(end)}`;

/** A native date-time picker wired to its FormField (label, error, required). The value is `YYYY-MM-DDTHH:mm`. */
export const DateTimeInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(function DateTimeInput(props, ref) {
  return <TextInput ref={ref} type="datetime-local" {...props} />;
});

/** A student's response as plain text for a marker (short answers are text; other shapes are joined). */
export function responseText(response: QuestionResponse): string {
  if (response === null) return '';
  if (typeof response === 'string') return response;
  if (typeof response === 'boolean') return response ? '✓' : '✗';
  if (Array.isArray(response)) return response.join(', ');
  return Object.entries(response)
    .map(([key, value]) => `${key}: ${responseText(value)}`)
    .join('\n');
}

export const Muted = styled.span`
  color: var(--ui-color-text-secondary);
`;

export const Numeric = styled.span`
  font-variant-numeric: tabular-nums;
`;

const NoBreak = styled.span`
  white-space: nowrap;
`;

/** A window as `formatWindow` writes it, in a table cell: a line may break only between its two ends, never inside a date. */
export function WindowText({ start, end }: { start: string; end: string }) {
  return (
    <Numeric>
      <NoBreak>{formatDateTime(start)} –</NoBreak> <NoBreak>{formatDateTime(end)}</NoBreak>
    </Numeric>
  );
}

/** A row of page actions above the content, with room below it; hints sit beside their buttons. */
export const Toolbar = styled(Actions)`
  align-items: center;
  margin-bottom: var(--ui-space-4);
`;
