// Calls of the pre-exam device check (FullTest, route /test; issue 12), zod-free. Every signed-in user checks their
// own device and keeps the report; the college's staff read the reports of their college's students.
import type { CallTable } from './call.js';

const ROSTER_READERS = ['sys_admin', 'edu_admin', 'edu_teacher'] as const;

export const DEVICE_CHECK_CALLS = {
  /** A tiny answer for the round-trip check, with the server's clock for the clock-offset check. */
  deviceCheckPing: { method: 'GET', path: '/api/device-check/ping', roles: 'any', summary: "A tiny answer with the server's time (round trip, clock offset)" },
  /** `bytes` of incompressible data, never cached, for the download speed check (at most DEVICE_CHECK_MAX_BYTES). */
  deviceCheckDownload: {
    method: 'GET',
    path: '/api/device-check/download',
    roles: 'any',
    summary: 'Random bytes for the download speed check (never cached)',
    binary: true,
  },
  /** The body is raw bytes (`application/octet-stream`, at most DEVICE_CHECK_MAX_BYTES), read and dropped; answers how many arrived. */
  deviceCheckUpload: {
    method: 'POST',
    path: '/api/device-check/upload',
    roles: 'any',
    summary: 'Upload speed check: the raw body is counted and dropped',
    description: 'Send the bytes as application/octet-stream; nothing is stored.',
  },
  /**
   * A short-lived, single-use ticket for the WebSocket echo (a browser's WebSocket sends no Authorization header).
   * It travels as an HttpOnly cookie, as the board stream's ticket does; it opens only the echo socket.
   */
  deviceCheckEchoTicket: { method: 'POST', path: '/api/device-check/echo/ticket', roles: 'any', summary: 'A ticket (HttpOnly cookie) that opens the echo WebSocket' },
  /** WebSocket upgrade: echoes each text message back at once (at most 20 messages of 1 KiB, closes after 30 s). Checks the ticket itself. */
  deviceCheckEcho: {
    method: 'GET',
    path: '/api/device-check/echo',
    roles: 'public',
    summary: 'WebSocket echo for the device check (opened with the echo ticket cookie)',
    description: 'The route is public to the token check because a WebSocket sends no headers; it refuses a socket without a valid ticket.',
  },
  saveDeviceCheckReport: {
    method: 'POST',
    path: '/api/device-check/report',
    roles: 'any',
    summary: 'Store a device check: the server judges the figures again and answers the report with its id',
  },
  listMyDeviceCheckReports: { method: 'GET', path: '/api/device-check/report', roles: 'any', summary: "The caller's latest device check reports (newest first)" },
  getDeviceCheckReport: {
    method: 'GET',
    path: '/api/device-check/report/:id',
    roles: 'any',
    summary: "A report: one's own; a college's staff read their college's users'; the system admin any",
  },
  /** The students of a class, or the candidates of an exam, each with their latest report (current or not). Exactly one of class_id, exam_id. */
  deviceCheckRoster: {
    method: 'GET',
    path: '/api/device-check/roster',
    roles: ROSTER_READERS,
    summary: "The latest device check of each student of a class or candidate of an exam (the caller's college only)",
  },
} as const satisfies CallTable;
