import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { libraryBuild } from '../../vite.lib.shared.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The published build of @finedu/ui (see vite.lib.shared.ts): react, styled-components, @finedu/domain, Monaco,
// ECharts, KaTeX and its CSS, the `?worker` import of Monaco's editor worker stay imports for the consumer's bundler.
export default defineConfig({
  plugins: [react()],
  build: libraryBuild({ index: here('src/index.ts'), notebook: here('src/notebook.ts'), chart: here('src/chart.ts') }, here('src')),
});
