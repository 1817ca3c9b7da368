// Chapter rules: a two-level tree per course, ordered siblings, sanitized markdown, links checked against what
// the course's college may use (its own and granted resources, cases published to it, its own exams). A college
// reader never learns of a case that is not published to it: not its title, not its id, not by the link count.
// A link whose case is unpublished later is hidden from the college, not removed: it shows again on republishing.
// Blockchain cases (issue 11) link the same way, kept in the table chapter_block_cases: only a published one may be
// newly linked, and readers see the published, not deleted ones.
import { COURSE_LIMITS, type LinkableCase, type ChapterCreate, type ChapterDetail, type ChapterNode, type ChapterReorder, type ChapterUpdate, type SectionStudy } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ChapterRow, CourseRow, ResourceRow } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { chapterNotFound, editableCourse, readableCourse, type Caller } from './access.js';
import * as repo from './chapterRepository.js';
import { buildTree } from './chapterTree.js';
import { resourcesIn, type ResourceScope } from './resourceRepository.js';
import { resourceNotFound, type ResourceService } from './resourceService.js';
import { sanitizeRichText } from './sanitize.js';

type CreateBody = z.output<typeof ChapterCreate>;
type UpdateBody = z.output<typeof ChapterUpdate>;

const unique = (ids: number[] | undefined) => (ids === undefined ? undefined : [...new Set(ids)]);

/** The chapter tree as a reader of `readerEdu` may see it (case counts without unpublished cases). */
export async function treeFor(db: Db, rows: ChapterRow[], readerEdu: number | null, read?: ReadonlySet<number>): Promise<ChapterNode[]> {
  return buildTree(rows, read, await repo.openCaseIds(db, rows, readerEdu));
}

export class ChapterService {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceService,
  ) {}

  async tree(caller: Caller, courseId: number): Promise<ChapterNode[]> {
    await readableCourse(this.db, caller, courseId);
    return treeFor(this.db, await repo.listChapters(this.db, courseId), caller.eduId);
  }

  /** The chapter and its course, when the caller may read the course. */
  async readable(caller: Caller, id: number): Promise<{ chapter: ChapterRow; course: CourseRow }> {
    const chapter = await repo.findChapter(this.db, id);
    if (chapter === null) throw chapterNotFound();
    const course = await readableCourse(this.db, caller, chapter.courseId).catch(() => {
      throw chapterNotFound();
    });
    return { chapter, course };
  }

  /** The chapter with links resolved for `readerEdu` (the reader's college; null = no narrowing). */
  async detail(chapter: ChapterRow, course: CourseRow, options: { readerEdu: number | null; studentView: boolean; read: boolean; study: SectionStudy | null }): Promise<ChapterDetail> {
    const library: ResourceScope = { kind: 'library', eduId: course.eduId };
    const blockCaseIds = await repo.blockCaseLinks(this.db, chapter.id);
    const [resourceRows, caseRows, blockCaseRows, examRows] = await Promise.all([
      resourcesIn(this.db, chapter.resourceIds, library),
      repo.findCases(this.db, chapter.caseIds),
      repo.findBlockCases(this.db, blockCaseIds),
      repo.findExams(this.db, chapter.examIds),
    ]);
    const inOrder = <T extends { id: number }>(ids: number[], rows: T[]) => ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => r !== undefined);
    const resources = inOrder(chapter.resourceIds, resourceRows).map((row) => {
      const link = this.resources.linkOf(row);
      return { id: row.id, title: row.title, type: row.type as ChapterDetail['resources'][number]['type'], kind: link.kind, filename: row.filename, mime: row.mime, size: row.size, url: link.url };
    });
    const cases = inOrder(chapter.caseIds, caseRows)
      .filter((c) => repo.caseOpenTo(c, options.readerEdu))
      .map((c) => ({ id: c.id, title: c.title }));
    const blockCases = inOrder(blockCaseIds, blockCaseRows)
      .filter((c) => repo.blockCaseOpenTo(c, options.readerEdu))
      .map((c) => ({ id: c.id, title: c.title }));
    const exams = inOrder(chapter.examIds, examRows)
      .filter((e) => (options.readerEdu === null || e.eduId === options.readerEdu) && (!options.studentView || e.published))
      .map((e) => ({ id: e.id, title: e.title }));
    return {
      id: chapter.id,
      course_id: chapter.courseId,
      parent_id: chapter.parentId,
      title: chapter.title,
      content: chapter.content,
      sort: chapter.sort,
      resource_ids: chapter.resourceIds,
      case_ids: cases.map((c) => c.id),
      block_case_ids: blockCases.map((c) => c.id),
      exam_ids: chapter.examIds,
      resources,
      cases,
      block_cases: blockCases,
      exams,
      read: options.read,
      study: options.study,
      updated_at: chapter.updatedAt.toISOString(),
    };
  }

  /**
   * A resource the chapter links, for a reader of the chapter: what its attachments list (from the course's library,
   * so a platform course's files reach every college's students); anything else is 资源不存在.
   */
  async linkedResource(caller: Caller, chapterId: number, resourceId: number): Promise<ResourceRow> {
    const { chapter, course } = await this.readable(caller, chapterId);
    const [row] = chapter.resourceIds.includes(resourceId) ? await resourcesIn(this.db, [resourceId], { kind: 'library', eduId: course.eduId }) : [];
    if (row === undefined) throw resourceNotFound();
    return row;
  }

  async get(caller: Caller, id: number): Promise<ChapterDetail> {
    const { chapter, course } = await this.readable(caller, id);
    return this.detail(chapter, course, { readerEdu: caller.eduId, studentView: caller.role === 'edu_student', read: false, study: null });
  }

  /**
   * Links must be usable by the course's college (platform courses: platform resources and cases, no exams).
   * A blockchain case must be published to be linked; `keptBlockCases` (the chapter's current links) may stay.
   */
  private async assertLinks(
    course: CourseRow,
    links: { resource_ids?: number[] | undefined; case_ids?: number[] | undefined; block_case_ids?: number[] | undefined; exam_ids?: number[] | undefined },
    keptBlockCases: readonly number[] = [],
  ): Promise<void> {
    if (links.resource_ids?.length) {
      const found = new Set((await resourcesIn(this.db, links.resource_ids, { kind: 'library', eduId: course.eduId })).map((r) => r.id));
      const missing = links.resource_ids.find((id) => !found.has(id));
      if (missing !== undefined) throw badRequest(`资源 ${missing} 不存在或本课程不能使用`, `Resource ${missing} not found or not available to this course`);
    }
    if (links.case_ids?.length) {
      const found = await repo.findCases(this.db, links.case_ids);
      const missing = links.case_ids.find((id) => !found.some((c) => c.id === id && repo.caseOpenTo(c, course.eduId)));
      if (missing !== undefined) throw badRequest(`案例 ${missing} 不存在`, `Case ${missing} not found`);
    }
    const newBlockCases = links.block_case_ids?.filter((id) => !keptBlockCases.includes(id)) ?? [];
    if (newBlockCases.length > 0) {
      const found = await repo.findBlockCases(this.db, newBlockCases);
      const missing = newBlockCases.find((id) => !found.some((c) => c.id === id && c.status === 'published'));
      if (missing !== undefined) throw badRequest(`区块链案例 ${missing} 不存在或未发布`, `Blockchain case ${missing} not found or not published`);
    }
    if (links.exam_ids?.length) {
      if (course.eduId === null) throw badRequest('平台课程不能关联考试（考试属于院校）', 'A platform course cannot link exams (exams belong to colleges)');
      const found = await repo.findExams(this.db, links.exam_ids);
      const missing = links.exam_ids.find((id) => !found.some((e) => e.id === id && e.eduId === course.eduId));
      if (missing !== undefined) throw badRequest(`考试 ${missing} 不存在`, `Exam ${missing} not found`);
    }
  }

  /** A parent must be a top-level chapter of the same course (sections hold no sections). */
  private async assertParent(courseId: number, parentId: number | null, self?: number): Promise<void> {
    if (parentId === null) return;
    const parent = await repo.findChapter(this.db, parentId);
    if (parent === null || parent.courseId !== courseId) throw badRequest('上级章节不存在', 'Parent chapter not found');
    if (parent.parentId !== null) throw badRequest('小节下不能再建小节（最多两级）', 'A section cannot hold sections (two levels at most)');
    if (self !== undefined && parent.id === self) throw badRequest('章节不能成为自己的小节', 'A chapter cannot be its own section');
  }

  /** Cases an editor of the course may link. */
  async linkableCases(caller: Caller, courseId: number, keyword: string | undefined): Promise<LinkableCase[]> {
    const course = await editableCourse(this.db, caller, courseId);
    const rows = await repo.publishedCasesFor(this.db, course.eduId, keyword);
    return rows.map((r) => ({ id: r.id, title: r.title, type_name: r.typeName, summary: r.summary, difficulty: r.difficulty }));
  }

  async create(caller: Caller, courseId: number, body: CreateBody): Promise<ChapterDetail> {
    const course = await editableCourse(this.db, caller, courseId);
    if ((await repo.countChapters(this.db, courseId)) >= COURSE_LIMITS.chapters) throw badRequest(`一门课程最多 ${COURSE_LIMITS.chapters} 个章节`, `A course holds at most ${COURSE_LIMITS.chapters} chapters`);
    await this.assertParent(courseId, body.parent_id);
    const links = { resource_ids: unique(body.resource_ids)!, case_ids: unique(body.case_ids)!, block_case_ids: unique(body.block_case_ids)!, exam_ids: unique(body.exam_ids)! };
    await this.assertLinks(course, links);
    const id = await repo.insertChapter(this.db, {
      courseId,
      parentId: body.parent_id,
      title: body.title,
      content: sanitizeRichText(body.content, 'markdown'),
      sort: await repo.nextSort(this.db, courseId, body.parent_id),
      resourceIds: links.resource_ids,
      caseIds: links.case_ids,
      examIds: links.exam_ids,
    });
    if (links.block_case_ids.length > 0) await repo.replaceBlockCaseLinks(this.db, id, links.block_case_ids);
    return this.get(caller, id);
  }

  async update(caller: Caller, id: number, patch: UpdateBody): Promise<ChapterDetail> {
    const { chapter } = await this.readable(caller, id);
    const course = await editableCourse(this.db, caller, chapter.courseId);
    const links = { resource_ids: unique(patch.resource_ids), case_ids: unique(patch.case_ids), block_case_ids: unique(patch.block_case_ids), exam_ids: unique(patch.exam_ids) };
    const linkedBlockCases = await repo.blockCaseLinks(this.db, chapter.id);
    await this.assertLinks(course, links, linkedBlockCases);
    if (links.case_ids !== undefined) links.case_ids = [...links.case_ids, ...(await this.hiddenCaseLinks(chapter, course, links.case_ids))];
    if (links.block_case_ids !== undefined) links.block_case_ids = [...links.block_case_ids, ...(await this.hiddenBlockCaseLinks(linkedBlockCases, course, links.block_case_ids))];
    let sort: number | undefined;
    if (patch.parent_id !== undefined && patch.parent_id !== chapter.parentId) {
      await this.assertParent(chapter.courseId, patch.parent_id, chapter.id);
      const sections = (await repo.listChapters(this.db, chapter.courseId)).filter((c) => c.parentId === chapter.id);
      if (patch.parent_id !== null && sections.length > 0) throw badRequest('有小节的章节不能移到其他章节下', 'A chapter with sections cannot become a section');
      sort = await repo.nextSort(this.db, chapter.courseId, patch.parent_id);
    }
    await repo.updateChapter(this.db, id, {
      parentId: patch.parent_id,
      title: patch.title,
      content: patch.content === undefined ? undefined : sanitizeRichText(patch.content, 'markdown'),
      sort,
      resourceIds: links.resource_ids,
      caseIds: links.case_ids,
      examIds: links.exam_ids,
    });
    if (links.block_case_ids !== undefined) await repo.replaceBlockCaseLinks(this.db, id, links.block_case_ids);
    return this.get(caller, id);
  }

  /** Blockchain links the editor cannot see (unpublished since, not deleted): kept when the editor saves its links. */
  private async hiddenBlockCaseLinks(linked: number[], course: CourseRow, given: number[]): Promise<number[]> {
    const rows = await repo.findBlockCases(this.db, linked.filter((id) => !given.includes(id)));
    const hidden = new Set(rows.filter((c) => !repo.blockCaseOpenTo(c, course.eduId)).map((c) => c.id));
    return linked.filter((id) => hidden.has(id));
  }

  /** Links of the chapter the editor cannot see (unpublished since): kept when the editor saves its links. */
  private async hiddenCaseLinks(chapter: ChapterRow, course: CourseRow, given: number[]): Promise<number[]> {
    const linked = await repo.findCases(this.db, chapter.caseIds.filter((id) => !given.includes(id)));
    const hidden = new Set(linked.filter((c) => !repo.caseOpenTo(c, course.eduId)).map((c) => c.id));
    return chapter.caseIds.filter((id) => hidden.has(id));
  }

  async remove(caller: Caller, id: number): Promise<void> {
    const { chapter } = await this.readable(caller, id);
    await editableCourse(this.db, caller, chapter.courseId);
    await repo.deleteChapterTree(this.db, id);
  }

  async reorder(caller: Caller, courseId: number, body: ChapterReorder): Promise<ChapterNode[]> {
    await editableCourse(this.db, caller, courseId);
    const siblings = (await repo.listChapters(this.db, courseId)).filter((c) => c.parentId === body.parent_id);
    if (body.parent_id !== null && !(await repo.findChapter(this.db, body.parent_id).then((p) => p?.courseId === courseId)))
      throw badRequest('上级章节不存在', 'Parent chapter not found');
    const expected = new Set(siblings.map((s) => s.id));
    if (body.ids.length !== expected.size || body.ids.some((id) => !expected.has(id)))
      throw badRequest('排序必须恰好包含该层级的全部章节', 'The order must list exactly the chapters of that level');
    await repo.reorder(this.db, body.ids);
    return treeFor(this.db, await repo.listChapters(this.db, courseId), caller.eduId);
  }
}
