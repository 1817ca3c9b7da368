import type { QuestionContent, QuestionType } from '@finedu/domain';

type BlankKey = Extract<QuestionContent, { type: 'blank' }>['blanks'][number];

/** Types whose key the server grades by itself, so a key change can regrade every attempt. */
export const OBJECTIVE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'judge', 'blank', 'numeric'];
export const isObjective = (type: QuestionType) => OBJECTIVE_TYPES.includes(type);

/** Blank alternatives as typed: one line per accepted answer. */
export const alternativesToText = (alternatives: readonly string[]) => alternatives.join('\n');
export const textToAlternatives = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * A blank with new alternatives: an alternative that was already there keeps its credit and feedback (issue 32), a new
 * one earns full credit with no feedback; a blank without credits or feedback stays without them.
 */
export function withAlternatives(blank: BlankKey, alternatives: string[]): BlankKey {
  const before = (alternative: string) => blank.alternatives.indexOf(alternative);
  return {
    alternatives,
    ...(blank.credits ? { credits: alternatives.map((a) => blank.credits?.[before(a)] ?? 1) } : {}),
    ...(blank.feedback ? { feedback: alternatives.map((a) => blank.feedback?.[before(a)] ?? '') } : {}),
  };
}

export type KeyProblem = 'noAnswer' | 'emptyBlank' | 'badNumber';

/** What is wrong with an edited key before it is sent (the server checks again). */
export function keyProblem(content: QuestionContent): { problem: KeyProblem; blank?: number; answer?: number } | null {
  switch (content.type) {
    case 'single':
      return content.options.some((option) => option.key === content.answer) ? null : { problem: 'noAnswer' };
    case 'multiple':
      return content.answer.length > 0 && content.answer.every((key) => content.options.some((option) => option.key === key)) ? null : { problem: 'noAnswer' };
    case 'blank': {
      const index = content.blanks.findIndex((blank) => blank.alternatives.length === 0);
      return index >= 0 ? { problem: 'emptyBlank', blank: index + 1 } : null;
    }
    case 'numeric': {
      const index = content.answers.findIndex((answer) => !Number.isFinite(answer.value) || !Number.isFinite(answer.tolerance.amount) || answer.tolerance.amount < 0);
      return index >= 0 ? { problem: 'badNumber', answer: index + 1 } : null;
    }
    case 'judge':
    case 'calculated':
    case 'short':
    case 'program':
    case 'notebook':
    case 'case':
      return null;
    default:
      return content satisfies never;
  }
}
