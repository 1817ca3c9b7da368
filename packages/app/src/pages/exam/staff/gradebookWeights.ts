import type { Gradebook, GradebookWeights } from '@finedu/domain';

/** The weights as typed, by exam id. */
export type WeightDraft = Record<number, string>;

export const weightDraftOf = (book: Gradebook): WeightDraft => Object.fromEntries(book.exams.map((exam) => [exam.id, String(exam.weight)]));

/** Exams whose typed weight differs from the saved one. */
export function changedWeights(book: Gradebook, draft: WeightDraft): number[] {
  return book.exams.filter((exam) => (draft[exam.id] ?? String(exam.weight)).trim() !== String(exam.weight)).map((exam) => exam.id);
}

/** Weight 0–100, at most two decimals (the contract's range). */
const WEIGHT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The typed weights as the `setWeights` body, or the exams whose weight is not a number in 0–100.
 * Every exam of the gradebook is sent, so the saved set is exactly what the table shows.
 */
export function weightsRequest(book: Gradebook, draft: WeightDraft): { ok: true; body: GradebookWeights } | { ok: false; invalid: number[] } {
  const invalid: number[] = [];
  const weights = book.exams.map((exam) => {
    const text = (draft[exam.id] ?? String(exam.weight)).trim();
    const weight = Number(text);
    if (!WEIGHT.test(text) || weight > 100) invalid.push(exam.id);
    return { exam_id: exam.id, weight };
  });
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, body: { class_id: book.class.id, weights } };
}
