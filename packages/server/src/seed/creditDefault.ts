// The demo 初赛's credit-default dataset (issue 10): generated with a fixed seed, not real borrower data. Each row
// is a borrower drawn from plausible marginals (age, monthly income in 元, debt ratio, delinquencies…), and
// `default` follows a logistic model of those columns plus an unobserved part, so a sensible model (a logistic
// regression, a small tree ensemble) reaches an AUC of about 0.75–0.85 and none reaches 1.
import { seededRandom } from '@finedu/domain';

/** The dataset's seed: the same rows on every install. */
export const CREDIT_DEFAULT_SEED = 20260301;
export const CREDIT_TRAIN_ROWS = 2000;
export const CREDIT_TEST_ROWS = 1000;

export const CREDIT_COLUMNS = [
  'id',
  'age',
  'income',
  'debt_ratio',
  'credit_lines',
  'late_30_59',
  'late_90',
  'loan_amount',
  'term_months',
  'employment_years',
  'region',
  'default',
] as const;

export interface Borrower {
  id: string;
  age: number;
  /** Monthly income, 元. */
  income: number;
  debt_ratio: number;
  credit_lines: number;
  late_30_59: number;
  late_90: number;
  loan_amount: number;
  term_months: number;
  employment_years: number;
  region: string;
  default: 0 | 1;
}

const REGIONS = ['华东', '华北', '华南', '华中', '西南', '西北', '东北'] as const;
/** Regional effects on the log-odds (a small, learnable signal in a categorical column). */
const REGION_EFFECT: Readonly<Record<(typeof REGIONS)[number], number>> = { 华东: -0.2, 华北: -0.1, 华南: -0.15, 华中: 0, 西南: 0.1, 西北: 0.25, 东北: 0.3 };
const TERMS = [12, 24, 36, 48, 60] as const;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round = (x: number, step: number) => Math.round(x / step) * step;

/** Draws of the standard normal (Box–Muller) and small counts (geometric) from one seeded stream. */
function draws(seed: number) {
  const u = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(Math.max(u(), 1e-12))) * Math.cos(2 * Math.PI * u());
  const geometric = (p: number, max: number) => {
    let n = 0;
    while (n < max && u() > p) n += 1;
    return n;
  };
  return { u, normal, geometric };
}

/** `count` borrowers (ids 100001…), the same for the same seed. */
export function creditDefaultRows(count = CREDIT_TRAIN_ROWS + CREDIT_TEST_ROWS, seed = CREDIT_DEFAULT_SEED): Borrower[] {
  const { u, normal, geometric } = draws(seed);
  const rows: Borrower[] = [];
  for (let i = 0; i < count; i += 1) {
    const age = Math.round(clamp(38 + 10 * normal(), 21, 65));
    const income = round(clamp(Math.exp(Math.log(8000) + 0.5 * normal()), 2500, 80000), 100);
    const employment = Math.round(clamp((age - 21) * u() * 0.9 + normal(), 0, age - 18));
    const debtRatio = Number(clamp(Math.exp(Math.log(0.35) + 0.55 * normal()), 0.01, 1.8).toFixed(3));
    const creditLines = Math.round(clamp(6 + 3 * normal(), 0, 25));
    // Delinquencies cluster: a borrower late once is more often late again.
    const risky = u() < 0.18;
    const late3059 = geometric(risky ? 0.45 : 0.88, 8);
    const late90 = geometric(risky ? 0.6 : 0.97, 5);
    const loan = round(clamp(income * (3 + 15 * u()), 10000, 600000), 1000);
    const term = TERMS[Math.floor(u() * TERMS.length)]!;
    const region = REGIONS[Math.floor(u() * REGIONS.length)]!;
    const logit =
      -2.3 +
      0.9 * late90 +
      0.45 * late3059 +
      1.9 * (debtRatio - 0.35) +
      0.6 * Math.log(loan / (income * 12)) -
      0.8 * Math.log(income / 8000) -
      0.05 * employment -
      0.02 * (age - 38) +
      0.008 * (term - 36) +
      0.06 * Math.max(0, creditLines - 10) +
      REGION_EFFECT[region] +
      // What no column shows (a job loss, an illness): caps the AUC any model can reach.
      0.6 * normal();
    const label: 0 | 1 = u() < 1 / (1 + Math.exp(-logit)) ? 1 : 0;
    rows.push({
      id: String(100001 + i),
      age,
      income,
      debt_ratio: debtRatio,
      credit_lines: creditLines,
      late_30_59: late3059,
      late_90: late90,
      loan_amount: loan,
      term_months: term,
      employment_years: employment,
      region,
      default: label,
    });
  }
  return rows;
}

export interface CreditDefaultFiles {
  /** Training data with the label. */
  train: string;
  /** Test set without the label. */
  test: string;
  /** The test rows' hidden labels (id, default). */
  labels: string;
  /** The test rows (with their labels), for the demo teams' predictions. */
  testRows: Borrower[];
}

const line = (row: Borrower, columns: readonly (keyof Borrower)[]) => columns.map((c) => String(row[c])).join(',');

/** The three CSV files of the demo session: the first CREDIT_TRAIN_ROWS rows train, the rest are the test set. */
export function creditDefaultFiles(rows = creditDefaultRows()): CreditDefaultFiles {
  const trainRows = rows.slice(0, CREDIT_TRAIN_ROWS);
  const testRows = rows.slice(CREDIT_TRAIN_ROWS);
  const all = [...CREDIT_COLUMNS];
  const features = all.filter((c) => c !== 'default');
  const csv = (header: readonly (keyof Borrower)[], list: Borrower[]) => [header.join(','), ...list.map((r) => line(r, header))].join('\n') + '\n';
  return { train: csv(all, trainRows), test: csv(features, testRows), labels: csv(['id', 'default'], testRows), testRows };
}

/**
 * A demo team's predictions: the true label seen through noise (`noise` is the normal noise's standard deviation on
 * a ±1 signal, so 0.6 gives an AUC of about 0.9 and 1.5 about 0.68), squashed into a probability.
 */
export function noisyPredictions(testRows: readonly Borrower[], noise: number, seed: number): string {
  const { normal } = draws(seed);
  const lines = testRows.map((row) => {
    const signal = (row.default === 1 ? 1 : -1) + noise * normal();
    return `${row.id},${(1 / (1 + Math.exp(-signal))).toFixed(6)}`;
  });
  return ['id,default', ...lines].join('\n') + '\n';
}
