export { NotebookClient, NOTEBOOK_RECONNECT_DELAY_MS, NOTEBOOK_CODE_LOG_PATH } from './NotebookClient.js';
export type { NotebookClientOptions, NotebookStartParams, NotebookStatus, NotebookRunLog, NotebookRunOptions } from './NotebookClient.js';
export { NotebookError, NotebookRunError } from './errors.js';
export type { NotebookErrorReason } from './errors.js';
export { NOTEBOOK_PROTOCOL_VERSION, NOTEBOOK_KERNEL_NAME } from './protocol.js';
export type { NotebookOutput, NotebookRunResult, MimeBundle, JupyterMessage, JupyterHeader } from './protocol.js';
export type { WebSocketLike, WebSocketFactory } from './webSocket.js';
export { joinStreams } from './streams.js';
