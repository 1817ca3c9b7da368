// Password hashes: scrypt, stored as `scrypt$N$r$p$salt$key` (base64url). Each hash carries its own cost, so
// verification always uses the parameters it was made with: raising the cost later locks nobody out, and sign-in
// rehashes the weaker ones (see `needsRehash`).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: `N` CPU/memory (a power of two), `r` block size, `p` parallelism. Memory ≈ 128·N·r bytes. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB, about 0.4 s on one core). */
export const RECOMMENDED_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** The most a stored hash may ask of us: a corrupt or planted hash must not exhaust the server. */
const MAX_COST = { log2N: 20, r: 32, p: 16, memory: 1024 * 1024 * 1024 };
const MIN_BYTES = 16;

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/** Bytes OpenSSL's scrypt allocates (B and V); Node refuses a derivation whose need passes `maxmem`. */
const memoryOf = ({ N, r, p }: ScryptCost) => 128 * r * (N + p + 2);

/** A cost we agree to compute: N a power of two from 2 up to 2^20, r and p small, memory ≤ 1 GiB. */
export function isUsableCost(cost: ScryptCost): boolean {
  const { N, r, p } = cost;
  const whole = [N, r, p].every((v) => Number.isSafeInteger(v) && v >= 1);
  return whole && N >= 2 && N <= 2 ** MAX_COST.log2N && (N & (N - 1)) === 0 && r <= MAX_COST.r && p <= MAX_COST.p && memoryOf(cost) <= MAX_COST.memory;
}

function derive(password: string, salt: Buffer, keyBytes: number, cost: ScryptCost): Promise<Buffer> {
  const options = { ...cost, maxmem: memoryOf(cost) + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function parse(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,8}$/.test(v) ? Number(v) : NaN)) as [number, number, number];
  const cost = { N, r, p };
  if (!isUsableCost(cost)) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < MIN_BYTES || key.length < MIN_BYTES || key.length > 64) return null;
  return { cost, salt, key };
}

/** A new hash of `password` at `cost` with a fresh salt. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  if (!isUsableCost(cost)) throw new Error(`unusable scrypt cost N=${cost.N} r=${cost.r} p=${cost.p}`);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Does `password` match `stored`? Computed with the cost, salt and length stored in the hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (hash === null) return false;
  const key = await derive(password, hash.salt, hash.key.length, hash.cost);
  return timingSafeEqual(key, hash.key);
}

/** A hash weaker than `cost` in any parameter (or shorter than we make them), to be replaced after a sign-in. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const hash = parse(stored);
  if (hash === null) return true;
  const { N, r, p } = hash.cost;
  return N < cost.N || r < cost.r || p < cost.p || hash.salt.length < SALT_BYTES || hash.key.length < KEY_BYTES;
}
