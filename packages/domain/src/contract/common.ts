import { z } from 'zod';
import { ROLES } from '../permission/roles.js';

/** Envelope codes (ARCHITECTURE.md "The contract"). */
export const API_CODE = { ok: 1, error: 0, unauthorized: -401 } as const;

/** Every `/api` response body: `{ code, data, message }`, `code: 1` is success. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), data, message: z.string() });
export const ErrorEnvelope = z.object({ code: z.number().int(), data: z.null(), message: z.string() });
export type Envelope<T> = { code: number; data: T; message: string };

export const RoleSchema = z.enum(ROLES);
/** 1 enabled, 0 disabled (users and colleges). */
export const StatusSchema = z.union([z.literal(0), z.literal(1)]);
export type Status = z.infer<typeof StatusSchema>;

/** ISO-8601 timestamp string as the server sends it. */
export const Timestamp = z.string();

/** The largest id a table holds (PostgreSQL's integer): a larger one names no row and would only reach the database as an error. */
export const MAX_ID = 2 ** 31 - 1;
/** An id in a body: a positive integer a table can hold. */
export const RowId = z.number().int().positive().max(MAX_ID);
/** An id in a path or query: a positive integer a table can hold. */
export const IdParam = z.coerce.number().int().positive().max(MAX_ID);
export const IdParams = z.object({ id: IdParam });
export type IdParams = z.infer<typeof IdParams>;

/** Paging query shared by every list call: `page` from 1, `page_size` up to 100. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.input<typeof PageQuery>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type Paged<T> = { list: T[]; total: number; page: number; page_size: number };

/** Empty success payload (`data: null`). */
export const Empty = z.null();

/** Optional text field: trimmed, `''` treated as absent. */
export const optionalText = (max: number) => z.string().trim().max(max).optional();
