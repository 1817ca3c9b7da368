// The public face of modules/operations: what other modules may use.
export { listRunningKernels } from './kernels.js';
export { operationsRoutes } from './routes.js';
