// What a student may see of a question: the server answers it, the staff previews and the review page draw it.
// One copy, so no screen ever shows a key that the server would have withheld.
import type { z } from 'zod';
import { matchingChoices } from './matchingAnswers.js';
import type {
  ClozeContent,
  LeafContent,
  PaperSection,
  PublicContent,
  PublicLeafContent,
  PublicQuestion,
  QuestionContent,
  QuestionContentInput,
  QuestionOption,
  QuestionType,
} from '../contract/index.js';

type LeafInput = Exclude<QuestionContentInput, { type: 'case' | 'calculated' | 'notebook' | 'matching' | 'cloze' }>;
/** Reorders a choice question's options (each keeps its original `key`). */
export type OptionShuffle = (options: QuestionOption[]) => QuestionOption[];

/**
 * A leaf question's content without its key: options without the answer, the number of blanks instead of their
 * alternatives, a numeric question's units without its accepted values, the number of hidden tests instead of their code. Saved content or an editor's draft (defaults unset).
 */
export function toPublicLeafContent(content: LeafContent | LeafInput, shuffle?: OptionShuffle): PublicLeafContent {
  switch (content.type) {
    case 'single':
    case 'multiple': {
      const options = content.options.map((option) => ({ key: option.key, text: option.text }));
      return { type: content.type, options: shuffle ? shuffle(options) : options };
    }
    case 'judge':
      return { type: 'judge' };
    case 'blank':
      return { type: 'blank', blank_count: content.blanks.length };
    case 'numeric':
      return {
        type: 'numeric',
        units: (content.units ?? []).map((unit) => ({ name: unit.name, multiplier: unit.multiplier })),
        unit_required: content.unit_required ?? false,
        precision: content.precision ? { kind: content.precision.kind, digits: content.precision.digits } : null,
      };
    case 'short':
      return { type: 'short' };
    case 'program':
      return { type: 'program', template: content.template ?? '', test_count: content.tests.length };
    default:
      return content satisfies never;
  }
}

type ClozeGapInput = z.input<typeof ClozeContent>['gaps'][number];
/** A cloze gap without its key: its kind, and a choice gap's option texts and how they are shown. */
function publicGap(gap: ClozeGapInput): Extract<PublicContent, { type: 'cloze' }>['gaps'][number] {
  if (gap.kind === 'choice') return { kind: 'choice', display: gap.display ?? 'dropdown', options: gap.options.map((option) => option.text) };
  return { kind: gap.kind };
}

/** A question's content as a student sees it: no keys, references, analyses or hidden tests. */
export function toPublicContent(content: QuestionContent | QuestionContentInput, shuffle?: OptionShuffle): PublicContent {
  if (content.type === 'calculated') {
    // The stem carries the student's values (the server fills it); variables, formula and tolerance are the key.
    return {
      type: 'calculated',
      units: (content.units ?? []).map((unit) => ({ name: unit.name, multiplier: unit.multiplier })),
      unit_required: content.unit_required ?? false,
      precision: content.precision ? { kind: content.precision.kind, digits: content.precision.digits } : null,
    };
  }
  if (content.type === 'notebook') {
    // The starting notebook is the student's; the hidden tests are the key.
    return { type: 'notebook', cells: content.cells.map((cell) => ({ type: cell.type, source: cell.source, locked: cell.locked ?? false })), test_count: content.tests.length };
  }
  if (content.type === 'matching') {
    // The prompts and every answer to pick from (the server puts the answers in the student's order).
    return { type: 'matching', prompts: content.pairs.map((pair) => pair.prompt), answers: matchingChoices(content) };
  }
  if (content.type === 'cloze') return { type: 'cloze', gaps: content.gaps.map(publicGap) };
  if (content.type !== 'case') return toPublicLeafContent(content, shuffle);
  return {
    type: 'case',
    material: content.material ?? '',
    dataset_url: content.dataset_url ?? null,
    children: content.children.map((child) => ({ key: child.key, stem: child.stem, score: child.score, content: toPublicLeafContent(child.content, shuffle) })),
  };
}

/** A question as a student sees it, from the staff side's fields (order 1 and no section unless given). */
export function toPublicQuestion(question: {
  id?: number;
  order?: number;
  section_title?: string;
  type: QuestionType;
  stem: string;
  score?: number;
  content: QuestionContent | QuestionContentInput;
}): PublicQuestion {
  return {
    question_id: question.id ?? 0,
    order: question.order ?? 1,
    section_title: question.section_title ?? '',
    type: question.type,
    stem: question.stem,
    score: question.score ?? 0,
    content: toPublicContent(question.content),
  };
}

/** A paper's sections as a student sees them, questions numbered 1, 2, 3 … across the sections in paper order. */
export function toPublicSections(sections: readonly PaperSection[]): Array<{ title: string; description: string; questions: PublicQuestion[] }> {
  let order = 0;
  return sections.map((section) => ({
    title: section.title,
    description: section.description,
    questions: section.questions.map((item) => {
      order += 1;
      return toPublicQuestion({ id: item.question_id, order, section_title: section.title, type: item.question.type, stem: item.question.stem, score: item.score, content: item.question.content });
    }),
  }));
}
