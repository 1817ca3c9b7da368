import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardEvent } from '@finedu/domain';
import type { BoardConnection } from '@finedu/ui';

export interface BoardStreamOptions {
  /** The stream's URL (the contract's board stream path); `null` opens nothing. */
  url: string | null;
  /**
   * Called at once with each `board` event that carries a page (the server pushes the first page of the viewer's
   * default group, whole or as a change); answers whether the board took it. When not, `onBoard` gets `pageStale`.
   */
  onPush?: (event: BoardEvent) => boolean;
  /**
   * Called once the board changed (`event: board`), at most once per `throttleMs`: `pageStale` when some event of
   * the window brought no page the board took, so it must refetch its page.
   */
  onBoard: (pageStale: boolean) => void;
  /**
   * The longest a change waits before `onBoard` (a burst of scores = one call). A throttle, not a debounce: with a
   * score every 100 ms a debounce would never fire.
   */
  throttleMs?: number;
  /**
   * Runs before every open, e.g. a call that sets a stream ticket: EventSource cannot send headers. A failure leaves
   * the connection offline (the board's retry opens it again).
   */
  prepare?: () => Promise<unknown>;
}

export interface BoardStream {
  connection: BoardConnection;
  /** Open the stream again (after it went offline). */
  reconnect: () => void;
}

/**
 * The live events of a board over server-sent events: `connecting` until the stream opens, `live` while it is open,
 * `reconnecting` after an error while EventSource retries by itself, `offline` once it gave up (the server refused
 * the stream) or `prepare` failed. A pushed page goes to `onPush` at once; every change reaches `onBoard`
 * (throttled). Closed on unmount.
 */
export function useBoardStream({ url, onPush, onBoard, throttleMs = 200, prepare }: BoardStreamOptions): BoardStream {
  const [connection, setConnection] = useState<BoardConnection>(url === null ? 'offline' : 'connecting');
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, so that a new closure each render never reopens the stream.
  const latest = useRef({ onPush, onBoard, prepare });
  latest.current = { onPush, onBoard, prepare };

  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') {
      setConnection('offline');
      return undefined;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let pageStale = false;
    setConnection('connecting');
    const onBoardEvent = (message: Event) => {
      if (closed) return;
      const event = eventOf(message);
      const taken = event !== null && (event.board !== undefined || event.change !== undefined) && (latest.current.onPush?.(event) ?? false);
      pageStale ||= !taken;
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        const stale = pageStale;
        pageStale = false;
        if (!closed) latest.current.onBoard(stale);
      }, throttleMs);
    };
    const open = () => {
      if (closed) return;
      const stream = new EventSource(url);
      source = stream;
      stream.onopen = () => {
        if (!closed) setConnection('live');
      };
      stream.onerror = () => {
        if (closed) return;
        // CLOSED: the browser gave up (the server refused the stream); CONNECTING: it retries by itself.
        setConnection(stream.readyState === EventSource.CLOSED ? 'offline' : 'reconnecting');
      };
      stream.addEventListener('board', onBoardEvent);
    };
    const { prepare: before } = latest.current;
    if (before) {
      before().then(open, () => {
        if (!closed) setConnection('offline');
      });
    } else {
      open();
    }
    return () => {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
    };
  }, [url, throttleMs, attempt]);

  const reconnect = useCallback(() => setAttempt((n) => n + 1), []);
  return { connection, reconnect };
}

/** The event's data (an unreadable event is a change without a page). */
function eventOf(message: Event): BoardEvent | null {
  const data = (message as MessageEvent<unknown>).data;
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as BoardEvent;
  } catch {
    return null;
  }
}
