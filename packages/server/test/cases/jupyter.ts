// A real Jupyter Server (sandboxed kernels) for the classroom tests, started as the notebook tests do,
// and handed to the app the way the gateway's owner is expected to: the `notebookBackend` decorator.
import { mkdtempSync, rmSync } from 'node:fs';
import Fastify from 'fastify';
import { JupyterProcess } from '../../src/notebook/jupyterProcess.js';
import { notebookSettingsFromEnv } from '../../src/notebook/settings.js';
import { NOTEBOOK_BACKEND_DECORATOR } from '../../src/modules/classroom/kernelHost.js';
import { createTestApp, type TestApp } from '../helper.js';

export interface AppWithJupyter extends TestApp {
  jupyter: JupyterProcess;
}

export async function createAppWithJupyter(notebook: Record<string, string> = {}): Promise<AppWithJupyter> {
  // Kernel socket paths must stay short: a short DATA_DIR for Jupyter.
  const dataDir = mkdtempSync('/tmp/nbc-');
  const jupyter = await JupyterProcess.start(notebookSettingsFromEnv({ DATA_DIR: dataDir }), Fastify({ logger: { level: 'warn' } }).log);
  const t = await createTestApp({ notebook }, { beforeReady: (app) => app.decorate(NOTEBOOK_BACKEND_DECORATOR, jupyter) });
  return {
    ...t,
    jupyter,
    async close() {
      await t.close();
      await jupyter.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
