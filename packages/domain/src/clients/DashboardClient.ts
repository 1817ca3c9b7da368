import type { AxiosInstance } from 'axios';
import { DASHBOARD_CALLS, type Dashboard } from '../contract/index.js';
import { sendCall, type RequestOptions } from './request.js';

/** The landing pages' attention panel (issue 18): one call, answered by the caller's role. */
export class DashboardClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  /** What needs the caller's attention: a teacher's, a student's, a college admin's or the system admin's view. */
  mine(options?: RequestOptions): Promise<Dashboard> {
    const call = DASHBOARD_CALLS.myDashboard;
    return sendCall<Dashboard>(this.#http, call.method, call.path, {}, options);
  }
}
