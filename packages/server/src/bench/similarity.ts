// `npm run bench:similarity -- [--students 200] [--copies 6] [--sample 1000] [--runs 3]`: the similarity report of a
// class (issue 16) on synthetic notebooks. Each student writes the same six-part task from a pool of styles, with their
// own names, constants, comments and extra analysis; `--copies` of them hand in another student's notebook with every
// name renamed and the layout changed. Prints the report's time (median of `--runs`, tokenizing included), whether
// every planted copy ranks in the top pairs, and a baseline measured in the same run: the naive all-pairs comparison
// (the longest common token subsequence of every pair, O(n·m) each), timed on `--sample` random pairs and scaled to
// all pairs of the class. The bar: a class of 200 in under a minute on 2 cores.
import { performance } from 'node:perf_hooks';
import { similarityReport, templateLines, tokensWithoutTemplate, type Submission } from '../modules/similarity/index.js';

interface Options {
  students: number;
  copies: number;
  sample: number;
  runs: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { students: 200, copies: 6, sample: 1000, runs: 3 };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]!.replace(/^--/, '') as keyof Options;
    const value = Number(argv[i + 1]);
    if (!(name in options) || !Number.isInteger(value) || value < 0) throw new Error(`unknown option ${argv[i]} (use --students N --copies N --sample N --runs N)`);
    options[name] = value;
  }
  if (options.students < 2 || options.copies * 2 > options.students) throw new Error('need at least 2 students and copies ≤ students / 2');
  return options;
}

/** mulberry32: the same class on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEMPLATE = [
  'import pandas as pd',
  'import numpy as np',
  "prices = pd.read_csv('prices.csv', parse_dates=['date']).set_index('date')",
  '# 1. daily log returns of every stock',
  'returns = None',
  '# 2. annualised volatility (20-day rolling)',
  'volatility = None',
  '# 3. maximum drawdown',
  'drawdown = None',
  '# 4. moving-average crossover signal',
  'signal = None',
  '# 5. backtest of the signal',
  'equity = None',
  '# 6. summary table',
  'summary = None',
].join('\n');

/** Each part's styles; `$a`, `$b`, `$c` are the student's own names, `$n` their constants. */
const PARTS: string[][] = [
  [
    '$a = np.log(prices / prices.shift(1)).dropna()\nreturns = $a',
    '$a = prices.pct_change()\n$b = np.log1p($a)\nreturns = $b.iloc[1:]',
    "$a = []\nfor col in prices.columns:\n    $b = prices[col].values\n    $a.append(pd.Series(np.diff(np.log($b)), name=col))\nreturns = pd.concat($a, axis=1)",
  ],
  [
    'volatility = returns.rolling($n).std() * np.sqrt(252)',
    '$c = returns.rolling(window=$n, min_periods=$n)\nvolatility = $c.std().mul(252 ** 0.5)',
    'volatility = returns.rolling($n).apply(lambda x: x.std() * np.sqrt(252), raw=True)',
  ],
  [
    '$a = prices.cummax()\ndrawdown = (prices - $a) / $a\n$b = drawdown.min()',
    "$a = {}\nfor col in prices.columns:\n    $b = prices[col]\n    $c = $b.expanding().max()\n    $a[col] = ($b / $c - 1).min()\ndrawdown = pd.Series($a)",
  ],
  [
    '$a = prices.rolling($n).mean()\n$b = prices.rolling($n * 3).mean()\nsignal = ($a > $b).astype(int)',
    "$a = prices.ewm(span=$n).mean()\n$b = prices.ewm(span=$n * 4).mean()\nsignal = np.where($a > $b, 1, 0)\nsignal = pd.DataFrame(signal, index=prices.index, columns=prices.columns)",
    '$c = prices.rolling($n).mean() - prices.rolling($n * 2).mean()\nsignal = $c.apply(np.sign).clip(lower=0)',
  ],
  [
    '$a = signal.shift(1) * returns\nequity = np.exp($a.cumsum())',
    "$a = (signal.shift(1).fillna(0) * returns).sum(axis=1) / len(prices.columns)\nequity = (1 + $a).cumprod()\nprint('final', equity.iloc[-1])",
    "$b = 1.0\n$c = []\nfor day in range(1, len(returns)):\n    $b *= 1 + float((signal.iloc[day - 1] * returns.iloc[day]).mean())\n    $c.append($b)\nequity = pd.Series($c)",
  ],
  [
    "summary = pd.DataFrame({'vol': volatility.iloc[-1], 'mdd': drawdown.min()})\nprint(summary.round(4))",
    "$a = {}\nfor col in prices.columns:\n    $a[col] = {'vol': float(volatility[col].iloc[-1]), 'return': float(returns[col].mean() * 252)}\nsummary = pd.DataFrame($a).T\nprint(summary)",
  ],
];

const WORDS = ['x', 'df', 'tmp', 'res', 'val', 'data', 'arr', 'out', 'ret', 'px', 'ma', 'roll', 'cum', 'peak', 'acc', 'sig', 'pos', 'pnl', 'eq', 'vol'];

function name(random: () => number): string {
  return `${WORDS[Math.floor(random() * WORDS.length)]}_${Math.floor(random() * 1000)}`;
}

/** One student's own notebook: a style per part, own names and constants, comments, a few analyses of their own. */
function notebook(random: () => number): string {
  const lines: string[] = [TEMPLATE];
  for (const part of PARTS) {
    const style = part[Math.floor(random() * part.length)]!;
    const names = { $a: name(random), $b: name(random), $c: name(random) };
    const code = style.replace(/\$[abc]/g, (m) => names[m as keyof typeof names]).replace(/\$n/g, String(5 + Math.floor(random() * 40)));
    if (random() < 0.5) lines.push(`# ${name(random)} step`);
    lines.push(code);
    // Their own extra analysis: a few random statements.
    const extra = Math.floor(random() * 6);
    for (let i = 0; i < extra; i++) {
      const v = name(random);
      const ops = ['mean()', 'std()', 'describe()', 'tail(5)', 'corr()', 'quantile(0.95)', 'skew()', 'kurt()', 'max()', 'idxmax()'];
      const source = ['returns', 'prices', 'volatility', 'drawdown', 'signal', 'equity'][Math.floor(random() * 6)]!;
      lines.push(random() < 0.5 ? `${v} = ${source}.${ops[Math.floor(random() * ops.length)]}\nprint(${v})` : `print(${source}.${ops[Math.floor(random() * ops.length)]}, ${Math.floor(random() * 100)})`);
    }
  }
  return lines.join('\n');
}

/** A copy: every name of the student's own renamed, comments rewritten, spacing changed. */
function disguise(code: string, random: () => number): string {
  const renamed = new Map<string, string>();
  return code
    .split('\n')
    .map((line) => (TEMPLATE.includes(line) ? line : line.replace(/\b[A-Za-z]+_\d+\b/g, (word) => {
      if (!renamed.has(word)) renamed.set(word, `v${renamed.size}_${Math.floor(random() * 100)}`);
      return renamed.get(word)!;
    })))
    .map((line) => (TEMPLATE.includes(line) ? line : line.startsWith('#') ? `# ${'mine '.repeat(1 + Math.floor(random() * 3))}` : line.replace(/ = /g, '=').replace(/, /g, ',')))
    .join('\n');
}

/** The baseline: the longest common subsequence of two token streams (classic O(n·m) dynamic programming). */
function lcs(a: Uint32Array, b: Uint32Array): number {
  let prev = new Uint32Array(b.length + 1);
  let next = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const ai = a[i - 1];
    for (let j = 1; j <= b.length; j++) next[j] = ai === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, next[j - 1]!);
    [prev, next] = [next, prev];
  }
  return prev[b.length]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const random = rng(20260416);
  const subs: Submission[] = [];
  for (let i = 0; i < options.students; i++) subs.push({ id: i + 1, code: notebook(random) });
  // The planted copies: student (students - k) hands in student k's notebook, disguised.
  const planted: Array<[number, number]> = [];
  for (let k = 1; k <= options.copies; k++) {
    const copier = options.students - k + 1;
    subs[copier - 1] = { id: copier, code: disguise(subs[k - 1]!.code, random) };
    planted.push([k, copier]);
  }
  const lines = subs.reduce((n, s) => n + s.code.split('\n').length, 0);

  const times: number[] = [];
  let report = similarityReport(subs, TEMPLATE);
  for (let r = 0; r < Math.max(1, options.runs); r++) {
    const started = performance.now();
    report = similarityReport(subs, TEMPLATE);
    times.push(performance.now() - started);
  }
  const top = new Set(report.pairs.slice(0, options.copies).map((p) => `${p.a}-${p.b}`));
  const found = planted.filter(([a, b]) => top.has(`${a}-${b}`)).length;

  // Baseline: token streams as the report sees them (template removed), LCS of sampled pairs, scaled to all pairs.
  const template = templateLines(TEMPLATE);
  const ids = new Map<string, number>();
  const streams = subs.map((s) => Uint32Array.from(tokensWithoutTemplate(s.code, template), (t) => ids.get(t.text) ?? (ids.set(t.text, ids.size), ids.size - 1)));
  const allPairs = (options.students * (options.students - 1)) / 2;
  const sample = Math.min(options.sample, allPairs);
  const pick = rng(7);
  const baseStarted = performance.now();
  let checksum = 0;
  for (let i = 0; i < sample; i++) {
    const x = Math.floor(pick() * options.students);
    let y = Math.floor(pick() * (options.students - 1));
    if (y >= x) y++;
    checksum += lcs(streams[x]!, streams[y]!);
  }
  const sampleMs = performance.now() - baseStarted;
  const baselineMs = (sampleMs / sample) * allPairs;
  const reportMs = median(times);

  const tokens = streams.reduce((n, s) => n + s.length, 0);
  console.log(`similarity report: ${options.students} notebooks, ${lines} lines, ${tokens} tokens after the template (${Math.round(tokens / options.students)} a notebook)`);
  console.log(`  winnowing (k=${report.options.k}, w=${report.options.w}), all pairs ranked: ${reportMs.toFixed(1)} ms (median of ${times.length}; ${times.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`  pairs sharing a fingerprint: ${report.comparedPairs} of ${allPairs}; top pair ${report.pairs[0]?.a}-${report.pairs[0]?.b} score ${report.pairs[0]?.score}`);
  console.log(`  planted copies in the top ${options.copies}: ${found} of ${planted.length}`);
  console.log(`  baseline, naive all-pairs token LCS: ${sampleMs.toFixed(0)} ms for ${sample} sampled pairs → ${(baselineMs / 1000).toFixed(1)} s for all ${allPairs} pairs (checksum ${checksum})`);
  console.log(`  ratio baseline / winnowing: ${(baselineMs / reportMs).toFixed(0)}×`);
  console.log(`  under a minute for the class: ${reportMs < 60_000 ? 'yes' : 'NO'}`);
  if (found < planted.length || reportMs >= 60_000) process.exitCode = 1;
}

main();
