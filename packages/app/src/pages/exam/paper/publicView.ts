import type { LeafContent, PaperSection, PublicContent, PublicLeafContent, PublicQuestion, QuestionContent } from '@finedu/domain';

const publicLeaf = (content: LeafContent): PublicLeafContent => {
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
      return { type: 'program', template: content.template, test_count: content.tests.length };
    default:
      return content satisfies never;
  }
};

/** What a student sees of a question's content: the key, reference, hidden tests and analyses removed. */
export function toPublicContent(content: QuestionContent): PublicContent {
  if (content.type !== 'case') return publicLeaf(content);
  return {
    type: 'case',
    material: content.material,
    dataset_url: content.dataset_url,
    children: content.children.map((child) => ({ key: child.key, stem: child.stem, score: child.score, content: publicLeaf(child.content) })),
  };
}

/** A draft's sections as the student would see them, numbered in paper order (the same shape `previewPaper` answers). */
export function sectionsToPublic(sections: readonly PaperSection[]): { title: string; description: string; questions: PublicQuestion[] }[] {
  let order = 0;
  return sections.map((section) => ({
    title: section.title,
    description: section.description,
    questions: section.questions.map((item) => {
      order += 1;
      return { question_id: item.question_id, order, section_title: section.title, type: item.question.type, stem: item.question.stem, score: item.score, content: toPublicContent(item.question.content) };
    }),
  }));
}
