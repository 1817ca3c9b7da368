// Password hashes. New ones are Argon2id (OWASP's first recommendation) stored as the standard PHC string
// `$argon2id$v=19$m=…,t=…,p=…$salt$key`; older ones are scrypt, stored as `scrypt$N$r$p$salt$key` (base64url). Each
// hash carries its own parameters, so verification always uses the ones it was made with: changing the cost or the
// scheme later locks nobody out, and sign-in rehashes the weaker ones (see `needsRehash`).
//
// Every hash and verification runs off the event loop, on low-priority threads of its own (lib/hashThreads.ts),
// behind one process-wide FIFO semaphore (`passwordPool`), so a class signing in at once queues for a few cores and
// yields them to the event loop and the database whenever those want one.
import { availableParallelism } from 'node:os';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Gate } from './gate.js';
import { DEFAULT_HASH_NICE, HashThreads } from './hashThreads.js';

/** scrypt cost: `N` CPU/memory (a power of two), `r` block size, `p` parallelism. Memory ≈ 128·N·r bytes. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Argon2id cost: `m` memory in KiB, `t` passes, `p` lanes. */
export interface Argon2Cost {
  m: number;
  t: number;
  p: number;
}

/** The scheme and cost of new hashes (PASSWORD_HASH and its knobs). */
export type PasswordCost = ({ scheme: 'argon2id' } & Argon2Cost) | ({ scheme: 'scrypt' } & ScryptCost);

/**
 * OWASP Password Storage Cheat Sheet, Argon2id: its minimum rows (m = 46 MiB t = 1, 19 MiB t = 2, 12 MiB t = 3, 9 MiB
 * t = 4, 7 MiB t = 5, all p = 1) give an equal level of defence. 12 MiB with 3 passes measured a third faster than
 * 19 MiB with 2 here (12.7 ms against 18.9 ms median on a shared 2-core machine; less memory stays in cache), so it is
 * the default: the class's sign-ins share a few cores.
 */
export const RECOMMENDED_ARGON2: Argon2Cost = { m: 12 * 1024, t: 3, p: 1 };
/** OWASP's scrypt row N=2^17, r=8, p=1 (128 MiB, about 0.4 s on one core): the scheme before Argon2id. */
export const RECOMMENDED_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
export const DEFAULT_PASSWORD_COST: PasswordCost = { scheme: 'argon2id', ...RECOMMENDED_ARGON2 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;
const MIN_BYTES = 16;
/** The most a stored scrypt hash may ask of us: a corrupt or planted hash must not exhaust the server. */
const MAX_SCRYPT = { log2N: 20, r: 32, p: 16, memory: 1024 * 1024 * 1024 };
/** The same for Argon2id: at most 256 MiB, 16 lanes, and 1 GiB·pass of work (m·t), about a second of a core. */
export const MAX_ARGON2 = { m: 256 * 1024, t: 64, p: 16, work: 1024 * 1024 };

// ───────────────────────────── the pool

/**
 * At most `concurrency` hashes run at once, the others wait in arrival order: a `Gate` (lib/gate.ts) around each
 * task, run on the pool's low-priority `threads`. Counts what it saw (`peak` running at once), so tests and benches
 * can check the bound.
 */
export class HashPool {
  readonly #gate: Gate;
  readonly threads: HashThreads;

  constructor(concurrency: number, nice = DEFAULT_HASH_NICE) {
    this.#gate = new Gate(concurrency);
    this.threads = new HashThreads(nice);
  }

  /** Changes the bound; waiting tasks start at once when it grew. */
  resize(concurrency: number): void {
    this.#gate.resize(concurrency);
  }

  get size(): number {
    return this.#gate.size;
  }

  stats(): { running: number; waiting: number; peak: number } {
    const { inside, waiting, peak } = this.#gate.stats();
    return { running: inside, waiting, peak };
  }

  resetPeak(): void {
    this.#gate.resetPeak();
  }

  /** Runs `task` once a slot is free (in arrival order), and frees the slot when it settles. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    const leave = await this.#gate.enter();
    try {
      return await task();
    } finally {
      leave();
    }
  }
}

/**
 * The default bound: one hash per core. The threads yield to everything else (DEFAULT_HASH_NICE), so the event loop
 * and the database keep the cores they want while a class signs in, and the hashes get the rest of the machine.
 */
export function defaultHashConcurrency(): number {
  return availableParallelism();
}

/** The process's one pool: every hash and verification goes through it (sized from config by the app). */
export const passwordPool = new HashPool(defaultHashConcurrency());

// ───────────────────────────── scrypt (older hashes, and PASSWORD_HASH=scrypt)

/** Bytes OpenSSL's scrypt allocates (B and V); Node refuses a derivation whose need passes `maxmem`. */
const memoryOf = ({ N, r, p }: ScryptCost) => 128 * r * (N + p + 2);

/** A cost we agree to compute: N a power of two from 2 up to 2^20, r and p small, memory ≤ 1 GiB. */
export function isUsableCost(cost: ScryptCost): boolean {
  const { N, r, p } = cost;
  const whole = [N, r, p].every((v) => Number.isSafeInteger(v) && v >= 1);
  return whole && N >= 2 && N <= 2 ** MAX_SCRYPT.log2N && (N & (N - 1)) === 0 && r <= MAX_SCRYPT.r && p <= MAX_SCRYPT.p && memoryOf(cost) <= MAX_SCRYPT.memory;
}

/** Argon2id parameters we agree to compute: whole, m ≥ 8·p (the algorithm's floor), within MAX_ARGON2. */
export function isUsableArgon2Cost({ m, t, p }: Argon2Cost): boolean {
  const whole = [m, t, p].every((v) => Number.isSafeInteger(v) && v >= 1);
  return whole && m >= 8 * p && m <= MAX_ARGON2.m && t <= MAX_ARGON2.t && p <= MAX_ARGON2.p && m * t <= MAX_ARGON2.work;
}

function deriveScrypt(pool: HashPool, password: string, salt: Buffer, keyBytes: number, cost: ScryptCost): Promise<Buffer> {
  return pool.run(() => pool.threads.scrypt(password, salt, keyBytes, { ...cost, maxmem: memoryOf(cost) + 1024 * 1024 }));
}

type Parsed = { scheme: 'scrypt'; cost: ScryptCost; salt: Buffer; key: Buffer } | { scheme: 'argon2id'; cost: Argon2Cost; salt: Buffer; key: Buffer };

function parseScrypt(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,8}$/.test(v) ? Number(v) : NaN)) as [number, number, number];
  const cost = { N, r, p };
  if (!isUsableCost(cost)) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < MIN_BYTES || key.length < MIN_BYTES || key.length > 64) return null;
  return { scheme: 'scrypt', cost, salt, key };
}

/** The PHC string of Argon2id version 19 as the binding (and node-argon2, libsodium, …) writes it; nothing else. */
const ARGON2_PHC = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,4}),p=(\d{1,3})\$([A-Za-z0-9+/]{22,88})\$([A-Za-z0-9+/]{22,88})$/;

function parseArgon2(stored: string): Parsed | null {
  const match = ARGON2_PHC.exec(stored);
  if (match === null) return null;
  const cost = { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) };
  if (!isUsableArgon2Cost(cost)) return null;
  const salt = Buffer.from(match[4]!, 'base64');
  const key = Buffer.from(match[5]!, 'base64');
  if (salt.length < MIN_BYTES || key.length < MIN_BYTES || key.length > 64) return null;
  return { scheme: 'argon2id', cost, salt, key };
}

/** The scheme, cost, salt and key of a stored hash we agree to compute; null for anything else (corrupt, planted, absurd). */
function parse(stored: string): Parsed | null {
  return stored.startsWith('$argon2id$') ? parseArgon2(stored) : parseScrypt(stored);
}

/** Is `cost` one we can make hashes with (config checks this at start-up)? */
export function isUsablePasswordCost(cost: PasswordCost): boolean {
  return cost.scheme === 'argon2id' ? isUsableArgon2Cost(cost) : isUsableCost(cost);
}

// ───────────────────────────── the face

/** A new hash of `password` at `cost` with a fresh salt (in the pool). */
export async function hashPassword(password: string, cost: PasswordCost, pool: HashPool = passwordPool): Promise<string> {
  if (!isUsablePasswordCost(cost)) throw new Error(`unusable password cost ${JSON.stringify(cost)}`);
  const salt = randomBytes(SALT_BYTES);
  if (cost.scheme === 'argon2id') {
    // The binding's defaults are Argon2id, version 19 (its enums are ambient const enums, out of reach here).
    const options = { memoryCost: cost.m, timeCost: cost.t, parallelism: cost.p, outputLen: KEY_BYTES, salt };
    return pool.run(() => pool.threads.argon2Hash(password, options));
  }
  const key = await deriveScrypt(pool, password, salt, KEY_BYTES, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * Does `password` match `stored`? Computed with the scheme, cost, salt and length stored in the hash (in the pool). A
 * hash we refuse to compute (corrupt, or asking more memory or time than MAX_*) matches nothing, at no cost.
 */
export async function verifyPassword(password: string, stored: string, pool: HashPool = passwordPool): Promise<boolean> {
  const hash = parse(stored);
  if (hash === null) return false;
  if (hash.scheme === 'argon2id') return pool.run(() => pool.threads.argon2Verify(stored, password));
  const { salt, key: expected, cost } = hash;
  const key = await deriveScrypt(pool, password, salt, expected.length, cost);
  return timingSafeEqual(key, expected);
}

/**
 * A hash to replace after a sign-in: one we cannot read, one shorter than we make them, and one weaker than `cost`.
 * With Argon2id configured, every scrypt hash (of any cost) and every Argon2id hash below `cost` in any parameter;
 * with scrypt configured (the baseline of `bench:exam`), a weaker scrypt hash, while Argon2id hashes are kept.
 */
export function needsRehash(stored: string, cost: PasswordCost): boolean {
  const hash = parse(stored);
  if (hash === null) return true;
  if (hash.salt.length < SALT_BYTES || hash.key.length < KEY_BYTES) return true;
  if (hash.scheme === 'argon2id') {
    if (cost.scheme !== 'argon2id') return false;
    const { m, t, p } = hash.cost;
    return m < cost.m || t < cost.t || p < cost.p;
  }
  if (cost.scheme === 'argon2id') return true;
  const { N, r, p } = hash.cost;
  return N < cost.N || r < cost.r || p < cost.p;
}
