// One Jupyter Server per worker of the kernel tier (issue 30). The files of a lane run one after another in one worker
// process that keeps its modules (vitest `isolate: false`), so the server started by the first file that asks is
// handed to every later one: the platform's own command, sandbox and default settings (what `JupyterProcess.start`
// does for the API), with the homes' disk quota as in production. A test that needs other settings of the Jupyter
// process itself (its cell limits, its sandbox mode, a quota of its own) starts its own, as the runtime's tests do.
//
// Each file gets it clean: no kernel left running (counts and metrics start from zero) and every home emptied (user ids
// repeat across files, since every test database is a copy of one seed). It is stopped after the lane, by the runner's
// process (test/kernel/globalSetup.ts): the worker is ended with a signal and cannot wait for Jupyter to stop its
// kernels and let go of the mounted homes; the worker notes where its Jupyter is in the folder SHARED_JUPYTER_STATE.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { notebookSettingsFromEnv } from '../../src/runtime/jupyter/settings.js';
import { jupyterRequest } from '../../src/runtime/index.js';

let started: Promise<JupyterProcess> | null = null;

async function start(): Promise<JupyterProcess> {
  // Kernel socket paths must stay short: a short DATA_DIR.
  const dataDir = mkdtempSync('/tmp/nbs-');
  const jupyter = await JupyterProcess.start(notebookSettingsFromEnv({ DATA_DIR: dataDir }), Fastify({ logger: { level: 'warn' } }).log);
  const state = process.env.SHARED_JUPYTER_STATE;
  if (!state) throw new Error('SHARED_JUPYTER_STATE is not set: the kernel lanes run with test/kernel/globalSetup.ts');
  writeFileSync(path.join(state, `${process.pid}.json`), JSON.stringify({ pid: jupyter.pid, dataDir, notebookRoot: jupyter.notebookRoot }));
  return jupyter;
}

/** Every kernel shut down, every home emptied (its mount, if quotas are on, kept for the next file). */
async function clean(jupyter: JupyterProcess): Promise<void> {
  const kernels = await jupyterRequest(jupyter, 'GET', 'api/kernels');
  if (!Array.isArray(kernels.body)) throw new Error(`the shared Jupyter did not list its kernels (${kernels.status})`);
  await Promise.all(
    (kernels.body as Array<{ id: string }>).map(async ({ id }) => {
      const res = await jupyterRequest(jupyter, 'DELETE', `api/kernels/${encodeURIComponent(id)}`);
      if (res.status !== 204 && res.status !== 404) throw new Error(`the shared Jupyter did not stop kernel ${id} (${res.status})`);
    }),
  );
  const sessions = await jupyterRequest(jupyter, 'GET', 'api/sessions');
  if (Array.isArray(sessions.body) && sessions.body.length > 0) throw new Error(`${sessions.body.length} sessions outlived their kernels`);
  for (const home of readdirSync(jupyter.notebookRoot).filter((name) => /^u\d+$/.test(name))) {
    const dir = path.join(jupyter.notebookRoot, home);
    for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}

/** The worker's Jupyter Server, clean for this file: call it in `beforeAll`, and never close it. */
export async function sharedJupyter(): Promise<JupyterProcess> {
  started ??= start();
  const jupyter = await started;
  await clean(jupyter);
  return jupyter;
}
