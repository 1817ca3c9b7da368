export { notebookGateway, type NotebookGatewayOptions, type NotebookUser } from './gateway.js';
export { JupyterProcess, startNotebookBackend, type NotebookBackend } from './jupyterProcess.js';
export { notebookSettingsFromEnv, type NotebookLimits, type NotebookSettings } from './settings.js';
export { detectSandbox, type SandboxReport } from './sandbox.js';
export { cellTimeoutText } from './kernelWatchdog.js';
