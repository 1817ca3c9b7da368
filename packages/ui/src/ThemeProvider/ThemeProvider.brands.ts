import type { ThemeOverrides } from './theme';

/**
 * Example themes for Storybook (its theme toolbar and the second-brand story), not part of the package's API:
 * what a college passes to `<ThemeProvider theme={…}>`.
 */

/** A green college brand: its own colour (shades derived), a serif heading face and rounder corners. */
export const greenCollegeBrand: ThemeOverrides = {
  color: { primary: '#0f766e', page: '#f4f8f7', siderBg: '#0b3b36', siderItemHover: '#12504a', siderText: '#ccfbf1' },
  font: { family: '"Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", serif' },
  radius: { sm: '6px', md: '10px', lg: '14px' },
};

/** High contrast: darker text, borders and brand colour for low-vision review. */
export const highContrastTheme: ThemeOverrides = {
  color: {
    primary: '#1e3a8a',
    text: '#000000',
    textSecondary: '#1f2937',
    textPlaceholder: '#374151',
    textDisabled: '#4b5563',
    border: '#4b5563',
    borderStrong: '#1f2937',
    page: '#ffffff',
    surfaceMuted: '#ffffff',
  },
  focus: { ringWidth: '3px' },
};
