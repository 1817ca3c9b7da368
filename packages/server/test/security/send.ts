// One request of a sweep over real HTTP to the listening app (app.inject cannot load under Jest's ESM mode), and what came back.
import type { Session, TestApp } from '../helper.js';

export interface Answer {
  status: number;
  contentType: string;
  /** The body as text (binary bodies decoded as UTF-8, which keeps any ASCII marker readable). */
  text: string;
  raw: Buffer;
  /** The parsed JSON body, or undefined when it is not JSON. */
  json: { code?: number; message?: string; data?: unknown } | undefined;
}

export interface Outgoing {
  method: string;
  url: string;
  as?: Session;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Strings and bytes go as they are (an .xlsx import), anything else as JSON. */
const bodyOf = (body: unknown): BodyInit => (typeof body === 'string' ? body : body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body));

/** An event stream never ends: what it sent within a second (its opening comment or first event), then it is closed. */
async function firstChunk(response: Response): Promise<Buffer> {
  const reader = response.body!.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ value?: Uint8Array }>((resolve) => {
    timer = setTimeout(() => resolve({}), 1000);
  });
  const first = await Promise.race([reader.read(), timeout]);
  clearTimeout(timer);
  await reader.cancel();
  return Buffer.from(first.value ?? new Uint8Array());
}

/** `/metrics` refuses as Prometheus exporters do (issue 36): 401 / 403 in plain text, never the JSON envelope. */
export const isExporterRefusal = (path: string, answer: Answer): boolean =>
  path === '/metrics' && (answer.status === 401 || answer.status === 403) && answer.contentType.startsWith('text/plain');

export async function send(t: TestApp, request: Outgoing): Promise<Answer> {
  const headers: Record<string, string> = { ...(request.as?.headers ?? {}), ...(request.headers ?? {}) };
  if (request.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await t.request(request.url, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: bodyOf(request.body) } : {}),
  });
  const raw = (response.headers.get('content-type') ?? '').startsWith('text/event-stream') ? await firstChunk(response) : Buffer.from(await response.arrayBuffer());
  const text = raw.toString('utf8');
  let json: Answer['json'];
  try {
    json = text === '' ? undefined : (JSON.parse(text) as Answer['json']);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, raw, json };
}

/** Runs `tasks` with at most `width` in flight. */
export async function inBatches<T>(tasks: Array<() => Promise<T>>, width = 16): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      out[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return out;
}
