import styled from 'styled-components';
import { tokens } from './tokens';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const group = (prefix: string, values: Readonly<Record<string, string>>): string =>
  Object.entries(values)
    .map(([name, value]) => `--ui-${prefix}-${kebab(name)}: ${value};`)
    .join('\n');

// Built once at module load from the token object, so the variables never depend on props.
const rootTokens = [
  group('font', {
    family: tokens.font.family,
    familyCode: tokens.font.familyCode,
    sizeSm: tokens.font.sizeSm,
    sizeBase: tokens.font.sizeBase,
    sizeH4: tokens.font.sizeH4,
    sizeH3: tokens.font.sizeH3,
    sizeH2: tokens.font.sizeH2,
    sizeH1: tokens.font.sizeH1,
    weightRegular: tokens.font.weightRegular,
    weightMedium: tokens.font.weightMedium,
    weightBold: tokens.font.weightBold,
  }),
  `--ui-line-height: ${tokens.font.lineHeight};`,
  group('color', tokens.color),
  group('space', tokens.space),
  group('radius', tokens.radius),
  group('shadow', tokens.shadow),
  group('focus', tokens.focus),
  group('layout', tokens.layout),
  group('motion', tokens.motion),
  group('z', tokens.zIndex),
].join('\n');

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


/** Carries `data-ui-locale` and `lang`; `display: contents` keeps it out of the layout. */
export const ThemeScope = styled.div`
  display: contents;
`;
