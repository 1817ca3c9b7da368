import styled from 'styled-components';
import type { QuestionType } from '@finedu/domain';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

const Badge = styled.span`
  display: inline-block;
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  border: 1px solid var(--ui-color-border);
  background: var(--ui-color-surface-muted);
  font-size: var(--ui-font-size-sm, 12px);
  line-height: 20px;
  white-space: nowrap;
  &[data-type='single'],
  &[data-type='multiple'],
  &[data-type='judge'] {
    border-color: var(--ui-color-primary);
    color: var(--ui-color-primary);
  }
  &[data-type='program'],
  &[data-type='notebook'],
  &[data-type='case'] {
    border-color: var(--ui-color-warning);
    color: var(--ui-color-text);
  }
`;

/** The question type as a small badge (objective types in the primary colour, program/notebook/case in warning). */
export function QuestionTypeBadge({ type }: { type: QuestionType }) {
  const t = useT();
  return <Badge data-type={type}>{t(`exam.bank.type.${type}` as MessageId)}</Badge>;
}

const Stars = styled.span`
  color: var(--ui-color-warning);
  letter-spacing: 1px;
  white-space: nowrap;
  span {
    color: var(--ui-color-border);
  }
`;

/** Difficulty 1–5 as stars, with the number for screen readers. */
export function DifficultyStars({ value }: { value: number }) {
  const t = useT();
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <Stars role="img" aria-label={t('exam.bank.difficultyValue', { value: filled })} title={t('exam.bank.difficultyValue', { value: filled })}>
      {'★'.repeat(filled)}
      <span aria-hidden="true">{'★'.repeat(5 - filled)}</span>
    </Stars>
  );
}
