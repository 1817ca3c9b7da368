import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { renderHtmlFormulas, renderMarkdown, sanitizeRichText, useKatexVersion } from '../../notebookOutput';
import { ArticleViewBadge, ArticleViewContent, ArticleViewCover, ArticleViewMeta, ArticleViewRoot, ArticleViewSummary, ArticleViewTitle } from './ArticleView.styles';
import { DEFAULT_ARTICLE_VIEW_LABELS, type ArticleViewLabels } from './ArticleViewLabels';

/** `html` rich text or `markdown`; both are sanitized before display. */
export type ArticleViewFormat = 'html' | 'markdown';

export interface ArticleViewProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'content'> {
  /** Headline (the page's h1). */
  title: string;
  /** Body, untrusted: sanitized here whatever the server did. */
  content: string;
  /** How `content` is written; `html` by default. */
  format?: ArticleViewFormat;
  /** Cover image URL. */
  cover?: string;
  /** Lead paragraph. */
  summary?: string;
  /** Publish time, already formatted (`YYYY-MM-DD HH:mm`). */
  publishedAt?: string;
  /** Author's name. */
  author?: string;
  /** Pinned to the top of the news list. */
  pinned?: boolean;
  /** Not published yet (shown in previews). */
  draft?: boolean;
  /** Visible strings; the defaults are zh-CN. */
  labels?: Partial<ArticleViewLabels>;
}

/** A news article: title, meta, cover, summary and sanitized rich content. */
export const ArticleView = forwardRef<HTMLElement, ArticleViewProps>(function ArticleView(
  { title, content, format = 'html', cover, summary, publishedAt, author, pinned = false, draft = false, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...DEFAULT_ARTICLE_VIEW_LABELS, ...labelOverrides }), [labelOverrides]);
  // A dependency below: KaTeX loads on first need, and its arrival renders the formulas.
  const katexVersion = useKatexVersion();
  const html = useMemo(() => (format === 'markdown' ? renderMarkdown(content) : renderHtmlFormulas(sanitizeRichText(content))), [format, content, katexVersion]);
  const hasMeta = pinned || draft || publishedAt !== undefined || author !== undefined;
  return (
    <ArticleViewRoot ref={ref} {...rest}>
      <header>
        <ArticleViewTitle>{title}</ArticleViewTitle>
        {hasMeta && (
          <ArticleViewMeta>
            {pinned && <ArticleViewBadge data-badge="pinned">{labels.pinned}</ArticleViewBadge>}
            {draft && <ArticleViewBadge data-badge="draft">{labels.draft}</ArticleViewBadge>}
            {publishedAt !== undefined && (
              <span>
                {labels.publishedAt}
                <time>{publishedAt}</time>
              </span>
            )}
            {author !== undefined && author !== '' && (
              <span>
                {labels.author}
                {author}
              </span>
            )}
          </ArticleViewMeta>
        )}
      </header>
      {cover ? <ArticleViewCover src={cover} alt="" /> : null}
      {summary ? <ArticleViewSummary>{summary}</ArticleViewSummary> : null}
      {/* sanitizeRichText (DOMPurify with the shared allow-list), then its formulas by KaTeX; renderMarkdown sanitizes the same way. */}
      <ArticleViewContent data-format={format} dangerouslySetInnerHTML={{ __html: html }} />
    </ArticleViewRoot>
  );
});
