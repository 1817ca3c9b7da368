import { z } from 'zod';
import { Password, Phone, User, Username } from './auth.js';
import { schemasFor } from './callSchemas.js';
import { Empty, IdParams, PageQuery, RoleSchema, StatusSchema, IdParam, RowId } from './common.js';
import { StatusUpdate } from './edu.js';
import { USER_CALLS } from './userCalls.js';

const nullableText = (max: number) => z.string().trim().max(max).nullable();

/**
 * `POST /api/admin/user`. An edu_admin creates edu_teacher / edu_student users of its own college
 * (`edu_id` ignored); a sys_admin creates any role, `edu_id` required for college roles.
 */
export const UserCreate = z
  .object({
    username: Username,
    name: z.string().trim().min(1).max(32),
    password: Password,
    role: RoleSchema,
    edu_id: RowId.nullable().optional(),
    class_id: RowId.nullable().optional(),
    phone: Phone.nullable().optional(),
    email: z.string().trim().max(128).pipe(z.email()).nullable().optional(),
    id_number: nullableText(32).optional(),
    department: nullableText(64).optional(),
    specialty: nullableText(64).optional(),
    teach: nullableText(128).optional(),
    status: StatusSchema.optional(),
  })
  .strict();
export type UserCreate = z.input<typeof UserCreate>;

/** `PUT /api/admin/user/{id}`: never the college; role only within what the caller may grant. */
export const UserUpdate = z
  .object({
    name: z.string().trim().min(1).max(32),
    role: RoleSchema,
    class_id: RowId.nullable(),
    phone: Phone.nullable(),
    email: z.string().trim().max(128).pipe(z.email()).nullable(),
    id_number: nullableText(32),
    department: nullableText(64),
    specialty: nullableText(64),
    teach: nullableText(128),
  })
  .partial()
  .strict();
export type UserUpdate = z.infer<typeof UserUpdate>;

export const UserListQuery = PageQuery.extend({
  /** Matches username, name or phone. */
  keyword: z.string().trim().max(64).optional(),
  role: RoleSchema.optional(),
  status: z.coerce.number().int().pipe(StatusSchema).optional(),
  class_id: IdParam.optional(),
  /** sys_admin only; college users are always scoped to their own college. */
  edu_id: IdParam.optional(),
});
export type UserListQuery = z.input<typeof UserListQuery>;

/** `POST /api/admin/user/{id}/password/reset`. */
export const PasswordResetRequest = z.object({ password: Password }).strict();
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** Query of `POST /api/admin/user/import` (body: the .xlsx file bytes). sys_admin must name the college. */
export const UserImportQuery = z.object({ edu_id: IdParam.optional() });
export type UserImportQuery = z.input<typeof UserImportQuery>;

/** One problem of an import: 1-based spreadsheet row, the column header and the reason in both locales. */
export const ImportRowError = z.object({
  row: z.number().int(),
  /** Column header in the request's locale (e.g. 用户名 / Username). */
  column: z.string(),
  /** 1-based column number (A = 1). */
  column_index: z.number().int(),
  message: z.string(),
  message_zh: z.string(),
  message_en: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

/** Import answer: `created` users when `errors` is empty; otherwise nothing was written. */
export const UserImportResult = z.object({ created: z.number().int(), errors: z.array(ImportRowError) });
export type UserImportResult = z.infer<typeof UserImportResult>;

/** Columns of the import template, in order (header row = `zh (en)` labels). */
export const USER_IMPORT_COLUMNS = [
  { key: 'username', zh: '用户名', en: 'Username', required: true },
  { key: 'name', zh: '姓名', en: 'Name', required: true },
  { key: 'role', zh: '角色', en: 'Role', required: true },
  { key: 'password', zh: '初始密码', en: 'Initial password', required: true },
  { key: 'phone', zh: '手机号', en: 'Phone', required: false },
  { key: 'email', zh: '邮箱', en: 'Email', required: false },
  { key: 'id_number', zh: '学号/工号', en: 'ID number', required: false },
  { key: 'department', zh: '院系', en: 'Department', required: false },
  { key: 'specialty', zh: '专业', en: 'Specialty', required: false },
  { key: 'class', zh: '班级', en: 'Class', required: false },
] as const;

/** Values accepted in the template's role column. */
export const IMPORT_ROLE_LABELS: Record<string, 'edu_teacher' | 'edu_student' | 'edu_admin'> = {
  学生: 'edu_student',
  教师: 'edu_teacher',
  院校管理员: 'edu_admin',
  edu_student: 'edu_student',
  edu_teacher: 'edu_teacher',
  edu_admin: 'edu_admin',
  student: 'edu_student',
  teacher: 'edu_teacher',
};

export const UserList = z.object({ list: z.array(User), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type UserList = z.infer<typeof UserList>;

/** `GET /api/admin/user/export`: the list's filters, every matching user (no paging). */
export const UserExportQuery = UserListQuery.omit({ page: true, page_size: true });
export type UserExportQuery = z.input<typeof UserExportQuery>;

/**
 * The schemas of every user call (USER_CALLS). `importUsers` takes the raw .xlsx bytes as its body (the server's
 * content-type parser reads them), so its body has no schema; the template and the export answer files.
 */
export const USER_SCHEMAS = schemasFor(USER_CALLS)({
  listUsers: { query: UserListQuery, response: UserList },
  createUser: { body: UserCreate, response: User },
  getUser: { params: IdParams, response: User },
  updateUser: { params: IdParams, body: UserUpdate, response: User },
  setUserStatus: { params: IdParams, body: StatusUpdate, response: User },
  resetUserPassword: { params: IdParams, body: PasswordResetRequest, response: Empty },
  userImportTemplate: {},
  importUsers: { query: UserImportQuery, response: UserImportResult },
  exportUsers: { query: UserExportQuery },
});
