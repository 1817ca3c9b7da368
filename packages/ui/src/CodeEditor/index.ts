export { CodeEditor, preloadCodeEditor } from './CodeEditor';
export type { CodeEditorProps } from './CodeEditor';
