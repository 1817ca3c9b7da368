// Courses, chapters, study progress, teaching resources, the materials library and articles (issue 5).
// Calls in courseCalls.ts (`COURSE_CALLS`, `RESOURCE_CALLS`, `TEXTBOOK_CALLS`, `ARTICLE_CALLS`; their schema tables at
// the end of this file); every change is logged in notes/course-contract.md.
import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { Empty, IdParams, PageQuery, Timestamp, paged, IdParam, RowId } from './common.js';
import { ARTICLE_CALLS, COURSE_CALLS, RESOURCE_CALLS, TEXTBOOK_CALLS } from './courseCalls.js';
import { STUDY_RULES } from '../course/studyProgress.js';
import { TablePreview, TablePreviewRows } from './table.js';

/** Limits the server enforces. */
export const COURSE_LIMITS = {
  /** Markdown of one chapter. */
  chapterContent: 200_000,
  /** Article content (HTML or markdown). */
  articleContent: 200_000,
  /** Resources, cases, blockchain cases and exams attached to one chapter (each). */
  chapterLinks: 50,
  /** Chapters (top level and sections together) of one course. */
  chapters: 500,
  teachers: 50,
  classes: 200,
  grants: 1000,
} as const;

const Id = RowId;
const IdList = (max: number) => z.array(Id).max(max);
/** A URL or storage URL the Uploader answered (cover images); `''` = none. */
const ImageUrl = z.string().trim().max(2048);
/** A course's minimum reading time per section (seconds; 0 = none). */
const MinReadSeconds = z.number().int().min(0).max(STUDY_RULES.maxMinReadSeconds);

export const CourseStatus = z.enum(['draft', 'published']);
export type CourseStatus = z.infer<typeof CourseStatus>;

/** A person or class shown by name. */
export const NamedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;
/** A linked item shown by title (cases, exams, courses). */
export const TitledRef = z.object({ id: z.number().int(), title: z.string() });
export type TitledRef = z.infer<typeof TitledRef>;

/**
 * Learned chapters out of all chapters (top-level chapters and sections both count). `read` counts the learned ones
 * (the study rule of issue 18: read to the end for the course's minimum time, video watched, cases opened);
 * `opened` those the reader has opened at all.
 */
export const CourseProgress = z.object({ read: z.number().int(), opened: z.number().int(), total: z.number().int() });
export type CourseProgress = z.infer<typeof CourseProgress>;

// ---------------------------------------------------------------- courses

/**
 * A course. `edu_id: null` is a platform course (sys_admin); in a college's lists a platform course appears
 * with `granted: true` and `editable: false` (its chapters are read-only there; classes and teachers can be assigned).
 * `teachers` and `classes` are those of the caller's college (all colleges' for the sys_admin).
 */
export const CourseSummary = z.object({
  id: z.number().int(),
  edu_id: z.number().int().nullable(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  status: CourseStatus,
  /** Display order (ascending). */
  sort: z.number().int(),
  granted: z.boolean(),
  /** The caller may edit the course and its chapters. */
  editable: z.boolean(),
  teachers: z.array(NamedRef),
  classes: z.array(NamedRef),
  chapter_count: z.number().int(),
  /** Minimum reading time of a section before it counts as learned (seconds; 0 = none). */
  min_read_seconds: z.number().int(),
  /** sys_admin, platform courses only: the colleges it is granted to (else `[]`). */
  edu_ids: z.array(z.number().int()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CourseSummary = z.infer<typeof CourseSummary>;

export const CourseList = paged(CourseSummary);
export type CourseList = z.infer<typeof CourseList>;

/** `GET /api/admin/course` (staff). `source`: `own` college courses, `granted` platform courses, absent = both. */
export const CourseListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: CourseStatus.optional(),
  source: z.enum(['own', 'granted']).optional(),
});
export type CourseListQuery = z.input<typeof CourseListQuery>;

/** A card of "my courses" (`GET /api/admin/course/my`); `progress` is the caller's (students), else `null`. */
export const MyCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  status: CourseStatus,
  granted: z.boolean(),
  teachers: z.array(NamedRef),
  chapter_count: z.number().int(),
  progress: CourseProgress.nullable(),
  /** When the caller last read a chapter of it (students), else `null`. */
  last_read_at: Timestamp.nullable(),
});
export type MyCourse = z.infer<typeof MyCourse>;
export const MyCourseList = z.array(MyCourse);
export type MyCourseList = z.infer<typeof MyCourseList>;

/**
 * `POST /api/admin/course`. sys_admin creates a platform course (`teacher_ids`/`class_ids` must be empty);
 * a college's staff create in their own college (a teacher is added to the course's teachers).
 * `teacher_ids`: users of the college with role edu_teacher; `class_ids`: classes of the college.
 */
export const CourseCreate = z
  .object({
    title: z.string().trim().min(1).max(100),
    cover: ImageUrl.default(''),
    description: z.string().trim().max(5000).default(''),
    status: CourseStatus.default('draft'),
    sort: z.number().int().min(0).max(100000).default(0),
    min_read_seconds: MinReadSeconds.default(STUDY_RULES.defaultMinReadSeconds),
    teacher_ids: IdList(COURSE_LIMITS.teachers).default([]),
    class_ids: IdList(COURSE_LIMITS.classes).default([]),
  })
  .strict();
export type CourseCreate = z.input<typeof CourseCreate>;

/** `PUT /api/admin/course/{id}`: any subset; lists replace the stored ones. */
export const CourseUpdate = z
  .object({
    title: z.string().trim().min(1).max(100),
    cover: ImageUrl,
    description: z.string().trim().max(5000),
    status: CourseStatus,
    sort: z.number().int().min(0).max(100000),
    min_read_seconds: MinReadSeconds,
    teacher_ids: IdList(COURSE_LIMITS.teachers),
    class_ids: IdList(COURSE_LIMITS.classes),
  })
  .partial()
  .strict();
export type CourseUpdate = z.input<typeof CourseUpdate>;

/** `PUT /api/admin/course/{id}/assign`: the course's classes and teachers in the caller's college (own or granted course). */
export const CourseAssign = z
  .object({ class_ids: IdList(COURSE_LIMITS.classes), teacher_ids: IdList(COURSE_LIMITS.teachers) })
  .partial()
  .strict();
export type CourseAssign = z.input<typeof CourseAssign>;

/** `GET /api/admin/course/teachers`: the caller college's active teachers. */
export const CourseTeacherOption = z.object({ id: z.number().int(), name: z.string(), username: z.string() });
export type CourseTeacherOption = z.infer<typeof CourseTeacherOption>;
export const CourseTeacherOptions = z.array(CourseTeacherOption);
export type CourseTeacherOptions = z.infer<typeof CourseTeacherOptions>;

/** `GET /api/admin/course/{id}/cases`: published cases usable by the course's college (at most 200). */
export const LinkableCase = z.object({
  id: z.number().int(),
  title: z.string(),
  type_name: z.string(),
  summary: z.string(),
  difficulty: z.number().int(),
});
export type LinkableCase = z.infer<typeof LinkableCase>;
export const LinkableCaseList = z.array(LinkableCase);
export type LinkableCaseList = z.infer<typeof LinkableCaseList>;
export const LinkableCaseQuery = z.object({ keyword: z.string().trim().max(64).optional() });
export type LinkableCaseQuery = z.input<typeof LinkableCaseQuery>;

/** `GET|PUT /api/admin/course/{id}/grants` (sys_admin, platform courses): exactly these colleges. */
export const CourseGrants = z.object({ edu_ids: IdList(COURSE_LIMITS.grants) }).strict();
export type CourseGrants = z.infer<typeof CourseGrants>;

// ---------------------------------------------------------------- chapters

/** A node of the chapter tree (without content). `parent_id: null` = a chapter, else a section of that chapter. */
export interface ChapterNode {
  id: number;
  parent_id: number | null;
  title: string;
  sort: number;
  resource_count: number;
  case_count: number;
  exam_count: number;
  /** Read by the caller (study views; `false` elsewhere). */
  read: boolean;
  /** Sections (always `[]` for a section). */
  children: ChapterNode[];
}
export const ChapterNode: z.ZodType<ChapterNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    title: z.string(),
    sort: z.number().int(),
    resource_count: z.number().int(),
    case_count: z.number().int(),
    exam_count: z.number().int(),
    read: z.boolean(),
    children: z.array(ChapterNode),
  }),
);
export const ChapterTree = z.array(ChapterNode);
export type ChapterTree = z.infer<typeof ChapterTree>;

/** `GET /api/admin/course/{id}`: the course with its chapter tree. */
export const CourseDetail = CourseSummary.extend({ chapters: ChapterTree });
export type CourseDetail = z.infer<typeof CourseDetail>;

export const ResourceType = z.enum(['document', 'slides', 'video', 'dataset', 'notebook', 'image', 'other']);
export type ResourceType = z.infer<typeof ResourceType>;

/** What a resource's file is shown as in the browser. */
/** `table`: a CSV or XLSX file, whose first rows the server reads (`resourceTable`) as it reads a case's datasets. */
export const PreviewKind = z.enum(['pdf', 'image', 'video', 'markdown', 'notebook', 'table', 'other']);
export type PreviewKind = z.infer<typeof PreviewKind>;

/** A resource attached to a chapter, as a reader sees it (with a signed, expiring URL). */
export const ChapterResource = z.object({
  id: z.number().int(),
  title: z.string(),
  type: ResourceType,
  kind: PreviewKind,
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ChapterResource = z.infer<typeof ChapterResource>;

/** Something still missing before a section counts as learned (`seconds`: reading time still needed). */
export const MissingStudyStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('time'), seconds: z.number().int() }),
  z.object({ kind: z.literal('end') }),
  z.object({ kind: z.literal('video') }),
  z.object({ kind: z.literal('case') }),
  z.object({ kind: z.literal('blockCase') }),
]);

/** A student's study of one section, as the server decided it (issue 18). */
export const SectionStudy = z.object({
  opened: z.boolean(),
  learned: z.boolean(),
  /** Reading time the server credited (whole seconds). */
  read_seconds: z.number().int(),
  reached_end: z.boolean(),
  /** The largest watched share of the section's video, 0…1. */
  video_fraction: z.number(),
  /** The course's minimum reading time (seconds; 0 = none). */
  min_read_seconds: z.number().int(),
  /** What is still missing, in the order time, end, video, case, blockCase; empty when learned. */
  missing: z.array(MissingStudyStep),
});
export type SectionStudy = z.infer<typeof SectionStudy>;

/**
 * A chapter with its content (`GET /api/admin/chapter/{id}` for editors, the study call for readers).
 * `content` is markdown (formulas `$…$` / `$$…$$`, images); any HTML in it was sanitized on save.
 * Links resolve to titles; a linked item that no longer exists (or that the reader may not see) is left out.
 */
export const ChapterDetail = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  resource_ids: z.array(z.number().int()),
  case_ids: z.array(z.number().int()),
  /** Linked blockchain cases (issue 11); readers get the published, not deleted ones only. */
  block_case_ids: z.array(z.number().int()),
  exam_ids: z.array(z.number().int()),
  resources: z.array(ChapterResource),
  cases: z.array(TitledRef),
  /** The linked blockchain cases by title, in link order (the lab is `routePath('BlockLab', { id })`). */
  block_cases: z.array(TitledRef),
  exams: z.array(TitledRef),
  /** The reader has learned it (the study rule), not merely opened it. */
  read: z.boolean(),
  /** The reader's study state (students); `null` for staff and editors. */
  study: SectionStudy.nullable(),
  updated_at: Timestamp,
});
export type ChapterDetail = z.infer<typeof ChapterDetail>;

/** `POST /api/admin/course/{id}/chapter`: `parent_id` a top-level chapter of the course for a section; appended last. */
export const ChapterCreate = z
  .object({
    parent_id: Id.nullable().default(null),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(COURSE_LIMITS.chapterContent).default(''),
    resource_ids: IdList(COURSE_LIMITS.chapterLinks).default([]),
    case_ids: IdList(COURSE_LIMITS.chapterLinks).default([]),
    /** Published blockchain cases (issue 11). */
    block_case_ids: IdList(COURSE_LIMITS.chapterLinks).default([]),
    exam_ids: IdList(COURSE_LIMITS.chapterLinks).default([]),
  })
  .strict();
export type ChapterCreate = z.input<typeof ChapterCreate>;

/** `PUT /api/admin/chapter/{id}`: any subset; `parent_id` moves it (appended last under the new parent). */
export const ChapterUpdate = z
  .object({
    parent_id: Id.nullable(),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(COURSE_LIMITS.chapterContent),
    resource_ids: IdList(COURSE_LIMITS.chapterLinks),
    case_ids: IdList(COURSE_LIMITS.chapterLinks),
    block_case_ids: IdList(COURSE_LIMITS.chapterLinks),
    exam_ids: IdList(COURSE_LIMITS.chapterLinks),
  })
  .partial()
  .strict();
export type ChapterUpdate = z.input<typeof ChapterUpdate>;

/** `PUT /api/admin/course/{id}/chapter/order`: `ids` are exactly the children of `parent_id`, in their new order. */
export const ChapterReorder = z
  .object({ parent_id: Id.nullable(), ids: z.array(Id).min(1).max(COURSE_LIMITS.chapters) })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, { message: 'ids must be unique', path: ['ids'] });
export type ChapterReorder = z.infer<typeof ChapterReorder>;

export const ChapterIdParams = z.object({ id: IdParam, chapterId: IdParam });
export type ChapterIdParams = z.infer<typeof ChapterIdParams>;

// ---------------------------------------------------------------- study and progress

/** `GET /api/admin/study/{id}`: the course as its reader sees it; `progress` is the caller's. */
export const StudyCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  teachers: z.array(NamedRef),
  chapters: ChapterTree,
  progress: CourseProgress,
  /** The chapter to open first: the first unread one (or the first). `null` when the course has no chapters. */
  next_chapter_id: z.number().int().nullable(),
});
export type StudyCourse = z.infer<typeof StudyCourse>;

/**
 * `POST …/read`: a reading report of the section page (on open, then a heartbeat while the tab is visible).
 * `visible_ms`: time the page was in view since the previous report (the server caps it by its own wall clock);
 * `reached_end`: the end of the section was in view; `video_fraction`: the largest watched share of its video.
 */
export const ReadingReport = z
  .object({
    visible_ms: z.number().int().min(0).max(3_600_000).default(0),
    reached_end: z.boolean().default(false),
    video_fraction: z.number().min(0).max(1).optional(),
  })
  .strict();
export type ReadingReport = z.input<typeof ReadingReport>;

/** `POST …/read`: when the section was first opened, its study state and the caller's progress after the report. */
export const ReadChapterResult = z.object({ chapter_id: z.number().int(), read_at: Timestamp, study: SectionStudy, progress: CourseProgress });
export type ReadChapterResult = z.infer<typeof ReadChapterResult>;

/** `GET /api/admin/course/{id}/progress`: one row per student of the course's classes (caller's college). */
export const StudentProgress = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  class_id: z.number().int().nullable(),
  class_name: z.string(),
  /** Learned chapters (the study rule), in reading order. */
  read_chapter_ids: z.array(z.number().int()),
  /** Opened chapters (learned or not), in reading order. */
  opened_chapter_ids: z.array(z.number().int()),
  read: z.number().int(),
  opened: z.number().int(),
  total: z.number().int(),
  /** Reading time the server credited, in the whole course (seconds). */
  read_seconds: z.number().int(),
  /** Reading time per opened chapter (seconds). */
  chapter_seconds: z.array(z.object({ chapter_id: z.number().int(), seconds: z.number().int() })),
  last_read_at: Timestamp.nullable(),
});
export type StudentProgress = z.infer<typeof StudentProgress>;
export const CourseProgressReport = z.object({
  course_id: z.number().int(),
  /** Every chapter and section in reading order (flattened tree). */
  chapters: z.array(z.object({ id: z.number().int(), parent_id: z.number().int().nullable(), title: z.string() })),
  students: z.array(StudentProgress),
});
export type CourseProgressReport = z.infer<typeof CourseProgressReport>;

export const CourseProgressQuery = z.object({ class_id: IdParam.optional() });
export type CourseProgressQuery = z.input<typeof CourseProgressQuery>;

// ---------------------------------------------------------------- resources

/** A teaching resource. `edu_id: null` = a platform resource (`granted: true` in a college's list). */
export const Resource = z.object({
  id: z.number().int(),
  edu_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string(),
  title: z.string(),
  description: z.string(),
  type: ResourceType,
  kind: PreviewKind,
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** The storage key of the uploaded file. */
  key: z.string(),
  granted: z.boolean(),
  /** The caller may edit or delete it. */
  editable: z.boolean(),
  /** sys_admin, platform resources only: the colleges it is granted to. */
  edu_ids: z.array(z.number().int()),
  created_by: z.number().int().nullable(),
  created_by_name: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Resource = z.infer<typeof Resource>;
export const ResourceList = paged(Resource);
export type ResourceList = z.infer<typeof ResourceList>;

/** `GET /api/admin/resource`: `keyword` searches title, description and file name. */
export const ResourceListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  type: ResourceType.optional(),
  category_id: IdParam.optional(),
  source: z.enum(['own', 'granted']).optional(),
});
export type ResourceListQuery = z.input<typeof ResourceListQuery>;

/**
 * `POST /api/admin/resource`: `key` is the storage key of a completed upload of the caller's college
 * (the UploadSession's `key`); size and type are read from storage. `type` defaults from the file name.
 */
export const ResourceCreate = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).default(''),
    type: ResourceType.optional(),
    category_id: Id.nullable().default(null),
    key: z.string().trim().min(1).max(1024),
    /** The original file name (defaults to the upload's). */
    filename: z.string().trim().min(1).max(255).optional(),
  })
  .strict();
export type ResourceCreate = z.input<typeof ResourceCreate>;

export const ResourceUpdate = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000),
    type: ResourceType,
    category_id: Id.nullable(),
  })
  .partial()
  .strict();
export type ResourceUpdate = z.input<typeof ResourceUpdate>;

/** `GET /api/admin/resource/{id}/download`: open `url` before `expires_at`. */
export const ResourceDownload = z.object({
  url: z.string(),
  filename: z.string(),
  mime: z.string(),
  kind: PreviewKind,
  size: z.number().int(),
  expires_at: Timestamp,
});
export type ResourceDownload = z.infer<typeof ResourceDownload>;

/** `GET /api/admin/resource/{id}/table`: how many of a table resource's first rows to read. */
export const ResourceTableQuery = z.object({
  rows: TablePreviewRows,
  /** Read as an attachment of this chapter: a reader of the chapter may read what it links (a platform course's files too). */
  chapter_id: IdParam.optional(),
});
export type ResourceTableQuery = z.input<typeof ResourceTableQuery>;

/** Categories of a library (the platform's for the sys_admin, the college's for its users). */
export const ResourceCategory = z.object({
  id: z.number().int(),
  edu_id: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
  resource_count: z.number().int(),
});
export type ResourceCategory = z.infer<typeof ResourceCategory>;
export const ResourceCategoryList = z.array(ResourceCategory);
export type ResourceCategoryList = z.infer<typeof ResourceCategoryList>;
export const ResourceCategoryCreate = z
  .object({ name: z.string().trim().min(1).max(32), sort: z.number().int().min(0).max(100000).default(0) })
  .strict();
export type ResourceCategoryCreate = z.input<typeof ResourceCategoryCreate>;
export const ResourceCategoryUpdate = z
  .object({ name: z.string().trim().min(1).max(32), sort: z.number().int().min(0).max(100000) })
  .partial()
  .strict();
export type ResourceCategoryUpdate = z.infer<typeof ResourceCategoryUpdate>;

/** `GET|PUT /api/admin/resource/store/{eduId}`: the platform resources granted to that college (exactly these). */
export const ResourceStore = z.object({ edu_id: z.number().int(), resource_ids: z.array(z.number().int()) });
export type ResourceStore = z.infer<typeof ResourceStore>;
export const ResourceStoreUpdate = z.object({ resource_ids: IdList(10_000) }).strict();
export type ResourceStoreUpdate = z.infer<typeof ResourceStoreUpdate>;
export const EduIdParams = z.object({ eduId: IdParam });
export type EduIdParams = z.infer<typeof EduIdParams>;

// ---------------------------------------------------------------- materials library

/** A chapter of an edition, optionally linked to a platform course. */
export const EditionChapter = z.object({
  title: z.string().trim().min(1).max(200),
  course_id: Id.nullable().default(null),
});
export type EditionChapter = z.infer<typeof EditionChapter>;
export type EditionChapterInput = z.input<typeof EditionChapter>;

export const Edition = z.object({
  id: z.number().int(),
  textbook_id: z.number().int(),
  name: z.string(),
  year: z.number().int().nullable(),
  chapters: z.array(z.object({ title: z.string(), course_id: z.number().int().nullable(), course_title: z.string().nullable() })),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Edition = z.infer<typeof Edition>;

export const Textbook = z.object({
  id: z.number().int(),
  title: z.string(),
  authors: z.array(z.string()),
  publisher: z.string(),
  isbn: z.string(),
  cover: z.string(),
  description: z.string(),
  editions: z.array(Edition),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Textbook = z.infer<typeof Textbook>;
export const TextbookList = paged(Textbook);
export type TextbookList = z.infer<typeof TextbookList>;
export const TextbookListQuery = PageQuery.extend({ keyword: z.string().trim().max(64).optional() });
export type TextbookListQuery = z.input<typeof TextbookListQuery>;

/** ISBN-10 or ISBN-13 (digits, hyphens or spaces; the check digit is verified); `''` = none. */
export const Isbn = z
  .string()
  .trim()
  .max(32)
  .refine((v) => v === '' || isValidIsbn(v), { message: 'invalid ISBN', params: { zh: 'ISBN 格式或校验位不正确', en: 'Invalid ISBN (format or check digit)' } });

export const TextbookCreate = z
  .object({
    title: z.string().trim().min(1).max(200),
    authors: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
    publisher: z.string().trim().max(100).default(''),
    isbn: Isbn.default(''),
    cover: ImageUrl.default(''),
    description: z.string().trim().max(5000).default(''),
  })
  .strict();
export type TextbookCreate = z.input<typeof TextbookCreate>;
export const TextbookUpdate = z
  .object({
    title: z.string().trim().min(1).max(200),
    authors: z.array(z.string().trim().min(1).max(64)).max(20),
    publisher: z.string().trim().max(100),
    isbn: Isbn,
    cover: ImageUrl,
    description: z.string().trim().max(5000),
  })
  .partial()
  .strict();
export type TextbookUpdate = z.input<typeof TextbookUpdate>;

/** `POST /api/admin/textbook/{id}/edition`; `course_id`s must be platform courses. */
export const EditionCreate = z
  .object({
    name: z.string().trim().min(1).max(64),
    year: z.number().int().min(1900).max(2100).nullable().default(null),
    chapters: z.array(EditionChapter).max(200).default([]),
  })
  .strict();
export type EditionCreate = z.input<typeof EditionCreate>;
export const EditionUpdate = z
  .object({
    name: z.string().trim().min(1).max(64),
    year: z.number().int().min(1900).max(2100).nullable(),
    chapters: z.array(EditionChapter).max(200),
  })
  .partial()
  .strict();
export type EditionUpdate = z.input<typeof EditionUpdate>;

/** ISBN check digits: ISBN-10 (mod 11, `X` = 10) and ISBN-13 (alternating 1/3 weights, mod 10). */
export function isValidIsbn(value: string): boolean {
  const raw = value.replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(raw)) {
    let sum = 0;
    for (let i = 0; i < 10; i += 1) sum += (raw[i] === 'X' ? 10 : Number(raw[i])) * (10 - i);
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(raw)) {
    let sum = 0;
    for (let i = 0; i < 13; i += 1) sum += Number(raw[i]) * (i % 2 === 0 ? 1 : 3);
    return sum % 10 === 0;
  }
  return false;
}

// ---------------------------------------------------------------- articles

export const ArticleStatus = z.enum(['draft', 'published']);
export type ArticleStatus = z.infer<typeof ArticleStatus>;
/** `html` (rich text) or `markdown`; either is sanitized with an allowlist on save and on display. */
export const ArticleFormat = z.enum(['html', 'markdown']);
export type ArticleFormat = z.infer<typeof ArticleFormat>;

/** An article in lists (no content). Visible to readers when `status: published` and `publish_at` ≤ now. */
export const ArticleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  status: ArticleStatus,
  pinned: z.boolean(),
  /** Publish time (may be in the future: scheduled); `null` for a draft never published. */
  publish_at: Timestamp.nullable(),
  author_name: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;
export const ArticleList = paged(ArticleSummary);
export type ArticleList = z.infer<typeof ArticleList>;

export const Article = ArticleSummary.extend({ content: z.string(), format: ArticleFormat });
export type Article = z.infer<typeof Article>;

export const ArticleListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: ArticleStatus.optional(),
});
export type ArticleListQuery = z.input<typeof ArticleListQuery>;
export const PublishedArticleQuery = PageQuery;
export type PublishedArticleQuery = z.input<typeof PublishedArticleQuery>;

export const ArticleCreate = z
  .object({
    title: z.string().trim().min(1).max(200),
    cover: ImageUrl.default(''),
    summary: z.string().trim().max(500).default(''),
    content: z.string().max(COURSE_LIMITS.articleContent).default(''),
    format: ArticleFormat.default('html'),
    pinned: z.boolean().default(false),
    /** ISO time; publishing without one uses the time of publishing. */
    publish_at: z.iso.datetime({ offset: true }).nullable().default(null),
    status: ArticleStatus.default('draft'),
  })
  .strict();
export type ArticleCreate = z.input<typeof ArticleCreate>;
export const ArticleUpdate = z
  .object({
    title: z.string().trim().min(1).max(200),
    cover: ImageUrl,
    summary: z.string().trim().max(500),
    content: z.string().max(COURSE_LIMITS.articleContent),
    format: ArticleFormat,
    pinned: z.boolean(),
    publish_at: z.iso.datetime({ offset: true }).nullable(),
    status: ArticleStatus,
  })
  .partial()
  .strict();
export type ArticleUpdate = z.input<typeof ArticleUpdate>;

/** `POST /api/admin/article/{id}/publish`: optional publish time (default now, or the stored one). */
export const ArticlePublish = z.object({ publish_at: z.iso.datetime({ offset: true }).optional() }).strict();
export type ArticlePublish = z.input<typeof ArticlePublish>;

// ---------------------------------------------------------------- schema tables of the calls

export const COURSE_SCHEMAS = schemasFor(COURSE_CALLS)({
  listCourses: { query: CourseListQuery, response: CourseList },
  myCourses: { response: MyCourseList },
  createCourse: { body: CourseCreate, response: CourseDetail },
  getCourse: { params: IdParams, response: CourseDetail },
  updateCourse: { params: IdParams, body: CourseUpdate, response: CourseDetail },
  deleteCourse: { params: IdParams, response: Empty },
  assignCourse: { params: IdParams, body: CourseAssign, response: CourseDetail },
  listCourseTeachers: { response: CourseTeacherOptions },
  listLinkableCases: { params: IdParams, query: LinkableCaseQuery, response: LinkableCaseList },
  getCourseGrants: { params: IdParams, response: CourseGrants },
  setCourseGrants: { params: IdParams, body: CourseGrants, response: CourseGrants },
  courseProgress: { params: IdParams, query: CourseProgressQuery, response: CourseProgressReport },
  listChapters: { params: IdParams, response: ChapterTree },
  createChapter: { params: IdParams, body: ChapterCreate, response: ChapterDetail },
  reorderChapters: { params: IdParams, body: ChapterReorder, response: ChapterTree },
  getChapter: { params: IdParams, response: ChapterDetail },
  updateChapter: { params: IdParams, body: ChapterUpdate, response: ChapterDetail },
  deleteChapter: { params: IdParams, response: Empty },
  getStudyCourse: { params: IdParams, response: StudyCourse },
  getStudyChapter: { params: ChapterIdParams, response: ChapterDetail },
  readChapter: { params: ChapterIdParams, body: ReadingReport, response: ReadChapterResult },
});

export const RESOURCE_SCHEMAS = schemasFor(RESOURCE_CALLS)({
  listResources: { query: ResourceListQuery, response: ResourceList },
  createResource: { body: ResourceCreate, response: Resource },
  getResource: { params: IdParams, response: Resource },
  updateResource: { params: IdParams, body: ResourceUpdate, response: Resource },
  deleteResource: { params: IdParams, response: Empty },
  resourceDownload: { params: IdParams, response: ResourceDownload },
  resourceTable: { params: IdParams, query: ResourceTableQuery, response: TablePreview },
  listResourceCategories: { response: ResourceCategoryList },
  createResourceCategory: { body: ResourceCategoryCreate, response: ResourceCategory },
  updateResourceCategory: { params: IdParams, body: ResourceCategoryUpdate, response: ResourceCategory },
  deleteResourceCategory: { params: IdParams, response: Empty },
  getResourceStore: { params: EduIdParams, response: ResourceStore },
  setResourceStore: { params: EduIdParams, body: ResourceStoreUpdate, response: ResourceStore },
});

export const TEXTBOOK_SCHEMAS = schemasFor(TEXTBOOK_CALLS)({
  listTextbooks: { query: TextbookListQuery, response: TextbookList },
  createTextbook: { body: TextbookCreate, response: Textbook },
  getTextbook: { params: IdParams, response: Textbook },
  updateTextbook: { params: IdParams, body: TextbookUpdate, response: Textbook },
  deleteTextbook: { params: IdParams, response: Empty },
  createEdition: { params: IdParams, body: EditionCreate, response: Textbook },
  updateEdition: { params: IdParams, body: EditionUpdate, response: Textbook },
  deleteEdition: { params: IdParams, response: Textbook },
});

export const ARTICLE_SCHEMAS = schemasFor(ARTICLE_CALLS)({
  listArticles: { query: ArticleListQuery, response: ArticleList },
  publishedArticles: { query: PublishedArticleQuery, response: ArticleList },
  createArticle: { body: ArticleCreate, response: Article },
  getArticle: { params: IdParams, response: Article },
  updateArticle: { params: IdParams, body: ArticleUpdate, response: Article },
  deleteArticle: { params: IdParams, response: Empty },
  /** No body publishes now (or at the stored time when already published). */
  publishArticle: { params: IdParams, body: ArticlePublish.nullish(), response: Article },
  unpublishArticle: { params: IdParams, response: Article },
  previewArticle: { params: IdParams, response: Article },
});
