import { forwardRef, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import type { TablePreview } from '@finedu/domain';
import { Button } from '../../Button';
import { Skeleton } from '../../Skeleton';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { renderMarkdown, useKatexVersion } from '../../notebookOutput';
import { TableSample } from '../../TableSample';
import { formatFileSize } from '../../Uploader';
import {
  ResourcePreviewBar,
  ResourcePreviewCard,
  ResourcePreviewFrame,
  ResourcePreviewImage,
  ResourcePreviewName,
  ResourcePreviewProse,
  ResourcePreviewRoot,
  ResourcePreviewVideo,
} from './ResourcePreview.styles';
import { DEFAULT_RESOURCE_PREVIEW_LABELS, type ResourcePreviewLabels } from './ResourcePreviewLabels';
import { ResourcePreviewNotebook } from './ResourcePreviewNotebook';

/**
 * How a file is shown: the browser's PDF viewer, an image, a video, rendered markdown, a read-only notebook, the first
 * rows of a CSV or Excel file (as a case's dataset tab shows them), or a download card.
 */
export type ResourcePreviewKind = 'pdf' | 'image' | 'video' | 'markdown' | 'notebook' | 'table' | 'other';

export interface ResourcePreviewProps extends HTMLAttributes<HTMLDivElement> {
  /** How to show the file. */
  kind: ResourcePreviewKind;
  /** The file's (signed) URL. */
  url: string;
  /** Title of the resource (names the frame, image or video). */
  title: string;
  /** File name offered to the download. */
  filename?: string;
  /** Size in bytes, shown beside the name. */
  size?: number;
  /** Markdown and notebook: the file's text; `undefined` while it loads. */
  text?: string;
  /** Table: the file's first rows, read by the server; `undefined` while they load. */
  table?: TablePreview;
  /** Markdown, notebook and table: why the content could not be loaded. */
  textError?: string;
  /** Called by the retry button after a failed load. */
  onRetry?: () => void;
  /** Visible strings; the defaults are zh-CN. */
  labels?: Partial<ResourcePreviewLabels>;
}

/** A teaching resource shown in the browser where its type allows, with a download link always at hand. */
export const ResourcePreview = forwardRef<HTMLDivElement, ResourcePreviewProps>(function ResourcePreview(
  { kind, url, title, filename, size, text, table, textError, onRetry, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...DEFAULT_RESOURCE_PREVIEW_LABELS, ...labelOverrides }), [labelOverrides]);
  // A dependency below: KaTeX loads on first need, and its arrival renders the formulas.
  const katexVersion = useKatexVersion();
  const markdownHtml = useMemo(() => (kind === 'markdown' && text !== undefined ? renderMarkdown(text) : ''), [kind, text, katexVersion]);

  const contentBody = <T,>(content: T | undefined, render: (value: T) => ReactNode) => {
    if (textError !== undefined)
      return (
        <ResourcePreviewCard role="alert">
          <p>{textError}</p>
          {onRetry && <Button onClick={onRetry}>{labels.retry}</Button>}
        </ResourcePreviewCard>
      );
    if (content === undefined)
      return (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
          <Skeleton lines={6} />
        </div>
      );
    return render(content);
  };

  const body = (() => {
    switch (kind) {
      case 'pdf':
        return <ResourcePreviewFrame src={url} title={title} data-preview="pdf" />;
      case 'image':
        return <ResourcePreviewImage src={url} alt={title} data-preview="image" />;
      case 'video':
        return (
          <ResourcePreviewVideo src={url} controls preload="metadata" aria-label={title} data-preview="video">
            {labels.videoUnsupported}
          </ResourcePreviewVideo>
        );
      case 'markdown':
        // renderMarkdown sanitizes (DOMPurify) after KaTeX; nothing here can run script.
        return contentBody(text, () => <ResourcePreviewProse data-preview="markdown" dangerouslySetInnerHTML={{ __html: markdownHtml }} />);
      case 'notebook':
        return contentBody(text, (value) => <ResourcePreviewNotebook text={value} labels={labels} />);
      case 'table':
        return contentBody(table, (value) => <TableSample preview={value} label={title} labels={{ rows: labels.tableRows, none: labels.emptyCell }} data-preview="table" />);
      case 'other':
        return (
          <ResourcePreviewCard data-preview="other">
            <strong>{labels.unsupportedTitle}</strong>
            <p>{labels.unsupportedHint}</p>
          </ResourcePreviewCard>
        );
      default:
        return kind satisfies never;
    }
  })();

  return (
    <ResourcePreviewRoot ref={ref} data-kind={kind} {...rest}>
      <ResourcePreviewBar>
        <ResourcePreviewName>{filename ?? title}</ResourcePreviewName>
        {size !== undefined && <span>{formatFileSize(size)}</span>}
        {kind === 'pdf' && (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {labels.openInNewWindow}
          </a>
        )}
        <a href={url} download={filename ?? true} target="_blank" rel="noopener noreferrer">
          {labels.download}
        </a>
      </ResourcePreviewBar>
      {body}
    </ResourcePreviewRoot>
  );
});
