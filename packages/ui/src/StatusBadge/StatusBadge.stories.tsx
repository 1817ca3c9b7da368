import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, type StatusBadgeTone } from './StatusBadge';

const TONES: { tone: StatusBadgeTone; text: string }[] = [
  { tone: 'success', text: '启用' },
  { tone: 'neutral', text: '停用' },
  { tone: 'primary', text: '未开始' },
  { tone: 'warning', text: '待批阅' },
  { tone: 'danger', text: '异常' },
];

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', appearance: 'dot', children: '启用' },
  argTypes: {
    tone: { control: 'inline-radio', options: TONES.map((item) => item.tone) },
    appearance: { control: 'inline-radio', options: ['dot', 'tag'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('启用')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, max-content)', gap: 16 }}>
      {TONES.map((item) => (
        <StatusBadge key={item.tone} tone={item.tone}>
          {item.text}
        </StatusBadge>
      ))}
      {TONES.map((item) => (
        <StatusBadge key={`tag-${item.tone}`} tone={item.tone} appearance="tag">
          {item.text}
        </StatusBadge>
      ))}
    </div>
  ),
};
