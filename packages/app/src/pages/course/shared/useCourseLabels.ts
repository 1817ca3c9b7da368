import { useMemo } from 'react';
import type { ArticleViewLabels, ChapterTreeLabels, CourseCardLabels, ResourcePreviewLabels } from '@finedu/ui';
import { useT } from '../../../i18n/useT';

/** The CourseCard's strings from the app catalogs. */
export function useCourseCardLabels(): CourseCardLabels {
  const t = useT();
  return useMemo(
    () => ({
      teachers: t('course.card.teachers'),
      noTeachers: t('course.card.noTeachers'),
      progress: t('course.card.progress'),
      draft: t('course.status.draft'),
      published: t('course.status.published'),
      noCover: t('course.card.noCover'),
    }),
    [t],
  );
}

/** The ChapterTree's strings from the app catalogs. */
export function useChapterTreeLabels(): ChapterTreeLabels {
  const t = useT();
  return useMemo(
    () => ({
      tree: t('course.tree.label'),
      read: t('course.tree.read'),
      moveUp: (title: string) => t('course.tree.moveUp', { title }),
      moveDown: (title: string) => t('course.tree.moveDown', { title }),
      dragHandle: t('course.tree.drag'),
      moved: (title: string, position: number, total: number) => t('course.tree.moved', { title, position, total }),
    }),
    [t],
  );
}

/** The ResourcePreview's strings from the app catalogs. */
export function useResourcePreviewLabels(): ResourcePreviewLabels {
  const t = useT();
  return useMemo(
    () => ({
      download: t('resource.download'),
      openInNewWindow: t('resource.openInNewWindow'),
      loading: t('resource.previewLoading'),
      unsupportedTitle: t('resource.unsupportedTitle'),
      unsupportedHint: t('resource.unsupportedHint'),
      notebookInvalid: t('resource.notebookInvalid'),
      notebookEmpty: t('resource.notebookEmpty'),
      codeCell: (index: number) => t('resource.codeCell', { index }),
      outputs: t('notebook.outputs'),
      outputImage: t('notebook.imageOutput'),
      unsupportedOutput: t('notebook.unsupportedOutput'),
      videoUnsupported: t('resource.videoUnsupported'),
      retry: t('common.retry'),
      tableRows: (shown: number, total: number) => t('case.previewRows', { shown, total }),
      emptyCell: t('common.none'),
    }),
    [t],
  );
}

/** The ArticleView's strings from the app catalogs. */
export function useArticleViewLabels(): ArticleViewLabels {
  const t = useT();
  return useMemo(() => ({ pinned: t('article.pinned'), publishedAt: t('article.publishedAt'), author: t('article.author'), draft: t('article.draft') }), [t]);
}
