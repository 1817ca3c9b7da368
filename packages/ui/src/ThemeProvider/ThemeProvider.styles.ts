import styled from 'styled-components';
import type { Theme } from './theme';
import { tokens, type Locale } from './tokens';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const group = (prefix: string, values: Readonly<Record<string, string>>): string =>
  Object.entries(values)
    .map(([name, value]) => `--ui-${prefix}-${kebab(name)}: ${value};`)
    .join('\n');

/** Every token of a theme as `--ui-…` custom property declarations (the market colours apart). */
export const themeVariables = (theme: Theme): string =>
  [
    group('font', {
      family: theme.font.family,
      familyCode: theme.font.familyCode,
      sizeSm: theme.font.sizeSm,
      sizeBase: theme.font.sizeBase,
      sizeH4: theme.font.sizeH4,
      sizeH3: theme.font.sizeH3,
      sizeH2: theme.font.sizeH2,
      sizeH1: theme.font.sizeH1,
      weightRegular: theme.font.weightRegular,
      weightMedium: theme.font.weightMedium,
      weightBold: theme.font.weightBold,
    }),
    `--ui-line-height: ${theme.font.lineHeight};`,
    group('color', theme.color),
    group('space', theme.space),
    group('radius', theme.radius),
    group('shadow', theme.shadow),
    group('focus', theme.focus),
    group('layout', theme.layout),
    group('motion', theme.motion),
    group('z', theme.zIndex),
  ].join('\n');

// Built once at module load from the token object, so the default variables never depend on props.
const rootTokens = themeVariables(tokens);

const market = (locale: keyof typeof tokens.market): string =>
  `--ui-color-rise: ${tokens.market[locale].rise}; --ui-color-fall: ${tokens.market[locale].fall};`;

/**
 * The theme sheet: tokens on :root; market colours on :root (zh-CN default) and on any
 * `[data-ui-locale]` element, which the ThemeProvider and every portal (Modal, Toast) render, so
 * en-US flips rise/fall there. A plain string, rendered by React 19 as a hoisted, de-duplicated
 * <style> (styled-components' createGlobalStyle lost its rules after an unmount and remount).
 */
export const themeCss = `
  :root {
    ${rootTokens}
    ${market('zh-CN')}
  }
  [data-ui-locale='zh-CN'] { ${market('zh-CN')} }
  [data-ui-locale='en-US'] { ${market('en-US')} }

  body {
    margin: 0;
    background: var(--ui-color-page);
    color: var(--ui-color-text);
    font-family: var(--ui-font-family);
    font-size: var(--ui-font-size-base);
    line-height: var(--ui-line-height);
    -webkit-font-smoothing: antialiased;
  }

  *, *::before, *::after { box-sizing: border-box; }

  :focus-visible {
    outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color);
    outline-offset: var(--ui-focus-ring-offset);
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;


/**
 * The sheet of a themed scope: every variable of the merged theme on `[data-ui-theme=…]` (the ThemeProvider's scope
 * and its portals), plus the base text styles so a font or text colour of the theme reaches plain text in it.
 * Market colours come from the theme too, so a brand that sets them keeps the locale convention.
 */
export const scopedThemeCss = (id: string, theme: Theme): string => {
  const scope = `[data-ui-theme='${id}']`;
  const marketOf = (locale: Locale) => `--ui-color-rise: ${theme.market[locale].rise}; --ui-color-fall: ${theme.market[locale].fall};`;
  return `
  ${scope} {
    ${themeVariables(theme)}
    ${marketOf('zh-CN')}
    color: var(--ui-color-text);
    font-family: var(--ui-font-family);
  }
  ${scope}[data-ui-locale='en-US'], ${scope} [data-ui-locale='en-US'] { ${marketOf('en-US')} }
  ${scope}[data-ui-locale='zh-CN'], ${scope} [data-ui-locale='zh-CN'] { ${marketOf('zh-CN')} }
`;
};

/** Carries `data-ui-locale` and `lang`; `display: contents` keeps it out of the layout. */
export const ThemeScope = styled.div`
  display: contents;
`;
