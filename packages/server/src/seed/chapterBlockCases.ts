// The demo 应收账款 blockchain case linked to the credit-risk chapter of 量化投资入门, which the demo class (李同学's)
// studies (issue 11). Runs after the courses and block cases seeders. Idempotent: a chapter that already links a
// blockchain case keeps its links (a teacher's own choice is not overwritten).
import { and, eq, isNull } from 'drizzle-orm';
import { blockCases, chapters, courses } from '../db/schema/index.js';
import { blockCaseLinks, replaceBlockCaseLinks } from '../modules/courses/index.js';
import { blockCaseSlug } from './blockCases.js';
import type { Seeder } from './types.js';

export const DEMO_BLOCK_CASE_CHAPTER = { course: 'demo-course-quant', chapter: '第二章 信用风险与机器学习', scenario: 'receivable' } as const;

export const chapterBlockCasesSeeder: Seeder = {
  name: 'chapterBlockCases',
  async run({ db, log }) {
    const [blockCase] = await db
      .select({ id: blockCases.id })
      .from(blockCases)
      .where(and(eq(blockCases.slug, blockCaseSlug(DEMO_BLOCK_CASE_CHAPTER.scenario)), eq(blockCases.status, 'published'), isNull(blockCases.deletedAt)))
      .limit(1);
    const [chapter] = await db
      .select({ id: chapters.id })
      .from(chapters)
      .innerJoin(courses, eq(courses.id, chapters.courseId))
      .where(and(eq(courses.slug, DEMO_BLOCK_CASE_CHAPTER.course), eq(chapters.title, DEMO_BLOCK_CASE_CHAPTER.chapter), isNull(chapters.parentId)))
      .limit(1);
    if (blockCase === undefined || chapter === undefined) return;
    if ((await blockCaseLinks(db, chapter.id)).length > 0) return;
    await replaceBlockCaseLinks(db, chapter.id, [blockCase.id]);
    log('demo blockchain case linked to a course chapter');
  },
};
