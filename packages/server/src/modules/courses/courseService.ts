// Course rules: lists by role, create/edit/delete, class and teacher assignment, platform grants.
import type { CourseAssign, CourseCreate, CourseDetail, CourseListQuery, CourseSummary, CourseUpdate, MyCourse, Paged } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CourseRow } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../errors.js';
import { canEdit, editableCourse, isEduStaff, readableCourse, readScope, type Caller } from './access.js';
import * as chapterRepo from './chapterRepository.js';
import * as readingRepo from './readingRepository.js';
import { treeFor } from './chapterService.js';
import { buildTree, readingOrder } from './chapterTree.js';
import * as repo from './courseRepository.js';
import { isSafeUrl } from './sanitize.js';

type ListQuery = z.output<typeof CourseListQuery>;
type CreateBody = z.output<typeof CourseCreate>;
type UpdateBody = z.output<typeof CourseUpdate>;
type AssignBody = z.output<typeof CourseAssign>;

const iso = (d: Date) => d.toISOString();

/** A cover is an uploaded image URL (or a relative one): never `javascript:` and the like. */
export function assertCover(cover: string | undefined): void {
  if (cover !== undefined && cover !== '' && !isSafeUrl(cover, true)) throw badRequest('封面地址不安全', 'The cover URL is not allowed');
}

export class CourseService {
  constructor(private readonly db: Db) {}

  /** Summaries of rows; teachers and classes narrowed to the caller's college (all for the sys_admin). */
  async summaries(caller: Caller, rows: CourseRow[]): Promise<CourseSummary[]> {
    const refs = await repo.loadCourseRefs(this.db, rows.map((r) => r.id));
    const mine = (items: Array<{ id: number; name: string; eduId: number | null }> | undefined) =>
      (items ?? []).filter((item) => caller.eduId === null || item.eduId === caller.eduId).map((item) => ({ id: item.id, name: item.name }));
    // The same rule as access.canEdit, answered from the loaded teachers instead of a query per course.
    const editable = (row: CourseRow) =>
      caller.role === 'sys_admin'
        ? row.eduId === null
        : row.eduId !== null &&
          row.eduId === caller.eduId &&
          (caller.role === 'edu_admin' || (caller.role === 'edu_teacher' && (refs.teachers.get(row.id) ?? []).some((t) => t.id === caller.id)));
    return rows.map((row) => ({
        id: row.id,
        edu_id: row.eduId,
        title: row.title,
        cover: row.cover,
        description: row.description,
        status: row.status === 'published' ? ('published' as const) : ('draft' as const),
        sort: row.sort,
        granted: row.eduId === null && caller.eduId !== null,
        editable: editable(row),
        teachers: mine(refs.teachers.get(row.id)),
        classes: mine(refs.classes.get(row.id)),
        chapter_count: refs.chapterCounts.get(row.id) ?? 0,
        min_read_seconds: row.minReadSeconds,
        edu_ids: caller.role === 'sys_admin' && row.eduId === null ? (refs.grants.get(row.id) ?? []) : [],
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      }));
  }

  /** Staff lists: the sys_admin's platform courses; a college's own and granted courses. */
  async list(caller: Caller, query: ListQuery): Promise<Paged<CourseSummary>> {
    let scope: repo.CourseScope;
    if (caller.role === 'sys_admin') scope = { kind: 'platform' };
    else if (isEduStaff(caller)) {
      const eduId = caller.eduId!;
      scope = { kind: query.source === 'own' ? 'ownedBy' : query.source === 'granted' ? 'grantedTo' : 'visibleTo', eduId };
    } else throw forbidden();
    const { rows, total } = await repo.listCourses(this.db, { scope, keyword: query.keyword, status: query.status }, (query.page - 1) * query.page_size, query.page_size);
    return { list: await this.summaries(caller, rows), total, page: query.page, page_size: query.page_size };
  }

  /** "My courses": a student's class courses with progress, a teacher's taught courses, an admin's college courses. */
  async my(caller: Caller): Promise<MyCourse[]> {
    let scope: repo.CourseScope;
    if (caller.eduId === null) return [];
    if (caller.role === 'edu_student') scope = readScope(caller);
    else if (caller.role === 'edu_teacher') scope = { kind: 'taughtBy', eduId: caller.eduId, userId: caller.id };
    else scope = { kind: 'visibleTo', eduId: caller.eduId };
    const rows = await repo.coursesWhere(this.db, scope);
    const ids = rows.map((r) => r.id);
    const [refs, progress] = await Promise.all([
      repo.loadCourseRefs(this.db, ids),
      caller.role === 'edu_student' ? readingRepo.progressOfUser(this.db, caller.id, ids) : Promise.resolve(null),
    ]);
    return rows.map((row) => {
      const total = refs.chapterCounts.get(row.id) ?? 0;
      const mine = progress?.get(row.id);
      return {
        id: row.id,
        title: row.title,
        cover: row.cover,
        description: row.description,
        status: row.status === 'published' ? 'published' : 'draft',
        granted: row.eduId === null,
        teachers: (refs.teachers.get(row.id) ?? []).filter((t) => t.eduId === caller.eduId).map((t) => ({ id: t.id, name: t.name })),
        chapter_count: total,
        progress: progress === null ? null : { read: Math.min(mine?.learned ?? 0, total), opened: Math.min(mine?.opened ?? 0, total), total },
        last_read_at: mine?.last ? iso(mine.last) : null,
      };
    });
  }

  async get(caller: Caller, id: number): Promise<CourseDetail> {
    const row = await readableCourse(this.db, caller, id);
    const [summary] = await this.summaries(caller, [row]);
    const chapters = await treeFor(this.db, await chapterRepo.listChapters(this.db, id), caller.eduId);
    return { ...summary!, chapters };
  }

  /** Validates teachers and classes of the caller's college (platform courses take none at creation). */
  private async assertAssignment(caller: Caller, body: { teacher_ids?: number[] | undefined; class_ids?: number[] | undefined }): Promise<{ teacherIds?: number[]; classIds?: number[] }> {
    const teacherIds = body.teacher_ids === undefined ? undefined : [...new Set(body.teacher_ids)];
    const classIds = body.class_ids === undefined ? undefined : [...new Set(body.class_ids)];
    if (caller.eduId === null) {
      if ((teacherIds?.length ?? 0) > 0 || (classIds?.length ?? 0) > 0)
        throw badRequest('平台课程不能直接指定教师或班级，请授权给院校后由院校分配', 'A platform course takes no teachers or classes; grant it to colleges, which assign them');
      return {};
    }
    if (teacherIds !== undefined) {
      const found = await repo.teachersOfCollege(this.db, caller.eduId, teacherIds);
      const missing = teacherIds.find((id) => !found.has(id));
      if (missing !== undefined) throw badRequest(`教师 ${missing} 不存在或不是本院校的教师`, `Teacher ${missing} is not a teacher of your college`);
    }
    if (classIds !== undefined) {
      const found = await repo.classesOfCollege(this.db, caller.eduId, classIds);
      const missing = classIds.find((id) => !found.has(id));
      if (missing !== undefined) throw badRequest(`班级 ${missing} 不存在`, `Class ${missing} not found`);
    }
    return { ...(teacherIds ? { teacherIds } : {}), ...(classIds ? { classIds } : {}) };
  }

  async create(caller: Caller, body: CreateBody): Promise<CourseDetail> {
    if (caller.role !== 'sys_admin' && !isEduStaff(caller)) throw forbidden();
    assertCover(body.cover);
    const assignment = await this.assertAssignment(caller, body);
    // A teacher who creates a course teaches it (and so may keep editing it).
    if (caller.role === 'edu_teacher') assignment.teacherIds = [...new Set([caller.id, ...(assignment.teacherIds ?? [])])];
    const id = await repo.insertCourse(this.db, {
      eduId: caller.role === 'sys_admin' ? null : caller.eduId,
      title: body.title,
      cover: body.cover,
      description: body.description,
      status: body.status,
      sort: body.sort,
      minReadSeconds: body.min_read_seconds,
      createdBy: caller.id,
    });
    if (assignment.teacherIds !== undefined || assignment.classIds !== undefined) await repo.replaceAssignment(this.db, id, caller.eduId, assignment);
    return this.get(caller, id);
  }

  async update(caller: Caller, id: number, patch: UpdateBody): Promise<CourseDetail> {
    await editableCourse(this.db, caller, id);
    assertCover(patch.cover);
    const assignment = await this.assertAssignment(caller, patch);
    await repo.updateCourse(this.db, id, { title: patch.title, cover: patch.cover, description: patch.description, status: patch.status, sort: patch.sort, minReadSeconds: patch.min_read_seconds });
    if (assignment.teacherIds !== undefined || assignment.classIds !== undefined) await repo.replaceAssignment(this.db, id, caller.eduId, assignment);
    return this.get(caller, id);
  }

  async remove(caller: Caller, id: number): Promise<void> {
    const course = await editableCourse(this.db, caller, id);
    if (caller.role === 'edu_teacher') throw badRequest('只有院校管理员可以删除课程', 'Only the college administrator may delete a course');
    await repo.softDeleteCourse(this.db, course.id);
  }

  /** Classes and teachers of an own course (editors) or a granted course (any staff of the college). */
  async assign(caller: Caller, id: number, body: AssignBody): Promise<CourseDetail> {
    if (!isEduStaff(caller)) throw forbidden();
    const course = await readableCourse(this.db, caller, id);
    if (course.eduId !== null && !(await canEdit(this.db, caller, course))) throw forbidden();
    const assignment = await this.assertAssignment(caller, body);
    await repo.replaceAssignment(this.db, id, caller.eduId, assignment);
    return this.get(caller, id);
  }

  async grants(caller: Caller, id: number): Promise<{ edu_ids: number[] }> {
    const course = await this.platformCourse(caller, id);
    const refs = await repo.loadCourseRefs(this.db, [course.id]);
    return { edu_ids: refs.grants.get(course.id) ?? [] };
  }

  async setGrants(caller: Caller, id: number, eduIds: number[]): Promise<{ edu_ids: number[] }> {
    const course = await this.platformCourse(caller, id);
    const unique = [...new Set(eduIds)];
    const found = await repo.existingColleges(this.db, unique);
    const missing = unique.find((e) => !found.has(e));
    if (missing !== undefined) throw badRequest(`院校 ${missing} 不存在`, `College ${missing} not found`);
    await repo.replaceGrants(this.db, course.id, unique);
    return this.grants(caller, id);
  }

  private async platformCourse(caller: Caller, id: number): Promise<CourseRow> {
    const course = await readableCourse(this.db, caller, id);
    if (course.eduId !== null) throw badRequest('只有平台课程可以授权给院校', 'Only platform courses are granted to colleges');
    return course;
  }

  /** The college's teachers to pick course teachers from. */
  async teacherOptions(caller: Caller): Promise<Array<{ id: number; name: string; username: string }>> {
    if (!isEduStaff(caller)) throw forbidden();
    return (await repo.collegeTeachers(this.db, caller.eduId!)).map((t) => ({ ...t, name: t.name || t.username }));
  }

  /** `teacher_learning`: what a teacher teaches or a student learns. */
  async learning(caller: Caller): Promise<Array<{ id: number; title: string }>> {
    if (caller.eduId === null) return [];
    let scope: repo.CourseScope;
    if (caller.role === 'edu_teacher') scope = { kind: 'taughtBy', eduId: caller.eduId, userId: caller.id };
    else if (caller.role === 'edu_student') scope = readScope(caller);
    else return [];
    return (await repo.coursesWhere(this.db, scope)).map((r) => ({ id: r.id, title: r.title }));
  }

  /** Chapters in reading order (progress report and study). */
  async orderedChapters(courseId: number) {
    return readingOrder(buildTree(await chapterRepo.listChapters(this.db, courseId)));
  }
}
