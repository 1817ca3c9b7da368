import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The published build of @finedu/domain (issue 20): ES modules, one output file per source module
// (preserveModules), every bare import (zod, axios, @noble/*, …) left to the consumer. It runs in
// browsers and in Node (the server imports dist/). Declarations come from `tsc -p tsconfig.build.json`.
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    copyPublicDir: false,
    lib: {
      entry: {
        index: here('src/index.ts'),
        'exam/__fixtures__/sharedRules': here('src/exam/__fixtures__/sharedRules.ts'),
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: here('src'),
        entryFileNames: '[name].js',
      },
    },
  },
});
