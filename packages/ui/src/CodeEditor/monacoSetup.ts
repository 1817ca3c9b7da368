/**
 * Monaco for Python only, bundled locally: the core editor (`monaco-editor/editor`, not the
 * everything-included entry), the editing features a notebook needs, the Python grammar, and the
 * one generic editor worker. `loader.config({ monaco })` hands this instance to
 * `@monaco-editor/react`, which would otherwise fetch Monaco from a CDN. Import this module only
 * through `import()`: it is the large chunk.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/placeholderText/register';
import 'monaco-editor/features/readOnlyMessage/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/languages/definitions/python/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

// Python has no language worker in Monaco; every worker request is the editor's own.
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

loader.config({ monaco });

export { monaco };
