import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { ALL_CALLS, TokenStore, type CallAnswer, type CallName, type CurrentUser, type StorageLike } from '@finedu/domain';
import { createServices, type AppServices } from '../src/services/createServices';
import { allowedRoutesFor, type Role } from '@finedu/domain';

export const envelope = (data: unknown, code = 1, message = 'ok') => ({ __envelope: true, code, data, message });
/** A full envelope (a refusal, an error code), as `envelope()` builds it. */
export type Envelope = ReturnType<typeof envelope>;

/** An answer a page test may give: any part of the real one (what the page reads), never a field it does not have. */
export type PartOf<T> = T extends Blob
  ? Blob | string
  : T extends readonly (infer U)[]
    ? readonly PartOf<U>[]
    : T extends object
      ? { [K in keyof T]?: PartOf<T[K]> }
      : T;

/**
 * A fake of call `N`: answers the envelope's data, typed by the contract's answer of the call (its response schema's
 * output; fields the page does not read may be left out, a binary answer may be text), a full envelope, or a
 * promise of the data (an answer that arrives when the test says).
 */
export type Fake<N extends CallName> = (config: InternalAxiosRequestConfig) => FakeAnswer<N> | Promise<PartOf<CallAnswer<N>>>;
/** What a fake of call `N` may answer (see Fake). */
export type FakeAnswer<N extends CallName> = PartOf<CallAnswer<N>> | Envelope;

/**
 * The calls a test fakes, by contract call name (issue 31): `listPapers` answers that call whatever its path params,
 * `getPaper(4)` only for those params (their values in path order, comma-separated). A renamed call, or an answer
 * that does not fit the call's response type, fails to compile.
 */
export type Fakes = { [N in CallName]?: Fake<N> } & { [N in CallName as `${N}(${string})`]?: Fake<N> };

/** A fake of no call in particular (a helper that a test places under some call's name). */
export type Handler = (config: InternalAxiosRequestConfig) => unknown;

interface Route {
  name: CallName;
  method: string;
  pattern: RegExp;
  params: number;
}

/** Every call of the contract as a matcher of "METHOD /path"; a path with fewer params (more literal) wins. */
const ROUTES: readonly Route[] = (Object.entries(ALL_CALLS) as [CallName, { method: string; path: string }][])
  .map(([name, call]) => {
    const params = (call.path.match(/:[A-Za-z_]+/g) ?? []).length;
    const source = call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '([^/]+)');
    return { name, method: call.method, pattern: new RegExp(`^${source}$`), params };
  })
  .sort((a, b) => a.params - b.params);

/** The fake answering `METHOD url`: the one named with these params, else the one named by the call alone. */
function fakeFor(fakes: Fakes, method: string, url: string): ((config: InternalAxiosRequestConfig) => unknown) | undefined {
  const table = fakes as Record<string, ((config: InternalAxiosRequestConfig) => unknown) | undefined>;
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(url);
    if (!match) continue;
    const values = match.slice(1).map((value) => decodeURIComponent(value));
    const fake = (values.length > 0 ? table[`${route.name}(${values.join(',')})`] : undefined) ?? table[route.name];
    if (fake) return fake;
  }
  return undefined;
}

/** The http edge for tests: the real domain axios instance with a fake adapter answering the contract's calls by name. */
export function fakeServices(fakes: Fakes, options: { storage?: StorageLike; now?: () => number } = {}) {
  const calls: { method: string; url: string; data: unknown; headers: Record<string, unknown> }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    calls.push({ method, url, data: config.data === undefined ? undefined : safeJson(config.data), headers: { ...config.headers } });
    const handler = fakeFor(fakes, method, url);
    const body = handler ? handler(config) : envelope(null, 0, `no handler for ${method} ${url}`);
    const isEnvelope = typeof body === 'object' && body !== null && (body as { __envelope?: boolean }).__envelope;
    const data = isEnvelope ? { ...(body as object), __envelope: undefined } : { code: 1, data: body, message: 'ok' };
    // A refused file download is a JSON envelope in the bytes the browser asked for as a blob, as the server sends it.
    if (isEnvelope && config.responseType === 'blob') {
      const json = new Blob([JSON.stringify({ ...data, __envelope: undefined })], { type: 'application/json' });
      return { data: json, status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config } satisfies AxiosResponse;
    }
    return { data, status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config } satisfies AxiosResponse;
  };
  const storage = options.storage ?? memoryStorage();
  const tokens = new TokenStore({ storage, now: options.now });
  const services: AppServices = createServices({ getLocale: () => 'zh-CN', tokens });
  services.http.defaults.adapter = adapter;
  return { services, calls, storage, tokens };
}

const safeJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

export function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** A user as `current` answers it, with the server's allow_routes for the role. */
export function currentUser(role: Role, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    edu_id: role.startsWith('edu') ? 1 : null,
    username: role,
    name: `Demo ${role}`,
    phone: null,
    email: null,
    id_number: null,
    department: null,
    specialty: null,
    teach: null,
    class_id: null,
    status: 1,
    role,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    api_token: 'token-abc',
    edu: null,
    teacher_learning: [],
    oss_host: '',
    cdn_prefix: '',
    allow_routes: allowedRoutesFor(role),
    permission: {},
    token_expires_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}
