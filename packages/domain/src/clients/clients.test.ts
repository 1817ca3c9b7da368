import { mockAxios } from '../__tests__/mockAdapter.js';
import type { AxiosRequestConfig } from 'axios';
import { XLSX_MIME } from '../contract/index.js';
import { ApiError } from '../http/ApiError.js';
import { createHttpClient } from '../http/createHttpClient.js';
import { AuthClient } from './AuthClient.js';
import { ClassesClient } from './ClassesClient.js';
import { CollegesClient } from './CollegesClient.js';
import { UsersClient } from './UsersClient.js';

function setup() {
  const tokenStore = { get: () => ({ token: 'tok', user_id: 5, saved_at: 0 }), clear: jest.fn() };
  const onError = jest.fn();
  const onUnauthorized = jest.fn();
  const http = createHttpClient({ tokenStore, getLocale: () => 'enUS', onError, onUnauthorized });
  const mock = mockAxios(http);
  const seen: AxiosRequestConfig[] = [];
  const echoAll = () =>
    mock.onAny().reply((config) => {
      seen.push(config);
      return [200, { code: 1, data: { echo: true }, message: 'ok' }];
    });
  return { echoAll, http, mock, seen, onError, onUnauthorized, tokenStore };
}

const last = (seen: AxiosRequestConfig[]) => {
  const config = seen.at(-1);
  if (!config) throw new Error('no request');
  const headers = config.headers as Record<string, string>;
  return { method: config.method?.toUpperCase(), url: config.url, params: config.params as unknown, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data, headers };
};

describe('typed clients', () => {
  it.each<[string, (c: { auth: AuthClient; colleges: CollegesClient; users: UsersClient; classes: ClassesClient }) => Promise<unknown>, string, string, unknown]>([
    ['auth.login', ({ auth }) => auth.login({ username: 'admin', password: 'pw' }), 'POST', '/api/admin/login', { username: 'admin', password: 'pw' }],
    ['auth.logout', ({ auth }) => auth.logout(), 'POST', '/api/admin/logout', null],
    ['auth.current', ({ auth }) => auth.current(), 'GET', '/api/admin/current', null],
    ['auth.updateProfile', ({ auth }) => auth.updateProfile({ name: '张三' }), 'POST', '/api/admin/current', { name: '张三' }],
    ['auth.loginInfo', ({ auth }) => auth.loginInfo(), 'GET', '/api/admin/login/info', null],
    ['auth.updatePassword', ({ auth }) => auth.updatePassword({ old_password: 'a', password: 'Demo@2026' }), 'POST', '/api/admin/password/update', { old_password: 'a', password: 'Demo@2026' }],
    ['auth.sendSms', ({ auth }) => auth.sendSms({ phone: '13800000000' }), 'POST', '/api/admin/sms', { phone: '13800000000' }],
    ['colleges.list', ({ colleges }) => colleges.list({ keyword: '金融', page: 2 }), 'GET', '/api/admin/edu', null],
    ['colleges.create', ({ colleges }) => colleges.create({ title: 'X', count: 10 }), 'POST', '/api/admin/edu', { title: 'X', count: 10 }],
    ['colleges.get', ({ colleges }) => colleges.get(3), 'GET', '/api/admin/edu/3', null],
    ['colleges.update', ({ colleges }) => colleges.update(3, { count: 20 }), 'PUT', '/api/admin/edu/3', { count: 20 }],
    ['colleges.setStatus', ({ colleges }) => colleges.setStatus(3, 0), 'PUT', '/api/admin/edu/3/status', { status: 0 }],
    ['users.list', ({ users }) => users.list({ role: 'edu_student' }), 'GET', '/api/admin/user', null],
    ['users.create', ({ users }) => users.create({ username: 'u1', name: 'U', password: 'secret1', role: 'edu_student' }), 'POST', '/api/admin/user', { username: 'u1', name: 'U', password: 'secret1', role: 'edu_student' }],
    ['users.get', ({ users }) => users.get(9), 'GET', '/api/admin/user/9', null],
    ['users.update', ({ users }) => users.update(9, { name: 'V' }), 'PUT', '/api/admin/user/9', { name: 'V' }],
    ['users.setStatus', ({ users }) => users.setStatus(9, 1), 'PUT', '/api/admin/user/9/status', { status: 1 }],
    ['users.resetPassword', ({ users }) => users.resetPassword(9, { password: 'secret2' }), 'POST', '/api/admin/user/9/password/reset', { password: 'secret2' }],
    ['classes.list', ({ classes }) => classes.list({ keyword: '2301' }), 'GET', '/api/admin/class', null],
    ['classes.create', ({ classes }) => classes.create({ name: '金融2301' }), 'POST', '/api/admin/class', { name: '金融2301' }],
    ['classes.get', ({ classes }) => classes.get(4), 'GET', '/api/admin/class/4', null],
    ['classes.update', ({ classes }) => classes.update(4, { grade: '2023' }), 'PUT', '/api/admin/class/4', { grade: '2023' }],
    ['classes.remove', ({ classes }) => classes.remove(4), 'DELETE', '/api/admin/class/4', null],
    ['classes.setMembers', ({ classes }) => classes.setMembers(4, { user_ids: [1, 2] }), 'PUT', '/api/admin/class/4/members', { user_ids: [1, 2] }],
  ])('%s → %s %s', async (_, call, method, url, body) => {
    const { http, seen, echoAll } = setup();
    echoAll();
    const clients = { auth: new AuthClient(http), colleges: new CollegesClient(http), users: new UsersClient(http), classes: new ClassesClient(http) };
    const result = await call(clients);
    const request = last(seen);
    expect(request.method).toBe(method);
    expect(request.url).toBe(url);
    if (body !== null) expect(request.body).toEqual(body);
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect(request.headers['X-USER-ID']).toBe('5');
    expect(request.headers['Accept-Language']).toBe('en-US');
    // Methods answering void hide the envelope data; the others return it unwrapped.
    if (result !== undefined) expect(result).toEqual({ echo: true });
  });

  it('sends list queries as query parameters', async () => {
    const { http, seen, echoAll } = setup();
    echoAll();
    await new UsersClient(http).list({ keyword: 'li', page: 2, page_size: 50, class_id: 7 });
    expect(last(seen).params).toEqual({ keyword: 'li', page: 2, page_size: 50, class_id: 7 });
  });

  it('imports an .xlsx body and returns the row report', async () => {
    const { http, mock } = setup();
    const report = { created: 0, errors: [{ row: 3, column: '手机号', message: '格式错误', message_zh: '格式错误', message_en: 'bad format' }] };
    let sent: AxiosRequestConfig | undefined;
    mock.onPost('/api/admin/user/import').reply((config) => {
      sent = config;
      return [200, { code: 1, data: report, message: 'ok' }];
    });
    const file = new Blob(['PK'], { type: XLSX_MIME });
    await expect(new UsersClient(http).import(file, { edu_id: 2 })).resolves.toEqual(report);
    expect(sent?.data).toBe(file);
    expect(sent?.params).toEqual({ edu_id: 2 });
    expect((sent?.headers as Record<string, string>)['Content-Type']).toBe(XLSX_MIME);
  });

  it('downloads the template and the export as Blobs', async () => {
    const { http, mock } = setup();
    const template = new Blob(['t'], { type: XLSX_MIME });
    const exported = new Blob(['e'], { type: XLSX_MIME });
    mock.onGet('/api/admin/user/import/template').reply((config) => [200, config.responseType === 'blob' ? template : null, { 'content-type': XLSX_MIME }]);
    mock.onGet('/api/admin/user/export').reply((config) => [200, config.responseType === 'blob' ? exported : null, { 'content-type': XLSX_MIME }]);
    const users = new UsersClient(http);
    await expect(users.importTemplate()).resolves.toBe(template);
    await expect(users.export({ role: 'edu_student' })).resolves.toBe(exported);
  });

  it('maps a failed envelope to ApiError and reports it', async () => {
    const { http, mock, onError } = setup();
    mock.onPost('/api/admin/login').reply(200, { code: 0, data: null, message: '用户名或密码错误' });
    const error = await new AuthClient(http).login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 0, message: '用户名或密码错误' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('maps -401 to logout, and honours silent', async () => {
    const { http, mock, onUnauthorized, tokenStore } = setup();
    mock.onGet('/api/admin/current').reply(200, { code: -401, data: null, message: 'expired' });
    const auth = new AuthClient(http);
    await expect(auth.current({ silent: true })).rejects.toMatchObject({ code: -401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(auth.current()).rejects.toMatchObject({ code: -401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(tokenStore.clear).toHaveBeenCalledTimes(2);
  });

  it('passes an AbortSignal through', async () => {
    const { http, echoAll } = setup();
    echoAll();
    const controller = new AbortController();
    controller.abort();
    await expect(new ClassesClient(http).list({}, { signal: controller.signal })).rejects.toMatchObject({ isCanceled: true });
  });
});
