import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stripCallSummaries } from './scripts/stripCallSummaries';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The server serves dist/ at /app/; the router uses basename '/app' (TOOLCHAIN.md, Front end).
export default defineConfig({
  base: '/app/',
  plugins: [react(), stripCallSummaries()],
  resolve: {
    // Build from the workspace sources so the app never bundles a stale dist of a sibling package.
    // Exact matches: '@finedu/ui' must not swallow its subpaths ('@finedu/ui/notebook', '@finedu/ui/chart').
    alias: [
      { find: /^@finedu\/domain$/, replacement: here('../domain/src/index.ts') },
      { find: /^@finedu\/ui$/, replacement: here('../ui/src/index.ts') },
      { find: /^@finedu\/ui\/notebook$/, replacement: here('../ui/src/notebook.ts') },
      { find: /^@finedu\/ui\/chart$/, replacement: here('../ui/src/chart.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // domain and ui are side-effect free (ARCHITECTURE.md: nothing runs at import time), so a page
      // pulls only the modules it uses; without this the barrels drag zod schemas, the upload and
      // notebook clients and every component into the first chunk that /app/login loads.
      // The exception is ui's Monaco setup, whose import registers the bundled editor with @monaco-editor/react
      // (dropped, the loader would fetch Monaco from a CDN).
      // The contract's call tables and the clients that read them in one chunk: every page's services reach them
      // from the entry and from lazy pages both, and left to itself rolldown cut them into a dozen files of a few
      // hundred bytes (the exam page went over its budget on that overhead alone, bench:size).
      output: {
        codeSplitting: {
          groups: [{ name: 'contract', test: /packages\/domain\/src\/(contract\/\w+Calls\.ts|contract\/(call|fillPath|notebookLimits)\.ts|clients\/|http\/)/ }],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) => !/packages\/(domain|ui)\/src\//.test(id) || /\/monacoSetup\.ts$/.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/notebook': { target: 'http://127.0.0.1:8080', ws: true } },
  },
});
