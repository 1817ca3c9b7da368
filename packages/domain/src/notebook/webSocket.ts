// Method-style signatures keep the handler parameters bivariant, so both the DOM WebSocket and the `ws`
// package (tests, Node) satisfy this interface without casts.
interface Handler<E> {
  bivarianceHack(event: E): void;
}

/** The part of the WebSocket API the notebook client uses (browser WebSocket or `ws`). */
export interface WebSocketLike {
  onopen: Handler<unknown>['bivarianceHack'] | null;
  onmessage: Handler<{ data: unknown }>['bivarianceHack'] | null;
  onerror: Handler<unknown>['bivarianceHack'] | null;
  onclose: Handler<{ code: number; reason: string }>['bivarianceHack'] | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = new (url: string) => WebSocketLike;
