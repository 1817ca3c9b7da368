// Per-student data of a case (issue 16): the case's generator run in the grader's sandbox for the student's seed,
// once per (case, student, generator); kept in case_student_data so a reload or a restart gives the same files.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { caseStudentData, type CaseStudentDataRow } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import type { CaseWithType } from '../cases/repository.js';
import { caseSeed, generatorHash, runGenerator, type GeneratorLimits } from '../grading/generator.js';
import { graderCommandOf, type GradingContext, type GradingHost } from '../grading/index.js';

/** The student's data as the notebook folder and the grader get it. */
export type StudentData = GradingContext;

/** Names the generator may give its files (plain names in the case folder; params.json is the server's). */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

export const hasGenerator = (found: CaseWithType): boolean => found.row.generator.trim() !== '';

/** A stored row (a case's or an exam question's) as the student's data. */
export const toData = (row: Pick<CaseStudentDataRow, 'seed' | 'params' | 'files'>): StudentData => ({
  seed: row.seed,
  params: row.params,
  files: row.files.map((f) => ({ filename: f.filename, bytes: Buffer.from(f.data, 'base64') })),
});

/** params.json of the case folder: the seed and the parameters. */
export const paramsFile = (data: StudentData): { filename: string; bytes: Buffer } => ({
  filename: 'params.json',
  bytes: Buffer.from(`${JSON.stringify({ seed: data.seed, ...data.params }, null, 2)}\n`, 'utf8'),
});

/** Whose generator failed, in both languages: a case (the default) or an exam's notebook question. */
export const CASE_DATA_SUBJECT = { zh: '本案例', en: 'this case' } as const;
export const QUESTION_DATA_SUBJECT = { zh: '本题', en: 'this question' } as const;

export const generatorFailed = (message: string, subject: { zh: string; en: string } = CASE_DATA_SUBJECT) =>
  badRequest(`${subject.zh}的个人数据生成失败：${message}`, `Generating your own data for ${subject.en} failed: ${message}`);

/** What a generator's output must be beyond what generator.py checks: every declared parameter set, plain file names. */
export function checkGenerated(declared: ReadonlyArray<{ name: string }>, data: { params: Record<string, unknown>; files: Array<{ filename: string }> }): string | null {
  const missing = declared.filter((p) => !(p.name in data.params)).map((p) => p.name);
  if (missing.length > 0) return `params lacks ${missing.join(', ')}`;
  const bad = data.files.find((f) => !FILE_NAME.test(f.filename) || f.filename.toLowerCase() === 'params.json');
  return bad ? `file name ${bad.filename} is not allowed` : null;
}

export class StudentDataStore {
  /** Generations running in this process, so concurrent opens of one student run the generator once. */
  private readonly running = new Map<string, Promise<StudentData>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly limits?: GeneratorLimits,
  ) {}

  /** The student's data of a per-student case, generated on first use (or after the generator changed). */
  async of(host: GradingHost, found: CaseWithType, userId: number): Promise<StudentData> {
    const key = `${found.row.id}:${userId}`;
    const pending = this.running.get(key);
    if (pending) return pending;
    const work = this.load(host, found, userId).finally(() => this.running.delete(key));
    this.running.set(key, work);
    return work;
  }

  private async load(host: GradingHost, found: CaseWithType, userId: number): Promise<StudentData> {
    const { row } = found;
    const hash = generatorHash(row.generator, row.parameters);
    const [existing] = await this.db
      .select()
      .from(caseStudentData)
      .where(and(eq(caseStudentData.caseId, row.id), eq(caseStudentData.userId, userId)))
      .limit(1);
    if (existing && existing.generatorHash === hash) return toData(existing);
    const seed = existing?.seed ?? caseSeed(row.seedSecret, row.id, userId);
    const outcome = await runGenerator(graderCommandOf(host, this.log), row.generator, seed, this.limits);
    if ('error' in outcome) {
      this.log.warn({ caseId: row.id, userId, seed, error: outcome.error }, 'classroom: the case generator failed');
      throw generatorFailed(outcome.error.slice(0, 500));
    }
    const problem = checkGenerated(row.parameters, outcome.ok);
    if (problem !== null) throw generatorFailed(problem);
    const values = {
      seed,
      generatorHash: hash,
      params: outcome.ok.params,
      files: outcome.ok.files.map((f) => ({ filename: f.filename, data: f.bytes.toString('base64') })),
      createdAt: new Date(),
    };
    await this.db
      .insert(caseStudentData)
      .values({ caseId: row.id, userId, ...values })
      .onConflictDoUpdate({ target: [caseStudentData.caseId, caseStudentData.userId], set: values });
    return { seed, params: outcome.ok.params, files: outcome.ok.files };
  }

  /** The stored data, without generating anything (null: not generated yet, or by an older generator). */
  async stored(found: CaseWithType, userId: number): Promise<StudentData | null> {
    const [row] = await this.db
      .select()
      .from(caseStudentData)
      .where(and(eq(caseStudentData.caseId, found.row.id), eq(caseStudentData.userId, userId)))
      .limit(1);
    return row && row.generatorHash === generatorHash(found.row.generator, found.row.parameters) ? toData(row) : null;
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
