import type { AxiosInstance } from 'axios';
import { call, type RequestOptions } from './request.js';
import { DASHBOARD_CALLS } from '../contract/dashboardCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The landing pages' attention panel (issue 18): one call, answered by the caller's role. */
export class DashboardClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  /** What needs the caller's attention: a teacher's, a student's, a college admin's or the system admin's view. */
  mine(options?: RequestOptions): Promise<CallAnswer<'myDashboard'>> {
    return call(this.#http, DASHBOARD_CALLS, 'myDashboard', {}, options);
  }
}
