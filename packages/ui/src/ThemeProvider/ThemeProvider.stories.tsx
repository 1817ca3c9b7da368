import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Checkbox } from '../Checkbox';
import { StatusBadge } from '../StatusBadge';
import { Tabs } from '../Tabs';
import { TextInput } from '../TextInput';
import { ThemeProvider } from './ThemeProvider';
import { greenCollegeBrand } from './ThemeProvider.brands';
import { tokens } from './tokens';

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: var(--ui-space-3);
`;

const Swatch = styled.figure`
  margin: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  overflow: hidden;
  background: var(--ui-color-surface);
  font-size: var(--ui-font-size-sm);

  & > div { height: 40px; }
  & > figcaption { padding: var(--ui-space-1) var(--ui-space-2); }
`;

const Market = styled.p`
  font-size: var(--ui-font-size-h3);
  font-variant-numeric: tabular-nums;
  & > [data-trend='rise'] { color: var(--ui-color-rise); }
  & > [data-trend='fall'] { color: var(--ui-color-fall); }
`;

/** Token sheet: colours, and the market colours of the chosen locale. */
function TokenSheet() {
  return (
    <div>
      <Market>
        <span data-trend="rise">▲ +2.35%</span> <span data-trend="fall">▼ −1.20%</span>
      </Market>
      <Swatches>
        {Object.entries(tokens.color).map(([name, value]) => (
          <Swatch key={name}>
            {/* Story-only: shows each token's own value. */}
            <div style={{ background: value }} />
            <figcaption>
              {name}
              <br />
              {value}
            </figcaption>
          </Swatch>
        ))}
      </Swatches>
    </div>
  );
}

const meta = {
  title: 'Theme/ThemeProvider',
  component: ThemeProvider,
  args: { locale: 'zh-CN', children: <TokenSheet /> },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] }, theme: { control: 'object' } },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const riseColour = (canvasElement: HTMLElement) => getComputedStyle(within(canvasElement).getByText('▲ +2.35%')).color;

export const Playground: Story = {};

export const ChinaMarketColours: Story = {
  play: async ({ canvasElement }) => {
    await expect(riseColour(canvasElement)).toBe('rgb(207, 19, 34)');
  },
};

export const UsMarketColours: Story = {
  args: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(riseColour(canvasElement)).toBe('rgb(15, 123, 63)');
  },
};

/** What a second brand looks like: the same components under a green college theme with rounder corners. */
function BrandShowcase() {
  return (
    <Showcase>
      <Card title="课程设置 Course settings">
        <Tabs
          items={[
            { key: 'basic', label: '基本信息', content: <TextInput aria-label="课程名称" defaultValue="金融工程导论" /> },
            { key: 'members', label: '成员', content: '成员列表' },
          ]}
        />
      </Card>
      <Row>
        <Button variant="primary">保存</Button>
        <Button>取消</Button>
        <Checkbox defaultChecked>公开课程</Checkbox>
        <StatusBadge tone="primary">已发布</StatusBadge>
      </Row>
      <Market>
        <span data-trend="rise">▲ +2.35%</span> <span data-trend="fall">▼ −1.20%</span>
      </Market>
    </Showcase>
  );
}

const Showcase = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  max-width: 560px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
`;

export const SecondBrand: Story = {
  args: { theme: greenCollegeBrand, children: <BrandShowcase /> },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(getComputedStyle(save).backgroundColor).toBe('rgb(15, 118, 110)');
    await expect(getComputedStyle(save).borderTopLeftRadius).toBe('10px');
    // The market convention still follows the locale under a brand.
    await expect(riseColour(canvasElement)).toBe('rgb(207, 19, 34)');
  },
};
