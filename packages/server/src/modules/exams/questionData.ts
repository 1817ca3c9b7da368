// A notebook question's per-student data as the runtime's one store knows it (issue 16): its subject
// (exam, question) and its generator; the store itself is the runtime's (runtime/studentData.ts).
import type { NotebookContent } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { ExamAttemptRow, ExamRow } from '../../db/schema/index.js';
import { hasGenerator, storedQuestionData, type DataGenerator, type DataSubject } from '../../runtime/index.js';
import { questionsOf } from './attemptScore.js';

type GeneratedContent = Pick<NotebookContent, 'generator' | 'parameters'>;

export const questionSubject = (examId: number, questionId: number): DataSubject => ({ kind: 'exam', examId, questionId });

export const questionGenerator = (content: GeneratedContent): DataGenerator => ({ source: content.generator ?? '', parameters: content.parameters ?? [] });

export const hasNotebookGenerator = (content: GeneratedContent): boolean => hasGenerator(questionGenerator(content));

/** The attempt's student's stored data of the exam's notebook questions (the answer sheet's `data`). */
export function attemptNotebookData(db: Db, exam: Pick<ExamRow, 'id' | 'snapshot'>, attempt: Pick<ExamAttemptRow, 'userId'>) {
  const notebooks = questionsOf(exam.snapshot).flatMap((q) => (q.question.content.type === 'notebook' ? [{ questionId: q.question_id, generator: questionGenerator(q.question.content) }] : []));
  return storedQuestionData(db, exam.id, attempt.userId, notebooks);
}
