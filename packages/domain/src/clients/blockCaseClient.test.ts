import type { AxiosRequestConfig } from 'axios';
import { mockAxios } from '../__tests__/mockAdapter.js';
import { BLOCK_CASE_CALLS } from '../contract/blockCaseCalls.js';
import { createHttpClient } from '../http/createHttpClient.js';
import { BlockCaseClient } from './BlockCaseClient.js';

function setup() {
  const tokenStore = { get: () => ({ token: 'tok', user_id: 5, saved_at: 0 }), clear: jest.fn() };
  const http = createHttpClient({ tokenStore, getLocale: () => 'zhCN' });
  const mock = mockAxios(http);
  const seen: AxiosRequestConfig[] = [];
  mock.onAny().reply((config) => {
    seen.push(config);
    return [200, { code: 1, data: { echo: true }, message: 'ok' }];
  });
  return { client: new BlockCaseClient(http), seen };
}

const org = { key: 'bank', name: '银行', type: 'commercial_bank' as const, validator: true, balance: 100, credit: 0 };
const step = { order: 1, actor: 'bank', transition: 'issue', precondition: 'new', expected_state: 'issued', weight: 10 };
const business = { asset: '凭证', states: ['new', 'issued'], initial_state: 'new', transitions: [{ name: 'issue', label: '签发', from: ['new'], to: 'issued', actor_types: ['core_enterprise' as const], fields: [] }] };

describe('BlockCaseClient', () => {
  it.each<[string, (c: BlockCaseClient) => Promise<unknown>, keyof typeof BLOCK_CASE_CALLS, string, unknown, unknown]>([
    ['list', (c) => c.list({ keyword: '票据', scenario: 'digital_bill', status: 'draft', page: 2 }), 'listBlockCases', '/api/admin/block-case', { keyword: '票据', scenario: 'digital_bill', status: 'draft', page: 2 }, undefined],
    ['get', (c) => c.get(3), 'getBlockCase', '/api/admin/block-case/3', undefined, undefined],
    ['create', (c) => c.create({ title: 'T', scenario: 'custom', consensus: 'pow', tx_per_block: 2, difficulty: 1 }), 'createBlockCase', '/api/admin/block-case', undefined, { title: 'T', scenario: 'custom', consensus: 'pow', tx_per_block: 2, difficulty: 1 }],
    ['update', (c) => c.update(3, { title: 'U' }), 'updateBlockCase', '/api/admin/block-case/3', undefined, { title: 'U' }],
    ['remove', (c) => c.remove(3), 'deleteBlockCase', '/api/admin/block-case/3', undefined, undefined],
    ['copy', (c) => c.copy(3), 'copyBlockCase', '/api/admin/block-case/copy/3', undefined, undefined],
    ['publish', (c) => c.publish(3), 'publishBlockCase', '/api/admin/block-case/3/publish', undefined, undefined],
    ['unpublish', (c) => c.unpublish(3), 'unpublishBlockCase', '/api/admin/block-case/3/unpublish', undefined, undefined],
    ['listOrganizations', (c) => c.listOrganizations(3), 'listBlockOrganizations', '/api/admin/block-case/3/organization', undefined, undefined],
    ['createOrganization', (c) => c.createOrganization(3, org), 'createBlockOrganization', '/api/admin/block-case/3/organization', undefined, org],
    ['updateOrganization', (c) => c.updateOrganization(3, 8, { name: 'N' }), 'updateBlockOrganization', '/api/admin/block-case/3/organization/8', undefined, { name: 'N' }],
    ['regenerateKey', (c) => c.regenerateKey(3, 8), 'regenerateBlockOrganizationKey', '/api/admin/block-case/3/organization/8/key', undefined, undefined],
    ['removeOrganization', (c) => c.removeOrganization(3, 8), 'deleteBlockOrganization', '/api/admin/block-case/3/organization/8', undefined, undefined],
    ['getBusiness', (c) => c.getBusiness(3), 'getBlockBusiness', '/api/admin/block-case/3/business', undefined, undefined],
    ['putBusiness', (c) => c.putBusiness(3, business), 'putBlockBusiness', '/api/admin/block-case/3/business', undefined, business],
    ['getProcess', (c) => c.getProcess(3), 'getBlockProcess', '/api/admin/block-case/3/process', undefined, undefined],
    ['putProcess', (c) => c.putProcess(3, [step]), 'putBlockProcess', '/api/admin/block-case/3/process', undefined, { steps: [step] }],
    ['listPublished', (c) => c.listPublished({ scenario: 'receivable' }), 'listPublishedBlockCases', '/api/block-case/published', { scenario: 'receivable' }, undefined],
  ])('%s sends the contract call', async (_name, run, call, url, params, body) => {
    const { client, seen } = setup();
    await run(client);
    const config = seen.at(-1)!;
    expect(config.method?.toUpperCase()).toBe(BLOCK_CASE_CALLS[call].method);
    expect(config.url).toBe(url);
    expect(config.params).toEqual(params);
    expect(typeof config.data === 'string' ? JSON.parse(config.data) : config.data).toEqual(body);
  });
});
