// Demo cases (issue 3 §6): three finance cases on data the repo generates deterministically
// (src/modules/cases/demoDatasets.ts: GBM prices of 3 stocks over 500 trading days, seed 20230102;
// 2,000 borrowers from a fixed-seed logistic model, seed 42; 120 monthly returns of 4 asset classes from
// a fixed multivariate normal, seed 7). Each: theory, datasets, a template with locked and TODO cells,
// hidden tests that pass on `solution` and fail on the untouched template, a rubric; published to all colleges.
import type { CaseDataset, CaseParameter, CaseTest, RubricItem, TemplateCell } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { cases, caseTypes } from '../db/schema/index.js';
import type { Seeder } from './types.js';

export const DEMO_CASE_TYPES = ['量化投资', '信用风险', '资产配置'] as const;

export interface DemoCase {
  slug: string;
  type: (typeof DEMO_CASE_TYPES)[number];
  title: string;
  summary: string;
  theory: string;
  difficulty: number;
  tags: string[];
  datasets: CaseDataset[];
  template: TemplateCell[];
  /** Reference answers: cell id → source replacing the template's TODO cell (kept for tests). */
  solution: Record<string, string>;
  tests: CaseTest[];
  rubric: RubricItem[];
  /** Per-student data (issue 16): declared parameters and the generator's source; absent: one dataset for all. */
  parameters?: CaseParameter[];
  generator?: string;
}

const md = (id: string, source: string): TemplateCell => ({ id, type: 'markdown', source, locked: true });
const locked = (id: string, source: string): TemplateCell => ({ id, type: 'code', source, locked: true });
const todo = (id: string, source: string): TemplateCell => ({ id, type: 'code', source, locked: false });

/**
 * The stock case's generator (issue 16): each student's own prices.csv, GBM closes of AAA, BBB and CCC over the same
 * 500 trading days, with start prices, drifts and volatilities drawn from their seed. Runs in the grader's sandbox.
 */
export const STOCK_GENERATOR = [
  'import numpy as np',
  'import pandas as pd',
  '',
  "TICKERS = ['AAA', 'BBB', 'CCC']",
  '',
  '',
  'def generate(seed):',
  '    rng = np.random.default_rng(seed)',
  '    start = {t: round(float(rng.uniform(10, 150)), 2) for t in TICKERS}',
  '    drift = {t: round(float(rng.uniform(0.0, 0.15)), 4) for t in TICKERS}',
  '    volatility = {t: round(float(rng.uniform(0.12, 0.45)), 4) for t in TICKERS}',
  "    days = pd.bdate_range('2023-01-02', periods=500, name='date')",
  '    mu = np.array([drift[t] for t in TICKERS])',
  '    sigma = np.array([volatility[t] for t in TICKERS])',
  '    dt = 1 / 252',
  '    steps = (mu - 0.5 * sigma ** 2) * dt + sigma * np.sqrt(dt) * rng.standard_normal((len(days) - 1, len(TICKERS)))',
  '    paths = np.vstack([np.zeros(len(TICKERS)), np.cumsum(steps, axis=0)])',
  '    prices = pd.DataFrame(np.array([start[t] for t in TICKERS]) * np.exp(paths), index=days, columns=TICKERS)',
  "    csv = prices.to_csv(float_format='%.4f', date_format='%Y-%m-%d')",
  "    return {'files': {'prices.csv': csv}, 'params': {'start_price': start, 'drift': drift, 'volatility': volatility}}",
  '',
].join('\n');

/** The hidden tests read the student's own prices.csv in the grader (never the kernel's `prices`, which the student could change). */
const OWN_PRICES = "import pandas as pd\n_prices = pd.read_csv('prices.csv', parse_dates=['date'], index_col='date')\n";

const stockCase: DemoCase = {
  slug: 'demo-stock-risk',
  type: '量化投资',
  title: '股票收益、波动率与最大回撤',
  summary: '用 pandas 计算三只股票的对数收益率、年化波动率和最大回撤，并用 matplotlib 画出累计收益曲线。',
  difficulty: 2,
  tags: ['pandas', 'matplotlib', '风险度量'],
  theory: [
    '# 收益率、波动率与回撤',
    '',
    '对数收益率：$r_t = \\ln\\frac{P_t}{P_{t-1}}$。',
    '',
    '年化波动率（252 个交易日）：$\\sigma_{ann} = \\sqrt{252}\\,\\operatorname{std}(r_t)$。',
    '',
    '最大回撤：$\\mathrm{MDD} = \\min_t \\left(\\frac{P_t}{\\max_{s \\le t} P_s} - 1\\right)$，是一个负数。',
    '',
    '数据 `prices.csv` 是用几何布朗运动 $dS = \\mu S\\,dt + \\sigma S\\,dW$ 生成的三只股票 500 个交易日的收盘价。',
    '',
    '每位同学的 `prices.csv` 都由自己的种子生成（起始价格、漂移率和波动率各不相同），种子与参数在 `params.json` 中。',
  ].join('\n'),
  datasets: [
    {
      id: 'prices',
      name: '三只股票收盘价',
      filename: 'prices.csv',
      key: 'demo/prices.csv',
      url: '',
      description: '2023-01-02 起 500 个交易日，列 date, AAA, BBB, CCC',
      columns: [
        { name: 'date', type: 'date', description: '交易日' },
        { name: 'AAA', type: 'number', description: '收盘价' },
        { name: 'BBB', type: 'number', description: '收盘价' },
        { name: 'CCC', type: 'number', description: '收盘价' },
      ],
    },
  ],
  template: [
    md('intro', '## 任务\n读取收盘价，计算对数收益率、年化波动率、最大回撤，并画出累计收益曲线。'),
    locked('load', "import numpy as np\nimport pandas as pd\nimport matplotlib.pyplot as plt\n\nprices = pd.read_csv('prices.csv', parse_dates=['date'], index_col='date')\nprices.head()"),
    todo('returns', '# TODO: 每日对数收益率（DataFrame，去掉第一行的缺失值）\nreturns = None'),
    todo('volatility', '# TODO: 年化波动率（Series，索引为股票代码）\nvolatility = None'),
    todo('drawdown', '# TODO: 每只股票的最大回撤（Series，负数）\nmax_drawdown = None'),
    todo('chart', '# TODO: 画出三只股票的累计收益曲线，把图保存在 fig 中\nfig = None'),
  ],
  solution: {
    returns: 'returns = np.log(prices / prices.shift(1)).dropna()\nreturns.head()',
    volatility: 'volatility = returns.std() * np.sqrt(252)\nvolatility',
    drawdown: 'max_drawdown = (prices / prices.cummax() - 1).min()\nmax_drawdown',
    chart: "fig, ax = plt.subplots(figsize=(8, 4))\nfor name in prices.columns:\n    ax.plot(prices.index, prices[name] / prices[name].iloc[0], label=name)\nax.set_title('Cumulative return')\nax.legend()\nplt.show()",
  },
  tests: [
    {
      id: 'returns',
      name: '对数收益率',
      points: 30,
      code: OWN_PRICES + "import numpy as np\nassert returns is not None, 'returns 仍为 None'\n_exp = np.log(_prices / _prices.shift(1)).dropna()\nassert returns.dropna().shape == _exp.shape, 'returns 的形状不对'\nassert np.allclose(returns.dropna().values, _exp.values, atol=1e-9), 'returns 不是对数收益率'",
    },
    {
      id: 'volatility',
      name: '年化波动率',
      points: 30,
      code: OWN_PRICES + "import numpy as np\nassert volatility is not None, 'volatility 仍为 None'\n_exp = np.log(_prices / _prices.shift(1)).dropna().std() * np.sqrt(252)\nassert np.allclose([float(volatility[c]) for c in _exp.index], _exp.values, rtol=1e-3), '年化波动率不对（是否乘以 sqrt(252)？）'",
    },
    {
      id: 'drawdown',
      name: '最大回撤',
      points: 25,
      code: OWN_PRICES + "import numpy as np\nassert max_drawdown is not None, 'max_drawdown 仍为 None'\n_exp = (_prices / _prices.cummax() - 1).min()\nassert np.allclose([float(max_drawdown[c]) for c in _exp.index], _exp.values, atol=1e-6), '最大回撤不对（应为负数）'",
    },
    {
      id: 'chart',
      name: '累计收益图',
      points: 15,
      code: "import matplotlib.figure\nassert isinstance(fig, matplotlib.figure.Figure), 'fig 不是 matplotlib 图'\nassert fig.axes and len(fig.axes[0].lines) >= 3, '图中应有三条曲线'",
    },
  ],
  rubric: [
    { id: 'analysis', name: '结果解读：哪只股票风险最高，为什么', points: 10, description: '' },
    { id: 'style', name: '代码清晰、注释完整', points: 5, description: '' },
  ],
  parameters: [
    { name: 'start_price', description: '每只股票的起始价格' },
    { name: 'drift', description: '每只股票的年化漂移率 μ' },
    { name: 'volatility', description: '每只股票的年化波动率 σ' },
  ],
  generator: STOCK_GENERATOR,
};

const creditCase: DemoCase = {
  slug: 'demo-credit-scoring',
  type: '信用风险',
  title: '逻辑回归信用评分',
  summary: '用 scikit-learn 的逻辑回归预测借款人违约概率，并用 AUC 评估模型。',
  difficulty: 3,
  tags: ['scikit-learn', '逻辑回归', 'AUC'],
  theory: [
    '# 逻辑回归与 AUC',
    '',
    '违约概率：$P(y=1\\mid x) = \\sigma(\\beta_0 + \\beta^\\top x) = \\frac{1}{1+e^{-(\\beta_0+\\beta^\\top x)}}$。',
    '',
    '参数由最大化对数似然 $\\ell(\\beta) = \\sum_i y_i\\ln p_i + (1-y_i)\\ln(1-p_i)$ 得到。',
    '',
    'AUC 是 ROC 曲线下的面积：随机抽一个违约者和一个未违约者，模型给违约者更高分的概率。',
    '',
    '数据 `credit.csv` 由固定种子的逻辑模型生成（2000 个借款人）。',
  ].join('\n'),
  datasets: [
    {
      id: 'credit',
      name: '借款人数据',
      filename: 'credit.csv',
      key: 'demo/credit.csv',
      url: '',
      description: '2000 行：收入、负债率、年龄、逾期次数、是否违约',
      columns: [
        { name: 'id', type: 'number', description: '编号' },
        { name: 'income', type: 'number', description: '年收入' },
        { name: 'debt_ratio', type: 'number', description: '负债率' },
        { name: 'age', type: 'number', description: '年龄' },
        { name: 'late_payments', type: 'number', description: '逾期次数' },
        { name: 'default', type: 'number', description: '是否违约（1 是）' },
      ],
    },
  ],
  template: [
    md('intro', '## 任务\n训练逻辑回归模型预测违约，计算测试集上的 AUC（应高于 0.7）。'),
    locked(
      'load',
      "import pandas as pd\nfrom sklearn.model_selection import train_test_split\n\ncredit = pd.read_csv('credit.csv')\nFEATURES = ['income', 'debt_ratio', 'age', 'late_payments']\nX, y = credit[FEATURES], credit['default']\nX_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=42, stratify=y)\ncredit.describe()",
    ),
    todo('model', '# TODO: 在训练集上拟合逻辑回归模型（提示：先标准化特征）\nmodel = None'),
    todo('auc', '# TODO: 测试集上的违约概率 proba 与 AUC\nproba = None\nauc = None'),
  ],
  solution: {
    model:
      'from sklearn.linear_model import LogisticRegression\nfrom sklearn.pipeline import make_pipeline\nfrom sklearn.preprocessing import StandardScaler\n\nmodel = make_pipeline(StandardScaler(), LogisticRegression(max_iter=1000))\nmodel.fit(X_train, y_train)',
    auc: 'from sklearn.metrics import roc_auc_score\nproba = model.predict_proba(X_test)[:, 1]\nauc = roc_auc_score(y_test, proba)\nprint(f"AUC = {auc:.3f}")',
  },
  tests: [
    {
      id: 'fitted',
      name: '模型已训练',
      points: 30,
      code: "from sklearn.utils.validation import check_is_fitted\nassert model is not None, 'model 仍为 None'\ncheck_is_fitted(model)\nassert hasattr(model, 'predict_proba'), '模型需要能输出概率'",
    },
    {
      id: 'proba',
      name: '违约概率',
      points: 30,
      code: "import numpy as np\nassert proba is not None, 'proba 仍为 None'\n_p = np.asarray(proba)\nassert _p.shape == (len(X_test),), 'proba 应为测试集每行一个概率'\nassert ((_p >= 0) & (_p <= 1)).all(), '概率应在 0 到 1 之间'",
    },
    {
      id: 'auc',
      name: 'AUC 计算正确且高于 0.7',
      points: 40,
      code: "from sklearn.metrics import roc_auc_score\nassert auc is not None, 'auc 仍为 None'\n_exp = roc_auc_score(y_test, model.predict_proba(X_test)[:, 1])\nassert abs(float(auc) - _exp) < 1e-6, 'AUC 与模型的预测不一致'\nassert _exp > 0.7, f'AUC {_exp:.3f} 偏低'",
    },
  ],
  rubric: [
    { id: 'coef', name: '解释各特征系数的方向与经济含义', points: 10, description: '' },
    { id: 'threshold', name: '讨论违约阈值的选择', points: 10, description: '' },
  ],
};

const portfolioCase: DemoCase = {
  slug: 'demo-mean-variance',
  type: '资产配置',
  title: '均值-方差组合与有效前沿',
  summary: '由四类资产的月度收益估计年化均值与协方差，求最小方差组合并画出有效前沿。',
  difficulty: 4,
  tags: ['numpy', '马科维茨', '有效前沿'],
  theory: [
    '# 均值-方差组合（Markowitz）',
    '',
    '组合收益与风险：$\\mu_p = w^\\top\\mu$，$\\sigma_p^2 = w^\\top\\Sigma w$，约束 $\\mathbf{1}^\\top w = 1$（允许卖空）。',
    '',
    '全局最小方差组合：$w_{mv} = \\dfrac{\\Sigma^{-1}\\mathbf{1}}{\\mathbf{1}^\\top\\Sigma^{-1}\\mathbf{1}}$。',
    '',
    '记 $A = \\mathbf{1}^\\top\\Sigma^{-1}\\mathbf{1}$，$B = \\mathbf{1}^\\top\\Sigma^{-1}\\mu$，$C = \\mu^\\top\\Sigma^{-1}\\mu$，$D = AC - B^2$，',
    '有效前沿：$\\sigma^2(r) = \\dfrac{A r^2 - 2 B r + C}{D}$。',
    '',
    '数据 `asset_returns.csv` 是固定种子的多元正态分布生成的 120 个月收益（股票、债券、黄金、REIT）。',
  ].join('\n'),
  datasets: [
    {
      id: 'returns',
      name: '四类资产月度收益',
      filename: 'asset_returns.csv',
      key: 'demo/asset_returns.csv',
      url: '',
      description: '2015-01 至 2024-12，列 date, equity, bond, gold, reit',
      columns: [
        { name: 'date', type: 'date', description: '月末' },
        { name: 'equity', type: 'number', description: '股票' },
        { name: 'bond', type: 'number', description: '债券' },
        { name: 'gold', type: 'number', description: '黄金' },
        { name: 'reit', type: 'number', description: 'REIT' },
      ],
    },
  ],
  template: [
    md('intro', '## 任务\n估计年化均值与协方差，求全局最小方差组合，计算有效前沿并作图。'),
    locked('load', "import numpy as np\nimport pandas as pd\nimport matplotlib.pyplot as plt\n\nmonthly = pd.read_csv('asset_returns.csv', parse_dates=['date'], index_col='date')\nmonthly.describe()"),
    todo('estimates', '# TODO: 年化均值 mu（乘以 12）与年化协方差 cov（乘以 12），均为 numpy 数组\nmu = None\ncov = None'),
    todo('minvar', '# TODO: 全局最小方差组合权重（和为 1，允许卖空）\nw_min_var = None'),
    todo('frontier', "# TODO: 有效前沿：至少 20 个目标收益，DataFrame 列为 ['ret', 'vol']，并画图\nfrontier = None"),
  ],
  solution: {
    estimates: 'mu = monthly.mean().values * 12\ncov = monthly.cov().values * 12\nmu',
    minvar: 'inv = np.linalg.inv(cov)\nones = np.ones(len(mu))\nw_min_var = inv @ ones / (ones @ inv @ ones)\nw_min_var',
    frontier:
      "A = ones @ inv @ ones\nB = ones @ inv @ mu\nC = mu @ inv @ mu\nD = A * C - B ** 2\ntargets = np.linspace(B / A, mu.max() * 1.2, 30)\nfrontier = pd.DataFrame({'ret': targets, 'vol': np.sqrt((A * targets ** 2 - 2 * B * targets + C) / D)})\nplt.plot(frontier['vol'], frontier['ret'])\nplt.xlabel('volatility')\nplt.ylabel('return')\nplt.show()",
  },
  tests: [
    {
      id: 'estimates',
      name: '年化均值与协方差',
      points: 30,
      code: "import numpy as np\nassert mu is not None and cov is not None, 'mu 或 cov 仍为 None'\nassert np.allclose(np.asarray(mu, dtype=float), monthly.mean().values * 12, rtol=1e-6), 'mu 不对（是否年化？）'\nassert np.allclose(np.asarray(cov, dtype=float), monthly.cov().values * 12, rtol=1e-6), 'cov 不对（是否年化？）'",
    },
    {
      id: 'minvar',
      name: '最小方差组合',
      points: 35,
      code: "import numpy as np\nassert w_min_var is not None, 'w_min_var 仍为 None'\n_S = monthly.cov().values * 12\n_inv = np.linalg.inv(_S)\n_one = np.ones(len(_S))\n_w = _inv @ _one / (_one @ _inv @ _one)\n_got = np.asarray(w_min_var, dtype=float).ravel()\nassert abs(_got.sum() - 1) < 1e-6, '权重之和应为 1'\nassert np.allclose(_got, _w, atol=1e-4), '不是最小方差组合'",
    },
    {
      id: 'frontier',
      name: '有效前沿',
      points: 35,
      code: "import numpy as np\nassert frontier is not None, 'frontier 仍为 None'\nassert {'ret', 'vol'} <= set(frontier.columns) and len(frontier) >= 20, 'frontier 应有 ret、vol 两列且至少 20 行'\n_S = monthly.cov().values * 12\n_m = monthly.mean().values * 12\n_inv = np.linalg.inv(_S)\n_one = np.ones(len(_m))\n_A, _B, _C = _one @ _inv @ _one, _one @ _inv @ _m, _m @ _inv @ _m\n_r = frontier['ret'].values.astype(float)\n_v = np.sqrt((_A * _r ** 2 - 2 * _B * _r + _C) / (_A * _C - _B ** 2))\nassert np.allclose(frontier['vol'].values.astype(float), _v, rtol=1e-3), '前沿上的波动率不是该收益下的最小波动率'",
    },
  ],
  rubric: [
    { id: 'interpret', name: '解释最小方差组合的权重（为何债券权重最高）', points: 10, description: '' },
    { id: 'limits', name: '讨论均值-方差模型的局限（估计误差、卖空）', points: 10, description: '' },
  ],
};

export const DEMO_CASES: readonly DemoCase[] = [stockCase, creditCase, portfolioCase];

/** The template with the reference answers filled in (tests and the e2e use it). */
export function solvedCells(demo: DemoCase): TemplateCell[] {
  return demo.template.map((cell) => (demo.solution[cell.id] !== undefined ? { ...cell, source: demo.solution[cell.id]! } : cell));
}

/** Case types and the three demo cases, found again by name and slug (idempotent). */
export const casesSeeder: Seeder = {
  name: 'cases',
  async run({ db, log }) {
    const typeIds = new Map<string, number>();
    for (const [sort, name] of DEMO_CASE_TYPES.entries()) {
      const [existing] = await db.select({ id: caseTypes.id }).from(caseTypes).where(eq(caseTypes.name, name));
      typeIds.set(name, existing?.id ?? (await db.insert(caseTypes).values({ name, sort }).returning({ id: caseTypes.id }))[0]!.id);
    }
    let created = 0;
    for (const demo of DEMO_CASES) {
      const [existing] = await db.select({ id: cases.id }).from(cases).where(eq(cases.slug, demo.slug));
      if (existing) continue;
      await db.insert(cases).values({
        slug: demo.slug,
        typeId: typeIds.get(demo.type)!,
        title: demo.title,
        summary: demo.summary,
        theory: demo.theory,
        difficulty: demo.difficulty,
        tags: demo.tags,
        datasets: demo.datasets,
        template: demo.template,
        tests: demo.tests,
        rubric: demo.rubric,
        parameters: demo.parameters ?? [],
        generator: demo.generator ?? '',
        status: 'published',
        eduIds: [],
      });
      created++;
    }
    if (created > 0) log(`demo cases created: ${created}`);
  },
};
