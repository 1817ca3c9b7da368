export { CodeEditor } from './CodeEditor';
export type { CodeEditorProps } from './CodeEditor';
