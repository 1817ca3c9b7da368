// @lane kernel
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { resultOf, startHarness, startSession, TestKernel, type Harness } from './helpers.js';

/**
 * What Jupyter Server says a kernel is doing (execution_state in its kernel API) while a cell runs; the
 * watchdog's activity stream sets it from the kernel's iopub status messages. ipykernel answers requests on
 * the control channel at once, in the middle of a cell, each with its own busy/idle: the watchdog's kernel_info
 * requests sent while a kernel started (queued on sockets that connected before the kernel bound them, sent at
 * zmq's next reconnect) used to land during the first cells and leave a running kernel reported idle, most
 * often the first kernel of a fresh Jupyter Server.
 */
const LIMIT_S = 3;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ NOTEBOOK_CELL_TIMEOUT_S: String(LIMIT_S), NOTEBOOK_INTERRUPT_GRACE_S: '2' });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function jupyterState(kernelId: string): Promise<string> {
  const res = await fetch(`${h.jupyter.url}api/kernels/${kernelId}`, { headers: { Authorization: `token ${h.jupyter.token}` } });
  if (res.status !== 200) throw new Error(`Jupyter answered ${res.status}`);
  return ((await res.json()) as { execution_state: string }).execution_state;
}

async function eventuallyState(kernelId: string, state: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last = '';
  while (Date.now() < deadline) {
    last = await jupyterState(kernelId);
    if (last === state) return;
    await sleep(100);
  }
  throw new Error(`Jupyter still reports ${last}, not ${state}, after ${withinMs} ms`);
}

/** Sends a request on the kernel's control channel and resolves once its idle status went out on iopub. */
function controlRequest(k: TestKernel, msgType: string): Promise<void> {
  const msgId = randomUUID();
  const header = { msg_id: msgId, msg_type: msgType, username: 'test', session: k.session, date: new Date().toISOString(), version: '5.3' };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      k.ws.off('message', listener);
      reject(new Error(`no idle for ${msgType}`));
    }, 10_000);
    const listener = (data: Buffer): void => {
      const msg = JSON.parse(data.toString('utf8')) as { channel: string; header: { msg_type: string }; parent_header: { msg_id?: string }; content: { execution_state?: string } };
      if (msg.channel === 'iopub' && msg.header.msg_type === 'status' && msg.parent_header.msg_id === msgId && msg.content.execution_state === 'idle') {
        clearTimeout(timer);
        k.ws.off('message', listener);
        resolve();
      }
    };
    k.ws.on('message', listener);
    k.ws.send(JSON.stringify({ header, parent_header: {}, metadata: {}, content: {}, channel: 'control', buffers: [] }));
  });
}

describe('the execution state Jupyter Server reports', () => {
  it('is busy while the first kernel of a fresh Jupyter Server runs a cell, which the watchdog times', async () => {
    const { kernel } = await startSession(h.base, 7, 'first.ipynb');
    const k = await TestKernel.open(TestKernel.url(h.base, kernel.id, 7));
    expect(resultOf(await k.execute('1+1')).result).toBe('2');
    let ended = false;
    const run = k.execute('while True:\n    pass', 30_000).finally(() => {
      ended = true;
    });
    const seen = new Set<string>();
    while (!ended) {
      seen.add(await jupyterState(kernel.id));
      await sleep(100);
    }
    expect(resultOf(await run).errors[0]).toBe('CellTimeout');
    expect([...seen]).toContain('busy');
    await eventuallyState(kernel.id, 'idle', 10_000);
    k.close();
  }, 60_000);

  it('stays busy when a request on the control channel is answered in the middle of a cell', async () => {
    const patient = await h.gatewayWith({ cellTimeoutMs: 120_000 });
    try {
      const { kernel } = await startSession(patient.base, 8, 'control.ipynb');
      const k = await TestKernel.open(TestKernel.url(patient.base, kernel.id, 8));
      expect(resultOf(await k.execute('1+1')).result).toBe('2');
      const run = k.execute('while True:\n    pass', 60_000);
      await eventuallyState(kernel.id, 'busy', 10_000);
      await controlRequest(k, 'kernel_info_request');
      await controlRequest(k, 'comm_info_request');
      for (let i = 0; i < 3; i++) {
        expect(await jupyterState(kernel.id)).toBe('busy');
        await sleep(100);
      }
      // The loop ends by our interrupt, not by the watchdog's limit.
      await controlRequest(k, 'interrupt_request');
      const { errors } = resultOf(await run);
      expect(errors).toEqual(['KeyboardInterrupt']);
      await eventuallyState(kernel.id, 'idle', 10_000);
      k.close();
    } finally {
      await patient.close();
    }
  }, 60_000);

  it('is idle after a restart, not busy with the cell of the process it replaced', async () => {
    const { kernel } = await startSession(h.base, 9, 'restart.ipynb');
    const k = await TestKernel.open(TestKernel.url(h.base, kernel.id, 9));
    expect(resultOf(await k.execute('1+1')).result).toBe('2');
    void k.execute('while True:\n    pass', 30_000).catch(() => undefined);
    await eventuallyState(kernel.id, 'busy', 10_000);
    const res = await fetch(`${h.jupyter.url}api/kernels/${kernel.id}/restart`, { method: 'POST', headers: { Authorization: `token ${h.jupyter.token}` } });
    expect(res.status).toBe(200);
    await eventuallyState(kernel.id, 'idle', 15_000);
    await k.waitReady();
    k.close();
  }, 60_000);
});
