// Stable per-student shuffles: the same (exam, user, attempt number) always sees the same order.
import { createHash } from 'node:crypto';
import type { PaperSection } from '@finedu/domain';

/** mulberry32: a small, fast PRNG from a 32-bit seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(...parts: Array<string | number>): number {
  return createHash('sha256').update(parts.join(':')).digest().readUInt32LE(0);
}

/** Fisher–Yates with the seeded generator. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
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
  const random = rng(seed);
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
  return { questionOrder, optionOrder };
}
