import { schemasFor } from './callSchemas.js';
import { OPERATIONS_CALLS } from './operationsCalls.js';

/** The schemas of the operations calls (OPERATIONS_CALLS); /metrics answers text, not the envelope. */
export const OPERATIONS_SCHEMAS = schemasFor(OPERATIONS_CALLS)({
  metrics: {},
});
