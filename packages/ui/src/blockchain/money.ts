// Money in 元 is domain's (formatYuan, formatYuanNumber, parseYuan); the lab's forms add the date rule.

/** Whether `text` is a real calendar date written yyyy-mm-dd (2026-02-30 is not). */
export const isIsoDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
