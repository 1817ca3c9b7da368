// The zod half of the contract: for each call of a call table, the schemas of its path params, query, body and
// answer (`response` is the envelope's `data`; absent for binary answers). The server validates with them and
// documents them (OpenAPI); the clients are typed by them.
import type { z } from 'zod';
import type { CallTable } from './call.js';

export interface CallSchema {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** One schema entry per call of `T`, no more, no less. */
export type SchemaTable<T extends CallTable> = { readonly [K in keyof T]: CallSchema };

/** Checks the keys of a schema table against its call table at compile time, and returns it as it is. */
export const schemasFor =
  <T extends CallTable>(_calls: T) =>
  <S extends SchemaTable<T> & { readonly [K in Exclude<keyof S, keyof T>]: never }>(schemas: S): S =>
    schemas;
