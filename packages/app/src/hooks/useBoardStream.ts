import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardConnection } from '@finedu/ui';

export interface BoardStreamOptions {
  /** The stream's URL (the contract's board stream path); `null` opens nothing. */
  url: string | null;
  /** Called once the board changed (`event: board`), at most once per `debounceMs` burst. */
  onBoard: () => void;
  /** Wait this long after the last `board` event before calling `onBoard` (a burst of scores = one reload). */
  debounceMs?: number;
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
 * the stream) or `prepare` failed. Every `board` event reloads the board (debounced). Closed on unmount.
 */
export function useBoardStream({ url, onBoard, debounceMs = 200, prepare }: BoardStreamOptions): BoardStream {
  const [connection, setConnection] = useState<BoardConnection>(url === null ? 'offline' : 'connecting');
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, so that a new closure each render never reopens the stream.
  const latest = useRef({ onBoard, prepare });
  latest.current = { onBoard, prepare };

  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') {
      setConnection('offline');
      return undefined;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    setConnection('connecting');
    const onBoardEvent = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (!closed) latest.current.onBoard();
      }, debounceMs);
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
  }, [url, debounceMs, attempt]);

  const reconnect = useCallback(() => setAttempt((n) => n + 1), []);
  return { connection, reconnect };
}
