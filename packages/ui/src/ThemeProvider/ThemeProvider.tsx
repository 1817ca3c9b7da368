import { createContext, useContext, type ReactNode } from 'react';
import { themeCss, ThemeScope } from './ThemeProvider.styles';
import type { Locale } from './tokens';

const LocaleContext = createContext<Locale>('zh-CN');

export interface ThemeProviderProps {
  /** UI locale. Decides the market colours (`--ui-color-rise` / `--ui-color-fall`) and the `lang` of the scope. */
  locale?: Locale;
  /** The application. */
  children?: ReactNode;
}

/**
 * Sets every design token as a CSS custom property and the base page styles. Components and
 * portals read the locale from here (see `useThemeLocale`).
 */
export function ThemeProvider({ locale = 'zh-CN', children }: ThemeProviderProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <style href="finedu-ui-theme" precedence="finedu-ui-theme">
        {themeCss}
      </style>
      <ThemeScope data-ui-locale={locale} lang={locale}>
        {children}
      </ThemeScope>
    </LocaleContext.Provider>
  );
}

/** The locale of the nearest ThemeProvider (zh-CN without one). Portals put it on their root. */
export const useThemeLocale = (): Locale => useContext(LocaleContext);
