// The zod half of the course gradebook's calls (issue 34); the total itself is domain's `gradeTotal`.
import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { Empty, IdParam, IdParams, RowId, Timestamp } from './common.js';
import { GRADEBOOK_CALLS } from './gradebookCalls.js';

/**
 * Where an item comes from: an exam, a case (auto-graded tests + rubric marks), a ledger lab, a manual column, or a
 * competition session's published result of the student's team.
 */
export const GRADE_ITEM_KINDS = ['exam', 'case', 'lab', 'manual', 'competition'] as const;
export type GradeItemKind = (typeof GRADE_ITEM_KINDS)[number];
export const GRADE_ITEM_STATES = ['counted', 'overridden', 'missing', 'zero_missing', 'excluded', 'uncategorised'] as const;
/** The key of the total in an override (`item`). */
export const GRADE_TOTAL_KEY = 'total';
/** An item's key: `<kind>:<id>` (exam:5, case:3, lab:2, manual:7, competition:4 — the gradebook's own id of the link). */
export const GradeItemKey = z.string().regex(/^(exam|case|lab|manual|competition):[1-9][0-9]{0,9}$/);

export const GradeCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  weight: z.number(),
  aggregation: z.enum(['weighted', 'natural']),
});
export type GradeCategory = z.infer<typeof GradeCategory>;

export const LetterStepSchema = z.object({ letter: z.string().trim().min(1).max(16), min: z.number().min(0).max(100) }).strict();

export const GradeItem = z.object({
  key: z.string(),
  kind: z.enum(GRADE_ITEM_KINDS),
  title: z.string(),
  max_score: z.number(),
  category_id: z.number().int().nullable(),
  weight: z.number(),
  excluded: z.boolean(),
  zero_when_missing: z.boolean(),
  deadline: Timestamp.nullable(),
  /** Whether the deadline has passed (counts-as-zero may be set only then). */
  deadline_passed: z.boolean(),
});
export type GradeItem = z.infer<typeof GradeItem>;

export const GradeCell = z.object({
  score: z.number().nullable(),
  override: z.number().nullable(),
  state: z.enum(GRADE_ITEM_STATES),
  /** Handed in but not fully marked (or, for a student, not released yet): 待批阅. */
  pending: z.boolean(),
});
export type GradeCell = z.infer<typeof GradeCell>;

export const GradebookRow = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  class_name: z.string(),
  /** One per item, in `items` order. */
  cells: z.array(GradeCell),
  /** One per category, in `categories` order (percent; null: nothing counted yet). */
  categories: z.array(z.number().nullable()),
  total: z.number().nullable(),
  computed: z.number().nullable(),
  total_overridden: z.boolean(),
  letter: z.string().nullable(),
  missing: z.number().int(),
});
export type GradebookRow = z.infer<typeof GradebookRow>;

export const CourseGradebook = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  class_id: z.number().int().nullable(),
  /** Whether the caller may change it (a teacher of the course). */
  editable: z.boolean(),
  categories: z.array(GradeCategory),
  letters: z.array(LetterStepSchema),
  items: z.array(GradeItem),
  students: z.array(GradebookRow),
});
export type CourseGradebook = z.infer<typeof CourseGradebook>;

export const GradebookCourseList = z.object({
  list: z.array(z.object({ id: z.number().int(), title: z.string(), classes: z.array(z.object({ id: z.number().int(), name: z.string() })) })),
});
export type GradebookCourseList = z.infer<typeof GradebookCourseList>;

export const ClassGradebook = z.object({
  class: z.object({ id: z.number().int(), name: z.string() }),
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  students: z.array(
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      name: z.string(),
      /** One per course, in `courses` order. */
      totals: z.array(z.number().nullable()),
      letters: z.array(z.string().nullable()),
    }),
  ),
});
export type ClassGradebook = z.infer<typeof ClassGradebook>;

export const CourseGradebookQuery = z.object({ class_id: IdParam.optional() });

export const GradebookSetup = z
  .object({
    categories: z
      .array(
        z
          .object({
            /** Unique in the course: a category keeps its id while its name stays (a renamed one is a new category). */
            name: z.string().trim().min(1).max(32),
            weight: z.number().min(0).max(1000),
            aggregation: z.enum(['weighted', 'natural']),
          })
          .strict(),
      )
      .max(20),
    items: z
      .array(
        z
          .object({
            key: GradeItemKey,
            /** The category's name as given in `categories`; null = none (not counted). */
            category: z.string().trim().min(1).max(32).nullable(),
            weight: z.number().min(0).max(1000),
            excluded: z.boolean(),
            zero_when_missing: z.boolean(),
            deadline: z.string().datetime({ offset: true }).nullable(),
          })
          .strict(),
      )
      .max(500),
    letters: z.array(LetterStepSchema).min(1).max(12),
  })
  .strict();
export type GradebookSetup = z.input<typeof GradebookSetup>;

export const ManualColumnBody = z.object({ title: z.string().trim().min(1).max(60), max_score: z.number().positive().max(10000) }).strict();
export type ManualColumnBody = z.input<typeof ManualColumnBody>;
export const ManualColumn = z.object({ id: z.number().int(), title: z.string(), max_score: z.number() });
export const ManualScoreBody = z.object({ user_id: RowId, score: z.number().min(0).max(10000).nullable() }).strict();
export type ManualScoreBody = z.input<typeof ManualScoreBody>;

export const ManualImportResult = z.object({ imported: z.number().int() });

/** A competition session the course's students have a team entry in, to add to the gradebook. */
export const GradebookCompetitionSession = z.object({
  competition_session_id: z.number().int(),
  competition_title: z.string(),
  session_title: z.string(),
  kind: z.string(),
  /** A quiz's paper total; null for a modelling session (the teacher gives full marks). */
  suggested_max: z.number().nullable(),
  /** Whether the gradebook already holds it. */
  added: z.boolean(),
});
export const GradebookCompetitionSessionList = z.object({ list: z.array(GradebookCompetitionSession) });
export type GradebookCompetitionSession = z.infer<typeof GradebookCompetitionSession>;
export const CompetitionItemBody = z.object({ competition_session_id: RowId, max_score: z.number().positive().max(10000) }).strict();
export type CompetitionItemBody = z.input<typeof CompetitionItemBody>;

export const GradeOverrideBody = z
  .object({
    user_id: RowId,
    /** An item's key, or `total`. */
    item: z.union([GradeItemKey, z.literal(GRADE_TOTAL_KEY)]),
    /** The new score (the total in percent); null clears the override. */
    score: z.number().min(0).max(10000).nullable(),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type GradeOverrideBody = z.input<typeof GradeOverrideBody>;

export const GradebookAuditEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  student_name: z.string(),
  item: z.string(),
  action: z.string(),
  old_score: z.number().nullable(),
  new_score: z.number().nullable(),
  reason: z.string(),
  actor_name: z.string(),
  created_at: Timestamp,
});
export type GradebookAuditEntry = z.infer<typeof GradebookAuditEntry>;
export const GradebookAuditList = z.object({ list: z.array(GradebookAuditEntry) });

export const MyCourseGradebook = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  categories: z.array(GradeCategory.extend({ percent: z.number().nullable() })),
  items: z.array(GradeItem.pick({ key: true, kind: true, title: true, max_score: true, category_id: true, deadline: true }).extend({ cell: GradeCell })),
  total: z.number().nullable(),
  total_overridden: z.boolean(),
  letter: z.string().nullable(),
  missing: z.array(z.string()),
});
export type MyCourseGradebook = z.infer<typeof MyCourseGradebook>;
export const MyGradebookList = z.object({ list: z.array(MyCourseGradebook) });

const CourseColumnParams = z.object({ id: IdParam, columnId: IdParam });

export const GRADEBOOK_SCHEMAS = schemasFor(GRADEBOOK_CALLS)({
  gradebookCourses: { response: GradebookCourseList },
  courseGradebook: { params: IdParams, query: CourseGradebookQuery, response: CourseGradebook },
  classGradebook: { params: IdParams, response: ClassGradebook },
  saveGradebookSetup: { params: IdParams, body: GradebookSetup, response: CourseGradebook },
  createManualColumn: { params: IdParams, body: ManualColumnBody, response: ManualColumn },
  deleteManualColumn: { params: CourseColumnParams, response: Empty },
  setManualScore: { params: CourseColumnParams, body: ManualScoreBody, response: Empty },
  importManualColumn: { params: CourseColumnParams, response: ManualImportResult },
  overrideGrade: { params: IdParams, body: GradeOverrideBody, response: Empty },
  gradebookAudit: { params: IdParams, response: GradebookAuditList },
  exportCourseGradebook: { params: IdParams, query: CourseGradebookQuery },
  myGradebook: { response: MyGradebookList },
  gradebookCompetitionSessions: { params: IdParams, response: GradebookCompetitionSessionList },
  addCompetitionItem: { params: IdParams, body: CompetitionItemBody, response: Empty },
  removeCompetitionItem: { params: z.object({ id: IdParam, competitionItemId: IdParam }), response: Empty },
});
