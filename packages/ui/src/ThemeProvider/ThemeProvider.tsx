import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { scopedThemeCss, themeCss, ThemeScope } from './ThemeProvider.styles';
import { createTheme, type ThemeOverrides } from './theme';
import type { Locale } from './tokens';

const LocaleContext = createContext<Locale>('zh-CN');
/** The id of the nearest themed scope (undefined under the default theme), for portals to carry. */
const ThemeIdContext = createContext<string | undefined>(undefined);

export interface ThemeProviderProps {
  /** UI locale. Decides the market colours (`--ui-color-rise` / `--ui-color-fall`) and the `lang` of the scope. */
  locale?: Locale;
  /**
   * A partial theme deep-merged over the default tokens: a college's brand colour (its shades are derived), font,
   * radius… Applies to this provider's children and their portals; without it the default tokens apply.
   */
  theme?: ThemeOverrides;
  /** The application. */
  children?: ReactNode;
}

/** A short stable id for a sheet, so equal themes share one <style> and different ones do not collide. */
function hashId(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * Sets every design token as a CSS custom property and the base page styles. Components and
 * portals read the locale from here (see `useThemeLocale`). With `theme`, the merged tokens are set on
 * this provider's scope (and its portals) instead, so two brands can sit on one page.
 */
export function ThemeProvider({ locale = 'zh-CN', theme, children }: ThemeProviderProps) {
  const themeKey = theme ? JSON.stringify(theme) : '';
  const scoped = useMemo(() => {
    if (!themeKey) return undefined;
    const merged = createTheme(JSON.parse(themeKey) as ThemeOverrides);
    const id = hashId(themeKey);
    return { id, css: scopedThemeCss(id, merged) };
  }, [themeKey]);
  return (
    <LocaleContext.Provider value={locale}>
      <ThemeIdContext.Provider value={scoped?.id}>
        <style href="finedu-ui-theme" precedence="finedu-ui-theme">
          {themeCss}
        </style>
        {scoped && (
          <style href={`finedu-ui-theme-${scoped.id}`} precedence="finedu-ui-theme">
            {scoped.css}
          </style>
        )}
        <ThemeScope data-ui-locale={locale} data-ui-theme={scoped?.id} lang={locale}>
          {children}
        </ThemeScope>
      </ThemeIdContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The locale of the nearest ThemeProvider (zh-CN without one). Portals put it on their root. */
export const useThemeLocale = (): Locale => useContext(LocaleContext);

/** The id of the nearest ThemeProvider's own theme (undefined under the default). Portals put it on their root. */
export const useThemeScopeId = (): string | undefined => useContext(ThemeIdContext);
