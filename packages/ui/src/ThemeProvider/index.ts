export { ThemeProvider, useThemeLocale } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { tokens, marketColors, LOCALES } from './tokens';
export type { Locale, Tokens } from './tokens';
export { createTheme, derivePrimaryShades } from './theme';
export type { Theme, ThemeOverrides, PartialTheme } from './theme';
