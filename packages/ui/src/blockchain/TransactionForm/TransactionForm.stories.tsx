import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider } from '../../ThemeProvider';
import { BILL_ENDORSE_FIELDS, BILL_ENDORSE_STEP, BILL_ORGANIZATIONS } from '../fixtures';
import { TransactionForm, type TransactionFormProps } from './TransactionForm';
import { transactionFormLabelsEnUS } from './transactionFormLabels';
import type { TransactionFormValues } from './types';

const onSubmit = fn();
const FILLED: TransactionFormValues = { endorsee: 'org-t2', amount: 50_000_000, dueDate: '2026-12-31', memo: '支付 11 月货款' };

const meta = {
  title: 'Blockchain/TransactionForm',
  component: TransactionForm,
  args: { step: BILL_ENDORSE_STEP, fields: BILL_ENDORSE_FIELDS, organizations: BILL_ORGANIZATIONS, onSubmit },
  argTypes: { step: { control: false }, fields: { control: false }, organizations: { control: false } },
} satisfies Meta<typeof TransactionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill the form and press 签名并提交: the amount typed in 元 reaches the lab as an integer number of 分. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '被背书人' }), 'org-t2');
    await userEvent.type(canvas.getByRole('textbox', { name: '背书金额' }), '1234567.8');
    await userEvent.type(canvas.getByRole('textbox', { name: '到期日' }), '2026-12-31');
    await expect(canvas.getByRole('textbox', { name: '背书金额' })).toHaveValue('1,234,567.80');
    await expect(canvas.getByTestId('amount-echo-amount')).toHaveTextContent('¥1,234,567.80，即 123,456,780 分');
    await userEvent.click(canvas.getByRole('button', { name: '签名并提交' }));
    await expect(onSubmit).toHaveBeenCalledWith({ endorsee: 'org-t2', amount: 123456780, dueDate: '2026-12-31' });
    const emitted = onSubmit.mock.calls[0]![0] as TransactionFormValues;
    await expect(Number.isInteger(emitted.amount)).toBe(true);
  },
};

/** Every field filled in: the payload preview shows what will be signed. */
export const Filled: Story = {
  args: { defaultValue: FILLED },
};

/** Submitted empty and with a bad amount and date: each field says what is wrong. */
export const ValidationErrors: Story = {
  args: { defaultValue: { amount: 0, dueDate: '2026-02-30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '签名并提交' }));
    await expect(canvas.getByText('请填写被背书人')).toBeVisible();
    await expect(canvas.getByText('金额必须大于 0')).toBeVisible();
    await expect(canvas.getByText('日期格式为 yyyy-mm-dd，且须是真实日期')).toBeVisible();
  },
};

/** The lab is signing and sending: the button spins, the fields are disabled and keep their values. */
export const Submitting: Story = {
  args: { defaultValue: FILLED, busy: true },
};

/** The server refused the transaction: the state machine does not allow it. What was typed stays. */
export const Refused: Story = {
  args: { defaultValue: FILLED, error: '状态机不允许：已承兑的票据不能再背书' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('状态机不允许：已承兑的票据不能再背书');
  },
};

/** A lab that takes a moment to sign, then refuses (as the server would on a stale state). */
function SubmitThenRefuse(args: TransactionFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <TransactionForm
      {...args}
      busy={busy}
      error={error}
      onSubmit={(values) => {
        args.onSubmit(values);
        setError(null);
        setBusy(true);
        window.setTimeout(() => {
          setBusy(false);
          setError('状态机不允许：已承兑的票据不能再背书');
        }, 300);
      }}
    />
  );
}

export const SubmitAndRefusal: Story = {
  args: { defaultValue: FILLED },
  render: (args) => <SubmitThenRefuse {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '签名并提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('已承兑的票据不能再背书');
    await expect(canvas.getByRole('textbox', { name: '背书金额' })).toHaveValue('500,000.00');
  },
};

/** Labels on the left, on a wide page. */
export const HorizontalLabels: Story = {
  args: { defaultValue: FILLED, fieldLayout: 'horizontal' },
};

export const English: Story = {
  args: {
    labels: transactionFormLabelsEnUS,
    organizations: [
      { id: 'org-core', name: 'Core enterprise A', type: 'Core enterprise' },
      { id: 'org-t2', name: 'Supplier E', type: 'Tier-2 supplier' },
    ],
    step: {
      ...BILL_ENDORSE_STEP,
      actor: { ...BILL_ENDORSE_STEP.actor, name: 'Supplier C', type: 'Tier-1 supplier' },
      title: 'Endorse the digital bill', action: 'Endorse', transition: 'Issued → Endorsed', expectedState: 'Endorsed', hint: 'Supplier C endorses the bill to supplier E to pay for goods.',
    },
    fields: [
      { key: 'endorsee', label: 'Endorsee', type: 'org', required: true, placeholder: 'Choose an organization' },
      { key: 'amount', label: 'Amount', type: 'amount', required: true, placeholder: '0.00', help: 'In yuan, at most two decimals' },
      { key: 'dueDate', label: 'Due date', type: 'date', required: true, placeholder: 'yyyy-mm-dd' },
    ],
    defaultValue: { endorsee: 'org-t2', amount: 50_000_000 },
    error: 'Not allowed by the state machine: an accepted bill cannot be endorsed again',
  },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <TransactionForm {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign and submit' })).toBeVisible();
  },
};

/** A phone (390 px): one column, the payload under the fields; nothing wider than the screen. */
export const PhoneWidth: Story = {
  args: { defaultValue: FILLED, error: '状态机不允许：已承兑的票据不能再背书' },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <TransactionForm {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form') as HTMLElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};
