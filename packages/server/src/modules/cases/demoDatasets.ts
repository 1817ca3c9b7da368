// The demo cases' datasets, generated deterministically (fixed-seed PRNG) so every install has the
// same numbers without shipping data files. Datasets whose key is `demo/<file>` are read from here
// instead of object storage (see datasetBytes in ../classroom/datasetStore.ts).
import { seededRandom } from '@finedu/domain';

/** Standard normal draws (Box–Muller). */
function normals(seed: number): () => number {
  const u = seededRandom(seed);
  return () => {
    const u1 = Math.max(u(), 1e-12);
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u());
  };
}

/** Trading days (Mon–Fri) from `start`. */
function businessDays(start: string, count: number): string[] {
  const days: string[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  while (days.length < count) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

const fixed = (x: number, digits: number): string => x.toFixed(digits);

/**
 * prices.csv: geometric Brownian motion closes of 3 stocks over 500 trading days from 2023-01-02
 * (seed 20230102; drift/volatility per year: AAA 8%/22%, BBB 12%/35%, CCC 4%/15%).
 */
function stockPrices(): string {
  const z = normals(20230102);
  const stocks = [
    { name: 'AAA', s0: 50, mu: 0.08, sigma: 0.22 },
    { name: 'BBB', s0: 120, mu: 0.12, sigma: 0.35 },
    { name: 'CCC', s0: 20, mu: 0.04, sigma: 0.15 },
  ];
  const dt = 1 / 252;
  const level = stocks.map((s) => s.s0);
  const lines = ['date,AAA,BBB,CCC'];
  for (const [i, day] of businessDays('2023-01-02', 500).entries()) {
    if (i > 0) {
      stocks.forEach((s, k) => {
        level[k] = level[k]! * Math.exp((s.mu - 0.5 * s.sigma ** 2) * dt + s.sigma * Math.sqrt(dt) * z());
      });
    }
    lines.push([day, ...level.map((p) => fixed(p, 4))].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * credit.csv: 2,000 borrowers from a fixed-seed logistic model (seed 42):
 * logit P(default) = -2.2 - 0.035·(income/1000) + 2.6·debt_ratio - 0.02·(age-40) + 0.55·late_payments.
 */
function creditData(): string {
  const u = seededRandom(42);
  const z = normals(4242);
  const lines = ['id,income,debt_ratio,age,late_payments,default'];
  for (let i = 1; i <= 2000; i += 1) {
    const income = Math.round(Math.max(8000, 45000 + 18000 * z()));
    const debtRatio = Math.min(1.5, Math.max(0, 0.35 + 0.18 * z()));
    const age = Math.round(Math.min(70, Math.max(21, 40 + 11 * z())));
    const late = Math.min(8, Math.floor(-Math.log(Math.max(u(), 1e-9)) * 0.8));
    const logit = -2.2 - 0.035 * (income / 1000) + 2.6 * debtRatio - 0.02 * (age - 40) + 0.55 * late;
    const p = 1 / (1 + Math.exp(-logit));
    lines.push([i, income, fixed(debtRatio, 4), age, late, u() < p ? 1 : 0].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * asset_returns.csv: 120 monthly returns (2015-01…2024-12) of 4 asset classes from a multivariate
 * normal with fixed means, volatilities and correlations (seed 7, Cholesky factor).
 */
function assetReturns(): string {
  const z = normals(7);
  const names = ['equity', 'bond', 'gold', 'reit'];
  const mean = [0.008, 0.003, 0.004, 0.006];
  const vol = [0.045, 0.012, 0.035, 0.05];
  const corr = [
    [1, -0.2, 0.1, 0.6],
    [-0.2, 1, 0.2, 0],
    [0.1, 0.2, 1, 0.1],
    [0.6, 0, 0.1, 1],
  ];
  const n = names.length;
  const cov = corr.map((row, i) => row.map((c, j) => c * vol[i]! * vol[j]!));
  const chol: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = cov[i]![j]!;
      for (let k = 0; k < j; k += 1) sum -= chol[i]![k]! * chol[j]![k]!;
      chol[i]![j] = i === j ? Math.sqrt(sum) : sum / chol[j]![j]!;
    }
  }
  const lines = [`date,${names.join(',')}`];
  for (let m = 0; m < 120; m += 1) {
    const draws = names.map(() => z());
    const r = names.map((_, i) => mean[i]! + chol[i]!.reduce((acc, l, k) => acc + l * draws[k]!, 0));
    const date = new Date(Date.UTC(2015, m + 1, 0)).toISOString().slice(0, 10);
    lines.push([date, ...r.map((x) => fixed(x, 6))].join(','));
  }
  return `${lines.join('\n')}\n`;
}

const GENERATORS: Record<string, () => string> = {
  'demo/prices.csv': stockPrices,
  'demo/credit.csv': creditData,
  'demo/asset_returns.csv': assetReturns,
};

const cache = new Map<string, Buffer>();

/** The bytes of a generated demo dataset, or null when `key` is not one. */
export function demoDataset(key: string): Buffer | null {
  const generate = GENERATORS[key];
  if (generate === undefined) return null;
  let bytes = cache.get(key);
  if (bytes === undefined) {
    bytes = Buffer.from(generate(), 'utf8');
    cache.set(key, bytes);
  }
  return bytes;
}

export const isDemoKey = (key: string): boolean => key in GENERATORS;
