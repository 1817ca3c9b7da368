import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { PLATFORM_CALLS } from './platformCalls.js';

export const Health = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof Health>;

/** The schemas of the platform's own calls (PLATFORM_CALLS); the OpenAPI document describes itself no further. */
export const PLATFORM_SCHEMAS = schemasFor(PLATFORM_CALLS)({
  openapi: {},
  health: { response: Health },
});
