// Big-data cases, classroom side (spec §7 "Big-data cases, classroom"; issue 3 §5): students study a
// published case in a notebook; teachers follow the students of their own classes, mark and sign in.
// Hidden tests never appear in any of these answers.
import { z } from 'zod';
import { CaseDataset, CaseDifficulty, CaseParameter, CaseStatus, CaseItemId, CASE_LIMITS, DatasetColumn, NotebookCellType, RubricItem, TemplateCell } from './cases.js';
import { CELL_OUTPUT_LIMITS, CellOutput } from './cellOutputs.js';
import { schemasFor } from './callSchemas.js';
import { CLASSROOM_CALLS } from './classroomCalls.js';
import { IdParams, Timestamp, IdParam, RowId } from './common.js';
import { CellValue, TablePreview, TablePreviewRows } from './table.js';
export { CLASSROOM_CALLS, classroomPath } from './classroomCalls.js';
export type { ClassroomCallName } from './classroomCalls.js';

const PositiveId = IdParam;

// ---------------------------------------------------------------- the case and the working copy

/** A case as a student sees it: no hidden tests (only how many and their points). */
export const StudyCase = z.object({
  id: z.number().int(),
  title: z.string(),
  type_id: z.number().int(),
  type_name: z.string(),
  cover: z.string(),
  summary: z.string(),
  theory: z.string(),
  difficulty: CaseDifficulty,
  tags: z.array(z.string()),
  status: CaseStatus,
  datasets: z.array(CaseDataset.omit({ key: true })),
  template: z.array(TemplateCell),
  rubric: z.array(RubricItem),
  test_count: z.number().int(),
  test_points: z.number(),
  rubric_points: z.number(),
  /** Each student has their own data and parameters (the generator is never sent; the work says which seed). */
  per_student: z.boolean(),
  parameters: z.array(CaseParameter),
  updated_at: Timestamp,
});
export type StudyCase = z.infer<typeof StudyCase>;

/**
 * A cell of a working copy. Locked template cells keep the template's source whatever is sent (their
 * outputs are the student's own and are kept). Code cells may carry their last outputs and execution
 * count, as an .ipynb does; the server trims outputs past {@link CELL_OUTPUT_LIMITS}' sizes.
 */
export const WorkCell = z.object({
  id: CaseItemId,
  type: NotebookCellType,
  source: z.string().max(CASE_LIMITS.cellSource),
  /** Set by the server from the template. */
  locked: z.boolean().default(false),
  /** The last run's outputs (code cells only). */
  outputs: z.array(CellOutput).max(CELL_OUTPUT_LIMITS.outputs).optional(),
  /** The `[n]` of the last run (code cells only). */
  execution_count: z.number().int().nonnegative().nullable().optional(),
});
export type WorkCell = z.infer<typeof WorkCell>;
export type WorkCellInput = z.input<typeof WorkCell>;

/**
 * The caller's working copy. `notebook_path` is the session path to start the kernel with
 * (`POST /notebook/api/sessions`, path `case-<id>/case.ipynb`): the kernel then runs in the folder
 * the case's dataset files were copied to, so `pd.read_csv('<filename>')` works.
 */
export const CaseWork = z.object({
  case_id: z.number().int(),
  cells: z.array(WorkCell),
  notebook_path: z.string(),
  /** Whether the dataset files are in the notebook folder (false when the notebook service was unreachable). */
  datasets_ready: z.boolean(),
  saved_at: Timestamp.nullable(),
  /**
   * Per-student cases (a generator): the caller's seed and parameters, also in the case folder's `params.json`
   * (`{"seed": …, …params}`); null for a case where everyone has the same data, or when it is not generated yet.
   */
  seed: z.number().int().nullable(),
  params: z.record(z.string(), z.unknown()).nullable(),
});
export type CaseWork = z.infer<typeof CaseWork>;

/** `GET /api/classroom/bigdata/case/{id}`. */
export const StudyCaseWithWork = z.object({ case: StudyCase, work: CaseWork });
export type StudyCaseWithWork = z.infer<typeof StudyCaseWithWork>;

/** `PUT /api/classroom/bigdata/case/{id}`: autosave of the working copy. */
export const SaveWorkBody = z
  .object({ cells: z.array(WorkCell).max(CASE_LIMITS.cells) })
  .strict()
  .refine((v) => new Set(v.cells.map((c) => c.id)).size === v.cells.length, { message: 'cell ids must be unique', path: ['cells'] })
  .refine((v) => v.cells.every((c) => c.type === 'code' || (c.outputs === undefined && c.execution_count === undefined)), {
    message: 'markdown cells have no outputs',
    path: ['cells'],
  });
export type SaveWorkBody = z.input<typeof SaveWorkBody>;

// ---------------------------------------------------------------- datasets

/** `GET /api/classroom/bigdata/dataset/file`: the case's datasets, with a preview of one (`dataset_id`), or the file (`download=1`). */
export const DatasetFileQuery = z.object({
  case_id: PositiveId,
  dataset_id: CaseItemId.optional(),
  /** Preview rows (default 20, at most 200). */
  rows: TablePreviewRows,
  download: z.enum(['0', '1']).default('0'),
});
export type DatasetFileQuery = z.input<typeof DatasetFileQuery>;

export { CellValue, TablePreview };

export const DatasetFileInfo = z.object({
  id: z.string(),
  name: z.string(),
  filename: z.string(),
  description: z.string(),
  columns: z.array(DatasetColumn),
  /** Same-origin URL of the file (this call with `download=1`). */
  download_url: z.string(),
});
export type DatasetFileInfo = z.infer<typeof DatasetFileInfo>;

export const DatasetFiles = z.object({
  list: z.array(DatasetFileInfo),
  /** The preview of `dataset_id`, when asked. */
  preview: TablePreview.nullable(),
});
export type DatasetFiles = z.infer<typeof DatasetFiles>;

export const Aggregation = z.enum(['sum', 'mean', 'count', 'min', 'max']);
export type Aggregation = z.infer<typeof Aggregation>;
export const ChartType = z.enum(['line', 'bar', 'pie', 'scatter']);
export type ChartType = z.infer<typeof ChartType>;

const ColumnName = z.string().trim().min(1).max(128);

/**
 * `POST /api/classroom/bigdata/dataset/chart`: group rows by `x`, aggregate `y` (one series per value
 * of `series_by` when given). Scatter plots raw `[x, y]` pairs (numbers) and ignores `agg`.
 */
export const ChartRequest = z
  .object({
    case_id: RowId,
    dataset_id: CaseItemId,
    x: ColumnName,
    y: ColumnName,
    agg: Aggregation.default('sum'),
    chart_type: ChartType,
    series_by: ColumnName.optional(),
    /** At most this many categories / points (the rest are dropped, `truncated: true`). */
    limit: z.number().int().min(1).max(5000).default(1000),
  })
  .strict();
export type ChartRequest = z.input<typeof ChartRequest>;

export const ChartPoint = z.union([z.number(), z.null(), z.tuple([z.number(), z.number()]), z.object({ name: z.string(), value: z.number() })]);
export type ChartPoint = z.infer<typeof ChartPoint>;

/** Ready for ECharts: `xAxis.data = categories` (null for pie and scatter), `series[i] = { name, type: chart_type, data }`. */
export const ChartData = z.object({
  chart_type: ChartType,
  categories: z.array(z.string()).nullable(),
  series: z.array(z.object({ name: z.string(), data: z.array(ChartPoint) })),
  truncated: z.boolean(),
});
export type ChartData = z.infer<typeof ChartData>;

export const FilterOperator = z.enum(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains']);
export type FilterOperator = z.infer<typeof FilterOperator>;

/** One step of `dataset/chart/process`, applied in order. */
export const ProcessStep = z.discriminatedUnion('op', [
  z.object({ op: z.literal('filter'), column: ColumnName, operator: FilterOperator, value: z.union([z.string().max(256), z.number()]) }).strict(),
  z
    .object({
      op: z.literal('derive'),
      /** The new column. */
      name: ColumnName,
      left: ColumnName,
      operator: z.enum(['+', '-', '*', '/']),
      /** A column name or a number. */
      right: z.union([ColumnName, z.number()]),
    })
    .strict(),
  z
    .object({
      op: z.literal('group'),
      by: z.array(ColumnName).min(1).max(5),
      aggregations: z.array(z.object({ column: ColumnName, agg: Aggregation, as: ColumnName.optional() }).strict()).min(1).max(20),
    })
    .strict(),
]);
export type ProcessStep = z.infer<typeof ProcessStep>;

/** `POST /api/classroom/bigdata/dataset/chart/process`: filter, derive and group; the first `limit` rows are previewed. */
export const ProcessRequest = z
  .object({
    case_id: RowId,
    dataset_id: CaseItemId,
    steps: z.array(ProcessStep).max(20).default([]),
    limit: z.number().int().min(1).max(500).default(50),
  })
  .strict();
export type ProcessRequest = z.input<typeof ProcessRequest>;

// ---------------------------------------------------------------- evaluation and score

export const TestResult = z.object({
  /** The hidden test's id and name (its code is never sent). */
  id: z.string(),
  name: z.string(),
  passed: z.boolean(),
  /** `ok`, or the error (e.g. `AssertionError: volatility is not annualised`). */
  message: z.string(),
  points: z.number(),
  max_points: z.number(),
});
export type TestResult = z.infer<typeof TestResult>;

/** `GET /api/classroom/bigdata/case/{id}/evaluation`: the hidden tests run against the caller's current code. */
export const Evaluation = z.object({
  case_id: z.number().int(),
  score: z.number(),
  max_score: z.number(),
  results: z.array(TestResult),
  /** Errors of the student's own cells during the run (cell id and message), for feedback. */
  cell_errors: z.array(z.object({ cell_id: z.string(), message: z.string() })),
  duration_ms: z.number().int(),
  evaluated_at: Timestamp,
});
export type Evaluation = z.infer<typeof Evaluation>;

export const MarkItem = z.object({ rubric_id: CaseItemId, points: z.number().min(0).max(1000), comment: z.string().trim().max(2000).default('') }).strict();
export type MarkItem = z.infer<typeof MarkItem>;
export type MarkItemInput = z.input<typeof MarkItem>;

export const Marking = z.object({
  case_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  items: z.array(MarkItem),
  comment: z.string(),
  score: z.number(),
  max_score: z.number(),
  marked_at: Timestamp,
});
export type Marking = z.infer<typeof Marking>;

export const ReportInfo = z.object({
  key: z.string(),
  filename: z.string(),
  type: z.enum(['pdf', 'docx', 'md']),
  size: z.number().int(),
  submitted_at: Timestamp,
  score: z.number().nullable(),
  comment: z.string(),
  scored_at: Timestamp.nullable(),
});
export type ReportInfo = z.infer<typeof ReportInfo>;

/** `GET /api/classroom/bigdata/case/{id}/score`: automatic (latest evaluation) + manual (marking); the report is scored apart (0–100). */
export const CaseScore = z.object({
  case_id: z.number().int(),
  user_id: z.number().int(),
  auto: z.object({ score: z.number(), max: z.number(), evaluated_at: Timestamp.nullable(), results: z.array(TestResult) }),
  /** `pending`: rubric points not marked yet (issue 34): waiting for the teacher, never counted as 0. */
  manual: z.object({ score: z.number(), max: z.number(), pending: z.number(), marked_at: Timestamp.nullable(), items: z.array(MarkItem), comment: z.string() }),
  report: ReportInfo.nullable(),
  /** Points given so far (automatic + marked) out of `max`; `max - manual.pending` of it is already assessed. */
  total: z.number(),
  max: z.number(),
});
export type CaseScore = z.infer<typeof CaseScore>;

/** A teacher may ask for one of their students (`user_id`); a student always gets their own. */
export const ForUserQuery = z.object({ user_id: PositiveId.optional() });
export type ForUserQuery = z.input<typeof ForUserQuery>;

// ---------------------------------------------------------------- teacher: students, marking, sign-in, report

/** `GET /api/classroom/bigdata/user`: students of a case in the teacher's classes. */
export const CaseStudentsQuery = z.object({ case_id: PositiveId, class_id: PositiveId.optional(), keyword: z.string().trim().max(64).optional() });
export type CaseStudentsQuery = z.input<typeof CaseStudentsQuery>;

export const CaseStudent = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  /** 0–100: share of the template's editable code cells the student has changed. */
  progress: z.number().int(),
  saved_at: Timestamp.nullable(),
  last_run_at: Timestamp.nullable(),
  run_count: z.number().int(),
  auto_score: z.number().nullable(),
  manual_score: z.number().nullable(),
  /** Rubric points not marked yet for this student (0 when the case has no rubric or all of it is marked). */
  manual_pending: z.number(),
  total: z.number(),
  max: z.number(),
  signed: z.boolean(),
  /** The seed of the student's own data (per-student cases), once they opened the case; else null. */
  seed: z.number().int().nullable(),
});
export type CaseStudent = z.infer<typeof CaseStudent>;

export const CaseStudentList = z.object({ list: z.array(CaseStudent), total: z.number().int() });
export type CaseStudentList = z.infer<typeof CaseStudentList>;

/** `GET /api/classroom/bigdata/marking`: a teacher gets the marks of own students (all, or `user_id`), a student their own. */
export const MarkingQuery = z.object({ case_id: PositiveId, user_id: PositiveId.optional() });
export type MarkingQuery = z.input<typeof MarkingQuery>;
export const MarkingList = z.array(Marking);
export type MarkingList = z.infer<typeof MarkingList>;

/** `POST /api/classroom/bigdata/marking` (teacher): marks per rubric item replace the previous ones. */
export const MarkingBody = z
  .object({
    case_id: RowId,
    user_id: RowId,
    items: z.array(MarkItem).max(CASE_LIMITS.rubric),
    comment: z.string().trim().max(5000).default(''),
  })
  .strict();
export type MarkingBody = z.input<typeof MarkingBody>;

/** `GET /api/classroom/bigdata/sign`: a teacher's sign-ins (for a case and/or class), or a student's open ones. */
export const SignQuery = z.object({ case_id: PositiveId.optional(), class_id: PositiveId.optional() });
export type SignQuery = z.input<typeof SignQuery>;

export const SignSession = z.object({
  id: z.number().int(),
  case_id: z.number().int(),
  case_title: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  teacher_id: z.number().int(),
  opened_at: Timestamp,
  closes_at: Timestamp,
  open: z.boolean(),
  /** Students who signed (teacher view) with the time; a student sees only themself. */
  records: z.array(z.object({ user_id: z.number().int(), name: z.string(), signed_at: Timestamp })),
  /** Students in the class (teacher view; 0 for students). */
  class_size: z.number().int(),
  /** Whether the caller signed (student view). */
  signed: z.boolean(),
});
export type SignSession = z.infer<typeof SignSession>;
export const SignList = z.array(SignSession);
export type SignList = z.infer<typeof SignList>;

/** `POST /api/classroom/bigdata/sign`: a teacher opens a sign-in for a class + case; a student signs one. */
export const SignBody = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('open'),
      case_id: RowId,
      class_id: RowId,
      /** How long it stays open (default 10 minutes). */
      minutes: z.number().int().min(1).max(600).default(10),
    })
    .strict(),
  z.object({ action: z.literal('sign'), sign_id: RowId }).strict(),
]);
export type SignBody = z.input<typeof SignBody>;

export const REPORT_TYPES = ['pdf', 'docx', 'md'] as const;
/** Largest report accepted (bytes). */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * `POST /api/classroom/bigdata/case/doc/media-check`: checks an uploaded report (the Uploader's key):
 * type pdf/docx/md, size ≤ `REPORT_MAX_BYTES`, readable. A student's passing report is recorded as their report of the case.
 */
export const MediaCheckBody = z
  .object({ case_id: RowId, key: z.string().trim().min(1).max(1024), filename: z.string().trim().min(1).max(255) })
  .strict();
export type MediaCheckBody = z.input<typeof MediaCheckBody>;

export const MediaCheckResult = z.object({
  ok: z.boolean(),
  type: z.enum(REPORT_TYPES).nullable(),
  size: z.number().int(),
  /** Why it fails (empty when `ok`), in the request's locale. */
  problems: z.array(z.string()),
  /** Whether it was recorded as the caller's report. */
  recorded: z.boolean(),
});
export type MediaCheckResult = z.infer<typeof MediaCheckResult>;

/** `POST /api/classroom/bigdata/case/doc/scoring` (teacher): scores a student's report, 0–100. */
export const DocScoringBody = z
  .object({
    case_id: RowId,
    user_id: RowId,
    score: z.number().min(0).max(100),
    comment: z.string().trim().max(5000).default(''),
  })
  .strict();
export type DocScoringBody = z.input<typeof DocScoringBody>;

/** The answer of `docScoring`: the score and comment recorded. */
export const DocScore = z.object({ score: z.number(), comment: z.string() });
export type DocScore = z.infer<typeof DocScore>;

// ---------------------------------------------------------------- code

/** `GET /api/classroom/bigdata/case/{id}/code`: the latest code (working copy) and the last logged run. */
export const CaseCode = z.object({
  case_id: z.number().int(),
  user_id: z.number().int(),
  cells: z.array(WorkCell),
  /** The code cells joined, in order. */
  code: z.string(),
  saved_at: Timestamp.nullable(),
  last_run: z.object({ code: z.string(), result: z.string(), session_id: z.string().nullable(), created_at: Timestamp }).nullable(),
});
export type CaseCode = z.infer<typeof CaseCode>;

/**
 * `POST /api/classroom/case/code` (spec §3 "notebook run record"): what the domain NotebookClient logs.
 * `code` is the source run, or the HTTP status of a failed session start; `result` is text or JSON.
 */
export const RunLogBody = z.object({
  code: z.union([z.string().max(200_000), z.number().int()]),
  case_id: z.union([IdParam, z.null()]).optional(),
  file_id: z.union([z.string().max(255), z.number().int(), z.null()]).optional(),
  session_id: z.union([z.string().max(255), z.null()]).optional(),
  result: z.union([z.string().max(500_000), z.record(z.string(), z.unknown()), z.array(z.unknown()), z.null()]).optional(),
});
export type RunLogBody = z.input<typeof RunLogBody>;

export const RunLogged = z.object({ id: z.number().int() });
export type RunLogged = z.infer<typeof RunLogged>;

/**
 * The schemas of every classroom call (CLASSROOM_CALLS). `datasetFile` is binary: its JSON answer (without
 * `download=1`) is the envelope of `DatasetFiles`, which the server sends itself.
 */
export const CLASSROOM_SCHEMAS = schemasFor(CLASSROOM_CALLS)({
  getStudyCase: { params: IdParams, response: StudyCaseWithWork },
  saveWork: { params: IdParams, body: SaveWorkBody, response: CaseWork },
  resetWork: { params: IdParams, response: CaseWork },
  datasetFile: { query: DatasetFileQuery },
  datasetChart: { body: ChartRequest, response: ChartData },
  datasetProcess: { body: ProcessRequest, response: TablePreview },
  caseScore: { params: IdParams, query: ForUserQuery, response: CaseScore },
  caseEvaluation: { params: IdParams, response: Evaluation },
  caseStudents: { query: CaseStudentsQuery, response: CaseStudentList },
  listSign: { query: SignQuery, response: SignList },
  sign: { body: SignBody, response: SignList },
  listMarking: { query: MarkingQuery, response: MarkingList },
  mark: { body: MarkingBody, response: MarkingList },
  docScoring: { body: DocScoringBody, response: DocScore },
  docMediaCheck: { body: MediaCheckBody, response: MediaCheckResult },
  caseCode: { params: IdParams, query: ForUserQuery, response: CaseCode },
  logRun: { body: RunLogBody, response: RunLogged },
});
