import type { LeafContent, PublicContent, PublicLeafContent, PublicQuestion, QuestionContent, QuestionContentInput, QuestionType } from '@finedu/domain';

type LeafInput = Exclude<QuestionContentInput, { type: 'case' }>;

/** What a student sees of a leaf question's content: options without the key, counts instead of blanks and tests. */
export const toPublicLeafContent = (content: LeafContent | LeafInput): PublicLeafContent => {
  switch (content.type) {
    case 'single':
    case 'multiple':
      return { type: content.type, options: content.options.map((option) => ({ key: option.key, text: option.text })) };
    case 'judge':
      return { type: 'judge' };
    case 'blank':
      return { type: 'blank', blank_count: content.blanks.length };
    case 'short':
      return { type: 'short' };
    case 'program':
      return { type: 'program', template: content.template ?? '', test_count: content.tests.length };
    default:
      return content satisfies never;
  }
};

/** What a student sees of a question's content (the contract's PublicContent), keys removed. */
export const toPublicContent = (content: QuestionContent | QuestionContentInput): PublicContent => {
  if (content.type !== 'case') return toPublicLeafContent(content);
  return {
    type: 'case',
    material: content.material ?? '',
    dataset_url: content.dataset_url ?? null,
    children: content.children.map((child) => ({ key: child.key, stem: child.stem, score: child.score, content: toPublicLeafContent(child.content) })),
  };
};

/** A question as the student view renders it, from the staff side's fields. */
export const toPublicQuestion = (question: {
  id?: number;
  order?: number;
  section_title?: string;
  type: QuestionType;
  stem: string;
  score?: number;
  content: QuestionContent | QuestionContentInput;
}): PublicQuestion => ({
  question_id: question.id ?? 0,
  order: question.order ?? 1,
  section_title: question.section_title ?? '',
  type: question.type,
  stem: question.stem,
  score: question.score ?? 0,
  content: toPublicContent(question.content),
});
