// The blockchain case library's authoring API (issue 11): CRUD, organizations with server-made key pairs, business
// and process, publish refused with the step named, copy, the demo seed, permissions, and no private key in any answer.
import {
  BLOCK_CASE_CALLS,
  DEMO_RECEIVABLE_CASE,
  blockCasePath,
  publicKeyOf,
  type BlockCaseCallName,
  type BlockCaseDetail,
  type BlockCaseList,
  type BlockOrganizationRecord,
  type BlockProcessAnswer,
  type BlockBusinessAnswer,
  type PublishedBlockCaseDetail,
  type PublishedBlockCaseList,
} from '@finedu/domain';
import { count, eq } from 'drizzle-orm';
import { blockCaseOrganizations, blockCases } from '../../src/db/schema/index.js';
import { blockCasesSeeder, blockCaseSlug } from '../../src/seed/blockCases.js';
import { createTestApp, type CallOptions, type Envelope, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let systeacher: Session;
let eduadmin: Session;
let teacher: Session;
let student: Session;
let competitor: Session;

/** Every answer of this file, raw, and the calls made: the last test walks them for private keys. */
const answers: string[] = [];
const called = new Set<string>();

async function call<T>(name: BlockCaseCallName, params: Record<string, number>, options: CallOptions & { query?: string } = {}): Promise<Envelope<T>> {
  const def = BLOCK_CASE_CALLS[name];
  const { query, ...rest } = options;
  const res = await t.call<T>(def.method, blockCasePath(name, params) + (query ?? ''), rest);
  answers.push(JSON.stringify(res));
  if (res.code === 1) called.add(name);
  return res;
}

const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  systeacher = await t.login('systeacher');
  eduadmin = await t.login('eduadmin');
  teacher = await t.login('teacher');
  student = await t.login('student');
  competitor = await t.login('competitor1');
});
afterAll(async () => t.close());

const newCase = { title: '测试：应收账款', scenario: 'receivable', consensus: 'pow', tx_per_block: 2, difficulty: 1, objectives: ['目标一'], theory: '<p>理论<script>alert(1)</script></p>' };

describe('the demo seed', () => {
  it('publishes the three demo cases, valid, with a key pair per organization', async () => {
    const list = await call<BlockCaseList>('listBlockCases', {}, { as: admin, query: '?status=published' });
    expect(list.code).toBe(1);
    expect(list.data.list.map((c) => c.scenario).sort()).toEqual(['cross_border', 'digital_bill', 'receivable']);
    for (const summary of list.data.list) {
      const detail = await call<BlockCaseDetail>('getBlockCase', { id: summary.id }, { as: admin });
      expect(detail.data.problems).toEqual([]);
      expect(detail.data.status).toBe('published');
      expect(detail.data.organizations.length).toBeGreaterThan(0);
      for (const org of detail.data.organizations) expect(org.public_key).toMatch(PUBLIC_KEY);
      expect(new Set(detail.data.organizations.map((o) => o.public_key)).size).toBe(detail.data.organizations.length);
      expect(detail.data.process.length).toBe(summary.step_count);
      expect(detail.data.organizations.length).toBe(summary.organization_count);
    }
    // The stored private key is the public key's.
    const rows = await t.app.db.select().from(blockCaseOrganizations);
    for (const row of rows) expect(publicKeyOf(row.privateKey)).toBe(row.publicKey);
  });

  it('is idempotent: running it again creates nothing, and a deleted demo is not brought back', async () => {
    const context = { db: t.app.db, config: t.config, log: () => undefined };
    const before = (await t.app.db.select({ n: count() }).from(blockCases))[0]!.n;
    const orgsBefore = (await t.app.db.select({ n: count() }).from(blockCaseOrganizations))[0]!.n;
    await blockCasesSeeder.run(context);
    await blockCasesSeeder.run(context);
    expect((await t.app.db.select({ n: count() }).from(blockCases))[0]!.n).toBe(before);
    expect((await t.app.db.select({ n: count() }).from(blockCaseOrganizations))[0]!.n).toBe(orgsBefore);
    const [bill] = await t.app.db.select().from(blockCases).where(eq(blockCases.slug, blockCaseSlug('digital_bill')));
    expect((await call('unpublishBlockCase', { id: bill!.id }, { as: admin })).code).toBe(1);
    expect((await call('deleteBlockCase', { id: bill!.id }, { as: admin })).code).toBe(1);
    await blockCasesSeeder.run(context);
    expect((await t.app.db.select({ n: count() }).from(blockCases))[0]!.n).toBe(before);
    expect((await call('getBlockCase', { id: bill!.id }, { as: admin })).message).toBe('区块链案例不存在');
  });
});

describe('authoring', () => {
  let id: number;

  it('creates a draft, sanitizes its theory and lists what is missing', async () => {
    const created = await call<BlockCaseDetail>('createBlockCase', {}, { as: admin, body: newCase });
    expect(created.code).toBe(1);
    id = created.data.id;
    expect(created.data).toMatchObject({ title: '测试：应收账款', status: 'draft', organizations: [], business: null, process: [], created_by: admin.user.id });
    expect(created.data.theory).toBe('<p>理论</p>');
    expect(created.data.problems.map((p) => p.code)).toEqual(['no_organizations', 'no_business', 'no_process']);
    const refused = await call('publishBlockCase', { id }, { as: admin });
    expect(refused.code).toBe(0);
    expect(refused.message).toContain('案例还没有机构');
  });

  it('refuses bad input in the caller\'s language', async () => {
    const zh = await call('createBlockCase', {}, { as: admin, body: { ...newCase, title: '' } });
    expect(zh.code).not.toBe(1);
    expect(zh.message).toMatch(/[\u4e00-\u9fff]/);
    const en = await call('createBlockCase', {}, { as: admin, body: { ...newCase, difficulty: 9 }, headers: { 'accept-language': 'en' } });
    expect(en.code).not.toBe(1);
    expect(en.message).not.toMatch(/[\u4e00-\u9fff]/);
    expect((await call('createBlockCase', {}, { as: admin, body: { ...newCase, status: 'published' } })).code).not.toBe(1);
    expect((await call('updateBlockCase', { id }, { as: admin, body: { scenario: 'lottery' } })).code).not.toBe(1);
    expect((await call('getBlockCase', { id: 999_999 }, { as: admin })).message).toBe('区块链案例不存在');
    expect((await call('getBlockCase', { id: 999_999 }, { as: admin, headers: { 'accept-language': 'en' } })).message).toBe('Blockchain case not found');
  });

  it('updates, filters and pages the list', async () => {
    const updated = await call<BlockCaseDetail>('updateBlockCase', { id }, { as: admin, body: { title: '测试：票据改名', scenario: 'digital_bill', theory: '<p onclick="x()">新理论</p>' } });
    expect(updated.data).toMatchObject({ title: '测试：票据改名', scenario: 'digital_bill', theory: '<p>新理论</p>', consensus: 'pow' });
    const byKeyword = await call<BlockCaseList>('listBlockCases', {}, { as: admin, query: `?keyword=${encodeURIComponent('票据改名')}` });
    expect(byKeyword.data.list.map((c) => c.id)).toEqual([id]);
    const drafts = await call<BlockCaseList>('listBlockCases', {}, { as: admin, query: '?status=draft&scenario=digital_bill' });
    expect(drafts.data.list.map((c) => c.id)).toContain(id);
    expect(drafts.data.list.every((c) => c.status === 'draft' && c.scenario === 'digital_bill')).toBe(true);
    const paged = await call<BlockCaseList>('listBlockCases', {}, { as: admin, query: '?page=1&page_size=1' });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThanOrEqual(3);
    expect((await call('listBlockCases', {}, { as: admin, query: '?scenario=lottery' })).code).not.toBe(1);
  });

  it('adds organizations with server-made keys, refuses a duplicate key, edits, re-keys and removes them', async () => {
    const orgs: BlockOrganizationRecord[] = [];
    for (const org of DEMO_RECEIVABLE_CASE.organizations) {
      const { public_key: _ignored, ...body } = org;
      const res = await call<BlockOrganizationRecord>('createBlockOrganization', { id }, { as: admin, body });
      expect(res.code).toBe(1);
      expect(res.data.public_key).toMatch(PUBLIC_KEY);
      orgs.push(res.data);
    }
    const duplicate = await call('createBlockOrganization', { id }, { as: admin, body: { key: 'core', name: '重复', type: 'factor' } });
    expect(duplicate.message).toBe('机构标识“core”已被本案例的另一个机构使用');
    expect((await call('createBlockOrganization', { id }, { as: admin, body: { key: 'x', name: 'X', type: 'factor', public_key: '02'.padEnd(66, 'a') } })).code).not.toBe(1);
    expect((await call('createBlockOrganization', { id }, { as: admin, body: { key: 'x', name: 'X', type: 'factor', private_key: 'ab'.repeat(32) } })).code).not.toBe(1);
    const renamed = await call<BlockOrganizationRecord>('updateBlockOrganization', { id, orgId: orgs[1]!.id }, { as: admin, body: { name: '精锐零部件（改）', balance: 123 } });
    expect(renamed.data).toMatchObject({ name: '精锐零部件（改）', balance: 123, public_key: orgs[1]!.public_key });
    expect((await call('updateBlockOrganization', { id, orgId: orgs[1]!.id }, { as: admin, body: { key: 'core' } })).code).toBe(0);
    const rekeyed = await call<BlockOrganizationRecord>('regenerateBlockOrganizationKey', { id, orgId: orgs[2]!.id }, { as: admin });
    expect(rekeyed.data.public_key).toMatch(PUBLIC_KEY);
    expect(rekeyed.data.public_key).not.toBe(orgs[2]!.public_key);
    const extra = await call<BlockOrganizationRecord>('createBlockOrganization', { id }, { as: admin, body: { key: 'extra', name: '多余', type: 'logistics' } });
    expect((await call('deleteBlockOrganization', { id, orgId: extra.data.id }, { as: admin })).code).toBe(1);
    expect((await call('deleteBlockOrganization', { id, orgId: extra.data.id }, { as: admin })).message).toBe('机构不存在');
    const listed = await call<BlockOrganizationRecord[]>('listBlockOrganizations', { id }, { as: admin });
    expect(listed.data.map((o) => o.key)).toEqual(DEMO_RECEIVABLE_CASE.organizations.map((o) => o.key));
    // Another case's organization is not this case's.
    const other = (await call<BlockCaseList>('listBlockCases', {}, { as: admin, query: '?status=published' })).data.list[0]!.id;
    expect((await call('updateBlockOrganization', { id: other, orgId: orgs[0]!.id }, { as: admin, body: { name: 'x' } })).code).toBe(0);
  });

  it('saves a process with problems as warnings and refuses to publish, naming the step', async () => {
    const business = await call<BlockBusinessAnswer>('putBlockBusiness', { id }, { as: admin, body: DEMO_RECEIVABLE_CASE.business });
    expect(business.code).toBe(1);
    expect(business.data.business?.asset).toBe('应收账款电子凭证');
    expect((await call('putBlockBusiness', { id }, { as: admin, body: { ...DEMO_RECEIVABLE_CASE.business, transitions: [] } })).code).not.toBe(1);
    const steps = DEMO_RECEIVABLE_CASE.process.map((s) => (s.order === 2 ? { ...s, transition: 'endorse' } : s));
    const saved = await call<BlockProcessAnswer>('putBlockProcess', { id }, { as: admin, body: { steps } });
    expect(saved.code).toBe(1);
    expect(saved.data.steps).toHaveLength(6);
    expect(saved.data.problems).toContainEqual(expect.objectContaining({ code: 'unknown_transition', step: 2, subject: 'endorse' }));
    expect(saved.data.problems.find((p) => p.step === 2)!.message).toContain('第 2 步');
    const zh = await call('publishBlockCase', { id }, { as: admin });
    expect(zh.code).toBe(0);
    expect(zh.message).toContain('第 2 步引用了业务中不允许的操作“endorse”');
    const en = await call('publishBlockCase', { id }, { as: admin, headers: { 'accept-language': 'en-US' } });
    expect(en.message).toContain('Step 2: the business does not allow the transition "endorse"');
    expect((await call<BlockCaseDetail>('getBlockCase', { id }, { as: admin })).data.status).toBe('draft');
    // An actor the case has no organization for, named by its step.
    const ghost = await call<BlockProcessAnswer>('putBlockProcess', { id }, { as: admin, body: { steps: DEMO_RECEIVABLE_CASE.process.map((s) => (s.order === 4 ? { ...s, actor: 'ghost' } : s)) } });
    expect(ghost.data.problems).toContainEqual(expect.objectContaining({ code: 'unknown_actor', step: 4 }));
    // Repeated step numbers are a problem to show, not a storage error.
    const repeated = await call<BlockProcessAnswer>('putBlockProcess', { id }, { as: admin, body: { steps: DEMO_RECEIVABLE_CASE.process.map((s) => (s.order === 3 ? { ...s, order: 2 } : s)) } });
    expect(repeated.code).toBe(1);
    expect(repeated.data.problems).toContainEqual(expect.objectContaining({ code: 'duplicate_order', step: 2 }));
  });

  it('publishes a valid case, then freezes its structure until it is unpublished', async () => {
    const fixed = await call<BlockProcessAnswer>('putBlockProcess', { id }, { as: admin, body: { steps: DEMO_RECEIVABLE_CASE.process } });
    expect(fixed.data.problems).toEqual([]);
    expect((await call<BlockProcessAnswer>('getBlockProcess', { id }, { as: admin })).data.steps.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
    const published = await call<BlockCaseDetail>('publishBlockCase', { id }, { as: admin });
    expect(published.data).toMatchObject({ status: 'published', problems: [] });
    expect(published.data.published_at).not.toBeNull();
    const orgId = published.data.organizations[0]!.id;
    for (const [name, params, body] of [
      ['putBlockProcess', { id }, { steps: DEMO_RECEIVABLE_CASE.process }],
      ['putBlockBusiness', { id }, DEMO_RECEIVABLE_CASE.business],
      ['createBlockOrganization', { id }, { key: 'late', name: '迟到', type: 'factor' }],
      ['updateBlockOrganization', { id, orgId }, { name: '改名' }],
      ['regenerateBlockOrganizationKey', { id, orgId }, undefined],
      ['deleteBlockOrganization', { id, orgId }, undefined],
    ] as const) {
      const res = await call(name, params, { as: admin, ...(body === undefined ? {} : { body }) });
      expect([name, res.message]).toEqual([name, '案例已发布，机构、业务和流程不能修改，请先取消发布']);
    }
    // Its own fields change only while the case stays valid: Raft with no validator would not be.
    expect((await call('updateBlockCase', { id }, { as: admin, body: { title: '已发布改名' } })).code).toBe(1);
    expect((await call('deleteBlockCase', { id }, { as: admin })).message).toBe('已发布的案例不能删除，请先取消发布');
    const afterOrgs = (await call<BlockCaseDetail>('getBlockCase', { id }, { as: admin })).data;
    expect(afterOrgs.title).toBe('已发布改名');
    expect((await call<BlockBusinessAnswer>('getBlockBusiness', { id }, { as: admin })).data.problems).toEqual([]);
  });

  it('refuses an edit that would break a published case, with the problem named', async () => {
    // A case whose organizations are none validators cannot switch to PBFT while published.
    const copy = await call<BlockCaseDetail>('copyBlockCase', { id }, { as: admin });
    const cid = copy.data.id;
    for (const org of copy.data.organizations) await call('updateBlockOrganization', { id: cid, orgId: org.id }, { as: admin, body: { validator: false } });
    expect((await call<BlockCaseDetail>('publishBlockCase', { id: cid }, { as: admin })).code).toBe(1);
    const refused = await call('updateBlockCase', { id: cid }, { as: admin, body: { consensus: 'pbft' } });
    expect(refused.code).toBe(0);
    expect(refused.message).toContain('PBFT 共识至少需要一个验证节点');
    expect((await call<BlockCaseDetail>('getBlockCase', { id: cid }, { as: admin })).data.consensus).toBe('pow');
  });

  it('copies a case as a new draft with the same definition and new keys', async () => {
    const source = (await call<BlockCaseDetail>('getBlockCase', { id }, { as: admin })).data;
    const copy = await call<BlockCaseDetail>('copyBlockCase', { id }, { as: admin });
    expect(copy.code).toBe(1);
    expect(copy.data).toMatchObject({ title: `${source.title} (副本)`, status: 'draft', business: source.business, process: source.process, problems: [], published_at: null });
    expect(copy.data.id).not.toBe(id);
    expect(copy.data.organizations.map(({ id: _i, public_key: _k, ...o }) => o)).toEqual(source.organizations.map(({ id: _i, public_key: _k, ...o }) => o));
    const sourceKeys = new Set(source.organizations.map((o) => o.public_key));
    for (const org of copy.data.organizations) expect(sourceKeys.has(org.public_key)).toBe(false);
    expect((await call('copyBlockCase', { id: 999_999 }, { as: admin })).message).toBe('区块链案例不存在');
  });

  it('unpublishes and deletes (softly) a case', async () => {
    expect((await call<BlockCaseDetail>('unpublishBlockCase', { id }, { as: admin })).data.status).toBe('draft');
    expect((await call('deleteBlockCase', { id }, { as: admin })).code).toBe(1);
    expect((await call('getBlockCase', { id }, { as: admin })).message).toBe('区块链案例不存在');
    expect((await call<BlockCaseList>('listBlockCases', {}, { as: admin, query: '?page_size=100' })).data.list.some((c) => c.id === id)).toBe(false);
    const [row] = await t.app.db.select().from(blockCases).where(eq(blockCases.id, id));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('permissions', () => {
  it('lets only the system admin author: every authoring call is refused to everyone else', async () => {
    const someCase = (await call<BlockCaseList>('listBlockCases', {}, { as: admin })).data.list[0]!;
    const orgId = (await call<BlockCaseDetail>('getBlockCase', { id: someCase.id }, { as: admin })).data.organizations[0]!.id;
    const authoring = (Object.keys(BLOCK_CASE_CALLS) as BlockCaseCallName[]).filter((n) => n !== 'listPublishedBlockCases' && n !== 'getPublishedBlockCase');
    expect(authoring).toHaveLength(17);
    for (const who of [systeacher, eduadmin, teacher, student, competitor]) {
      for (const name of authoring) {
        const res = await call(name, { id: someCase.id, orgId }, { as: who, ...(BLOCK_CASE_CALLS[name].method === 'GET' || BLOCK_CASE_CALLS[name].method === 'DELETE' ? {} : { body: {} }) });
        expect([who.user.username, name, res.message]).toEqual([who.user.username, name, '权限不足']);
      }
    }
    const anonymous = await t.call('GET', blockCasePath('listBlockCases'));
    expect(anonymous.code).toBe(-401);
    // Nothing was changed by the refused calls.
    expect((await call<BlockCaseDetail>('getBlockCase', { id: someCase.id }, { as: admin })).data.status).toBe(someCase.status);
  });

  it('shows college users the published cases only, and no competitor', async () => {
    const draft = await call<BlockCaseDetail>('createBlockCase', {}, { as: admin, body: { ...newCase, title: '未发布的草稿' } });
    for (const who of [student, teacher, eduadmin, systeacher, admin]) {
      const res = await call<PublishedBlockCaseList>('listPublishedBlockCases', {}, { as: who });
      expect(res.code).toBe(1);
      expect(res.data.list.some((c) => c.id === draft.data.id)).toBe(false);
      expect(res.data.list.length).toBeGreaterThanOrEqual(2);
      expect(res.data.list.every((c) => c.step_count > 0)).toBe(true);
    }
    const filtered = await call<PublishedBlockCaseList>('listPublishedBlockCases', {}, { as: student, query: '?scenario=cross_border' });
    expect(filtered.data.list.map((c) => c.scenario)).toEqual(['cross_border']);
    expect((await call('listPublishedBlockCases', {}, { as: competitor })).message).toBe('权限不足');
  });

  it('lets college users read a published case for the lab, and no draft', async () => {
    const published = (await call<PublishedBlockCaseList>('listPublishedBlockCases', {}, { as: student, query: '?scenario=receivable' })).data.list[0]!;
    const read = await call<PublishedBlockCaseDetail>('getPublishedBlockCase', { id: published.id }, { as: student });
    expect(read.code).toBe(1);
    expect(read.data.process.map((s) => s.transition)).toEqual(DEMO_RECEIVABLE_CASE.process.map((s) => s.transition));
    expect(read.data.business.states).toEqual(DEMO_RECEIVABLE_CASE.business.states);
    for (const org of read.data.organizations) expect(org.public_key).toMatch(PUBLIC_KEY);
    expect((await call<PublishedBlockCaseDetail>('getPublishedBlockCase', { id: published.id }, { as: teacher })).code).toBe(1);
    const draft = await call<BlockCaseDetail>('createBlockCase', {}, { as: admin, body: { ...newCase, title: '另一个草稿' } });
    for (const who of [student, teacher, admin]) expect((await call('getPublishedBlockCase', { id: draft.data.id }, { as: who })).message).toBe('区块链案例不存在');
    expect((await call('getPublishedBlockCase', { id: published.id }, { as: competitor })).message).toBe('权限不足');
  });
});

describe('private keys', () => {
  it('are in no answer of any call', async () => {
    // Every call of the table answered successfully at least once above.
    expect([...called].sort()).toEqual(Object.keys(BLOCK_CASE_CALLS).sort());
    const secrets = (await t.app.db.select({ key: blockCaseOrganizations.privateKey }).from(blockCaseOrganizations)).map((r) => r.key);
    expect(secrets.length).toBeGreaterThan(15);
    expect(answers.length).toBeGreaterThan(100);
    const keysOf = (value: unknown): string[] =>
      Array.isArray(value) ? value.flatMap(keysOf) : value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];
    for (const answer of answers) {
      expect(keysOf((JSON.parse(answer) as Envelope).data).filter((k) => /private|secret/i.test(k))).toEqual([]);
      for (const secret of secrets) expect(answer.includes(secret)).toBe(false);
    }
  });
});
