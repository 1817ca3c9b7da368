// The device check's reports (FullTest, issue 12): stored as the server judges them (never as the browser says),
// read by their owner, by their college's staff and by the system admin, and summed up per class or exam.
import { randomInt } from 'node:crypto';
import {
  deviceReportCurrent,
  deviceReportVerdict,
  judgeDeviceReport,
  type DeviceCheckReport,
  type DeviceCheckReportBody,
  type DeviceCheckReportSummary,
  type DeviceCheckResult,
  type DeviceCheckRoster,
  type DeviceCheckRosterRow,
  type DeviceCheckVerdict,
} from '@finedu/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, deviceCheckReports, users, type DeviceCheckReportRow } from '../../db/schema/index.js';
import { notFound, badRequest } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../types.js';
import { competitionExamCandidate } from '../competitionSessions/index.js';
import { candidatesOf, findClass, findExam, findUser, isCandidate } from '../exams/index.js';
import { examNotFound } from '../exams/index.js';
import { boundByObservations, type DeviceCheckObservations } from './observations.js';

/** Reports kept per user (older ones are pruned on insert). */
export const KEPT_REPORTS = 20;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 12;
const USER_AGENT_LENGTH = 500;

export const reportNotFound = () => notFound('检测报告不存在', 'Device check report not found');
const classNotFound = () => notFound('班级不存在', 'Class not found');

/** A report id: 12 characters of [a-z0-9], uniformly random (62 bits). */
export function newReportId(): string {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

const summary = (row: Pick<DeviceCheckReportRow, 'id' | 'createdAt' | 'verdict' | 'examId'>, now: Date): DeviceCheckReportSummary => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  verdict: row.verdict as DeviceCheckVerdict,
  exam_id: row.examId,
  current: deviceReportCurrent(row.createdAt, now),
});

export class DeviceCheckService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly observations: DeviceCheckObservations,
  ) {}

  /**
   * Judges the figures again (the browser by the request's User-Agent; the echo and the speed checks bounded by what
   * the server itself saw of them for this user: one it never saw fails), stores the report, keeps the latest 20.
   */
  async save(user: AuthUser, body: DeviceCheckReportBody, userAgent: string): Promise<DeviceCheckReport> {
    const examId = body.exam_id ?? null;
    if (examId !== null) await this.assertCandidate(user, examId);
    const agent = userAgent.slice(0, USER_AGENT_LENGTH);
    const judged = judgeDeviceReport(boundByObservations(body.checks, await this.observations.recent(user.id)), agent);
    const checks: DeviceCheckResult[] = judged.map((check) => ({ key: check.key, status: check.status, value: check.value, detail: check.detail ?? null }));
    const verdict = deviceReportVerdict(judged);
    const now = this.clock.now();
    const id = await this.db.transaction(async (tx) => {
      let inserted: string | undefined;
      // 36^12 ids: a collision is next to impossible, but never an error.
      for (let tries = 0; inserted === undefined && tries < 5; tries += 1) {
        const [row] = await tx
          .insert(deviceCheckReports)
          .values({ id: newReportId(), userId: user.id, eduId: user.edu_id, examId, createdAt: now, userAgent: agent, verdict, checks })
          .onConflictDoNothing()
          .returning({ id: deviceCheckReports.id });
        inserted = row?.id;
      }
      if (inserted === undefined) throw new Error('no free device check report id');
      await tx.execute(sql`
        delete from ${deviceCheckReports} where ${deviceCheckReports.userId} = ${user.id} and ${deviceCheckReports.id} not in (
          select ${deviceCheckReports.id} from ${deviceCheckReports} where ${deviceCheckReports.userId} = ${user.id}
          order by ${deviceCheckReports.createdAt} desc, ${deviceCheckReports.id} desc limit ${KEPT_REPORTS})`);
      return inserted;
    });
    return this.get(user, id);
  }

  /** Only an exam the caller sits (its college's candidate list, or the competition that owns its quiz). */
  private async assertCandidate(user: AuthUser, examId: number): Promise<void> {
    const refuse = () => badRequest('你不是这场考试的考生，无法为它提交检测报告', 'You are not a candidate of this exam; the report cannot be made for it');
    const exam = await findExam(this.db, examId);
    if (exam === null) throw refuse();
    const competition = await competitionExamCandidate(this.db, examId, user.id);
    if (competition === true) return;
    if (competition === false) throw refuse();
    const self = await findUser(this.db, user.id);
    if (self === null || exam.eduId === null || exam.eduId !== user.edu_id || !(await isCandidate(this.db, examId, self))) throw refuse();
  }

  async mine(user: AuthUser): Promise<{ list: DeviceCheckReportSummary[] }> {
    const rows = await this.db
      .select({ id: deviceCheckReports.id, createdAt: deviceCheckReports.createdAt, verdict: deviceCheckReports.verdict, examId: deviceCheckReports.examId })
      .from(deviceCheckReports)
      .where(eq(deviceCheckReports.userId, user.id))
      .orderBy(desc(deviceCheckReports.createdAt), desc(deviceCheckReports.id))
      .limit(KEPT_REPORTS);
    const now = this.clock.now();
    return { list: rows.map((row) => summary(row, now)) };
  }

  /** One's own; the college's edu_admin and teachers read their college's; sys_admin any. Anything else: not found. */
  async get(user: AuthUser, id: string): Promise<DeviceCheckReport> {
    const [found] = await this.db
      .select({ report: deviceCheckReports, name: users.name, username: users.username })
      .from(deviceCheckReports)
      .innerJoin(users, eq(users.id, deviceCheckReports.userId))
      .where(eq(deviceCheckReports.id, id));
    if (found === undefined) throw reportNotFound();
    const { report } = found;
    const staff = (user.role === 'edu_admin' || user.role === 'edu_teacher') && user.edu_id !== null && report.eduId === user.edu_id;
    if (report.userId !== user.id && user.role !== 'sys_admin' && !staff) throw reportNotFound();
    return {
      id: report.id,
      user_id: report.userId,
      user_name: found.name,
      username: found.username,
      created_at: report.createdAt.toISOString(),
      user_agent: report.userAgent,
      exam_id: report.examId,
      verdict: report.verdict as DeviceCheckVerdict,
      checks: report.checks,
    };
  }

  /** The students of a class or the candidates of an exam of the caller's college (sys_admin: any), each with their latest report. */
  async roster(user: AuthUser, query: { class_id?: number | undefined; exam_id?: number | undefined }): Promise<DeviceCheckRoster> {
    let title: string;
    let students: Array<{ id: number; name: string; username: string; className: string | null }>;
    if (query.class_id !== undefined) {
      const klass = await findClass(this.db, query.class_id);
      if (klass === null || (user.role !== 'sys_admin' && klass.eduId !== user.edu_id)) throw classNotFound();
      title = klass.name;
      students = await this.db
        .select({ id: users.id, name: users.name, username: users.username, className: classes.name })
        .from(users)
        .innerJoin(classes, eq(classes.id, users.classId))
        .where(and(eq(users.classId, klass.id), eq(users.role, 'edu_student'), isNull(users.deletedAt)))
        .orderBy(asc(users.username));
    } else if (query.exam_id !== undefined) {
      const exam = await findExam(this.db, query.exam_id);
      if (exam === null || (user.role !== 'sys_admin' && (user.edu_id === null || exam.eduId !== user.edu_id))) throw examNotFound();
      title = exam.title;
      students = await candidatesOf(this.db, exam.id);
    } else {
      throw badRequest('请选择一个班级或一场考试', 'Choose one class or one exam');
    }
    const latest = await this.latestOf(students.map((s) => s.id));
    const now = this.clock.now();
    const counts = { pass: 0, warn: 0, fail: 0, none: 0 };
    const rows: DeviceCheckRosterRow[] = students.map((student) => {
      const found = latest.get(student.id);
      const report = found === undefined ? null : summary(found, now);
      if (report === null || !report.current) counts.none += 1;
      else counts[report.verdict] += 1;
      return { user_id: student.id, name: student.name, username: student.username, class_name: student.className, report };
    });
    return { title, rows, counts };
  }

  /** Each user's newest report. */
  private async latestOf(userIds: number[]): Promise<Map<number, DeviceCheckReportRow>> {
    const out = new Map<number, DeviceCheckReportRow>();
    if (userIds.length === 0) return out;
    const rows = await this.db
      .selectDistinctOn([deviceCheckReports.userId])
      .from(deviceCheckReports)
      .where(inArray(deviceCheckReports.userId, userIds))
      .orderBy(deviceCheckReports.userId, desc(deviceCheckReports.createdAt), desc(deviceCheckReports.id));
    for (const row of rows) out.set(row.userId, row);
    return out;
  }
}
