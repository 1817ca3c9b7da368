// A real Jupyter Server (sandboxed kernels) for the classroom tests: the kernel tier's shared one (issue 30), handed
// to the app the way the gateway's owner is expected to: the `notebookBackend` decorator.
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { NOTEBOOK_BACKEND_DECORATOR } from '../../src/runtime/kernelHost.js';
import { createTestApp, type TestApp } from '../helper.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';

export interface AppWithJupyter extends TestApp {
  jupyter: JupyterProcess;
}

export async function createAppWithJupyter(notebook: Record<string, string> = {}): Promise<AppWithJupyter> {
  const jupyter = await sharedJupyter();
  const t = await createTestApp({ notebook }, { beforeReady: (app) => app.decorate(NOTEBOOK_BACKEND_DECORATOR, jupyter) });
  return { ...t, jupyter };
}
