import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { TokenStore, type CurrentUser, type StorageLike } from '@finedu/domain';
import { createServices, type AppServices } from '../src/services/createServices';
import { allowedRoutesFor, type Role } from '@finedu/domain';

/** A handler answers one call with the envelope's data (code 1) or a full envelope. */
export type Handler = (config: InternalAxiosRequestConfig) => unknown;

export const envelope = (data: unknown, code = 1, message = 'ok') => ({ __envelope: true, code, data, message });

/** The http edge for tests: the real domain axios instance with a fake adapter answering by "METHOD /path". */
export function fakeServices(handlers: Record<string, Handler>, options: { storage?: StorageLike; now?: () => number } = {}) {
  const calls: { method: string; url: string; data: unknown; headers: Record<string, unknown> }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    calls.push({ method, url, data: config.data === undefined ? undefined : safeJson(config.data), headers: { ...config.headers } });
    const handler = handlers[`${method} ${url}`];
    const body = handler ? handler(config) : envelope(null, 0, `no handler for ${method} ${url}`);
    const isEnvelope = typeof body === 'object' && body !== null && (body as { __envelope?: boolean }).__envelope;
    const data = isEnvelope ? { ...(body as object), __envelope: undefined } : { code: 1, data: body, message: 'ok' };
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

/** A user as GET /api/admin/current answers it, with the server's allow_routes for the role. */
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
