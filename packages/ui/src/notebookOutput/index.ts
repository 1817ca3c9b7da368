export { sanitizeHtml, sanitizeRichText, sanitizeSvg, svgDataUrl, base64ImageUrl } from './sanitize';
export { renderMarkdown } from './markdown';
export type { RenderMarkdownOptions } from './markdown';
export { renderHtmlFormulas } from './htmlFormulas';
export { loadKatex, useKatexVersion } from './katex';
export {
  RENDERED_MIME_TYPES,
  applyCarriageReturns,
  executionCountOf,
  hasErrorOutput,
  isNotebookOutputList,
  mimeText,
  preferredMimeType,
} from './notebookOutput';
export type {
  NotebookDataOutput,
  NotebookErrorOutput,
  NotebookMimeBundle,
  NotebookOutput,
  NotebookStreamOutput,
  RenderedMimeType,
} from './notebookOutput';
