// The API process as jupyter-orphan.test.ts needs it: starts the notebook backend as the API does (registerNotebook)
// on the data folder argv[2], starts one kernel, prints where they run as one JSON line, and waits to be killed.
import Fastify from 'fastify';
import { jupyterRequest } from '../../src/runtime/index.js';
import { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { notebookSettingsFromEnv } from '../../src/runtime/jupyter/settings.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: jupyterChild.ts <data folder>');
const settings = notebookSettingsFromEnv({ DATA_DIR: dataDir, NOTEBOOK_HOME_QUOTA_MB: '0', NOTEBOOK_UID_BASE: process.env.NOTEBOOK_UID_BASE });
const jupyter = await JupyterProcess.start(settings, Fastify({ logger: { level: 'warn', stream: process.stderr } }).log);
await jupyter.prepareUserFolder(7, 'orphan');
const session = await jupyterRequest(jupyter, 'POST', 'api/sessions', { path: 'u7/orphan/x.ipynb', type: 'notebook', kernel: { name: 'python3' } }, 60_000);
const kernel = (session.body as { kernel?: { id?: string } } | null)?.kernel?.id;
if (session.status !== 201 || !kernel) throw new Error(`no kernel: ${session.status}`);
process.stdout.write(`${JSON.stringify({ jupyter: jupyter.pid, kernel })}\n`);
setInterval(() => undefined, 1 << 30);
