// Calls of the operations monitor (issue 12), zod-free.
import type { CallTable } from './call.js';

export const OPERATIONS_CALLS = {
  /**
   * The Prometheus text format (prom-client). A system admin's sign-in, or the scrape token
   * (`METRICS_SCRAPE_TOKEN`, sent as `Authorization: Bearer …`) for a Prometheus server; nobody else, from any address.
   */
  metrics: {
    method: 'GET',
    path: '/metrics',
    roles: ['sys_admin'],
    summary: 'Platform metrics in the Prometheus text format (system admin or scrape token)',
    description: 'Sign in as a system admin, or send the configured scrape token as a bearer token (METRICS_SCRAPE_TOKEN).',
    binary: true,
  },
} as const satisfies CallTable;
