import type { QuestionContent, QuestionType } from '@finedu/domain';

type BlankKey = Extract<QuestionContent, { type: 'blank' }>['blanks'][number];

/** Types whose key the server grades by itself, so a key change can regrade every attempt. */
export const OBJECTIVE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'judge', 'blank', 'numeric', 'matching', 'cloze'];
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

const gapProblem = (gap: Extract<QuestionContent, { type: 'cloze' }>['gaps'][number]): KeyProblem => (gap.kind === 'numeric' ? 'badNumber' : gap.kind === 'short' ? 'emptyBlank' : 'noAnswer');

/**
 * A cloze gap's key after an edit of its full-credit answers: a typed gap keeps its partial-credit answers after the new
 * full-credit ones; a number gap's first full-credit value changes; a choice gap's full-credit option moves.
 */
export function setGapKey(gap: Extract<QuestionContent, { type: 'cloze' }>['gaps'][number], key: string): typeof gap {
  switch (gap.kind) {
    case 'short':
      return { ...gap, answers: [...textToAlternatives(key).map((text) => ({ text, credit: 1 })), ...gap.answers.filter((a) => a.credit < 1)] };
    case 'numeric': {
      const at = Math.max(0, gap.answers.findIndex((a) => a.credit >= 1));
      const value = key.trim() === '' ? Number.NaN : Number(key);
      return { ...gap, answers: gap.answers.map((a, i) => (i === at ? { ...a, value } : a)) };
    }
    case 'choice':
      return { ...gap, options: gap.options.map((o) => ({ ...o, credit: o.text === key ? 1 : o.credit >= 1 ? 0 : o.credit })) };
    default:
      return gap satisfies never;
  }
}

/** The text of a gap's full-credit key as the modal edits it. */
export function gapKeyText(gap: Extract<QuestionContent, { type: 'cloze' }>['gaps'][number]): string {
  if (gap.kind === 'short') return alternativesToText(gap.answers.filter((a) => a.credit >= 1).map((a) => a.text));
  if (gap.kind === 'numeric') {
    const value = gap.answers.find((a) => a.credit >= 1)?.value;
    return value === undefined || Number.isNaN(value) ? '' : String(value);
  }
  return gap.options.find((o) => o.credit >= 1)?.text ?? '';
}

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
    case 'matching':
      return content.pairs.every((pair) => pair.answer !== '') ? null : { problem: 'noAnswer' };
    case 'cloze': {
      const index = content.gaps.findIndex((gap) =>
        gap.kind === 'choice' ? !gap.options.some((o) => o.credit >= 1) : gap.kind === 'short' ? !gap.answers.some((a) => a.credit >= 1) : gap.answers.some((a) => !Number.isFinite(a.value)),
      );
      return index < 0 ? null : { problem: gapProblem(content.gaps[index]!), blank: index + 1, answer: 1 };
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
