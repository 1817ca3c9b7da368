import type { PublicQuestion, QuestionResponse, StudentExam, StudentExamPhase } from '@finedu/domain';
import { isAnswered, studentExamFacts, studentExamStatus } from '@finedu/domain';
import type { MessageId } from '../../../i18n/messages';

/** The words of each phase of the one status rule (@finedu/domain `studentExamStatus`). */
export const PHASE_LABEL: Record<StudentExamPhase, MessageId> = {
  scheduled: 'exam.student.status.scheduled',
  available: 'exam.student.status.open',
  in_progress: 'exam.student.phase.in_progress',
  marking: 'exam.student.phase.marking',
  submitted: 'exam.student.phase.submitted',
  released: 'exam.student.phase.released',
  withheld: 'exam.student.phase.withheld',
  missed: 'exam.student.status.closed',
};

/**
 * Before opening an exam: resume an attempt in progress; otherwise start when the server would start one; otherwise
 * why not (not started yet, ended, no attempts left). Read from the one status rule.
 */
export type ExamGate = 'resume' | 'ready' | 'scheduled' | 'closed' | 'exhausted';

export function examGate(exam: StudentExam): ExamGate {
  // An attempt still in progress is resumable even after the exam's end: a candidate with extra time runs past it
  // (the server closes overdue attempts itself before answering the list).
  const { actions } = studentExamStatus(studentExamFacts(exam));
  if (actions.includes('continue')) return 'resume';
  if (actions.includes('start') || actions.includes('retake')) return 'ready';
  if (exam.status === 'scheduled') return 'scheduled';
  return exam.status === 'closed' ? 'closed' : 'exhausted';
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
