// The generator preview of the editors (issue 16): a case's or a notebook question's generator, maybe unsaved, run for a
// few seeds in the grader's sandbox, one after the other, answering the parameters and each file's head per seed.
import type { GeneratedFileHead, SeedPreview, SeedPreviewList, SeedPreviewRequest } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { parseTable } from '../../lib/datasetTable.js';
import { notebookUnavailable } from '../errors.js';
import type { KernelHost } from '../kernelHost.js';
import { checkGenerated, runGenerator, type GeneratorLimits } from './generator.js';
import { graderCommandOf } from './grading.js';

type PreviewBody = z.output<typeof SeedPreviewRequest>;

/** Where the generator runs (the notebook service's grader sandbox) and with what limits; absent: no preview. */
export interface GeneratorHost {
  kernelHost: () => KernelHost | null;
  log: FastifyBaseLogger;
  limits?: GeneratorLimits;
}

/** The head of a generated file: a CSV's or Excel file's first rows, else only its size. */
async function headOf(filename: string, bytes: Buffer, rows: number): Promise<GeneratedFileHead> {
  const head: GeneratedFileHead = { filename, size: bytes.length, columns: [], rows: [] };
  if (!/\.(csv|xlsx)$/i.test(filename)) return head;
  try {
    const table = await parseTable(filename, bytes);
    head.columns = table.columns;
    head.rows = table.rows.slice(0, rows).map((r) => r.map((v) => (v === null || v === undefined ? '' : String(v))));
  } catch {
    // not a table: its size only
  }
  return head;
}

/**
 * Runs a generator for each seed of the request: the parameters and each file's head, or that seed's error (the
 * Python exception, the limit it hit, or a declared parameter it did not set). Needs the notebook service (its sandbox).
 */
export async function previewSeeds(generatorHost: GeneratorHost | null, body: PreviewBody): Promise<SeedPreviewList> {
  const host = generatorHost?.kernelHost() ?? null;
  if (host === null || generatorHost === null) throw notebookUnavailable();
  const started = Date.now();
  const command = graderCommandOf(host, generatorHost.log);
  const list: SeedPreview[] = [];
  for (const seed of body.seeds) {
    const outcome = await runGenerator(command, body.generator, seed, generatorHost.limits);
    if ('error' in outcome) {
      list.push({ seed, params: {}, files: [], error: outcome.error });
      continue;
    }
    const problem = checkGenerated(body.parameters, outcome.ok);
    list.push({
      seed,
      params: outcome.ok.params,
      files: await Promise.all(outcome.ok.files.map((f) => headOf(f.filename, f.bytes, body.rows))),
      error: problem,
    });
  }
  return { list, duration_ms: Date.now() - started };
}
