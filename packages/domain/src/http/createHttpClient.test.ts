import { mockAxios } from '../__tests__/mockAdapter.js';
import { ApiError } from './ApiError.js';
import { API_MAX_REDIRECTS, API_TIMEOUT_MS, createHttpClient } from './createHttpClient.js';
import { toLanguageTag } from './locale.js';

function setup(token: { token: string; user_id: number } | null = { token: 'tok-1', user_id: 42 }, locale = 'zhCN') {
  let saved = token;
  const tokenStore = { get: () => (saved ? { ...saved, saved_at: 0 } : null), clear: jest.fn(() => (saved = null)) };
  const onUnauthorized = jest.fn();
  const onError = jest.fn();
  const http = createHttpClient({ baseURL: 'http://api.test', tokenStore, getLocale: () => locale, onUnauthorized, onError });
  const mock = mockAxios(http);
  return { http, mock, tokenStore, onUnauthorized, onError };
}

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('createHttpClient', () => {
  it('is configured with a 30000 ms time-out and at most 3 redirects', () => {
    const { http } = setup();
    expect(http.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(30000);
    expect(http.defaults.maxRedirects).toBe(API_MAX_REDIRECTS);
    expect(API_MAX_REDIRECTS).toBe(3);
  });

  it('sends the bearer token, X-USER-ID and Accept-Language', async () => {
    const { http, mock } = setup();
    mock.onGet('/api/x').reply((config) => [200, { code: 1, data: config.headers, message: 'ok' }]);
    const { data } = await http.get<Record<string, string>>('/api/x');
    expect(data.Authorization).toBe('Bearer tok-1');
    expect(data['X-USER-ID']).toBe('42');
    expect(data['Accept-Language']).toBe('zh-CN');
  });

  it('sends no auth headers without a token, and the en-US locale', async () => {
    const { http, mock } = setup(null, 'enUS');
    mock.onGet('/api/x').reply((config) => [200, { code: 1, data: config.headers, message: 'ok' }]);
    const { data } = await http.get<Record<string, string>>('/api/x');
    expect(data.Authorization).toBeUndefined();
    expect(data['X-USER-ID']).toBeUndefined();
    expect(data['Accept-Language']).toBe('en-US');
  });

  it("resolves with the envelope's data", async () => {
    const { http, mock } = setup();
    mock.onGet('/api/x').reply(200, { code: 1, data: { id: 3 }, message: 'ok' });
    await expect(http.get('/api/x')).resolves.toMatchObject({ status: 200, data: { id: 3 } });
  });

  it('rejects code !== 1 with the body message and reports it through onError', async () => {
    const { http, mock, onError, onUnauthorized } = setup();
    mock.onPost('/api/x').reply(200, { code: 0, data: null, message: '用户名已存在' });
    const error = await rejection(http.post('/api/x', {}));
    expect(error).toMatchObject({ code: 0, message: '用户名已存在', status: 200 });
    expect(onError).toHaveBeenCalledWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("uses '系统错误' when the failed body has no message", async () => {
    const { http, mock, onError } = setup();
    mock.onGet('/api/x').reply(200, { code: -7, data: null });
    const error = await rejection(http.get('/api/x'));
    expect(error).toMatchObject({ code: -7, message: '系统错误' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("treats a body that is not an envelope as '系统错误'", async () => {
    const { http, mock } = setup();
    mock.onGet('/api/x').reply(200, '<html></html>');
    await expect(rejection(http.get('/api/x'))).resolves.toMatchObject({ code: 0, message: '系统错误' });
  });

  it('code -401 clears the token and calls onUnauthorized', async () => {
    const { http, mock, tokenStore, onUnauthorized, onError } = setup();
    mock.onGet('/api/x').reply(200, { code: -401, data: null, message: '登录已失效' });
    const error = await rejection(http.get('/api/x'));
    expect(error.isUnauthorized).toBe(true);
    expect(error.message).toBe('登录已失效');
    expect(tokenStore.clear).toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(onError).not.toHaveBeenCalled();
  });

  it('HTTP 401 clears the token and calls onUnauthorized', async () => {
    const { http, mock, tokenStore, onUnauthorized } = setup();
    mock.onGet('/api/x').reply(401, { code: -401, data: null, message: 'expired' });
    const error = await rejection(http.get('/api/x'));
    expect(error).toMatchObject({ code: -401, status: 401 });
    expect(tokenStore.clear).toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an HTTP error shows the error message followed by the server message', async () => {
    const { http, mock, onError } = setup();
    mock.onGet('/api/x').reply(429, { code: 0, data: null, message: '请求过于频繁' });
    const error = await rejection(http.get('/api/x'));
    expect(error.message).toBe('Request failed with status code 429 请求过于频繁');
    expect(error).toMatchObject({ status: 429, code: 0 });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('an HTTP error without a server message shows the error message alone', async () => {
    const { http, mock } = setup();
    mock.onGet('/api/x').reply(502, 'Bad Gateway');
    await expect(rejection(http.get('/api/x'))).resolves.toMatchObject({ message: 'Request failed with status code 502', status: 502, code: 0 });
  });

  it('a network failure or time-out rejects with code -2', async () => {
    const { http, mock, onError } = setup();
    mock.onGet('/api/down').networkError();
    mock.onGet('/api/slow').timeout();
    const down = await rejection(http.get('/api/down'));
    expect(down).toMatchObject({ code: ApiError.NETWORK, status: undefined, message: 'Network Error' });
    expect(down.isNetworkError).toBe(true);
    const slow = await rejection(http.get('/api/slow'));
    expect(slow.code).toBe(-2);
    expect(slow.message).toMatch(/timeout/);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('a cancelled request rejects quietly', async () => {
    const { http, mock, onError } = setup();
    mock.onGet('/api/x').reply(200, { code: 1, data: 1 });
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(http.get('/api/x', { signal: controller.signal }));
    expect(error.isCanceled).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('silent requests are not reported, but -401 still clears the token', async () => {
    const { http, mock, tokenStore, onError, onUnauthorized } = setup();
    mock.onGet('/api/a').reply(200, { code: 0, data: null, message: 'no' });
    mock.onGet('/api/b').reply(200, { code: -401, data: null, message: 'expired' });
    await rejection(http.get('/api/a', { silent: true }));
    await rejection(http.get('/api/b', { silent: true }));
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStore.clear).toHaveBeenCalled();
  });

  it('passes binary responses through', async () => {
    const { http, mock } = setup();
    const blob = new Blob(['PK..'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    mock.onGet('/api/file').reply(200, blob, { 'content-type': blob.type });
    const response = await http.get<Blob>('/api/file', { responseType: 'blob' });
    expect(response.data).toBe(blob);
    const buffer = new ArrayBuffer(4);
    mock.onGet('/api/buf').reply(200, buffer, { 'content-type': 'application/octet-stream' });
    expect((await http.get('/api/buf', { responseType: 'arraybuffer' })).data).toBe(buffer);
  });

  it('a binary request answered with a failed JSON envelope rejects with its message', async () => {
    const { http, mock, onError } = setup();
    const body = new Blob([JSON.stringify({ code: 0, data: null, message: '没有权限' })], { type: 'application/json' });
    mock.onGet('/api/file').reply(200, body, { 'content-type': 'application/json; charset=utf-8' });
    const error = await rejection(http.get('/api/file', { responseType: 'blob' }));
    expect(error.message).toBe('没有权限');
    expect(onError).toHaveBeenCalled();
  });
});

describe('toLanguageTag', () => {
  it.each([
    ['zhCN', 'zh-CN'],
    ['enUS', 'en-US'],
    ['zh_CN', 'zh-CN'],
    ['en-us', 'en-US'],
    ['fr', 'fr'],
  ])('%s → %s', (input, expected) => expect(toLanguageTag(input)).toBe(expected));
});
