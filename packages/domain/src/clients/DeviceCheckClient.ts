import type { AxiosInstance } from 'axios';
import { DEVICE_CHECK_CALLS } from '../contract/deviceCheckCalls.js';
import type {
  DeviceCheckPing,
  DeviceCheckReport,
  DeviceCheckReportBody,
  DeviceCheckReportSummary,
  DeviceCheckRoster,
  DeviceCheckRosterQuery,
  DeviceCheckUploadResult,
} from '../contract/deviceCheck.js';
import { fillPath } from '../contract/fillPath.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';

type DeviceCheckCallName = Exclude<keyof typeof DEVICE_CHECK_CALLS, 'deviceCheckEcho'>;

/** The pre-exam device check (FullTest, issue 12): every method's method and path come from DEVICE_CHECK_CALLS. */
export class DeviceCheckClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  #call<T>(name: DeviceCheckCallName, init: CallInit = {}, options?: RequestOptions): Promise<T> {
    const call = DEVICE_CHECK_CALLS[name];
    return sendCall<T>(this.#http, call.method, fillPath(name, call.path, init.params ?? {}), init, options);
  }

  ping(options?: RequestOptions): Promise<DeviceCheckPing> {
    return this.#call('deviceCheckPing', { config: { headers: { 'Cache-Control': 'no-cache' } } }, options);
  }
  /** Downloads `bytes` of random data and answers how many arrived (the caller times it). */
  async download(bytes: number, options?: RequestOptions): Promise<number> {
    const data = await this.#call<ArrayBuffer>('deviceCheckDownload', { query: { bytes }, config: { responseType: 'arraybuffer' } }, options);
    return data.byteLength;
  }
  /** Uploads `bytes` of data (counted and dropped by the server). */
  upload(bytes: number, options?: RequestOptions): Promise<DeviceCheckUploadResult> {
    const body = new Uint8Array(bytes);
    // Not all zeros, so that no proxy on the way can compress it to nothing.
    for (let i = 0; i < body.length; i += 1) body[i] = (i * 2654435761) >>> 24;
    return this.#call('deviceCheckUpload', { body, config: { headers: { 'Content-Type': 'application/octet-stream' } } }, options);
  }
  /** Sets the echo ticket cookie; then open a WebSocket on `DEVICE_CHECK_CALLS.deviceCheckEcho.path`. */
  async echoTicket(options?: RequestOptions): Promise<void> {
    await this.#call('deviceCheckEchoTicket', {}, options);
  }
  saveReport(body: DeviceCheckReportBody, options?: RequestOptions): Promise<DeviceCheckReport> {
    return this.#call('saveDeviceCheckReport', { body }, options);
  }
  async myReports(options?: RequestOptions): Promise<DeviceCheckReportSummary[]> {
    const answer = await this.#call<{ list: DeviceCheckReportSummary[] }>('listMyDeviceCheckReports', {}, options);
    return answer.list;
  }
  report(id: string, options?: RequestOptions): Promise<DeviceCheckReport> {
    return this.#call('getDeviceCheckReport', { params: { id } }, options);
  }
  roster(query: DeviceCheckRosterQuery, options?: RequestOptions): Promise<DeviceCheckRoster> {
    return this.#call('deviceCheckRoster', { query }, options);
  }
}
