import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type BlockCaseDetail, type BlockCaseSummary, type BlockProcessStep, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const WAIT = { timeout: 10_000 };
const AT = '2026-11-25T08:00:00.000Z';

function summary(patch: Partial<BlockCaseSummary> = {}): BlockCaseSummary {
  return {
    id: 3,
    title: '应收账款多级流转',
    scenario: 'receivable',
    consensus: 'pbft',
    tx_per_block: 5,
    difficulty: 2,
    status: 'draft',
    organization_count: 2,
    step_count: 2,
    created_by: 1,
    created_at: AT,
    updated_at: AT,
    published_at: null,
    ...patch,
  };
}

const steps: BlockProcessStep[] = [
  { order: 1, actor: 'core', transition: 'issue', asset: 'asset-1', precondition: 'new', form: { amount: { default: 100000 } }, expected_state: 'issued', hint: '核心企业签发', weight: 10 },
  { order: 2, actor: 'supplier', transition: 'transfer', asset: 'asset-1', precondition: 'issued', form: {}, expected_state: 'transferred', hint: '转让给供应商', weight: 20 },
];

function detail(patch: Partial<BlockCaseDetail> = {}): BlockCaseDetail {
  return {
    ...summary(),
    objectives: ['理解应收账款拆分'],
    theory: '<p>理论</p>',
    organizations: [
      { id: 11, key: 'core', name: '核心企业甲', type: 'core_enterprise', validator: true, balance: 123456, credit: 0, public_key: `02${'a'.repeat(64)}` },
      { id: 12, key: 'supplier', name: '供应商乙', type: 'supplier_tier1', validator: false, balance: 0, credit: 0, public_key: `03${'b'.repeat(64)}` },
    ],
    business: {
      asset: '应收账款电子凭证',
      states: ['new', 'issued', 'transferred'],
      initial_state: 'new',
      transitions: [
        { name: 'issue', label: '签发', from: ['new'], to: 'issued', actor_types: ['core_enterprise'], fields: [{ key: 'amount', label: '金额', type: 'amount', required: true }] },
        { name: 'transfer', label: '转让', from: ['issued'], to: 'transferred', actor_types: ['supplier_tier1'], fields: [] },
      ],
    },
    process: steps,
    problems: [],
    ...patch,
  };
}

function setup(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage });
}

describe('the blockchain case library', () => {
  it('opens on the case list from the menu entry, filters by scenario and status, and links each case to its editors', async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    const { services } = setup('sys_admin', {
      listBlockCases: (config) => {
        queries.push(config.params);
        return { list: [summary(), summary({ id: 4, title: '数字票据贴现', scenario: 'digital_bill', consensus: 'pow', status: 'published', organization_count: 3, step_count: 5 })], total: 2, page: 1, page_size: 20 };
      },
    });
    renderApp(services, '/admin/block_case');
    const row = await screen.findByRole('row', { name: /应收账款多级流转/ }, WAIT);
    const table = screen.getByRole('table');
    expect(within(row).getByText('应收账款')).toBeInTheDocument();
    expect(within(row).getByText('PBFT 拜占庭容错')).toBeInTheDocument();
    expect(within(row).getByText('草稿')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '组织' })).toHaveAttribute('href', '/app/admin/block_case/organization?case=3');
    expect(within(row).getByRole('link', { name: '流程' })).toHaveAttribute('href', '/app/admin/block_case/process?case=3');
    const published = within(table).getByRole('row', { name: /数字票据贴现/ });
    expect(within(published).getByText('已发布')).toBeInTheDocument();
    // A published case offers 试做 in the row; 取消发布 waits under 更多.
    expect(within(published).getByRole('button', { name: '试做' })).toBeInTheDocument();
    await user.click(within(published).getByRole('button', { name: '更多操作：数字票据贴现' }));
    expect(screen.getByRole('menuitem', { name: '取消发布' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.selectOptions(screen.getByRole('combobox', { name: '场景' }), 'digital_bill');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), 'published');
    await user.type(screen.getByRole('searchbox'), '票据{Enter}');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ keyword: '票据', scenario: 'digital_bill', status: 'published' }));
  });

  it('shows every problem, its step named, when publishing is refused', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      listBlockCases: () => ({ list: [summary()], total: 1, page: 1, page_size: 20 }),
      'publishBlockCase(3)': () => envelope(null, 0, '案例还不能发布：第 2 步：转让的前置状态不对；PBFT 至少需要一个共识节点'),
      'getBlockCase(3)': () =>
        detail({
          problems: [
            { code: 'step_precondition', step: 2, subject: 'transfer', message: '第 2 步：「转让」不能从状态 new 开始' },
            { code: 'no_validator', step: null, subject: null, message: 'PBFT 至少需要一个共识节点' },
          ],
        }),
    });
    renderApp(services, '/admin/block_case/case');
    const row = await screen.findByRole('row', { name: /应收账款多级流转/ }, WAIT);
    await user.click(within(row).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: '案例还不能发布' }, WAIT);
    const list = within(dialog).getByRole('list', { name: '案例还不能发布' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['第 2 步：「转让」不能从状态 new 开始', 'PBFT 至少需要一个共识节点']);
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/admin/block-case/3/publish')).toHaveLength(1);
  });

  it('creates a draft case with the form, checking the fields before sending', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      listBlockCases: () => ({ list: [], total: 0, page: 1, page_size: 20 }),
      createBlockCase: (config) => detail(JSON.parse(String(config.data)) as Partial<BlockCaseDetail>),
    });
    renderApp(services, '/admin/block_case/case');
    expect(await screen.findByText('还没有区块链案例', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建案例' }));
    const dialog = await screen.findByRole('dialog', { name: '新建案例' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写标题')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /标题/ }), '跨境支付演示');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /场景/ }), 'cross_border');
    await user.type(within(dialog).getByRole('textbox', { name: /教学目标/ }), '理解跨境清算{Enter}理解汇率');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url === '/api/admin/block-case')?.data).toMatchObject({ title: '跨境支付演示', scenario: 'cross_border', objectives: ['理解跨境清算', '理解汇率'], consensus: 'pbft', tx_per_block: 5, difficulty: 2 }));
  });

  it('reorders the process steps, saves them at once and lists the problems the answer names', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      'getBlockCase(3)': () => detail(),
      'putBlockProcess(3)': (config) => {
        const body = JSON.parse(String(config.data)) as { steps: BlockProcessStep[] };
        return { steps: body.steps, problems: [{ code: 'step_precondition', step: 1, subject: 'transfer', message: '第 1 步：「转让」不能从状态 issued 之外开始' }] };
      },
    });
    renderApp(services, '/admin/block_case/process?case=3');
    const first = await screen.findByRole('group', { name: '第 1 步' }, WAIT);
    expect(within(first).getByRole('textbox', { name: '提示' })).toHaveValue('核心企业签发');
    expect(within(first).getByRole('textbox', { name: '金额（元）' })).toHaveValue('1,000.00');
    await user.click(screen.getByRole('button', { name: '下移第 1 步' }));
    expect(within(screen.getByRole('group', { name: '第 1 步' })).getByRole('textbox', { name: '提示' })).toHaveValue('转让给供应商');
    await user.clear(within(screen.getByRole('group', { name: '第 2 步' })).getByRole('spinbutton', { name: '分值权重' }));
    await user.type(within(screen.getByRole('group', { name: '第 2 步' })).getByRole('spinbutton', { name: '分值权重' }), '30');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const put = await waitFor(() => {
      const found = calls.find((c) => c.method === 'PUT' && c.url === '/api/admin/block-case/3/process');
      expect(found).toBeDefined();
      return found!;
    });
    const sent = (put.data as { steps: BlockProcessStep[] }).steps;
    expect(sent.map((step) => [step.order, step.transition, step.weight])).toEqual([
      [1, 'transfer', 20],
      [2, 'issue', 30],
    ]);
    expect(sent[1]!.form).toEqual({ amount: { default: 100000 } });
    const problems = await screen.findByRole('list', { name: '案例还不能发布' }, WAIT);
    expect(within(problems).getByText('第 1 步：「转让」不能从状态 issued 之外开始')).toBeInTheDocument();
  });

  it('shows a published case read-only with the hint to unpublish first', async () => {
    const { services } = setup('sys_admin', { 'getBlockCase(3)': () => detail({ status: 'published' }) });
    renderApp(services, '/admin/block_case/process?case=3');
    expect(await screen.findByText(/案例已发布，内容只读/, {}, WAIT)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '第 1 步' })).getByRole('textbox', { name: '提示' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下移第 1 步' })).toBeNull();
  });

  it('offers a case picker without ?case, and shows the organizations of the picked case', async () => {
    const user = userEvent.setup();
    const { services } = setup('sys_admin', {
      listBlockCases: () => ({ list: [summary()], total: 1, page: 1, page_size: 100 }),
      'getBlockCase(3)': () => detail(),
    });
    renderApp(services, '/admin/block_case/organization');
    await user.selectOptions(await screen.findByRole('combobox', { name: /选择案例/ }, WAIT), '3');
    const table = await screen.findByRole('table', { name: '组织机构' }, WAIT);
    const row = within(table).getByRole('row', { name: /核心企业甲/ });
    expect(within(row).getByText('¥1,234.56')).toBeInTheDocument();
    expect(within(row).getByText('是')).toBeInTheDocument();
    expect(within(row).getByText('02aaaaaaaa…aaaaaa')).toBeInTheDocument();
  });

  it('replaces an organization\'s key pair only once the admin confirms', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      'getBlockCase(3)': () => detail(),
      'regenerateBlockOrganizationKey(3,11)': () => detail().organizations[0]!,
    });
    renderApp(services, '/admin/block_case/organization?case=3');
    const table = await screen.findByRole('table', { name: '组织机构' }, WAIT);
    const row = within(table).getByRole('row', { name: /核心企业甲/ });
    await user.click(within(row).getByRole('button', { name: '重新生成密钥' }));
    const dialog = await screen.findByRole('dialog', { name: '重新生成密钥对' });
    expect(within(dialog).getByText(/「核心企业甲」将得到新的公钥和私钥/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls.some((call) => call.url.endsWith('/key'))).toBe(false);
    await user.click(within(row).getByRole('button', { name: '重新生成密钥' }));
    await user.click(within(await screen.findByRole('dialog', { name: '重新生成密钥对' })).getByRole('button', { name: '重新生成密钥' }));
    expect(await screen.findByText('已为「核心企业甲」生成新的密钥对', {}, WAIT)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/admin/block-case/3/organization/11/key')).toHaveLength(1);
  });

  it('shows the server refusal of a case it cannot load as an error with retry', async () => {
    const { services } = setup('sys_admin', { 'getBlockCase(9)': () => envelope(null, 0, '案例不存在') });
    renderApp(services, '/admin/block_case/business?case=9');
    expect(await screen.findByText('案例不存在', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
