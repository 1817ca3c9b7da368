import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { IdParams, PageQuery, paged, StatusSchema, Timestamp } from './common.js';
import { EDU_CALLS } from './eduCalls.js';

/** A college (spec §3 "College (edu)"). */
export const College = z.object({
  id: z.number().int(),
  title: z.string(),
  area: z.string(),
  /** College code (院校代码). */
  number: z.string(),
  specialty: z.string(),
  /** e.g. 本科 / 专科. */
  level: z.string(),
  /** Cooperation state, e.g. 正式 / 试用. */
  edu_status: z.string(),
  status: StatusSchema,
  /** Account quota: the most users the college may hold. */
  count: z.number().int(),
  address: z.string(),
  remark: z.string(),
  /** Enabled modules as route names; empty = every module its roles allow. */
  role: z.array(z.string()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type College = z.infer<typeof College>;

const text = (max: number) => z.string().trim().max(max);

export const CollegeCreate = z
  .object({
    title: z.string().trim().min(1).max(64),
    area: text(64).default(''),
    number: text(32).default(''),
    specialty: text(128).default(''),
    level: text(32).default(''),
    edu_status: text(32).default(''),
    status: StatusSchema.default(1),
    count: z.number().int().min(0).max(1000000),
    address: text(255).default(''),
    remark: text(1000).default(''),
    role: z.array(z.string().max(64)).max(200).default([]),
  })
  .strict();
export type CollegeCreate = z.input<typeof CollegeCreate>;

export const CollegeUpdate = z
  .object({
    title: z.string().trim().min(1).max(64),
    area: text(64),
    number: text(32),
    specialty: text(128),
    level: text(32),
    edu_status: text(32),
    count: z.number().int().min(0).max(1000000),
    address: text(255),
    remark: text(1000),
    role: z.array(z.string().max(64)).max(200),
  })
  .partial()
  .strict();
export type CollegeUpdate = z.infer<typeof CollegeUpdate>;

export const StatusUpdate = z.object({ status: StatusSchema }).strict();
export type StatusUpdate = z.infer<typeof StatusUpdate>;

export const CollegeListQuery = PageQuery.extend({
  /** Matches title, number or area. */
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().int().pipe(StatusSchema).optional(),
});
export type CollegeListQuery = z.input<typeof CollegeListQuery>;

/** A college in lists and detail, with user counts per role. */
export const CollegeWithCounts = College.extend({
  user_count: z.number().int(),
  counts: z.object({ edu_admin: z.number().int(), edu_teacher: z.number().int(), edu_student: z.number().int() }),
  class_count: z.number().int(),
});
export type CollegeWithCounts = z.infer<typeof CollegeWithCounts>;

/** The schemas of every college call (EDU_CALLS). */
export const EDU_SCHEMAS = schemasFor(EDU_CALLS)({
  listColleges: { query: CollegeListQuery, response: paged(CollegeWithCounts) },
  createCollege: { body: CollegeCreate, response: CollegeWithCounts },
  getCollege: { params: IdParams, response: CollegeWithCounts },
  updateCollege: { params: IdParams, body: CollegeUpdate, response: CollegeWithCounts },
  setCollegeStatus: { params: IdParams, body: StatusUpdate, response: CollegeWithCounts },
});
