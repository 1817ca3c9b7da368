import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { ThemeProvider } from './ThemeProvider';
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
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
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
