// @lane kernel
// The grading orchestrator with the real grader process and a fake student kernel: what the kernel is asked,
// how its answers and failures become verdicts, and the time limits.
import { plainGraderCommand } from '../../src/runtime/jupyter/graderSandbox.js';
import { KERNEL_DIED, runHiddenTests, type KernelAnswer, type StudentKernel } from '../../src/runtime/grading/hiddenTests.js';
import { graderArgs } from '../../src/runtime/grading/programs.js';

type Request = Record<string, unknown> & { op: string };

/** A kernel that answers from `reply`; records every request it was sent. */
function fakeKernel(reply: (request: Request, timeoutMs: number) => KernelAnswer | Promise<KernelAnswer>): StudentKernel & { requests: Request[] } {
  const requests: Request[] = [];
  return {
    requests,
    ask: async (text, timeoutMs) => {
      const request = JSON.parse(text) as Request;
      requests.push(request);
      return reply(request, timeoutMs);
    },
  };
}

/** One answer per name, as the agent sends the names a test reads. */
const names = (request: Request, answer: (name: string) => unknown): KernelAnswer => ({
  answer: JSON.stringify({ names: (request.names as string[]).map(answer) }),
});

/** Student variables as the agent would send them (plain JSON values are data as they are). */
const variables = (values: Record<string, unknown>) => (request: Request): KernelAnswer =>
  names(request, (name) => (name in values ? { ok: values[name] } : { error: { type: 'NameError', message: `name '${name}' is not defined` } }));

const launch = { command: plainGraderCommand(), args: graderArgs() };
const test = (code: string) => ({ name: code.slice(0, 20), code });

describe('hidden tests in the grader process', () => {
  it('decides on the data the kernel sends, with the messages tests write', async () => {
    const kernel = fakeKernel(variables({ x: 3 }));
    const verdicts = await runHiddenTests(kernel, [test('assert x == 3'), test("assert x == 4, 'x 不对'"), test('assert y == 1')], { testTimeoutMs: 10_000 }, launch);
    expect(verdicts).toEqual([
      { passed: true, message: 'ok' },
      { passed: false, message: 'AssertionError: x 不对' },
      { passed: false, message: "NameError: name 'y' is not defined" },
    ]);
  }, 30_000);

  it('asks only for the names a test reads without binding them, in every scope; never builtins; never the test itself', async () => {
    const kernel = fakeKernel(variables({ values: { t: 'list', items: [1, 1.5] }, helper: 2, isinstance: 'student’s own' }));
    const code = 'import numpy as np\nassert all(np.isclose(v, 1.25, atol=0.3) for v in values)\nf = lambda: helper\nassert isinstance(f(), int)\nclass C:\n    k = len(values)\n';
    expect(await runHiddenTests(kernel, [test(code)], { testTimeoutMs: 10_000 }, launch)).toEqual([{ passed: true, message: 'ok' }]);
    // `C` the test binds without reading: only whether the student has one is asked (their code would see the test's).
    expect(kernel.requests).toEqual([{ op: 'names', names: ['f', 'helper', 'values'], present: ['C'] }]);
    expect(JSON.stringify(kernel.requests)).not.toMatch(/isclose|assert|lambda/);
  }, 30_000);

  it('turns the kernel’s failures into failed tests: dead, no answer, out of time', async () => {
    const dead = await runHiddenTests(fakeKernel(() => ({ failure: 'dead' })), [test('assert x'), test('assert x')], { testTimeoutMs: 10_000 }, launch);
    expect(dead).toEqual([{ passed: false, message: KERNEL_DIED }, { passed: false, message: KERNEL_DIED }]);
    const lost = await runHiddenTests(fakeKernel(() => ({ failure: 'lost' })), [test('assert x')], { testTimeoutMs: 10_000 }, launch);
    expect(lost).toEqual([{ passed: false, message: 'the student’s kernel gave no answer' }]);
    const slow = fakeKernel((_, timeoutMs) => new Promise((resolve) => setTimeout(() => resolve({ failure: 'timeout' }), timeoutMs)));
    expect(await runHiddenTests(slow, [test('try:\n    x\nexcept BaseException:\n    pass')], { testTimeoutMs: 1000 }, launch)).toEqual([
      { passed: false, message: 'time limit of 1 s exceeded' },
    ]);
  }, 30_000);

  it('rebuilds the student’s errors by name; a test cannot catch a kernel failure', async () => {
    const kernel = fakeKernel((request) =>
      (request.names as string[]).includes('broken') ? names(request, () => ({ error: { type: 'ZeroDivisionError', message: 'division by zero' } })) : { failure: 'dead' },
    );
    const verdicts = await runHiddenTests(kernel, [test('broken'), test('try:\n    gone\nexcept Exception:\n    pass')], { testTimeoutMs: 10_000 }, launch);
    expect(verdicts).toEqual([
      { passed: false, message: 'ZeroDivisionError: division by zero' },
      { passed: false, message: KERNEL_DIED },
    ]);
  }, 30_000);

  it('a library’s error from the student’s side is the grader’s own class: a test can catch it', async () => {
    const kernel = fakeKernel((request) =>
      request.op === 'names'
        ? names(request, () => ({ ok: { t: 'ref', id: 1, cls: [['sklearn.pipeline', 'Pipeline'], ['builtins', 'object']] } }))
        : { answer: JSON.stringify({ error: { type: 'NotFittedError', module: 'sklearn.exceptions', message: 'not fitted' } }) },
    );
    const code = 'from sklearn.exceptions import NotFittedError\ntry:\n    model.predict([[1]])\nexcept NotFittedError:\n    pass\nelse:\n    raise AssertionError("fitted?")';
    expect(await runHiddenTests(kernel, [test(code), test('model.predict([[1]])')], { testTimeoutMs: 10_000 }, launch)).toEqual([
      { passed: true, message: 'ok' },
      { passed: false, message: 'NotFittedError: not fitted' },
    ]);
  }, 30_000);

  it('proxies: the grader’s own class for isinstance, never a data class; comparisons refused', async () => {
    const ref = (module: string, qualname: string) => ({ ok: { t: 'ref', id: 0, cls: [[module, qualname], ['builtins', 'object']] } });
    const kernel = fakeKernel((request) => names(request, (name) => (name === 'fig' ? ref('matplotlib.figure', 'Figure') : ref('pandas.core.frame', 'DataFrame'))));
    const verdicts = await runHiddenTests(
      kernel,
      [test('import matplotlib.figure\nassert isinstance(fig, matplotlib.figure.Figure)'), test('import pandas as pd\nassert not isinstance(df, pd.DataFrame)'), test('assert df == 1')],
      { testTimeoutMs: 10_000 },
      launch,
    );
    expect(verdicts.slice(0, 2)).toEqual([{ passed: true, message: 'ok' }, { passed: true, message: 'ok' }]);
    expect(verdicts[2]).toEqual({ passed: false, message: 'TypeError: DataFrame is an object of the student’s code: tests compare its data, not the object itself' });
  }, 30_000);

  it('calls the student’s function on the test’s inputs, sent as data; the result is compared here', async () => {
    const kernel = fakeKernel((request) => {
      if (request.op === 'names') return names(request, () => ({ ok: { t: 'ref', id: 7, cls: [['builtins', 'function'], ['builtins', 'object']] } }));
      const [rate, flows] = request.args as [number, { t: string; items: number[] }];
      return { answer: JSON.stringify({ ok: flows.items.reduce((sum, c, t) => sum + c / (1 + rate) ** t, 0) }) };
    });
    const code = 'import types\nassert isinstance(npv, types.FunctionType)\nassert abs(npv(0.1, [-100, 60, 60]) - 4.1322314) < 1e-6';
    expect(await runHiddenTests(kernel, [test(code)], { testTimeoutMs: 10_000 }, launch)).toEqual([{ passed: true, message: 'ok' }]);
    expect(kernel.requests[1]).toEqual({ op: 'call', ref: 7, args: [0.1, { t: 'list', items: [-100, 60, 60] }], kwargs: [] });
  }, 30_000);

  it('stops a test at its time limit, drops the late answer, and goes on', async () => {
    let first = true;
    const kernel = fakeKernel((request) => {
      if (!first) return variables({ x: 3 })(request);
      first = false;   // answers after the test's limit: the grader has moved on by then
      return new Promise((resolve) => setTimeout(() => resolve(names(request, () => ({ ok: 3 }))), 1500));
    });
    const verdicts = await runHiddenTests(kernel, [test('assert x == 3'), test('while True:\n    pass'), test('assert x == 3')], { testTimeoutMs: 1000 }, launch);
    expect(verdicts).toEqual([
      { passed: false, message: 'time limit of 1 s exceeded' },
      { passed: false, message: 'time limit of 1 s exceeded' },
      { passed: true, message: 'ok' },
    ]);
  }, 30_000);

  it('kills a grader that does not stop, and grades the next test in a fresh one', async () => {
    const failures: string[] = [];
    const stubborn = 'import signal\nsignal.signal(signal.SIGALRM, signal.SIG_IGN)\nwhile True:\n    pass';
    // The next test's limit counts its fresh grader's start (a Python process): 2 s, so that a busy machine (CI on two
    // cores) does not time it out, while the stubborn one is still killed after its limit and the grace.
    const verdicts = await runHiddenTests(fakeKernel(variables({ x: 3 })), [test(stubborn), test('assert x == 3')], { testTimeoutMs: 2000 }, {
      ...launch,
      onFailure: (reason) => failures.push(reason),
    });
    expect(verdicts).toEqual([
      { passed: false, message: 'grading failed: the test did not finish' },
      { passed: true, message: 'ok' },
    ]);
    expect(failures).toHaveLength(1);
  }, 30_000);

  it('per-student context: SEED, PARAMS and the student’s files are the server’s, never asked from the kernel, and reach a replacement grader', async () => {
    const kernel = fakeKernel(variables({ SEED: 1, PARAMS: { drift: 9 }, total: 6 }));
    const context = { seed: 42, params: { drift: 0.05 }, files: [{ filename: 'prices.csv', bytes: Buffer.from('a,b\n1,5\n', 'utf8') }] };
    const stubborn = 'import signal\nsignal.signal(signal.SIGALRM, signal.SIG_IGN)\nwhile True:\n    pass';
    const own = "import csv\nrows = list(csv.DictReader(open('prices.csv')))\nassert total == int(rows[0]['a']) + int(rows[0]['b']), 'total is not this student’s'";
    const verdicts = await runHiddenTests(
      kernel,
      [test("assert SEED == 42 and PARAMS == {'drift': 0.05}"), test(own), test(stubborn), test('assert SEED == 42'), test(own.replace('total ==', 'total + 1 =='))],
      { testTimeoutMs: 2000 },
      { ...launch, context },
    );
    expect(verdicts.map((v) => v.passed)).toEqual([true, true, false, true, false]);
    expect(verdicts[4]!.message).toBe('AssertionError: total is not this student’s');
    expect(kernel.requests.flatMap((r) => r.names as string[])).not.toContain('SEED');
    expect(kernel.requests.flatMap((r) => r.names as string[])).not.toContain('PARAMS');
  }, 30_000);
  it('sends a test’s deletions and rebindings of the student’s names with each call, for the kernel’s copy of the namespace (issue 35)', async () => {
    const fn = (id: number) => ({ ok: { t: 'ref', id, cls: [['builtins', 'function'], ['builtins', 'object']] } });
    const kernel = fakeKernel((request) => {
      if (request.op === 'names') {
        const values: Record<string, unknown> = { squares: fn(1), total: fn(2), rate: { ok: 0.5 } };
        return { answer: JSON.stringify({ names: (request.names as string[]).map((n) => values[n] ?? { error: { type: 'NameError', message: n } }), present: ((request.present as string[] | undefined) ?? []).map((n) => n in values) }) };
      }
      const overlay = (request.overlay as Array<{ name: string; deleted?: boolean }> | undefined) ?? [];
      return { answer: JSON.stringify(overlay.some((o) => o.name === 'squares' && o.deleted) ? { error: { type: 'NameError', message: "name 'squares' is not defined" } } : { ok: 1 }) };
    });
    const deletes = 'saved = squares\ndel squares\ntry:\n    total(1)\nexcept NameError:\n    pass\nelse:\n    raise AssertionError("total does not use squares")\nfinally:\n    squares = saved\nassert total(1) == 1';
    const rebinds = 'rate = 0.1\nassert total(1) == 1';
    const verdicts = await runHiddenTests(kernel, [test(deletes), test(rebinds), test('assert total(1) == 1'), test('rate = lambda: 0\ntotal(1)')], { testTimeoutMs: 10_000 }, launch);
    expect(verdicts.slice(0, 3)).toEqual([{ passed: true, message: 'ok' }, { passed: true, message: 'ok' }, { passed: true, message: 'ok' }]);
    expect(verdicts[3]!.message).toBe('TypeError: the test replaced rate with function, which cannot reach the student’s code (only data, the student’s own objects and trusted libraries’ functions can)');
    const calls = kernel.requests.filter((r) => r.op === 'call');
    // Deleted, then restored (the same object again: no change to send); rebound to data; untouched: nothing sent.
    expect(calls.map((c) => c.overlay ?? null)).toEqual([[{ name: 'squares', deleted: true }], null, [{ name: 'rate', value: 0.1 }], null]);
    expect(kernel.requests.filter((r) => r.op === 'names').map((r) => r.present ?? null)).toEqual([null, ['rate'], null, ['rate']]);
  }, 30_000);
});
