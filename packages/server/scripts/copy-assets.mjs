// Copy what the built server reads at run time into dist: drizzle migrations and resources/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copies = [
  ['src/db/migrations', 'dist/db/migrations'],
  ['resources', 'dist/resources'],
];
for (const [from, to] of copies) {
  const source = path.join(root, from);
  if (!fs.existsSync(source)) continue;
  const target = path.join(root, to);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
  console.log(`copied ${from} → ${to}`);
}
