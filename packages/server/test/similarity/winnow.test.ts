// The similarity module on its own: tokens, template removal, winnowing's guarantee, scores and regions.
import { kgramHashes, normalizeOutput, similarityReport, templateLines, tokenize, tokensWithoutTemplate, winnow } from '../../src/modules/similarity/winnow.js';

const TEMPLATE = [
  'import pandas as pd',
  'import numpy as np',
  '',
  "prices = pd.read_csv('prices.csv', parse_dates=['date'])",
  '# TODO: compute the daily log returns',
  'returns = None',
  '',
  '# TODO: the 20-day rolling volatility, annualised',
  'volatility = None',
].join('\n');

/** One student's honest work, in their own style. */
const ALICE = `${TEMPLATE}
returns = np.log(prices['close'] / prices['close'].shift(1)).dropna()
volatility = returns.rolling(20).std() * np.sqrt(252)
peak = prices['close'].cummax()
drawdown = (prices['close'] - peak) / peak
worst = drawdown.min()
for window in [5, 10, 20]:
    ma = prices['close'].rolling(window).mean()
    print(window, ma.iloc[-1])
summary = {'vol': float(volatility.iloc[-1]), 'mdd': float(worst)}
print(summary)
`;

/** ALICE copied: every variable renamed, comments and layout changed, constants changed. */
const ALICE_RENAMED = `${TEMPLATE}
# my own solution
r = np.log( prices["close"]/prices["close"].shift(1) ).dropna()   # log returns
v = r.rolling(30).std()*np.sqrt(250)
top = prices["close"].cummax()
dd = (prices["close"] - top)/top
low = dd.min()

for n in [3, 6, 9]:
    m = prices["close"].rolling(n).mean()
    print(n, m.iloc[-1])
result = {"volatility": float(v.iloc[-1]), "max_drawdown": float(low)}
print(result)
`;

/** Independent work on the same task. */
const BOB = `${TEMPLATE}
close = prices.set_index('date')['close']
returns = close.pct_change().apply(lambda x: np.log1p(x)).iloc[1:]
volatility = returns.rolling(window=20, min_periods=20).std().mul(252 ** 0.5)
print(volatility.tail())
`;

const CAROL = `${TEMPLATE}
c = prices['close'].values
logs = []
for i in range(1, len(c)):
    logs.append(np.log(c[i]) - np.log(c[i - 1]))
returns = pd.Series(logs)
volatility = returns.rolling(20).apply(lambda s: s.std()).multiply(np.sqrt(252))
print(volatility.describe())
`;

describe('tokenize', () => {
  it('makes identifiers one class, literals one class per kind, and drops comments and layout', () => {
    const tokens = tokenize("x = foo(1.5e-3, 'a#b')  # note\nif x:\n    y = \"\"\"two\nlines\"\"\"\nz = df.mean()");
    expect(tokens.map((t) => t.text)).toEqual(['V', '=', 'V', '(', 'N', ',', 'S', ')', 'if', 'V', ':', 'V', '=', 'S', 'V', '=', 'V', '.mean', '(', ')']);
    // The triple-quoted string spans lines 3–4: the next statement is on line 5.
    expect(tokens.map((t) => t.line)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 5, 5, 5, 5, 5, 5]);
  });

  it('reads prefixed strings, hex, operators and line continuations', () => {
    const tokens = tokenize("a = f'{b}' + rb'\\x00' + 0xFF ** 2\nc //= \\\n  3");
    expect(tokens.map((t) => t.text)).toEqual(['V', '=', 'S', '+', 'S', '+', 'N', '**', 'N', 'V', '//=', 'N']);
    expect(tokens.at(-1)!.line).toBe(3);
  });

  it('never throws on broken source', () => {
    expect(() => tokenize("s = 'unterminated\nt = \"\"\"never closed\n$ ? `")).not.toThrow();
    expect(tokenize("s = 'open\nt = 1").map((t) => t.text)).toEqual(['V', '=', 'S', 'V', '=', 'N']);
  });
});

describe('template removal', () => {
  it('drops the tokens of lines that are the template’s, whatever their layout', () => {
    const lines = templateLines(TEMPLATE);
    expect(tokensWithoutTemplate(TEMPLATE, lines)).toEqual([]);
    const kept = tokensWithoutTemplate(`import  pandas as pd   # again\nanswer = 42\n`, lines);
    expect(kept.map((t) => t.text)).toEqual(['V', '=', 'N']);
    expect(kept[0]!.line).toBe(2);
  });
});

describe('winnowing', () => {
  it('selects the rightmost minimum of each window, once per change', () => {
    const prints = winnow([77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98], 4);
    // The paper's example (figure 2 e/f): 17 17 8 39 17.
    expect(prints.map((p) => p.hash)).toEqual([17, 17, 8, 39, 17]);
    expect(prints.map((p) => p.at)).toEqual([3, 6, 8, 11, 15]);
  });

  it('guarantees a shared fingerprint for any shared run of w + k - 1 tokens', () => {
    const k = 5;
    const w = 4;
    const shared = [11, 12, 13, 14, 15, 16, 17, 18];
    const a = [1, 2, 3, ...shared, 4, 5, 6];
    const b = [9, 9, 9, 9, 9, 9, 9, 9, 9, ...shared, 8, 7];
    const pa = new Set(winnow(kgramHashes(a, k), w).map((p) => p.hash));
    const pb = winnow(kgramHashes(b, k), w).map((p) => p.hash);
    expect(pb.some((h) => pa.has(h))).toBe(true);
  });

  it('handles fewer hashes than a window, and none', () => {
    expect(winnow([5, 3, 9], 8)).toEqual([{ hash: 3, at: 1 }]);
    expect(winnow([], 8)).toEqual([]);
  });
});

describe('similarityReport', () => {
  const subs = [
    { id: 1, code: ALICE },
    { id: 2, code: BOB },
    { id: 3, code: CAROL },
    { id: 4, code: ALICE_RENAMED },
    { id: 5, code: TEMPLATE },
    { id: 6, code: `${TEMPLATE}\n` },
  ];

  it('ranks the copy with renamed variables first, with a high score', () => {
    const report = similarityReport(subs, TEMPLATE);
    const top = report.pairs[0]!;
    expect([top.a, top.b]).toEqual([1, 4]);
    expect(top.score).toBeGreaterThan(0.8);
    for (const other of report.pairs.slice(1)) expect(other.score).toBeLessThan(0.5);
  });

  it('does not count the template: two students who only kept it share nothing', () => {
    const report = similarityReport(subs, TEMPLATE);
    expect(report.fingerprints[5]).toBe(0);
    expect(report.fingerprints[6]).toBe(0);
    expect(report.pairs.some((p) => p.a === 5 || p.b === 5 || p.a === 6 || p.b === 6)).toBe(false);
    // Without the template removed, the same two would share every fingerprint they have.
    const naive = similarityReport(subs, '', { minBasis: 1 });
    const kept = naive.pairs.find((p) => p.a === 5 && p.b === 6)!;
    expect(kept.shared).toBe(naive.fingerprints[5]);
    expect(kept.score).toBe(1);
  });

  it('shows the matching regions as line ranges of each side', () => {
    const top = similarityReport(subs, TEMPLATE).pairs[0]!;
    expect(top.regions.length).toBeGreaterThan(0);
    const alice = ALICE.split('\n');
    const renamed = ALICE_RENAMED.split('\n');
    const first = alice.findIndex((l) => l.startsWith('returns = np.log')) + 1;
    const last = alice.findIndex((l) => l.startsWith('print(summary)')) + 1;
    const covered = (line: number) => top.regions.some((r) => r.a.from <= line && line <= r.a.to);
    // Nearly every line the student wrote is inside a region; no template line is.
    const written = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    expect(written.filter(covered).length).toBeGreaterThanOrEqual(written.length - 2);
    for (const r of top.regions) {
      expect(r.a.from).toBeGreaterThanOrEqual(first);
      expect(r.b.from).toBeGreaterThanOrEqual(renamed.findIndex((l) => l.startsWith('r = np.log')) + 1);
      expect(r.a.to).toBeLessThanOrEqual(alice.length);
      expect(r.b.to).toBeLessThanOrEqual(renamed.length);
    }
  });

  it('lists identical outputs with different code separately, not identical code', () => {
    const report = similarityReport(
      [
        { id: 1, code: ALICE, output: 'vol 0.2134\nmdd -0.3312' },
        { id: 2, code: BOB, output: 'vol   0.21340\n\nmdd -0.3312\n' },
        { id: 3, code: CAROL, output: 'vol 0.25\nmdd -0.41' },
        { id: 7, code: CAROL, output: 'vol 0.25\nmdd -0.41' },
        { id: 8, code: CAROL, output: 'ok' },
        { id: 9, code: BOB, output: 'ok' },
      ],
      TEMPLATE,
    );
    expect(report.outputGroups).toEqual([{ ids: [1, 2], excerpt: 'vol 0.2134\nmdd -0.3312' }]);
  });

  it('ignores code that most of a class shares', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, code: `${ALICE}\nprint(${i})\n` }));
    const report = similarityReport(many, TEMPLATE, { maxDocFrequency: 10 });
    expect(report.pairs).toEqual([]);
  });

  it('is deterministic and keeps at most topN pairs', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: 100 - i, code: i % 2 === 0 ? ALICE : ALICE_RENAMED }));
    const one = similarityReport(many, TEMPLATE, { topN: 20, maxDocFrequency: 30 });
    const two = similarityReport([...many].reverse(), TEMPLATE, { topN: 20, maxDocFrequency: 30 });
    expect(one.pairs).toHaveLength(20);
    expect(one.pairs).toEqual(two.pairs);
  });
});

describe('normalizeOutput', () => {
  it('ignores layout, trailing zeros and object addresses', () => {
    expect(normalizeOutput('  a   1.500\r\n\n<obj at 0x7f3a>  ')).toBe('a 1.5\n<obj at 0x>');
  });
});
