import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The published build of @finedu/ui (issue 20): ES modules, one output file per source module
// (preserveModules), so a consumer's bundler keeps only what it imports. Every bare import — react,
// styled-components, @finedu/domain, Monaco, ECharts, KaTeX and its CSS, the `?worker` import of
// Monaco's editor worker — stays an import for the consumer's bundler to resolve.
// Type declarations come from `tsc -p tsconfig.build.json` (see package.json "build").
export default defineConfig({
  plugins: [react()],
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
        notebook: here('src/notebook.ts'),
        chart: here('src/chart.ts'),
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
