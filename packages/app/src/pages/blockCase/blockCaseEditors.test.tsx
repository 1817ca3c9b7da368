import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type BlockBusiness, type BlockCaseDetail, type BlockProcessStep } from '@finedu/domain';
import { currentUser, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

// The business editor's payment, the process editor's form defaults and hints, and the problems' links to steps.
const WAIT = { timeout: 10_000 };
const AT = '2026-11-25T08:00:00.000Z';

const business: BlockBusiness = {
  asset: '应收账款电子凭证',
  states: ['new', 'issued', 'financed'],
  initial_state: 'new',
  transitions: [
    {
      name: 'issue',
      label: '签发',
      from: ['new'],
      to: 'issued',
      actor_types: ['core_enterprise'],
      fields: [
        { key: 'amount', label: '金额', type: 'amount', required: true },
        { key: 'due', label: '到期日', type: 'date', required: true },
        { key: 'debtor', label: '债务人', type: 'org', required: true },
        { key: 'memo', label: '备注', type: 'text', required: false },
      ],
    },
    {
      name: 'finance',
      label: '融资',
      from: ['issued'],
      to: 'financed',
      actor_types: ['supplier_tier1'],
      fields: [
        { key: 'loan', label: '融资金额', type: 'amount', required: true },
        { key: 'fee', label: '手续费', type: 'amount', required: false },
        { key: 'bank', label: '放款银行', type: 'org', required: true },
        { key: 'witness', label: '见证方', type: 'org', required: false },
      ],
    },
  ],
};

const steps: BlockProcessStep[] = [
  { order: 1, actor: 'core', transition: 'issue', asset: 'asset-1', precondition: 'new', form: { amount: { default: 100000 } }, expected_state: 'issued', hint: '', weight: 10 },
  { order: 2, actor: 'supplier', transition: 'finance', asset: 'asset-1', precondition: 'issued', form: {}, expected_state: 'financed', hint: '', weight: 20 },
];

function detail(patch: Partial<BlockCaseDetail> = {}): BlockCaseDetail {
  return {
    id: 3,
    title: '应收账款多级流转',
    scenario: 'receivable',
    consensus: 'pow',
    tx_per_block: 5,
    difficulty: 2,
    status: 'draft',
    organization_count: 2,
    step_count: 2,
    created_by: 1,
    created_at: AT,
    updated_at: AT,
    published_at: null,
    objectives: [],
    theory: '',
    organizations: [
      { id: 11, key: 'core', name: '核心企业甲', type: 'core_enterprise', validator: true, balance: 0, credit: 0, public_key: `02${'a'.repeat(64)}` },
      { id: 12, key: 'supplier', name: '供应商乙', type: 'supplier_tier1', validator: false, balance: 0, credit: 0, public_key: `03${'b'.repeat(64)}` },
    ],
    business,
    process: steps,
    problems: [],
    ...patch,
  };
}

function setup(handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser('sys_admin'), ...handlers }, { storage });
}

const optionValues = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);

describe('the blockchain case editors', () => {
  it('edits a transition\'s payment from its required amount and org fields, and shows the server\'s bad_payment beside it', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup({
      'getBlockCase(3)': () => detail(),
      'putBlockBusiness(3)': (config) => ({
        business: JSON.parse(String(config.data)) as BlockBusiness,
        problems: [{ code: 'bad_payment', step: null, subject: 'finance', message: '操作“融资”的资金划转应引用必填的金额字段和机构字段' }],
      }),
    });
    renderApp(services, '/admin/block_case/business?case=3');
    const finance = await screen.findByRole('group', { name: '转换 2 资金划转' }, WAIT);
    const toggle = within(finance).getByRole('checkbox', { name: '此操作划转资金' });
    expect(toggle).not.toBeChecked();
    expect(within(finance).queryByRole('combobox')).toBeNull();

    await user.click(toggle);
    const amount = within(finance).getByRole('combobox', { name: '金额字段' });
    const payer = within(finance).getByRole('combobox', { name: '付款方' });
    const payee = within(finance).getByRole('combobox', { name: '收款方' });
    // Optional fields (手续费, 见证方) and fields of other types are not offered.
    expect(optionValues(amount)).toEqual(['loan']);
    expect(optionValues(payer)).toEqual(['actor', 'bank']);
    expect(amount).toHaveValue('loan');
    expect(payer).toHaveValue('actor');
    expect(payee).toHaveValue('bank');
    await user.selectOptions(payer, 'bank');
    await user.selectOptions(payee, 'actor');

    // Renaming the amount field's key carries the payment along.
    const transition = screen.getByRole('group', { name: '转换 2' });
    const loanKey = within(transition).getAllByRole('textbox', { name: '字段标识' })[0]!;
    await user.clear(loanKey);
    await user.type(loanKey, 'principal');
    expect(amount).toHaveValue('principal');

    await user.click(screen.getByRole('button', { name: '保存' }));
    const put = await waitFor(() => {
      const found = calls.find((c) => c.method === 'PUT' && c.url === '/api/admin/block-case/3/business');
      expect(found).toBeDefined();
      return found!.data as BlockBusiness;
    });
    expect(put.transitions[1]!.payment).toEqual({ amount: 'principal', from: 'bank', to: 'actor' });
    expect(put.transitions[0]!.payment).toBeUndefined();
    expect(await within(screen.getByRole('group', { name: '转换 2 资金划转' })).findByRole('alert', {}, WAIT)).toHaveTextContent('操作“融资”的资金划转应引用必填的金额字段和机构字段');
    expect(within(screen.getByRole('group', { name: '转换 1 资金划转' })).queryByRole('alert')).toBeNull();
  });

  it('keeps a payment that names a field no longer fit visible as such, and cannot turn one on without a required amount field', async () => {
    const user = userEvent.setup();
    const withStale: BlockBusiness = {
      ...business,
      transitions: [{ ...business.transitions[0]!, fields: [{ key: 'memo', label: '备注', type: 'text', required: true }] }, { ...business.transitions[1]!, payment: { amount: 'fee', from: 'actor', to: 'bank' } }],
    };
    const { services } = setup({ 'getBlockCase(3)': () => detail({ business: withStale }) });
    renderApp(services, '/admin/block_case/business?case=3');
    const issue = await screen.findByRole('group', { name: '转换 1 资金划转' }, WAIT);
    expect(within(issue).getByRole('checkbox', { name: '此操作划转资金' })).toBeDisabled();
    expect(within(issue).getByText('需要先为这个转换添加一个必填的金额字段')).toBeInTheDocument();
    const finance = screen.getByRole('group', { name: '转换 2 资金划转' });
    const amount = within(finance).getByRole('combobox', { name: '金额字段' });
    expect(amount).toHaveValue('fee');
    expect(within(amount).getByRole('option', { selected: true })).toHaveTextContent('fee（已不是必填的金额或机构字段）');
    await user.click(within(finance).getByRole('checkbox', { name: '此操作划转资金' }));
    expect(within(finance).queryByRole('combobox')).toBeNull();
  });

  it('sets each step field\'s default (amounts typed in 元, sent in 分; dates; the case\'s organizations) and hint, refusing a bad amount', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup({
      'getBlockCase(3)': () => detail(),
      'putBlockProcess(3)': (config) => ({ steps: (JSON.parse(String(config.data)) as { steps: BlockProcessStep[] }).steps, problems: [] }),
    });
    renderApp(services, '/admin/block_case/process?case=3');
    const form = await screen.findByRole('group', { name: '第 1 步 表单默认值' }, WAIT);
    const amount = within(form).getByRole('textbox', { name: '金额（元）' });
    expect(amount).toHaveValue('1,000.00');
    expect(within(form).getByText('= ¥1,000.00（100,000 分）')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1,234.567');
    expect(within(form).getByText('请输入大于 0 的金额（元），最多两位小数')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('第 1 步的表单默认值有误，请先修正')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(amount, '{Backspace}');
    expect(within(form).getByText('= ¥1,234.56（123,456 分）')).toBeInTheDocument();
    const due = within(form).getByLabelText('到期日');
    expect(due).toHaveAttribute('type', 'date');
    fireEvent.change(due, { target: { value: '2026-12-31' } });
    const debtor = within(form).getByRole('combobox', { name: '债务人' });
    expect(optionValues(debtor)).toEqual(['', 'core', 'supplier']);
    await user.selectOptions(debtor, 'supplier');
    await user.type(within(form).getByRole('textbox', { name: '金额的提示' }), '按合同金额填写');
    await user.type(within(form).getByRole('textbox', { name: '备注' }), '首批');
    await user.clear(within(form).getByRole('textbox', { name: '备注' }));

    await user.click(screen.getByRole('button', { name: '保存' }));
    const put = await waitFor(() => {
      const found = calls.find((c) => c.method === 'PUT' && c.url === '/api/admin/block-case/3/process');
      expect(found).toBeDefined();
      return (found!.data as { steps: BlockProcessStep[] }).steps;
    });
    // A field cleared again (备注) leaves the form; 元 became 分.
    expect(put[0]!.form).toEqual({ amount: { default: 123456, hint: '按合同金额填写' }, due: { default: '2026-12-31' }, debtor: { default: 'supplier' } });
    expect(put[1]!.form).toEqual({});
  });

  it('links each problem with a step to that step\'s card: on the process page it focuses the card, elsewhere it opens it', async () => {
    const user = userEvent.setup();
    const problems = [
      { code: 'precondition_not_allowed', step: 2, subject: 'new', message: '第 2 步的前置状态“new”不能执行“融资”' },
      { code: 'no_validator', step: null, subject: null, message: 'PBFT 共识至少需要一个验证节点' },
    ];
    const { services } = setup({ 'getBlockCase(3)': () => detail({ problems }) });
    const { unmount } = renderApp(services, '/admin/block_case/process?case=3');
    const list = await screen.findByRole('list', { name: '案例还不能发布' }, WAIT);
    const link = within(list).getByRole('link', { name: '第 2 步的前置状态“new”不能执行“融资”' });
    expect(link).toHaveAttribute('href', '/app/admin/block_case/process?case=3#block-step-2');
    expect(within(list).queryByRole('link', { name: /PBFT/ })).toBeNull();
    const second = screen.getByRole('group', { name: '第 2 步' });
    expect(second).not.toHaveFocus();
    await user.click(link);
    expect(second).toHaveFocus();
    unmount();

    // From the business page the same problem opens the process page, which brings step 2 into view.
    renderApp(services, '/admin/block_case/business?case=3');
    const fromBusiness = within(await screen.findByRole('list', { name: '案例还不能发布' }, WAIT)).getByRole('link', { name: /第 2 步/ });
    await user.click(fromBusiness);
    await waitFor(() => expect(screen.getByRole('group', { name: '第 2 步' })).toHaveFocus(), WAIT);
  });
});
