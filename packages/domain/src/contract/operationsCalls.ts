// Calls of the operations monitor (issue 12), zod-free. All are the system admin's.
import type { CallTable } from './call.js';

const OPERATORS = ['sys_admin'] as const;

export const OPERATIONS_CALLS = {
  /**
   * The Prometheus text format (prom-client). A system admin's sign-in, or the scrape token
   * (`METRICS_SCRAPE_TOKEN`, sent as `Authorization: Bearer …`) for a Prometheus server; nobody else, from any address.
   */
  metrics: {
    method: 'GET',
    path: '/metrics',
    roles: OPERATORS,
    summary: 'Platform metrics in the Prometheus text format (system admin or scrape token)',
    description: 'Sign in as a system admin, or send the configured scrape token as a bearer token (METRICS_SCRAPE_TOKEN).',
    binary: true,
  },
  operationsOverview: {
    method: 'GET',
    path: '/api/admin/operations',
    roles: OPERATORS,
    summary: 'Figures now with their thresholds, running kernels, exams and competition sessions in progress, scheduled jobs',
  },
  operationsQueue: {
    method: 'GET',
    path: '/api/admin/operations/queue',
    roles: OPERATORS,
    summary: 'The durable job queue of the whole cluster: jobs per queue by state, the oldest waiting one, the last failures',
  },
  operationsHistory: {
    method: 'GET',
    path: '/api/admin/operations/history',
    roles: OPERATORS,
    summary: 'The minute samples of a range (1h, 24h, 7d), averaged per step, and the alerts raised in it',
  },
  stopOperationsKernel: {
    method: 'DELETE',
    path: '/api/admin/operations/kernel/:kernelId',
    roles: OPERATORS,
    summary: "Stop a user's notebook kernel (the user's notebook says the kernel is gone)",
  },
  setOperationsThresholds: {
    method: 'PUT',
    path: '/api/admin/operations/thresholds',
    roles: OPERATORS,
    summary: 'Set the amber and red levels of the figures (the tiles and alerts use them)',
  },
  runSelfTest: {
    method: 'POST',
    path: '/api/admin/self-test',
    roles: OPERATORS,
    summary: 'Exercise each subsystem for real: database write and read, storage put / presigned get / delete, a kernel computing 1+1, the SMS sender, the scheduled jobs',
  },
} as const satisfies CallTable;
