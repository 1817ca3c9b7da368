/**
 * EventSource at the network edge (jsdom has none): records every stream the app opens and lets a test open it,
 * push named events and fail it, the way a browser's EventSource reports them.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  static #saved: unknown;

  static install(): void {
    FakeEventSource.instances = [];
    FakeEventSource.#saved = (globalThis as { EventSource?: unknown }).EventSource;
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }

  static uninstall(): void {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource.#saved;
    FakeEventSource.instances = [];
  }

  static last(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly #listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    const set = this.#listeners.get(type) ?? new Set();
    set.add(listener);
    this.#listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.#listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered with an event stream. */
  open(): void {
    if (this.closed) return;
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sent `event: <type>` with JSON data (nothing reaches a closed stream). */
  emit(type: string, data: unknown): void {
    if (this.closed) return;
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }

  /** The connection failed: CONNECTING = the browser retries by itself, CLOSED = it gave up. */
  fail(readyState: number): void {
    if (this.closed) return;
    this.readyState = readyState;
    if (readyState === FakeEventSource.CLOSED) this.closed = true;
    this.onerror?.(new Event('error'));
  }
}
