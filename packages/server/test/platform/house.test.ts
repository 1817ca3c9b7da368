// The server's house (issue 31): each module and the runtime are rooms, and so are the folders and files at the top
// of src/ (lib, db, plugins, seed, bench, app.ts…). Read from the import lines of src/, the rooms import each other
// in no circle (so every import runs down a floor), and a room reaches into a module or the runtime only through
// its public face, index.ts (the lint rule finedu/public-face says the same where the code is written).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

/** `modules/<name>` or `runtime` (units with a face), else the top-level folder or file. */
function roomOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0]!;
}
const hasFace = (room: string) => room.startsWith('modules/') || room === 'runtime';

interface Import {
  from: string;
  to: string;
}

function importsOf(): Import[] {
  const out: Import[] = [];
  for (const file of walk(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*'(\.[^']+)';/gms)) {
      out.push({ from: file, to: path.resolve(path.dirname(file), m[1]!).replace(/\.js$/, '.ts') });
    }
  }
  return out;
}

const rel = (file: string) => path.relative(src, file);

describe('the server house', () => {
  const imports = importsOf();

  it('reads the import lines it judges (a sanity check of the reader)', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((i) => rel(i.from) === 'app.ts' && rel(i.to) === 'runtime/index.ts')).toBe(true);
  });

  it('reaches into a module or the runtime only through its index.ts', () => {
    const internal = imports
      .filter((i) => roomOf(i.from) !== roomOf(i.to) && hasFace(roomOf(i.to)) && rel(i.to) !== `${roomOf(i.to)}/index.ts`)
      .map((i) => `${rel(i.from)} → ${rel(i.to)}`);
    expect(internal).toEqual([]);
  });

  it('has no circle among its rooms', () => {
    const edges = new Map<string, Set<string>>();
    for (const i of imports) {
      const [a, b] = [roomOf(i.from), roomOf(i.to)];
      if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
    const reaches = (from: string, to: string): boolean => {
      const seen = new Set([from]);
      const stack = [from];
      while (stack.length > 0) {
        const room = stack.pop()!;
        if (room === to) return true;
        for (const next of edges.get(room) ?? []) {
          if (seen.has(next)) continue;
          seen.add(next);
          stack.push(next);
        }
      }
      return false;
    };
    const back = [...edges].flatMap(([a, bs]) => [...bs].filter((b) => reaches(b, a)).map((b) => `${a} → ${b}`));
    expect(back).toEqual([]);
  });
});
