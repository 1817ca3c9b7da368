// The password module (issue 33): Argon2id in the PHC string, scrypt hashes of before still verified and marked for a
// rehash, corrupt or planted hashes refused before any memory is asked for, and one FIFO pool bounding how many hashes
// run at once, on threads of lowered priority.
import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import { hashRows } from '../../src/modules/users/importRows.js';
import { HashPool, hashPassword, needsRehash, verifyPassword, type PasswordCost } from '../../src/lib/password.js';

const CHEAP: PasswordCost = { scheme: 'argon2id', m: 1024, t: 1, p: 1 };
/** A promise and its resolve (Promise.withResolvers is Node 22's). */
function gate(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const b64 = (bytes: number) => randomBytes(bytes).toString('base64').replace(/=+$/, '');

function scryptHash(password: string, N: number, r = 8, p = 1): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r, p, maxmem: 256 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('Argon2id hashes', () => {
  it('are PHC strings that keep their parameters and verify only their password', async () => {
    const hash = await hashPassword('正确的密码 correct horse', { scheme: 'argon2id', m: 2048, t: 3, p: 2 });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=2048,t=3,p=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('正确的密码 correct horse', hash)).toBe(true);
    expect(await verifyPassword('正确的密码 correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    // A fresh salt each time.
    expect(await hashPassword('same', CHEAP)).not.toBe(await hashPassword('same', CHEAP));
  });

  it('below today’s cost in any parameter need a rehash; at or above it they do not', async () => {
    const today: PasswordCost = { scheme: 'argon2id', m: 2048, t: 2, p: 1 };
    expect(needsRehash(await hashPassword('pw', today), today)).toBe(false);
    expect(needsRehash(await hashPassword('pw', { scheme: 'argon2id', m: 4096, t: 3, p: 2 }), today)).toBe(false);
    expect(needsRehash(await hashPassword('pw', { scheme: 'argon2id', m: 1024, t: 2, p: 1 }), today)).toBe(true);
    expect(needsRehash(await hashPassword('pw', { scheme: 'argon2id', m: 4096, t: 1, p: 1 }), today)).toBe(true);
    expect(needsRehash(await hashPassword('pw', { scheme: 'argon2id', m: 4096, t: 2, p: 1 }), { ...today, p: 2 })).toBe(true);
  });

  it('are what imported accounts get, in the rows’ order', async () => {
    const rows = await hashRows(
      ['first-pw', 'second-pw', 'third-pw'].map((password, i) => ({ values: { username: `u${i}`, name: `n${i}`, role: 'edu_student' }, password }) as Parameters<typeof hashRows>[0][number]),
      CHEAP,
    );
    expect(rows.map((r) => r.username)).toEqual(['u0', 'u1', 'u2']);
    expect(rows.every((r) => r.password.startsWith('$argon2id$v=19$m=1024,t=1,p=1$'))).toBe(true);
    expect(await verifyPassword('second-pw', rows[1]!.password)).toBe(true);
    expect(await verifyPassword('first-pw', rows[1]!.password)).toBe(false);
  });
});

describe('scrypt hashes of before', () => {
  it('still verify with their own cost, and always need a rehash to Argon2id', async () => {
    for (const N of [2 ** 10, 2 ** 12, 2 ** 15]) {
      const old = scryptHash('legacy-pw', N);
      expect(await verifyPassword('legacy-pw', old)).toBe(true);
      expect(await verifyPassword('legacy-pW', old)).toBe(false);
      expect(needsRehash(old, CHEAP)).toBe(true);
    }
  });

  it('are compared by cost when scrypt is configured (the baseline), which never downgrades an Argon2id hash', async () => {
    const scrypt: PasswordCost = { scheme: 'scrypt', N: 2 ** 14, r: 8, p: 1 };
    expect(needsRehash(scryptHash('pw', 2 ** 14), scrypt)).toBe(false);
    expect(needsRehash(scryptHash('pw', 2 ** 12), scrypt)).toBe(true);
    expect(needsRehash(await hashPassword('pw', CHEAP), scrypt)).toBe(false);
    const made = await hashPassword('pw', scrypt);
    expect(made).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('pw', made)).toBe(true);
  });
});

describe('corrupt or planted hashes', () => {
  // Each would ask for gigabytes or minutes if computed; refused, they never reach the pool.
  const planted = [
    `$argon2id$v=19$m=4194304,t=2,p=1$${b64(16)}$${b64(32)}`,
    `$argon2id$v=19$m=9999999,t=1,p=1$${b64(16)}$${b64(32)}`,
    `$argon2id$v=19$m=262144,t=64,p=1$${b64(16)}$${b64(32)}`,
    `$argon2id$v=19$m=19456,t=2,p=255$${b64(16)}$${b64(32)}`,
    `$argon2id$v=19$m=4,t=2,p=1$${b64(16)}$${b64(32)}`,
    `$argon2id$v=16$m=19456,t=2,p=1$${b64(16)}$${b64(32)}`,
    `$argon2i$v=19$m=19456,t=2,p=1$${b64(16)}$${b64(32)}`,
    `$argon2id$v=19$m=19456,t=2,p=1$${b64(4)}$${b64(32)}`,
    `$argon2id$v=19$m=19456,t=2,p=1$${b64(16)}$`,
    `$argon2id$v=19$m=19456,t=2,p=1$${b64(16)}$${b64(32)}$extra`,
    `scrypt$${2 ** 30}$8$1$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`,
    `scrypt$1000$8$1$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`,
    'scrypt$16384$8$1$short$short',
    '',
    'plaintext-password',
  ];

  it.each(planted)('are refused without computing anything: %s', async (stored) => {
    const pool = new HashPool(1);
    expect(await verifyPassword('anything', stored, pool)).toBe(false);
    expect(pool.stats().peak).toBe(0);
    expect(needsRehash(stored, CHEAP)).toBe(true);
  });

  it('the refusal asks for no memory worth speaking of', async () => {
    const before = process.memoryUsage().rss;
    for (const stored of planted) await verifyPassword('anything', stored);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('unusable costs are refused when hashing too', async () => {
    await expect(hashPassword('pw', { scheme: 'argon2id', m: 8 * 1024 * 1024, t: 1, p: 1 })).rejects.toThrow(/unusable/);
    await expect(hashPassword('pw', { scheme: 'scrypt', N: 1000, r: 8, p: 1 })).rejects.toThrow(/unusable/);
  });
});

describe('the hash pool', () => {
  it('runs at most its concurrency at once, in arrival order', async () => {
    const pool = new HashPool(2);
    let running = 0;
    let seen = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 8 }, gate);
    const tasks = gates.map((gate, i) =>
      pool.run(async () => {
        running += 1;
        seen = Math.max(seen, running);
        started.push(i);
        await gate.promise;
        running -= 1;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(pool.stats()).toEqual({ running: 2, waiting: 6, peak: 2 });
    // Releasing in another order still starts the waiting ones first come, first served.
    for (const i of [1, 0, 3, 2, 5, 4, 7, 6]) {
      gates[i]!.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(seen).toBe(2);
    expect(pool.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('frees the slot of a task that fails', async () => {
    const pool = new HashPool(1);
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(async () => 'next')).toBe('next');
    expect(pool.stats().running).toBe(0);
  });

  it('bounds real hashes and verifications: twelve at once with a pool of 3 never run more than 3', async () => {
    const pool = new HashPool(3);
    const hash = await hashPassword('pw', CHEAP, pool);
    pool.resetPeak();
    const work = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? hashPassword(`pw${i}`, CHEAP, pool) : verifyPassword('pw', hash, pool)));
    expect(pool.stats()).toMatchObject({ running: 3, waiting: 9 });
    const results = await Promise.all(work);
    expect(results.filter((r) => r === true)).toHaveLength(6);
    expect(pool.stats()).toEqual({ running: 0, waiting: 0, peak: 3 });
  });

  it('grows at once when resized', async () => {
    const pool = new HashPool(1);
    const open = gate();
    let running = 0;
    const tasks = [1, 2, 3].map(() => pool.run(async () => ((running += 1), await open.promise)));
    expect(pool.stats().running).toBe(1);
    pool.resize(3);
    expect(pool.stats()).toMatchObject({ running: 3, waiting: 0 });
    open.resolve();
    await Promise.all(tasks);
    expect(running).toBe(3);
    expect(() => pool.resize(0)).toThrow();
  });
});

/** This process's threads and their nice values, from /proc (Linux: nice is per thread). */
function niceOfThreads(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    // Field 19 of stat is nice; the fields after the command's closing parenthesis start at field 3.
    const fields = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    nice.set(Number(tid), Number(fields[16]));
  }
  return nice;
}

describe('the hash threads', () => {
  it('compute on threads that lowered their own priority, leaving the rest of the process where it was', async () => {
    const before = niceOfThreads();
    const pool = new HashPool(2, 7);
    try {
      const hash = await hashPassword('pw', CHEAP, pool);
      const work = [hashPassword('pw2', CHEAP, pool), verifyPassword('pw', hash, pool), verifyPassword('nope', hash, pool), hashPassword('pw3', { scheme: 'scrypt', N: 1024, r: 8, p: 1 }, pool)];
      const [, right, wrong, scrypt] = await Promise.all(work);
      expect([right, wrong]).toEqual([true, false]);
      expect(await verifyPassword('pw3', scrypt as string, pool)).toBe(true);
      // At most the pool's bound of threads, each at nice 7; every thread there before keeps its priority.
      expect(pool.threads.started).toBe(2);
      const after = niceOfThreads();
      expect([...after.values()].filter((n) => n === 7)).toHaveLength(2);
      for (const [tid, nice] of before) if (after.has(tid)) expect(after.get(tid)).toBe(nice);
    } finally {
      await pool.threads.close();
    }
  });

  it('answers a computation that fails with its error, and the thread goes on serving', async () => {
    const pool = new HashPool(1);
    try {
      // Salt and key of a valid-looking hash, but scrypt refuses a maxmem below what N asks (a thread-side error).
      await expect(pool.run(() => pool.threads.scrypt('pw', randomBytes(16), 32, { N: 1024, r: 8, p: 1, maxmem: 1024 }))).rejects.toThrow(/memory/i);
      expect(await verifyPassword('pw', await hashPassword('pw', CHEAP, pool), pool)).toBe(true);
      expect(pool.threads.started).toBe(1);
    } finally {
      await pool.threads.close();
    }
  });
});
