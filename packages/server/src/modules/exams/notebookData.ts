// Per-student data of a notebook question in an exam (issue 16): the question's generator run in the grader's sandbox
// for the student's seed, once per (exam, question, student); kept in exam_student_data so that a reload, another
// instance and the grading after submit all see the same files and parameters.
import type { NotebookContent } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examStudentData, type ExamAttemptRow, type ExamRow } from '../../db/schema/index.js';
import { checkGenerated, generatorFailed, QUESTION_DATA_SUBJECT, toData, type StudentData } from '../classroom/studentData.js';
import { examQuestionSeed, generatorHash, runGenerator, type GeneratorLimits } from '../grading/generator.js';
import { graderCommandOf, type GradingHost } from '../grading/index.js';
import { questionsOf } from './grader.js';

/** A notebook question of an exam's frozen paper. */
export interface ExamNotebookQuestion {
  examId: number;
  questionId: number;
  content: Pick<NotebookContent, 'generator' | 'parameters'>;
}

export const hasNotebookGenerator = (content: Pick<NotebookContent, 'generator'>): boolean => (content.generator ?? '').trim() !== '';

const hashOf = (content: ExamNotebookQuestion['content']): string => generatorHash(content.generator, content.parameters ?? []);

const rowOf = (q: Pick<ExamNotebookQuestion, 'examId' | 'questionId'>, userId: number) =>
  and(eq(examStudentData.examId, q.examId), eq(examStudentData.questionId, q.questionId), eq(examStudentData.userId, userId));

export class ExamNotebookDataStore {
  /** Generations running in this process, so concurrent opens (and a grading) of one student run the generator once. */
  private readonly running = new Map<string, Promise<StudentData>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly limits?: GeneratorLimits,
  ) {}

  /** The student's data of a notebook question with a generator, generated on first use. */
  async of(host: GradingHost, q: ExamNotebookQuestion, userId: number): Promise<StudentData> {
    const key = `${q.examId}:${q.questionId}:${userId}`;
    const pending = this.running.get(key);
    if (pending) return pending;
    const work = this.load(host, q, userId).finally(() => this.running.delete(key));
    this.running.set(key, work);
    return work;
  }

  private async load(host: GradingHost, q: ExamNotebookQuestion, userId: number): Promise<StudentData> {
    const hash = hashOf(q.content);
    const [existing] = await this.db.select().from(examStudentData).where(rowOf(q, userId)).limit(1);
    if (existing && existing.generatorHash === hash) return toData(existing);
    const seed = existing?.seed ?? examQuestionSeed(q.examId, q.questionId, userId);
    const outcome = await runGenerator(graderCommandOf(host, this.log), q.content.generator, seed, this.limits);
    if ('error' in outcome) {
      this.log.warn({ examId: q.examId, questionId: q.questionId, userId, seed, error: outcome.error }, 'exams: the notebook question generator failed');
      throw generatorFailed(outcome.error.slice(0, 500), QUESTION_DATA_SUBJECT);
    }
    const problem = checkGenerated(q.content.parameters ?? [], outcome.ok);
    if (problem !== null) throw generatorFailed(problem, QUESTION_DATA_SUBJECT);
    const values = {
      seed,
      generatorHash: hash,
      params: outcome.ok.params,
      files: outcome.ok.files.map((f) => ({ filename: f.filename, data: f.bytes.toString('base64') })),
      createdAt: new Date(),
    };
    // The first stored data wins (another instance may have generated it meanwhile): only an older generator's is replaced.
    await this.db
      .insert(examStudentData)
      .values({ examId: q.examId, questionId: q.questionId, userId, ...values })
      .onConflictDoUpdate({ target: [examStudentData.examId, examStudentData.questionId, examStudentData.userId], set: values, setWhere: ne(examStudentData.generatorHash, hash) });
    const [stored] = await this.db.select().from(examStudentData).where(rowOf(q, userId)).limit(1);
    return stored ? toData(stored) : { seed, params: outcome.ok.params, files: outcome.ok.files };
  }
}

/** The stored seeds and parameters of one student's notebook questions (by question id), made by their current generator. */
export async function storedNotebookData(
  db: Db,
  examId: number,
  userId: number,
  questions: ReadonlyArray<{ questionId: number; content: ExamNotebookQuestion['content'] }>,
): Promise<Map<number, { seed: number; params: Record<string, unknown> }>> {
  const withGenerator = questions.filter((q) => hasNotebookGenerator(q.content));
  if (withGenerator.length === 0) return new Map();
  const rows = await db
    .select({ questionId: examStudentData.questionId, seed: examStudentData.seed, params: examStudentData.params, generatorHash: examStudentData.generatorHash })
    .from(examStudentData)
    .where(and(eq(examStudentData.examId, examId), eq(examStudentData.userId, userId), inArray(examStudentData.questionId, withGenerator.map((q) => q.questionId))));
  const hashes = new Map(withGenerator.map((q) => [q.questionId, hashOf(q.content)]));
  return new Map(rows.filter((r) => hashes.get(r.questionId) === r.generatorHash).map((r) => [r.questionId, { seed: r.seed, params: r.params }]));
}

/** The attempt's student's stored data of the exam's notebook questions (the answer sheet's `data`). */
export function attemptNotebookData(db: Db, exam: Pick<ExamRow, 'id' | 'snapshot'>, attempt: Pick<ExamAttemptRow, 'userId'>) {
  const notebooks = questionsOf(exam.snapshot).flatMap((q) => (q.question.content.type === 'notebook' ? [{ questionId: q.question_id, content: q.question.content }] : []));
  return storedNotebookData(db, exam.id, attempt.userId, notebooks);
}
