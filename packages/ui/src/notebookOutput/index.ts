export { AnsiText } from './AnsiText';
export type { AnsiTextProps } from './AnsiText';
export { parseAnsi, stripAnsi, ANSI_COLORS } from './ansi';
export type { AnsiColor, AnsiSegment, AnsiStyle } from './ansi';
export { sanitizeHtml, sanitizeSvg, svgDataUrl, base64ImageUrl } from './sanitize';
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
