import styled from 'styled-components';
import { useT } from '../i18n/useT';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: var(--ui-radius-full);
    background: var(--ui-color-text-disabled);
  }
  &[data-status='1']::before {
    background: var(--ui-color-success);
  }
`;

/** Enabled / disabled, as a dot and a word. */
export function StatusBadge({ status }: { status: number }) {
  const t = useT();
  return <Badge data-status={status}>{t(status === 1 ? 'status.1' : 'status.0')}</Badge>;
}
