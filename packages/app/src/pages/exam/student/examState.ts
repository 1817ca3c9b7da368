import type { PublicQuestion, QuestionResponse, StudentExam } from '@finedu/domain';
import { isAnswered } from '@finedu/domain';

/** What a student may do with an exam of their list. */
export type StudentExamAction = 'start' | 'continue' | 'retake' | 'result' | 'none';

/**
 * Before opening an exam: resume an attempt in progress; otherwise start when the exam is open and attempts are
 * left; otherwise why not (not started yet, ended, no attempts left).
 */
export type ExamGate = 'resume' | 'ready' | 'scheduled' | 'closed' | 'exhausted';

export function examGate(exam: StudentExam): ExamGate {
  // An attempt still in progress is resumable even after the exam's end: a candidate with extra time runs past it
  // (the server closes overdue attempts itself before answering the list).
  if (exam.attempt?.status === 'in_progress') return 'resume';
  if (exam.status === 'scheduled') return 'scheduled';
  if (exam.status === 'closed') return 'closed';
  if (exam.attempts_used >= exam.attempts_allowed) return 'exhausted';
  return 'ready';
}

/** The main action of an exam row (the list shows "view result" beside it when results are out). */
export function studentExamAction(exam: StudentExam): StudentExamAction {
  switch (examGate(exam)) {
    case 'resume':
      return 'continue';
    case 'ready':
      return exam.attempts_used > 0 ? 'retake' : 'start';
    case 'scheduled':
    case 'closed':
    case 'exhausted':
      return exam.results_available && exam.attempt ? 'result' : 'none';
  }
}

export interface QuestionProgress {
  question_id: number;
  /** Position shown to the student (1-based). */
  number: number;
  answered: boolean;
  flagged: boolean;
}

/** Answered and flagged state of each question, in display order. */
export function progressOf(questions: readonly PublicQuestion[], answers: ReadonlyMap<number, { response: QuestionResponse; flagged: boolean }>): QuestionProgress[] {
  return questions.map((question, index) => {
    const entry = answers.get(question.question_id);
    return { question_id: question.question_id, number: index + 1, answered: isAnswered(entry?.response, question.content), flagged: entry?.flagged ?? false };
  });
}

/** "1、3、5" (zh) or "1, 3, 5" (en) with an ellipsis after `max` numbers. */
export function numberList(numbers: readonly number[], separator: string, max = 20): string {
  const shown = numbers.slice(0, max).join(separator);
  return numbers.length > max ? `${shown}${separator}…` : shown;
}
