import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleView } from './ArticleView';
import { ARTICLE_HTML } from './ArticleView.fixtures';
import { expectFormulasRendered } from '../../../test/formulaChecks';

const meta = {
  title: 'Course/ArticleView',
  component: ArticleView,
  args: { title: '量化投资工作坊通知', content: ARTICLE_HTML, summary: '面向全体金融专业学生，欢迎报名。', publishedAt: '2026-11-20 09:00', author: '教务处', pinned: false, draft: false },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '量化投资工作坊通知' })).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, [onclick], [style]')).toBeNull();
    await expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

export const Pinned: Story = {
  args: { pinned: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('置顶')).toBeVisible();
  },
};

export const DraftPreview: Story = {
  args: { draft: true, publishedAt: undefined, summary: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('未发布')).toBeVisible();
  },
};

export const Markdown: Story = {
  args: { format: 'markdown', content: '## 课程更新\n\n新增 **期权定价** 章节，公式 $C = S N(d_1) - K e^{-rT} N(d_2)$。' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '课程更新' })).toBeVisible();
    await expect(canvasElement.querySelector('.katex')).not.toBeNull();
    // KaTeX's stylesheet is loaded with the renderer: its MathML copy is visually hidden, so the formula shows once.
    await expect(getComputedStyle(canvasElement.querySelector('.katex-mathml') as Element).position).toBe('absolute');
  },
};

/** An announcement in markdown with inline and display formulas: each shown once, its TeX nowhere. */
export const WithFormulas: Story = {
  args: {
    format: 'markdown',
    summary: '期权定价专题讲座',
    content:
      '## Black–Scholes 公式\n\n看涨期权价格 $C$ 由标的价格 $S$、行权价 $K$、无风险利率 \\(r\\) 和波动率 $\\sigma$ 决定：\n\n$$C = S\\,N(d_1) - K e^{-rT} N(d_2), \\quad d_1 = \\frac{\\ln(S/K) + (r + \\sigma^2/2)T}{\\sigma\\sqrt{T}}$$\n\n欢迎报名。',
  },
  play: async ({ canvasElement }) => {
    await expectFormulasRendered(canvasElement, ['\\sigma', '\\frac', '\\sqrt', '$', '\\('], 6);
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
  },
};

/** An announcement written in the rich-text editor (HTML) with TeX in its text: rendered the same way, code left alone. */
export const HtmlWithFormulas: Story = {
  args: {
    format: 'html',
    summary: undefined,
    content:
      '<h2>久期与凸性</h2><p>修正久期 $D^* = \\frac{D}{1+y}$，价格变动近似为 \\(\\Delta P / P \\approx -D^* \\Delta y\\)：</p><p>$$\\frac{\\Delta P}{P} \\approx -D^{*}\\Delta y + \\tfrac{1}{2} C (\\Delta y)^2$$</p><p>代码中的 <code>$x$</code> 保持原样。</p>',
  },
  play: async ({ canvasElement }) => {
    await expectFormulasRendered(canvasElement, ['\\frac', '\\Delta', '\\approx', '\\('], 3);
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
    await expect(within(canvasElement).getByText('$x$')).toBeVisible();
  },
};
