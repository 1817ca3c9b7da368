// The notebook runtime (issue 31): Jupyter Server (the child process or NOTEBOOK_URL), its gateway, the kernels the
// server runs itself, the per-student data, the generator and the grading of hidden tests. Every feature reaches it
// through this face only; the runtime imports no feature module (only lib/, db/, config, errors, i18n and domain).

// Jupyter Server and its gateway
export { jupyterRequest, type KernelPoolHost, type NotebookBackend } from './jupyter/backend.js';
export { JupyterProcess, startNotebookBackend, type JupyterProcessOptions } from './jupyter/jupyterProcess.js';
export { notebookSettingsFromEnv, type NotebookLimits, type NotebookSettings } from './jupyter/settings.js';
export { notebookGateway, type NotebookGatewayOptions, type NotebookUser, type PersonalTokens } from './jupyter/gateway.js';
export { ChannelTickets } from './jupyter/channelTickets.js';
export { JupyterApi, ownerOfPath } from './jupyter/jupyterApi.js';
export { KernelPool } from './jupyter/kernelPool.js';
export { KernelStore } from './jupyter/kernelStore.js';
export { detectSandbox, type SandboxReport } from './jupyter/sandbox.js';
export { cellTimeoutText } from './jupyter/kernelWatchdog.js';
export { UnsafeHomePathError } from './jupyter/homeFs.js';

// The kernels the server runs itself (evaluation, exam programs, the self-test)
export {
  caseFolder,
  caseNotebookPath,
  copyCaseFiles,
  kernelHostOf,
  NOTEBOOK_BACKEND_DECORATOR,
  prepareFolder,
  startEvaluationKernel,
  startScratchKernel,
  stopEvaluationKernel,
  writeFolderFiles,
  type KernelHost,
  type NotebookFile,
} from './kernelHost.js';
export { KernelChannel, type ExecuteOptions, type ExecutionResult } from './kernelRun.js';

// Per-student data and its generator
export {
  hasGenerator,
  paramsFile,
  storedQuestionData,
  StudentDataStore,
  studentSeeds,
  type DataGenerator,
  type DataSubject,
  type StudentData,
} from './studentData.js';
export { GENERATOR_LIMITS, generatorHash, type GeneratorLimits } from './grading/generator.js';
export { previewSeeds, type GeneratorHost } from './grading/seedPreview.js';

// Grading of hidden tests
export { KERNEL_DIED, type GradingContext, type GradingHost, type HiddenTest, type TestVerdict } from './grading/grading.js';
export { gradeSubmission, GRADING_STEPS, GradingStepFailed, type GradingStep, type SubmissionRequest, type SubmissionResult } from './grading/pipeline.js';

// The runtime as one object (the real one, or a test's fake)
export { notebookRuntime, type Runtime } from './runtime.js';

// The runtime's refusals
export { generatorFailed, notebookUnavailable } from './errors.js';
