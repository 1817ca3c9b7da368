import type { ClassCreate, ClassDetail, ClassInfo, ClassListQuery, ClassUpdate, Paged } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { toUser } from '../dto.js';
import { findCollege } from '../edu/index.js';
import { collegeNotFound } from '../edu/index.js';
import * as repo from './repository.js';

type ListQuery = z.output<typeof ClassListQuery>;
type CreateBody = z.output<typeof ClassCreate>;

const classNotFound = () => notFound('班级不存在', 'Class not found');

function toClassInfo(found: repo.ClassWithTeacher): ClassInfo {
  const { row } = found;
  return {
    id: row.id,
    edu_id: row.eduId,
    name: row.name,
    grade: row.grade,
    teacher_id: row.teacherId,
    teacher_name: found.teacherName,
    member_count: found.memberCount,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Classes: edu_admin manages its college's classes; teachers and sys_admin read. */
export class ClassesService {
  constructor(private readonly db: Db) {}

  private scopeOf(caller: AuthUser, requested?: number): number | undefined {
    if (caller.role === 'sys_admin') return requested;
    if (caller.edu_id === null) throw forbidden();
    return caller.edu_id;
  }

  private async visible(caller: AuthUser, id: number): Promise<repo.ClassWithTeacher> {
    const found = await repo.findClass(this.db, id);
    if (found === null) throw classNotFound();
    if (caller.role !== 'sys_admin' && found.row.eduId !== caller.edu_id) throw classNotFound();
    return found;
  }

  /** The head teacher must be an enabled teacher of the same college. */
  private async assertTeacher(eduId: number, teacherId: number | null | undefined): Promise<void> {
    if (teacherId === null || teacherId === undefined) return;
    const [teacher] = await repo.findUsersByIds(this.db, [teacherId]);
    if (teacher === undefined || teacher.eduId !== eduId || teacher.deletedAt !== null) throw notFound('班主任不存在', 'Head teacher not found');
    if (teacher.role !== 'edu_teacher') throw badRequest('班主任必须是本院校的教师', 'The head teacher must be a teacher of this college');
  }

  async list(caller: AuthUser, query: ListQuery): Promise<Paged<ClassInfo>> {
    const filter = { eduId: this.scopeOf(caller, query.edu_id), keyword: query.keyword, teacherId: query.teacher_id };
    const { rows, total } = await repo.listClasses(this.db, filter, (query.page - 1) * query.page_size, query.page_size);
    return { list: rows.map(toClassInfo), total, page: query.page, page_size: query.page_size };
  }

  async get(caller: AuthUser, id: number): Promise<ClassDetail> {
    const found = await this.visible(caller, id);
    const members = await repo.classMembers(this.db, id);
    return { ...toClassInfo(found), members: members.map(toUser) };
  }

  async create(caller: AuthUser, body: CreateBody): Promise<ClassDetail> {
    const eduId = caller.role === 'sys_admin' ? body.edu_id : caller.edu_id;
    if (eduId === undefined || eduId === null) throw badRequest('请选择班级所属院校', 'Choose the college of this class');
    if ((await findCollege(this.db, eduId)) === null) throw collegeNotFound();
    if (await repo.classNameTaken(this.db, eduId, body.name)) throw badRequest('班级名称已存在', 'A class with this name already exists');
    await this.assertTeacher(eduId, body.teacher_id);
    const id = await repo.insertClass(this.db, { eduId, name: body.name, grade: body.grade, teacherId: body.teacher_id, remark: body.remark });
    return this.get(caller, id);
  }

  async update(caller: AuthUser, id: number, patch: ClassUpdate): Promise<ClassDetail> {
    const { row } = await this.visible(caller, id);
    if (patch.name !== undefined && (await repo.classNameTaken(this.db, row.eduId, patch.name, id)))
      throw badRequest('班级名称已存在', 'A class with this name already exists');
    await this.assertTeacher(row.eduId, patch.teacher_id);
    await repo.updateClass(this.db, id, { name: patch.name, grade: patch.grade, teacherId: patch.teacher_id, remark: patch.remark });
    return this.get(caller, id);
  }

  /** Deleting a class keeps its students (they leave the class). */
  async remove(caller: AuthUser, id: number): Promise<void> {
    await this.visible(caller, id);
    await this.db.transaction((tx) => repo.deleteClass(tx, id));
  }

  /** Members are students of the same college. */
  async setMembers(caller: AuthUser, id: number, userIds: number[]): Promise<ClassDetail> {
    const { row } = await this.visible(caller, id);
    const unique = [...new Set(userIds)];
    const found = await repo.findUsersByIds(this.db, unique);
    const byId = new Map(found.map((u) => [u.id, u]));
    for (const userId of unique) {
      const user = byId.get(userId);
      if (user === undefined || user.eduId !== row.eduId || user.deletedAt !== null) throw notFound(`用户 ${userId} 不存在`, `User ${userId} not found`);
      if (user.role !== 'edu_student') throw badRequest(`用户 ${user.username} 不是学生`, `User ${user.username} is not a student`);
    }
    await this.db.transaction((tx) => repo.setClassMembers(tx, id, unique));
    return this.get(caller, id);
  }
}
