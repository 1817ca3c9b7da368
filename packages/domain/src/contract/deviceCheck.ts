import { z } from 'zod';
import { DEVICE_CHECKS, DEVICE_CHECK_MAX_BYTES, DEVICE_CHECK_STATUSES } from '../deviceCheck/checks.js';
import { schemasFor } from './callSchemas.js';
import { Timestamp, IdParam, RowId } from './common.js';
import { DEVICE_CHECK_CALLS } from './deviceCheckCalls.js';

const Key = z.enum(DEVICE_CHECKS);
const Verdict = z.enum(['pass', 'warn', 'fail']);

/** A report id: 12 lowercase letters and digits, what a student reads out to the help desk. */
export const DEVICE_REPORT_ID_PATTERN = /^[a-z0-9]{12}$/;
export const DeviceReportIdParams = z.object({ id: z.string().regex(DEVICE_REPORT_ID_PATTERN) });

export const DeviceCheckPing = z.object({ server_now: z.number() });
export type DeviceCheckPing = z.infer<typeof DeviceCheckPing>;

export const DeviceCheckDownloadQuery = z.object({ bytes: z.coerce.number().int().min(1).max(DEVICE_CHECK_MAX_BYTES).default(1024 * 1024) });
export const DeviceCheckUploadResult = z.object({ bytes: z.number().int(), server_ms: z.number() });
export type DeviceCheckUploadResult = z.infer<typeof DeviceCheckUploadResult>;

export const DeviceCheckMeasureSchema = z
  .object({
    key: Key,
    value: z.number().finite().nullable(),
    detail: z.string().trim().max(200).optional(),
    skipped: z.boolean().optional(),
  })
  .strict();

export const DeviceCheckReportBody = z
  .object({
    checks: z
      .array(DeviceCheckMeasureSchema)
      .min(1)
      .max(DEVICE_CHECKS.length)
      .refine((checks) => new Set(checks.map((check) => check.key)).size === checks.length, {
        params: { zh: '每项检测只能出现一次', en: 'Each check may appear only once' },
      }),
    /** The exam the student checks for, when they came from one (the roster of that exam shows it first). */
    exam_id: RowId.optional(),
  })
  .strict();
export type DeviceCheckReportBody = z.infer<typeof DeviceCheckReportBody>;

export const DeviceCheckResult = z.object({
  key: Key,
  status: z.enum(DEVICE_CHECK_STATUSES),
  value: z.number().nullable(),
  detail: z.string().nullable(),
});
export type DeviceCheckResult = z.infer<typeof DeviceCheckResult>;

export const DeviceCheckReport = z.object({
  id: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  username: z.string(),
  created_at: Timestamp,
  /** The user agent the server saw (the browser check is judged from it). */
  user_agent: z.string(),
  exam_id: z.number().int().nullable(),
  verdict: Verdict,
  /** Every check of DEVICE_CHECKS in order, judged by the server. */
  checks: z.array(DeviceCheckResult),
});
export type DeviceCheckReport = z.infer<typeof DeviceCheckReport>;

export const DeviceCheckReportSummary = DeviceCheckReport.pick({ id: true, created_at: true, verdict: true, exam_id: true }).extend({
  /** Made within DEVICE_CHECK_VALID_DAYS. */
  current: z.boolean(),
});
export type DeviceCheckReportSummary = z.infer<typeof DeviceCheckReportSummary>;

export const DeviceCheckReportList = z.object({ list: z.array(DeviceCheckReportSummary) });

export const DeviceCheckRosterQuery = z
  .object({ class_id: IdParam.optional(), exam_id: IdParam.optional() })
  .refine((query) => (query.class_id === undefined) !== (query.exam_id === undefined), {
    params: { zh: '请选择一个班级或一场考试', en: 'Choose one class or one exam' },
  });
export type DeviceCheckRosterQuery = z.input<typeof DeviceCheckRosterQuery>;

export const DeviceCheckRosterRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  class_name: z.string().nullable(),
  /** The latest report, current or not; null when the student never checked. */
  report: DeviceCheckReportSummary.nullable(),
});
export type DeviceCheckRosterRow = z.infer<typeof DeviceCheckRosterRow>;

export const DeviceCheckRoster = z.object({
  /** The class's or exam's name. */
  title: z.string(),
  rows: z.array(DeviceCheckRosterRow),
  /** Students by their latest current report's verdict; `none`: no current report. */
  counts: z.object({ pass: z.number().int(), warn: z.number().int(), fail: z.number().int(), none: z.number().int() }),
});
export type DeviceCheckRoster = z.infer<typeof DeviceCheckRoster>;

/** The schemas of the device check calls (DEVICE_CHECK_CALLS); the download answers bytes, the echo is a WebSocket. */
export const DEVICE_CHECK_SCHEMAS = schemasFor(DEVICE_CHECK_CALLS)({
  deviceCheckPing: { response: DeviceCheckPing },
  deviceCheckDownload: { query: DeviceCheckDownloadQuery },
  deviceCheckUpload: { response: DeviceCheckUploadResult },
  deviceCheckEchoTicket: { response: z.object({ expires_in_s: z.number().int() }) },
  deviceCheckEcho: {},
  saveDeviceCheckReport: { body: DeviceCheckReportBody, response: DeviceCheckReport },
  listMyDeviceCheckReports: { response: DeviceCheckReportList },
  getDeviceCheckReport: { params: DeviceReportIdParams, response: DeviceCheckReport },
  deviceCheckRoster: { query: DeviceCheckRosterQuery, response: DeviceCheckRoster },
});
