/**
 * ANSI SGR escape codes (what IPython puts in tracebacks and what many libraries print) turned into
 * styled text runs. Colours become one of the 16 named terminal colours, so the rendering picks
 * them from the theme instead of inline styles; 256-colour and true-colour codes snap to the nearest.
 */
export const ANSI_COLORS = [
  'black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white',
  'bright-black', 'bright-red', 'bright-green', 'bright-yellow', 'bright-blue', 'bright-magenta', 'bright-cyan', 'bright-white',
] as const;
export type AnsiColor = (typeof ANSI_COLORS)[number];

export interface AnsiStyle {
  fg?: AnsiColor;
  bg?: AnsiColor;
  bold?: boolean;
  dim?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface AnsiSegment extends AnsiStyle {
  text: string;
}

// xterm's default palette, used only to find the nearest named colour.
const PALETTE: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0], [0, 0, 238], [205, 0, 205], [0, 205, 205], [229, 229, 229],
  [127, 127, 127], [255, 0, 0], [0, 255, 0], [255, 255, 0], [92, 92, 255], [255, 0, 255], [0, 255, 255], [255, 255, 255],
];

const nearestColor = (r: number, g: number, b: number): AnsiColor => {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  PALETTE.forEach(([pr, pg, pb], index) => {
    const distance = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return ANSI_COLORS[best] ?? 'white';
};

const color256 = (n: number): AnsiColor | undefined => {
  if (n < 0 || n > 255 || !Number.isInteger(n)) return undefined;
  if (n < 16) return ANSI_COLORS[n];
  if (n < 232) {
    const level = (v: number): number => (v === 0 ? 0 : 55 + v * 40);
    const i = n - 16;
    return nearestColor(level(Math.floor(i / 36)), level(Math.floor(i / 6) % 6), level(i % 6));
  }
  const gray = 8 + (n - 232) * 10;
  return nearestColor(gray, gray, gray);
};

/** Reads `38;5;n` or `38;2;r;g;b` starting at `codes[i]` (the 38/48); returns the colour and how many codes it used. */
const extendedColor = (codes: readonly number[], i: number): [AnsiColor | undefined, number] => {
  const mode = codes[i + 1];
  if (mode === 5) return [color256(codes[i + 2] ?? -1), 3];
  if (mode === 2) return [nearestColor(codes[i + 2] ?? 0, codes[i + 3] ?? 0, codes[i + 4] ?? 0), 5];
  return [undefined, 1];
};

const applySgr = (style: AnsiStyle, params: string): AnsiStyle => {
  const codes = params === '' ? [0] : params.split(/[;:]/).map((p) => (p === '' ? 0 : Number(p)));
  let next: AnsiStyle = { ...style };
  for (let i = 0; i < codes.length; i += 1) {
    const code = codes[i] ?? 0;
    if (code === 0) next = {};
    else if (code === 1) next.bold = true;
    else if (code === 2) next.dim = true;
    else if (code === 3) next.italic = true;
    else if (code === 4) next.underline = true;
    else if (code === 22) next = { ...next, bold: false, dim: false };
    else if (code === 23) next.italic = false;
    else if (code === 24) next.underline = false;
    else if (code >= 30 && code <= 37) next.fg = ANSI_COLORS[code - 30];
    else if (code >= 90 && code <= 97) next.fg = ANSI_COLORS[code - 90 + 8];
    else if (code >= 40 && code <= 47) next.bg = ANSI_COLORS[code - 40];
    else if (code >= 100 && code <= 107) next.bg = ANSI_COLORS[code - 100 + 8];
    else if (code === 39) next.fg = undefined;
    else if (code === 49) next.bg = undefined;
    else if (code === 38 || code === 48) {
      const [color, used] = extendedColor(codes, i);
      if (code === 38) next.fg = color;
      else next.bg = color;
      i += used - 1;
    }
  }
  return next;
};

// CSI sequences (SGR ends in `m`; cursor moves and erases are dropped), OSC sequences (titles,
// hyperlinks) and lone two-character escapes.
// eslint-disable-next-line no-control-regex
const ESCAPE = /\x1b\[([0-9;:?]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;

const sameStyle = (a: AnsiStyle, b: AnsiStyle): boolean =>
  a.fg === b.fg && a.bg === b.bg && !!a.bold === !!b.bold && !!a.dim === !!b.dim &&
  !!a.italic === !!b.italic && !!a.underline === !!b.underline;

/** Splits text with ANSI escape codes into runs of plain text and their style; no escape survives. */
export const parseAnsi = (input: string): AnsiSegment[] => {
  const segments: AnsiSegment[] = [];
  let style: AnsiStyle = {};
  let last = 0;
  const push = (text: string): void => {
    if (text === '') return;
    const previous = segments[segments.length - 1];
    if (previous && sameStyle(previous, style)) previous.text += text;
    else segments.push({ text, ...style });
  };
  for (const match of input.matchAll(ESCAPE)) {
    push(input.slice(last, match.index));
    if (match[2] === 'm') style = applySgr(style, match[1] ?? '');
    last = match.index + match[0].length;
  }
  // A stray ESC without a recognisable sequence is dropped too.
  push(input.slice(last).replace(/\x1b/g, '')); // eslint-disable-line no-control-regex
  return segments.map((segment) => {
    // Only the attributes that are on, so spans carry no `data-bold="false"` noise.
    const clean: AnsiSegment = { text: segment.text };
    if (segment.fg) clean.fg = segment.fg;
    if (segment.bg) clean.bg = segment.bg;
    if (segment.bold) clean.bold = true;
    if (segment.dim) clean.dim = true;
    if (segment.italic) clean.italic = true;
    if (segment.underline) clean.underline = true;
    return clean;
  });
};

/** The text without any escape codes (for copying and accessible names). */
export const stripAnsi = (input: string): string => parseAnsi(input).map((segment) => segment.text).join('');
