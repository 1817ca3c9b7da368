import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, readState, upstreamOf, type InstanceName } from './cluster';

export interface ApiSession {
  token: string;
  userId: number;
  headers: Record<string, string>;
}

export interface Answer<T> {
  code: number;
  data: T;
  message: string;
  /** The instance that answered (nginx's X-Upstream), or null when the call went straight to an instance. */
  upstream: InstanceName | null;
  status: number;
}

export async function answer<T>(response: APIResponse): Promise<Answer<T>> {
  const body = (await response.json()) as { code: number; data: T; message: string };
  return { ...body, upstream: upstreamOf(response.headers()['x-upstream'], readState()), status: response.status() };
}

/** Signs in through `base` (nginx unless told otherwise). */
export async function apiSignIn(request: APIRequestContext, username: string, base = ''): Promise<ApiSession & { upstream: InstanceName | null }> {
  const res = await answer<{ api_token: string; id: number }>(await request.post(`${base}/api/admin/login`, { data: { username, password: DEMO_PASSWORD } }));
  expect(res.code, res.message).toBe(1);
  return {
    token: res.data.api_token,
    userId: res.data.id,
    headers: { authorization: `Bearer ${res.data.api_token}`, 'x-user-id': String(res.data.id) },
    upstream: res.upstream,
  };
}

export const get = async <T>(request: APIRequestContext, url: string, session: ApiSession): Promise<Answer<T>> => answer<T>(await request.get(url, { headers: session.headers }));
