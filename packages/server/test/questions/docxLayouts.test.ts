// Word layouts Chinese teachers use, one small document each (issue 32): where the keys are, how options are laid
// out, how 判断题 and 填空题 are answered, what section headings say, cases with sub-questions, 解析/难度/知识点 lines
// and equations. Each is read by the Word reader and checked as an import checks it.
import { parseDocx } from '../../src/modules/questions/formats/docx.js';
import { ommlToTex } from '../../src/modules/questions/formats/docxMath.js';
import type { Bank, Expected } from '../fixtures/questions/docxBanks.js';
import { m } from '../fixtures/questions/docxBanks.js';
import { buildDocx, type Block } from '../fixtures/questions/docxSample.js';
import { measure } from './docxBankMeasure.js';

const FW = '\u3000';
const p = (text: Block extends infer B ? (B extends { p: infer P } ? P : never) : never): Block => ({ p: text });
const single = (stem: string, options: string[], key: string, score?: number): Expected => ({ type: 'single', stem, options, key, ...(score === undefined ? {} : { score }) });

/** Reads the blocks and expects exactly these questions, right, and these refusals. */
async function expectRead(blocks: Block[], expected: Expected[], refused: Bank['refused'] = []) {
  const result = await measure({ name: '', blocks, expected, refused }, parseDocx);
  expect(result.wrong).toEqual([]);
  expect(result.imported).toBe(expected.length);
  expect(result.refused).toEqual(refused.map((r) => ({ line: blocks.indexOf(r.block) + 1, reason: r.reason })));
}

const THREE: Array<[string, string[]]> = [
  ['利率上升时，债券价格（ ）。', ['上升', '下降', '不变', '无法确定']],
  ['期限越长的债券，利率风险（ ）。', ['越长', '越短', '不变', '无法确定']],
  ['下列属于货币市场的有（ ）。', ['同业拆借市场', '股票市场', '回购市场', '票据市场']],
];
const questions = (mark: (i: number) => string) => THREE.flatMap(([stem, options], i) => [p(`${mark(i)}${stem}`), p(options.map((o, j) => `${String.fromCharCode(65 + j)}. ${o}`).join(' '))]);
const threeExpected: Expected[] = [single(THREE[0]![0], THREE[0]![1], 'B'), single(THREE[1]![0], THREE[1]![1], 'A'), { type: 'multiple', stem: THREE[2]![0], options: THREE[2]![1], key: 'ACD' }];

describe('answer keys at the end', () => {
  it('`参考答案` with a line per key `1、C`', async () => {
    await expectRead([...questions((i) => `${i + 1}、`), p('参考答案'), p('1、B'), p('2、A'), p('3、ACD')], threeExpected);
  });

  it('several keys to a line `1. B 2. A 3. ACD`, and a range `1-2 BA`', async () => {
    await expectRead([...questions((i) => `${i + 1}. `), p('参考答案：'), p('1. B  2. A  3. ACD')], threeExpected);
    await expectRead([...questions((i) => `${i + 1}. `), p('答案与解析'), p('1-2 BA'), p('3. ACD')], threeExpected);
  });

  it('a table of 题号/答案, in rows or in columns', async () => {
    await expectRead([...questions((i) => `${i + 1}. `), p('参考答案'), { table: [['题号', '1', '2', '3'], ['答案', 'B', 'A', 'ACD']] }], threeExpected);
    await expectRead([...questions((i) => `${i + 1}. `), { p: '参考答案', style: 'Heading1' }, { table: [['题号', '答案'], ['1', 'B'], ['2', 'A'], ['3', 'ACD']] }], threeExpected);
  });

  it('`1、参考答案：C` lines after the last question, with their 解析; never read as questions', async () => {
    await expectRead([...questions((i) => `${i + 1}、`), p('1、参考答案：B'), p('解析：利率与债券价格反向变动。'), p('2、参考答案：A'), p('3、参考答案：ACD')], [
      { ...threeExpected[0]!, analysis: '利率与债券价格反向变动。' },
      threeExpected[1]!,
      threeExpected[2]!,
    ]);
  });

  it('keys numbered on through the paper while each section numbers from 1, matched by position', async () => {
    await expectRead(
      [p('一、单项选择题'), ...questions((i) => `${i + 1}. `).slice(0, 4), p('二、多项选择题'), p(`1. ${THREE[2]![0]}`), p('A. 同业拆借市场 B. 股票市场 C. 回购市场 D. 票据市场'), p('参考答案'), p('1. B 2. A 3. ACD')],
      threeExpected,
    );
  });

  it('keys that start again in each section without its heading follow the questions in order', async () => {
    await expectRead(
      [p('一、单项选择题'), ...questions((i) => `${i + 1}. `).slice(0, 4), p('二、多项选择题'), p(`1. ${THREE[2]![0]}`), p('A. 同业拆借市场 B. 股票市场 C. 回购市场 D. 票据市场'), p('参考答案'), p('1. B 2. A'), p('1. ACD')],
      threeExpected,
    );
  });

  it('a key for no question and a key that contradicts the answer under its question are reported, the rest read', async () => {
    const contradicted = p('2、期限越长的债券，利率风险（ ）。');
    const stray = p('4、参考答案：D');
    const blocks = [...questions((i) => `${i + 1}、`).slice(0, 2), contradicted, p('A. 越长 B. 越短'), p('答案：A'), p('参考答案'), p('1、B'), p('2、B'), stray];
    await expectRead(blocks, [threeExpected[0]!], [
      { block: contradicted, reason: '题下答案「A」与参考答案「B」（第 8 段）不一致' },
      { block: stray, reason: '参考答案第 4 题找不到对应的试题' },
    ]);
  });
});

describe('answers after each question', () => {
  it('`答案：B`, `【答案】B`, `参考答案：<tab>B`, `正确答案：AB`, `【答案】B【解析】…` on one line', async () => {
    await expectRead(
      [
        ...questions((i) => `${i + 1}. `).slice(0, 2),
        p('答案：B'),
        ...questions((i) => `${i + 1}. `).slice(2, 4),
        p(['参考答案：', { tab: true }, 'A']),
        ...questions((i) => `${i + 1}. `).slice(4, 6),
        p('正确答案：ACD'),
        p('4. 利率期限结构理论不包括（ ）。'),
        p('A. 预期理论 B. 流动性偏好理论 C. 市场分割理论 D. 购买力平价理论'),
        p('【答案】D【解析】购买力平价是汇率理论。'),
      ],
      [...threeExpected, { ...single('利率期限结构理论不包括（ ）。', ['预期理论', '流动性偏好理论', '市场分割理论', '购买力平价理论'], 'D'), analysis: '购买力平价是汇率理论。' }],
    );
  });
});

describe('options', () => {
  const stem = '其他条件不变，票面利率越高，债券久期（ ）。';
  const options = ['越长', '越短', '不变', '无法确定'];
  const read = (layout: Block[]) => expectRead([p(`1. ${stem}`), ...layout, p('答案：B')], [single(stem, options, 'B')]);

  it('on separate lines, and on one line with `A.` `Ａ．` `A、` `(A)` `A)` and no space between', async () => {
    await read(options.map((o, i) => p(`${String.fromCharCode(65 + i)}. ${o}`)));
    await read([p('A. 越长 B. 越短 C. 不变 D. 无法确定')]);
    await read([p(`Ａ．越长${FW}Ｂ．越短${FW}Ｃ．不变${FW}Ｄ．无法确定`)]);
    await read([p('A、越长  B、越短  C、不变  D、无法确定')]);
    await read([p('(A) 越长 (B) 越短 (C) 不变 (D) 无法确定')]);
    await read([p('A) 越长 B) 越短 C) 不变 D) 无法确定')]);
    await read([p('A.越长B.越短C.不变D.无法确定')]);
  });

  it('separated by tabs, and in a table one per cell', async () => {
    await read([p(['A.越长', { tab: true }, 'B.越短', { tab: true }, 'C.不变', { tab: true }, 'D.无法确定'])]);
    await read([{ table: [['A. 越长', 'B. 越短'], ['C. 不变', 'D. 无法确定']] }]);
  });
});

describe('判断题', () => {
  it('answered 对/错, √/×, ✓/✗, T/F, 正确/错误, and as `A. 正确 B. 错误` with a letter', async () => {
    const answers: Array<[string, boolean]> = [['对', true], ['错', false], ['√', true], ['×', false], ['✓', true], ['✗', false], ['T', true], ['F', false], ['正确', true], ['错误', false]];
    const stems = answers.map((_, i) => `第 ${i + 1} 个关于货币中性的判断。`);
    await expectRead(
      [p('三、判断题'), ...answers.flatMap(([answer], i) => [p(`${i + 1}. ${stems[i]!}`), p(`答案：${answer}`)]), p('11. 通货膨胀总是货币现象。'), p(`A. 正确${FW}B. 错误`), p('答案：A'), p('12. 汇率贬值一定改善贸易收支。'), p('A. 对 B. 错'), p('【答案】B')],
      [...answers.map(([, key], i): Expected => ({ type: 'judge', stem: stems[i]!, key })), { type: 'judge', stem: '通货膨胀总是货币现象。', key: true }, { type: 'judge', stem: '汇率贬值一定改善贸易收支。', key: false }],
    );
  });

  it('`A. 正确 B. 错误` with a letter is a 判断题 even without a heading', async () => {
    await expectRead([p('1. 中央银行是最后贷款人。'), p('A. 正确 B. 错误'), p('答案：A')], [{ type: 'judge', stem: '中央银行是最后贷款人。', key: true }]);
  });
});

describe('填空题', () => {
  it('blanks `____`, `（ ）`, `(    )`; answers split by ；, numbered (1)(2), ①②, or by 、', async () => {
    await expectRead(
      [
        p('四、填空题（每空0.5分）'),
        p('1. 生产要素包括________和________。'),
        p('答案：资本；劳动'),
        p('2. 货币的两个基本职能是（　　）和（　　）。'),
        p('答案：（1）价值尺度（2）流通手段'),
        p('3. 利率的风险结构取决于(    )风险和(    )。'),
        p('答案：①违约 ②流动性'),
        p('4. 凯恩斯的货币需求动机包括____、____和____。'),
        p('答案：交易动机、预防动机、投机动机'),
      ],
      [
        { type: 'blank', stem: '生产要素包括____和____。', key: ['资本', '劳动'], score: 1 },
        { type: 'blank', stem: '货币的两个基本职能是____和____。', key: ['价值尺度', '流通手段'], score: 1 },
        { type: 'blank', stem: '利率的风险结构取决于____风险和____。', key: ['违约', '流动性'], score: 1 },
        { type: 'blank', stem: '凯恩斯的货币需求动机包括____、____和____。', key: ['交易动机', '预防动机', '投机动机'], score: 1.5 },
      ],
    );
  });
});

describe('section headings', () => {
  it('set the type and the points of the questions under them, fractional too; a total is shared', async () => {
    await expectRead(
      [
        p('一、单项选择题（每题1.5分，共3分）'),
        ...questions((i) => `${i + 1}. `).slice(0, 2),
        p('答案：B'),
        p('二、多项选择题（本大题共1小题，每小题2.5分）'),
        ...questions((i) => `${i + 1}. `).slice(4, 6),
        p('答案：ACD'),
        p('三、简答题（共20分）'),
        p('1. 简述利率的决定因素。'),
        p('答案：资金供求、通货膨胀预期、货币政策。'),
        p('2. 简述汇率的决定因素。'),
        p('答案：国际收支、相对通胀率、利率差异。'),
        p('五、论述题'),
        p('1. 论述货币政策的有效性。（15分）'),
        p('答案：从传导机制、时滞与预期三方面论述。'),
        p('七、计算题（每题10分）'),
        p('1. 面值 100 元的一年期零息债券，市场利率 5%，价格约为多少元？'),
        p('答案：95.24±0.01'),
      ],
      [
        { ...single(THREE[0]![0], THREE[0]![1], 'B'), score: 1.5 },
        { type: 'multiple', stem: THREE[2]![0], options: THREE[2]![1], key: 'ACD', score: 2.5 },
        { type: 'short', stem: '简述利率的决定因素。', key: '资金供求、通货膨胀预期、货币政策。', score: 10 },
        { type: 'short', stem: '简述汇率的决定因素。', key: '国际收支、相对通胀率、利率差异。', score: 10 },
        { type: 'short', stem: '论述货币政策的有效性。', key: '从传导机制、时滞与预期三方面论述。', score: 15 },
        { type: 'numeric', stem: '面值 100 元的一年期零息债券，市场利率 5%，价格约为多少元？', key: 95.24, score: 10 },
      ],
    );
  });

  it('案例分析题 and 综合探究题: material and sub-questions (1)(2)(3) become a case with children', async () => {
    await expectRead(
      [
        p('八、案例分析题（共12分）'),
        p('1. 某公司 2024 年营业收入 5000 万元，净利润 500 万元，总资产 4000 万元，股东权益 2500 万元。'),
        p('（1）计算销售净利率。'),
        p('（2）计算权益乘数。'),
        p('答案：（1）10%（2）1.6'),
        p('九、综合探究题'),
        p('阅读材料，完成下列要求。'),
        p('材料一：某地推出普惠金融试点。'),
        p('材料二：试点后小微企业贷款增长 30%。'),
        p('（1）概括材料反映的现象。（4分）'),
        p('（2）分析其经济意义。（6分）'),
        p('答案：'),
        p('（1）普惠金融扩大了小微企业融资。'),
        p('（2）缓解融资约束，促进就业与增长。'),
      ],
      [
        {
          type: 'case',
          stem: '案例分析题',
          key: '某公司 2024 年营业收入 5000 万元，净利润 500 万元，总资产 4000 万元，股东权益 2500 万元。',
          score: 12,
          children: [
            { stem: '计算销售净利率。', score: 6, type: 'short', key: '10%' },
            { stem: '计算权益乘数。', score: 6, type: 'short', key: '1.6' },
          ],
        },
        {
          type: 'case',
          stem: '阅读材料，完成下列要求。',
          key: '材料一：某地推出普惠金融试点。\n材料二：试点后小微企业贷款增长 30%。',
          score: 10,
          children: [
            { stem: '概括材料反映的现象。', score: 4, type: 'short', key: '普惠金融扩大了小微企业融资。' },
            { stem: '分析其经济意义。', score: 6, type: 'short', key: '缓解融资约束，促进就业与增长。' },
          ],
        },
      ],
    );
  });
});

describe('解析, 难度 and 知识点 lines', () => {
  it('`解析：` `【解析】` `答案解析：` are the analysis; 难度 as a word, a digit or stars; 知识点 split', async () => {
    const stems = ['名义利率等于实际利率加（ ）。', '货币乘数的公式中不包括（ ）。', '再贴现属于（ ）。'];
    await expectRead(
      [
        p(`1. ${stems[0]!}`),
        p('A. 预期通胀率 B. 汇率'),
        p('答案：A'),
        p('解析：费雪方程。'),
        p('难度：较难'),
        p('知识点：利率理论，费雪效应'),
        p(`2. ${stems[1]!}`),
        p('A. 现金漏损率 B. 法定准备金率 C. 汇率'),
        p('【答案】C'),
        p('【解析】汇率与货币乘数无关。'),
        p('【难度】★★'),
        p(`3. ${stems[2]!}`),
        p('A. 财政政策 B. 货币政策'),
        p('答案：B'),
        p('答案解析：再贴现是中央银行的货币政策工具。'),
        p('难度：1'),
      ],
      [
        { ...single(stems[0]!, ['预期通胀率', '汇率'], 'A'), analysis: '费雪方程。', difficulty: 4, knowledge_points: ['利率理论', '费雪效应'] },
        { ...single(stems[1]!, ['现金漏损率', '法定准备金率', '汇率'], 'C'), analysis: '汇率与货币乘数无关。', difficulty: 2 },
        { ...single(stems[2]!, ['财政政策', '货币政策'], 'B'), analysis: '再贴现是中央银行的货币政策工具。', difficulty: 1 },
      ],
    );
  });
});

describe('equations (OMML) as TeX', () => {
  it('fractions, scripts, radicals, sums, delimiters, Greek letters, accents and functions', () => {
    const tex = (xml: string) => ommlToTex(`<m:oMath>${xml}</m:oMath>`);
    expect(tex(m.f(m.r('a'), m.r('b')))).toBe('\\frac{a}{b}');
    expect(tex(m.sub(m.r('x'), m.r('i')) + m.sup(m.r('y'), m.r('2')) + m.subSup(m.r('σ'), m.r('p'), m.r('2')))).toBe('x_{i}y^{2}\\sigma_{p}^{2}');
    expect(tex(m.sqrt(m.r('x')) + m.root(m.r('3'), m.r('y')))).toBe('\\sqrt{x}\\sqrt[3]{y}');
    expect(tex(m.sum(m.r('t=1'), m.r('n'), m.r('x')))).toBe('\\sum_{t=1}^{n}x');
    expect(tex(m.paren(m.r('1+r')) + m.bracket(m.r('a')))).toBe('\\left(1+r\\right)\\left[a\\right]');
    expect(tex(m.r('α+β×γ≤Δ'))).toBe('\\alpha+\\beta\\times\\gamma\\le\\Delta');
    expect(tex(m.r('σx'))).toBe('\\sigma x');
    expect(tex(m.bar(m.r('R')))).toBe('\\bar{R}');
    expect(tex('<m:func><m:fName><m:r><m:t>ln</m:t></m:r></m:fName><m:e><m:r><m:t>x</m:t></m:r></m:e></m:func>')).toBe('\\ln{x}');
    expect(tex('<m:nary><m:sub>' + m.r('0') + '</m:sub><m:sup>' + m.r('T') + '</m:sup><m:e>' + m.r('f') + '</m:e></m:nary>')).toBe('\\int_{0}^{T}f');
    // An element this does not know keeps its text.
    expect(tex('<m:unknownThing><m:r><m:t>k+1</m:t></m:r></m:unknownThing>')).toBe('k+1');
  });

  it('inline in stems and options, as `$…$`', async () => {
    await expectRead(
      [
        p(['1. 永续年金现值为 ', { math: m.r('PV=') + m.f(m.r('C'), m.r('r')) }, '，其中 r 为（ ）。']),
        p(['A. ', { math: m.r('贴现率') }, ' B. 增长率']),
        p('答案：A'),
      ],
      [single('永续年金现值为 $PV=\\frac{C}{r}$，其中 r 为（ ）。', ['$贴现率$', '增长率'], 'A')],
    );
  });
});

describe('items that cannot be read', () => {
  it('are reported with their paragraph and why, in both languages, and the others still read', async () => {
    const noOptions = p('2. 下列说法正确的是（ ）。');
    const blocks = [p('一、单项选择题'), ...questions((i) => `${i + 1}. `).slice(0, 2), p('答案：B'), noOptions, p('答案：A'), p('二、多项选择题'), ...questions((i) => `${i + 1}. `).slice(4, 6), p('答案：ACD')];
    await expectRead(blocks, [threeExpected[0]!, threeExpected[2]!], [{ block: noOptions, reason: '选择题至少需要两个选项（A. … B. …）' }]);
    const { items } = await parseDocx(buildDocx(blocks));
    expect(items.map((item) => [item.line, item.error?.en ?? null])).toEqual([
      [2, null],
      [5, 'A choice question needs at least two options (A. … B. …)'],
      [8, null],
    ]);
  });
});
