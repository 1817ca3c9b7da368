import { REPORT_MAX_BYTES, sumPoints, type CaseStudentList, type CaseStudentsQuery, type DocScoringBody, type MarkingBody, type MarkingList, type MediaCheckBody, type MediaCheckResult, type SignBody, type SignList, type SignQuery } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CaseMarkingRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { readBytes, StoredObjectTooLarge, type StorageAdapter, type StorageConfig } from '../../plugins/storage/index.js';
import type { AuthUser } from '../../types.js';
import { isUserKey } from '../uploads/index.js';
import { ownClassIds, ownStudent, studyCase } from './access.js';
import * as repo from './repository.js';
import { pendingRubricPoints, progressOf } from './service.js';
import { studentSeeds } from '../../runtime/index.js';

type StudentsQuery = z.output<typeof CaseStudentsQuery>;
type MarkBody = z.output<typeof MarkingBody>;
type SignInput = z.output<typeof SignBody>;
type SignFilter = z.output<typeof SignQuery>;
type ScoringBody = z.output<typeof DocScoringBody>;
type CheckBody = z.output<typeof MediaCheckBody>;
type Locale = 'zh' | 'en';

const sum = sumPoints;

/** Teachers following their classes: progress, marking, sign-in, reports. */
export class TeachingService {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
    private readonly storageConfig: Pick<StorageConfig, 'prefix' | 'pathMedia'>,
  ) {}

  private async classesOf(teacher: AuthUser, classId: number | undefined): Promise<number[]> {
    const own = await ownClassIds(this.db, teacher);
    if (classId === undefined) return own;
    if (!own.includes(classId)) throw notFound('班级不存在', 'Class not found');
    return [classId];
  }

  async students(teacher: AuthUser, query: StudentsQuery): Promise<CaseStudentList> {
    const found = await studyCase(this.db, teacher, query.case_id);
    const classIds = await this.classesOf(teacher, query.class_id);
    const classNames = new Map<number, string>();
    for (const id of classIds) classNames.set(id, (await repo.findClass(this.db, id))?.name ?? '');
    let students = await repo.studentsOfClasses(this.db, classIds);
    if (query.keyword) students = students.filter((s) => s.name.includes(query.keyword!) || s.username.includes(query.keyword!));
    const ids = students.map((s) => s.id);
    const [works, evaluations, markings, runs, signed] = await Promise.all([
      repo.worksOf(this.db, found.row.id, ids),
      repo.latestEvaluations(this.db, found.row.id, ids),
      repo.markingsOf(this.db, found.row.id, ids),
      repo.runStats(this.db, found.row.id, ids),
      repo.signedUsers(this.db, found.row.id, ids),
    ]);
    const seeds = await studentSeeds(this.db, found.row.id, ids);
    const workBy = new Map(works.map((w) => [w.userId, w]));
    const markBy = new Map(markings.map((m) => [m.userId, m]));
    const max = sum(found.row.tests) + sum(found.row.rubric);
    const list = students.map((s) => {
      const work = workBy.get(s.id) ?? null;
      const auto = evaluations.get(s.id)?.score ?? null;
      const mark = markBy.get(s.id);
      const manual = mark?.score ?? null;
      const run = runs.get(s.id);
      return {
        user_id: s.id,
        username: s.username,
        name: s.name,
        class_id: s.classId!,
        class_name: classNames.get(s.classId!) ?? '',
        progress: progressOf(found.row.template, work?.cells ?? null),
        saved_at: work ? work.updatedAt.toISOString() : null,
        last_run_at: run?.last ? run.last.toISOString() : null,
        run_count: run?.count ?? 0,
        auto_score: auto,
        manual_score: manual,
        manual_pending: pendingRubricPoints(found.row.rubric, mark?.items),
        total: sumPoints([{ points: auto ?? 0 }, { points: manual ?? 0 }]),
        max,
        signed: signed.has(s.id),
        seed: seeds.get(s.id) ?? null,
      };
    });
    return { list, total: list.length };
  }

  private async markingList(caseId: number, rows: CaseMarkingRow[], maxScore: number): Promise<MarkingList> {
    const names = new Map<number, string>();
    for (const id of new Set(rows.flatMap((r) => [r.userId, r.teacherId]))) names.set(id, (await repo.findUser(this.db, id))?.name ?? '');
    return rows.map((r) => ({
      case_id: caseId,
      user_id: r.userId,
      user_name: names.get(r.userId) ?? '',
      teacher_id: r.teacherId,
      teacher_name: names.get(r.teacherId) ?? '',
      items: r.items,
      comment: r.comment,
      score: r.score,
      max_score: maxScore,
      marked_at: r.updatedAt.toISOString(),
    }));
  }

  async markings(caller: AuthUser, caseId: number, userId: number | undefined): Promise<MarkingList> {
    const found = await studyCase(this.db, caller, caseId);
    let userIds: number[];
    if (caller.role === 'edu_teacher') {
      userIds = userId === undefined ? (await repo.studentsOfClasses(this.db, await ownClassIds(this.db, caller))).map((s) => s.id) : [(await ownStudent(this.db, caller, userId)).id];
    } else {
      if (userId !== undefined && userId !== caller.id) throw forbidden();
      userIds = [caller.id];
    }
    return this.markingList(caseId, await repo.markingsOf(this.db, caseId, userIds), sum(found.row.rubric));
  }

  async mark(teacher: AuthUser, body: MarkBody): Promise<MarkingList> {
    const found = await studyCase(this.db, teacher, body.case_id);
    await ownStudent(this.db, teacher, body.user_id);
    const rubric = new Map(found.row.rubric.map((r) => [r.id, r]));
    const seen = new Set<string>();
    for (const item of body.items) {
      const rule = rubric.get(item.rubric_id);
      if (rule === undefined) throw badRequest(`评分项 ${item.rubric_id} 不存在`, `No rubric item ${item.rubric_id}`);
      if (seen.has(item.rubric_id)) throw badRequest(`评分项 ${item.rubric_id} 重复`, `Rubric item ${item.rubric_id} is given twice`);
      if (item.points > rule.points) throw badRequest(`${rule.name} 最多 ${rule.points} 分`, `${rule.name} is worth at most ${rule.points} points`);
      seen.add(item.rubric_id);
    }
    await repo.saveMarking(this.db, {
      caseId: body.case_id,
      userId: body.user_id,
      teacherId: teacher.id,
      items: body.items,
      comment: body.comment,
      score: body.items.reduce((t, i) => t + i.points, 0),
    });
    return this.markings(teacher, body.case_id, body.user_id);
  }

  // ---------------------------------------------------------------- sign-in

  async signs(caller: AuthUser, filter: SignFilter): Promise<SignList> {
    let classIds: number[];
    if (caller.role === 'edu_teacher') classIds = await this.classesOf(caller, filter.class_id);
    else {
      const self = await repo.findUser(this.db, caller.id);
      classIds = self?.classId != null && (filter.class_id === undefined || filter.class_id === self.classId) ? [self.classId] : [];
    }
    if (filter.case_id !== undefined) await studyCase(this.db, caller, filter.case_id);
    const signs = await repo.listSigns(this.db, { classIds, caseId: filter.case_id });
    const records = await repo.signRecords(this.db, signs.map((s) => s.id));
    const now = Date.now();
    const out: SignList = [];
    for (const sign of signs) {
      const found = await studyCase(this.db, caller, sign.caseId).catch(() => null);
      if (found === null) continue;
      const klass = await repo.findClass(this.db, sign.classId);
      const mine = records.filter((r) => r.signId === sign.id);
      const teacherView = caller.role === 'edu_teacher';
      out.push({
        id: sign.id,
        case_id: sign.caseId,
        case_title: found.row.title,
        class_id: sign.classId,
        class_name: klass?.name ?? '',
        teacher_id: sign.teacherId,
        opened_at: sign.openedAt.toISOString(),
        closes_at: sign.closesAt.toISOString(),
        open: sign.closesAt.getTime() > now,
        records: (teacherView ? mine : mine.filter((r) => r.userId === caller.id)).map((r) => ({ user_id: r.userId, name: r.name, signed_at: r.signedAt.toISOString() })),
        class_size: teacherView ? (await repo.studentsOfClasses(this.db, [sign.classId])).length : 0,
        signed: mine.some((r) => r.userId === caller.id),
      });
    }
    return out;
  }

  async sign(caller: AuthUser, body: SignInput): Promise<SignList> {
    if (body.action === 'open') {
      if (caller.role !== 'edu_teacher') throw forbidden();
      await studyCase(this.db, caller, body.case_id);
      await this.classesOf(caller, body.class_id);
      const id = await repo.insertSign(this.db, { caseId: body.case_id, classId: body.class_id, teacherId: caller.id, closesAt: new Date(Date.now() + body.minutes * 60_000) });
      return (await this.signs(caller, { case_id: body.case_id, class_id: body.class_id })).filter((s) => s.id === id);
    }
    if (caller.role !== 'edu_student') throw forbidden();
    const sign = await repo.findSign(this.db, body.sign_id);
    const self = await repo.findUser(this.db, caller.id);
    if (sign === null || self === null || self.classId !== sign.classId) throw notFound('签到不存在', 'Sign-in not found');
    await studyCase(this.db, caller, sign.caseId);
    if (sign.closesAt.getTime() <= Date.now()) throw badRequest('签到已结束', 'This sign-in has closed');
    await repo.insertSignRecord(this.db, sign.id, caller.id);
    return (await this.signs(caller, { case_id: sign.caseId })).filter((s) => s.id === sign.id);
  }

  // ---------------------------------------------------------------- reports

  async scoreReport(teacher: AuthUser, body: ScoringBody): Promise<{ score: number; comment: string }> {
    await studyCase(this.db, teacher, body.case_id);
    await ownStudent(this.db, teacher, body.user_id);
    const report = await repo.findReport(this.db, body.case_id, body.user_id);
    if (report === null) throw notFound('该学生尚未提交报告', 'This student has not submitted a report');
    await repo.scoreReport(this.db, report.id, teacher.id, body.score, body.comment);
    return { score: body.score, comment: body.comment };
  }

  /**
   * Checks an uploaded report: extension pdf/docx/md, size ≤ REPORT_MAX_BYTES, and readable (PDF header,
   * DOCX zip with word/document.xml, Markdown valid UTF-8). A student's passing report becomes their report.
   */
  async mediaCheck(caller: AuthUser, body: CheckBody, locale: Locale): Promise<MediaCheckResult> {
    await studyCase(this.db, caller, body.case_id);
    if (!isUserKey(this.storageConfig, caller.id, body.key)) throw notFound('文件不存在', 'File not found');
    const say = (zh: string, en: string) => (locale === 'zh' ? zh : en);
    const problems: string[] = [];
    const ext = /\.([A-Za-z0-9]+)$/.exec(body.filename)?.[1]?.toLowerCase() ?? '';
    const type = ext === 'pdf' || ext === 'docx' || ext === 'md' ? ext : null;
    if (type === null) problems.push(say('报告须为 pdf、docx 或 md 文件', 'The report must be a pdf, docx or md file'));
    const info = await this.storage.head(body.key);
    if (info === null) throw notFound('文件不存在', 'File not found');
    if (info.size === 0) problems.push(say('文件为空', 'The file is empty'));
    if (info.size > REPORT_MAX_BYTES) problems.push(say(`文件超过 ${REPORT_MAX_BYTES >> 20} MB`, `The file is larger than ${REPORT_MAX_BYTES >> 20} MB`));
    if (type !== null && info.size > 0 && info.size <= REPORT_MAX_BYTES && !(await this.readable(body.key, type, info.size))) {
      problems.push(say('文件已损坏或与扩展名不符，无法读取', 'The file is damaged or does not match its extension'));
    }
    const ok = problems.length === 0;
    let recorded = false;
    if (ok && type !== null && caller.role === 'edu_student') {
      await repo.saveReport(this.db, { caseId: body.case_id, userId: caller.id, key: body.key, filename: body.filename, type, size: info.size });
      recorded = true;
    }
    return { ok, type, size: info.size, problems, recorded };
  }

  private async readable(key: string, type: 'pdf' | 'docx' | 'md', size: number): Promise<boolean> {
    // The size was checked against the upload's bound before: more than it is a file that changed meanwhile.
    const bytes = await readBytes(this.storage, key, size).catch((error: unknown) => {
      if (error instanceof StoredObjectTooLarge) return null;
      throw error;
    });
    if (bytes === null || bytes.length !== size) return false;
    switch (type) {
      case 'pdf':
        return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-1024).includes('%%EOF');
      case 'docx':
        return bytes.readUInt32LE(0) === 0x04034b50 && bytes.includes('word/document.xml');
      case 'md':
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
          return !bytes.includes(0);
        } catch {
          return false;
        }
      default:
        return type satisfies never;
    }
  }
}
