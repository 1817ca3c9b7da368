import type { ChapterNode, CourseProgress } from '@finedu/domain';
import type { ChapterTreeNode } from '@finedu/ui';

/** The server's chapter tree as the ui's tree nodes. */
export const toTreeNodes = (chapters: readonly ChapterNode[]): ChapterTreeNode[] =>
  chapters.map((chapter) => ({ id: chapter.id, title: chapter.title, children: toTreeNodes(chapter.children) }));

/** Every chapter and section in reading order. */
export const flattenChapters = (chapters: readonly ChapterNode[]): ChapterNode[] => chapters.flatMap((chapter) => [chapter, ...flattenChapters(chapter.children)]);

/** Ids of the chapters and sections the reader has read. */
export const readIdsOf = (chapters: readonly ChapterNode[]): number[] => flattenChapters(chapters).filter((chapter) => chapter.read).map((chapter) => chapter.id);

/** Read out of total as a whole percent (0 when the course has no chapters). */
export const progressPercent = (progress: CourseProgress | null | undefined): number =>
  progress && progress.total > 0 ? Math.round((progress.read / progress.total) * 100) : 0;

/** The chapter after `id` in reading order, if any. */
export const nextChapterOf = (chapters: readonly ChapterNode[], id: number): ChapterNode | undefined => {
  const flat = flattenChapters(chapters);
  const index = flat.findIndex((chapter) => chapter.id === id);
  return index >= 0 ? flat[index + 1] : undefined;
};

/** A positive integer route or query parameter, or null. */
export const parseId = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
