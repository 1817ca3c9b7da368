// The public face of modules/operations: what other modules may use.
export { listKernels } from './kernels.js';
export { operationsRoutes } from './routes.js';
