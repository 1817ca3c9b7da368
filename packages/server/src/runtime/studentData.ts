// Per-student data (issue 16): a generator (a case's, or a notebook question's in an exam) run in the grader's sandbox
// for the student's seed, once per (subject, student, generator); kept in the database so that a reload, a restart,
// another instance and the grading after submit all see the same files and parameters. One store for every subject:
// a case's rows are in case_student_data, an exam question's in exam_student_data (their keys differ, their rows not).
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { caseStudentData, examStudentData, type CaseStudentDataRow } from '../db/schema/index.js';
import { CASE_DATA_SUBJECT, generatorFailed, QUESTION_DATA_SUBJECT } from './errors.js';
import { caseSeed, checkGenerated, examQuestionSeed, generatorHash, runGenerator, type GeneratorLimits } from './grading/generator.js';
import { graderCommandOf, type GradingContext, type GradingHost } from './grading/grading.js';

/** The student's data as the notebook folder and the grader get it. */
export type StudentData = GradingContext;

/** Whose data: a case (its seeds keyed by the case's own secret), or a notebook question of an exam's frozen paper. */
export type DataSubject = { kind: 'case'; caseId: number; seedSecret: string } | { kind: 'exam'; examId: number; questionId: number };

/** The generator that makes a subject's data: its Python source and the parameters it must set. */
export interface DataGenerator {
  source: string;
  parameters: ReadonlyArray<{ name: string }>;
}

export const hasGenerator = (generator: Pick<DataGenerator, 'source'>): boolean => generator.source.trim() !== '';

/** A stored row (a case's or an exam question's) as the student's data. */
export const toData = (row: Pick<CaseStudentDataRow, 'seed' | 'params' | 'files'>): StudentData => ({
  seed: row.seed,
  params: row.params,
  files: row.files.map((f) => ({ filename: f.filename, bytes: Buffer.from(f.data, 'base64') })),
});

/** params.json of the student's folder: the seed and the parameters. */
export const paramsFile = (data: StudentData): { filename: string; bytes: Buffer } => ({
  filename: 'params.json',
  bytes: Buffer.from(`${JSON.stringify({ seed: data.seed, ...data.params }, null, 2)}\n`, 'utf8'),
});

type StoredRow = Pick<CaseStudentDataRow, 'seed' | 'generatorHash' | 'params' | 'files'>;
type StoredValues = StoredRow & { createdAt: Date };

/** Where a subject's rows live, and how its seeds are made and its failures named. */
interface SubjectRows {
  key: string;
  seed(userId: number): number;
  find(db: Db, userId: number): Promise<StoredRow | undefined>;
  /** Stores `values` unless a row made by the same generator is there already (the first writer wins). */
  keepFirst(db: Db, userId: number, values: StoredValues): Promise<void>;
  failure: { zh: string; en: string };
  logged: { fields: Record<string, number>; message: string };
}

function rowsOf(subject: DataSubject): SubjectRows {
  if (subject.kind === 'case') {
    const where = (userId: number) => and(eq(caseStudentData.caseId, subject.caseId), eq(caseStudentData.userId, userId));
    return {
      key: `case:${subject.caseId}`,
      seed: (userId) => caseSeed(subject.seedSecret, subject.caseId, userId),
      find: async (db, userId) => (await db.select().from(caseStudentData).where(where(userId)).limit(1))[0],
      keepFirst: async (db, userId, values) => {
        await db
          .insert(caseStudentData)
          .values({ caseId: subject.caseId, userId, ...values })
          .onConflictDoUpdate({ target: [caseStudentData.caseId, caseStudentData.userId], set: values, setWhere: ne(caseStudentData.generatorHash, values.generatorHash) });
      },
      failure: CASE_DATA_SUBJECT,
      logged: { fields: { caseId: subject.caseId }, message: 'classroom: the case generator failed' },
    };
  }
  const where = (userId: number) => and(eq(examStudentData.examId, subject.examId), eq(examStudentData.questionId, subject.questionId), eq(examStudentData.userId, userId));
  return {
    key: `exam:${subject.examId}:${subject.questionId}`,
    seed: (userId) => examQuestionSeed(subject.examId, subject.questionId, userId),
    find: async (db, userId) => (await db.select().from(examStudentData).where(where(userId)).limit(1))[0],
    keepFirst: async (db, userId, values) => {
      await db
        .insert(examStudentData)
        .values({ examId: subject.examId, questionId: subject.questionId, userId, ...values })
        .onConflictDoUpdate({
          target: [examStudentData.examId, examStudentData.questionId, examStudentData.userId],
          set: values,
          setWhere: ne(examStudentData.generatorHash, values.generatorHash),
        });
    },
    failure: QUESTION_DATA_SUBJECT,
    logged: { fields: { examId: subject.examId, questionId: subject.questionId }, message: 'exams: the notebook question generator failed' },
  };
}

const hashOf = (generator: DataGenerator): string => generatorHash(generator.source, generator.parameters);

export class StudentDataStore {
  /** Generations running in this process, so concurrent opens (and a grading) of one student run the generator once. */
  private readonly running = new Map<string, Promise<StudentData>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly limits?: GeneratorLimits,
  ) {}

  /** The student's data of `subject`, generated on first use (or after its generator changed). */
  async of(host: GradingHost, subject: DataSubject, generator: DataGenerator, userId: number): Promise<StudentData> {
    const rows = rowsOf(subject);
    const key = `${rows.key}:${userId}`;
    const pending = this.running.get(key);
    if (pending) return pending;
    const work = this.load(host, rows, generator, userId).finally(() => this.running.delete(key));
    this.running.set(key, work);
    return work;
  }

  private async load(host: GradingHost, rows: SubjectRows, generator: DataGenerator, userId: number): Promise<StudentData> {
    const hash = hashOf(generator);
    const existing = await rows.find(this.db, userId);
    if (existing && existing.generatorHash === hash) return toData(existing);
    const seed = existing?.seed ?? rows.seed(userId);
    const outcome = await runGenerator(graderCommandOf(host, this.log), generator.source, seed, this.limits);
    if ('error' in outcome) {
      this.log.warn({ ...rows.logged.fields, userId, seed, error: outcome.error }, rows.logged.message);
      throw generatorFailed(outcome.error.slice(0, 500), rows.failure);
    }
    const problem = checkGenerated(generator.parameters, outcome.ok);
    if (problem !== null) throw generatorFailed(problem, rows.failure);
    // The first stored data wins (another instance may have generated it meanwhile): only an older generator's is replaced.
    await rows.keepFirst(this.db, userId, {
      seed,
      generatorHash: hash,
      params: outcome.ok.params,
      files: outcome.ok.files.map((f) => ({ filename: f.filename, data: f.bytes.toString('base64') })),
      createdAt: new Date(),
    });
    const stored = await rows.find(this.db, userId);
    return stored ? toData(stored) : { seed, params: outcome.ok.params, files: outcome.ok.files };
  }

  /** The stored data, without generating anything (null: not generated yet, or by an older generator). */
  async stored(subject: DataSubject, generator: DataGenerator, userId: number): Promise<StudentData | null> {
    const row = await rowsOf(subject).find(this.db, userId);
    return row && row.generatorHash === hashOf(generator) ? toData(row) : null;
  }
}

/** Seeds of the students who have their data of the case (whichever generator made it). */
export async function studentSeeds(db: Db, caseId: number, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: caseStudentData.userId, seed: caseStudentData.seed })
    .from(caseStudentData)
    .where(and(eq(caseStudentData.caseId, caseId), inArray(caseStudentData.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.seed]));
}

/** The stored seeds and parameters of one student's notebook questions of an exam (by question id), made by their current generator. */
export async function storedQuestionData(
  db: Db,
  examId: number,
  userId: number,
  questions: ReadonlyArray<{ questionId: number; generator: DataGenerator }>,
): Promise<Map<number, { seed: number; params: Record<string, unknown> }>> {
  const withGenerator = questions.filter((q) => hasGenerator(q.generator));
  if (withGenerator.length === 0) return new Map();
  const rows = await db
    .select({ questionId: examStudentData.questionId, seed: examStudentData.seed, params: examStudentData.params, generatorHash: examStudentData.generatorHash })
    .from(examStudentData)
    .where(and(eq(examStudentData.examId, examId), eq(examStudentData.userId, userId), inArray(examStudentData.questionId, withGenerator.map((q) => q.questionId))));
  const hashes = new Map(withGenerator.map((q) => [q.questionId, hashOf(q.generator)]));
  return new Map(rows.filter((r) => hashes.get(r.questionId) === r.generatorHash).map((r) => [r.questionId, { seed: r.seed, params: r.params }]));
}
