/** Every visible string of the ArticleView; the app passes translated ones. */
export interface ArticleViewLabels {
  /** Badge of a pinned article. */
  pinned: string;
  /** Before the publish time. */
  publishedAt: string;
  /** Before the author's name. */
  author: string;
  /** Badge of an article that is not published (previews). */
  draft: string;
}

export const DEFAULT_ARTICLE_VIEW_LABELS: ArticleViewLabels = {
  pinned: '置顶',
  publishedAt: '发布时间：',
  author: '作者：',
  draft: '未发布',
};
