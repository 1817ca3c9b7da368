import { StatusBadge } from '@finedu/ui';
import { useT } from '../i18n/useT';

/** Enabled / disabled (a user, a college), as a dot and a word. */
export function EnabledStatus({ status }: { status: number }) {
  const t = useT();
  return <StatusBadge tone={status === 1 ? 'success' : 'neutral'}>{t(status === 1 ? 'status.1' : 'status.0')}</StatusBadge>;
}
