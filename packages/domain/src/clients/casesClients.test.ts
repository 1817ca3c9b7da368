import type { AxiosRequestConfig } from 'axios';
import { mockAxios } from '../__tests__/mockAdapter.js';
import { createHttpClient } from '../http/createHttpClient.js';
import { CasesClient } from './CasesClient.js';
import { ClassroomClient } from './ClassroomClient.js';

function setup() {
  const tokenStore = { get: () => ({ token: 'tok', user_id: 5, saved_at: 0 }), clear: jest.fn() };
  const http = createHttpClient({ tokenStore, getLocale: () => 'zhCN' });
  const mock = mockAxios(http);
  const seen: AxiosRequestConfig[] = [];
  mock.onAny().reply((config) => {
    seen.push(config);
    return [200, { code: 1, data: { echo: true }, message: 'ok' }];
  });
  return { cases: new CasesClient(http), classroom: new ClassroomClient(http), seen };
}

const last = (seen: AxiosRequestConfig[]) => {
  const config = seen.at(-1);
  if (!config) throw new Error('no request');
  return {
    method: config.method?.toUpperCase(),
    url: config.url,
    params: config.params as unknown,
    body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : (config.data as unknown),
    headers: config.headers as Record<string, string>,
  };
};

type Clients = ReturnType<typeof setup>;
const template = [{ id: 'c1', type: 'code' as const, source: 'print(1)', locked: false }];

describe('CasesClient and ClassroomClient', () => {
  it.each<[string, (c: Clients) => Promise<unknown>, string, string, unknown, unknown]>([
    ['cases.list', ({ cases }) => cases.list({ type: 2, keyword: '股票', status: 'published', page: 2 }), 'GET', '/api/admin/bigdata/case', { type: 2, keyword: '股票', status: 'published', page: 2 }, undefined],
    ['cases.create', ({ cases }) => cases.create({ title: 'T', type_id: 1, template }), 'POST', '/api/admin/bigdata/case/', undefined, { title: 'T', type_id: 1, template }],
    ['cases.get', ({ cases }) => cases.get(3), 'GET', '/api/admin/bigdata/case/3', undefined, undefined],
    ['cases.update', ({ cases }) => cases.update(3, { status: 'published' }), 'PUT', '/api/admin/bigdata/case/3', undefined, { status: 'published' }],
    ['cases.copy', ({ cases }) => cases.copy(3), 'POST', '/api/admin/bigdata/case/copy/3', undefined, undefined],
    ['cases.remove', ({ cases }) => cases.remove(3), 'DELETE', '/api/admin/bigdata/case/3', undefined, undefined],
    ['cases.listTypes', ({ cases }) => cases.listTypes(), 'GET', '/api/admin/bigdata/case/type', undefined, undefined],
    ['cases.createType', ({ cases }) => cases.createType({ name: '量化投资' }), 'POST', '/api/admin/bigdata/case/type', undefined, { name: '量化投资' }],
    ['cases.updateType', ({ cases }) => cases.updateType(4, { sort: 2 }), 'PUT', '/api/admin/bigdata/case/type/4', undefined, { sort: 2 }],
    ['cases.removeType', ({ cases }) => cases.removeType(4), 'DELETE', '/api/admin/bigdata/case/type/4', undefined, undefined],
    ['classroom.openCase', ({ classroom }) => classroom.openCase(7), 'GET', '/api/classroom/bigdata/case/7', undefined, undefined],
    ['classroom.saveWork', ({ classroom }) => classroom.saveWork(7, { cells: template }), 'PUT', '/api/classroom/bigdata/case/7', undefined, { cells: template }],
    ['classroom.resetWork', ({ classroom }) => classroom.resetWork(7), 'POST', '/api/classroom/bigdata/case/7/reset', undefined, undefined],
    ['classroom.datasetFiles', ({ classroom }) => classroom.datasetFiles({ case_id: 7, dataset_id: 'prices', rows: 10 }), 'GET', '/api/classroom/bigdata/dataset/file', { case_id: 7, dataset_id: 'prices', rows: 10, download: '0' }, undefined],
    ['classroom.chart', ({ classroom }) => classroom.chart({ case_id: 7, dataset_id: 'prices', x: 'date', y: 'AAA', agg: 'mean', chart_type: 'line' }), 'POST', '/api/classroom/bigdata/dataset/chart', undefined, { case_id: 7, dataset_id: 'prices', x: 'date', y: 'AAA', agg: 'mean', chart_type: 'line' }],
    ['classroom.process', ({ classroom }) => classroom.process({ case_id: 7, dataset_id: 'prices', steps: [{ op: 'filter', column: 'AAA', operator: 'gt', value: 10 }] }), 'POST', '/api/classroom/bigdata/dataset/chart/process', undefined, { case_id: 7, dataset_id: 'prices', steps: [{ op: 'filter', column: 'AAA', operator: 'gt', value: 10 }] }],
    ['classroom.score (own)', ({ classroom }) => classroom.score(7), 'GET', '/api/classroom/bigdata/case/7/score', {}, undefined],
    ['classroom.score (student)', ({ classroom }) => classroom.score(7, 12), 'GET', '/api/classroom/bigdata/case/7/score', { user_id: 12 }, undefined],
    ['classroom.evaluate', ({ classroom }) => classroom.evaluate(7), 'GET', '/api/classroom/bigdata/case/7/evaluation', undefined, undefined],
    ['classroom.code', ({ classroom }) => classroom.code(7, 12), 'GET', '/api/classroom/bigdata/case/7/code', { user_id: 12 }, undefined],
    ['classroom.students', ({ classroom }) => classroom.students({ case_id: 7, class_id: 2 }), 'GET', '/api/classroom/bigdata/user', { case_id: 7, class_id: 2 }, undefined],
    ['classroom.signs', ({ classroom }) => classroom.signs({ case_id: 7 }), 'GET', '/api/classroom/bigdata/sign', { case_id: 7 }, undefined],
    ['classroom.sign (open)', ({ classroom }) => classroom.sign({ action: 'open', case_id: 7, class_id: 2, minutes: 5 }), 'POST', '/api/classroom/bigdata/sign', undefined, { action: 'open', case_id: 7, class_id: 2, minutes: 5 }],
    ['classroom.markings', ({ classroom }) => classroom.markings({ case_id: 7, user_id: 12 }), 'GET', '/api/classroom/bigdata/marking', { case_id: 7, user_id: 12 }, undefined],
    ['classroom.mark', ({ classroom }) => classroom.mark({ case_id: 7, user_id: 12, items: [{ rubric_id: 'style', points: 4 }], comment: '好' }), 'POST', '/api/classroom/bigdata/marking', undefined, { case_id: 7, user_id: 12, items: [{ rubric_id: 'style', points: 4 }], comment: '好' }],
    ['classroom.scoreReport', ({ classroom }) => classroom.scoreReport({ case_id: 7, user_id: 12, score: 88 }), 'POST', '/api/classroom/bigdata/case/doc/scoring', undefined, { case_id: 7, user_id: 12, score: 88 }],
    ['classroom.checkReport', ({ classroom }) => classroom.checkReport({ case_id: 7, key: 'k', filename: 'r.pdf' }), 'POST', '/api/classroom/bigdata/case/doc/media-check', undefined, { case_id: 7, key: 'k', filename: 'r.pdf' }],
    ['classroom.logRun', ({ classroom }) => classroom.logRun({ code: 'print(1)', case_id: 7, session_id: 's', result: '[]' }), 'POST', '/api/classroom/case/code', undefined, { code: 'print(1)', case_id: 7, session_id: 's', result: '[]' }],
  ])('%s → %s %s', async (_, call, method, url, params, body) => {
    const clients = setup();
    const result = await call(clients);
    const request = last(clients.seen);
    expect(request.method).toBe(method);
    expect(request.url).toBe(url);
    if (params !== undefined) expect(request.params).toEqual(params);
    if (body !== undefined) expect(request.body).toEqual(body);
    expect(request.headers.Authorization).toBe('Bearer tok');
    if (result !== undefined) expect(result).toEqual({ echo: true });
  });

  it('downloads a dataset file as a Blob', async () => {
    const tokenStore = { get: () => ({ token: 'tok', user_id: 5, saved_at: 0 }), clear: jest.fn() };
    const http = createHttpClient({ tokenStore, getLocale: () => 'zhCN' });
    const file = new Blob(['date,AAA'], { type: 'text/csv' });
    let sent: AxiosRequestConfig | undefined;
    mockAxios(http)
      .onGet('/api/classroom/bigdata/dataset/file')
      .reply((config) => {
        sent = config;
        return [200, config.responseType === 'blob' ? file : null, { 'content-type': 'text/csv' }];
      });
    await expect(new ClassroomClient(http).downloadDataset(7, 'prices')).resolves.toBe(file);
    expect(sent?.params).toEqual({ case_id: 7, dataset_id: 'prices', download: '1' });
  });
});
