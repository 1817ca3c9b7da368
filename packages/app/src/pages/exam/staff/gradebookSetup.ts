// The setup form of the course gradebook as text fields, and the request it makes (checked before it is sent).
import { DEFAULT_TIME_ZONE, formatWallTime, parseWallTime, type CourseGradebook, type GradeItemKind, type GradebookSetup } from '@finedu/domain';

export interface SetupDraft {
  categories: Array<{ rowKey: string; name: string; weight: string; aggregation: 'weighted' | 'natural' }>;
  items: Array<{ key: string; kind: GradeItemKind; title: string; max: number; category: string; weight: string; excluded: boolean; zero: boolean; /** `YYYY-MM-DDTHH:mm` in the college's zone ('' = none); an exam's is its end, not editable. */ deadline: string; deadlinePassed: boolean }>;
  letters: Array<{ letter: string; min: string }>;
}

export function setupDraftOf(book: CourseGradebook): SetupDraft {
  const nameOf = new Map(book.categories.map((c) => [c.id, c.name]));
  return {
    categories: book.categories.map((c) => ({ rowKey: String(c.id), name: c.name, weight: String(c.weight), aggregation: c.aggregation })),
    items: book.items.map((i) => ({
      key: i.key,
      kind: i.kind,
      title: i.title,
      max: i.max_score,
      category: i.category_id === null ? '' : (nameOf.get(i.category_id) ?? ''),
      weight: String(i.weight),
      excluded: i.excluded,
      zero: i.zero_when_missing,
      deadline: i.deadline === null ? '' : formatWallTime(i.deadline, DEFAULT_TIME_ZONE, 'T'),
      deadlinePassed: i.deadline_passed,
    })),
    letters: book.letters.map((s) => ({ letter: s.letter, min: String(s.min) })),
  };
}

const NUMBER = /^\d+(\.\d{1,2})?$/;

/** The deadline a draft item sends: an exam's is its end (the server's default), others as typed. */
const deadlineOf = (item: SetupDraft['items'][number]): string | null => (item.kind === 'exam' || item.deadline.trim() === '' ? null : parseWallTime(item.deadline, DEFAULT_TIME_ZONE, 'T'));

/** Whether counts-as-zero may be ticked: the item's deadline has passed. */
export function deadlinePassed(item: SetupDraft['items'][number], now: Date): boolean {
  if (item.kind === 'exam') return item.deadlinePassed;
  const iso = deadlineOf(item);
  return iso !== null && Date.parse(iso) <= now.getTime();
}

/** The request, or `ok: false` when a name is empty or repeated or a number is not one (the server checks again). */
export function gradebookSetupRequest(draft: SetupDraft): { ok: true; body: GradebookSetup } | { ok: false } {
  const names = draft.categories.map((c) => c.name.trim());
  if (names.some((n) => n === '') || new Set(names).size !== names.length) return { ok: false };
  const numbers = [...draft.categories.map((c) => c.weight), ...draft.items.map((i) => i.weight), ...draft.letters.map((l) => l.min)];
  if (numbers.some((n) => !NUMBER.test(n.trim()) || Number(n) > 1000)) return { ok: false };
  if (draft.items.some((i) => i.kind !== 'exam' && i.deadline.trim() !== '' && deadlineOf(i) === null)) return { ok: false };
  return {
    ok: true,
    body: {
      categories: draft.categories.map((c) => ({ name: c.name.trim(), weight: Number(c.weight), aggregation: c.aggregation })),
      items: draft.items.map((i) => ({
        key: i.key,
        category: names.includes(i.category) ? i.category : null,
        weight: Number(i.weight),
        excluded: i.excluded,
        zero_when_missing: i.zero,
        deadline: deadlineOf(i),
      })),
      letters: draft.letters.map((l) => ({ letter: l.letter.trim(), min: Number(l.min) })),
    },
  };
}
