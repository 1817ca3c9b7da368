import { DEFAULT_TIME_ZONE, formatWallTime } from '@finedu/domain';

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai (DESIGN.md), whatever the browser's zone; `—` for nothing. */
export function formatDateTime(iso: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  if (!iso) return '—';
  return formatWallTime(iso, timeZone) || iso;
}
