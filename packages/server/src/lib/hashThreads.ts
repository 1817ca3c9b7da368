// The threads password hashes run on (issue 33). A hash is ~13 ms of a core; a class signing in at once is a thousand
// of them. On libuv's pool (where @node-rs/argon2's and Node's async hashes run) they ran at the priority of the
// event loop and the database, and on 2 cores a save waited behind them. Here each hash runs, synchronously, on a
// worker thread of its own whose scheduling priority is lowered (nice, a per-thread attribute on Linux): while the
// event loop, the database or a kernel want a core they get it, and the hashes take what is left, which on an exam
// morning is most of the machine. Threads start on first use and stay for the process (unref'd: they never keep it up).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Lowest priority a thread can ask for on Linux (nice 19); 0 keeps the process's. */
export const MAX_HASH_NICE = 19;
/** How far hash threads lower their priority (nice) unless PASSWORD_HASH_NICE says otherwise. */
export const DEFAULT_HASH_NICE = 10;

/** What a thread computes: an Argon2id hash or check with @node-rs/argon2, or an scrypt key with Node's crypto. */
export type HashJob =
  | { op: 'argon2Hash'; password: string; options: { memoryCost: number; timeCost: number; parallelism: number; outputLen: number; salt: Uint8Array } }
  | { op: 'argon2Verify'; stored: string; password: string }
  | { op: 'scrypt'; password: string; salt: Uint8Array; keyBytes: number; options: { N: number; r: number; p: number; maxmem: number } };

type Answer = { ok: true; value: string | boolean | Uint8Array } | { ok: false; message: string };

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

// The thread's code, run as a CommonJS script (no file of its own to find: the server runs from dist/ and from its
// TypeScript sources in tests alike). It lowers its own priority first; where the system refuses, it hashes at the
// process's priority rather than fail.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { setPriority } = require('node:os');
const { scryptSync } = require('node:crypto');
const { hashSync, verifySync } = require(${JSON.stringify(argon2Path)});
if (workerData.nice > 0) {
  try { setPriority(workerData.nice); } catch {}
}
parentPort.on('message', (job) => {
  try {
    let value;
    if (job.op === 'argon2Hash') value = hashSync(job.password, { ...job.options, salt: Buffer.from(job.options.salt) });
    else if (job.op === 'argon2Verify') { try { value = verifySync(job.stored, job.password); } catch { value = false; } }
    else value = scryptSync(job.password, Buffer.from(job.salt), job.keyBytes, job.options);
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
`;

/**
 * A set of hash threads at one priority. Each job goes to an idle thread, or to a new one when none is idle: callers
 * bound how many run at once (HashPool's gate), so there are never more threads than that bound has been.
 */
export class HashThreads {
  readonly #idle: Worker[] = [];
  #started = 0;

  /** `nice`: the priority threads started from now on lower themselves to (0 to MAX_HASH_NICE). */
  constructor(public nice: number) {}

  /** Threads started so far. */
  get started(): number {
    return this.#started;
  }

  async argon2Hash(password: string, options: Extract<HashJob, { op: 'argon2Hash' }>['options']): Promise<string> {
    return (await this.#run({ op: 'argon2Hash', password, options })) as string;
  }

  /** False for a mismatch and for a hash the binding cannot read. */
  async argon2Verify(stored: string, password: string): Promise<boolean> {
    return (await this.#run({ op: 'argon2Verify', stored, password })) === true;
  }

  async scrypt(password: string, salt: Uint8Array, keyBytes: number, options: Extract<HashJob, { op: 'scrypt' }>['options']): Promise<Buffer> {
    const key = (await this.#run({ op: 'scrypt', password, salt, keyBytes, options })) as Uint8Array;
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  }

  /** Ends every idle thread (tests; a process's threads end with it). */
  async close(): Promise<void> {
    await Promise.all(this.#idle.splice(0).map((thread) => thread.terminate()));
  }

  #run(job: HashJob): Promise<string | boolean | Uint8Array> {
    const thread = this.#idle.pop() ?? this.#start();
    return new Promise((resolve, reject) => {
      const ended = (code: number) => settle(new Error(`the hash thread ended (exit code ${code})`));
      const settle = (answer: Answer | Error) => {
        thread.off('message', settle);
        thread.off('error', settle);
        thread.off('exit', ended);
        if (answer instanceof Error) {
          // A thread that failed (out of memory, ended) is not given work again.
          void thread.terminate();
          reject(answer);
          return;
        }
        this.#idle.push(thread);
        if (answer.ok) resolve(answer.value);
        else reject(new Error(answer.message));
      };
      thread.on('message', settle);
      thread.on('error', settle);
      thread.on('exit', ended);
      thread.postMessage(job);
    });
  }

  #start(): Worker {
    this.#started += 1;
    const thread = new Worker(THREAD, { eval: true, workerData: { nice: this.nice } });
    thread.unref();
    return thread;
  }
}
