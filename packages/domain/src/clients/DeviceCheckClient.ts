import type { AxiosInstance } from 'axios';
import type {
  DeviceCheckReportBody,
  DeviceCheckReportSummary,
  DeviceCheckRosterQuery,
  DeviceCheckUploadResult,
} from '../contract/deviceCheck.js';
import { call, type RequestOptions } from './request.js';
import { DEVICE_CHECK_CALLS } from '../contract/deviceCheckCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The pre-exam device check (FullTest, issue 12): every method's method and path come from DEVICE_CHECK_CALLS. */
export class DeviceCheckClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  ping(options?: RequestOptions): Promise<CallAnswer<'deviceCheckPing'>> {
    return call(this.#http, DEVICE_CHECK_CALLS, 'deviceCheckPing', { config: { headers: { 'Cache-Control': 'no-cache' } } }, options);
  }
  /** Downloads `bytes` of random data and answers how many arrived (the caller times it). */
  async download(bytes: number, options?: RequestOptions): Promise<number> {
    // A binary answer is a Blob by default; this one is read as an ArrayBuffer (responseType) to count its bytes.
    const data = (await call(this.#http, DEVICE_CHECK_CALLS, 'deviceCheckDownload', { query: { bytes }, config: { responseType: 'arraybuffer' } }, options)) as unknown as ArrayBuffer;
    return data.byteLength;
  }
  /** Uploads `bytes` of data (counted and dropped by the server). */
  upload(bytes: number, options?: RequestOptions): Promise<DeviceCheckUploadResult> {
    const body = new Uint8Array(bytes);
    // Not all zeros, so that no proxy on the way can compress it to nothing.
    for (let i = 0; i < body.length; i += 1) body[i] = (i * 2654435761) >>> 24;
    return call(this.#http, DEVICE_CHECK_CALLS, 'deviceCheckUpload', { body, config: { headers: { 'Content-Type': 'application/octet-stream' } } }, options);
  }
  /** Sets the echo ticket cookie; then open a WebSocket on `DEVICE_CHECK_CALLS.deviceCheckEcho.path`. */
  async echoTicket(options?: RequestOptions): Promise<void> {
    await call(this.#http, DEVICE_CHECK_CALLS, 'deviceCheckEchoTicket', {}, options);
  }
  saveReport(body: DeviceCheckReportBody, options?: RequestOptions): Promise<CallAnswer<'saveDeviceCheckReport'>> {
    return call(this.#http, DEVICE_CHECK_CALLS, 'saveDeviceCheckReport', { body }, options);
  }
  async myReports(options?: RequestOptions): Promise<DeviceCheckReportSummary[]> {
    const answer = await call(this.#http, DEVICE_CHECK_CALLS, 'listMyDeviceCheckReports', {}, options);
    return answer.list;
  }
  report(id: string, options?: RequestOptions): Promise<CallAnswer<'getDeviceCheckReport'>> {
    return call(this.#http, DEVICE_CHECK_CALLS, 'getDeviceCheckReport', { params: { id } }, options);
  }
  roster(query: DeviceCheckRosterQuery, options?: RequestOptions): Promise<CallAnswer<'deviceCheckRoster'>> {
    return call(this.#http, DEVICE_CHECK_CALLS, 'deviceCheckRoster', { query }, options);
  }
}
