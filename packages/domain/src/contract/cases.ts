// Big-data cases, admin side (spec §7 "Big-data cases, admin"; issue 3 §4): sys_teacher and sys_admin
// author finance cases with theory, datasets, a notebook template, hidden tests and a rubric.
import { z } from 'zod';
import { CASE_CALLS } from './caseCalls.js';
import { schemasFor } from './callSchemas.js';
import { Empty, IdParams, PageQuery, Timestamp, paged, IdParam, RowId } from './common.js';
export { CASE_CALLS, casePath } from './caseCalls.js';
export type { CaseCallName } from './caseCalls.js';

/** Limits of a case (the server refuses more). */
export const CASE_LIMITS = {
  cells: 200,
  cellSource: 100_000,
  datasets: 20,
  tests: 50,
  rubric: 30,
  tags: 10,
  theory: 200_000,
  parameters: 30,
  generator: 100_000,
  previewSeeds: 5,
} as const;

/** Seeds are 31-bit non-negative integers (numpy's and Python's generators take them as they are). */
export const MAX_SEED = 2 ** 31 - 1;

export const CaseStatus = z.enum(['draft', 'published']);
export type CaseStatus = z.infer<typeof CaseStatus>;

/** 1 (introductory) … 5 (advanced). */
export const CaseDifficulty = z.number().int().min(1).max(5);

/** A stable id inside one case (cells, datasets, tests, rubric items): letters, digits, `_` and `-`. */
export const CaseItemId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');

export const NotebookCellType = z.enum(['code', 'markdown']);
export type NotebookCellType = z.infer<typeof NotebookCellType>;

/** A cell of the notebook template; `locked` cells cannot be edited or removed by students. */
export const TemplateCell = z.object({
  id: CaseItemId,
  type: NotebookCellType,
  source: z.string().max(CASE_LIMITS.cellSource),
  locked: z.boolean().default(false),
});
export type TemplateCell = z.infer<typeof TemplateCell>;
export type TemplateCellInput = z.input<typeof TemplateCell>;

export const DatasetColumn = z.object({
  name: z.string().trim().min(1).max(128),
  /** `number`, `string` or `date`: used by the chart and process calls. */
  type: z.enum(['number', 'string', 'date']).default('string'),
  description: z.string().trim().max(500).default(''),
});
export type DatasetColumn = z.infer<typeof DatasetColumn>;

/**
 * A dataset of a case. `key` is the object-storage key of the uploaded file (the Uploader's result), or
 * `demo/<file>` for the demo datasets the server generates. `filename` is the name the notebook reads it by
 * (copied into the student's case folder, e.g. `pd.read_csv('prices.csv')`).
 */
export const CaseDataset = z.object({
  id: CaseItemId,
  name: z.string().trim().min(1).max(128),
  filename: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]*\.(csv|xlsx)$/i, 'a plain .csv or .xlsx file name'),
  key: z.string().trim().min(1).max(1024),
  /** The upload's URL as the Uploader returned it (display only). */
  url: z.string().max(2048).default(''),
  columns: z.array(DatasetColumn).max(200).default([]),
  description: z.string().trim().max(2000).default(''),
});
export type CaseDataset = z.infer<typeof CaseDataset>;
export type CaseDatasetInput = z.input<typeof CaseDataset>;

/**
 * Points of a hidden test or a rubric item: 0–1000 in hundredths (nbgrader's 0.5 points come in as they are), so
 * that sums are exact once rounded to hundredths (`sumPoints`).
 */
export const CasePoints = z
  .number()
  .min(0)
  .max(1000)
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, {
    message: 'at most two decimal places',
    params: { zh: '分值最多保留两位小数', en: 'Points may have at most two decimal places' },
  });

/** The sum of points, exact to the hundredth (0.1 + 0.2 is 0.3, not 0.30000000000000004). */
export const sumPoints = (items: Array<{ points: number }>): number => Math.round(items.reduce((total, item) => total + Math.round(item.points * 100), 0)) / 100;

/** A hidden test: Python run after the student's code cells; it passes when it raises nothing. Never sent to students. */
export const CaseTest = z.object({
  id: CaseItemId,
  name: z.string().trim().min(1).max(200),
  code: z.string().min(1).max(CASE_LIMITS.cellSource),
  points: CasePoints,
});
export type CaseTest = z.infer<typeof CaseTest>;

/** A manual marking item the teacher scores. */
export const RubricItem = z.object({
  id: CaseItemId,
  name: z.string().trim().min(1).max(200),
  points: CasePoints,
  description: z.string().trim().max(2000).default(''),
});
export type RubricItem = z.infer<typeof RubricItem>;
export type RubricItemInput = z.input<typeof RubricItem>;

/**
 * A parameter whose value each student gets from the case's generator (issue 16): declared so the editor and the
 * preview show it; the generator's `params` must set every declared one. `seed` is reserved (params.json has it).
 */
export const CaseParameter = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a Python identifier')
    .refine((n) => n !== 'seed', 'seed is reserved'),
  description: z.string().trim().max(500).default(''),
});
export type CaseParameter = z.infer<typeof CaseParameter>;
export type CaseParameterInput = z.input<typeof CaseParameter>;

/**
 * A case's dataset generator: Python source defining `generate(seed)`, which returns
 * `{'files': {'<filename>': str | bytes | DataFrame}, 'params': {...}}`. Run in the grader's sandbox, never in the
 * server; '' means every student gets the same datasets.
 */
export const CaseGenerator = z.string().max(CASE_LIMITS.generator);

/**
 * The reference answer of template cells (cell id → the cell's full source with its solution region), kept by an
 * nbgrader import for the export back; never sent to students (their template has the stubs).
 */
export const CaseSolutions = z.record(CaseItemId, z.string().max(CASE_LIMITS.cellSource)).refine((s) => Object.keys(s).length <= CASE_LIMITS.cells, 'too many solutions');
export type CaseSolutions = z.infer<typeof CaseSolutions>;

const uniqueIds = (items: Array<{ id: string }>) => new Set(items.map((i) => i.id)).size === items.length;

/** Body of create and update. `edu_ids: []` publishes to every college. */
const CaseFields = z.object({
  title: z.string().trim().min(1).max(200),
  type_id: RowId,
  cover: z.string().trim().max(2048).default(''),
  summary: z.string().trim().max(2000).default(''),
  theory: z.string().max(CASE_LIMITS.theory).default(''),
  datasets: z.array(CaseDataset).max(CASE_LIMITS.datasets).default([]),
  template: z.array(TemplateCell).max(CASE_LIMITS.cells).default([]),
  tests: z.array(CaseTest).max(CASE_LIMITS.tests).default([]),
  rubric: z.array(RubricItem).max(CASE_LIMITS.rubric).default([]),
  difficulty: CaseDifficulty.default(1),
  tags: z.array(z.string().trim().min(1).max(32)).max(CASE_LIMITS.tags).default([]),
  status: CaseStatus.default('draft'),
  edu_ids: z.array(RowId).max(1000).default([]),
  parameters: z.array(CaseParameter).max(CASE_LIMITS.parameters).default([]),
  generator: CaseGenerator.default(''),
  solutions: CaseSolutions.default({}),
});

const idsAreUnique = <T extends z.ZodType<Partial<z.output<typeof CaseFields>>>>(schema: T) =>
  schema
    .refine((v) => uniqueIds(v.template ?? []), { message: 'cell ids must be unique', path: ['template'] })
    .refine((v) => uniqueIds(v.datasets ?? []), { message: 'dataset ids must be unique', path: ['datasets'] })
    .refine((v) => new Set((v.datasets ?? []).map((d) => d.filename.toLowerCase())).size === (v.datasets ?? []).length, {
      message: 'dataset file names must be unique',
      path: ['datasets'],
    })
    .refine((v) => uniqueIds(v.tests ?? []), { message: 'test ids must be unique', path: ['tests'] })
    .refine((v) => uniqueIds(v.rubric ?? []), { message: 'rubric ids must be unique', path: ['rubric'] })
    .refine((v) => new Set((v.parameters ?? []).map((p) => p.name)).size === (v.parameters ?? []).length, {
      message: 'parameter names must be unique',
      path: ['parameters'],
    });

/** `POST /api/admin/bigdata/case/`. */
export const CaseCreate = idsAreUnique(CaseFields.strict());
export type CaseCreate = z.input<typeof CaseCreate>;

/** `PUT /api/admin/bigdata/case/{id}`: any subset of the fields; arrays replace the stored ones. */
export const CaseUpdate = idsAreUnique(
  z
    .object({
      title: CaseFields.shape.title,
      type_id: CaseFields.shape.type_id,
      cover: z.string().trim().max(2048),
      summary: z.string().trim().max(2000),
      theory: z.string().max(CASE_LIMITS.theory),
      datasets: z.array(CaseDataset).max(CASE_LIMITS.datasets),
      template: z.array(TemplateCell).max(CASE_LIMITS.cells),
      tests: z.array(CaseTest).max(CASE_LIMITS.tests),
      rubric: z.array(RubricItem).max(CASE_LIMITS.rubric),
      difficulty: CaseDifficulty,
      tags: z.array(z.string().trim().min(1).max(32)).max(CASE_LIMITS.tags),
      status: CaseStatus,
      edu_ids: z.array(RowId).max(1000),
      parameters: z.array(CaseParameter).max(CASE_LIMITS.parameters),
      generator: CaseGenerator,
      solutions: CaseSolutions,
    })
    .partial()
    .strict(),
);
export type CaseUpdate = z.input<typeof CaseUpdate>;

/** `GET /api/admin/bigdata/case` query (spec §7 "with query params"). */
export const CaseListQuery = PageQuery.extend({
  /** Case type id. */
  type: IdParam.optional(),
  keyword: z.string().trim().max(64).optional(),
  status: CaseStatus.optional(),
});
export type CaseListQuery = z.input<typeof CaseListQuery>;

/** A case in lists (no theory, template, datasets' columns or tests). */
export const CaseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  type_id: z.number().int(),
  type_name: z.string(),
  cover: z.string(),
  summary: z.string(),
  difficulty: z.number().int(),
  tags: z.array(z.string()),
  status: CaseStatus,
  /** `[]`: published to every college. */
  edu_ids: z.array(z.number().int()),
  dataset_count: z.number().int(),
  test_count: z.number().int(),
  /** Sum of the hidden tests' points (automatic part; hundredths allowed). */
  test_points: z.number(),
  /** Sum of the rubric's points (manual part; hundredths allowed). */
  rubric_points: z.number(),
  /** Each student gets their own data and parameters from the case's generator. */
  per_student: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CaseSummary = z.infer<typeof CaseSummary>;

export const CaseList = paged(CaseSummary);
export type CaseList = z.infer<typeof CaseList>;

/** The whole case, for the admin editor only (includes the hidden tests). */
export const CaseDetail = CaseSummary.extend({
  theory: z.string(),
  datasets: z.array(CaseDataset),
  template: z.array(TemplateCell),
  tests: z.array(CaseTest),
  rubric: z.array(RubricItem),
  parameters: z.array(CaseParameter),
  generator: z.string(),
  solutions: z.record(z.string(), z.string()),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

/** Case types (量化投资, 信用风险, 资产配置 …). */
export const CaseType = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** Cases of this type (deleted ones excluded); a type in use cannot be deleted. */
  case_count: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CaseType = z.infer<typeof CaseType>;

export const CaseTypeList = z.array(CaseType);
export type CaseTypeList = z.infer<typeof CaseTypeList>;

export const CaseTypeCreate = z
  .object({ name: z.string().trim().min(1).max(32), sort: z.number().int().min(0).max(100000).default(0) })
  .strict();
export type CaseTypeCreate = z.input<typeof CaseTypeCreate>;

export const CaseTypeUpdate = z
  .object({ name: z.string().trim().min(1).max(32), sort: z.number().int().min(0).max(100000) })
  .partial()
  .strict();
export type CaseTypeUpdate = z.infer<typeof CaseTypeUpdate>;

/** `POST /api/admin/bigdata/case/generator/preview`: runs a (possibly unsaved) generator for a few seeds. */
export const SeedPreviewRequest = z
  .object({
    generator: CaseGenerator.refine((g) => g.trim() !== '', 'the generator is empty'),
    parameters: z.array(CaseParameter).max(CASE_LIMITS.parameters).default([]),
    seeds: z.array(z.number().int().min(0).max(MAX_SEED)).min(1).max(CASE_LIMITS.previewSeeds),
    /** Rows of each file's head. */
    rows: z.number().int().min(1).max(20).default(5),
  })
  .strict();
export type SeedPreviewRequest = z.input<typeof SeedPreviewRequest>;

/** The head of one generated file: a CSV's first rows, or only its size for anything else. */
export const GeneratedFileHead = z.object({
  filename: z.string(),
  size: z.number().int(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type GeneratedFileHead = z.infer<typeof GeneratedFileHead>;

/** What the generator gave for one seed, or why it failed (`error`, the Python exception or the limit it hit). */
export const SeedPreview = z.object({
  seed: z.number().int(),
  params: z.record(z.string(), z.unknown()),
  files: z.array(GeneratedFileHead),
  error: z.string().nullable(),
});
export type SeedPreview = z.infer<typeof SeedPreview>;

export const SeedPreviewList = z.object({ list: z.array(SeedPreview), duration_ms: z.number().int() });
export type SeedPreviewList = z.infer<typeof SeedPreviewList>;

/** Largest `.ipynb` accepted by the nbgrader import, in characters of its JSON text. */
export const MAX_NOTEBOOK_CHARS = 2_000_000;

/** `POST /api/admin/bigdata/case/notebook/import`: an `.ipynb` (nbformat 4, nbgrader's cell metadata or none) as text. */
export const CaseNotebookImportRequest = z
  .object({
    filename: z.string().trim().max(255).default(''),
    /** The file's JSON text; the server refuses more than MAX_NOTEBOOK_CHARS with a clear message (the body limit is 8 MiB). */
    content: z.string().max(4 * MAX_NOTEBOOK_CHARS),
  })
  .strict();
export type CaseNotebookImportRequest = z.input<typeof CaseNotebookImportRequest>;

/**
 * The notebook as a case's parts, for the editor to put in place (nothing is stored until the case is saved):
 * cells (solution regions stripped to their stubs, nbgrader's locked cells locked), autograder tests as hidden tests,
 * manually graded cells and tasks as rubric items, and the solutions kept for the export back.
 */
export const CaseNotebookImport = z.object({
  template: z.array(TemplateCell),
  tests: z.array(CaseTest),
  rubric: z.array(RubricItem),
  solutions: z.record(z.string(), z.string()),
  /** Sums, for the editor's summary (exact to the hundredth). */
  test_points: z.number(),
  rubric_points: z.number(),
});
export type CaseNotebookImport = z.infer<typeof CaseNotebookImport>;

/** `GET /api/admin/bigdata/case/notebook/{id}`: the case in nbgrader's source layout, as `.ipynb` text. */
export const CaseNotebookExport = z.object({ filename: z.string(), content: z.string() });
export type CaseNotebookExport = z.infer<typeof CaseNotebookExport>;

/** The schemas of every admin case call (CASE_CALLS): the server validates and documents with them. */
export const CASE_SCHEMAS = schemasFor(CASE_CALLS)({
  listCases: { query: CaseListQuery, response: CaseList },
  createCase: { body: CaseCreate, response: CaseDetail },
  createCaseWithoutSlash: { body: CaseCreate, response: CaseDetail },
  getCase: { params: IdParams, response: CaseDetail },
  updateCase: { params: IdParams, body: CaseUpdate, response: CaseDetail },
  copyCase: { params: IdParams, response: CaseDetail },
  deleteCase: { params: IdParams, response: Empty },
  listCaseTypes: { response: CaseTypeList },
  createCaseType: { body: CaseTypeCreate, response: CaseType },
  updateCaseType: { params: IdParams, body: CaseTypeUpdate, response: CaseType },
  deleteCaseType: { params: IdParams, response: Empty },
  previewCaseSeeds: { body: SeedPreviewRequest, response: SeedPreviewList },
  importCaseNotebook: { body: CaseNotebookImportRequest, response: CaseNotebookImport },
  exportCaseNotebook: { params: IdParams, response: CaseNotebookExport },
});
