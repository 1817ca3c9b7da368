import { contrastRatio, createTheme, derivePrimaryShades, parseHex } from './theme';
import { themeCss, themeVariables } from './ThemeProvider.styles';
import { tokens } from './tokens';

describe('createTheme', () => {
  it('returns the default tokens unchanged without overrides', () => {
    expect(createTheme()).toEqual(tokens);
    expect(createTheme({})).toEqual(tokens);
    expect(themeCss).toContain(themeVariables(createTheme()));
  });

  it('deep-merges a partial theme over the defaults and leaves the defaults alone', () => {
    const theme = createTheme({ font: { family: '"Source Han Sans SC", sans-serif' }, radius: { md: '10px', lg: '14px' }, color: { page: '#f7faf8' } });
    expect(theme.font.family).toBe('"Source Han Sans SC", sans-serif');
    expect(theme.font.sizeBase).toBe(tokens.font.sizeBase);
    expect(theme.radius).toEqual({ sm: tokens.radius.sm, md: '10px', lg: '14px', full: tokens.radius.full });
    expect(theme.color.page).toBe('#f7faf8');
    expect(theme.color.primary).toBe(tokens.color.primary);
    expect(theme.color.primaryHover).toBe(tokens.color.primaryHover);
    expect(theme.market).toEqual(tokens.market);
    expect(tokens.radius.md).toBe('6px');
  });

  it('derives the shades of a brand colour that come without them', () => {
    const theme = createTheme({ color: { primary: '#0f766e' } });
    expect(theme.color.primary).toBe('#0f766e');
    expect(theme.color.primaryHover).toBe(derivePrimaryShades('#0f766e').primaryHover);
    expect(theme.color.primaryHover).not.toBe(tokens.color.primaryHover);
    expect(theme.color.siderItemActive).toBe('#0f766e');
    expect(theme.focus.ringColor).toBe(theme.color.primaryHover);
    // Hover lighter, active darker, subtle a faint tint.
    const lum = (hex: string) => (parseHex(hex) ?? [0, 0, 0]).reduce((a, b) => a + b, 0);
    expect(lum(theme.color.primaryHover)).toBeGreaterThan(lum('#0f766e'));
    expect(lum(theme.color.primaryActive)).toBeLessThan(lum('#0f766e'));
    expect(contrastRatio(theme.color.primarySubtle, '#ffffff')).toBeLessThan(1.15);
    expect(theme.color.onPrimary).toBe('#ffffff');
    expect(contrastRatio(theme.color.onPrimary, theme.color.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps shades that are given and picks dark text on a light brand colour', () => {
    const theme = createTheme({ color: { primary: '#fbbf24', primaryHover: '#fcd34d' } });
    expect(theme.color.primaryHover).toBe('#fcd34d');
    expect(theme.color.onPrimary).toBe(tokens.color.text);
    expect(contrastRatio(theme.color.onPrimary, '#fbbf24')).toBeGreaterThanOrEqual(4.5);
  });

  it('derives nothing from a colour that is not hex', () => {
    expect(derivePrimaryShades('rebeccapurple')).toEqual({});
    expect(createTheme({ color: { primary: 'rebeccapurple' } }).color.primaryHover).toBe(tokens.color.primaryHover);
  });

  it('computes derived shades exactly', () => {
    expect(derivePrimaryShades('#000000')).toEqual({ primaryHover: '#1f1f1f', primaryActive: '#000000', primarySubtle: '#ededed', onPrimary: '#ffffff' });
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });
});
