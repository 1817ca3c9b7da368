export type NoticeTone = 'info' | 'success' | 'warning' | 'error';
export interface Notice {
  tone: NoticeTone;
  /** Text as the server or the http layer gave it. */
  message: string;
  /** A catalog id (translated by the bridge into the user's language); wins over `message`. */
  messageId?: string;
}
type Listener = (notice: Notice) => void;

/**
 * Messages raised outside React (the http interceptors, the navigation guard) reach the toast
 * stack through this bridge; `ToastBridge` subscribes inside the ToastProvider. Notices raised
 * before anyone listens are kept and delivered on subscribe.
 */
export class Notifier {
  readonly #listeners = new Set<Listener>();
  #queue: Notice[] = [];

  notify(notice: Notice): void {
    if (this.#listeners.size === 0) {
      this.#queue.push(notice);
      return;
    }
    this.#listeners.forEach((listener) => listener(notice));
  }

  error(message: string): void {
    this.notify({ tone: 'error', message });
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    const queued = this.#queue;
    this.#queue = [];
    queued.forEach(listener);
    return () => this.#listeners.delete(listener);
  }
}
