// Schemas of the marking queue (issue 34; call in markingCalls.ts).
import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { Timestamp } from './common.js';
import { MARKING_CALLS } from './markingCalls.js';

const Count = z.number().int().nonnegative();

/** What waits: submitted exam answers with items to mark, or case work whose rubric is not fully marked. */
export const MARKING_WORK_KINDS = ['exam', 'case'] as const;
export const MarkingWorkKind = z.enum(MARKING_WORK_KINDS);
export type MarkingWorkKind = z.infer<typeof MarkingWorkKind>;

/** One exam or case of one class with work waiting. */
export const MarkingWorkRow = z.object({
  kind: MarkingWorkKind,
  /** The exam's id (`exam`) or the case's id (`case`). */
  id: z.number().int(),
  title: z.string(),
  /** The students' class; `null` for exam candidates added one by one without a class. */
  class_id: z.number().int().nullable(),
  class_name: z.string(),
  /** Students whose work waits. */
  students: Count,
  /** Items waiting: unmarked exam items across the answer sheets, or rubric items not given across the students. */
  items: Count,
  /** When the oldest waiting work came in (an answer sheet's submission, a case's first evaluation or report). */
  since: Timestamp,
  /** False where the caller reads but does not mark (a college admin's case rows: the class's teacher marks them). */
  can_mark: z.boolean(),
});
export type MarkingWorkRow = z.infer<typeof MarkingWorkRow>;

/** The queue, oldest first, with its totals (the landing page's 待批阅 count is `students`). */
export const MarkingWork = z.object({
  list: z.array(MarkingWorkRow),
  students: Count,
  items: Count,
});
export type MarkingWork = z.infer<typeof MarkingWork>;

export const MARKING_SCHEMAS = schemasFor(MARKING_CALLS)({
  myMarkingWork: { response: MarkingWork },
});
