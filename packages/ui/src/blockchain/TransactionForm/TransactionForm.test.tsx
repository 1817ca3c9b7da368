import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { shortHash } from '../BlockChainView/shortHash';
import { BILL_ENDORSE_FIELDS, BILL_ENDORSE_STEP, BILL_ORGANIZATIONS } from '../fixtures';
import { TransactionForm, type TransactionFormProps } from './TransactionForm';
import { transactionFormLabelsEnUS } from './transactionFormLabels';
import type { TransactionFormValues } from './types';

const renderForm = (props: Partial<TransactionFormProps> = {}) => {
  const onSubmit = jest.fn();
  const view = render(
    <ThemeProvider>
      <TransactionForm step={BILL_ENDORSE_STEP} fields={BILL_ENDORSE_FIELDS} organizations={BILL_ORGANIZATIONS} onSubmit={onSubmit} {...props} />
    </ThemeProvider>,
  );
  return { ...view, onSubmit };
};

const payload = () => JSON.parse(screen.getByTestId('transaction-payload').textContent ?? '') as Record<string, unknown>;

test('the step: who signs, the action and transition, the state after, the hint; the payload and the short public key', async () => {
  const { container } = renderForm();
  const form = screen.getByRole('form', { name: '提交交易' });
  expect(within(form).getByRole('heading', { name: '第 2 步 背书转让数字票据' })).toBeInTheDocument();
  expect(screen.getByText('签名机构：').nextElementSibling).toHaveTextContent('一级供应商 C一级供应商');
  expect(screen.getByText('动作：').nextElementSibling).toHaveTextContent('背书已签发 → 已背书');
  expect(screen.getByText('完成后状态：').nextElementSibling).toHaveTextContent('已背书');
  expect(screen.getByText(/金额不能超过票面金额/)).toBeInTheDocument();
  const key = BILL_ENDORSE_STEP.actor.publicKey;
  expect(screen.getByTitle(key)).toHaveTextContent(shortHash(key, 10, 8));
  expect(payload()).toEqual({ action: '背书', signer: '一级供应商 C' });
  expect(screen.getByRole('combobox', { name: '被背书人' })).toBeRequired();
  expect(screen.getByRole('option', { name: '二级供应商 E · 二级供应商' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '备注' })).not.toBeRequired();
  expect(await axe(container)).toHaveNoViolations();
});

test('filled and submitted: the amount typed in 元 is emitted in integer 分, shown with separators, and previewed', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  await user.selectOptions(screen.getByRole('combobox', { name: '被背书人' }), 'org-t2');
  const amount = screen.getByRole('textbox', { name: '背书金额' });
  await user.type(amount, '1234567.8');
  expect(screen.getByTestId('amount-echo-amount')).toHaveTextContent('¥1,234,567.80，即 123,456,780 分');
  await user.tab();
  expect(amount).toHaveValue('1,234,567.80');
  await user.type(screen.getByRole('textbox', { name: '到期日' }), '2026-12-31');
  await user.type(screen.getByRole('textbox', { name: '备注' }), '  支付 11 月货款 ');
  expect(payload()).toEqual({ action: '背书', signer: '一级供应商 C', endorsee: 'org-t2', amount: 123456780, dueDate: '2026-12-31', memo: '支付 11 月货款' });
  await user.click(screen.getByRole('button', { name: '签名并提交' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith({ endorsee: 'org-t2', amount: 123456780, dueDate: '2026-12-31', memo: '支付 11 月货款' });
  expect(Number.isInteger(onSubmit.mock.calls[0][0].amount)).toBe(true);
});

test('each field says what is wrong: required, amount > 0, two decimals, a number, a real date; nothing is sent', async () => {
  const user = userEvent.setup();
  const { onSubmit, container } = renderForm();
  await user.click(screen.getByRole('button', { name: '签名并提交' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByText('请填写被背书人')).toBeInTheDocument();
  expect(screen.getByText('请填写背书金额')).toBeInTheDocument();
  expect(screen.getByText('请填写到期日')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '被背书人' })).toHaveFocus();
  expect(screen.getByRole('combobox', { name: '被背书人' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: '备注' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(await axe(container)).toHaveNoViolations();

  const amount = screen.getByRole('textbox', { name: '背书金额' });
  const date = screen.getByRole('textbox', { name: '到期日' });
  await user.type(amount, '0');
  expect(screen.getByText('金额必须大于 0')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '12.345');
  expect(screen.getByText('金额最多两位小数（精确到分）')).toBeInTheDocument();
  expect(screen.queryByTestId('amount-echo-amount')).not.toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '一百元');
  expect(screen.getByText('请输入数字金额，例如 1,234.50')).toBeInTheDocument();
  await user.type(date, '2026-02-30');
  expect(screen.getByText('日期格式为 yyyy-mm-dd，且须是真实日期')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '到期日' })).toHaveAccessibleDescription('日期格式为 yyyy-mm-dd，且须是真实日期');
  await user.selectOptions(screen.getByRole('combobox', { name: '被背书人' }), 'org-t2');
  await user.click(screen.getByRole('button', { name: '签名并提交' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(amount).toHaveFocus(); // the first field still wrong
});

test('a field shows its error only once left (or on submit)', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('textbox', { name: '背书金额' }));
  expect(screen.queryByText('请填写背书金额')).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByText('请填写背书金额')).toBeInTheDocument();
  expect(screen.queryByText('请填写到期日')).not.toBeInTheDocument();
});

test('a refusal from the server shows above the button and the fields keep their values; busy disables and spins', () => {
  const { rerender, onSubmit } = renderForm({ defaultValue: { endorsee: 'org-t2', amount: 50_000_000, dueDate: '2026-12-31' }, error: '状态机不允许：已承兑的票据不能再背书' });
  expect(screen.getByRole('alert')).toHaveTextContent('交易被拒绝：状态机不允许：已承兑的票据不能再背书');
  expect(screen.getByRole('textbox', { name: '背书金额' })).toHaveValue('500,000.00');
  expect(screen.getByRole('combobox', { name: '被背书人' })).toHaveValue('org-t2');
  rerender(
    <ThemeProvider>
      <TransactionForm step={BILL_ENDORSE_STEP} fields={BILL_ENDORSE_FIELDS} organizations={BILL_ORGANIZATIONS} onSubmit={onSubmit} busy />
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: '正在签名并提交…' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('textbox', { name: '背书金额' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: '背书金额' })).toHaveValue('500,000.00');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('controlled: onChange reports 分 as typed; a new value from the parent replaces the drafts', async () => {
  const user = userEvent.setup();
  const seen: TransactionFormValues[] = [];
  function Controlled() {
    const [value, setValue] = useState<TransactionFormValues>({ amount: 100 });
    return (
      <ThemeProvider>
        <button type="button" onClick={() => setValue({})}>
          清空
        </button>
        <TransactionForm
          step={BILL_ENDORSE_STEP}
          fields={BILL_ENDORSE_FIELDS}
          organizations={BILL_ORGANIZATIONS}
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
          onSubmit={() => undefined}
        />
      </ThemeProvider>
    );
  }
  render(<Controlled />);
  const amount = screen.getByRole('textbox', { name: '背书金额' });
  expect(amount).toHaveValue('1.00');
  await user.type(amount, '5');
  // 1.005 has three decimals: no value for the parent, but the draft stays as typed (with its error).
  expect(seen.at(-1)).toEqual({});
  expect(amount).toHaveValue('1.005');
  await user.clear(amount);
  await user.type(amount, '12.57');
  expect(seen.at(-1)).toEqual({ amount: 1257 });
  expect(amount).toHaveValue('12.57');
  await user.click(screen.getByRole('button', { name: '清空' }));
  expect(amount).toHaveValue('');
});

test('English labels, with a buildPayload of the lab', () => {
  renderForm({ labels: transactionFormLabelsEnUS, defaultValue: { amount: 250 }, buildPayload: (values) => ({ type: 'endorse', data: values }) });
  expect(screen.getByRole('form', { name: 'Submit a transaction' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign and submit' })).toBeInTheDocument();
  expect(screen.getByText('Step 2')).toBeInTheDocument();
  expect(screen.getByTestId('amount-echo-amount')).toHaveTextContent('¥2.50, that is 250 fen');
  expect(payload()).toEqual({ type: 'endorse', data: { amount: 250 } });
});
