import { formatDateTime } from '../../../components/format';

/** An ISO time as `YYYY-MM-DD HH:mm` in Asia/Shanghai (DESIGN.md), or `''`. */
export const toLocalInput = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '');

/** `YYYY-MM-DD HH:mm` read as Asia/Shanghai time, as ISO with its offset; null when blank or not a real time. */
export const fromLocalInput = (value: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:00+08:00`;
  const time = Date.parse(iso);
  // Reject 2026-02-30 and 25:00, which Date would roll over.
  return Number.isNaN(time) || toLocalInput(iso) !== `${year}-${month}-${day} ${hour}:${minute}` ? null : iso;
};
