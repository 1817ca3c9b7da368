import type { GeneratePaperResult, PaperDetail, PaperSection, PaperWrite, Question } from '@finedu/domain';

/** What the paper form edits: the `PaperWrite` body plus the questions it references (for display). */
export interface PaperDraft {
  value: PaperWrite;
  questions: Record<number, Question>;
}

const questionsOf = (sections: readonly PaperSection[]): Record<number, Question> =>
  Object.fromEntries(sections.flatMap((section) => section.questions.map((item) => [item.question_id, item.question] as const)));

export function emptyPaperDraft(sectionTitle: string): PaperDraft {
  return { value: { title: '', description: '', duration_minutes: 60, sections: [{ title: sectionTitle, description: '', questions: [] }] }, questions: {} };
}

/** A saved paper → the form's draft. */
export function paperToDraft(paper: PaperDetail): PaperDraft {
  return {
    value: {
      title: paper.title,
      description: paper.description,
      duration_minutes: paper.duration_minutes,
      sections: paper.sections.map((section) => ({ title: section.title, description: section.description, questions: section.questions.map((item) => ({ question_id: item.question_id, score: item.score })) })),
    },
    questions: questionsOf(paper.sections),
  };
}

/** A generated (unsaved) paper → the form's draft. */
export function generatedToDraft(result: GeneratePaperResult): PaperDraft {
  return { value: result.paper, questions: questionsOf(result.sections) };
}

/** Question ids already on the paper (the picker greys them out: a question appears once per paper). */
export const questionIdsOf = (value: PaperWrite): Set<number> => new Set(value.sections.flatMap((section) => section.questions.map((item) => item.question_id)));

/**
 * Adds picked questions to one section, each with its default score, skipping any already on the paper.
 * Returns the new draft and how many were skipped.
 */
export function addQuestionsToSection(draft: PaperDraft, sectionIndex: number, picked: readonly Question[]): { draft: PaperDraft; skipped: number } {
  const present = questionIdsOf(draft.value);
  const fresh = picked.filter((question) => {
    if (present.has(question.id)) return false;
    present.add(question.id);
    return true;
  });
  const sections = draft.value.sections.map((section, index) =>
    index === sectionIndex ? { ...section, questions: [...section.questions, ...fresh.map((question) => ({ question_id: question.id, score: question.score }))] } : section,
  );
  const questions = { ...draft.questions, ...Object.fromEntries(fresh.map((question) => [question.id, question] as const)) };
  return { draft: { value: { ...draft.value, sections }, questions }, skipped: picked.length - fresh.length };
}

