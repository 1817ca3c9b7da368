#!/usr/bin/env node
// `npm run bench:bundle` (issue 20): bundles two tiny consumer apps against the BUILT packages (dist/, resolved
// through their package.json "exports", as another project would) with Vite, and measures them (gzip):
//   button    imports Button alone from '@finedu/ui'
//   notebook  imports Notebook from '@finedu/ui/notebook'
// "initial" is what the page loads first (the entry chunk and its static imports), "total" every emitted
// JS/CSS file (the lazily loaded Monaco/ECharts chunks included). Fails when the Button-alone app contains
// any module of Monaco, ECharts, KaTeX, marked or DOMPurify, or exceeds BUTTON_BUDGET_KIB.
import { mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Set from the measurement (issue 20): Button alone was 77.4 KiB gzip in total, all but ~2 KiB React, react-dom
// and styled-components. The budget leaves ~10% room; a bigger number means something leaked into the root entry.
const BUTTON_BUDGET_KIB = 85;
const HEAVY = /\/node_modules\/(monaco-editor|@monaco-editor|echarts|zrender|katex|marked|dompurify)\//;

const APPS = {
  button: `import { createRoot } from 'react-dom/client';
import { Button } from '@finedu/ui';
createRoot(document.getElementById('root')!).render(<Button variant="primary">OK</Button>);
`,
  notebook: `import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@finedu/ui';
import { Notebook } from '@finedu/ui/notebook';
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <Notebook status="idle" defaultCells={[{ id: 'a', type: 'code', source: 'print(1)' }]} onRun={async () => []} />
  </ThemeProvider>,
);
`,
};

const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(1)} KiB`;

async function measure(name, source, work) {
  const root = path.join(work, name);
  mkdirSync(path.join(root, 'src'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n');
  writeFileSync(path.join(root, 'src/main.tsx'), source);
  const result = await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { write: false, outDir: path.join(root, 'dist'), chunkSizeWarningLimit: 100_000 },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const gz = (file) => gzipSync(typeof file.code === 'string' ? file.code : file.source, { level: 9 }).length;
  const byName = new Map(output.map((file) => [file.fileName, file]));
  const initial = new Set();
  const walk = (fileName) => {
    const file = byName.get(fileName);
    if (!file || initial.has(fileName)) return;
    initial.add(fileName);
    if (file.type === 'chunk') {
      for (const next of file.imports) walk(next);
      for (const css of file.viteMetadata?.importedCss ?? []) initial.add(css);
    }
  };
  for (const file of output) if (file.type === 'chunk' && file.isEntry) walk(file.fileName);
  let initialBytes = 0;
  let totalBytes = 0;
  const heavy = new Set();
  // Font files that Vite emits for every CSS file reachable in the module graph (KaTeX's, Monaco's codicon),
  // even when tree-shaking then drops the CSS and nothing references them: reported, not loaded by the page.
  let unreferencedFonts = 0;
  for (const file of output) {
    if (file.type === 'asset' && /\.(woff2?|ttf)$/.test(file.fileName)) unreferencedFonts += 1;
    if (file.type === 'asset' && /\.(js|css)$/.test(file.fileName) && /katex|codicon|monaco|editor\.worker/i.test(file.fileName)) heavy.add(file.fileName);
    if (!/\.(js|css)$/.test(file.fileName)) continue;
    const size = gz(file);
    totalBytes += size;
    if (initial.has(file.fileName)) initialBytes += size;
    if (file.type === 'chunk') for (const id of file.moduleIds) if (HEAVY.test(id)) heavy.add(HEAVY.exec(id)[1]);
  }
  if (unreferencedFonts) {
    const css = output.filter((file) => file.fileName.endsWith('.css')).map((file) => String(file.source)).join('\n');
    unreferencedFonts = output.filter((file) => file.type === 'asset' && /\.(woff2?|ttf)$/.test(file.fileName) && !css.includes(path.basename(file.fileName))).length;
  }
  return { name, initialBytes, totalBytes, files: output.length, heavy: [...heavy].sort(), unreferencedFonts };
}

async function main() {
  for (const dir of ['packages/domain', 'packages/ui']) {
    if (!existsSync(path.join(repo, dir, 'dist/index.js'))) throw new Error(`${dir} is not built (npm run build -w ${dir})`);
  }
  // Inside the repository, so that '@finedu/ui' resolves through node_modules to the package (its dist/).
  const work = path.join(repo, 'tests/bundle/.work');
  rmSync(work, { recursive: true, force: true });
  try {
    const button = await measure('button', APPS.button, work);
    const notebook = await measure('notebook', APPS.notebook, work);
    for (const r of [button, notebook]) {
      console.log(`${r.name.padEnd(9)} initial ${fmt(r.initialBytes).padStart(10)}  total ${fmt(r.totalBytes).padStart(10)}  (${r.files} files; heavy: ${r.heavy.join(', ') || 'none'}; unreferenced font files: ${r.unreferencedFonts})`);
    }
    console.log(`ratio     notebook/button: initial ${(notebook.initialBytes / button.initialBytes).toFixed(1)}x, total ${(notebook.totalBytes / button.totalBytes).toFixed(1)}x`);
    console.log(`budget    Button alone ≤ ${BUTTON_BUDGET_KIB} KiB gzip (total)`);
    const problems = [];
    if (button.heavy.length) problems.push(`the Button-alone app contains ${button.heavy.join(', ')}`);
    if (kib(button.totalBytes) > BUTTON_BUDGET_KIB) problems.push(`the Button-alone app is ${fmt(button.totalBytes)}, over the budget of ${BUTTON_BUDGET_KIB} KiB`);
    if (!notebook.heavy.includes('monaco-editor')) problems.push('the notebook app does not contain Monaco: the measurement is wrong');
    if (problems.length) {
      console.error(`bench:bundle FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
