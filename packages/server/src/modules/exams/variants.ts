// Calculated questions in an exam (issue 15, part 2): each student's variant is derived from (exam, student, question)
// whenever it is needed — the page's stem, the grade, the review — so it is the same after a reload or a restart and
// nothing about it is stored.
import { calculatedAsNumeric } from '@finedu/domain';
import type { CalculatedVariant, Question, QuestionContent } from '@finedu/domain';
import { studentVariant } from '../questions/index.js';

/** A question of a frozen paper, with its score and section. */
export interface FrozenQuestion {
  question_id: number;
  score: number;
  section_title: string;
  question: Question;
}

/** Content the graders know: a calculated question is graded as the numeric question of the student's variant. */
export type GradableContent = Exclude<QuestionContent, { type: 'calculated' }>;

/** The student's variant of a calculated question, or null for every other type. */
export function variantFor(examId: number, userId: number, q: Pick<FrozenQuestion, 'question_id' | 'question'>): CalculatedVariant | null {
  const content = q.question.content;
  return content.type === 'calculated' ? studentVariant(examId, userId, q.question_id, q.question.stem, content) : null;
}

/** What the student's answer is graded against: the question's own content, or the student's numeric variant. */
export function gradableContent(examId: number, userId: number, q: Pick<FrozenQuestion, 'question_id' | 'question'>): GradableContent {
  const content = q.question.content;
  if (content.type !== 'calculated') return content;
  return calculatedAsNumeric(content, studentVariant(examId, userId, q.question_id, q.question.stem, content).answer);
}
