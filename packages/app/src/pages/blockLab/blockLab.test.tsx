import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TOKEN_STORAGE_KEY,
  appendBlock,
  createGenesisBlock,
  generateKeyPair,
  hashBlock,
  signTransaction,
  type Block,
  type BlockHeader,
  type BlockLabAttempt,
  type BlockLabBlockInput,
  type BlockLabCase,
  type BlockLabForkAnswer,
  type BlockLabStudents,
  type BlockLabTransaction,
  type MiningOptions,
  type MiningResult,
  type Role,
} from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

// The mining worker: a fake that mines synchronously with the real proof of work and answers like the worker.
let mockWorkersCreated = 0;
jest.mock('./miningWorkerFactory', () => {
  const { mineBlockSync } = jest.requireActual<{ mineBlockSync: (header: BlockHeader, difficulty: number, options?: MiningOptions) => MiningResult }>('@finedu/domain');
  return {
    createMiningWorker: () => {
      mockWorkersCreated += 1;
      const worker = {
        onmessage: null as null | ((event: { data: unknown }) => void),
        onerror: null,
        terminate: () => undefined,
        postMessage(message: { type: string; header?: BlockHeader; difficulty?: number }) {
          if (message.type !== 'mine') return;
          setTimeout(() => {
            const result = mineBlockSync(message.header!, message.difficulty!, { progressEvery: 1, onProgress: (progress) => worker.onmessage?.({ data: { type: 'progress', progress } }) });
            worker.onmessage?.({ data: { type: 'done', result } });
          }, 0);
        },
      };
      return worker;
    },
  };
});

const WAIT = { timeout: 10_000 };
// Whole-app renders on two shared cores: room beyond jest's 5 s default.
jest.setTimeout(30_000);
const AT = '2026-11-25T08:00:00.000Z';
const CORE = generateKeyPair('lab-test-core');
const SUPPLIER = generateKeyPair('lab-test-supplier');
const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);

function tx(from: 'core' | 'supplier', action: string, fields: Record<string, string | number>, timestamp: number): BlockLabTransaction {
  const key = from === 'core' ? CORE : SUPPLIER;
  return signTransaction({ from, action, asset: 'asset-1', fields, timestamp, signer: key.publicKey }, key.privateKey);
}

const ISSUE = tx('core', 'issue', { amount: 100000 }, T0);
const TRANSFER = tx('supplier', 'transfer', { memo: '转让' }, T0 + 1000);

function chain(...batches: BlockLabTransaction[][]): Block[] {
  const blocks: Block[] = [createGenesisBlock({ timestamp: T0 - 1000, difficulty: 1 })];
  batches.forEach((batch, index) => blocks.push(appendBlock(blocks[blocks.length - 1]!, batch, { timestamp: T0 + 2000 * (index + 1), proposer: 'core', difficulty: 1 })));
  return blocks;
}

function attempt(patch: Partial<BlockLabAttempt> = {}): BlockLabAttempt {
  return {
    id: 5,
    case_id: 4,
    case_title: '应收账款多级流转',
    scenario: 'receivable',
    consensus: 'pow',
    user_id: 7,
    user_name: '张三',
    status: 'active',
    score: 0,
    steps_done: 0,
    step_count: 2,
    block_count: 0,
    created_at: AT,
    updated_at: AT,
    completed_at: null,
    read_only: false,
    case: {
      id: 4,
      title: '应收账款多级流转',
      scenario: 'receivable',
      consensus: 'pow',
      objectives: ['理解应收账款拆分'],
      organization_count: 2,
      step_count: 2,
      published_at: AT,
      theory: '<p>应收账款<strong>上链</strong></p><script>alert(1)</script>',
      tx_per_block: 2,
      difficulty: 1,
      organizations: [
        { id: 11, key: 'core', name: '核心企业甲', type: 'core_enterprise', validator: true, balance: 500000, credit: 0, public_key: CORE.publicKey },
        { id: 12, key: 'supplier', name: '供应商乙', type: 'supplier_tier1', validator: false, balance: 0, credit: 0, public_key: SUPPLIER.publicKey },
      ],
      business: {
        asset: '应收账款',
        states: ['new', 'issued', 'transferred'],
        initial_state: 'new',
        transitions: [
          { name: 'issue', label: '签发', from: ['new'], to: 'issued', actor_types: ['core_enterprise'], fields: [{ key: 'amount', label: '金额', type: 'amount', required: true }] },
          { name: 'transfer', label: '转让', from: ['issued'], to: 'transferred', actor_types: ['supplier_tier1'], fields: [{ key: 'memo', label: '备注', type: 'text', required: false }] },
        ],
      },
      process: [
        { order: 1, actor: 'core', transition: 'issue', asset: 'asset-1', precondition: 'new', form: { amount: { default: 100000 } }, expected_state: 'issued', hint: '核心企业签发凭证', weight: 50 },
        { order: 2, actor: 'supplier', transition: 'transfer', asset: 'asset-1', precondition: 'issued', form: {}, expected_state: 'transferred', hint: '转让给供应商', weight: 50 },
      ],
    },
    blocks: chain(),
    transactions: [],
    mempool: [],
    ledger: { balances: { core: 500000, supplier: 0 }, assets: {} },
    grade: {
      score: 0,
      total_weight: 100,
      earned_weight: 0,
      chain_valid: true,
      steps: [1, 2].map((order) => ({
        order,
        weight: 50,
        earned: 0,
        tx_id: null,
        present: false,
        valid: false,
        in_order: false,
        state_reached: false,
        expected_state: order === 1 ? 'issued' : 'transferred',
        actual_state: null,
        message: { zh: `第 ${order} 步还没有上链`, en: `Step ${order} is not on the chain yet` },
      })),
      final_states: [{ asset: 'asset-1', expected: 'transferred', actual: 'new', ok: false }],
      extra_tx_ids: [],
    },
    ...patch,
  };
}

/** The attempt after both steps are in blocks 1 and 2. */
function twoBlocks(): BlockLabAttempt {
  const base = attempt();
  return attempt({
    blocks: chain([ISSUE], [TRANSFER]),
    transactions: [ISSUE, TRANSFER],
    block_count: 2,
    steps_done: 2,
    score: 100,
    status: 'completed',
    ledger: { balances: { core: 500000, supplier: 0 }, assets: { 'asset-1': { state: 'transferred', history: [{ tx_id: ISSUE.id, height: 1, action: 'issue', from: 'core', state: 'issued' }, { tx_id: TRANSFER.id, height: 2, action: 'transfer', from: 'supplier', state: 'transferred' }] } } },
    grade: { ...base.grade, score: 100, earned_weight: 100, steps: base.grade.steps.map((step) => ({ ...step, earned: 50, present: true, valid: true, in_order: true, state_reached: true, message: { zh: '已完成', en: 'Done' } })) },
  });
}

function setup(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage });
}

describe('the blockchain lab page', () => {
  it('shows an error with a retry, then the lab once the attempt loads; a bad address is "not found"', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { services } = setup('edu_student', {
      'startBlockLabAttempt(4)': () => (fail ? envelope(null, 0, '服务器暂时不可用') : attempt()),
    });
    renderApp(services, '/block_case/lab/4');
    expect(await screen.findByText('服务器暂时不可用', {}, WAIT)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    const header = (await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT)).closest('header')!;
    expect(within(header).getByText('得分 0/100')).toBeInTheDocument();
    expect(within(header).getByText('已完成 0/2 步')).toBeInTheDocument();
    expect(within(header).getByText('进行中')).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: '操作步骤' });
    expect(within(steps).getByRole('button', { name: /第 1 步：签发.*当前/ })).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText('核心企业签发凭证')).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: /第 2 步：转让.*等待/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '原理' }));
    const theory = screen.getByRole('tabpanel', { name: '原理' });
    expect(within(theory).getByText('上链').tagName).toBe('STRONG');
    expect(theory.querySelector('script')).toBeNull();
  });

  it('says "not found" for an address without a case id, and "denied" when the server refuses', async () => {
    const { services } = setup('edu_student', { 'startBlockLabAttempt(4)': () => envelope(null, 0, '没有权限查看这个实验') });
    const first = renderApp(services, '/block_case/lab/abc');
    expect(await screen.findByText('没有找到这个实验', {}, WAIT)).toBeInTheDocument();
    first.unmount();
    renderApp(services, '/block_case/lab/4');
    expect(await screen.findByText('没有权限查看这个实验', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('signs a step as its organization and shows the transaction the server put in the mempool, its signature checked here', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_student', {
      'startBlockLabAttempt(4)': () => attempt(),
      'submitBlockLabTransaction(5)': () => attempt({ transactions: [ISSUE], mempool: [ISSUE.id] }),
    });
    renderApp(services, '/block_case/lab/4');
    await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT);
    expect(screen.getByRole('combobox', { name: /当前身份/ })).toHaveValue('core');
    expect(screen.getByText('交易池为空：先提交一笔交易')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '签名并提交' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url === '/api/block-lab/attempt/5/transaction')?.data).toEqual({ actor: 'core', transition: 'issue', asset: 'asset-1', fields: { amount: 100000 } }));
    const pool = await screen.findByRole('region', { name: '交易池' }, WAIT);
    expect(within(pool).getByTitle(ISSUE.id)).toHaveTextContent(ISSUE.id.slice(0, 16));
    expect(within(pool).getByText('签名有效')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '操作步骤' })).getByRole('button', { name: /第 1 步：签发.*待出块/ })).toBeInTheDocument();
  });

  it("shows a refused transaction's message in the form, in the user's language", async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_student', {
      'startBlockLabAttempt(4)': () => attempt(),
      'submitBlockLabTransaction(5)': () => envelope(null, 0, '供应商乙（一级供应商）不能执行「签发」'),
    });
    renderApp(services, '/block_case/lab/4');
    await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT);
    await user.selectOptions(screen.getByRole('combobox', { name: /当前身份/ }), 'supplier');
    await user.click(screen.getByRole('button', { name: '签名并提交' }));
    expect(await screen.findByText('供应商乙（一级供应商）不能执行「签发」', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('交易池为空：先提交一笔交易')).toBeInTheDocument();
  });

  it('mines the mempool\'s block in the worker and submits it; the page then shows the server\'s chain', async () => {
    const user = userEvent.setup();
    const before = attempt({ transactions: [ISSUE], mempool: [ISSUE.id] });
    const after = attempt({ transactions: [ISSUE], mempool: [], blocks: chain([ISSUE]), block_count: 1, steps_done: 1, score: 50 });
    const { services, calls } = setup('edu_student', {
      'startBlockLabAttempt(4)': () => before,
      'submitBlockLabBlock(5)': () => after,
    });
    renderApp(services, '/block_case/lab/4');
    await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT);
    expect(screen.getByText('目标：哈希以 1 个 0 开头')).toBeInTheDocument();
    const workersBefore = mockWorkersCreated;
    await user.click(screen.getByRole('button', { name: '开始挖矿' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/block-lab/attempt/5/block')).toBe(true), WAIT);
    expect(mockWorkersCreated).toBe(workersBefore + 1);
    const sent = calls.find((c) => c.url === '/api/block-lab/attempt/5/block')!.data as BlockLabBlockInput;
    expect(sent).toMatchObject({ tx_ids: [ISSUE.id], proposer: 'core' });
    const tip = before.blocks[0]!;
    expect(sent.hash).toBe(hashBlock({ height: 1, prev_hash: tip.hash, merkle_root: ISSUE.id, timestamp: sent.timestamp, nonce: sent.nonce, proposer: 'core', difficulty: 1 }));
    expect(sent.hash.startsWith('0')).toBe(true);
    await waitFor(() => expect(screen.getByRole('heading', { name: '应收账款多级流转' }).closest('header')).toHaveTextContent('得分 50/100'), WAIT);
    expect(screen.getByText('交易池为空：先提交一笔交易')).toBeInTheDocument();
    expect(screen.getByText(`找到 nonce ${sent.nonce}，共尝试 ${sent.nonce + 1} 次`)).toBeInTheDocument();
    expect(screen.getByText('区块 #1 已被节点接受')).toBeInTheDocument();
  });

  it('plays a PBFT round among the validators and seals the block with the primary that got the votes; a faulty primary hands over to the next', async () => {
    const user = userEvent.setup();
    const base = attempt({ transactions: [ISSUE], mempool: [ISSUE.id] });
    const bank = (id: number, key: string) => ({ id, key, name: `银行${key.slice(-1)}`, type: 'commercial_bank' as const, validator: true, balance: 0, credit: 0, public_key: generateKeyPair(key).publicKey });
    const pbft = { ...base, consensus: 'pbft' as const, case: { ...base.case, consensus: 'pbft' as const, organizations: [...base.case.organizations, bank(13, 'bank1'), bank(14, 'bank2'), bank(15, 'bank3')] } };
    const { services, calls } = setup('edu_student', {
      'startBlockLabAttempt(4)': () => pbft,
      'submitBlockLabBlock(5)': () => ({ ...pbft, mempool: [], blocks: chain([ISSUE]), block_count: 1, score: 50 }),
    });
    renderApp(services, '/block_case/lab/4');
    await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT);
    expect(screen.getByText('达成共识：由 核心企业甲 提议区块')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '故障节点' }), 'core');
    expect(screen.getByText('达成共识：由 银行1 提议区块')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打包并提交区块' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/block-lab/attempt/5/block')).toBe(true), WAIT);
    const sent = calls.find((c) => c.url === '/api/block-lab/attempt/5/block')!.data as BlockLabBlockInput;
    expect(sent).toMatchObject({ tx_ids: [ISSUE.id], proposer: 'bank1' });
    expect(sent.hash.startsWith('0')).toBe(true);
  });

  it('elects a Raft leader among the validators and seals the block with it', async () => {
    const user = userEvent.setup();
    const base = attempt({ transactions: [ISSUE], mempool: [ISSUE.id] });
    const raft = { ...base, consensus: 'raft' as const, case: { ...base.case, consensus: 'raft' as const } };
    const { services, calls } = setup('edu_student', {
      'startBlockLabAttempt(4)': () => raft,
      'submitBlockLabBlock(5)': () => ({ ...raft, mempool: [], blocks: chain([ISSUE]), block_count: 1 }),
    });
    renderApp(services, '/block_case/lab/4');
    await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT);
    expect(screen.getByText('达成共识：由 核心企业甲 提议区块')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '故障节点' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打包并提交区块' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/block-lab/attempt/5/block')?.data).toMatchObject({ proposer: 'core', tx_ids: [ISSUE.id] }), WAIT);
  });

  it("proves a transaction chosen in the explorer is in its block, step by step against the header's Merkle root", async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_student', {
      'startBlockLabAttempt(4)': () => attempt({ blocks: chain([ISSUE, TRANSFER]), transactions: [ISSUE, TRANSFER], block_count: 1 }),
    });
    renderApp(services, '/block_case/lab/4');
    await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT);
    await user.click(screen.getByRole('tab', { name: '浏览器' }));
    const explorer = screen.getByRole('tabpanel', { name: '浏览器' });
    const row = within(explorer).getAllByRole('row').find((item) => item.textContent?.includes('转让'))!;
    await user.click(within(row).getByRole('button', { name: /Merkle 证明/ }));
    const panel = await screen.findByRole('tabpanel', { name: 'Merkle 证明' }, WAIT);
    expect(within(panel).getByRole('button', { name: `交易 2：${TRANSFER.id.slice(0, 8)}（所选交易）` })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(panel).getByRole('button', { name: '下一步' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('验证通过：算出的根与区块中的 Merkle 根一致');
  });

  it('opens a student\'s attempt read-only for a teacher: everything visible, no control that changes it', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_teacher', {
      'getBlockLabAttempt(31)': () => ({ ...twoBlocks(), id: 31, read_only: true, mempool: [], user_name: '李四' }),
    });
    renderApp(services, '/block_case/lab/4?attempt=31');
    expect(await screen.findByText('正在查看 李四 的实验（只读）', {}, WAIT)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/block-lab/case/4/attempt')).toBe(false);
    expect(screen.queryByRole('button', { name: '重新开始' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '签名并提交' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /当前身份/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /开始挖矿|打包并提交区块/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '浏览器' }));
    const explorer = screen.getByRole('tabpanel', { name: '浏览器' });
    expect(within(explorer).getAllByRole('article', { name: /区块 #\d/ })).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: '篡改实验' }));
    expect(screen.getByText('只读查看时不能做篡改实验')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '成绩' }));
    expect(within(screen.getByRole('table', { name: '分步评分' })).getAllByText('已完成')).toHaveLength(2);
  });

  it('tampers with an old transaction: its block and every later link turn invalid here, and the nodes give their verdict', async () => {
    const user = userEvent.setup();
    const answer: BlockLabForkAnswer = {
      accepted: false,
      first_invalid_height: 1,
      message: '区块 #1 哈希与内容不符，其后 1 个区块建立在它之上，一并被拒绝',
      blocks_checked: [0, 1, 2].map((height) => ({
        height,
        hash: 'h',
        computed_hash: 'h',
        hash_ok: height !== 1,
        link_ok: height !== 2,
        merkle_ok: height !== 1,
        pow_ok: true,
        signatures_ok: height !== 1,
        valid: height === 0 || height === 2,
        chain_ok: height === 0,
        problems: [],
        bad_tx_ids: [],
      })),
      repaired: null,
    };
    const { services, calls } = setup('edu_student', {
      'startBlockLabAttempt(4)': () => twoBlocks(),
      'checkBlockLabFork(5)': () => answer,
    });
    renderApp(services, '/block_case/lab/4');
    await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT);
    await user.click(screen.getByRole('tab', { name: '篡改实验' }));
    const panel = screen.getByRole('tabpanel', { name: '篡改实验' });
    expect(within(panel).getByText('本地校验：整条链有效')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: '要篡改的交易' })).toHaveValue(ISSUE.id);
    await user.type(within(panel).getByRole('textbox', { name: '新值' }), '999999');
    await user.click(within(panel).getByRole('button', { name: '篡改' }));
    expect(within(panel).getByText('本地校验：区块 #1 的哈希与内容不符，其后 1 个区块建立在它之上，一并被拒绝')).toBeInTheDocument();
    expect(within(within(panel).getByRole('article', { name: '区块 #0' })).getByText('有效')).toBeInTheDocument();
    expect(within(within(panel).getByRole('article', { name: '区块 #1' })).getByText('已被篡改')).toBeInTheDocument();
    expect(within(within(panel).getByRole('article', { name: '区块 #2' })).getByText('已被篡改')).toBeInTheDocument();
    expect(within(panel).getByText('区块 #1 → #2：链接断开')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: '提交给节点验证' }));
    const verdict = await within(panel).findByRole('region', { name: '节点的结论' }, WAIT);
    // The verdict says it once: its title, then where and why.
    const said = within(verdict).getByRole('status');
    expect(said).toHaveTextContent('节点拒绝这条链：区块 #1 哈希与内容不符，其后 1 个区块建立在它之上，一并被拒绝');
    expect(said.textContent?.match(/节点拒绝这条链/g)).toHaveLength(1);
    // One rule marks a block in both views: the rows the nodes fail are the blocks marked tampered here.
    const tamperedRows = within(verdict).getAllByRole('row').filter((row) => row.getAttribute('data-tampered') === 'true').map((row) => row.querySelector('td')?.textContent);
    const tamperedHere = ['#0', '#1', '#2'].filter((height) => within(within(panel).getByRole('article', { name: `区块 ${height}` })).queryByText('已被篡改') !== null);
    expect(tamperedRows).toEqual(['#1', '#2']);
    expect(tamperedHere).toEqual(tamperedRows);
    const sent = calls.find((c) => c.url === '/api/block-lab/attempt/5/fork')!.data as { blocks: Block[]; transactions: BlockLabTransaction[]; repair_from?: number };
    expect(sent.repair_from).toBeUndefined();
    expect(sent.transactions.find((item) => item.id === ISSUE.id)?.fields).toEqual({ amount: 999999 });
    expect(sent.blocks).toHaveLength(3);
  });
});

function labCase(patch: Partial<BlockLabCase> = {}): BlockLabCase {
  return { id: 4, title: '应收账款多级流转', scenario: 'receivable', consensus: 'pow', objectives: [], organization_count: 2, step_count: 2, published_at: AT, attempt: null, ...patch };
}

describe('the lab list and the class overview', () => {
  it('lists the published labs with my progress; staff also reach the class overview', async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    const started = { ...attempt(), score: 50, status: 'active' as const };
    const { services } = setup('edu_teacher', {
      listBlockLabCases: (config) => {
        queries.push(config.params);
        return { list: [labCase({ attempt: started }), labCase({ id: 6, title: '数字票据贴现', scenario: 'digital_bill', consensus: 'pbft' })], total: 2, page: 1, page_size: 20 };
      },
    });
    renderApp(services, '/edu/block_case');
    const row = await screen.findByRole('row', { name: /应收账款多级流转/ }, WAIT);
    expect(within(row).getByText('进行中 · 50 分')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '继续实验' })).toHaveAttribute('href', '/app/block_case/lab/4');
    expect(within(row).getByRole('link', { name: '实验情况' })).toHaveAttribute('href', '/app/edu/block_case/4/students');
    const other = screen.getByRole('row', { name: /数字票据贴现/ });
    expect(within(other).getByText('未开始')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: '开始实验' })).toHaveAttribute('href', '/app/block_case/lab/6');
    await user.type(screen.getByRole('searchbox'), '票据{Enter}');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ keyword: '票据' }));
  });

  it('gives a student no class overview link, and an empty list says so', async () => {
    const { services } = setup('edu_student', { listBlockLabCases: () => ({ list: [], total: 0, page: 1, page_size: 20 }) });
    renderApp(services, '/edu/block_case');
    expect(await screen.findByText('还没有发布的区块链实验', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '实验情况' })).not.toBeInTheDocument();
  });

  it("shows the class overview's tiles and table, filters by class and opens a student's chain read-only", async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    const overview: BlockLabStudents = {
      case_id: 4,
      case_title: '应收账款多级流转',
      step_count: 2,
      classes: [
        { id: 1, name: '金融 1 班' },
        { id: 2, name: '金融 2 班' },
      ],
      students: [
        { user_id: 21, name: '李四', username: 's21', class_id: 1, class_name: '金融 1 班', attempt: { ...attempt(), id: 31, user_id: 21, status: 'completed', score: 100, steps_done: 2, block_count: 2 } },
        { user_id: 22, name: '王五', username: 's22', class_id: 1, class_name: '金融 1 班', attempt: null },
      ],
      summary: { students: 2, started: 1, completed: 1, average_score: 100 },
    };
    const { services } = setup('edu_teacher', {
      'blockLabStudents(4)': (config) => {
        queries.push(config.params);
        return overview;
      },
    });
    renderApp(services, '/edu/block_case/4/students');
    expect(await screen.findByRole('heading', { name: '实验情况：应收账款多级流转' }, WAIT)).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('学生')).toHaveTextContent('2');
    expect(tile('已开始')).toHaveTextContent('1');
    expect(tile('平均分')).toHaveTextContent('100');
    const row = screen.getByRole('row', { name: /李四/ });
    expect(within(row).getByText('2/2')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '查看链' })).toHaveAttribute('href', '/app/block_case/lab/4?attempt=31');
    expect(within(screen.getByRole('row', { name: /王五/ })).queryByRole('link', { name: '查看链' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '班级' }), '2');
    await waitFor(() => expect(queries.at(-1)).toEqual({ class_id: 2 }));
  });
});

describe('the admin case list', () => {
  it('offers 试做 on a published case only, opening the lab', async () => {
    const user = userEvent.setup();
    const summary = { id: 4, title: '应收账款多级流转', scenario: 'receivable', consensus: 'pow', tx_per_block: 2, difficulty: 1, status: 'published', organization_count: 2, step_count: 2, created_by: 1, created_at: AT, updated_at: AT, published_at: AT } as const;
    const { services } = setup('sys_admin', {
      listBlockCases: () => ({ list: [summary, { ...summary, id: 8, title: '草稿案例', status: 'draft', published_at: null }], total: 2, page: 1, page_size: 20 }),
      'startBlockLabAttempt(4)': () => attempt(),
    });
    const { router } = renderApp(services, '/admin/block_case/case');
    const row = await screen.findByRole('row', { name: /应收账款多级流转/ }, WAIT);
    expect(within(screen.getByRole('row', { name: /草稿案例/ })).queryByRole('button', { name: '试做' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '试做' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/block_case/lab/4'));
    expect(await screen.findByRole('heading', { name: '应收账款多级流转' }, WAIT)).toBeInTheDocument();
  });
});
