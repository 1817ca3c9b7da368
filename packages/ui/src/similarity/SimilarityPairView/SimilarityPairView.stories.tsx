import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SimilarityPairView, SimilarityScoreBar } from './SimilarityPairView';
import { ALICE_CODE, COPY_CODE, REGIONS } from './SimilarityPairView.fixtures';
import { similarityPairViewLabelsEnUS } from './similarityPairViewLabels';

const meta = {
  title: 'Similarity/SimilarityPairView',
  component: SimilarityPairView,
  args: { a: { title: '张三（s2301001）', code: ALICE_CODE }, b: { title: '李四（s2301002）', code: COPY_CODE }, regions: REGIONS },
  argTypes: { a: { control: false }, b: { control: false }, regions: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SimilarityPairView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A copy with renamed variables: two regions, numbered and coloured on both sides. */
export const TwoRegions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '匹配片段' });
    const buttons = within(nav).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await expect(buttons[1]).toHaveTextContent('匹配 2：第 10–14 行 ↔ 第 11–15 行');
    const left = canvas.getByRole('group', { name: '张三（s2301001）' });
    const right = canvas.getByRole('group', { name: '李四（s2301002）' });
    // The template's lines are not marked; the copied ones are, with the region's number at its first line.
    await expect(left.querySelector('[data-line="3"]')).not.toHaveAttribute('data-region');
    await expect(left.querySelector('[data-line="5"]')).toHaveAttribute('data-region', '1');
    await expect(right.querySelector('[data-line="11"]')).toHaveAttribute('data-region', '2');
    await expect(within(right).getByText('匹配 2')).toBeVisible();
    await expect(left.querySelectorAll('mark')).toHaveLength(10);
    await userEvent.click(buttons[1]!);
    await expect(within(left).getByText('匹配 2')).toBeVisible();
  },
};

/** Fingerprints shared, but too scattered to chain into a region. */
export const NoRegions: Story = {
  args: { regions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('没有连续的匹配片段')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(0);
  },
};

/** One side without code. */
export const EmptySide: Story = {
  args: { b: { title: '王五', code: '' }, regions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('（没有代码）')).toBeVisible();
  },
};

export const English: Story = {
  args: { labels: similarityPairViewLabelsEnUS, a: { title: 'Zhang San', code: ALICE_CODE }, b: { title: 'Li Si', code: COPY_CODE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Match 1: lines 5–9 ↔ lines 5–9' })).toBeVisible();
    await expect(canvas.getAllByText('Match 1')).toHaveLength(2);
  },
};

/** At 390 px the two sides stack. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const left = canvas.getByRole('group', { name: '张三（s2301001）' }).getBoundingClientRect();
    const right = canvas.getByRole('group', { name: '李四（s2301002）' }).getBoundingClientRect();
    await expect(right.top).toBeGreaterThanOrEqual(left.bottom);
    // Nothing wider than the phone: long lines wrap inside their pane.
    const root = canvasElement.querySelector('section')!;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

/** The score bar of the ranked pairs: a meter with its percentage. */
export const ScoreBars: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <SimilarityScoreBar score={0.93} />
      <SimilarityScoreBar score={0.52} />
      <SimilarityScoreBar score={0.08} labels={similarityPairViewLabelsEnUS} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meters = canvas.getAllByRole('meter');
    await expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['93', '52', '8']);
    await expect(meters[0]).toHaveAccessibleName('相似度 93%');
    await expect(meters[2]).toHaveAccessibleName('Similarity 8%');
    await expect(meters[0]).toHaveAttribute('data-level', 'high');
    await expect(canvas.getByText('52%')).toBeVisible();
  },
};
