// Start-up ≤ 5 s (issue 33): the libraries that only some requests need are loaded at their first use (lib/lazy.ts),
// never by the server's entry. Read from the import lines of src/, the static import graph of main.ts reaches none of
// them; a new `import … from 'pdfkit'` in any file main.ts reaches puts its load back into every start, and fails here.
// Timing itself belongs to `npm run bench:api`, which prints the start-up and where it goes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazyImport } from '../../src/lib/lazy.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** Packages of about 0.1 s of CPU or more to load that no start needs (measured for issue 33). */
const LAZY_PACKAGES = [/^pdfkit$/, /^@aws-sdk\//, /^read-excel-file(\/|$)/, /^write-excel-file(\/|$)/, /^exceljs$/, /^mammoth$/, /^sanitize-html$/, /^mathjs(\/|$)/];

/**
 * What `file` imports at load: `import … from` / `export … from` / `import '…'` lines, without the type-only ones
 * (`import type`, or braces holding types alone), which the compiler erases.
 */
function staticImportsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+([^;]*?)\s*\bfrom\s*'([^']+)';/gms)) {
    const clause = m[2]!;
    if (/^type\b/.test(clause)) continue;
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (braces !== null && braces[1]!.split(',').map((s) => s.trim()).filter((s) => s !== '').every((s) => s.startsWith('type '))) continue;
    out.push(m[3]!);
  }
  for (const m of text.matchAll(/^import\s+'([^']+)';/gm)) out.push(m[1]!);
  return out;
}

/** The source file a relative specifier names (`./x.js` → x.ts, or x/index.ts). */
function resolveLocal(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target.replace(/\.js$/, '.ts'), path.join(target, 'index.ts')]) if (fs.existsSync(candidate)) return candidate;
  throw new Error(`${path.relative(src, from)}: cannot find ${specifier}`);
}

/** The packages `entry` loads through its static imports, each with the chain of files that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const chain = seen.get(file)!;
    for (const specifier of staticImportsOf(file)) {
      if (specifier.startsWith('node:')) continue;
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, chain);
        continue;
      }
      const next = resolveLocal(file, specifier);
      if (seen.has(next)) continue;
      seen.set(next, [...chain, next]);
      queue.push(next);
    }
  }
  return packages;
}

const chainText = (chain: string[]) => chain.map((file) => path.relative(src, file)).join(' → ');

describe("the server's start-up imports", () => {
  const reached = packagesReached(path.join(src, 'main.ts'));

  it('reads the graph it judges (a sanity check of the reader)', () => {
    for (const name of ['fastify', 'drizzle-orm', '@finedu/domain', 'pg-boss', 'micromark']) expect(reached.has(name)).toBe(true);
    expect(reached.size).toBeGreaterThan(20);
  });

  it('loads none of the heavy libraries that only some requests need', () => {
    const heavy = [...reached].filter(([name]) => LAZY_PACKAGES.some((p) => p.test(name))).map(([name, chain]) => `${name} ← ${chainText(chain)}`);
    expect(heavy).toEqual([]);
  });

  it('still finds those libraries where the server loads them at first use (the check above judges real code)', () => {
    const lazySites = ['modules/competitionSessions/certificate.ts', 'lib/workbook.ts', 'modules/questions/formats/docxBlocks.ts', 'plugins/storage/index.ts'];
    for (const site of lazySites) expect(fs.readFileSync(path.join(src, site), 'utf8')).toMatch(/await import\('[^']+'\)/);
    // The reader does see a static import of a lazy package when there is one (s3.ts is only imported dynamically).
    expect(staticImportsOf(path.join(src, 'plugins/storage/s3.ts'))).toContain('@aws-sdk/client-s3');
  });
});

describe('lazyImport', () => {
  it('loads once for every caller, and again after a failed load', async () => {
    let calls = 0;
    let fail = true;
    const load = lazyImport(async () => {
      calls += 1;
      if (fail) throw new Error('transient');
      return { value: calls };
    });
    await expect(load()).rejects.toThrow('transient');
    fail = false;
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(calls).toBe(2);
  });
});
