// How a stem marks its blanks: the question editor, the bank's validation and the exam page read them alike.

/** `{{n}}` (1-based) marks blank n; `___` (three or more underscores) marks the next blank. */
const NUMBERED = /\{\{\s*(\d{1,2})\s*\}\}/g;
const UNDERSCORES = /_{3,}/g;

export type BlankMarkerStyle = 'numbered' | 'underscores' | 'none';

/** How the stem marks its blanks: numbered markers (`{{1}}`) win over underscores; underscores then stay text. */
export function blankMarkerStyle(stem: string): BlankMarkerStyle {
  if (/\{\{\s*\d{1,2}\s*\}\}/.test(stem)) return 'numbered';
  return /_{3,}/.test(stem) ? 'underscores' : 'none';
}

/** Number of blanks the stem marks: the highest `{{n}}`, or the count of `___`; 0 when it marks none. */
export function countBlankMarkers(stem: string): number {
  const style = blankMarkerStyle(stem);
  if (style === 'numbered') return Math.max(0, ...Array.from(stem.matchAll(NUMBERED), (match) => Number(match[1])));
  if (style === 'underscores') return Array.from(stem.matchAll(UNDERSCORES)).length;
  return 0;
}

/** The stem with each blank marker replaced by `replace(index)` (0-based blank index); unchanged without markers. */
export function replaceBlankMarkers(stem: string, replace: (index: number) => string): string {
  const style = blankMarkerStyle(stem);
  if (style === 'numbered') return stem.replace(NUMBERED, (_, n: string) => replace(Number(n) - 1));
  if (style === 'underscores') {
    let index = 0;
    return stem.replace(UNDERSCORES, () => replace(index++));
  }
  return stem;
}
