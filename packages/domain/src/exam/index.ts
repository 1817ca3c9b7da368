export { AnswerSync, answerSyncStorageKey, ANSWER_SYNC_BATCH, ANSWER_SYNC_RETRY_MS, ANSWER_SYNC_MAX_RETRY_MS } from './AnswerSync.js';
export type { AnswerSyncClient, AnswerSyncOptions, AnswerSyncSnapshot, AnswerSyncStatus, AnswerEntry, ConnectivityEvents } from './AnswerSync.js';
export { IntegrityLog, INTEGRITY_BATCH_MS, INTEGRITY_MAX_QUEUE } from './IntegrityLog.js';
export type { IntegrityLogClient, IntegrityLogOptions, IntegrityEventKind } from './IntegrityLog.js';
export { remainingMs, formatCountdown, monotonicNow } from './countdown.js';
export type { ServerClockAnchor } from './countdown.js';
export { isAnswered } from './answers.js';
