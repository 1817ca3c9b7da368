// @finedu/ui/notebook: the notebook (case teaching) — the code editor (Monaco, loaded on first render),
// cells, outputs and their Markdown/formula rendering. A subpath of its own so that only the apps that
// import it bundle Monaco, marked and DOMPurify (src/__tests__/exports.test.ts guards the list).
export { CodeEditor, CodeEditorLoadingProvider, preloadCodeEditor } from './CodeEditor';
export type { CodeEditorLoading, CodeEditorProps } from './CodeEditor';
export { NotebookCell, NotebookCellOutputs, defaultNotebookCellLabels, runCellCode } from './NotebookCell';
export type { NotebookCellAccess, NotebookCellLabels, NotebookCellOutputsProps, NotebookCellProps, NotebookCellRunResult, NotebookCellState, NotebookRunCode, NotebookRunOptions } from './NotebookCell';
export { Notebook, NotebookConnection, NotebookMarkdownCell, defaultNotebookLabels } from './Notebook';
export type { NotebookCellData, NotebookCellRun, NotebookCellType, NotebookConnectionProps, NotebookConnectionStatus, NotebookLabels, NotebookMarkdownCellProps, NotebookProps } from './Notebook';
export { AnsiText, parseAnsi, stripAnsi } from './AnsiText';
export type { AnsiTextProps } from './AnsiText';
export { loadKatex, renderHtmlFormulas, renderMarkdown, sanitizeHtml, sanitizeRichText, sanitizeSvg, useKatexVersion } from './notebookOutput';
export type { RenderMarkdownOptions } from './notebookOutput';
export type { NotebookDataOutput, NotebookErrorOutput, NotebookMimeBundle, NotebookOutput, NotebookStreamOutput } from './notebookOutput';
