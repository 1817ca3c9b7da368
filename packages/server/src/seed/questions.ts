// Demo question banks and papers (issue 4 §5): a finance bank in the demo college (every type, difficulties 1–5,
// knowledge points, categories), a few platform-bank questions, and two college papers. Idempotent (slugs).
import { QuestionContent, type QuestionContentInput, type QuestionType } from '@finedu/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paperQuestions, papers, questionCategories, questions, users, type PaperSectionRow } from '../db/schema/index.js';
import type { Seeder } from './types.js';

/** The demo papers (the exams seeder schedules an exam from the first one). */
export const DEMO_PAPER_MIDTERM = '金融学基础 期中测验';
export const DEMO_PAPER_PYTHON = 'Python 金融数据分析 随堂练习';

export interface DemoQuestion {
  slug: string;
  bank: 'college' | 'platform';
  category: string;
  type: QuestionType;
  stem: string;
  analysis: string;
  difficulty: number;
  knowledge_points: string[];
  score: number;
  content: QuestionContentInput;
}

const C = { corp: '公司金融', invest: '投资学', risk: '风险管理', python: 'Python 金融编程', accounting: '财务报表分析' } as const;
const PLATFORM_CATEGORY = '平台公共题库';

type Common = Pick<DemoQuestion, 'slug' | 'category' | 'difficulty' | 'knowledge_points' | 'stem' | 'analysis'> & { score?: number; bank?: DemoQuestion['bank'] };

const opts = (texts: string[]) => texts.map((text, i) => ({ key: String.fromCharCode(65 + i), text }));
const single = (q: Common, options: string[], answer: string): DemoQuestion => ({
  bank: 'college',
  score: 2,
  ...q,
  type: 'single',
  content: { type: 'single', options: opts(options), answer },
});
const multiple = (q: Common, options: string[], answer: string[], partial: 'none' | 'proportional' | 'half' = 'half'): DemoQuestion => ({
  bank: 'college',
  score: 4,
  ...q,
  type: 'multiple',
  content: { type: 'multiple', options: opts(options), answer, partial_credit: partial },
});
const judge = (q: Common, answer: boolean): DemoQuestion => ({ bank: 'college', score: 1, ...q, type: 'judge', content: { type: 'judge', answer } });
const blank = (q: Common, blanks: string[][]): DemoQuestion => ({
  bank: 'college',
  score: 3,
  ...q,
  type: 'blank',
  content: { type: 'blank', blanks: blanks.map((alternatives) => ({ alternatives })), ignore_case: true, ignore_spaces: true, wildcard: false },
});
const short = (q: Common, reference: string): DemoQuestion => ({ bank: 'college', score: 10, ...q, type: 'short', content: { type: 'short', reference } });
const program = (q: Common, template: string, tests: Array<{ name: string; code: string; points: number }>): DemoQuestion => ({
  bank: 'college',
  score: tests.reduce((t, x) => t + x.points, 0),
  ...q,
  type: 'program',
  content: { type: 'program', template, tests },
});

// ───────────────────────────── College bank ─────────────────────────────

const SINGLES: DemoQuestion[] = [
  single(
    { slug: 'q-capm-beta', category: C.invest, difficulty: 1, knowledge_points: ['CAPM', '系统性风险'], stem: '在资本资产定价模型（CAPM）中，衡量资产系统性风险的指标是：', analysis: 'CAPM 中 $E(R_i)=R_f+\\beta_i\\,[E(R_m)-R_f]$，$\\beta$ 衡量资产收益对市场组合收益的敏感度，即系统性风险。' },
    ['标准差', '贝塔系数 $\\beta$', '夏普比率', '变异系数'],
    'B',
  ),
  single(
    { slug: 'q-capm-expected', category: C.invest, difficulty: 2, knowledge_points: ['CAPM'], stem: '无风险利率为 3%，市场组合期望收益率为 8%，某股票 $\\beta=1.2$。按 CAPM，该股票的期望收益率为：', analysis: '$3\\% + 1.2 \\times (8\\% - 3\\%) = 9\\%$。' },
    ['8.0%', '9.0%', '9.6%', '12.6%'],
    'B',
  ),
  single(
    { slug: 'q-bond-price-rate', category: C.invest, difficulty: 1, knowledge_points: ['债券定价'], stem: '其他条件不变，市场利率上升时，已发行固定利率债券的价格会：', analysis: '债券价格是未来现金流按市场利率折现的现值，利率上升，现值下降。' },
    ['上升', '下降', '不变', '无法判断'],
    'B',
  ),
  single(
    { slug: 'q-bond-premium', category: C.invest, difficulty: 2, knowledge_points: ['债券定价'], stem: '票面利率 6%、到期收益率 5% 的债券，其市场价格与面值相比：', analysis: '票面利率高于到期收益率时，债券溢价发行，价格高于面值。' },
    ['高于面值（溢价）', '等于面值（平价）', '低于面值（折价）', '与面值无关'],
    'A',
  ),
  single(
    { slug: 'q-duration-zero', category: C.invest, difficulty: 3, knowledge_points: ['久期'], stem: '一只 5 年期零息债券的麦考利久期为：', analysis: '零息债券只有到期一笔现金流，麦考利久期等于期限，即 5 年。' },
    ['小于 5 年', '等于 5 年', '大于 5 年', '取决于市场利率'],
    'B',
  ),
  single(
    { slug: 'q-tvm-pv', category: C.corp, difficulty: 1, knowledge_points: ['货币时间价值'], stem: '年利率 10%，按年复利，两年后收到的 121 元的现值为：', analysis: '$121 / 1.1^2 = 100$ 元。' },
    ['100 元', '110 元', '121 元', '96.8 元'],
    'A',
  ),
  single(
    { slug: 'q-var-def', category: C.risk, difficulty: 2, knowledge_points: ['VaR'], stem: '某组合 1 日 95% VaR 为 100 万元，其含义是：', analysis: 'VaR 是给定置信水平和持有期下的损失分位数：在 95% 的交易日中，1 日损失不超过 100 万元。' },
    ['每天必然损失 100 万元', '有 95% 的把握 1 日损失不超过 100 万元', '最大可能损失为 100 万元', '有 5% 的把握损失不超过 100 万元'],
    'B',
  ),
  single(
    { slug: 'q-bs-vol', category: C.invest, difficulty: 3, knowledge_points: ['Black-Scholes', '期权定价'], stem: '在 Black-Scholes 模型中，其他条件不变，标的资产波动率上升时，欧式看涨期权的价值会：', analysis: '期权的 Vega 为正：波动率越大，到期处于深度实值的可能越大，而损失以权利金为限。' },
    ['下降', '上升', '不变', '先升后降'],
    'B',
  ),
  single(
    { slug: 'q-current-ratio', category: C.accounting, difficulty: 1, knowledge_points: ['财务比率', '偿债能力'], stem: '流动比率的计算公式是：', analysis: '流动比率 = 流动资产 / 流动负债，反映短期偿债能力。' },
    ['流动资产 / 流动负债', '速动资产 / 流动负债', '总负债 / 总资产', '净利润 / 营业收入'],
    'A',
  ),
  single(
    { slug: 'q-credit-auc', category: C.risk, difficulty: 4, knowledge_points: ['信用评分', '模型评估'], stem: '信用评分模型的 AUC 为 0.5 意味着：', analysis: 'AUC=0.5 表示模型对好坏客户的排序能力与随机猜测相同。' },
    ['模型完美区分好坏客户', '模型区分能力与随机猜测相同', '模型预测全部错误', '违约率为 50%'],
    'B',
  ),
  single(
    { slug: 'q-pandas-pct', category: C.python, difficulty: 2, knowledge_points: ['pandas', '收益率计算'], stem: '已知价格序列 `prices` 为 pandas Series，计算简单日收益率应使用：', analysis: '`pct_change()` 计算 $P_t / P_{t-1} - 1$。' },
    ['`prices.diff()`', '`prices.pct_change()`', '`prices.cumsum()`', '`prices.rolling(2).mean()`'],
    'B',
  ),
];

const MULTIPLES: DemoQuestion[] = [
  multiple(
    { slug: 'q-diversifiable', category: C.invest, difficulty: 2, knowledge_points: ['投资组合理论', '系统性风险'], stem: '下列风险中，可以通过分散投资降低的有：', analysis: '公司经营风险、财务风险等非系统性风险可分散；利率、通胀等宏观因素属于系统性风险。' },
    ['某公司管理层变动', '央行加息', '某公司产品召回', '全面通货膨胀'],
    ['A', 'C'],
  ),
  multiple(
    { slug: 'q-duration-factors', category: C.invest, difficulty: 3, knowledge_points: ['久期'], stem: '其他条件不变，会使附息债券久期变长的因素有：', analysis: '期限越长、票面利率越低、到期收益率越低，久期越长。' },
    ['期限更长', '票面利率更高', '到期收益率更低', '票面利率更低'],
    ['A', 'C', 'D'],
    'proportional',
  ),
  multiple(
    { slug: 'q-bs-assumptions', category: C.invest, difficulty: 3, knowledge_points: ['Black-Scholes'], stem: 'Black-Scholes 期权定价模型的假设包括：', analysis: 'BS 假设：股价服从几何布朗运动、无风险利率和波动率为常数、无交易成本、可连续交易、欧式期权。' },
    ['股价服从几何布朗运动', '波动率随时间随机变化', '无风险利率为常数', '不存在交易成本和税收'],
    ['A', 'C', 'D'],
  ),
  multiple(
    { slug: 'q-var-methods', category: C.risk, difficulty: 2, knowledge_points: ['VaR'], stem: '计算 VaR 的常用方法有：', analysis: '参数法（方差-协方差法）、历史模拟法和蒙特卡洛模拟法。' },
    ['历史模拟法', '方差-协方差法', '蒙特卡洛模拟法', '杜邦分析法'],
    ['A', 'B', 'C'],
  ),
  multiple(
    { slug: 'q-cashflow-stmt', category: C.accounting, difficulty: 2, knowledge_points: ['现金流量表'], stem: '现金流量表将现金流分为：', analysis: '经营活动、投资活动和筹资活动三类。' },
    ['经营活动现金流', '投资活动现金流', '筹资活动现金流', '所有者权益现金流'],
    ['A', 'B', 'C'],
  ),
  multiple(
    { slug: 'q-credit-features', category: C.risk, difficulty: 3, knowledge_points: ['信用评分'], stem: '构建个人信用评分卡时，常用的建模步骤包括：', analysis: '分箱与 WOE 编码、IV 筛选变量、逻辑回归建模并转换为分数。' },
    ['变量分箱与 WOE 转换', '按 IV 值筛选变量', '逻辑回归建模', '用未来的违约标签作为特征'],
    ['A', 'B', 'C'],
  ),
  multiple(
    { slug: 'q-numpy-ops', category: C.python, difficulty: 2, knowledge_points: ['numpy'], stem: '设 `r` 是日收益率的 numpy 数组，下列表达式中能算出年化波动率（252 个交易日）的有：', analysis: '`np.std(r, ddof=1) * np.sqrt(252)` 与 `r.std(ddof=1) * 252 ** 0.5` 等价。' },
    ['`np.std(r, ddof=1) * np.sqrt(252)`', '`r.std(ddof=1) * 252 ** 0.5`', '`np.var(r) * 252`', '`r.mean() * 252`'],
    ['A', 'B'],
  ),
];

const JUDGES: DemoQuestion[] = [
  judge({ slug: 'q-j-beta-neg', category: C.invest, difficulty: 2, knowledge_points: ['CAPM'], stem: '贝塔系数可以为负数。', analysis: '与市场反向变动的资产（如某些对冲工具）贝塔为负。' }, true),
  judge({ slug: 'q-j-var-subadd', category: C.risk, difficulty: 4, knowledge_points: ['VaR', '一致性风险度量'], stem: 'VaR 总是满足次可加性，因此是一致性风险度量。', analysis: 'VaR 不一定满足次可加性；ES（预期损失）是一致性风险度量。' }, false),
  judge({ slug: 'q-j-npv', category: C.corp, difficulty: 1, knowledge_points: ['净现值'], stem: '在资本预算中，净现值（NPV）大于零的项目会增加股东财富。', analysis: 'NPV>0 表示项目收益超过资本成本。' }, true),
  judge({ slug: 'q-j-put-call', category: C.invest, difficulty: 3, knowledge_points: ['期权定价', '看涨看跌平价'], stem: '欧式期权的看涨-看跌平价关系为 $C - P = S_0 - K e^{-rT}$（无红利）。', analysis: '这是无套利条件下的平价关系。' }, true),
  judge({ slug: 'q-j-depreciation', category: C.accounting, difficulty: 2, knowledge_points: ['利润表', '现金流量表'], stem: '折旧会减少企业当期经营活动产生的现金流量。', analysis: '折旧是非付现费用，减少利润但不减少现金；间接法下需加回。' }, false),
  judge({ slug: 'q-j-pandas-inplace', category: C.python, difficulty: 1, knowledge_points: ['pandas'], stem: '`df.dropna()` 默认会直接修改 `df` 本身。', analysis: '默认返回新的 DataFrame，原对象不变（除非 `inplace=True`）。' }, false),
  judge({ slug: 'q-j-portfolio-corr', category: C.invest, difficulty: 2, knowledge_points: ['投资组合理论'], stem: '两种资产的相关系数越低，组合分散风险的效果越好。', analysis: '相关系数越低，组合方差中的协方差项越小。' }, true),
];

const BLANKS: DemoQuestion[] = [
  blank(
    { slug: 'q-b-fv', category: C.corp, difficulty: 1, knowledge_points: ['货币时间价值'], stem: '年利率 5%，按年复利，100 元存 2 年后的终值为 ___ 元。', analysis: '$100 \\times 1.05^2 = 110.25$。' },
    [['110.25', '110.250']],
  ),
  blank(
    { slug: 'q-b-portfolio-var', category: C.invest, difficulty: 3, knowledge_points: ['投资组合理论', '组合方差'], stem: '两资产组合，权重各 50%，标准差分别为 20% 与 10%，相关系数为 0。组合方差为 ___（小数表示）。', analysis: '$0.25\\times0.04 + 0.25\\times0.01 = 0.0125$。' },
    [['0.0125', '1.25%']],
  ),
  blank(
    { slug: 'q-b-capm-terms', category: C.invest, difficulty: 1, knowledge_points: ['CAPM'], stem: 'CAPM 公式中 $E(R_m) - R_f$ 称为 {{1}}，$\\beta$ 衡量 {{2}} 风险。', analysis: '市场风险溢价；系统性风险。' },
    [['市场风险溢价', '市场风险溢酬', 'market risk premium'], ['系统性', '系统', '市场', 'systematic']],
  ),
  blank(
    { slug: 'q-b-roe', category: C.accounting, difficulty: 2, knowledge_points: ['杜邦分析', '财务比率'], stem: '杜邦分析中，ROE = 销售净利率 × ___ × 权益乘数。', analysis: 'ROE = 净利润/营收 × 营收/总资产 × 总资产/权益。' },
    [['总资产周转率', '资产周转率']],
  ),
  blank(
    { slug: 'q-b-var-normal', category: C.risk, difficulty: 3, knowledge_points: ['VaR'], stem: '组合日收益服从均值 0、标准差 2% 的正态分布，组合市值 1000 万元。1 日 95% VaR 约为 ___ 万元（$z_{0.95}=1.645$，保留一位小数）。', analysis: '$1.645 \\times 2\\% \\times 1000 = 32.9$ 万元。' },
    [['32.9', '32.90']],
  ),
  blank(
    { slug: 'q-b-mod-duration', category: C.invest, difficulty: 4, knowledge_points: ['久期'], stem: '麦考利久期为 5 年、到期收益率 4%（年付息）的债券，其修正久期约为 ___ 年（保留两位小数）。', analysis: '$D^* = D / (1 + y) = 5 / 1.04 \\approx 4.81$。' },
    [['4.81']],
  ),
  blank(
    { slug: 'q-b-pandas', category: C.python, difficulty: 2, knowledge_points: ['pandas'], stem: '对 DataFrame `df` 按列 `code` 分组求 `ret` 的平均值：`df.___("code")["ret"].mean()`。', analysis: '`groupby`。' },
    [['groupby']],
  ),
];

const NUMERICS: DemoQuestion[] = [
  {
    slug: 'q-n-npv',
    bank: 'college',
    category: C.corp,
    difficulty: 2,
    knowledge_points: ['净现值', '货币时间价值'],
    score: 4,
    type: 'numeric',
    stem: '某项目初始投资 100 万元，未来 3 年每年末产生现金流 45 万元，折现率 10%。该项目的净现值（NPV）为多少万元？（保留两位小数，可带单位）',
    analysis: '$NPV = -100 + 45 \\times \\frac{1 - 1.1^{-3}}{0.1} \\approx 11.91$ 万元。误差 ±0.01 万元内得满分，±0.5 万元内得一半分。',
    content: {
      type: 'numeric',
      answers: [
        { value: 11.908, tolerance: { kind: 'absolute', amount: 0.01 }, credit: 1 },
        { value: 11.908, tolerance: { kind: 'absolute', amount: 0.5 }, credit: 0.5 },
      ],
      units: [
        { name: '万元', multiplier: 1 },
        { name: '元', multiplier: 0.0001 },
      ],
      unit_required: false,
      precision: null,
    },
  },
  {
    slug: 'q-c-pmt',
    bank: 'college',
    category: C.corp,
    difficulty: 3,
    knowledge_points: ['年金', '货币时间价值'],
    score: 5,
    type: 'calculated',
    stem: '某同学申请助学贷款 {loan} 元，年利率 {rate}%，按月等额本息还款，期限 {years} 年。每月还款额为多少元？（保留两位小数）',
    analysis: '每月还款额 $= PMT(r/12, 12n, -P)$：月利率为年利率的十二分之一，期数为年数乘以 12。每位学生的数值不同，误差 ±0.5% 内得满分。',
    content: {
      type: 'calculated',
      variables: [
        { name: 'loan', kind: 'list', values: [20000, 30000, 40000, 50000, 60000] },
        { name: 'rate', kind: 'range', min: 3, max: 6, step: 0.25 },
        { name: 'years', kind: 'range', min: 2, max: 6, step: 1 },
      ],
      formula: 'PMT(rate / 100 / 12, years * 12, -loan)',
      tolerance: { kind: 'relative', amount: 0.005 },
      units: [{ name: '元', multiplier: 1 }],
      unit_required: false,
      precision: null,
    },
  },
];

const SHORTS: DemoQuestion[] = [
  short(
    { slug: 'q-s-capm-limits', category: C.invest, difficulty: 3, knowledge_points: ['CAPM'], stem: '简述 CAPM 的主要假设及其在实证中的局限。', analysis: '要点：假设（投资者理性、均值-方差偏好、无摩擦市场、同质预期、可无限借贷）；局限（市场组合不可观测、贝塔不稳定、规模与价值效应等异象）。' },
    '假设：投资者是风险厌恶的均值-方差优化者；市场无摩擦、无税无交易成本；可按无风险利率无限借贷；投资者有同质预期；单期模型。\n局限：真正的市场组合不可观测（Roll 批判）；贝塔随时间变化；实证中存在规模、价值、动量等异象，单因子不足以解释截面收益。',
  ),
  short(
    { slug: 'q-s-var-es', category: C.risk, difficulty: 4, knowledge_points: ['VaR', '预期损失'], stem: '比较 VaR 与预期损失（ES）两种风险度量，并说明巴塞尔协议为何转向 ES。', analysis: '要点：VaR 只给分位数，不反映尾部损失大小、不满足次可加性；ES 是超过 VaR 时损失的条件期望，满足一致性。' },
    'VaR 是给定置信水平下的损失分位数，易理解但不描述尾部损失的大小，也不满足次可加性。ES 是损失超过 VaR 时的条件期望，刻画尾部风险，满足一致性风险度量的四条公理。巴塞尔 FRTB 改用 97.5% ES 以更好捕捉尾部风险。',
  ),
  short(
    { slug: 'q-s-statements', category: C.accounting, difficulty: 2, knowledge_points: ['财务报表', '现金流量表'], stem: '说明利润表中的净利润与现金流量表中经营活动现金流量净额可能不一致的原因。', analysis: '权责发生制 vs 收付实现制；非付现费用；营运资本变动。' },
    '利润表按权责发生制确认收入费用，现金流量表按收付实现制。差异来自：折旧摊销等非付现费用；应收、存货、应付等营运资本的变动；投资收益、财务费用等非经营项目的调整。',
  ),
  short(
    { slug: 'q-s-credit-score', category: C.risk, difficulty: 3, knowledge_points: ['信用评分'], stem: '简述信用评分卡从逻辑回归结果到分数的转换方法。', analysis: '分数 = A − B × ln(odds)，用基准分和 PDO 确定 A、B。' },
    '设定基准分（如 600 分对应 odds 50:1）和 PDO（odds 翻倍分数变化，如 20 分），B = PDO/ln2，A = 基准分 + B·ln(基准 odds)；客户分数 = A − B·ln(p/(1−p))，再按各变量的 WOE×系数拆分成分项得分。',
  ),
  short(
    { slug: 'q-s-bs-intuition', category: C.invest, difficulty: 3, knowledge_points: ['Black-Scholes', '期权定价'], stem: '用直觉解释 Black-Scholes 公式 $C = S_0N(d_1) - Ke^{-rT}N(d_2)$ 中两项的含义。', analysis: '$N(d_2)$ 为风险中性下到期行权概率；$S_0N(d_1)$ 为行权时获得股票的现值。' },
    '$Ke^{-rT}N(d_2)$ 是风险中性世界中到期行权时支付执行价的期望现值，$N(d_2)$ 是行权概率；$S_0N(d_1)$ 是行权时得到股票的期望现值，$N(d_1)$ 也是期权的 Delta，即复制组合中持有的股票数量。',
  ),
];

const PROGRAMS: DemoQuestion[] = [
  program(
    { slug: 'q-p-npv', category: C.python, difficulty: 2, knowledge_points: ['净现值', 'Python 基础'], stem: '编写函数 `npv(rate, cashflows)`：`cashflows[0]` 发生在第 0 期，`cashflows[t]` 在第 t 期末，返回按 `rate` 折现的净现值。', analysis: '$NPV = \\sum_t CF_t/(1+r)^t$。' },
    'def npv(rate, cashflows):\n    # 在这里编写代码\n    pass\n',
    [
      { name: '两期现金流', code: 'assert abs(npv(0.1, [-100, 60, 60]) - 4.1322314) < 1e-6', points: 4 },
      { name: '利率为零', code: 'assert abs(npv(0.0, [-100, 50, 50]) - 0.0) < 1e-9', points: 3 },
      { name: '只有初始现金流', code: 'assert abs(npv(0.05, [250]) - 250) < 1e-9', points: 3 },
    ],
  ),
  program(
    { slug: 'q-p-annual-vol', category: C.python, difficulty: 2, knowledge_points: ['numpy', '波动率'], stem: '编写函数 `annual_volatility(prices)`：输入一维价格序列（list 或 numpy 数组），计算对数收益率的样本标准差（ddof=1）并按 252 个交易日年化。', analysis: '`np.diff(np.log(p)).std(ddof=1) * np.sqrt(252)`。' },
    'import numpy as np\n\ndef annual_volatility(prices):\n    # 在这里编写代码\n    pass\n',
    [
      { name: '常数价格波动率为 0', code: 'assert abs(annual_volatility([10, 10, 10, 10])) < 1e-12', points: 3 },
      {
        name: '与参考实现一致',
        code: 'import numpy as np\n_p = np.array([100, 101, 99.5, 102, 103.5, 101.2])\n_r = np.diff(np.log(_p))\nassert abs(annual_volatility(_p) - _r.std(ddof=1) * np.sqrt(252)) < 1e-9',
        points: 5,
      },
      { name: '接受 list 输入', code: 'assert annual_volatility([1, 2, 4, 8]) < 1e-9', points: 2 },
    ],
  ),
  program(
    { slug: 'q-p-max-drawdown', category: C.python, difficulty: 3, knowledge_points: ['pandas', '最大回撤'], stem: '编写函数 `max_drawdown(prices)`：输入 pandas Series 价格序列，返回最大回撤（负数或 0），即 $\\min_t (P_t / \\max_{s\\le t} P_s - 1)$。', analysis: '`(prices / prices.cummax() - 1).min()`。' },
    'import pandas as pd\n\ndef max_drawdown(prices: pd.Series) -> float:\n    # 在这里编写代码\n    pass\n',
    [
      { name: '单调上涨无回撤', code: 'import pandas as pd\nassert max_drawdown(pd.Series([1, 2, 3, 4])) == 0', points: 3 },
      { name: '先涨后跌', code: 'import pandas as pd\nassert abs(max_drawdown(pd.Series([100, 120, 90, 130, 65])) - (-0.5)) < 1e-12', points: 4 },
      { name: '返回浮点数', code: 'import pandas as pd\nassert isinstance(float(max_drawdown(pd.Series([3.0, 1.5, 2.0]))), float)', points: 3 },
    ],
  ),
  program(
    { slug: 'q-p-bond-price', category: C.python, difficulty: 3, knowledge_points: ['债券定价', 'Python 基础'], stem: '编写函数 `bond_price(face, coupon_rate, ytm, years)`：每年付息一次的债券价格（到期还本）。', analysis: '$P = \\sum_{t=1}^{n} \\frac{cF}{(1+y)^t} + \\frac{F}{(1+y)^n}$。' },
    'def bond_price(face, coupon_rate, ytm, years):\n    # 在这里编写代码\n    pass\n',
    [
      { name: '平价债券', code: 'assert abs(bond_price(100, 0.05, 0.05, 10) - 100) < 1e-9', points: 4 },
      { name: '溢价债券', code: 'assert abs(bond_price(1000, 0.06, 0.05, 3) - 1027.2324) < 1e-3', points: 3 },
      { name: '零息债券', code: 'assert abs(bond_price(100, 0.0, 0.1, 2) - 82.6446281) < 1e-6', points: 3 },
    ],
  ),
  program(
    { slug: 'q-p-portfolio-var', category: C.python, difficulty: 4, knowledge_points: ['numpy', '组合方差'], stem: '编写函数 `portfolio_variance(weights, cov)`：权重向量与协方差矩阵（numpy 数组）计算组合方差 $w^\\top \\Sigma w$。', analysis: '`float(w @ cov @ w)`。' },
    'import numpy as np\n\ndef portfolio_variance(weights, cov):\n    # 在这里编写代码\n    pass\n',
    [
      { name: '两资产不相关', code: 'import numpy as np\nassert abs(portfolio_variance(np.array([0.5, 0.5]), np.diag([0.04, 0.01])) - 0.0125) < 1e-12', points: 4 },
      {
        name: '三资产与参考一致',
        code: 'import numpy as np\n_w = np.array([0.2, 0.3, 0.5])\n_c = np.array([[0.04, 0.006, 0.01], [0.006, 0.09, 0.012], [0.01, 0.012, 0.0225]])\nassert abs(portfolio_variance(_w, _c) - float(_w @ _c @ _w)) < 1e-12',
        points: 6,
      },
    ],
  ),
];

/** The fixed closing prices of the notebook question (its locked cell builds them; its tests compute from them again). */
const NOTEBOOK_PRICES = '[100.0, 101.2, 100.5, 102.3, 103.1, 102.4, 104.0, 105.2, 104.6, 106.0]';

// A notebook task (issue 16): a starting notebook with locked cells, and hidden tests that run in the grader and ask the
// student's fresh kernel for `annual_return` and `annual_volatility`, checking them against their own computation.
const NOTEBOOKS: DemoQuestion[] = [
  {
    slug: 'q-n-annualized',
    bank: 'college',
    category: C.python,
    type: 'notebook',
    difficulty: 2,
    knowledge_points: ['pandas', '收益率计算', '波动率'],
    score: 10,
    stem: '用笔记本计算一只股票的年化收益率与年化波动率',
    analysis: '`r = prices.pct_change().dropna()`；`annual_return = r.mean() * 252`；`annual_volatility = r.std(ddof=1) * np.sqrt(252)`。',
    content: {
      type: 'notebook',
      cells: [
        {
          type: 'markdown',
          source:
            '## 年化收益率与年化波动率\n\n下一个单元格给出一只股票 10 个交易日的收盘价 `prices`（pandas Series）。请在最后一个单元格中：\n\n1. 计算简单日收益率 $r_t = P_t / P_{t-1} - 1$；\n2. `annual_return`：日收益率均值 × 252；\n3. `annual_volatility`：日收益率的样本标准差（ddof=1）× $\\sqrt{252}$。\n\n提交后，隐藏测试在新的内核中运行你的全部代码单元格，并检查这两个变量。',
          locked: true,
        },
        {
          type: 'code',
          source: `import numpy as np\nimport pandas as pd\n\nprices = pd.Series(${NOTEBOOK_PRICES}, index=pd.bdate_range('2024-01-02', periods=10), name='close')\nprices`,
          locked: true,
        },
        { type: 'code', source: '# 在此计算 annual_return 与 annual_volatility\n', locked: false },
      ],
      tests: [
        {
          name: '年化收益率',
          code: `import numpy as np\n_p = np.array(${NOTEBOOK_PRICES})\n_r = _p[1:] / _p[:-1] - 1\nassert abs(float(annual_return) - _r.mean() * 252) < 1e-6`,
          points: 5,
        },
        {
          name: '年化波动率',
          code: `import numpy as np\n_p = np.array(${NOTEBOOK_PRICES})\n_r = _p[1:] / _p[:-1] - 1\nassert abs(float(annual_volatility) - _r.std(ddof=1) * np.sqrt(252)) < 1e-6`,
          points: 5,
        },
      ],
    },
  },
];

const CASES: DemoQuestion[] = [
  {
    slug: 'q-c-capital-budget',
    bank: 'college',
    category: C.corp,
    type: 'case',
    difficulty: 3,
    knowledge_points: ['净现值', '内部收益率', '货币时间价值'],
    score: 14,
    stem: '阅读以下材料，回答小题。',
    analysis: '综合考察 NPV 与 IRR 的计算和决策规则。',
    content: {
      type: 'case',
      material:
        '某公司考虑投资一条新生产线：期初投资 1000 万元，之后 3 年每年末产生税后现金流 400 万元，项目无残值。公司加权平均资本成本（WACC）为 10%。\n\n| 年份 | 0 | 1 | 2 | 3 |\n|---|---|---|---|---|\n| 现金流（万元） | -1000 | 400 | 400 | 400 |',
      dataset_url: null,
      children: [
        { key: 'a', stem: '项目的 NPV 约为 ___ 万元（保留一位小数）。', score: 4, analysis: '$-1000 + 400 \\times 2.4869 = -5.3$。', content: { type: 'blank', blanks: [{ alternatives: ['-5.3', '-5.26'] }], ignore_case: true, ignore_spaces: true, wildcard: false } },
        { key: 'b', stem: '按 NPV 规则，公司应当：', score: 2, analysis: 'NPV<0，拒绝。', content: { type: 'single', options: opts(['接受该项目', '拒绝该项目', '无法判断']), answer: 'B' } },
        { key: 'c', stem: '该项目的 IRR 低于 10%。', score: 2, analysis: 'NPV 在 10% 折现率下为负，IRR < 10%（约 9.7%）。', content: { type: 'judge', answer: true } },
        { key: 'd', stem: '若 WACC 降到 8%，结论会如何变化？请说明理由。', score: 6, analysis: '8% 下 NPV≈30.8 万元 > 0，应接受。', content: { type: 'short', reference: '8% 时年金现值系数约 2.5771，NPV = -1000 + 400×2.5771 ≈ 30.8 万元 > 0，项目可接受；结论对折现率敏感。' } },
      ],
    },
  },
  {
    slug: 'q-c-credit-data',
    bank: 'college',
    category: C.risk,
    type: 'case',
    difficulty: 4,
    knowledge_points: ['信用评分', 'pandas'],
    score: 16,
    stem: '某消费金融公司提供了借款人样本，请完成以下分析。',
    analysis: '考察违约率计算、WOE 与 pandas 分组统计。',
    content: {
      type: 'case',
      material: '样本共 2000 名借款人，字段：`age`（年龄）、`income`（月收入，元）、`debt_ratio`（负债收入比）、`default`（1 为违约）。整体违约率为 12%。',
      dataset_url: null,
      children: [
        { key: 'a', stem: '样本中违约的借款人共 ___ 人。', score: 3, analysis: '2000 × 12% = 240。', content: { type: 'blank', blanks: [{ alternatives: ['240'] }], ignore_case: true, ignore_spaces: true, wildcard: false } },
        { key: 'b', stem: '某一分箱中违约占全部违约的比例高于非违约占全部非违约的比例，则该箱的 WOE（定义为 $\\ln(\\text{好占比}/\\text{坏占比})$）：', score: 3, analysis: '好占比/坏占比 < 1，WOE 为负。', content: { type: 'single', options: opts(['为正', '为负', '为零']), answer: 'B' } },
        {
          key: 'c',
          stem: '编写函数 `default_rate_by(df, col)`：返回按 `col` 分组的违约率（`default` 的均值）Series。',
          score: 10,
          analysis: '`df.groupby(col)["default"].mean()`。',
          content: {
            type: 'program',
            template: 'import pandas as pd\n\ndef default_rate_by(df, col):\n    pass\n',
            tests: [
              { name: '分组违约率', code: 'import pandas as pd\n_d = pd.DataFrame({"g": ["a", "a", "b", "b"], "default": [1, 0, 0, 0]})\n_s = default_rate_by(_d, "g")\nassert abs(_s["a"] - 0.5) < 1e-12 and _s["b"] == 0', points: 6 },
              { name: '返回 Series', code: 'import pandas as pd\n_d = pd.DataFrame({"g": [1, 2], "default": [1, 1]})\nassert isinstance(default_rate_by(_d, "g"), pd.Series)', points: 4 },
            ],
          },
        },
      ],
    },
  },
  {
    slug: 'q-c-statements',
    bank: 'college',
    category: C.accounting,
    type: 'case',
    difficulty: 2,
    knowledge_points: ['财务报表', '财务比率'],
    score: 10,
    stem: '根据下列简化财务数据回答问题（单位：万元）。',
    analysis: '考察基本财务比率。',
    content: {
      type: 'case',
      material: '流动资产 600，其中存货 200；流动负债 300；总资产 2000；股东权益 800；营业收入 2500；净利润 160。',
      dataset_url: null,
      children: [
        { key: 'a', stem: '流动比率为 ___。', score: 2, analysis: '600/300 = 2。', content: { type: 'blank', blanks: [{ alternatives: ['2', '2.0', '2.00'] }], ignore_case: true, ignore_spaces: true, wildcard: false } },
        { key: 'b', stem: '速动比率为 ___（保留两位小数）。', score: 2, analysis: '(600-200)/300 ≈ 1.33。', content: { type: 'blank', blanks: [{ alternatives: ['1.33'] }], ignore_case: true, ignore_spaces: true, wildcard: false } },
        { key: 'c', stem: 'ROE 为：', score: 2, analysis: '160/800 = 20%。', content: { type: 'single', options: opts(['6.4%', '8%', '20%', '32%']), answer: 'C' } },
        { key: 'd', stem: '资产负债率高于 50%。', score: 1, analysis: '(2000-800)/2000 = 60%。', content: { type: 'judge', answer: true } },
        { key: 'e', stem: '结合以上比率，简要评价公司的偿债能力。', score: 3, analysis: '短期偿债能力尚可，长期负债水平偏高。', content: { type: 'short', reference: '流动比率 2、速动比率 1.33，短期偿债能力良好；资产负债率 60%，财务杠杆偏高，需关注长期偿债压力。' } },
      ],
    },
  },
];

// ───────────────────────────── Platform bank ─────────────────────────────

const platform = (q: DemoQuestion): DemoQuestion => ({ ...q, bank: 'platform', category: PLATFORM_CATEGORY });
const PLATFORM: DemoQuestion[] = [
  platform(single({ slug: 'p-sharpe', category: '', difficulty: 2, knowledge_points: ['夏普比率'], stem: '夏普比率衡量的是：', analysis: '单位总风险的超额收益：$(R_p - R_f)/\\sigma_p$。' }, ['单位系统性风险的超额收益', '单位总风险的超额收益', '组合的绝对收益', '跟踪误差'], 'B')),
  platform(single({ slug: 'p-efficient', category: '', difficulty: 1, knowledge_points: ['投资组合理论'], stem: '马科维茨有效前沿上的组合满足：', analysis: '给定风险下收益最高（给定收益下风险最小）。' }, ['给定风险下期望收益最高', '收益一定最高', '风险一定最低', '贝塔等于 1'], 'A')),
  platform(multiple({ slug: 'p-liquidity', category: '', difficulty: 2, knowledge_points: ['偿债能力', '财务比率'], stem: '下列指标中反映短期偿债能力的有：', analysis: '流动比率、速动比率、现金比率。' }, ['流动比率', '速动比率', '现金比率', '资产负债率'], ['A', 'B', 'C'])),
  platform(judge({ slug: 'p-j-rate', category: '', difficulty: 1, knowledge_points: ['货币时间价值'], stem: '名义年利率相同时，按月复利的有效年利率高于按年复利。', analysis: '$(1+r/12)^{12} > 1+r$。' }, true)),
  platform(judge({ slug: 'p-j-forward', category: '', difficulty: 2, knowledge_points: ['衍生品'], stem: '远期合约签订时双方都需要支付期权费。', analysis: '远期合约签订时价值为零，不支付费用。' }, false)),
  platform(blank({ slug: 'p-b-rule72', category: '', difficulty: 1, knowledge_points: ['货币时间价值'], stem: '按“72 法则”，年收益率 8% 时资金翻倍大约需要 ___ 年。', analysis: '72 / 8 = 9。' }, [['9', '九']])),
  platform(short({ slug: 'p-s-efficient-market', category: '', difficulty: 3, knowledge_points: ['有效市场假说'], stem: '简述有效市场假说的三种形式。', analysis: '弱式、半强式、强式。' }, '弱式有效：价格反映全部历史信息，技术分析无效；半强式：反映全部公开信息，基本面分析无超额收益；强式：反映全部信息（包括内幕信息）。')),
  platform(
    program(
      { slug: 'p-p-cagr', category: '', difficulty: 2, knowledge_points: ['Python 基础', '收益率计算'], stem: '编写函数 `cagr(begin, end, years)` 返回年复合增长率。', analysis: '$(end/begin)^{1/years} - 1$。' },
      'def cagr(begin, end, years):\n    pass\n',
      [
        { name: '翻倍', code: 'assert abs(cagr(100, 200, 1) - 1.0) < 1e-12', points: 5 },
        { name: '两年 21%', code: 'assert abs(cagr(100, 121, 2) - 0.1) < 1e-12', points: 5 },
      ],
    ),
  ),
];

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [...SINGLES, ...MULTIPLES, ...JUDGES, ...BLANKS, ...NUMERICS, ...SHORTS, ...PROGRAMS, ...NOTEBOOKS, ...CASES, ...PLATFORM];

interface DemoPaper {
  slug: string;
  title: string;
  description: string;
  duration: number;
  sections: Array<{ title: string; description: string; questions: Array<[slug: string, score?: number]> }>;
}

export const DEMO_PAPERS: readonly DemoPaper[] = [
  {
    slug: 'paper-midterm',
    title: DEMO_PAPER_MIDTERM,
    description: '覆盖货币时间价值、CAPM、债券与久期、组合理论、VaR、期权与财务报表；含编程题与案例分析题。',
    duration: 90,
    sections: [
      { title: '一、单项选择题', description: '每题 2 分', questions: [['q-capm-beta'], ['q-capm-expected'], ['q-bond-price-rate'], ['q-tvm-pv'], ['q-var-def']] },
      { title: '二、多项选择题', description: '每题 4 分，少选得一半分，错选不得分', questions: [['q-diversifiable'], ['q-var-methods'], ['q-cashflow-stmt']] },
      { title: '三、判断题', description: '每题 1 分', questions: [['q-j-beta-neg'], ['q-j-npv'], ['q-j-depreciation'], ['q-j-portfolio-corr']] },
      { title: '四、填空题', description: '每题 3 分', questions: [['q-b-fv'], ['q-b-capm-terms', 4], ['q-b-var-normal']] },
      { title: '五、简答题', description: '每题 10 分', questions: [['q-s-capm-limits'], ['q-s-statements']] },
      { title: '六、编程题', description: '运行隐藏测试评分', questions: [['q-p-npv']] },
      { title: '七、案例分析题', description: '按小题计分', questions: [['q-c-capital-budget']] },
    ],
  },
  {
    slug: 'paper-python',
    title: DEMO_PAPER_PYTHON,
    description: '用 numpy 与 pandas 完成常见金融计算，提交后自动运行隐藏测试。',
    duration: 45,
    sections: [
      { title: '一、概念热身', description: '', questions: [['q-pandas-pct'], ['q-numpy-ops'], ['q-j-pandas-inplace'], ['q-b-pandas']] },
      { title: '二、编程题', description: '每题运行隐藏测试评分', questions: [['q-p-annual-vol'], ['q-p-max-drawdown'], ['q-p-portfolio-var']] },
      { title: '三、笔记本题', description: '在笔记本中完成，提交后在新的内核中运行隐藏测试评分', questions: [['q-n-annualized']] },
    ],
  },
];

async function categoryId(db: Db, eduId: number | null, name: string): Promise<number> {
  const where = and(eduId === null ? isNull(questionCategories.eduId) : eq(questionCategories.eduId, eduId), eq(questionCategories.name, name));
  const [found] = await db.select({ id: questionCategories.id }).from(questionCategories).where(where);
  if (found) return found.id;
  const [row] = await db.insert(questionCategories).values({ eduId, name }).returning({ id: questionCategories.id });
  return row!.id;
}

/** Demo questions and papers in the college of user `teacher`, plus the platform bank (author `admin`). */
export const questionsSeeder: Seeder = {
  name: 'questions',
  async run({ db, log }) {
    const [teacher] = await db.select({ id: users.id, eduId: users.eduId }).from(users).where(eq(users.username, 'teacher'));
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    if (!teacher || teacher.eduId === null || !admin) return;
    const slugIds = new Map<string, number>();
    let created = 0;
    for (const q of DEMO_QUESTIONS) {
      const [existing] = await db.select({ id: questions.id }).from(questions).where(eq(questions.slug, q.slug));
      if (existing) {
        slugIds.set(q.slug, existing.id);
        continue;
      }
      const eduId = q.bank === 'platform' ? null : teacher.eduId;
      const [row] = await db
        .insert(questions)
        .values({
          eduId,
          categoryId: await categoryId(db, eduId, q.category),
          type: q.type,
          stem: q.stem,
          analysis: q.analysis,
          difficulty: q.difficulty,
          knowledgePoints: q.knowledge_points,
          score: q.score,
          content: QuestionContent.parse(q.content),
          slug: q.slug,
          authorId: q.bank === 'platform' ? admin.id : teacher.id,
        })
        .returning({ id: questions.id });
      slugIds.set(q.slug, row!.id);
      created++;
    }
    const scoreOf = new Map(DEMO_QUESTIONS.map((q) => [q.slug, q.score]));
    for (const paper of DEMO_PAPERS) {
      const [existing] = await db.select({ id: papers.id }).from(papers).where(eq(papers.slug, paper.slug));
      if (existing) continue;
      const sections: PaperSectionRow[] = paper.sections.map((s) => ({
        title: s.title,
        description: s.description,
        questions: s.questions.map(([slug, score]) => ({ question_id: slugIds.get(slug)!, score: score ?? scoreOf.get(slug)! })),
      }));
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(papers)
          .values({ eduId: teacher.eduId, title: paper.title, description: paper.description, durationMinutes: paper.duration, sections, slug: paper.slug, authorId: teacher.id })
          .returning({ id: papers.id });
        const ids = [...new Set(sections.flatMap((s) => s.questions.map((q) => q.question_id)))];
        await tx.insert(paperQuestions).values(ids.map((questionId) => ({ paperId: row!.id, questionId })));
      });
      created++;
    }
    if (created > 0) log(`demo questions and papers created: ${created}`);
  },
};
