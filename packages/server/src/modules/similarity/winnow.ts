// Code similarity across a class's submissions (issue 16), as MOSS does it (Schleimer, Wilkerson, Aiken: "Winnowing:
// local algorithms for document fingerprinting", SIGMOD 2003): each submission's Python is reduced to a stream of
// tokens (every identifier one token class, literals one class per kind, comments and layout dropped), the template's
// lines are removed, the stream's k-grams are hashed, and winnowing keeps the minimum hash of every window of w
// consecutive k-gram hashes. Two submissions sharing a run of at least w + k - 1 tokens share at least one fingerprint;
// runs shorter than k tokens never count. A pair's score is the fingerprints they share over the smaller set; the
// matching regions are the shared fingerprints' k-grams, chained along both streams, as line ranges of each.
//
// Renaming variables, reformatting, changing comments or constants changes no token; attribute names after a dot
// (`df.rolling`, `np.log`) are kept as written, since a library's API is not renamed by copying and keeping it tells
// independent pandas code apart. Fingerprints found in the template (the case template, a question's starter code) are
// dropped too, and so are those found in too many submissions (code every student writes), as MOSS's -m option.
//
// Pure and synchronous: no I/O, no clock, no randomness (the same submissions give the same report).

export interface Token {
  /** The token class or text: `V` (an identifier), `S` (a string), `N` (a number), a keyword, an operator, `.name`. */
  text: string;
  /** 1-based line in the source. */
  line: number;
}

export const PYTHON_KEYWORDS: ReadonlySet<string> = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
  'return', 'try', 'while', 'with', 'yield',
]);

/** Longest first, so `**=` is one token and not `**` then `=`. */
const OPERATORS = [
  '**=', '//=', '>>=', '<<=', '...', '->', ':=', '**', '//', '==', '!=', '<=', '>=', '<<', '>>', '+=', '-=', '*=', '/=', '%=', '&=', '|=',
  '^=', '@=', '+', '-', '*', '/', '%', '@', '&', '|', '^', '~', '<', '>', '(', ')', '[', ']', '{', '}', ',', ':', '.', ';', '=',
];

const isIdentStart = (c: string): boolean => /[A-Za-z_]/.test(c) || c.charCodeAt(0) > 0x7f;
const isIdentPart = (c: string): boolean => /[A-Za-z0-9_]/.test(c) || c.charCodeAt(0) > 0x7f;
const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const STRING_PREFIX = /^(?:[rRuUbBfF]|[rR][bBfF]|[bBfF][rR])$/;

/**
 * Python source to tokens. Never throws: an unterminated string runs to the end, an unknown character is dropped.
 * Line numbers count `\n` (a `\r\n` or `\r` is one line end too).
 */
export function tokenize(source: string): Token[] {
  const src = source.replace(/\r\n?/g, '\n');
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const n = src.length;
  let previous = '';
  const push = (text: string, at: number) => {
    tokens.push({ text, line: at });
    previous = text;
  };
  /** A string starting at `start` (its quote); answers the index after it, counting the lines it spans. */
  const skipString = (start: number): number => {
    const quote = src[start]!;
    const triple = src.startsWith(quote.repeat(3), start);
    let j = start + (triple ? 3 : 1);
    while (j < n) {
      const c = src[j]!;
      if (c === '\\') {
        if (src[j + 1] === '\n') line++;
        j += 2;
        continue;
      }
      if (c === '\n') {
        if (!triple) return j; // an unterminated one-line string ends at its line
        line++;
      }
      if (triple ? src.startsWith(quote.repeat(3), j) : c === quote) return j + (triple ? 3 : 1);
      j++;
    }
    return n;
  };
  while (i < n) {
    const c = src[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\f' || c === '\v') {
      i++;
    } else if (c === '#') {
      while (i < n && src[i] !== '\n') i++;
    } else if (c === '\\' && src[i + 1] === '\n') {
      line++;
      i += 2;
    } else if (c === '"' || c === "'") {
      const at = line;
      i = skipString(i);
      push('S', at);
    } else if (isDigit(c) || (c === '.' && isDigit(src[i + 1] ?? ''))) {
      const at = line;
      const hex = c === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X');
      i++;
      while (i < n) {
        const d = src[i]!;
        if (/[0-9A-Za-z_.]/.test(d)) i++;
        else if ((d === '+' || d === '-') && !hex && (src[i - 1] === 'e' || src[i - 1] === 'E')) i++;
        else break;
      }
      push('N', at);
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentPart(src[j]!)) j++;
      const word = src.slice(i, j);
      if ((src[j] === '"' || src[j] === "'") && STRING_PREFIX.test(word)) {
        const at = line;
        i = skipString(j);
        push('S', at);
        continue;
      }
      i = j;
      if (PYTHON_KEYWORDS.has(word)) push(word, line);
      else if (previous === '.') {
        // `df.rolling`: the dot and the attribute become one token `.rolling`.
        tokens.pop();
        push(`.${word}`, line);
      } else push('V', line);
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i));
      if (op === undefined) {
        i++; // `$`, `?`, a stray backtick…: not Python, dropped
        continue;
      }
      push(op, line);
      i += op.length;
    }
  }
  return tokens;
}

/** A line as the template comparison sees it: layout inside it and a trailing comment do not matter. */
export function normalizeLine(line: string): string {
  return line.replace(/\s+#.*$/, '').replace(/\s+/g, ' ').trim();
}

/**
 * The source's tokens without those on lines of the template (a line whose normalized text is a non-blank line of the
 * template, comments and blank lines aside). A student who kept the template and wrote nothing keeps no tokens.
 */
export function tokensWithoutTemplate(source: string, template: ReadonlySet<string>): Token[] {
  const tokens = tokenize(source);
  if (template.size === 0) return tokens;
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const dropped = new Set<number>();
  lines.forEach((text, index) => {
    const key = normalizeLine(text);
    if (key !== '' && template.has(key)) dropped.add(index + 1);
  });
  return dropped.size === 0 ? tokens : tokens.filter((t) => !dropped.has(t.line));
}

/** The template's lines as {@link tokensWithoutTemplate} matches them (blank lines and comment-only lines aside). */
export function templateLines(template: string): Set<string> {
  const out = new Set<string>();
  for (const text of template.replace(/\r\n?/g, '\n').split('\n')) {
    const key = normalizeLine(text);
    if (key !== '' && !key.startsWith('#')) out.add(key);
  }
  return out;
}

/** FNV-1a, 32 bits, of a token's text. */
function tokenId(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's finalizer: spreads a k-gram's combined hash over 32 bits (winnowing picks minima). */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The hash of each k-gram of token ids (index i: tokens i … i+k-1). */
export function kgramHashes(ids: ArrayLike<number>, k: number): Uint32Array {
  const count = Math.max(0, ids.length - k + 1);
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let h = 0;
    for (let j = 0; j < k; j++) h = (Math.imul(h, 31) + ids[i + j]!) | 0;
    out[i] = mix(h);
  }
  return out;
}

export interface Fingerprint {
  hash: number;
  /** The k-gram's index (its first token). */
  at: number;
}

/**
 * Robust winnowing (the paper's §4.1): in each window of `w` consecutive hashes the minimum is selected, the rightmost
 * one on ties; a selection is recorded once, when it changes. Fewer than `w` hashes form one window.
 */
export function winnow(hashes: ArrayLike<number>, w: number): Fingerprint[] {
  const out: Fingerprint[] = [];
  const count = hashes.length;
  if (count === 0) return out;
  const width = Math.min(w, count);
  let chosen = -1;
  for (let start = 0; start + width <= count; start++) {
    const end = start + width - 1;
    if (chosen < start) {
      // The previous minimum left the window: scan it all (rightmost minimum).
      chosen = start;
      for (let i = start + 1; i <= end; i++) if (hashes[i]! <= hashes[chosen]!) chosen = i;
      out.push({ hash: hashes[chosen]!, at: chosen });
    } else if (hashes[end]! <= hashes[chosen]!) {
      chosen = end;
      out.push({ hash: hashes[chosen]!, at: chosen });
    }
  }
  return out;
}

export interface SimilarityOptions {
  /** Tokens per k-gram (noise threshold: shorter matches never count). */
  k: number;
  /** Window of k-gram hashes: a match of w + k - 1 tokens or more is always found. */
  w: number;
  /** Pairs kept, best first. */
  topN: number;
  /** A fingerprint found in more submissions than this is common code and ignored (default max(10, 20 % of them)). */
  maxDocFrequency?: number;
  /** A pair's score divides by at least this many fingerprints, so a few shared lines of a tiny answer score low. */
  minBasis: number;
  /** Outputs shorter than this (after normalizing) are not compared. */
  minOutputChars: number;
}

export const DEFAULT_OPTIONS: SimilarityOptions = { k: 10, w: 8, topN: 100, minBasis: 8, minOutputChars: 16 };

export interface Submission {
  /** The student (or any key). */
  id: number;
  /** The Python source (a notebook's code cells joined). */
  code: string;
  /** What the code printed, if known (null: unknown, not compared). */
  output?: string | null;
}

export interface LineRange {
  /** 1-based, inclusive. */
  from: number;
  to: number;
}

export interface Region {
  a: LineRange;
  b: LineRange;
  /** Tokens of `a` the region's k-grams cover. */
  tokens: number;
}

export interface Pair {
  a: number;
  b: number;
  /** Shared fingerprints over the smaller set (at least minBasis), 0 … 1. */
  score: number;
  shared: number;
  regions: Region[];
}

export interface OutputGroup {
  /** Submissions whose outputs are identical while their code differs. */
  ids: number[];
  /** The start of the shared output. */
  excerpt: string;
}

export interface Report {
  pairs: Pair[];
  outputGroups: OutputGroup[];
  /** Fingerprints per submission (after the template and common code). */
  fingerprints: Record<number, number>;
  /** Pairs compared (sharing at least one fingerprint). */
  comparedPairs: number;
  options: SimilarityOptions;
}

interface Doc {
  id: number;
  tokens: Token[];
  /** Fingerprint hash → k-gram indexes where it was selected. */
  prints: Map<number, number[]>;
}

function fingerprintsOf(tokens: Token[], k: number, w: number): Map<number, number[]> {
  const ids = new Uint32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) ids[i] = tokenId(tokens[i]!.text);
  const prints = new Map<number, number[]>();
  for (const { hash, at } of winnow(kgramHashes(ids, k), w)) {
    const list = prints.get(hash);
    if (list === undefined) prints.set(hash, [at]);
    else list.push(at);
  }
  return prints;
}

/** The k-gram hashes of a text (all of them, not winnowed): the template's code is removed by any of its k-grams. */
function allHashes(source: string, k: number): Set<number> {
  const tokens = tokenize(source);
  const ids = tokens.map((t) => tokenId(t.text));
  return new Set(kgramHashes(ids, k));
}

/** Chains a pair's matched k-grams into regions: both positions move forward, each step within a gap. */
export function regionsOf(a: Doc, b: Doc, shared: number[], k: number, gap: number): Region[] {
  const matches: Array<[number, number]> = [];
  for (const hash of shared) {
    const inA = a.prints.get(hash)!;
    const inB = b.prints.get(hash)!;
    // A hash repeated in both (a line written many times) is matched in order, not as a cross product.
    for (let i = 0; i < Math.min(inA.length, inB.length, 16); i++) matches.push([inA[i]!, inB[i]!]);
  }
  matches.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  interface Chain {
    a0: number;
    a1: number;
    b0: number;
    b1: number;
    lastA: number;
    lastB: number;
    count: number;
  }
  const chains: Chain[] = [];
  for (const [pa, pb] of matches) {
    const open = chains.find((c) => pa >= c.lastA && pa - c.lastA <= gap && pb >= c.lastB && pb - c.lastB <= gap);
    if (open === undefined) chains.push({ a0: pa, a1: pa, b0: pb, b1: pb, lastA: pa, lastB: pb, count: 1 });
    else {
      open.a1 = Math.max(open.a1, pa);
      open.b1 = Math.max(open.b1, pb);
      open.lastA = pa;
      open.lastB = pb;
      open.count++;
    }
  }
  const lineOf = (doc: Doc, index: number) => doc.tokens[Math.min(index, doc.tokens.length - 1)]!.line;
  return chains
    .map((c) => ({
      a: { from: lineOf(a, c.a0), to: lineOf(a, c.a1 + k - 1) },
      b: { from: lineOf(b, c.b0), to: lineOf(b, c.b1 + k - 1) },
      tokens: c.a1 + k - c.a0,
    }))
    .sort((x, y) => x.a.from - y.a.from || x.b.from - y.b.from);
}

/** An output as compared: layout, object addresses and trailing zeros of printed floats do not matter. */
export function normalizeOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/ at 0x[0-9a-fA-F]+/g, ' at 0x')
    .replace(/(\d\.\d*?)0+\b/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
}

/** Code as the "different code" test sees it: without comments and layout (renamed variables still differ). */
const codeKey = (code: string): string =>
  code
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(normalizeLine)
    .filter((l) => l !== '' && !l.startsWith('#'))
    .join('\n');

/**
 * The class's report: pairs ranked by score (then shared fingerprints, then ids), at most `topN`, each with its
 * regions; and the groups of submissions with one identical output and differing code.
 */
export function similarityReport(submissions: readonly Submission[], template: string, options: Partial<SimilarityOptions> = {}): Report {
  const opts: SimilarityOptions = { ...DEFAULT_OPTIONS, ...options };
  const { k, w } = opts;
  const maxDf = opts.maxDocFrequency ?? Math.max(10, Math.ceil(submissions.length * 0.2));
  const lines = templateLines(template);
  const base = allHashes(template, k);
  const docs: Doc[] = submissions.map((s) => {
    const tokens = tokensWithoutTemplate(s.code, lines);
    const prints = fingerprintsOf(tokens, k, w);
    for (const hash of [...prints.keys()]) if (base.has(hash)) prints.delete(hash);
    return { id: s.id, tokens, prints };
  });
  // The inverted index: fingerprint → the submissions holding it.
  const holders = new Map<number, number[]>();
  docs.forEach((doc, index) => {
    for (const hash of doc.prints.keys()) {
      const list = holders.get(hash);
      if (list === undefined) holders.set(hash, [index]);
      else list.push(index);
    }
  });
  for (const [hash, list] of holders) {
    if (list.length > maxDf) {
      holders.delete(hash);
      for (const index of list) docs[index]!.prints.delete(hash);
    }
  }
  // Shared fingerprints per pair (only pairs sharing any are ever touched).
  const n = docs.length;
  const sharedOf = new Map<number, number[]>();
  for (const [hash, list] of holders) {
    if (list.length < 2) continue;
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const key = list[x]! * n + list[y]!;
        const found = sharedOf.get(key);
        if (found === undefined) sharedOf.set(key, [hash]);
        else found.push(hash);
      }
    }
  }
  const scored: Array<{ x: number; y: number; score: number; shared: number[] }> = [];
  for (const [key, shared] of sharedOf) {
    let x = Math.floor(key / n);
    let y = key % n;
    if (docs[x]!.id > docs[y]!.id) [x, y] = [y, x];
    const basis = Math.max(opts.minBasis, Math.min(docs[x]!.prints.size, docs[y]!.prints.size));
    scored.push({ x, y, score: Math.min(1, shared.length / basis), shared });
  }
  const idOf = (index: number) => docs[index]!.id;
  scored.sort((p, q) => q.score - p.score || q.shared.length - p.shared.length || idOf(p.x) - idOf(q.x) || idOf(p.y) - idOf(q.y));
  const pairs = scored.slice(0, opts.topN).map((p): Pair => {
    const a = docs[p.x]!;
    const b = docs[p.y]!;
    return { a: a.id, b: b.id, score: Math.round(p.score * 1000) / 1000, shared: p.shared.length, regions: regionsOf(a, b, p.shared, k, w + k) };
  });

  // Identical outputs, different code.
  const byOutput = new Map<string, Submission[]>();
  for (const s of submissions) {
    if (s.output === null || s.output === undefined) continue;
    const out = normalizeOutput(s.output);
    if (out.length < opts.minOutputChars) continue;
    const list = byOutput.get(out);
    if (list === undefined) byOutput.set(out, [s]);
    else list.push(s);
  }
  const outputGroups: OutputGroup[] = [];
  for (const [out, list] of byOutput) {
    if (list.length < 2) continue;
    if (new Set(list.map((s) => codeKey(s.code))).size < 2) continue;
    outputGroups.push({ ids: list.map((s) => s.id).sort((p, q) => p - q), excerpt: out.slice(0, 300) });
  }
  outputGroups.sort((p, q) => q.ids.length - p.ids.length || p.ids[0]! - q.ids[0]!);

  return {
    pairs,
    outputGroups,
    fingerprints: Object.fromEntries(docs.map((d) => [d.id, d.prints.size])),
    comparedPairs: sharedOf.size,
    options: { ...opts, maxDocFrequency: maxDf },
  };
}
