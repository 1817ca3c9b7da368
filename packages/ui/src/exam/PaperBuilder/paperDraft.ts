import type { PaperWrite } from '@finedu/domain';
import type { PaperBuilderErrorLabels } from './paperBuilderLabels';

export type PaperSectionDraft = { title: string; description: string; questions: Array<{ question_id: number; score: number }> };

/** Field path (`title`, `sections.1.title`, `sections.0.questions.2`) → message. */
export type PaperBuilderErrors = Record<string, string>;

/** Checks a paper as the contract and the server will. */
export const validatePaper = (paper: PaperWrite, messages: PaperBuilderErrorLabels): PaperBuilderErrors => {
  const errors: PaperBuilderErrors = {};
  const title = paper.title.trim();
  if (title === '') errors.title = messages.titleRequired;
  else if (title.length > 100) errors.title = messages.titleTooLong;
  if (!Number.isInteger(paper.duration_minutes) || paper.duration_minutes < 1 || paper.duration_minutes > 600) errors.duration_minutes = messages.durationRange;
  if (paper.sections.length < 1 || paper.sections.length > 20) errors.sections = messages.sectionsCount;
  const seen = new Set<number>();
  let number = 0;
  paper.sections.forEach((section, sectionIndex) => {
    if (section.title.trim() === '') errors[`sections.${sectionIndex}.title`] = messages.sectionTitleRequired;
    if (section.questions.length > 200) errors[`sections.${sectionIndex}.questions`] = messages.sectionTooManyQuestions;
    section.questions.forEach((question, index) => {
      number += 1;
      const path = `sections.${sectionIndex}.questions.${index}`;
      if (!Number.isFinite(question.score) || question.score <= 0 || question.score > 1000) errors[path] = messages.scoreRange;
      else if (seen.has(question.question_id)) errors[path] = messages.duplicateQuestion(number);
      seen.add(question.question_id);
    });
  });
  if (number === 0 && errors.sections === undefined) errors.sections = messages.noQuestions;
  return errors;
};

/** The body sent to the server: trimmed titles, descriptions defaulted. */
export const toPaperWrite = (paper: PaperWrite): PaperWrite => ({
  title: paper.title.trim(),
  description: paper.description ?? '',
  duration_minutes: paper.duration_minutes,
  sections: paper.sections.map((section) => ({
    title: section.title.trim(),
    description: section.description ?? '',
    questions: section.questions.map((question) => ({ question_id: question.question_id, score: question.score })),
  })),
});

/** Moves a question from one place to another, possibly into another section (drag and drop). */
export const moveQuestion = (paper: PaperWrite, from: { section: number; index: number }, to: { section: number; index: number }): PaperWrite => {
  const sections = paper.sections.map((section) => ({ ...section, questions: [...section.questions] }));
  const source = sections[from.section];
  const target = sections[to.section];
  if (!source || !target) return paper;
  const [moved] = source.questions.splice(from.index, 1);
  if (!moved) return paper;
  const index = Math.max(0, Math.min(to.index, target.questions.length));
  target.questions.splice(index, 0, moved);
  return { ...paper, sections };
};
