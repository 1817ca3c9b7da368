// Admission (issue 33): sign-ins and exam starts pass one first-come-first-served gate of a few places, so a class
// signing in at once waits outside the event loop's work while everything else goes in at once.
import { Gate } from '../../src/lib/gate.js';
import { BURST_CALLS } from '../../src/plugins/admission.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helper.js';

describe('the gate', () => {
  it('lets in as many as it has places, the rest in arrival order as places free', async () => {
    const gate = new Gate(2);
    const order: number[] = [];
    const leaves: Array<() => void> = [];
    const entries = [0, 1, 2, 3, 4].map((i) =>
      gate.enter().then((leave) => {
        order.push(i);
        leaves[i] = leave;
      }),
    );
    await Promise.all(entries.slice(0, 2));
    expect(order).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ inside: 2, waiting: 3, peak: 2 });
    // Leaving twice frees one place, not two.
    leaves[1]!();
    leaves[1]!();
    await entries[2];
    expect(order).toEqual([0, 1, 2]);
    expect(gate.stats()).toMatchObject({ inside: 2, waiting: 2 });
    // Growing the gate lets the waiting in at once.
    gate.resize(4);
    await Promise.all(entries);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(gate.stats()).toEqual({ inside: 4, waiting: 0, peak: 4 });
    for (const leave of leaves) leave();
    expect(gate.stats().inside).toBe(0);
    expect(() => new Gate(0)).toThrow(/whole number/);
  });
});

describe('the admission of burst calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ burstConcurrency: 1, rateLimit: { loginMax: 1000, smsMax: 100, windowSeconds: 60 } });
  });
  afterAll(async () => t?.close());

  it('gates the sign-in and the exam start, and nothing else', () => {
    expect([...BURST_CALLS].sort()).toEqual(['competitionLogin', 'login', 'startAttempt']);
  });

  it('answers every sign-in of a class arriving at once, one at a time, and the gate is empty after', async () => {
    const names = ['student', 'teacher', 'eduadmin', 'student', 'systeacher', 'teacher'];
    const answers = await Promise.all(names.map((username) => t.call<{ username: string }>('POST', '/api/admin/login', { body: { username, password: DEMO_PASSWORD } })));
    expect(answers.map((a) => [a.code, a.data.username])).toEqual(names.map((n) => [1, n]));
    // Refused sign-ins leave the gate too.
    const wrong = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/admin/login', { body: { username: 'nobody-here', password: 'x' } })));
    expect(wrong.every((a) => a.code !== 1)).toBe(true);
    expect(t.app.burstGate.stats()).toEqual({ inside: 0, waiting: 0, peak: 1 });
  });

  it('lets other calls in while the gate is full', async () => {
    const student = await t.login('student');
    // Hold the gate's only place, as a sign-in in progress would.
    const leave = await t.app.burstGate.enter();
    try {
      const current = await t.call<{ username: string }>('GET', '/api/admin/current', { as: student });
      expect(current.data.username).toBe('student');
      const signIn = t.call('POST', '/api/admin/login', { body: { username: 'teacher', password: DEMO_PASSWORD } });
      // It waits at the gate (polled: the request is parsed and authenticated first).
      for (let i = 0; i < 200 && t.app.burstGate.stats().waiting === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(t.app.burstGate.stats().waiting).toBe(1);
      leave();
      expect((await signIn).code).toBe(1);
    } finally {
      leave();
    }
    expect(t.app.burstGate.stats().inside).toBe(0);
  });
});
