// A case's dataset generator (issue 16): resources/grading/generator.py in the grader's sandbox (the same command,
// uid and limits as the hidden tests' grader), never in the server process. One request, one answer, then it exits.
import { spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAX_SEED } from '@finedu/domain';
import type { GraderCommand } from '../jupyter/graderSandbox.js';

const PROGRAM = fileURLToPath(new URL('../../../resources/grading/generator.py', import.meta.url));
let program: string | null = null;

export interface GeneratorLimits {
  timeoutMs: number;
  /** All files together. */
  maxBytes: number;
}

export const GENERATOR_LIMITS: GeneratorLimits = { timeoutMs: 60_000, maxBytes: 8 << 20 };

export interface GeneratedData {
  params: Record<string, unknown>;
  files: Array<{ filename: string; bytes: Buffer }>;
}

export type GeneratorOutcome = { ok: GeneratedData } | { error: string };

/** A student's seed of a case: HMAC-SHA256 of the ids under the case's own secret, 31 bits (stable across restarts). */
export const caseSeed = (secret: string, caseId: number, userId: number): number =>
  createHmac('sha256', secret).update(`case:${caseId}:user:${userId}`).digest().readUInt32BE(0) & MAX_SEED;

/**
 * The key of exam questions' seeds. Not a secret: the student sees their own seed (params.json), and the data is stored
 * once generated, so the seed only has to be stable and differ between students.
 */
const EXAM_SEED_KEY = 'finedu exam notebook data v1';

/** A student's seed of a notebook question in an exam: HMAC-SHA256 of (exam, question, student), 31 bits. */
export const examQuestionSeed = (examId: number, questionId: number, userId: number): number =>
  createHmac('sha256', EXAM_SEED_KEY).update(`exam:${examId}:question:${questionId}:user:${userId}`).digest().readUInt32BE(0) & MAX_SEED;

/** What identifies a generator's output for a seed: its source and the declared parameters. */
export const generatorHash = (source: string, parameters: ReadonlyArray<{ name: string }>): string =>
  createHash('sha256').update(JSON.stringify([source, parameters.map((p) => p.name)])).digest('hex');

/** Runs `generate(seed)` of `source` once in a process started by `command`. */
export function runGenerator(command: GraderCommand, source: string, seed: number, limits: GeneratorLimits = GENERATOR_LIMITS): Promise<GeneratorOutcome> {
  program ??= readFileSync(PROGRAM, 'utf8');
  const [file, ...prefix] = command.argv;
  if (file === undefined) return Promise.resolve({ error: 'no sandbox command' });
  const maxChars = Math.ceil(limits.maxBytes * 1.4) + (1 << 20);
  return new Promise((resolve) => {
    const child = spawn(file, [...prefix, '-I', '-c', program!], { env: command.env, cwd: command.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let settled = false;
    const finish = (outcome: GeneratorOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ error: `time limit of ${Math.round(limits.timeoutMs / 1000)} s exceeded` }), limits.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.length > maxChars) finish({ error: `the files are larger than ${Math.ceil(limits.maxBytes / 2 ** 20)} MB` });
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err = (err + chunk).slice(-2000);
    });
    child.stdin.on('error', () => undefined);
    child.once('error', (e) => finish({ error: `the generator did not start: ${e.message}` }));
    child.once('close', (code, signal) => {
      const line = out.split('\n').find((l) => l.trim() !== '');
      if (line === undefined) {
        const why = signal ? `killed by ${signal}` : `exit code ${String(code)}`;
        finish({ error: `the generator ended without an answer (${why}; memory or CPU limit?) ${err.trim().split('\n').slice(-3).join(' ')}`.trim() });
        return;
      }
      finish(parseAnswer(line));
    });
    child.stdin.end(`${JSON.stringify({ source, seed, maxBytes: limits.maxBytes })}\n`);
  });
}

function parseAnswer(line: string): GeneratorOutcome {
  try {
    const answer = JSON.parse(line) as { ok?: { params?: unknown; files?: unknown }; error?: unknown };
    if (typeof answer.error === 'string') return { error: answer.error };
    const params = answer.ok?.params;
    const files = answer.ok?.files;
    if (params && typeof params === 'object' && !Array.isArray(params) && Array.isArray(files)) {
      return {
        ok: {
          params: params as Record<string, unknown>,
          files: (files as Array<{ filename: string; data: string }>).map((f) => ({ filename: String(f.filename), bytes: Buffer.from(String(f.data), 'base64') })),
        },
      };
    }
  } catch {
    // fall through
  }
  return { error: 'the generator answered something else' };
}

/** Names the generator may give its files (plain names in the case folder; params.json is the server's). */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

/** What a generator's output must be beyond what generator.py checks: every declared parameter set, plain file names. */
export function checkGenerated(declared: ReadonlyArray<{ name: string }>, data: { params: Record<string, unknown>; files: Array<{ filename: string }> }): string | null {
  const missing = declared.filter((p) => !(p.name in data.params)).map((p) => p.name);
  if (missing.length > 0) return `params lacks ${missing.join(', ')}`;
  const bad = data.files.find((f) => !FILE_NAME.test(f.filename) || f.filename.toLowerCase() === 'params.json');
  return bad ? `file name ${bad.filename} is not allowed` : null;
}
