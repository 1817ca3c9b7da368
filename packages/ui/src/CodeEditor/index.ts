export { CodeEditor, CodeEditorLoadingProvider, preloadCodeEditor } from './CodeEditor';
export type { CodeEditorLoading, CodeEditorProps } from './CodeEditor';
