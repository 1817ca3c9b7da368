import type { IncomingMessage } from 'node:http';
import type { NotebookLog } from './sandbox.js';
import type { NotebookLimits } from './settings.js';

/**
 * The gateway's side of the kernel watchdog. The watchdog itself runs inside Jupyter Server
 * (resources/notebook/kernel_watchdog.py): it times every execution from the execute request Jupyter relays to the
 * kernel (then from the kernel's own `busy` for it, once heard), interrupts a cell over the limit (restarting a
 * kernel that ignores the interrupt) and culls kernels nobody is connected to, whether or not a browser, or this
 * API instance, is still there. A pooled kernel's watch exists from its start, before its hand-out and any relay. The gateway only states
 * its limits on each kernel websocket it opens, so the API's settings govern even an external Jupyter.
 */
export const LIMITS_HEADER = 'X-Notebook-Limits';
/** Set by the watchdog on the websocket upgrade response. */
export const WATCHDOG_HEADER = 'x-notebook-watchdog';

/** The error output a cell over the limit gets; kernel_watchdog.py timeout_text() writes the same text. */
export function cellTimeoutText(seconds: number): string {
  return `运行超时（${seconds} 秒），已中断 / Cell exceeded ${seconds} s and was interrupted`;
}

const seconds = (ms: number): number => Math.round(ms / 100) / 10;

/** `cell_timeout=60;interrupt_grace=10;cull_disconnected=300`, as kernel_watchdog.py Limits.updated() reads it. */
export function limitsHeader(limits: NotebookLimits): string {
  return `cell_timeout=${seconds(limits.cellTimeoutMs)};interrupt_grace=${seconds(limits.interruptGraceMs)};cull_disconnected=${seconds(limits.cullDisconnectedMs)}`;
}

let warned = false;

/** Says once, loudly, when Jupyter runs without the watchdog: cells would then run without a time limit. */
export function checkWatchdog(response: IncomingMessage, log: NotebookLog): void {
  if (warned || response.headers[WATCHDOG_HEADER] === '1') return;
  warned = true;
  log.error(
    'notebook: the Jupyter Server runs without the kernel watchdog: cells have no time limit and abandoned kernels are not culled; ' +
      'start it with --config=resources/notebook/jupyter_server_config.py',
  );
}
