// Word (.docx) import: the sample bank (every section type, an image, a table, one-line options, two broken
// questions), layout variants, files that are not Word documents, and imports that must leave nothing behind.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gradeNumeric, type NumericContent, type Question, type QuestionImportPreview, type QuestionImportReport, type QuestionList } from '@finedu/domain';
import { LocalStorageAdapter } from '../../src/plugins/storage/index.js';
import { userKeyPrefix } from '../../src/modules/uploads/keys.js';
import { buildDocx, chartPng, SAMPLE_BLOCKS, type Block } from '../fixtures/questions/docxSample.js';
import { BANK_FINANCE, BANK_INVESTMENT, BANK_MONEY } from '../fixtures/questions/docxBanks.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'questions');
const sample = fs.readFileSync(path.join(fixtures, 'sample.docx'));

let t: TestApp;
let teacher: Session;
let teacher2: Session;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
  teacher2 = await t.login('teacher2');
}, 180_000);
afterAll(async () => t.close());

const Q = '/api/exam/question';
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const importDocx = (as: Session, body: Buffer, headers: Record<string, string> = {}) =>
  t.call<QuestionImportReport>('POST', `${Q}/import?format=docx`, { as, body, headers: { 'content-type': 'application/octet-stream', ...headers } });
const previewDocx = (as: Session, body: Buffer, headers: Record<string, string> = {}) =>
  t.call<QuestionImportPreview>('POST', `${Q}/import/preview?format=docx`, { as, body, headers: { 'content-type': 'application/octet-stream', ...headers } });
const getQuestions = async (as: Session, ids: number[]) => Promise.all(ids.map(async (id) => (await t.call<Question>('GET', `${Q}/${id}`, { as })).data));
const bankTotal = async (as: Session) => (await t.call<QuestionList>('GET', `${Q}?bank=college&page_size=1`, { as })).data.total;

/** Every object stored in `as`'s upload folder (local disk storage of the test app). */
function storedFiles(as: Session): string[] {
  const storage = t.app.storage;
  if (!(storage instanceof LocalStorageAdapter)) throw new Error('the tests run on local disk storage');
  const folder = path.join(storage.root, 'objects', userKeyPrefix(t.app.storageConfig, as.user.id));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

/** The sample with its two broken questions mended: a file that imports whole. */
const mended = buildDocx(
  SAMPLE_BLOCKS.flatMap((block): Block[] => {
    if ('p' in block && block.p === '答案：E') return [{ p: '答案：B' }];
    if ('p' in block && typeof block.p === 'string' && block.p.startsWith('（3）净现值法')) return [block, { p: '答案：×' }];
    return [block];
  }),
);
const SAMPLE_FAILED = [
  { item: 3, line: 16, title: '一、3. 面值 100 元、票面利率 5% 的一年期债券，市场利率为 5% 时价格为（ ）…', reason: '答案 E 不是选项之一（A、B、C）' },
  { item: 8, line: 36, title: '三、3. 净现值法与内部收益率法对互斥项目的排序总是一致。（ ）', reason: '缺少答案（「答案：」行或文末参考答案）' },
];

describe('the sample Word bank', () => {
  it('is the document its generator writes (the fixture is reproducible)', () => {
    expect(buildDocx(SAMPLE_BLOCKS).equals(sample)).toBe(true);
  });

  it('previews every item with its type, stem and problems, totals by type, and writes nothing', async () => {
    const before = { total: await bankTotal(teacher2), files: storedFiles(teacher2) };
    const res = await previewDocx(teacher2, sample);
    expect(res.code).toBe(1);
    expect(res.data.items).toHaveLength(19);
    expect(res.data.error_count).toBe(2);
    expect(res.data.items.filter((item) => item.errors.length > 0)).toEqual([
      { item: 3, line: 16, type: 'single', title: SAMPLE_FAILED[0]!.title, stem: '', errors: [SAMPLE_FAILED[0]!.reason] },
      { item: 8, line: 36, type: 'judge', title: SAMPLE_FAILED[1]!.title, stem: '', errors: [SAMPLE_FAILED[1]!.reason] },
    ]);
    expect(res.data.items.map((item) => item.type)).toEqual([
      ...['single', 'single', 'single', 'multiple', 'multiple', 'judge', 'judge', 'judge', 'blank', 'blank', 'blank', 'blank', 'short', 'short'],
      ...['numeric', 'numeric', 'numeric', 'numeric', 'short'],
    ]);
    expect(res.data.items[1]).toEqual({ item: 2, line: 11, type: 'single', title: '一、2. 下图为某股票的日 K 线走势，图中的价格形态称为（ ）。 [图]', stem: '下图为某股票的日 K 线走势，图中的价格形态称为（ ）。 [图]', errors: [] });
    expect(res.data.items[4]!.stem).toBe('根据下表，预期收益率高于 8% 的资产有（ ）。 [表]');
    expect(res.data.totals).toEqual([
      { type: 'single', count: 2 },
      { type: 'multiple', count: 2 },
      { type: 'judge', count: 2 },
      { type: 'blank', count: 4 },
      { type: 'numeric', count: 4 },
      { type: 'short', count: 3 },
    ]);
    // Nothing was written: no question, and the image was not stored.
    expect(await bankTotal(teacher2)).toBe(before.total);
    expect(storedFiles(teacher2)).toEqual(before.files);
    // In English, the reasons and the excerpts' words too.
    const en = await previewDocx(teacher2, sample, EN);
    expect(en.data.items[2]!.errors).toEqual(['Answer E is not one of the options (A, B, C)']);
    expect(en.data.items[1]!.stem).toBe('下图为某股票的日 K 线走势，图中的价格形态称为（ ）。 [image]');
  }, 60_000);

  it('commits nothing while any item is broken: the answer says so and lists each bad item', async () => {
    const before = { total: await bankTotal(teacher2), files: storedFiles(teacher2) };
    const res = await importDocx(teacher2, sample);
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ imported: 0, ids: [], totals: [], failed: SAMPLE_FAILED, message: '2 道题有错误，没有导入任何题目；请修改后重新导入' });
    expect(await bankTotal(teacher2)).toBe(before.total);
    expect(storedFiles(teacher2)).toEqual(before.files);
    const en = await importDocx(teacher2, sample, EN);
    expect(en.data.message).toBe('2 items have errors; nothing was imported. Fix them and import again');
    expect(en.data.failed.map((f) => f.reason)).toEqual(['Answer E is not one of the options (A, B, C)', 'No answer (an "答案：" line or a key at the end)']);
  }, 60_000);

  it('mended, imports whole with the totals of its preview: types, options, answers, analysis, table, image, numbers and points', async () => {
    const preview = await previewDocx(teacher2, mended);
    expect(preview.data.error_count).toBe(0);
    const before = storedFiles(teacher2);
    const res = await importDocx(teacher2, mended);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ imported: 19, failed: [], message: null });
    expect(res.data.totals).toEqual(preview.data.totals);
    expect(res.data.totals).toContainEqual({ type: 'numeric', count: 4 });
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs.map((q) => q.type)).toEqual(preview.data.items.map((item) => item.type));

    expect(qs[0]).toMatchObject({
      stem: '资本资产定价模型（CAPM）中，衡量系统性风险的指标是（  ）。',
      analysis: 'β 衡量资产收益对市场组合收益的敏感程度。',
      score: 2, // 「每题 2 分」 in the section heading
      content: { type: 'single', options: [{ key: 'A', text: 'β 系数' }, { key: 'B', text: '标准差' }, { key: 'C', text: '夏普比率' }, { key: 'D', text: '久期' }], answer: 'A' },
    });
    // one-line options with full-width dots and spaces; 【答案】 and 【解析】
    expect(qs[1]!.content).toEqual({ type: 'single', options: [{ key: 'A', text: '头肩顶' }, { key: 'B', text: '双底' }, { key: 'C', text: '三角形整理' }, { key: 'D', text: '上升旗形' }], answer: 'B' });
    expect(qs[1]!.analysis).toBe('两个相近的低点夹着一次反弹，为双底形态。');
    expect(qs[3]).toMatchObject({ score: 5, content: { type: 'multiple', answer: ['A', 'B', 'D'], options: [{ text: '利率风险' }, { text: '购买力风险' }, { text: '经营风险' }, { text: '市场风险' }] } });
    // the table stays an HTML table in the stem; full-width option letters Ａ. Ｂ. Ｃ.
    expect(qs[4]!.stem).toContain('<table><tr><td><p>资产</p></td><td><p>预期收益率</p></td><td><p>标准差</p></td></tr><tr><td><p>股票甲</p></td>');
    expect(qs[4]!.stem.startsWith('根据下表，预期收益率高于 8% 的资产有（  ）。\n\n<table>')).toBe(true);
    expect(qs[4]!.content).toMatchObject({ answer: ['A', 'C'], options: [{ key: 'A', text: '股票甲' }, { key: 'B', text: '债券乙' }, { key: 'C', text: '基金丙' }] });
    expect(qs.slice(5, 8).map((q) => q.content)).toEqual([{ type: 'judge', answer: false }, { type: 'judge', answer: true }, { type: 'judge', answer: false }]);
    expect(qs[5]!.analysis).toBe('票面利率越高，早期现金流占比越大，久期越短。');
    // blanks: underscores, empty parentheses and an underlined gap become ___ markers; ； and | separate answers
    expect(qs[8]).toMatchObject({ stem: '年利率为 i 时，1 元在 n 年后的终值为____元。', content: { blanks: [{ alternatives: ['(1+i)^n'] }] } });
    expect(qs[9]).toMatchObject({ stem: 'CAPM 的表达式为 E(R) = Rf + ____×[____− Rf]。', content: { blanks: [{ alternatives: ['β'] }, { alternatives: ['E(Rm)'] }] } });
    expect(qs[10]).toMatchObject({ stem: '杜邦分析中，净资产收益率 = 销售净利率 × ____ × 权益乘数。', content: { blanks: [{ alternatives: ['总资产周转率'] }] } });
    expect(qs[11]!.content).toMatchObject({ blanks: [{ alternatives: ['半强式'] }, { alternatives: ['强式'] }] });
    expect(qs[12]).toMatchObject({
      type: 'short',
      analysis: '可结合加权平均资本成本不变来说明。',
      content: { type: 'short', reference: '在无税、无破产成本的完美市场中，企业价值与资本结构无关；\n权益资本成本随负债率线性上升。\n（1）企业价值等于无杠杆企业的价值；\n（2）权益资本成本 = 无杠杆资本成本 + 风险溢价。' },
    });
    // Points 1.–4. of question 2's answer and 1.–2. of its analysis stay with it (3. and 4. are above its number).
    expect(qs[13]).toMatchObject({
      type: 'short',
      stem: '简述资本预算的基本步骤。',
      content: { type: 'short', reference: '1. 估计项目的增量现金流；\n2. 确定与风险相称的折现率；\n3. 计算净现值等评价指标；\n4. 依据指标作出投资决策。' },
    });
    expect(qs[13]!.analysis).toMatch(/^1\. 现金流只计增量部分；\n2\. 沉没成本不计入。$/);
    // 计算题: a number, an absolute and a relative tolerance, thousands separators; a worked solution is a short answer
    const numeric = (value: number, kind: 'absolute' | 'relative', amount: number) => ({
      type: 'numeric',
      answers: [{ value, tolerance: { kind, amount }, credit: 1 }],
      units: [],
      unit_required: false,
      precision: null,
    });
    expect(qs.slice(14, 18).map((q) => q.content)).toEqual([numeric(47.62, 'absolute', 0), numeric(4.5, 'absolute', 0.1), numeric(0.0617, 'relative', 0.01), numeric(1050, 'absolute', 0)]);
    expect(qs[18]).toMatchObject({
      type: 'short',
      stem: '某项目初始投资 2000 元，此后两年每年末收回 1200 元，贴现率 10%。要求：\n（1）计算净现值；\n（2）判断项目是否可行。',
      content: { type: 'short', reference: '（1）净现值 = 1200/1.1 + 1200/1.21 − 2000 = 82.64（元）；\n（2）净现值大于 0，项目可行。' },
    });

    // The image was stored once, in the importer's folder, and the stem shows it through a fresh link.
    const added = storedFiles(teacher2).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    const image = /^下图为某股票的日 K 线走势，图中的价格形态称为（ {2}）。\n!\[走势图\]\((\/storage\/[^)\s]+)\)$/.exec(qs[1]!.stem);
    expect(image).not.toBeNull();
    const link = image![1]!;
    expect(link).toContain(`${userKeyPrefix(t.app.storageConfig, teacher2.user.id)}${added[0]}`);
    const got = await t.request(link);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(chartPng())).toBe(true);
  }, 60_000);

  it('grades the imported 计算题 within their tolerances', async () => {
    const res = await importDocx(teacher2, mended);
    const [exact, absolute, relative] = (await getQuestions(teacher2, res.data.ids.slice(14, 17))).map((q) => q.content as NumericContent);
    const credit = (content: NumericContent, typed: string) => gradeNumeric(typed, content).credit;
    expect([credit(exact!, '47.62'), credit(exact!, '47.63')]).toEqual([1, 0]);
    expect([credit(absolute!, '4.6'), credit(absolute!, '4.4'), credit(absolute!, '4.61'), credit(absolute!, '4.39')]).toEqual([1, 1, 0, 0]);
    // 1% of 0.0617 is 0.000617
    expect([credit(relative!, '0.0623'), credit(relative!, '0.0611'), credit(relative!, '0.0624'), credit(relative!, '0.061')]).toEqual([1, 1, 0, 0]);
  }, 60_000);
});

describe('layout variants', () => {
  /** Blocks of broken questions, to import the same file without them. */
  const brokenBlocks = new Set<Block>();
  const broken = (blocks: Block[]) => {
    blocks.forEach((block) => brokenBlocks.add(block));
    return blocks;
  };

  it('reads Word headings, unknown sections, untitled questions, judge words, 不定项 and bad answers', async () => {
    const blocks: Block[] = [
      { p: '1. 没有大题标题时按内容判断：收益率的单位是（  ）。' },
      { p: 'A.元 B.% C.年' },
      { p: '答案：B' },
      { p: '2. 没有大题标题的判断题：β 可以为负。' },
      { p: '答案：正确' },
      { p: '不定项选择题（每题 3 分）', style: 'Heading2' },
      { p: '1) 下列属于衍生工具的有' },
      { p: '(A) 期权  (B) 股票' },
      { p: '答案：A' },
      { p: '（2）下列属于衍生工具的有' },
      { p: 'A. 期货' },
      { p: 'B. 互换' },
      { p: '答案：A B' },
      { p: '三、判断题' },
      { p: '1. 期权买方的最大损失是期权费。' },
      { p: '答案：T' },
      ...broken([{ p: '2. 期货合约是非标准化合约。' }, { p: '【答案】也许' }]),
      { p: '四、单选题' },
      ...broken([{ p: '1. 两个答案的单选题' }, { p: 'A. 甲 B. 乙' }, { p: '答案：AB' }]),
      { p: '2. <img src=x onerror=alert(1)>利率平价' },
      { p: 'A. 成立 B. 不成立' },
      { p: '答案：A' },
      ...broken([{ p: '五、连线题' }, { p: '1. 将概念与定义连线' }, { p: '答案：1-A' }]),
    ];
    const preview = await previewDocx(teacher2, buildDocx(blocks));
    expect(preview.data.items.filter((item) => item.errors.length > 0).map(({ item, line, type, title, errors }) => ({ item, line, type, title, errors }))).toEqual([
      { item: 6, line: 17, type: 'judge', title: '三、2. 期货合约是非标准化合约。', errors: ['判断题答案「也许」应为 对/错（√/×、正确/错误、T/F）'] },
      { item: 7, line: 20, type: 'single', title: '四、1. 两个答案的单选题', errors: ['单选题只能有一个答案，给出的是「AB」'] },
      { item: 9, line: 27, type: null, title: '五、1. 将概念与定义连线', errors: ['所在大题「五、连线题」不是可识别的题型（单选、多选、判断、填空、数值、简答、案例分析）'] },
    ]);
    expect((await importDocx(teacher2, buildDocx(blocks))).data).toMatchObject({ imported: 0, failed: [{ item: 6 }, { item: 7 }, { item: 9 }] });
    // Without its broken questions the file imports whole.
    const res = await importDocx(teacher2, buildDocx(blocks.filter((block) => !brokenBlocks.has(block))));
    expect(res.data.failed).toEqual([]);
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs.map((q) => q.type)).toEqual(['single', 'judge', 'multiple', 'multiple', 'judge', 'single']);
    expect(qs[0]!.content).toMatchObject({ options: [{ text: '元' }, { text: '%' }, { text: '年' }], answer: 'B' });
    expect(qs[1]!.content).toEqual({ type: 'judge', answer: true });
    // 不定项: multiple choice, one key allowed; `1)` `(A)` numbering; the heading's score
    expect(qs[2]).toMatchObject({ stem: '下列属于衍生工具的有', score: 3, content: { type: 'multiple', options: [{ text: '期权' }, { text: '股票' }], answer: ['A'] } });
    expect(qs[3]).toMatchObject({ score: 3, content: { type: 'multiple', answer: ['A', 'B'] } });
    expect(qs[4]!.content).toEqual({ type: 'judge', answer: true });
    // text that looks like HTML goes through the rich text rules: no handler survives
    expect(qs[5]!.stem).toContain('利率平价');
    expect(qs[5]!.stem).not.toContain('onerror');
  }, 60_000);

  it('keeps numbered points of an answer or analysis with their question, and finds the next question after them; 数值题 need a number', async () => {
    const points: Block[] = [
      { p: '1. 简述久期的含义。' },
      { p: '答案：现金流时间的加权平均。' },
      { p: '解析：' },
      { p: '1. 以现值为权数。' },
      // could be point 2 of the analysis: the answer line after it says it is question 2
      { p: '2. 利率互换可以用来（  ）。' },
      { p: 'A. 管理利率风险 B. 提高信用评级' },
      { p: '答案：A' },
      { p: '3. 简述凸性。' },
      { p: '答案：' },
      { p: '1. 价格—收益率曲线的弯曲程度；' },
      { p: '2. 凸性越大，利率下降时价格涨得越多；' },
      { p: '3. 零息债券的凸性随期限增大。' },
      { p: '4. 久期越长，利率风险越大。' },
      { p: '答案：对' },
      { p: '二、数值题' },
      { p: '1. 1 元按 10% 复利两年的终值是多少元？' },
      { p: '答案：1.21±0.005；1.2@50%' },
    ];
    const notANumber: Block[] = [{ p: '2. 终值系数与现值系数是什么关系？' }, { p: '答案：互为倒数' }];
    const preview = await previewDocx(teacher2, buildDocx([...points, ...notANumber]));
    expect(preview.data.items.map(({ type, title, errors }) => [type, title, errors])).toEqual([
      ['short', '1. 简述久期的含义。', []],
      ['single', '2. 利率互换可以用来（ ）。', []],
      ['short', '3. 简述凸性。', []],
      ['judge', '4. 久期越长，利率风险越大。', []],
      ['numeric', '二、1. 1 元按 10% 复利两年的终值是多少元？', []],
      ['numeric', '二、2. 终值系数与现值系数是什么关系？', ['数值答案「互为倒数」应写作 数值、数值±误差、数值±误差%、下限..上限，可加 @50% 表示部分得分']],
    ]);
    const res = await importDocx(teacher2, buildDocx(points));
    expect(res.data.failed).toEqual([]);
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs[0]).toMatchObject({ type: 'short', analysis: '1. 以现值为权数。', content: { reference: '现金流时间的加权平均。' } });
    expect(qs[1]).toMatchObject({ type: 'single', stem: '利率互换可以用来（  ）。', content: { options: [{ text: '管理利率风险' }, { text: '提高信用评级' }], answer: 'A' } });
    expect(qs[2]!.content).toEqual({ type: 'short', reference: '1. 价格—收益率曲线的弯曲程度；\n2. 凸性越大，利率下降时价格涨得越多；\n3. 零息债券的凸性随期限增大。' });
    expect(qs[3]).toMatchObject({ type: 'judge', stem: '久期越长，利率风险越大。', content: { type: 'judge', answer: true } });
    expect(qs[4]!.content).toMatchObject({
      type: 'numeric',
      answers: [
        { value: 1.21, tolerance: { kind: 'absolute', amount: 0.005 }, credit: 1 },
        { value: 1.2, tolerance: { kind: 'absolute', amount: 0 }, credit: 0.5 },
      ],
    });
  }, 60_000);

  it("reads Word's automatic numbering: numbered stems and lettered options; ① ② points stay in the answer", async () => {
    const blocks: Block[] = [
      { p: '一、单选题' },
      { p: '久期的单位是（  ）。', list: 'number' },
      { p: '年', list: 'letter' },
      { p: '元', list: 'letter' },
      { p: '答案：A' },
      { p: '凸性衡量的是（  ）。', list: 'number' },
      { p: 'A. 价格对收益率的二阶敏感度 B. 信用风险' },
      { p: '答案：A' },
      { p: '二、简答题' },
      { p: '1. 简述久期的两种算法。' },
      { p: '答案：' },
      { p: '① 麦考利久期：现金流时间的加权平均；' },
      { p: '② 修正久期：麦考利久期除以 (1+y)。' },
      { p: '2. 什么是凸性？' },
      { p: '答案：价格—收益率曲线的弯曲程度。' },
    ];
    const res = await importDocx(teacher2, buildDocx(blocks));
    expect(res.data.failed).toEqual([]);
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs.map((q) => [q.type, q.stem])).toEqual([
      ['single', '久期的单位是（  ）。'],
      ['single', '凸性衡量的是（  ）。'],
      ['short', '简述久期的两种算法。'],
      ['short', '什么是凸性？'],
    ]);
    expect(qs[0]!.content).toEqual({ type: 'single', options: [{ key: 'A', text: '年' }, { key: 'B', text: '元' }], answer: 'A' });
    expect(qs[2]!.content).toEqual({ type: 'short', reference: '① 麦考利久期：现金流时间的加权平均；\n② 修正久期：麦考利久期除以 (1+y)。' });
  }, 60_000);
});

describe('banks as teachers write them, through the import', () => {
  it('a bank with keys at the end imports whole: fractional points and a case with its sub-questions are stored', async () => {
    const finance = await importDocx(teacher2, buildDocx(BANK_FINANCE.blocks));
    expect(finance.data).toMatchObject({ imported: 19, failed: [], message: null });
    const judges = (await getQuestions(teacher2, finance.data.ids)).filter((q) => q.type === 'judge');
    expect(judges.map((q) => [q.score, q.content])).toEqual([
      [1.5, { type: 'judge', answer: true }],
      [1.5, { type: 'judge', answer: false }],
      [1.5, { type: 'judge', answer: true }],
      [1.5, { type: 'judge', answer: false }],
    ]);
    const money = await importDocx(teacher2, buildDocx(BANK_MONEY.blocks));
    expect(money.data).toMatchObject({ imported: 15, failed: [] });
    const [inquiry] = (await getQuestions(teacher2, money.data.ids)).filter((q) => q.type === 'case');
    expect(inquiry).toMatchObject({ stem: '阅读材料，回答问题。', score: 25 });
    expect(inquiry!.content).toMatchObject({ type: 'case', children: [{ key: '1', score: 8 }, { key: '2', score: 8 }, { key: '3', score: 9 }] });
  }, 60_000);

  it('the preview lists each refused question with its paragraph and why, in the reader language, and shows the rest', async () => {
    const file = buildDocx(BANK_INVESTMENT.blocks);
    const zh = await previewDocx(teacher2, file);
    expect(zh.data.items).toHaveLength(16);
    expect(zh.data.error_count).toBe(1);
    expect(zh.data.items.filter((item) => item.errors.length > 0).map(({ line, type, errors }) => ({ line, type, errors }))).toEqual([
      { line: 43, type: 'judge', errors: ['判断题答案「不确定」应为 对/错（√/×、正确/错误、T/F）'] },
    ]);
    expect(zh.data.totals).toEqual([
      { type: 'single', count: 6 },
      { type: 'multiple', count: 2 },
      { type: 'judge', count: 4 },
      { type: 'blank', count: 2 },
      { type: 'case', count: 1 },
    ]);
    const en = await previewDocx(teacher2, file, EN);
    expect(en.data.items.find((item) => item.errors.length > 0)!.errors).toEqual(['True/false answer "不确定" must be 对/错 (√/×, 正确/错误, T/F)']);
  }, 60_000);
});

describe('files that are not Word documents', () => {
  it('refuse the whole file with a clear message in the reader’s language', async () => {
    const before = await bankTotal(teacher2);
    expect(await importDocx(teacher2, Buffer.from('一、单选题\n1. 纯文本\nA. 是 B. 否\n答案：A'))).toMatchObject({ code: 0, message: '文件不是有效的 Word 文档（.docx）', data: null });
    expect(await importDocx(teacher2, Buffer.from('plain text'), EN)).toMatchObject({ code: 0, message: 'The file is not a valid Word document (.docx)' });
    // a zip cut in half (an interrupted download)
    expect(await importDocx(teacher2, sample.subarray(0, Math.floor(sample.length / 2)))).toMatchObject({ code: 0, message: '文件不是有效的 Word 文档（.docx）' });
    // a zip that is another Office file
    expect(await importDocx(teacher2, fs.readFileSync(path.join(fixtures, 'valid.xlsx')))).toMatchObject({ code: 0, message: '文件不是有效的 Word 文档（.docx）' });
    const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect(await importDocx(teacher2, doc)).toMatchObject({ code: 0, message: '这是旧版 Word 97–2003 文档（.doc），请在 Word 中另存为 .docx 后再导入' });
    expect(await importDocx(teacher2, doc, EN)).toMatchObject({ code: 0, message: 'This is an old Word 97–2003 document (.doc); save it as .docx in Word and import that' });
    expect(await importDocx(teacher2, buildDocx([{ p: '只有说明文字，没有题目。' }]))).toMatchObject({ code: 0, message: '文件中没有找到试题' });
    const big = Buffer.concat([sample, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await importDocx(teacher2, big)).toMatchObject({ code: 0, message: 'Word 文档不能超过 10 MB' });
    expect(await bankTotal(teacher2)).toBe(before);
  }, 60_000);
});

describe('all or nothing', () => {
  const twoImages: Block[] = [
    { p: '一、单选题' },
    { p: '1. 第一幅图表示（  ）。' },
    { p: [{ image: 'chart', alt: '图一' }] },
    { p: 'A. 上涨 B. 下跌' },
    { p: '答案：A' },
    { p: '2. 第二幅图表示（  ）。' },
    { p: 'A. 上涨' },
    { p: [{ image: 'chart', alt: '图二' }] },
    { p: 'B. 下跌' },
    { p: '答案：B' },
  ];

  it('both images of a two-image document are stored and shown (the second inside an option)', async () => {
    const before = storedFiles(teacher);
    const res = await importDocx(teacher, buildDocx(twoImages));
    expect(res.data).toMatchObject({ imported: 2, failed: [] });
    expect(storedFiles(teacher).filter((f) => !before.includes(f))).toHaveLength(2);
    const [first, second] = await getQuestions(teacher, res.data.ids);
    expect(first!.stem).toMatch(/^第一幅图表示（ {2}）。\n!\[图一\]\(\/storage\/\S+\)$/);
    expect(second!.content).toMatchObject({ options: [{ key: 'A', text: expect.stringMatching(/^上涨\n!\[图二\]\(\/storage\/\S+\)$/) }, { key: 'B', text: '下跌' }] });
  }, 60_000);

  it('an image that cannot be stored: no question, and the image stored before it is removed', async () => {
    const storage = t.app.storage;
    const complete = storage.completeMultipartUpload.bind(storage);
    let calls = 0;
    storage.completeMultipartUpload = async (key, uploadId, parts) => {
      calls += 1;
      if (calls === 2) throw new Error('storage is down');
      return complete(key, uploadId, parts);
    };
    try {
      const before = { total: await bankTotal(teacher), files: storedFiles(teacher) };
      expect(await importDocx(teacher, buildDocx(twoImages))).toMatchObject({ code: 0, message: '文档中的图片未能保存，没有导入任何题目，请稍后重试' });
      expect(calls).toBe(2);
      expect(await bankTotal(teacher)).toBe(before.total);
      expect(storedFiles(teacher)).toEqual(before.files);
    } finally {
      storage.completeMultipartUpload = complete;
    }
  }, 60_000);

  it('rows that cannot be committed: no question, and the stored images are removed', async () => {
    const db = t.app.db;
    const transaction = db.transaction.bind(db);
    // The inserts run in the real transaction, then the commit fails: everything written must roll back.
    db.transaction = (async (work: Parameters<typeof transaction>[0]) =>
      transaction(async (tx) => {
        await work(tx);
        throw new Error('commit failed');
      })) as typeof db.transaction;
    try {
      const before = { total: await bankTotal(teacher), files: storedFiles(teacher) };
      const res = await importDocx(teacher, mended);
      expect(res.code).not.toBe(1);
      expect(res.data).toBeNull();
      expect(await bankTotal(teacher)).toBe(before.total);
      expect(storedFiles(teacher)).toEqual(before.files);
    } finally {
      db.transaction = transaction;
    }
    // and once the database is well again the same file imports whole
    expect((await importDocx(teacher, mended)).data.imported).toBe(19);
  }, 60_000);
});
