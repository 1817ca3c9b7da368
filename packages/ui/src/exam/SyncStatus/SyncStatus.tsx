import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { useThemeLocale } from '../../ThemeProvider';
import { SyncStatusBanner, SyncStatusIndicator } from './SyncStatus.styles';
import { defaultSyncStatusLabels, type SyncStatusLabels } from './syncStatusLabels';

export type SyncState = 'saved' | 'saving' | 'pending' | 'offline' | 'error';

export interface SyncStatusProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the answers stand: all acknowledged, a save in flight, changes waiting, no network, or a refused save. */
  state: SyncState;
  /** When the server last acknowledged a save (ISO string or Date). */
  lastSavedAt?: string | Date | null;
  /** Answers not yet acknowledged. */
  pendingCount?: number;
  /** The error's message (e.g. the server's refusal). */
  message?: string;
  /** Shows a retry button in the error banner. */
  onRetry?: () => void;
  /** Time zone of the saved time. */
  timeZone?: string;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<SyncStatusLabels>;
}

/**
 * The save indicator of the exam page: a quiet line while saved, saving or pending; a prominent alert banner when
 * offline (the answers are kept in this browser) or when a save was refused.
 */
export const SyncStatus = forwardRef<HTMLDivElement, SyncStatusProps>(function SyncStatus(
  { state, lastSavedAt, pendingCount = 0, message, onRetry, timeZone = 'Asia/Shanghai', labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...defaultSyncStatusLabels, ...labelOverrides }), [labelOverrides]);
  const locale = useThemeLocale();
  const time = useMemo(() => {
    if (!lastSavedAt) return '';
    const date = typeof lastSavedAt === 'string' ? new Date(lastSavedAt) : lastSavedAt;
    if (Number.isNaN(date.getTime())) return '';
    return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(date);
  }, [lastSavedAt, locale, timeZone]);

  if (state === 'offline' || state === 'error') {
    return (
      <SyncStatusBanner ref={ref} role="alert" data-state={state} {...rest}>
        <strong>{state === 'offline' ? labels.offlineTitle : labels.errorTitle}</strong>
        <p>{state === 'offline' ? labels.offline(pendingCount) : message || labels.errorFallback}</p>
        {state === 'error' && onRetry && (
          <Button size="small" onClick={onRetry}>
            {labels.retry}
          </Button>
        )}
      </SyncStatusBanner>
    );
  }
  return (
    <SyncStatusIndicator ref={ref} role="status" aria-live="polite" data-state={state} {...rest}>
      {state === 'saved' ? labels.saved(time) : state === 'saving' ? labels.saving : labels.pending(pendingCount)}
    </SyncStatusIndicator>
  );
});
