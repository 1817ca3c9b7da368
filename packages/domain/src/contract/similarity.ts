// Schemas of the similarity check (issue 16): which submissions a report covers, the report, one pair side by side.
import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { Timestamp, IdParam } from './common.js';
import { SIMILARITY_CALLS } from './similarityCalls.js';

/** A marking item of an exam: `"<question id>"` or `"<question id>:<sub key>"` (a case question's sub-question). */
export const SIMILARITY_ITEM_PATTERN = /^\d{1,10}(?::[a-z0-9_-]{1,16})?$/;
export const SIMILARITY_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type SimilarityStatus = (typeof SIMILARITY_STATUSES)[number];
/** Pairs a report keeps, best first. */
export const SIMILARITY_TOP_PAIRS = 100;

const Id = IdParam;

/** Either a case and one class of it, or an exam and one programming item of it. */
export const SimilarityScope = z
  .object({
    case_id: Id.optional(),
    class_id: Id.optional(),
    exam_id: Id.optional(),
    item: z.string().regex(SIMILARITY_ITEM_PATTERN).optional(),
  })
  .strict()
  .refine(
    (s) =>
      (s.case_id !== undefined && s.class_id !== undefined && s.exam_id === undefined && s.item === undefined) ||
      (s.exam_id !== undefined && s.item !== undefined && s.case_id === undefined && s.class_id === undefined),
    { params: { zh: '请选择一个案例和班级，或一场考试的一道编程题', en: 'Choose a case and a class, or an exam and one of its programming questions' } },
  );
export type SimilarityScope = z.input<typeof SimilarityScope>;

export const SimilarityLineRange = z.object({ from: z.number().int().positive(), to: z.number().int().positive() });
export type SimilarityLineRange = z.infer<typeof SimilarityLineRange>;

/** Lines of `a` that match lines of `b` (1-based, inclusive, in the sources as the pair call answers them). */
export const SimilarityRegion = z.object({ a: SimilarityLineRange, b: SimilarityLineRange });
export type SimilarityRegion = z.infer<typeof SimilarityRegion>;

export const SimilarityPair = z.object({
  /** Student ids; `a` < `b`. */
  a: z.number().int(),
  b: z.number().int(),
  /** Shared fingerprints over the smaller set, 0 … 1. */
  score: z.number().min(0).max(1),
  shared: z.number().int().nonnegative(),
  regions: z.array(SimilarityRegion),
});
export type SimilarityPair = z.infer<typeof SimilarityPair>;

export const SimilarityStudent = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** Fingerprints of their code once the template and code most of the class shares are removed. */
  fingerprints: z.number().int().nonnegative(),
});
export type SimilarityStudent = z.infer<typeof SimilarityStudent>;

/** Students whose outputs are identical while their code differs. */
export const SimilarityOutputGroup = z.object({ user_ids: z.array(z.number().int()), excerpt: z.string() });
export type SimilarityOutputGroup = z.infer<typeof SimilarityOutputGroup>;

export const SimilarityReport = z.object({
  id: z.number().int(),
  status: z.enum(SIMILARITY_STATUSES),
  created_at: Timestamp,
  finished_at: Timestamp.nullable(),
  /** Why it failed (status failed), in the requester's language at the time. */
  error: z.string().nullable(),
  /** Submissions compared. */
  submissions: z.number().int().nonnegative(),
  /** Whether outputs were compared (a case's saved outputs; an exam's answers keep none). */
  outputs_compared: z.boolean(),
  duration_ms: z.number().int().nonnegative().nullable(),
  /** The students the pairs and groups name. */
  students: z.array(SimilarityStudent),
  /** Best first, at most SIMILARITY_TOP_PAIRS. */
  pairs: z.array(SimilarityPair),
  output_groups: z.array(SimilarityOutputGroup),
});
export type SimilarityReport = z.infer<typeof SimilarityReport>;

export const SimilarityLatest = z.object({
  /** Submissions there are now (fewer than 2: nothing to compare). */
  submissions: z.number().int().nonnegative(),
  report: SimilarityReport.nullable(),
});
export type SimilarityLatest = z.infer<typeof SimilarityLatest>;

export const SimilarityPairQuery = z.object({ a: Id, b: Id });
export type SimilarityPairQuery = z.input<typeof SimilarityPairQuery>;

export const SimilaritySource = z.object({ user_id: z.number().int(), name: z.string(), username: z.string(), code: z.string() });
export type SimilaritySource = z.infer<typeof SimilaritySource>;

export const SimilarityPairDetail = z.object({
  report_id: z.number().int(),
  score: z.number(),
  shared: z.number().int(),
  regions: z.array(SimilarityRegion),
  a: SimilaritySource,
  b: SimilaritySource,
});
export type SimilarityPairDetail = z.infer<typeof SimilarityPairDetail>;

export const SIMILARITY_SCHEMAS = schemasFor(SIMILARITY_CALLS)({
  startSimilarityReport: { body: SimilarityScope, response: SimilarityReport },
  latestSimilarityReport: { query: SimilarityScope, response: SimilarityLatest },
  similarityPair: { params: z.object({ id: Id }), query: SimilarityPairQuery, response: SimilarityPairDetail },
});
