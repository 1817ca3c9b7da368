import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider, useThemeLocale } from './ThemeProvider';
import { themeCss } from './ThemeProvider.styles';
import { marketColors, tokens } from './tokens';

function LocaleProbe() {
  return <span>{useThemeLocale()}</span>;
}

const globalCss = () => Array.from(document.querySelectorAll('style')).map((style) => style.textContent ?? '').join('\n');

describe('ThemeProvider', () => {
  it('sets the tokens of DESIGN.md as CSS custom properties', () => {
    render(<ThemeProvider>内容</ThemeProvider>);
    const css = globalCss();
    expect(css).toContain('--ui-color-primary: #1d4ed8');
    expect(css).toContain('--ui-color-page: #f5f7fa');
    expect(css).toContain('--ui-color-border: #e5e7eb');
    expect(css).toContain('--ui-color-text: #1f2937');
    expect(css).toContain('--ui-font-size-base: 14px');
    expect(css).toContain('--ui-line-height: 1.57');
    expect(css).toContain('--ui-space-5: 24px');
    expect(css).toContain('--ui-radius-lg: 8px');
    expect(css).toContain('--ui-layout-header-height: 56px');
    expect(css).toContain('--ui-layout-sider-width: 220px');
    expect(css).toContain('"PingFang SC", "Noto Sans CJK SC"');
  });

  it('flips the market colours by locale: zh-CN rise red, en-US rise green', () => {
    render(
      <ThemeProvider locale="en-US">
        <LocaleProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('en-US').closest('[data-ui-locale]')).toHaveAttribute('data-ui-locale', 'en-US');
    expect(screen.getByText('en-US').closest('[lang]')).toHaveAttribute('lang', 'en-US');
    const css = globalCss().replace(/\s+/g, ' ');
    expect(css).toContain(`[data-ui-locale='en-US'] { --ui-color-rise: ${tokens.market['en-US'].rise}; --ui-color-fall: ${tokens.market['en-US'].fall}; }`);
    expect(css).toContain(`[data-ui-locale='zh-CN'] { --ui-color-rise: ${tokens.market['zh-CN'].rise};`);
    expect(marketColors('zh-CN').rise).toBe(marketColors('en-US').fall);
    expect(marketColors('zh-CN').rise).toMatch(/^#c/); // red
  });

  it('defaults to zh-CN and has no axe violations', async () => {
    const { container } = render(
      <ThemeProvider>
        <LocaleProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('zh-CN')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sets a partial theme on its own scope and its portals, leaving the default sheet as it was', () => {
    render(
      <>
        <ThemeProvider theme={{ color: { primary: '#0f766e' }, radius: { md: '12px' } }}>
          <span>品牌</span>
        </ThemeProvider>
        <ThemeProvider>
          <span>默认</span>
        </ThemeProvider>
      </>,
    );
    const scope = screen.getByText('品牌').closest('[data-ui-theme]');
    expect(scope).not.toBeNull();
    expect(screen.getByText('默认').closest('[data-ui-theme]')).toBeNull();
    const id = scope?.getAttribute('data-ui-theme');
    const css = globalCss();
    expect(css).toContain(`[data-ui-theme='${id}']`);
    expect(css).toContain('--ui-color-primary: #0f766e');
    expect(css).toContain('--ui-radius-md: 12px');
    expect(css).toContain('--ui-color-primary-hover: #');
    // The default sheet is untouched: its :root still has the default blue.
    expect(css).toContain('--ui-color-primary: #1d4ed8');
    expect(Array.from(document.querySelectorAll('style')).map((style) => style.textContent)).toContain(themeCss);
  });
});
