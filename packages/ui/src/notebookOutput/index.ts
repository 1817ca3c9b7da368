export { sanitizeHtml, sanitizeRichText, sanitizeSvg, svgDataUrl, base64ImageUrl } from './sanitize';
export { renderMarkdown } from './markdown';
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
