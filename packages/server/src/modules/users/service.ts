import { isCollegeRole, isCompetitorRole, type Paged, type Role, type User, type UserCreate, type UserExportQuery, type UserListQuery, type UserUpdate } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { hashPassword, type PasswordCost } from '../../lib/password.js';
import type { AuthUser } from '../../types.js';
import { revokeUserTokens } from '../auth/index.js';
import { findClass } from '../classes/index.js';
import { toUser } from '../dto.js';
import { countCollegeUsers, findCollege, lockCollege } from '../edu/index.js';
import { collegeNotFound, quotaExceeded } from '../edu/index.js';
import * as repo from './repository.js';
import { buildUserExport } from './spreadsheet.js';

type ListQuery = z.output<typeof UserListQuery>;
type CreateBody = z.output<typeof UserCreate>;
type ExportQuery = z.output<typeof UserExportQuery>;

/** Most users one export holds. */
const EXPORT_LIMIT = 20000;

/** Roles an edu_admin may give and manage. */
const COLLEGE_MANAGED: readonly Role[] = ['edu_teacher', 'edu_student'];

export const userNotFound = () => notFound('用户不存在', 'User not found');

/** Create users of a college inside one transaction, holding the college row while checking its quota. */
export async function insertWithinQuota(db: Db, eduId: number, rows: Parameters<typeof repo.insertUsers>[1]): Promise<UserRow[]> {
  return db.transaction(async (tx) => {
    const college = await lockCollege(tx, eduId);
    if (college === null) throw collegeNotFound();
    const existing = await countCollegeUsers(tx, eduId);
    if (existing + rows.length > college.count) throw quotaExceeded(college.count, existing, rows.length);
    return repo.insertUsers(tx, rows);
  });
}

export class UsersService {
  constructor(
    private readonly db: Db,
    /** Cost of new password hashes (PASSWORD_SCRYPT_N). */
    private readonly passwordCost: PasswordCost,
  ) {}

  /** College users only ever see their own college; sys_admin may narrow by `edu_id`. */
  scopeOf(caller: AuthUser, requested?: number): number | undefined {
    if (caller.role === 'sys_admin') return requested;
    if (caller.edu_id === null) throw forbidden();
    return caller.edu_id;
  }

  async list(caller: AuthUser, query: ListQuery): Promise<Paged<User>> {
    const filter = { eduId: this.scopeOf(caller, query.edu_id), keyword: query.keyword, role: query.role, status: query.status, classId: query.class_id };
    const { rows, total } = await repo.listUsers(this.db, filter, (query.page - 1) * query.page_size, query.page_size);
    return { list: rows.map(toUser), total, page: query.page, page_size: query.page_size };
  }

  /** A user the caller may see; another college's user is "not found". */
  async visible(caller: AuthUser, id: number): Promise<UserRow> {
    const row = await repo.findUser(this.db, id);
    if (row === null) throw userNotFound();
    if (caller.role !== 'sys_admin' && row.eduId !== caller.edu_id) throw userNotFound();
    return row;
  }

  private async manageable(caller: AuthUser, id: number): Promise<UserRow> {
    const row = await this.visible(caller, id);
    if (caller.role !== 'sys_admin' && !COLLEGE_MANAGED.includes(row.role as Role))
      throw badRequest('无权管理该用户', 'You may not manage this user');
    return row;
  }

  private assertGrantable(caller: AuthUser, role: Role): void {
    if (caller.role !== 'sys_admin' && !COLLEGE_MANAGED.includes(role)) throw badRequest('无权设置该角色', 'You may not give this role');
  }

  private async assertClass(eduId: number | null, role: Role, classId: number | null | undefined): Promise<void> {
    if (classId === null || classId === undefined) return;
    if (role !== 'edu_student') throw badRequest('只有学生可以加入班级', 'Only students can join a class');
    const found = await findClass(this.db, classId);
    if (found === null || found.row.eduId !== eduId) throw notFound('班级不存在', 'Class not found');
  }

  private async assertUniqueContacts(username: string | null, phone: string | null | undefined): Promise<void> {
    if (username !== null && (await repo.existingUsernames(this.db, [username])).size > 0) throw badRequest('用户名已存在', 'This username is taken');
    if (phone && (await repo.existingPhones(this.db, [phone])).size > 0) throw badRequest('该手机号已被其他账号使用', 'This phone number is used by another account');
  }

  async get(caller: AuthUser, id: number): Promise<User> {
    return toUser(await this.visible(caller, id));
  }

  async create(caller: AuthUser, body: CreateBody): Promise<User> {
    this.assertGrantable(caller, body.role);
    let eduId: number | null;
    if (caller.role === 'sys_admin') {
      if (isCollegeRole(body.role)) {
        if (body.edu_id === undefined || body.edu_id === null) throw badRequest('请选择用户所属院校', 'Choose the college of this user');
        eduId = body.edu_id;
      } else {
        if (body.edu_id !== undefined && body.edu_id !== null) throw badRequest('系统角色不属于任何院校', 'System roles belong to no college');
        eduId = null;
      }
    } else {
      eduId = caller.edu_id;
    }
    await this.assertClass(eduId, body.role, body.class_id);
    await this.assertUniqueContacts(body.username, body.phone);
    const values = {
      username: body.username,
      name: body.name,
      password: await hashPassword(body.password, this.passwordCost),
      role: body.role,
      eduId,
      classId: body.class_id ?? null,
      phone: body.phone ?? null,
      email: body.email ?? null,
      idNumber: body.id_number ?? null,
      department: body.department ?? null,
      specialty: body.specialty ?? null,
      teach: body.teach ?? null,
      status: body.status ?? 1,
    };
    if (eduId === null) {
      const [row] = await repo.insertUsers(this.db, [values]);
      return toUser(row!);
    }
    if ((await findCollege(this.db, eduId)) === null) throw collegeNotFound();
    const [row] = await insertWithinQuota(this.db, eduId, [values]);
    return toUser(row!);
  }

  async update(caller: AuthUser, id: number, patch: UserUpdate): Promise<User> {
    const row = await this.manageable(caller, id);
    const role = patch.role ?? (row.role as Role);
    if (patch.role !== undefined) {
      this.assertGrantable(caller, patch.role);
      if (isCollegeRole(patch.role) !== isCollegeRole(row.role)) throw badRequest('不能在系统角色与院校角色之间切换', 'Cannot switch between system and college roles');
      if (isCompetitorRole(patch.role) !== isCompetitorRole(row.role)) throw badRequest('竞赛账号不能与其他角色互换', 'A competition account cannot become another role, nor another role one');
      if (row.id === caller.id && patch.role !== row.role) throw badRequest('不能修改自己的角色', 'You cannot change your own role');
    }
    const classId = patch.class_id !== undefined ? patch.class_id : role === 'edu_student' ? row.classId : null;
    await this.assertClass(row.eduId, role, classId);
    if (patch.phone && patch.phone !== row.phone && (await repo.existingPhones(this.db, [patch.phone])).size > 0)
      throw badRequest('该手机号已被其他账号使用', 'This phone number is used by another account');
    const updated = await repo.updateUser(this.db, id, {
      name: patch.name,
      role: patch.role,
      classId,
      phone: patch.phone,
      email: patch.email,
      idNumber: patch.id_number,
      department: patch.department,
      specialty: patch.specialty,
      teach: patch.teach,
    });
    return toUser(updated);
  }

  async setStatus(caller: AuthUser, id: number, status: 0 | 1): Promise<User> {
    const row = await this.manageable(caller, id);
    if (row.id === caller.id) throw badRequest('不能禁用自己的账号', 'You cannot disable your own account');
    const updated = await repo.updateUser(this.db, id, { status });
    if (status === 0) await revokeUserTokens(this.db, id);
    return toUser(updated);
  }

  /** Set a new password; the user is signed out everywhere and any lock is lifted. */
  async resetPassword(caller: AuthUser, id: number, password: string): Promise<void> {
    await this.manageable(caller, id);
    await repo.updateUser(this.db, id, { password: await hashPassword(password, this.passwordCost), failedLogins: 0, lockedUntil: null });
    await revokeUserTokens(this.db, id);
  }

  /** The users matching the list's filters (the caller's college only) as an .xlsx file. */
  async exportFile(caller: AuthUser, query: ExportQuery): Promise<Buffer> {
    const filter = { eduId: this.scopeOf(caller, query.edu_id), keyword: query.keyword, role: query.role, status: query.status, classId: query.class_id };
    const rows = await repo.exportUsers(this.db, filter, EXPORT_LIMIT);
    return buildUserExport(rows.map((r) => ({ user: toUser(r.user), className: r.className, collegeTitle: r.collegeTitle })));
  }
}
