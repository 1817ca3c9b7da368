// The similarity check (issue 16): who may ask for which report, which submissions a report covers, and the job that
// builds it. A report covers a case's working copies of one class (their code cells, and their saved outputs), or the
// submitted answers to one programming item of an exam, a notebook question's included (code only: the grading keeps
// no output). Reports are durable jobs of the queue `similarity.report`, taken by any instance; the row is the report
// (repository.ts).
import { notebookAnswerCode, notebookTemplateCode, SIMILARITY_TOP_PAIRS, type SimilarityLatest, type SimilarityPairDetail, type SimilarityReport, type SimilarityScope, type WorkCell } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ExamRow, SimilarityReportRow } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import type { JobQueue } from '../../lib/queue.js';
import type { AuthUser } from '../../types.js';
import { findCase } from '../cases/index.js';
import { ownClassIds, studyCase } from '../classroom/index.js';
import { studentsOfClasses } from '../classroom/index.js';
import { questionsOf } from '../exams/index.js';
import { answersOf, findExam, findUsersByIds, submittedAttemptsOfExams } from '../exams/index.js';
import { examNotFound } from '../exams/index.js';
import * as repo from './repository.js';
import type { ResolvedScope } from './repository.js';
import { similarityReport, type Submission } from './winnow.js';

export const SIMILARITY_QUEUE = 'similarity.report';
/** A report queued or running for longer than this is taken as lost (its job failed for good): a new one may start. */
export const SIMILARITY_STALE_MS = 10 * 60_000;
/** A report's job may run this long before pg-boss's expiry fails it (a class of 200 takes seconds). */
const JOB_EXPIRE_S = 5 * 60;

type Scope = z.output<typeof SimilarityScope>;

export interface Collected {
  template: string;
  subs: Array<Submission & { name: string; username: string }>;
  outputsCompared: boolean;
}

const classNotFound = () => notFound('班级不存在', 'Class not found');
const itemNotFound = () => notFound('该考试没有这道编程题或笔记本题', 'This exam has no such programming or notebook question');
const reportNotFound = () => notFound('相似度报告不存在', 'Similarity report not found');
const pairNotFound = () => notFound('报告中没有这两位学生的配对', 'This report has no such pair');

/** A notebook's code cells, joined as the report compares and shows them. */
export function notebookCode(cells: ReadonlyArray<Pick<WorkCell, 'type' | 'source'>>): string {
  return cells
    .filter((c) => c.type === 'code')
    .map((c) => c.source.replace(/\r\n?/g, '\n').replace(/\n+$/, ''))
    .join('\n\n');
}

/** A notebook's text outputs (streams, plain-text results, errors' names and values), in cell order. */
export function notebookOutput(cells: ReadonlyArray<{ type: WorkCell['type']; outputs?: WorkCell['outputs'] | null }>): string | null {
  const parts: string[] = [];
  let any = false;
  for (const cell of cells) {
    if (cell.type !== 'code' || !Array.isArray(cell.outputs)) continue;
    for (const out of cell.outputs) {
      any = true;
      if (out.output_type === 'stream') parts.push(out.text);
      else if (out.output_type === 'error') parts.push(`${out.ename}: ${out.evalue}`);
      else {
        const plain = out.data['text/plain'];
        if (typeof plain === 'string') parts.push(plain);
        else if (Array.isArray(plain)) parts.push(plain.join(''));
      }
    }
  }
  return any ? parts.join('\n') : null;
}

/**
 * The programming leaf of an exam's item (`"<question id>"` or `"<question id>:<sub key>"`), or null. A notebook
 * question (issue 16) is one too: its answers are notebooks (`notebook`), compared by their code cells, and its
 * template is the starting notebook's code.
 */
export function programLeaf(exam: ExamRow, item: string): { questionId: number; subKey: string | null; template: string; notebook: boolean } | null {
  const [idText, subKey = null] = item.split(':');
  const questionId = Number(idText);
  const q = questionsOf(exam.snapshot).find((x) => x.question_id === questionId);
  if (q === undefined) return null;
  const content = q.question.content;
  if (subKey === null) {
    if (content.type === 'program') return { questionId, subKey, template: content.template, notebook: false };
    return content.type === 'notebook' ? { questionId, subKey, template: notebookTemplateCode(content.cells), notebook: true } : null;
  }
  if (content.type !== 'case') return null;
  const child = content.children.find((c) => c.key === subKey);
  return child?.content.type === 'program' ? { questionId, subKey, template: child.content.template, notebook: false } : null;
}

export class SimilarityService {
  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The scope as the caller may see it. A case: the teacher heading the class (a published case of their college).
   * An exam: its college's staff, sys_admin for a platform quiz (as marking, ExamsService.staffExam); another
   * college's exam is "not found".
   */
  async resolve(user: AuthUser, scope: Scope): Promise<ResolvedScope> {
    if (scope.case_id !== undefined && scope.class_id !== undefined) {
      if (user.role !== 'edu_teacher') throw forbidden();
      const found = await studyCase(this.db, user, scope.case_id);
      if (!(await ownClassIds(this.db, user)).includes(scope.class_id)) throw classNotFound();
      return { kind: 'case', eduId: user.edu_id!, caseId: scope.case_id, classId: scope.class_id, template: notebookCode(found.row.template) };
    }
    const exam = await findExam(this.db, scope.exam_id!);
    if (exam === null) throw examNotFound();
    if (user.role !== 'sys_admin' && (user.edu_id === null || exam.eduId !== user.edu_id)) throw examNotFound();
    const leaf = programLeaf(exam, scope.item!);
    if (leaf === null) throw itemNotFound();
    return { kind: 'exam', eduId: exam.eduId, examId: exam.id, item: scope.item!, template: leaf.template };
  }

  /** The submissions of a scope now: case working copies of the class's students; an exam item's submitted answers. */
  async collect(scope: ResolvedScope): Promise<Collected> {
    if (scope.kind === 'case') {
      const students = await studentsOfClasses(this.db, [scope.classId]);
      const works = await repo.caseWorksWithText(this.db, scope.caseId, students.map((s) => s.id));
      const byId = new Map(students.map((s) => [s.id, s]));
      const subs = works
        .filter((w) => byId.has(w.userId))
        .map((w) => {
          const who = byId.get(w.userId)!;
          return { id: w.userId, name: who.name, username: who.username, code: notebookCode(w.cells), output: notebookOutput(w.cells) };
        })
        .sort((x, y) => x.id - y.id);
      return { template: scope.template, subs, outputsCompared: true };
    }
    const exam = (await findExam(this.db, scope.examId))!;
    const leaf = programLeaf(exam, scope.item)!;
    const attempts = await submittedAttemptsOfExams(this.db, [scope.examId]);
    const answers = (await answersOf(this.db, attempts.map((a) => a.id))).filter((a) => a.questionId === leaf.questionId);
    const attemptOf = new Map(attempts.map((a) => [a.id, a]));
    const users = new Map((await findUsersByIds(this.db, [...new Set(attempts.map((a) => a.userId))])).map((u) => [u.id, u]));
    const latest = new Map<number, string>();
    for (const answer of answers) {
      const attempt = attemptOf.get(answer.attemptId)!;
      let code: unknown = answer.response;
      if (leaf.subKey !== null) code = code !== null && typeof code === 'object' && !Array.isArray(code) ? (code as Record<string, unknown>)[leaf.subKey] : null;
      // A notebook answer is compared by its code cells (a response that is not a notebook has none).
      if (leaf.notebook) code = notebookAnswerCode(typeof code === 'string' ? code : undefined);
      // One submission per student: their latest submitted attempt with an answer.
      if (typeof code === 'string' && code.trim() !== '') latest.set(attempt.userId, code);
    }
    const subs = [...latest]
      .map(([userId, code]) => ({ id: userId, name: users.get(userId)?.name ?? '', username: users.get(userId)?.username ?? '', code, output: null }))
      .sort((x, y) => x.id - y.id);
    return { template: scope.template, subs, outputsCompared: false };
  }

  async latest(user: AuthUser, query: Scope): Promise<SimilarityLatest> {
    const scope = await this.resolve(user, query);
    // A case's count is one query (the page polls this while a report runs); an exam item's answers are read.
    const submissions = scope.kind === 'case' ? repo.countCaseWorks(this.db, scope.caseId, scope.classId) : this.collect(scope).then((c) => c.subs.length);
    const [n, row] = await Promise.all([submissions, repo.latestReport(this.db, scope)]);
    return { submissions: n, report: row === null ? null : toReport(row) };
  }

  /** Queues a report; a report of the same scope still queued or running (and not stale) is answered instead. */
  async start(user: AuthUser, body: Scope): Promise<SimilarityReport> {
    const scope = await this.resolve(user, body);
    const current = await repo.latestReport(this.db, scope);
    if (current !== null && (current.status === 'queued' || current.status === 'running') && Date.now() - current.createdAt.getTime() < SIMILARITY_STALE_MS) {
      return toReport(current);
    }
    const collected = await this.collect(scope);
    if (collected.subs.length < 2) throw new AppError(0, { zh: '至少需要两份提交才能比较相似度', en: 'At least two submissions are needed to compare' });
    const row = await repo.insertReport(this.db, scope, user.id);
    try {
      await this.queue.send(SIMILARITY_QUEUE, { reportId: row.id }, { retryLimit: 2, retryDelay: 2, expireInSeconds: JOB_EXPIRE_S });
    } catch (err) {
      await repo.finishReport(this.db, row.id, { status: 'failed', error: 'queue unavailable' });
      throw err;
    }
    return toReport(row);
  }

  async pair(user: AuthUser, reportId: number, a: number, b: number): Promise<SimilarityPairDetail> {
    const row = await repo.findReport(this.db, reportId);
    if (row === null) throw reportNotFound();
    // The same access as the report's scope (a report of another college or class answers "not found").
    const query: Scope = row.caseId !== null ? { case_id: row.caseId, class_id: row.classId! } : { exam_id: row.examId!, item: row.item! };
    await this.resolve(user, query);
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const found = row.pairs.find((p) => p.a === lo && p.b === hi);
    if (found === undefined) throw pairNotFound();
    const who = new Map(row.students.map((s) => [s.user_id, s]));
    const side = (id: number) => ({ user_id: id, name: who.get(id)?.name ?? '', username: who.get(id)?.username ?? '', code: row.sources[String(id)] ?? '' });
    return { report_id: row.id, score: found.score, shared: found.shared, regions: found.regions, a: side(lo), b: side(hi) };
  }

  /** The job: builds the report of the row (again, if a previous run died), or nothing when it is already done. */
  async build(reportId: number): Promise<void> {
    const row = await repo.findReport(this.db, reportId);
    if (row === null || row.status === 'done' || row.status === 'failed') return;
    await repo.markRunning(this.db, reportId);
    const started = performance.now();
    try {
      const scope = await this.scopeOfRow(row);
      const collected = await this.collect(scope);
      const report = similarityReport(collected.subs, collected.template, { topN: SIMILARITY_TOP_PAIRS });
      const named = new Set<number>();
      for (const p of report.pairs) named.add(p.a).add(p.b);
      for (const g of report.outputGroups) for (const id of g.ids) named.add(id);
      const students = collected.subs.filter((s) => named.has(s.id)).map((s) => ({ user_id: s.id, name: s.name, username: s.username, fingerprints: report.fingerprints[s.id] ?? 0 }));
      const sources = Object.fromEntries(collected.subs.filter((s) => named.has(s.id)).map((s) => [String(s.id), s.code]));
      await repo.finishReport(this.db, reportId, {
        status: 'done',
        submissions: collected.subs.length,
        outputsCompared: collected.outputsCompared,
        durationMs: Math.round(performance.now() - started),
        students,
        pairs: report.pairs.map((p) => ({ a: p.a, b: p.b, score: p.score, shared: p.shared, regions: p.regions.map((r) => ({ a: r.a, b: r.b })) })),
        outputGroups: report.outputGroups.map((g) => ({ user_ids: g.ids, excerpt: g.excerpt })),
        sources,
      });
    } catch (err) {
      this.log.warn({ err, reportId }, 'similarity: building a report failed');
      await repo.finishReport(this.db, reportId, { status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : String(err) });
    }
  }

  /** A row's scope (the access was checked when it was queued; the case template and exam are read again). */
  private async scopeOfRow(row: SimilarityReportRow): Promise<ResolvedScope> {
    if (row.caseId !== null && row.classId !== null) {
      const found = await findCase(this.db, row.caseId);
      if (found === null) throw new Error('case gone');
      return { kind: 'case', eduId: row.eduId ?? 0, caseId: row.caseId, classId: row.classId, template: notebookCode(found.row.template) };
    }
    const exam = await findExam(this.db, row.examId!);
    const leaf = exam === null ? null : programLeaf(exam, row.item!);
    if (exam === null || leaf === null) throw new Error('exam item gone');
    return { kind: 'exam', eduId: exam.eduId, examId: exam.id, item: row.item!, template: leaf.template };
  }
}

export function toReport(row: SimilarityReportRow): SimilarityReport {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt === null ? null : row.finishedAt.toISOString(),
    error: row.error,
    submissions: row.submissions,
    outputs_compared: row.outputsCompared,
    duration_ms: row.durationMs,
    students: row.students,
    pairs: row.pairs,
    output_groups: row.outputGroups,
  };
}
