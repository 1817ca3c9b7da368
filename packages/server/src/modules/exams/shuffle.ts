// Stable per-student shuffles: the same (exam, user, attempt number) always sees the same order.
import { createHash } from 'node:crypto';
import { matchingChoices, seededRandom, shuffled } from '@finedu/domain';
import type { PaperSection } from '@finedu/domain';

/** The seed of a student's orders: (exam id, user id, attempt number) hashed to 32 bits. */
export function seedOf(...parts: Array<string | number>): number {
  return createHash('sha256').update(parts.join(':')).digest().readUInt32LE(0);
}

export interface AttemptOrder {
  questionOrder: number[];
  optionOrder: Record<string, string[]>;
}

/**
 * The student's question order (shuffled within each section, sections stay in place) and option order of every
 * choice question and choice sub-question (keys keep their original letters).
 */
export function attemptOrder(sections: readonly PaperSection[], seed: number, shuffleQuestions: boolean, shuffleOptions: boolean): AttemptOrder {
  const random = seededRandom(seed);
  const questionOrder = sections.flatMap((s) => {
    const ids = s.questions.map((q) => q.question_id);
    return shuffleQuestions ? shuffled(ids, random) : ids;
  });
  const optionOrder: Record<string, string[]> = {};
  if (shuffleOptions) {
    for (const q of sections.flatMap((s) => s.questions)) {
      const content = q.question.content;
      if (content.type === 'single' || content.type === 'multiple') optionOrder[String(q.question_id)] = shuffled(content.options.map((o) => o.key), random);
      if (content.type === 'case') {
        for (const child of content.children) {
          if (child.content.type === 'single' || child.content.type === 'multiple') optionOrder[`${q.question_id}:${child.key}`] = shuffled(child.content.options.map((o) => o.key), random);
        }
      }
    }
  }
  for (const q of sections.flatMap((s) => s.questions)) {
    const order = matchingOrder(q.question.content, seed, q.question_id);
    if (order) optionOrder[String(q.question_id)] = order;
  }
  return { questionOrder, optionOrder };
}

/**
 * A matching question's answers in the student's order (issue 32): their indices in `matchingChoices`, shuffled when
 * the question says so (Moodle's "shuffle" of a matching question, whether or not the exam shuffles options). Drawn
 * from a generator of its own per question, so the other questions' orders are what they were without it.
 */
export function matchingOrder(content: PaperSection['questions'][number]['question']['content'], seed: number, questionId: number): string[] | null {
  if (content.type !== 'matching' || !content.shuffle) return null;
  const indices = matchingChoices(content).map((_, index) => String(index));
  return shuffled(indices, seededRandom(seedOf(seed, 'matching', questionId)));
}
