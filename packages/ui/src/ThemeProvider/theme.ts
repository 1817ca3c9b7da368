import { tokens, type Tokens } from './tokens';

/** The token object with every value open to any string (the defaults are string literals). */
type Widen<T> = T extends string ? string : T extends readonly (infer U)[] ? readonly Widen<U>[] : { -readonly [K in keyof T]: Widen<T[K]> };

/** Every group of tokens a theme can hold: the shape of `tokens`, values as plain strings. */
export type Theme = Widen<Tokens>;

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * A partial theme, deep-merged over the default tokens, e.g. a college's brand:
 * `{ color: { primary: '#0f766e' }, font: { family: '"Source Han Sans SC", sans-serif' }, radius: { md: '10px' } }`.
 * When `color.primary` is given, its hover / active / subtle shades, the text on it (`onPrimary`), the active side-menu
 * item and the focus ring are derived from it unless given too.
 */
export type ThemeOverrides = DeepPartial<Theme>;
/** Same as `ThemeOverrides`. */
export type PartialTheme = ThemeOverrides;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = key in base ? deepMerge((base as Record<string, unknown>)[key], value) : value;
  }
  return out as T;
}

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` to RGB; undefined for anything else (named colours, rgb(), var()). */
export function parseHex(colour: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

/** Mixes `colour` with `other` by `amount` (0 = colour, 1 = other). */
const mix = ([r, g, b]: Rgb, [r2, g2, b2]: Rgb, amount: number): string =>
  toHex([r + (r2 - r) * amount, g + (g2 - g) * amount, b + (b2 - b) * amount]);

/** WCAG relative luminance of an RGB colour. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two hex colours (1 when either cannot be read). */
export function contrastRatio(a: string, b: string): number {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return 1;
  const [la, lb] = [luminance(ra), luminance(rb)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * The shades a brand colour brings with it, as the default blue has them: hover a little lighter, active darker,
 * subtle a faint tint for selected rows and tags, and the text on it white or near-black by contrast.
 * Empty for a colour that is not hex (nothing can be derived; give the shades explicitly).
 */
export function derivePrimaryShades(primary: string): Partial<Theme['color']> {
  const rgb = parseHex(primary);
  if (!rgb) return {};
  return {
    primaryHover: mix(rgb, WHITE, 0.12),
    primaryActive: mix(rgb, BLACK, 0.18),
    primarySubtle: mix(rgb, WHITE, 0.93),
    onPrimary: contrastRatio(primary, '#ffffff') >= 4.5 ? '#ffffff' : tokens.color.text,
  };
}

/**
 * The default tokens with `overrides` deep-merged over them. Without overrides the result equals `tokens`.
 */
export function createTheme(overrides: ThemeOverrides = {}): Theme {
  const primary = overrides.color?.primary;
  if (!primary) return deepMerge<Theme>(tokens as Theme, overrides);
  const shades = derivePrimaryShades(primary);
  const derived: ThemeOverrides = {
    color: { ...shades, siderItemActive: primary },
    focus: shades.primaryHover ? { ringColor: shades.primaryHover } : {},
  };
  return deepMerge(deepMerge<Theme>(tokens as Theme, derived), overrides);
}
