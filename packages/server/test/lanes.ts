// Which lane each server test file runs in (issue 30). A file says so in a header line of its own:
//   // @lane kernel       it starts a real Jupyter Server or grader process (the kernel tier)
//   // @db postgres       it tests what differs between the databases (LISTEN/NOTIFY, SKIP LOCKED, locks, races,
//                        the job queue, several instances on one database): it runs on PostgreSQL
// A file without a tag runs on PGlite, the embedded default, in the server tier. Every file runs on one database.
// test/lanes.test.ts holds the lists, so moving a file between lanes is a visible change.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type LaneName = 'server' | 'server-pg' | 'kernel' | 'kernel-pg';

export interface LaneFile {
  /** Path from the server package, e.g. `test/jobs/queue.test.ts`. */
  file: string;
  kernel: boolean;
  postgres: boolean;
  lane: LaneName;
}

const TAG = /^\/\/ @(lane|db) (\S+)\s*$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.test.ts') ? [path.join(dir, entry.name)] : [],
  );
}

/** The tags of one file: only the leading comment lines are read, so a string in a test never counts. */
export function tagsOf(source: string): { kernel: boolean; postgres: boolean; unknown: string[] } {
  const tags = { kernel: false, postgres: false, unknown: [] as string[] };
  for (const line of source.split('\n')) {
    if (!line.startsWith('//')) break;
    const match = TAG.exec(line);
    if (match === null) continue;
    if (match[1] === 'lane' && match[2] === 'kernel') tags.kernel = true;
    else if (match[1] === 'db' && match[2] === 'postgres') tags.postgres = true;
    else tags.unknown.push(line);
  }
  return tags;
}

/** Every server test file (test/**, the security probes included) with its lane. */
export function laneFiles(serverRoot: string): LaneFile[] {
  return walk(path.join(serverRoot, 'test'))
    .map((absolute) => {
      const { kernel, postgres } = tagsOf(readFileSync(absolute, 'utf8'));
      const lane: LaneName = kernel ? (postgres ? 'kernel-pg' : 'kernel') : postgres ? 'server-pg' : 'server';
      return { file: path.relative(serverRoot, absolute).split(path.sep).join('/'), kernel, postgres, lane };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The files of one lane, as paths from the server package. */
export function filesOf(serverRoot: string, lane: LaneName): string[] {
  return laneFiles(serverRoot)
    .filter((f) => f.lane === lane)
    .map((f) => f.file);
}
