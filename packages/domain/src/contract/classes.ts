import { z } from 'zod';
import { Empty, IdParams, PageQuery, Timestamp, IdParam, RowId } from './common.js';
import { CLASS_CALLS } from './classCalls.js';
import { schemasFor } from './callSchemas.js';
import { User } from './auth.js';

/** A class of a college (班级), with its head teacher (班主任). */
export const ClassInfo = z.object({
  id: z.number().int(),
  edu_id: z.number().int(),
  name: z.string(),
  /** Enrolment year / grade label, e.g. 2023. */
  grade: z.string(),
  teacher_id: z.number().int().nullable(),
  teacher_name: z.string().nullable(),
  member_count: z.number().int(),
  remark: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ClassInfo = z.infer<typeof ClassInfo>;

export const ClassDetail = ClassInfo.extend({ members: z.array(User) });
export type ClassDetail = z.infer<typeof ClassDetail>;

export const ClassCreate = z
  .object({
    name: z.string().trim().min(1).max(64),
    grade: z.string().trim().max(32).default(''),
    teacher_id: RowId.nullable().default(null),
    remark: z.string().trim().max(500).default(''),
    /** sys_admin only: the college; edu_admin always creates in its own college. */
    edu_id: RowId.optional(),
  })
  .strict();
export type ClassCreate = z.input<typeof ClassCreate>;

export const ClassUpdate = z
  .object({
    name: z.string().trim().min(1).max(64),
    grade: z.string().trim().max(32),
    teacher_id: RowId.nullable(),
    remark: z.string().trim().max(500),
  })
  .partial()
  .strict();
export type ClassUpdate = z.infer<typeof ClassUpdate>;

/** `PUT /api/admin/class/{id}/members`: the class's students become exactly these. */
export const ClassMembersUpdate = z.object({ user_ids: z.array(RowId).max(1000) }).strict();
export type ClassMembersUpdate = z.infer<typeof ClassMembersUpdate>;

export const ClassListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  teacher_id: IdParam.optional(),
  /** sys_admin only. */
  edu_id: IdParam.optional(),
});
export type ClassListQuery = z.input<typeof ClassListQuery>;

export const ClassList = z.object({ list: z.array(ClassInfo), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type ClassList = z.infer<typeof ClassList>;

/** The schemas of every class call (CLASS_CALLS). */
export const CLASS_SCHEMAS = schemasFor(CLASS_CALLS)({
  listClasses: { query: ClassListQuery, response: ClassList },
  createClass: { body: ClassCreate, response: ClassDetail },
  getClass: { params: IdParams, response: ClassDetail },
  updateClass: { params: IdParams, body: ClassUpdate, response: ClassDetail },
  deleteClass: { params: IdParams, response: Empty },
  setClassMembers: { params: IdParams, body: ClassMembersUpdate, response: ClassDetail },
});
