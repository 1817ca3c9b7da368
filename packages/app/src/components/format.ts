const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai (DESIGN.md), whatever the browser's zone. */
export function formatDateTime(iso: string | null | undefined, timeZone = 'Asia/Shanghai'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${get('year')}-${pad(get('month'))}-${pad(get('day'))} ${pad(get('hour'))}:${pad(get('minute'))}`;
}
