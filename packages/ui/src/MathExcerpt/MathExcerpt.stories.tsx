import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MathExcerpt } from './MathExcerpt';

const meta = {
  title: 'Data display/MathExcerpt',
  component: MathExcerpt,
  args: { source: '某股票的 $\\beta = 1.2$，无风险利率 $r_f = 3\\%$，市场组合期望收益率 $E(R_m) = 8\\%$。按 CAPM，该股票的期望收益率为：', max: 80 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MathExcerpt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stem's beginning in a list: formulas rendered inline, markdown marks dropped. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('math', { name: '\\beta = 1.2' })).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('$');
  },
};

/** Cut by its visible length: a formula that does not fit is left out whole, never cut in half. */
export const Cut: Story = {
  args: { max: 20 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('…');
    await expect(within(canvasElement).getAllByRole('math')).toHaveLength(1);
  },
};

/** Blanks, display formulas and markdown in one line. */
export const Mixed: Story = {
  args: { source: '## 年金\n**普通年金**现值 $$PV = PMT \\cdot \\frac{1-(1+r)^{-n}}{r}$$，其中 $n$ 为期数，填空：___ 年金。' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('＿＿＿');
    await expect(within(canvasElement).getAllByRole('math')).toHaveLength(2);
  },
};
