import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { Empty, IdParam, IdParams, MAX_ID, PageQuery, RowId, Timestamp } from './common.js';
import { EXAM_CALLS, QUESTION_CALLS } from './examCalls.js';
import { NOTEBOOK_QUESTION_LIMITS } from './notebookLimits.js';
import { CASE_LIMITS, CaseGenerator, CaseParameter, MAX_SEED, SeedPreviewList, SeedPreviewRequest } from './cases.js';

// ───────────────────────────── Questions ─────────────────────────────

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'blank', 'numeric', 'calculated', 'matching', 'cloze', 'short', 'program', 'notebook', 'case'] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;
/**
 * Types a case-analysis question may hold as sub-questions (a calculated question's values are drawn per question, never
 * inside a case; a notebook question is a whole notebook with its own kernel, never inside a case; matching and cloze
 * questions are whole questions of their own, as in Moodle).
 */
export const LEAF_QUESTION_TYPES = ['single', 'multiple', 'judge', 'blank', 'numeric', 'short', 'program'] as const;
export type LeafQuestionType = (typeof LEAF_QUESTION_TYPES)[number];
/** Types graded by hand (short answers; case sub-questions of that type). */
export const MANUAL_TYPES: readonly QuestionType[] = ['short'];
/**
 * Types whose answer is right or wrong against a key, so that a 正确率 (share of answers fully correct) means
 * something beside the 得分率; a marked, tested or composite answer has only its marks.
 */
export const CORRECT_RATE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'judge', 'blank', 'numeric', 'calculated', 'matching', 'cloze'];

/** `platform`: the sys_admin's bank, read-only for colleges; `college`: the caller's college bank. */
export const BankSchema = z.enum(['platform', 'college']);
export type Bank = z.infer<typeof BankSchema>;

/**
 * The limits of a question (issue 31): the schemas below enforce them, and the question editor (ui) sizes its inputs
 * and buttons by them, so a limit changes in one place.
 */
export const QUESTION_LIMITS = {
  /** A question's or a sub-question's stem and analysis, a short answer's reference, starter and test code. */
  text: 20_000,
  /** A question's (and a sub-question's, a test's) points. */
  score: 1000,
  optionText: 2000,
  options: 10,
  blanks: 20,
  blankAlternative: 200,
  alternatives: 20,
  numericAnswers: 20,
  units: 20,
  unitName: 20,
  /** A calculated question's variables; a name is a letter or `_` and up to 31 more. */
  variables: 10,
  variableName: 32,
  formula: 2000,
  tests: 20,
  testName: 100,
  material: 50_000,
  datasetUrl: 2000,
  children: 20,
  knowledgePoints: 20,
  knowledgePoint: 50,
  /** A matching question's pairs and extra wrong answers (issue 32). */
  pairs: 20,
  distractors: 10,
  /** A cloze question's gaps. */
  gaps: 20,
} as const;
const L = QUESTION_LIMITS;

/**
 * A choice option. `fraction` is Moodle's grade of the option, a share of the points from −1 to 1 (issue 32): on a single
 * choice question an option other than the key may earn part of the points (the key earns all, 1); on a multiple choice
 * question under the `sum` rule the picked options' fractions are added. Absent: 1 for the single choice key and 0 for its
 * other options; 1/keys for a multiple choice key and −1/keys for its other options. `feedback` is shown beside the option
 * in a published review (Moodle's per-answer feedback).
 */
export const QuestionOption = z
  .object({
    key: z.string().regex(/^[A-Z]$/),
    text: z.string().trim().min(1).max(L.optionText),
    fraction: z.number().min(-1).max(1).optional(),
    feedback: z.string().max(L.optionText).optional(),
  })
  .strict();
export type QuestionOption = z.infer<typeof QuestionOption>;

/**
 * Multiple choice partial credit (issue 32):
 * `none` all or nothing;
 * `sum` Moodle's rule: the fractions of the picked options added, floored at 0 and capped at 1;
 * `partial` the rule Chinese exams use (全对满分、漏选得部分分、错选不得分): any wrong pick earns 0, the keys all picked
 *   earn full marks, a non-empty part of them earns score × picked keys / keys;
 * `half` half the score when the picks are a non-empty proper subset of the keys with no wrong pick;
 * `proportional` score × max(0, right picks − wrong picks) / keys (the `sum` rule with default fractions; kept for banks
 *   saved with it).
 */
export const PartialCreditSchema = z.enum(['none', 'sum', 'partial', 'half', 'proportional']);
export type PartialCredit = z.infer<typeof PartialCreditSchema>;

/**
 * A blank's accepted answers. `credits[i]` is the share of the blank's points `alternatives[i]` earns (0 … 1, Moodle's short
 * answer grades; absent: all 1); the first alternative that matches, in order, counts. `feedback[i]` is shown in a published
 * review when `alternatives[i]` matched. Both, when given, have one entry per alternative (the server checks it).
 */
export const BlankKey = z
  .object({
    alternatives: z.array(z.string().trim().min(1).max(L.blankAlternative)).min(1).max(L.alternatives),
    credits: z.array(z.number().min(0).max(1)).max(L.alternatives).optional(),
    feedback: z.array(z.string().max(L.optionText)).max(L.alternatives).optional(),
  })
  .strict();
export const ProgramTest = z
  .object({ name: z.string().trim().min(1).max(L.testName), code: z.string().min(1).max(L.text), points: z.number().positive().max(L.score) })
  .strict();
export type ProgramTest = z.infer<typeof ProgramTest>;

const options = z.array(QuestionOption).min(2).max(L.options);
export const SingleContent = z.object({ type: z.literal('single'), options, answer: z.string().regex(/^[A-Z]$/) }).strict();
export const MultipleContent = z
  .object({
    type: z.literal('multiple'),
    options,
    answer: z.array(z.string().regex(/^[A-Z]$/)).min(1).max(L.options),
    partial_credit: PartialCreditSchema.default('none'),
  })
  .strict();
export const JudgeContent = z.object({ type: z.literal('judge'), answer: z.boolean() }).strict();
export const BlankContent = z
  .object({
    type: z.literal('blank'),
    /** One entry per blank, in order; the stem marks blanks as `___` (three or more underscores) or `{{1}}`. */
    blanks: z.array(BlankKey).min(1).max(L.blanks),
    ignore_case: z.boolean().default(true),
    ignore_spaces: z.boolean().default(true),
    /** Moodle's short answer matching: `*` in an alternative matches any run of characters (`\\*` a literal star). */
    wildcard: z.boolean().default(false),
  })
  .strict();
/** How far from an accepted value an answer may be: `absolute` in base units, `relative` a fraction of the value (0.01 = 1 %). */
export const NumericTolerance = z.object({ kind: z.enum(['absolute', 'relative']), amount: z.number().min(0).max(1e15) }).strict();
export type NumericTolerance = z.infer<typeof NumericTolerance>;
/** One accepted answer in the base unit, with its tolerance and the share of the points it earns (1 = full, 0.5 = half). */
export const NumericAnswer = z
  .object({
    value: z.number().finite(),
    tolerance: NumericTolerance.default({ kind: 'absolute', amount: 0 }),
    credit: z.number().min(0).max(1).default(1),
  })
  .strict();
export type NumericAnswer = z.infer<typeof NumericAnswer>;
/** A unit a student may type after the number: value in base units = typed number × multiplier (万元 → 10000 when the base is 元). */
export const NumericUnit = z.object({ name: z.string().trim().min(1).max(L.unitName), multiplier: z.number().positive().finite() }).strict();
export type NumericUnit = z.infer<typeof NumericUnit>;
/** A required form of the typed number: exactly `digits` significant figures or decimals. */
export const NumericPrecision = z.object({ kind: z.enum(['significant', 'decimals']), digits: z.number().int().min(0).max(15) }).strict();
export type NumericPrecision = z.infer<typeof NumericPrecision>;
export const NumericContent = z
  .object({
    type: z.literal('numeric'),
    /** The best match's credit counts; at least one answer should earn full credit. */
    answers: z.array(NumericAnswer).min(1).max(L.numericAnswers),
    units: z.array(NumericUnit).max(L.units).default([]),
    /** A number typed without one of `units` earns nothing. */
    unit_required: z.boolean().default(false),
    precision: NumericPrecision.nullable().default(null),
  })
  .strict();
export type NumericContent = z.infer<typeof NumericContent>;
/** A name a calculated question's stem writes as `{name}` and its formula as `name`. */
export const CalculatedVariableName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,31}$/);
/** A variable of a calculated question: every step from `min` to `max` (`0.005` steps give 3 decimals), or one of a list. */
export const CalculatedVariable = z.discriminatedUnion('kind', [
  z
    .object({
      name: CalculatedVariableName,
      kind: z.literal('range'),
      min: z.number().finite(),
      max: z.number().finite(),
      step: z.number().positive().finite(),
    })
    .strict(),
  z.object({ name: CalculatedVariableName, kind: z.literal('list'), values: z.array(z.number().finite()).min(1).max(100) }).strict(),
]);
export type CalculatedVariable = z.infer<typeof CalculatedVariable>;
/**
 * A calculated question: each student's values are drawn for the (exam, student, question) and fill the stem's
 * `{name}` placeholders; the answer is the formula's value for them (mathjs syntax with NPV, IRR, PMT, FV and PV),
 * graded as a numeric answer within `tolerance`, with the numeric type's units and required form.
 */
export const CalculatedContent = z
  .object({
    type: z.literal('calculated'),
    variables: z.array(CalculatedVariable).min(1).max(L.variables),
    /** The answer formula, e.g. `PMT(rate / 12, years * 12, -loan)`; checked by the server when the question is saved. */
    formula: z.string().trim().max(L.formula),
    tolerance: NumericTolerance.default({ kind: 'relative', amount: 0.01 }),
    units: z.array(NumericUnit).max(L.units).default([]),
    unit_required: z.boolean().default(false),
    precision: NumericPrecision.nullable().default(null),
  })
  .strict();
export type CalculatedContent = z.infer<typeof CalculatedContent>;
/** One student's values of a calculated question, the stem filled with them and the formula's value (staff and previews). */
export const CalculatedVariant = z.object({ values: z.record(z.string(), z.number()), stem: z.string(), answer: z.number() });
export type CalculatedVariant = z.infer<typeof CalculatedVariant>;
export const ShortContent = z.object({ type: z.literal('short'), reference: z.string().max(L.text).default('') }).strict();
export const ProgramContent = z
  .object({
    type: z.literal('program'),
    /** Starter code shown to the student. */
    template: z.string().max(L.text).default(''),
    /** Hidden tests: each runs after the student's code in a sandboxed python3 kernel; passing earns its points. */
    tests: z.array(ProgramTest).min(1).max(L.tests),
  })
  .strict();

/** Limits of a notebook question (issue 16), defined without zod (notebookLimits.ts) for the exam page. */
export { NOTEBOOK_QUESTION_LIMITS };
export const NotebookCellKind = z.enum(['code', 'markdown']);
export type NotebookCellKind = z.infer<typeof NotebookCellKind>;
/** A cell of a notebook question's starting notebook; `locked` cells cannot be edited or removed by the student. */
export const NotebookQuestionCell = z
  .object({ type: NotebookCellKind, source: z.string().max(NOTEBOOK_QUESTION_LIMITS.cellSource), locked: z.boolean().default(false) })
  .strict();
export type NotebookQuestionCell = z.infer<typeof NotebookQuestionCell>;
export type NotebookQuestionCellInput = z.input<typeof NotebookQuestionCell>;
/**
 * A notebook task (issue 16): the student works in a notebook with a live python3 kernel inside the exam; every cell's
 * source is saved as the answer (see `encodeNotebookAnswer`). After submission the answer's code cells run in a fresh
 * sandboxed kernel and the hidden tests run in the grader, as for a programming question; passing earns a test's points.
 */
export const NotebookContent = z
  .object({
    type: z.literal('notebook'),
    /** The notebook the student starts from, in order. */
    cells: z.array(NotebookQuestionCell).min(1).max(NOTEBOOK_QUESTION_LIMITS.cells),
    tests: z.array(ProgramTest).min(1).max(L.tests),
    /**
     * Per-student data (issue 16), as a case declares it: `generate(seed)` run in the grader's sandbox once per
     * (exam, question, student); its files and params.json are in the notebook's folder, and the hidden tests get
     * SEED and PARAMS. '' (the default): every candidate has the same data, built in the cells.
     */
    parameters: z.array(CaseParameter).max(CASE_LIMITS.parameters).default([]),
    generator: CaseGenerator.default(''),
  })
  .strict();
export type NotebookContent = z.infer<typeof NotebookContent>;

/** One prompt of a matching question and the answer that belongs to it. */
export const MatchingPair = z.object({ prompt: z.string().trim().min(1).max(L.optionText), answer: z.string().trim().min(1).max(L.optionText) }).strict();
export type MatchingPair = z.infer<typeof MatchingPair>;
/**
 * A matching question (配对题, Moodle's qtype_match, issue 32): the student picks one answer per prompt from the
 * de-duplicated list of every pair's answer and the distractors (shown shuffled per student when `shuffle`). The
 * response is the chosen answer's text per prompt, in prompt order ('' unanswered); the score is score × right / pairs.
 */
export const MatchingContent = z
  .object({
    type: z.literal('matching'),
    pairs: z.array(MatchingPair).min(2).max(L.pairs),
    /** Extra wrong answers (Moodle's subquestions with an empty prompt). */
    distractors: z.array(z.string().trim().min(1).max(L.optionText)).max(L.distractors).default([]),
    shuffle: z.boolean().default(true),
  })
  .strict();
export type MatchingContent = z.infer<typeof MatchingContent>;

const gapCredit = z.number().min(0).max(1);
const gapFeedback = z.string().max(L.optionText).optional();
/** A gap's share of the question: its weight over the sum of the weights (Moodle's `{2:…}` mark of a subquestion). */
const gapWeight = z.number().positive().max(L.score).default(1);
/** A typed gap (Moodle SHORTANSWER / SA; SHORTANSWER_C when `ignore_case` is false): the first answer that matches, in order, earns its credit; `*` matches any run of characters (`\\*` a star). */
export const ClozeShortGap = z
  .object({
    kind: z.literal('short'),
    weight: gapWeight,
    answers: z.array(z.object({ text: z.string().trim().min(1).max(L.blankAlternative), credit: gapCredit, feedback: gapFeedback }).strict()).min(1).max(L.alternatives),
    ignore_case: z.boolean().default(true),
  })
  .strict();
/** A number gap (Moodle NUMERICAL / NM): the first answer within `tolerance` (absolute) of the typed number earns its credit. */
export const ClozeNumericGap = z
  .object({
    kind: z.literal('numeric'),
    weight: gapWeight,
    answers: z
      .array(z.object({ value: z.number().finite(), tolerance: z.number().min(0).max(1e15).default(0), credit: gapCredit, feedback: gapFeedback }).strict())
      .min(1)
      .max(L.numericAnswers),
  })
  .strict();
/** A choice gap (Moodle MULTICHOICE / MC as a drop-down, MCV / MCH as radio buttons): the picked option's credit. Option texts are distinct: the response is the picked text. */
export const ClozeChoiceGap = z
  .object({
    kind: z.literal('choice'),
    weight: gapWeight,
    display: z.enum(['dropdown', 'radio']).default('dropdown'),
    options: z.array(z.object({ text: z.string().trim().min(1).max(L.optionText), credit: gapCredit, feedback: gapFeedback }).strict()).min(2).max(L.options),
  })
  .strict();
export const ClozeGap = z.discriminatedUnion('kind', [ClozeShortGap, ClozeNumericGap, ClozeChoiceGap]);
export type ClozeGap = z.infer<typeof ClozeGap>;
export type ClozeGapKind = ClozeGap['kind'];
/**
 * A cloze question (完形填空, Moodle's qtype_multianswer, issue 32): the stem marks gap n as `{{n}}`, each gap has its
 * own kind, answers and weight. The response is one string per gap: the typed text, or the picked option's text for a
 * choice gap. The score is score × Σ weight × credit / Σ weight.
 */
export const ClozeContent = z.object({ type: z.literal('cloze'), gaps: z.array(ClozeGap).min(1).max(L.gaps) }).strict();
export type ClozeContent = z.infer<typeof ClozeContent>;

export const LeafContent = z.discriminatedUnion('type', [SingleContent, MultipleContent, JudgeContent, BlankContent, NumericContent, ShortContent, ProgramContent]);
export type LeafContent = z.infer<typeof LeafContent>;

export const SubQuestion = z
  .object({
    key: z.string().regex(/^[a-z0-9_-]{1,16}$/),
    stem: z.string().trim().min(1).max(L.text),
    score: z.number().positive().max(L.score),
    analysis: z.string().max(L.text).default(''),
    content: LeafContent,
  })
  .strict();
export type SubQuestion = z.infer<typeof SubQuestion>;

export const CaseContent = z
  .object({
    type: z.literal('case'),
    /** Case material (markdown). */
    material: z.string().max(L.material).default(''),
    /** Optional dataset (a storage URL from the Uploader). */
    dataset_url: z.string().max(L.datasetUrl).nullable().default(null),
    children: z.array(SubQuestion).min(1).max(L.children),
  })
  .strict();

/** The type-specific part of a question, with its answer key. */
export const QuestionContent = z.discriminatedUnion('type', [
  SingleContent,
  MultipleContent,
  JudgeContent,
  BlankContent,
  NumericContent,
  CalculatedContent,
  MatchingContent,
  ClozeContent,
  ShortContent,
  ProgramContent,
  NotebookContent,
  CaseContent,
]);
export type QuestionContent = z.infer<typeof QuestionContent>;
export type QuestionContentInput = z.input<typeof QuestionContent>;

/** A question as staff see it (with key and analysis). `edu_id: null` is the platform bank. */
export const Question = z.object({
  id: z.number().int(),
  edu_id: z.number().int().nullable(),
  bank: BankSchema,
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  type: QuestionTypeSchema,
  /** Markdown with `$…$` formulas and images. */
  stem: z.string(),
  analysis: z.string(),
  difficulty: z.number().int().min(1).max(5),
  knowledge_points: z.array(z.string()),
  /** Default score when the question is put on a paper. */
  score: z.number(),
  content: QuestionContent,
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Question = z.infer<typeof Question>;

/** Create / update body. `type` must equal `content.type`; the server checks keys against options. */
export const QuestionWrite = z
  .object({
    type: QuestionTypeSchema,
    stem: z.string().trim().min(1).max(L.text),
    analysis: z.string().max(L.text).default(''),
    difficulty: z.number().int().min(1).max(5).default(3),
    knowledge_points: z.array(z.string().trim().min(1).max(L.knowledgePoint)).max(L.knowledgePoints).default([]),
    score: z.number().positive().max(L.score).default(5),
    category_id: RowId.nullable().default(null),
    content: QuestionContent,
  })
  .strict();
export type QuestionWrite = z.input<typeof QuestionWrite>;

export const QuestionListQuery = PageQuery.extend({
  bank: BankSchema.default('college'),
  type: QuestionTypeSchema.optional(),
  difficulty: z.coerce.number().int().min(1).max(5).optional(),
  knowledge_point: z.string().trim().max(50).optional(),
  category_id: IdParam.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type QuestionListQuery = z.input<typeof QuestionListQuery>;

export const QuestionList = z.object({ list: z.array(Question), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type QuestionList = z.infer<typeof QuestionList>;

/** A calculated question being edited: the server checks it as a save would and answers `count` sample variants. */
export const CalculatedPreviewRequest = z
  .object({ stem: z.string().trim().min(1).max(L.text), content: CalculatedContent, count: z.number().int().min(1).max(20).default(5) })
  .strict();
export type CalculatedPreviewRequest = z.input<typeof CalculatedPreviewRequest>;
export const CalculatedPreview = z.object({ variants: z.array(CalculatedVariant) });
export type CalculatedPreview = z.infer<typeof CalculatedPreview>;

/** Copy platform questions into the caller's college bank. */
export const QuestionCopy = z.object({ ids: z.array(RowId).min(1).max(200), category_id: RowId.nullable().default(null) }).strict();
export type QuestionCopy = z.input<typeof QuestionCopy>;
export const QuestionCopyResult = z.object({ ids: z.array(z.number().int()) });

export const QuestionCategory = z.object({ id: z.number().int(), edu_id: z.number().int().nullable(), name: z.string(), question_count: z.number().int() });
export type QuestionCategory = z.infer<typeof QuestionCategory>;
export const QuestionCategoryWrite = z.object({ name: z.string().trim().min(1).max(64) }).strict();
export const BankQuery = z.object({ bank: BankSchema.default('college') });
/** Which bank a write goes to is decided by role: sys_admin → platform, edu_admin/edu_teacher → their college. */

export const IMPORT_FORMATS = ['xlsx', 'moodle', 'gift', 'aiken', 'docx'] as const;
export const ImportFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormatSchema>;
/** Imports go to the caller's bank: sys_admin → platform, college staff → their college. */
export const QuestionImportQuery = z.object({
  format: ImportFormatSchema,
  category_id: IdParam.optional(),
  /** `all`: all or nothing (any item with a problem refuses the file); `valid`: the valid items are imported, the others reported (issue 32). */
  mode: z.enum(['all', 'valid']).default('all'),
});
export type QuestionImportQuery = z.input<typeof QuestionImportQuery>;
/** An item of an import file that has a problem: its position (1-based), source line when known, title and reason. */
export const QuestionImportFailure = z.object({ item: z.number().int(), line: z.number().int().nullable(), title: z.string(), reason: z.string() });
export type QuestionImportFailure = z.infer<typeof QuestionImportFailure>;
/** How many questions of a type the file holds without error (preview) or brought in (import), in `QUESTION_TYPES` order. */
export const QuestionImportTotal = z.object({ type: QuestionTypeSchema, count: z.number().int() });
export type QuestionImportTotal = z.infer<typeof QuestionImportTotal>;
/** One item of the file as the preview reads it: position, source line, type when it could be told, stem excerpt, problems. */
export const QuestionImportItem = z.object({
  item: z.number().int(),
  line: z.number().int().nullable(),
  type: QuestionTypeSchema.nullable(),
  /** The item's name in the file (GIFT `::title::`, Moodle `<name>`) or the start of its stem. */
  title: z.string(),
  /** The start of the stem as plain text ('' when the item could not be read). */
  stem: z.string(),
  /** Empty when the item would import; the reasons in the reader's language otherwise. */
  errors: z.array(z.string()),
});
export type QuestionImportItem = z.infer<typeof QuestionImportItem>;
/** `POST /api/exam/question/import/preview`: what an import of the file would do, with nothing written. */
export const QuestionImportPreview = z.object({
  items: z.array(QuestionImportItem),
  /** Items without errors, by type. */
  totals: z.array(QuestionImportTotal),
  /** Items with at least one error: the import refuses the file while this is not 0. */
  error_count: z.number().int(),
});
export type QuestionImportPreview = z.infer<typeof QuestionImportPreview>;
/**
 * `POST /api/exam/question/import`, all or nothing: either every item is imported (`failed` empty, `message` null) or,
 * when any item has a problem, none is (`imported` 0) and `failed` lists each one; `message` says so in the reader's language.
 */
export const QuestionImportReport = z.object({
  imported: z.number().int(),
  ids: z.array(z.number().int()),
  /** The imported questions by type (empty when nothing was imported). */
  totals: z.array(QuestionImportTotal),
  failed: z.array(QuestionImportFailure),
  message: z.string().nullable(),
});
export type QuestionImportReport = z.infer<typeof QuestionImportReport>;
export const QuestionExportQuery = QuestionListQuery.omit({ page: true, page_size: true }).extend({ format: z.enum(['xlsx', 'moodle', 'gift']).default('xlsx') });

// ───────────────────────── What a student sees ─────────────────────────

/** What a student sees of an option: its key and text (fractions and feedback are part of the key). */
const publicOptions = z.array(z.object({ key: z.string(), text: z.string() }));
export const PublicLeafContent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), options: publicOptions }),
  z.object({ type: z.literal('multiple'), options: publicOptions }),
  z.object({ type: z.literal('judge') }),
  z.object({ type: z.literal('blank'), blank_count: z.number().int() }),
  /** Units and the required form are part of the question; the accepted values are the key. */
  z.object({ type: z.literal('numeric'), units: z.array(NumericUnit), unit_required: z.boolean(), precision: NumericPrecision.nullable() }),
  /** The student's own values are in the stem; the formula, variables and answer are the key. */
  z.object({ type: z.literal('calculated'), units: z.array(NumericUnit), unit_required: z.boolean(), precision: NumericPrecision.nullable() }),
  z.object({ type: z.literal('short') }),
  z.object({ type: z.literal('program'), template: z.string(), test_count: z.number().int() }),
]);
export type PublicLeafContent = z.infer<typeof PublicLeafContent>;
export const PublicContent = z.union([
  PublicLeafContent,
  /** The starting notebook and how many hidden tests there are (their code is the key). */
  z.object({
    type: z.literal('notebook'),
    cells: z.array(z.object({ type: NotebookCellKind, source: z.string(), locked: z.boolean() })),
    test_count: z.number().int(),
  }),
  /** The prompts in order and every answer to pick from (de-duplicated; in the student's order when the question shuffles). */
  z.object({ type: z.literal('matching'), prompts: z.array(z.string()), answers: z.array(z.string()) }),
  /** Each gap's kind; a choice gap's option texts (its credits are the key). */
  z.object({
    type: z.literal('cloze'),
    gaps: z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('short') }),
        z.object({ kind: z.literal('numeric') }),
        z.object({ kind: z.literal('choice'), display: z.enum(['dropdown', 'radio']), options: z.array(z.string()) }),
      ]),
    ),
  }),
  z.object({
    type: z.literal('case'),
    material: z.string(),
    dataset_url: z.string().nullable(),
    children: z.array(z.object({ key: z.string(), stem: z.string(), score: z.number(), content: PublicLeafContent })),
  }),
]);
export type PublicContent = z.infer<typeof PublicContent>;

/**
 * A student's response: single → 'A'; multiple → ['A','C']; judge → true/false; blank → one string per blank; numeric → the text as typed;
 * matching → the chosen answer's text per prompt ('' unanswered); cloze → one string per gap (a choice gap: the picked option's text);
 * short → text; program → code; notebook → the notebook's cells as `encodeNotebookAnswer` writes them; case → { [sub key]: leaf response }.
 * `null` clears the answer.
 */
export const LeafResponse = z.union([z.string().max(100000), z.array(z.string().max(2000)).max(20), z.boolean(), z.null()]);
export const QuestionResponse = z.union([LeafResponse, z.record(z.string().max(16), LeafResponse)]);
export type QuestionResponse = z.infer<typeof QuestionResponse>;

// ───────────────────────────── Papers ─────────────────────────────

export const PaperQuestionRef = z.object({ question_id: RowId, score: z.number().positive().max(L.score) }).strict();
export const PaperSectionWrite = z
  .object({ title: z.string().trim().min(1).max(100), description: z.string().max(2000).default(''), questions: z.array(PaperQuestionRef).max(200) })
  .strict();
export const PaperWrite = z
  .object({
    title: z.string().trim().min(1).max(100),
    description: z.string().max(2000).default(''),
    duration_minutes: z.number().int().min(1).max(600),
    sections: z.array(PaperSectionWrite).min(1).max(20),
  })
  .strict();
export type PaperWrite = z.input<typeof PaperWrite>;

export const Paper = z.object({
  id: z.number().int(),
  edu_id: z.number().int().nullable(),
  bank: BankSchema,
  title: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  total_score: z.number(),
  question_count: z.number().int(),
  author_name: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Paper = z.infer<typeof Paper>;

export const PaperSection = z.object({
  title: z.string(),
  description: z.string(),
  questions: z.array(z.object({ question_id: z.number().int(), score: z.number(), question: Question })),
});
export type PaperSection = z.infer<typeof PaperSection>;
export const PaperDetail = Paper.extend({ sections: z.array(PaperSection) });
export type PaperDetail = z.infer<typeof PaperDetail>;

/** One question as a student sees it on a paper or in an attempt. */
export const PublicQuestion = z.object({
  question_id: z.number().int(),
  /** 1-based position in the (possibly shuffled) paper. */
  order: z.number().int(),
  section_title: z.string(),
  type: QuestionTypeSchema,
  stem: z.string(),
  score: z.number(),
  content: PublicContent,
});
export type PublicQuestion = z.infer<typeof PublicQuestion>;
export const PaperPreview = Paper.extend({ questions: z.array(PublicQuestion) });
export type PaperPreview = z.infer<typeof PaperPreview>;

export const PaperListQuery = PageQuery.extend({ bank: BankSchema.default('college'), keyword: z.string().trim().max(100).optional() });
export type PaperListQuery = z.input<typeof PaperListQuery>;
export const PaperList = z.object({ list: z.array(Paper), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type PaperList = z.infer<typeof PaperList>;

/** One generation rule: `count` questions of `type`, difficulty within [min, max], covering any of the knowledge points. */
export const GenerateRule = z
  .object({
    section_title: z.string().trim().min(1).max(100),
    type: QuestionTypeSchema,
    count: z.number().int().min(1).max(100),
    difficulty_min: z.number().int().min(1).max(5).default(1),
    difficulty_max: z.number().int().min(1).max(5).default(5),
    knowledge_points: z.array(z.string().trim().min(1).max(L.knowledgePoint)).max(L.knowledgePoints).default([]),
    score_each: z.number().positive().max(L.score),
  })
  .strict();
export type GenerateRule = z.input<typeof GenerateRule>;
export const GeneratePaperRequest = z
  .object({
    title: z.string().trim().min(1).max(100),
    duration_minutes: z.number().int().min(1).max(600),
    /** Which banks to draw from: a college draws from its own and the platform bank with `both`. */
    source: z.enum(['platform', 'college', 'both']).default('both'),
    rules: z.array(GenerateRule).min(1).max(30),
    /** Same seed, same bank → same paper. */
    seed: z.number().int().optional(),
  })
  .strict();
export type GeneratePaperRequest = z.input<typeof GeneratePaperRequest>;
export const GeneratePaperResult = z.object({
  /** The draft, ready for `createPaper`. */
  paper: PaperWrite,
  /** The draft's questions, for the preview. */
  sections: z.array(PaperSection),
  total_score: z.number(),
  shortfall: z.array(z.object({ rule: z.number().int(), section_title: z.string(), wanted: z.number().int(), found: z.number().int(), reason: z.string() })),
});
export type GeneratePaperResult = z.infer<typeof GeneratePaperResult>;

// ───────────────────────────── Exams ─────────────────────────────

export const ShowResultsSchema = z.enum(['never', 'after_submit', 'after_close']);
export type ShowResults = z.infer<typeof ShowResultsSchema>;
/** Derived from the server clock: before start, between start and end, after end. */
export const ExamStatusSchema = z.enum(['scheduled', 'open', 'closed']);
export type ExamStatus = z.infer<typeof ExamStatusSchema>;

const examFields = {
  title: z.string().trim().min(1).max(100),
  description: z.string().max(2000),
  paper_id: RowId,
  start_at: z.string().datetime({ offset: true }),
  end_at: z.string().datetime({ offset: true }),
  duration_minutes: z.number().int().min(1).max(600),
  class_ids: z.array(RowId).max(50),
  /** Extra individual candidates beside the classes. */
  user_ids: z.array(RowId).max(2000),
  attempts: z.number().int().min(1).max(10),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  show_results: ShowResultsSchema,
};
export const ExamWrite = z
  .object({
    ...examFields,
    description: examFields.description.default(''),
    class_ids: examFields.class_ids.default([]),
    user_ids: examFields.user_ids.default([]),
    attempts: examFields.attempts.default(1),
    shuffle_questions: examFields.shuffle_questions.default(false),
    shuffle_options: examFields.shuffle_options.default(false),
    show_results: examFields.show_results.default('after_close'),
  })
  .strict();
export type ExamWrite = z.input<typeof ExamWrite>;
/** Only the fields sent change (no defaults here: a partial update never resets the others). Paper cannot change once an attempt exists. */
export const ExamUpdate = z.object(examFields).partial().strict();
export type ExamUpdate = z.input<typeof ExamUpdate>;

export const Exam = z.object({
  id: z.number().int(),
  /** Null for the quiz of a platform competition (issue 10). */
  edu_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  paper_id: z.number().int(),
  paper_title: z.string(),
  start_at: Timestamp,
  end_at: Timestamp,
  duration_minutes: z.number().int(),
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  user_ids: z.array(z.number().int()),
  attempts: z.number().int(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  show_results: ShowResultsSchema,
  total_score: z.number(),
  question_count: z.number().int(),
  status: ExamStatusSchema,
  published: z.boolean(),
  candidate_count: z.number().int(),
  submitted_count: z.number().int(),
  /** Answers awaiting a teacher's mark. */
  unmarked_count: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Exam = z.infer<typeof Exam>;

export const AttemptStatusSchema = z.enum(['in_progress', 'submitted']);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;

/** An exam in a student's list. */
export const StudentExam = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  start_at: Timestamp,
  end_at: Timestamp,
  duration_minutes: z.number().int(),
  total_score: z.number(),
  question_count: z.number().int(),
  status: ExamStatusSchema,
  attempts_allowed: z.number().int(),
  attempts_used: z.number().int(),
  /** An attempt can be started now (`startAttempt` accepts it): the window open for this student, attempts left, none in progress. */
  can_start: z.boolean(),
  /** The publish rule: 交卷后 / 考试结束后 / 不公布 (a teacher's publication releases the score in any case). */
  show_results: ShowResultsSchema,
  /**
   * The latest attempt. `score` only once released and fully graded; `pending`: answers still await a teacher's mark
   * or the tests' run.
   */
  attempt: z
    .object({
      id: z.number().int(),
      status: AttemptStatusSchema,
      deadline: Timestamp,
      submitted_at: Timestamp.nullable(),
      score: z.number().nullable(),
      pending: z.boolean(),
    })
    .nullable(),
  /** The latest submitted attempt's score may be shown (its publish rule, or the exam published). */
  score_released: z.boolean(),
  /** The latest attempt's result can be read (`getAttemptResult`): with its keys, or without while attempts remain. */
  results_available: z.boolean(),
});
export type StudentExam = z.infer<typeof StudentExam>;

export const ExamListQuery = PageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  status: ExamStatusSchema.optional(),
  class_id: IdParam.optional(),
});
export type ExamListQuery = z.input<typeof ExamListQuery>;
/** Staff receive `Exam` rows; students `StudentExam` rows. */
export const ExamList = z.object({ list: z.array(Exam), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type ExamList = z.infer<typeof ExamList>;
export const StudentExamList = z.object({ list: z.array(StudentExam), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type StudentExamList = z.infer<typeof StudentExamList>;

/** The exam's frozen paper (staff): questions with keys, in paper order. */
export const ExamPaper = z.object({ exam_id: z.number().int(), total_score: z.number(), sections: z.array(PaperSection) });
export type ExamPaper = z.infer<typeof ExamPaper>;
export const AnswerKeyUpdate = z.object({ content: QuestionContent }).strict();
export type AnswerKeyUpdate = z.input<typeof AnswerKeyUpdate>;

export const Candidate = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  class_name: z.string().nullable(),
  extra_minutes: z.number().int(),
  attempt: z
    .object({
      id: z.number().int(),
      status: AttemptStatusSchema,
      started_at: Timestamp,
      deadline: Timestamp,
      submitted_at: Timestamp.nullable(),
      score: z.number().nullable(),
      answered: z.number().int(),
    })
    .nullable(),
  attempts_used: z.number().int(),
  event_count: z.number().int(),
});
export type Candidate = z.infer<typeof Candidate>;
export const CandidateList = z.object({ list: z.array(Candidate) });
export const ExtraTimeWrite = z.object({ minutes: z.number().int().min(0).max(600) }).strict();

export const INTEGRITY_EVENT_TYPES = ['blur', 'hidden', 'paste', 'copy', 'fullscreen_exit'] as const;
export const IntegrityEventType = z.enum(INTEGRITY_EVENT_TYPES);
export const IntegrityEventWrite = z
  .object({ events: z.array(z.object({ type: IntegrityEventType, at: z.string().datetime({ offset: true }), detail: z.string().max(200).default('') }).strict()).min(1).max(100) })
  .strict();
export type IntegrityEventWrite = z.input<typeof IntegrityEventWrite>;
export const IntegrityEvent = z.object({
  id: z.number().int(),
  attempt_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  type: IntegrityEventType,
  at: Timestamp,
  detail: z.string(),
});
export type IntegrityEvent = z.infer<typeof IntegrityEvent>;
export const IntegrityEventList = z.object({ list: z.array(IntegrityEvent) });
export const IntegrityEventQuery = z.object({ user_id: IdParam.optional() });

// ───────────────────────────── Attempts ─────────────────────────────

export const SavedAnswer = z.object({
  question_id: z.number().int(),
  response: QuestionResponse,
  /** The highest client revision the server holds for this question. */
  revision: z.number().int(),
  flagged: z.boolean(),
  saved_at: Timestamp,
});
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** A student's attempt: questions without keys, saved answers, and the server-held deadline. */
export const AttemptView = z.object({
  id: z.number().int(),
  exam_id: z.number().int(),
  exam_title: z.string(),
  status: AttemptStatusSchema,
  started_at: Timestamp,
  /** When the attempt closes: start + duration + extra time, never after the exam's end + extra time. */
  deadline: Timestamp,
  /** The server's clock at answer time: the page counts down from `deadline − server_now`, never from the browser's clock. */
  server_now: Timestamp,
  submitted_at: Timestamp.nullable(),
  total_score: z.number(),
  questions: z.array(PublicQuestion),
  answers: z.array(SavedAnswer),
});
export type AttemptView = z.infer<typeof AttemptView>;

/**
 * Autosave body. Each answer carries the client's revision (increasing per question); the server keeps the highest
 * and acknowledges only after the commit. A lower or equal revision is acknowledged with the stored revision, never applied.
 */
export const SaveAnswers = z
  .object({
    answers: z
      .array(z.object({ question_id: RowId, response: QuestionResponse, revision: z.number().int().min(1).max(MAX_ID), flagged: z.boolean().default(false) }).strict())
      .min(1)
      .max(200),
  })
  .strict();
export type SaveAnswers = z.input<typeof SaveAnswers>;
export const SaveAnswersResult = z.object({
  acks: z.array(z.object({ question_id: z.number().int(), revision: z.number().int() })),
  /**
   * Answers refused one by one (not on the exam, or not a response its question accepts), with why in the caller's
   * language; the valid answers of the same save are stored and acknowledged all the same.
   */
  rejected: z.array(z.object({ question_id: z.number().int(), revision: z.number().int(), message: z.string() })).optional(),
  server_now: Timestamp,
  deadline: Timestamp,
});
export type SaveAnswersResult = z.infer<typeof SaveAnswersResult>;

export const SubmitResult = z.object({
  attempt_id: z.number().int(),
  status: AttemptStatusSchema,
  submitted_at: Timestamp,
  /** Only when results are shown after submit and nothing awaits a teacher. */
  score: z.number().nullable(),
  /** The result can be read (`getAttemptResult`): with its keys, or without while attempts remain. */
  results_available: z.boolean(),
  /** The score may be shown (once nothing is `pending`). */
  score_released: z.boolean(),
  /** Answers await a teacher's mark or the tests' run. */
  pending: z.boolean(),
  /** Another attempt can be started now. */
  can_start: z.boolean(),
});
export type SubmitResult = z.infer<typeof SubmitResult>;

/** A hidden test's outcome: its name and points, never the test code. */
const TestOutcome = z.object({ name: z.string(), passed: z.boolean(), points: z.number(), message: z.string() });

/**
 * What grading decided for each part of one leaf answer (issue 31), stored with the grade so a review shows the
 * server's verdicts as they were given instead of working them out again in the browser.
 */
export const LeafVerdicts = z.object({
  /** Fill in the blanks: whether each blank was counted right, in blank order. */
  blanks: z.array(z.boolean()).optional(),
  /** Numeric and calculated: the credit earned (0–1) and the index of the accepted answer that matched (null: none). */
  numeric: z.object({ credit: z.number(), matched: z.number().int().nullable() }).optional(),
  /** Single and multiple choice: each picked option (by its key) and whether picking it was right. */
  picks: z.record(z.string(), z.boolean()).optional(),
  /** Matching: whether each prompt's chosen answer was right, in prompt order. */
  pairs: z.array(z.boolean()).optional(),
  /** Cloze: the credit (0–1) each gap earned, in gap order. */
  gaps: z.array(z.number()).optional(),
});
export type LeafVerdicts = z.infer<typeof LeafVerdicts>;
/** The verdicts of a whole answer: a leaf's own, or a case question's per sub-question (by sub key). */
export const QuestionVerdicts = LeafVerdicts.extend({ subs: z.record(z.string(), LeafVerdicts).optional() });
export type QuestionVerdicts = z.infer<typeof QuestionVerdicts>;

/** One graded question with its key (staff, or a student once the keys are released). `awarded: null` awaits a teacher's mark. */
export const GradedQuestion = z.object({
  /** The key, analyses, the calculated answer and the tests' messages are here (always for staff). */
  key_released: z.literal(true).optional(),
  question_id: z.number().int(),
  order: z.number().int(),
  type: QuestionTypeSchema,
  stem: z.string(),
  score: z.number(),
  awarded: z.number().nullable(),
  correct: z.boolean().nullable(),
  response: QuestionResponse,
  comment: z.string(),
  /** The key and analysis: sent only once results are released. */
  content: QuestionContent,
  analysis: z.string(),
  /** Programming questions: each hidden test's outcome (names and points, never the test code). */
  tests: z.array(TestOutcome).nullable(),
  /** Calculated questions: this student's values and expected answer (`stem` is already filled with them). */
  variant: CalculatedVariant.nullable().optional(),
  /** Notebook questions with per-student data: the seed and parameters this student had (null: none generated). */
  data: z.object({ seed: z.number().int(), params: z.record(z.string(), z.unknown()) }).nullable().optional(),
  /**
   * The per-part verdicts grading stored (issue 31): blanks, a numeric answer's credit, picked options; a part a
   * teacher marked has none (the mark wins). Null or missing for an answer graded before they were stored: the page
   * then works them out with the same rules (@finedu/domain).
   */
  verdicts: QuestionVerdicts.nullable().optional(),
});
export type GradedQuestion = z.infer<typeof GradedQuestion>;
/**
 * A graded question of a student's result while its key is withheld (issue 37): attempts remain, so the student sees
 * what Moodle's review shows "immediately after the attempt" without the right answer: the question as they sat it
 * (no key), their response, the marks and whether it was right, the teacher's comment, and each hidden test's name,
 * points and whether it passed (its message cut to the error's type: a test's own message may spell the key out).
 * No analysis, no calculated answer, no hidden test code.
 */
export const WithheldGradedQuestion = z.object({
  key_released: z.literal(false),
  question_id: z.number().int(),
  order: z.number().int(),
  type: QuestionTypeSchema,
  stem: z.string(),
  score: z.number(),
  awarded: z.number().nullable(),
  correct: z.boolean().nullable(),
  response: QuestionResponse,
  comment: z.string(),
  content: PublicContent,
  tests: z.array(TestOutcome).nullable(),
  data: z.object({ seed: z.number().int(), params: z.record(z.string(), z.unknown()) }).nullable().optional(),
});
export type WithheldGradedQuestion = z.infer<typeof WithheldGradedQuestion>;
/** A question of a student's result: with its key once released, without it while attempts remain. */
export const ResultQuestion = z.union([WithheldGradedQuestion, GradedQuestion]);
export type ResultQuestion = z.infer<typeof ResultQuestion>;
export const AttemptResult = z.object({
  attempt_id: z.number().int(),
  exam_id: z.number().int(),
  exam_title: z.string(),
  submitted_at: Timestamp.nullable(),
  total_score: z.number(),
  score: z.number().nullable(),
  /**
   * Whether the keys are in this result. `false` while the student has attempts left (or one in progress): the keys
   * come once no attempt remains, or when the results are published after the exam.
   */
  keys_released: z.boolean(),
  questions: z.array(ResultQuestion),
});
export type AttemptResult = z.infer<typeof AttemptResult>;
/** Staff review of an attempt: the result (keys always) plus who and the integrity events. */
export const AttemptReview = AttemptResult.extend({
  questions: z.array(GradedQuestion),
  user_id: z.number().int(),
  user_name: z.string(),
  status: AttemptStatusSchema,
  events: z.array(IntegrityEvent),
});
export type AttemptReview = z.infer<typeof AttemptReview>;

// ───────────────────────────── Marking ─────────────────────────────

/** An item to mark: `item` is `"<question_id>"`, or `"<question_id>:<sub key>"` for a case sub-question. */
export const MarkingQueueItem = z.object({
  item: z.string(),
  question_id: z.number().int(),
  order: z.number().int(),
  type: QuestionTypeSchema,
  stem: z.string(),
  score: z.number(),
  total: z.number().int(),
  marked: z.number().int(),
});
export type MarkingQueueItem = z.infer<typeof MarkingQueueItem>;
export const MarkingQueue = z.object({ list: z.array(MarkingQueueItem) });
export const MarkingAnswers = z.object({
  item: z.string(),
  stem: z.string(),
  score: z.number(),
  reference: z.string(),
  list: z.array(
    z.object({
      attempt_id: z.number().int(),
      user_id: z.number().int(),
      user_name: z.string(),
      username: z.string(),
      response: QuestionResponse,
      awarded: z.number().nullable(),
      comment: z.string(),
    }),
  ),
});
export type MarkingAnswers = z.infer<typeof MarkingAnswers>;
export const MarkWrite = z.object({ score: z.number().min(0).max(L.score), comment: z.string().max(2000).default('') }).strict();
export type MarkWrite = z.input<typeof MarkWrite>;

// ───────────────────────────── Statistics and grades ─────────────────────────────

export const ExamStatistics = z.object({
  exam_id: z.number().int(),
  total_score: z.number(),
  candidate_count: z.number().int(),
  submitted_count: z.number().int(),
  /** Attempts with every answer graded. */
  graded_count: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  stddev: z.number().nullable(),
  max: z.number().nullable(),
  min: z.number().nullable(),
  /** Ten equal bins over [0, total_score]. */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      order: z.number().int(),
      type: QuestionTypeSchema,
      stem: z.string(),
      score: z.number(),
      mean_awarded: z.number().nullable(),
      /** 得分率: mean awarded / score, for every type (equal to the facility index). */
      score_rate: z.number().nullable(),
      /** 正确率: share of answers fully correct (full marks); null for types graded by hand or by tests ({@link CORRECT_RATE_TYPES}). */
      correct_rate: z.number().nullable(),
      /** Facility index: mean awarded / score. */
      difficulty: z.number().nullable(),
      /** Upper 27 % facility − lower 27 % facility. */
      discrimination: z.number().nullable(),
    }),
  ),
});
export type ExamStatistics = z.infer<typeof ExamStatistics>;

export const MyGrade = z.object({
  exam_id: z.number().int(),
  exam_title: z.string(),
  attempt_id: z.number().int(),
  submitted_at: Timestamp.nullable(),
  total_score: z.number(),
  /** `null` until the results are released and every answer is graded. */
  score: z.number().nullable(),
  /** The score may be shown (the publish rule, or the exam published). */
  released: z.boolean(),
  /** Answers await a teacher's mark or the tests' run. */
  pending: z.boolean(),
  /** The attempt's review (`getAttemptResult`) is served: false where the exam publishes no answers. */
  review_available: z.boolean(),
  show_results: ShowResultsSchema,
});
export type MyGrade = z.infer<typeof MyGrade>;
export const MyGradeList = z.object({ list: z.array(MyGrade) });

export const GradebookQuery = z.object({ class_id: IdParam });
export const Gradebook = z.object({
  class: z.object({ id: z.number().int(), name: z.string() }),
  exams: z.array(z.object({ id: z.number().int(), title: z.string(), total_score: z.number(), weight: z.number() })),
  students: z.array(
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      name: z.string(),
      /** One per exam, as a score on that exam (null: no submitted attempt). */
      scores: z.array(z.number().nullable()),
      /** Σ weight × score/total × 100 / Σ weight, over exams with a weight. */
      weighted: z.number().nullable(),
    }),
  ),
});
export type Gradebook = z.infer<typeof Gradebook>;
export const GradebookWeights = z
  .object({ class_id: RowId, weights: z.array(z.object({ exam_id: RowId, weight: z.number().min(0).max(100) }).strict()).max(200) })
  .strict();
export type GradebookWeights = z.input<typeof GradebookWeights>;

// ───────────────────────────── Schemas of the calls ─────────────────────────────

export const KnowledgePointList = z.object({ list: z.array(z.string()) });
export const QuestionCategoryList = z.object({ list: z.array(QuestionCategory) });

/** The question, paper and bank calls (QUESTION_CALLS) with their schemas. */
export const QUESTION_SCHEMAS = schemasFor(QUESTION_CALLS)({
  listQuestions: { query: QuestionListQuery, response: QuestionList },
  getQuestion: { params: IdParams, response: Question },
  createQuestion: { body: QuestionWrite, response: Question },
  updateQuestion: { params: IdParams, body: QuestionWrite, response: Question },
  deleteQuestion: { params: IdParams, response: Empty },
  previewCalculated: { body: CalculatedPreviewRequest, response: CalculatedPreview },
  previewNotebookSeeds: { body: SeedPreviewRequest, response: SeedPreviewList },
  copyQuestions: { body: QuestionCopy, response: QuestionCopyResult },
  listKnowledgePoints: { query: BankQuery, response: KnowledgePointList },
  listQuestionCategories: { query: BankQuery, response: QuestionCategoryList },
  createQuestionCategory: { body: QuestionCategoryWrite, response: QuestionCategory },
  updateQuestionCategory: { params: IdParams, body: QuestionCategoryWrite, response: QuestionCategory },
  deleteQuestionCategory: { params: IdParams, response: Empty },
  // The body is the file's bytes (any content type the server reads as a buffer), so it has no schema.
  previewQuestionImport: { query: QuestionImportQuery, response: QuestionImportPreview },
  importQuestions: { query: QuestionImportQuery, response: QuestionImportReport },
  questionImportTemplate: {},
  exportQuestions: { query: QuestionExportQuery },
  listPapers: { query: PaperListQuery, response: PaperList },
  getPaper: { params: IdParams, response: PaperDetail },
  createPaper: { body: PaperWrite, response: PaperDetail },
  updatePaper: { params: IdParams, body: PaperWrite, response: PaperDetail },
  deletePaper: { params: IdParams, response: Empty },
  generatePaper: { body: GeneratePaperRequest, response: GeneratePaperResult },
  previewPaper: { params: IdParams, response: PaperPreview },
});

const positiveId = IdParams.shape.id;
/** A marking item: `"<question id>"` or `"<question id>:<sub key>"`. */
const MarkingItem = z.string().regex(/^[1-9][0-9]{0,9}(:[a-z0-9_-]{1,16})?$/, 'item: "<question id>" or "<question id>:<sub key>"');
export const ExamQuestionParams = z.object({ id: positiveId, questionId: positiveId });
/**
 * `POST /api/exam/attempt/:id/notebook/:questionId`: where the question's kernel starts (`path`, in the student's home)
 * and the data that folder holds: the seed and parameters of a question with a generator, else null.
 */
export const ExamNotebookFolder = z.object({
  path: z.string(),
  seed: z.number().int().min(0).max(MAX_SEED).nullable(),
  params: z.record(z.string(), z.unknown()).nullable(),
});
export type ExamNotebookFolder = z.infer<typeof ExamNotebookFolder>;
export const ExamCandidateParams = z.object({ id: positiveId, userId: positiveId });
export const MarkingItemParams = z.object({ id: positiveId, questionId: MarkingItem });
export const MarkParams = z.object({ id: positiveId, questionId: MarkingItem, attemptId: positiveId });
export const ExamAttemptParams = z.object({ id: positiveId, attemptId: positiveId });
/** One marked answer (a row of `MarkingAnswers`). */
export const MarkedAnswer = MarkingAnswers.shape.list.element;
export const RegradeResult = z.object({ regraded: z.number().int() });
/** Staff receive `ExamList`, a student `StudentExamList`. */
export const ExamListResult = z.union([ExamList, StudentExamList]);

/** The exam, attempt and grade calls (EXAM_CALLS) with their schemas. */
export const EXAM_SCHEMAS = schemasFor(EXAM_CALLS)({
  listExams: { query: ExamListQuery, response: ExamListResult },
  getExam: { params: IdParams, response: Exam },
  createExam: { body: ExamWrite, response: Exam },
  updateExam: { params: IdParams, body: ExamUpdate, response: Exam },
  deleteExam: { params: IdParams, response: Empty },
  getExamPaper: { params: IdParams, response: ExamPaper },
  updateExamAnswerKey: { params: ExamQuestionParams, body: AnswerKeyUpdate, response: ExamPaper },
  listExamCandidates: { params: IdParams, response: CandidateList },
  setExtraTime: { params: ExamCandidateParams, body: ExtraTimeWrite, response: Candidate },
  listIntegrityEvents: { params: IdParams, query: IntegrityEventQuery, response: IntegrityEventList },
  markingQueue: { params: IdParams, response: MarkingQueue },
  markingQuestion: { params: MarkingItemParams, response: MarkingAnswers },
  markAnswer: { params: MarkParams, body: MarkWrite, response: MarkedAnswer },
  regradeExam: { params: IdParams, response: RegradeResult },
  publishExam: { params: IdParams, response: Exam },
  examStatistics: { params: IdParams, response: ExamStatistics },
  exportExamScores: { params: IdParams },
  getAttemptReview: { params: ExamAttemptParams, response: AttemptReview },
  startAttempt: { params: IdParams, response: AttemptView },
  getAttempt: { params: IdParams, response: AttemptView },
  saveAnswers: { params: IdParams, body: SaveAnswers, response: SaveAnswersResult },
  recordEvents: { params: IdParams, body: IntegrityEventWrite, response: Empty },
  openExamNotebook: { params: ExamQuestionParams, response: ExamNotebookFolder },
  submitAttempt: { params: IdParams, response: SubmitResult },
  getAttemptResult: { params: IdParams, response: AttemptResult },
  myGrades: { response: MyGradeList },
  gradebook: { query: GradebookQuery, response: Gradebook },
  setGradebookWeights: { body: GradebookWeights, response: Gradebook },
  exportGradebook: { query: GradebookQuery },
});
