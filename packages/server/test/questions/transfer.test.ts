// Import (xlsx, Moodle XML, GIFT, Aiken) with exact reports, exports that re-import, the template and the limits.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Question, QuestionCategory, QuestionImportPreview, QuestionImportReport, QuestionList } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'questions');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

let t: TestApp;
let admin: Session;
let teacher: Session;
let teacher2: Session;
let eduadmin2: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  teacher = await t.login('teacher');
  teacher2 = await t.login('teacher2');
  eduadmin2 = await t.login('eduadmin2');
}, 180_000);
afterAll(async () => t.close());

const Q = '/api/exam/question';
const octet = { 'content-type': 'application/octet-stream' };
const importFile = (as: Session, format: string, body: Buffer | string, extra: { query?: string; headers?: Record<string, string> } = {}) =>
  t.call<QuestionImportReport>('POST', `${Q}/import?format=${format}${extra.query ?? ''}`, { as, body: typeof body === 'string' ? Buffer.from(body) : body, headers: { ...octet, ...extra.headers } });
const previewFile = (as: Session, format: string, body: Buffer | string, extra: { query?: string; headers?: Record<string, string> } = {}) =>
  t.call<QuestionImportPreview>('POST', `${Q}/import/preview?format=${format}${extra.query ?? ''}`, { as, body: typeof body === 'string' ? Buffer.from(body) : body, headers: { ...octet, ...extra.headers } });
const getQuestions = async (as: Session, ids: number[]) => Promise.all(ids.map(async (id) => (await t.call<Question>('GET', `${Q}/${id}`, { as })).data));
const bank = async (as: Session) => (await t.call<QuestionList>('GET', `${Q}?bank=college&page_size=100`, { as })).data;

describe('GIFT', () => {
  it('imports every supported type of the Moodle documentation', async () => {
    const res = await importFile(eduadmin2, 'gift', fixture('valid.gift'));
    expect(res.code).toBe(1);
    expect(res.data.failed).toEqual([]);
    expect(res.data.imported).toBe(10);
    const qs = await getQuestions(eduadmin2, res.data.ids);
    expect(qs.map((q) => q.type)).toEqual(['single', 'judge', 'judge', 'multiple', 'blank', 'blank', 'numeric', 'short', 'single', 'judge']);
    expect(qs.every((q) => q.category_name === 'GIFT 导入' && q.edu_id === eduadmin2.user.edu_id)).toBe(true);
    expect(qs[0]).toMatchObject({
      stem: '在 CAPM 中衡量系统性风险的是？',
      analysis: 'CAPM：E(R) = Rf + β(E(Rm) − Rf)',
      content: {
        type: 'single',
        options: [
          { key: 'A', text: '贝塔系数', feedback: '正确：β 衡量系统性风险' },
          { key: 'B', text: '标准差', feedback: '标准差衡量总风险' },
          { key: 'C', text: '夏普比率' },
        ],
        answer: 'A',
      },
    });
    expect(qs[1]!.content).toEqual({ type: 'judge', answer: true });
    expect(qs[2]).toMatchObject({ analysis: '错误：BS 假设波动率为常数', content: { type: 'judge', answer: false } });
    expect(qs[3]!.content).toMatchObject({ type: 'multiple', answer: ['A', 'B'], partial_credit: 'sum' });
    expect(qs[4]!.content).toMatchObject({ type: 'blank', blanks: [{ alternatives: ['9', '九'] }] });
    expect(qs[5]).toMatchObject({ stem: '年利率 5% 时 100 元一年后的终值为 _____ 元。', content: { blanks: [{ alternatives: ['105', '105.00'] }] } });
    expect(qs[6]).toMatchObject({
      analysis: '',
      content: { type: 'numeric', answers: [{ value: 3.14159, tolerance: { kind: 'absolute', amount: 0.0005 }, credit: 1 }], units: [], unit_required: false, precision: null },
    });
    expect(qs[7]!.content).toEqual({ type: 'short', reference: '' });
    expect(qs[8]).toMatchObject({
      stem: '等式 a = b 的 {集合} 写法中，冒号 : 表示什么？',
      content: { options: [{ key: 'A', text: '比值#比例' }, { key: 'B', text: '无意义' }], answer: 'A' },
    });
    expect(qs[9]).toMatchObject({ stem: '**有效前沿**上的组合在给定风险下期望收益最高。', content: { answer: true } });
  });

  it('reports every broken item with line, title and reason; imports nothing of the file', async () => {
    const before = (await bank(teacher2)).total;
    const res = await importFile(teacher2, 'gift', fixture('broken.gift'));
    expect(res.data).toMatchObject({ imported: 0, ids: [], totals: [], message: '4 道题有错误，没有导入任何题目；请修改后重新导入' });
    expect((await bank(teacher2)).total).toBe(before);
    expect(res.data.failed).toEqual([
      // Without `=` Moodle reads a multiple-answer question, which needs a positive weight; two `=` answers are a single
      // choice question with two full-credit options, as Moodle imports it (issue 32).
      { item: 1, line: 2, title: '无正确答案', reason: '多选题没有得分为正的答案（~%50%…）' },
      { item: 2, line: 4, title: '不闭合', reason: '答案部分的大括号 { 没有闭合' },
      { item: 3, line: 6, title: '配对', reason: '配对题至少需要两对（=题目 -> 答案）' },
      { item: 5, line: 10, title: '数值区间', reason: '数值答案「5..1」不是数字、数字:误差 或 下限..上限' },
    ]);
    const en = await importFile(teacher2, 'gift', fixture('broken.gift'), { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.data.failed.map((f) => f.reason)).toEqual([
      'The multiple-answer question has no answer with a positive weight (~%50%…)',
      'The answer block { is not closed',
      'A matching question needs at least two pairs (=prompt -> answer)',
      'Numeric answer "5..1" is not a number, number:tolerance or low..high',
    ]);
  });
});

describe('Aiken', () => {
  it('imports A. and A) options', async () => {
    const res = await importFile(teacher2, 'aiken', fixture('valid.aiken.txt'));
    expect(res.data).toMatchObject({ imported: 3, failed: [] });
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs[1]).toMatchObject({ stem: '其他条件不变，市场利率上升时已发行债券的价格会？', content: { type: 'single', answer: 'B', options: [{ key: 'A', text: '上升' }, { key: 'B', text: '下降' }, { key: 'C', text: '不变' }] } });
    expect(qs[2]!.content).toMatchObject({ answer: 'B', options: [{ text: 'Value at Risk' }, { text: 'Expected Shortfall' }] });
  });
  it('reports a bad answer letter, a missing answer and too few options', async () => {
    const res = await importFile(teacher2, 'aiken', fixture('broken.aiken.txt'));
    expect(res.data).toMatchObject({ imported: 0, message: '4 道题有错误，没有导入任何题目；请修改后重新导入' });
    expect(res.data.failed).toEqual([
      { item: 1, line: 1, title: '答案字母不在选项中的题', reason: '答案 E 不是选项之一（A、B）' },
      { item: 2, line: 6, title: '缺少答案行的题', reason: '缺少 ANSWER 行' },
      { item: 3, line: 10, title: '只有一个选项的题', reason: '至少需要两个选项' },
      { item: 5, line: 19, title: '答案不是字母的题', reason: '答案「甲」不是一个选项字母' },
    ]);
  });
});

describe('Moodle XML', () => {
  it('imports multichoice, truefalse, shortanswer, numerical and essay; skips descriptions; reads categories', async () => {
    const res = await importFile(teacher2, 'moodle', fixture('valid.moodle.xml'));
    expect(res.data).toMatchObject({ imported: 7, failed: [] });
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs.map((q) => [q.type, q.category_name])).toEqual([
      ['single', '投资学'],
      ['multiple', '投资学'],
      ['judge', '投资学'],
      ['blank', '风险管理'],
      ['numeric', '风险管理'],
      ['short', '风险管理'],
      ['judge', '风险管理'],
    ]);
    expect(qs[0]).toMatchObject({
      stem: '无风险利率 3%，市场期望收益 8%，**β = 1.2**。按 CAPM，期望收益率为：',
      analysis: '3% + 1.2 × 5% = 9%',
      score: 2,
      knowledge_points: ['CAPM', '期望收益'],
      content: { answer: 'B', options: [{ key: 'A' }, { key: 'B', feedback: '正确' }, { key: 'C' }] },
    });
    expect(qs[1]).toMatchObject({ stem: '其他条件不变，会使附息债券久期**变长**的因素有：', content: { answer: ['A', 'C'], partial_credit: 'sum' } });
    expect(qs[2]).toMatchObject({ analysis: 'true: 对冲类资产的贝塔可为负', content: { type: 'judge', answer: true } });
    expect(qs[3]!.content).toEqual({ type: 'blank', blanks: [{ alternatives: ['历史模拟法', 'historical simulation', '历史法'], credits: [1, 1, 0.5] }], ignore_case: true, ignore_spaces: false, wildcard: false });
    expect(qs[4]!.content).toEqual({ type: 'numeric', answers: [{ value: 32.9, tolerance: { kind: 'absolute', amount: 0.1 }, credit: 1 }], units: [], unit_required: false, precision: null });
    expect(qs[5]).toMatchObject({ stem: '比较 VaR 与 ES。\n![VaR 与 ES](https://example.com/var-es.png)\n- 定义\n- 性质', score: 10, content: { type: 'short', reference: 'ES 满足次可加性 & 刻画尾部' } });
    expect(qs[6]).toMatchObject({ stem: 'ES > VaR（同一置信水平，连续分布）。', content: { answer: true } });
  });
  it('reports an unsupported embedded answer, unknown types and bad keys', async () => {
    const res = await importFile(teacher2, 'moodle', fixture('broken.moodle.xml'));
    expect(res.data.imported).toBe(0);
    expect(res.data.failed).toEqual([
      { item: 1, line: 3, title: '完形填空', reason: '不支持嵌入答案类型 MULTIRESPONSE（多选 MULTIRESPONSE 没有对应的空）' },
      { item: 2, line: 7, title: '配对题', reason: '不支持的题型「matching」' },
      { item: 3, line: 11, title: '单选没有满分答案', reason: '单选题需要一个得分 100% 的答案' },
      { item: 4, line: 18, title: '判断缺少答案', reason: '判断题需要一个得分 100% 的 true 或 false 答案' },
      { item: 5, line: 22, title: '题干为空', reason: '字段 stem 不能为空' },
    ]);
  });
  it('a file that is not XML is refused whole', async () => {
    expect(await importFile(teacher2, 'moodle', fixture('not-xml.xml'))).toMatchObject({ code: 0, message: '文件不是有效的 XML（第 3 行）', data: null });
    expect(await importFile(teacher2, 'moodle', '<html><body>hi</body></html>')).toMatchObject({ code: 0, message: '找不到 Moodle XML 的 <quiz> 根元素' });
  });
});

describe('xlsx', () => {
  it('imports the template layout (Chinese headers) with every column', async () => {
    const res = await importFile(teacher2, 'xlsx', fixture('valid.xlsx'));
    expect(res.data).toMatchObject({ imported: 6, failed: [] });
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs.map((q) => q.type)).toEqual(['single', 'multiple', 'judge', 'blank', 'short', 'program']);
    expect(qs[0]).toMatchObject({ difficulty: 2, score: 2, knowledge_points: ['CAPM', '系统性风险'], category_name: '投资学', analysis: 'β 衡量系统性风险', content: { answer: 'B' } });
    expect(qs[1]).toMatchObject({ difficulty: 3, category_name: '风险管理', content: { answer: ['A', 'B', 'C'] } });
    expect(qs[3]!.content).toMatchObject({ blanks: [{ alternatives: ['E(Rm)-Rf', 'E(Rm) − Rf'] }, { alternatives: ['系统性', 'systematic'] }] });
    expect(qs[4]!.content).toEqual({ type: 'short', reference: '弱式、半强式、强式' });
    expect(qs[5]!.content).toMatchObject({ type: 'program', tests: [{ name: '翻倍', points: 10 }] });
  });
  it('accepts English headers', async () => {
    const res = await importFile(teacher2, 'xlsx', fixture('english-headers.xlsx'));
    expect(res.data).toMatchObject({ imported: 1, failed: [] });
    const [q] = await getQuestions(teacher2, res.data.ids);
    expect(q).toMatchObject({ type: 'single', knowledge_points: ['VaR', 'ES'], analysis: 'ES is subadditive', content: { answer: 'B' } });
  });
  it('reports each bad row by its row number, and imports none of the file (not even its good row)', async () => {
    const before = (await bank(teacher2)).total;
    const res = await importFile(teacher2, 'xlsx', fixture('broken.xlsx'));
    expect(res.data).toMatchObject({ imported: 0, ids: [], totals: [] });
    expect((await bank(teacher2)).total).toEqual(before);
    expect(res.data.failed).toEqual([
      { item: 1, line: 2, title: '未知题型', reason: '未知题型「问答题」' },
      { item: 2, line: 3, title: '答案字母不在选项中', reason: '答案 E 不是选项之一（A、B、C、D）' },
      { item: 3, line: 4, title: '缺少答案', reason: '缺少答案' },
      { item: 4, line: 5, title: '判断答案无效', reason: '判断题答案「也许」应为 对 或 错' },
      { item: 5, line: 6, title: '难度越界', reason: '难度「9」应为 1–5 的整数' },
      { item: 6, line: 7, title: '编程题没有内容 JSON', reason: '计算题、编程题、笔记本题和案例分析题请在「内容JSON」列填写完整内容' },
      { item: 7, line: 8, title: '___ 与 ___ 两个空', reason: '题干标出了 2 个空，但答案有 1 个' },
    ]);
  });
  it('a notebook row needs its content JSON (with a code cell); with it, it imports whole', async () => {
    const content = {
      type: 'notebook',
      cells: [
        { type: 'markdown', source: '## 题目', locked: true },
        { type: 'code', source: 'x = 1\n', locked: false },
      ],
      tests: [{ name: 'x', code: 'assert x == 2', points: 5 }],
    };
    const textOnly = { ...content, cells: [content.cells[0]] };
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('试题 (Questions)');
    sheet.addRow(['题型', '题干', '内容JSON']);
    sheet.addRow(['笔记本题', '没有内容的笔记本', '']);
    sheet.addRow(['notebook', '只有文字的笔记本', JSON.stringify(textOnly)]);
    sheet.addRow(['笔记本', '完整的笔记本', JSON.stringify(content)]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const refused = await importFile(teacher2, 'xlsx', file);
    expect(refused.data.failed).toEqual([
      { item: 1, line: 2, title: '没有内容的笔记本', reason: '计算题、编程题、笔记本题和案例分析题请在「内容JSON」列填写完整内容' },
      { item: 2, line: 3, title: '只有文字的笔记本', reason: '笔记本题至少需要一个代码单元格' },
    ]);
    const english = await importFile(teacher2, 'xlsx', file, { headers: { 'accept-language': 'en-US' } });
    expect(english.data.failed.map((x) => x.reason)).toEqual([
      'Calculated, programming, notebook and case questions need the full content in the "Content JSON" column',
      'A notebook question needs at least one code cell',
    ]);
    const one = new ExcelJS.Workbook();
    const rows = one.addWorksheet('试题 (Questions)');
    rows.addRow(['题型', '题干', '内容JSON']);
    rows.addRow(['笔记本题', '完整的笔记本', JSON.stringify(content)]);
    const res = await importFile(teacher2, 'xlsx', Buffer.from(await one.xlsx.writeBuffer()));
    expect(res.data).toMatchObject({ imported: 1, failed: [] });
    const [q] = await getQuestions(teacher2, res.data.ids);
    expect(q).toMatchObject({ type: 'notebook', content });
  });
  it('refuses a file that is not a workbook, or lacks the columns', async () => {
    expect(await importFile(teacher2, 'xlsx', 'hello')).toMatchObject({ code: 0, message: '文件不是有效的 .xlsx 工作簿' });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['名字', '年龄']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    expect(await importFile(teacher2, 'xlsx', file)).toMatchObject({ code: 0, message: '第一行缺少「题型」和「题干」列，请使用导入模板' });
  });
  it('the template has the question sheet and the instructions sheet, and imports as empty', async () => {
    const res = await t.request(`${Q}/import/template`, { as: teacher });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(['试题 (Questions)', '说明 (Instructions)']);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean);
    expect(header.slice(0, 3)).toEqual(['题型* (Type)', '题干* (Stem)', '选项A (Option A)']);
    expect(header).toEqual(expect.arrayContaining(['选项H (Option H)', '答案 (Answer)', '解析 (Analysis)', '难度 (Difficulty)', '知识点 (Knowledge points)', '分值 (Score)']));
    const empty = Buffer.from(await book.xlsx.writeBuffer());
    expect(await importFile(teacher2, 'xlsx', empty)).toMatchObject({ code: 0, message: '文件中没有找到试题' });
  });
});

describe('preview', () => {
  it('reads every item with its type, stem excerpt and problems, writes nothing, and its totals are the import’s', async () => {
    const before = (await bank(teacher2)).total;
    const preview = await previewFile(teacher2, 'xlsx', fixture('valid.xlsx'));
    expect(preview.code).toBe(1);
    expect(preview.data.error_count).toBe(0);
    expect(preview.data.items.map((item) => [item.item, item.line, item.type, item.errors])).toEqual([
      [1, 2, 'single', []],
      [2, 3, 'multiple', []],
      [3, 4, 'judge', []],
      [4, 5, 'blank', []],
      [5, 6, 'short', []],
      [6, 7, 'program', []],
    ]);
    expect(preview.data.items.every((item) => item.stem.length > 0 && item.stem.length <= 61)).toBe(true);
    expect(preview.data.totals).toEqual(['single', 'multiple', 'judge', 'blank', 'short', 'program'].map((type) => ({ type, count: 1 })));
    expect((await bank(teacher2)).total).toBe(before);
    const res = await importFile(teacher2, 'xlsx', fixture('valid.xlsx'));
    expect(res.data).toMatchObject({ imported: 6, failed: [], message: null });
    expect(res.data.totals).toEqual(preview.data.totals);
    expect((await bank(teacher2)).total).toBe(before + 6);
  });
  it('lists the good items of a broken file too, and counts the bad ones', async () => {
    const preview = await previewFile(teacher2, 'xlsx', fixture('broken.xlsx'), { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(preview.data.error_count).toBe(7);
    expect(preview.data.items).toHaveLength(8);
    expect(preview.data.items[1]).toMatchObject({ item: 2, line: 3, errors: ['answer E is not one of the options (A, B, C, D)'] });
    // a question that reads but breaks a rule (two blanks, one answer) shows its stem
    expect(preview.data.items[6]).toMatchObject({ type: 'blank', stem: expect.stringContaining('两个空') as unknown });
    const good = preview.data.items.filter((item) => item.errors.length === 0);
    expect(good).toHaveLength(1);
    expect(preview.data.totals).toEqual([{ type: good[0]!.type, count: 1 }]);
  });
  it('answers an empty list for a file without questions, and refuses what an import refuses', async () => {
    expect(await previewFile(teacher2, 'gift', '// only a comment\n')).toMatchObject({ code: 1, data: { items: [], totals: [], error_count: 0 } });
    expect(await previewFile(teacher2, 'xlsx', 'hello')).toMatchObject({ code: 0, message: '文件不是有效的 .xlsx 工作簿' });
    expect(await t.call('POST', `${Q}/import/preview?format=gift`, { as: teacher2, body: Buffer.alloc(0), headers: octet })).toMatchObject({ code: 0 });
    expect(await previewFile(teacher2, 'gift', Buffer.alloc(5 * 1024 * 1024 + 10, 0x20))).toMatchObject({ code: 0, message: '文件不能超过 5 MB' });
  });
});

describe('import rules', () => {
  it('imports into the caller bank: sys_admin → platform; a category_id overrides file categories', async () => {
    const platformBefore = (await t.call<QuestionList>('GET', `${Q}?bank=platform`, { as: admin })).data.total;
    const res = await importFile(admin, 'aiken', fixture('valid.aiken.txt'));
    expect(res.data.imported).toBe(3);
    expect((await t.call<QuestionList>('GET', `${Q}?bank=platform`, { as: admin })).data.total).toBe(platformBefore + 3);
    const cat = await t.call<QuestionCategory>('POST', `${Q}/category`, { as: teacher2, body: { name: '导入专用' } });
    const into = await importFile(teacher2, 'gift', fixture('valid.gift'), { query: `&category_id=${cat.data.id}` });
    const qs = await getQuestions(teacher2, into.data.ids);
    expect(qs.every((q) => q.category_name === '导入专用')).toBe(true);
    // another college's category is not found, and nothing is imported
    const before = (await bank(teacher)).total;
    expect(await importFile(teacher, 'gift', fixture('valid.gift'), { query: `&category_id=${cat.data.id}` })).toMatchObject({ code: 0, message: '题目分类不存在' });
    expect((await bank(teacher)).total).toBe(before);
  });
  it('refuses bad queries, empty bodies, non-UTF-8 text, oversize files and too many items', async () => {
    expect((await importFile(teacher2, 'csv', 'x')).code).toBe(0);
    expect(await t.call('POST', `${Q}/import?format=gift`, { as: teacher2, body: Buffer.alloc(0), headers: octet })).toMatchObject({ code: 0 });
    expect(await importFile(teacher2, 'gift', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toMatchObject({ code: 0, message: '文件不是 UTF-8 编码的文本' });
    expect(await importFile(teacher2, 'gift', '// only a comment\n')).toMatchObject({ code: 0, message: '文件中没有找到试题' });
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x20);
    expect(await importFile(teacher2, 'gift', big)).toMatchObject({ code: 0, message: '文件不能超过 5 MB' });
    const before = (await bank(teacher2)).total;
    const many = Array.from({ length: 2001 }, (_, i) => `第 ${i + 1} 题 {T}`).join('\n\n');
    expect(await importFile(teacher2, 'gift', many)).toMatchObject({ code: 0, message: '一次最多导入 2000 道试题，文件中有 2001 道' });
    expect((await bank(teacher2)).total).toBe(before);
  });
});

describe('export round trips', () => {
  const comparable = (q: Question) => ({
    type: q.type,
    stem: q.stem,
    analysis: q.analysis,
    difficulty: q.difficulty,
    score: q.score,
    knowledge_points: q.knowledge_points,
    category_name: q.category_name,
    content: q.content,
  });
  const byStem = (a: { stem: string }, b: { stem: string }) => a.stem.localeCompare(b.stem);

  it.each(['moodle', 'xlsx'])('%s: the demo bank (every type) exports and re-imports identically', async (format) => {
    const fresh = await createTestApp();
    try {
      const src = await fresh.login('teacher');
      const dst = await fresh.login('teacher2');
      // A notebook question with per-student data (issue 16): its generator and parameters are part of its content.
      const generator = "def generate(seed):\n    return {'files': {'prices.csv': 'close\\n1\\n'}, 'params': {'n': 1}}";
      const perStudent = await fresh.call('POST', Q, {
        as: src,
        body: {
          type: 'notebook',
          stem: '用你自己的数据计算收盘价均值',
          content: { type: 'notebook', cells: [{ type: 'code', source: 'x = 1\n', locked: false }], tests: [{ name: 'x', code: 'assert x == 2', points: 5 }], parameters: [{ name: 'n', description: '行数' }], generator },
        },
      });
      expect(perStudent.code).toBe(1);
      const original = (await fresh.call<QuestionList>('GET', `${Q}?bank=college&page_size=100`, { as: src })).data.list;
      // Programming, notebook and case questions travel whole (Content JSON in xlsx, finedu_content in Moodle XML).
      expect(original.filter((q) => q.type === 'notebook')).toHaveLength(2);
      const res = await fresh.request(`${Q}/export?bank=college&format=${format}`, { as: src });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(format === 'moodle' ? 'questions.xml' : 'questions.xlsx');
      const file = Buffer.from(await res.arrayBuffer());
      if (format === 'moodle') expect(file.toString('utf8')).toContain('<question type="multichoice">');
      const imported = await fresh.call<QuestionImportReport>('POST', `${Q}/import?format=${format}`, { as: dst, body: file, headers: octet });
      expect(imported.data.failed).toEqual([]);
      expect(imported.data.imported).toBe(original.length);
      const copies = (await fresh.call<QuestionList>('GET', `${Q}?bank=college&page_size=100`, { as: dst })).data.list;
      expect(copies.map(comparable).sort(byStem)).toEqual(original.map(comparable).sort(byStem));
      expect(copies.find((q) => q.stem === '用你自己的数据计算收盘价均值')?.content).toMatchObject({ generator, parameters: [{ name: 'n', description: '行数' }] });
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('exports only what the filters select, from a readable bank', async () => {
    const res = await t.request(`${Q}/export?bank=college&format=moodle&type=judge`, { as: teacher });
    const xml = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(xml.match(/<question type="truefalse">/g)?.length).toBe((await t.call<QuestionList>('GET', `${Q}?bank=college&type=judge`, { as: teacher })).data.total);
    expect(xml).not.toContain('type="multichoice"');
    const bad = await t.call('GET', `${Q}/export?bank=college&format=pdf`, { as: teacher });
    expect(bad.code).toBe(0);
    // teacher2 exporting "college" gets their own bank only, never college 1's questions
    const other = await t.request(`${Q}/export?bank=college&format=moodle`, { as: teacher2 });
    expect(Buffer.from(await other.arrayBuffer()).toString('utf8')).not.toContain('在资本预算中');
  });

  it('exports GIFT when GIFT holds every question, a file that reads back the same; otherwise refuses it whole, naming what GIFT cannot hold', async () => {
    const judges = (await t.call<QuestionList>('GET', `${Q}?bank=college&type=judge&page_size=100`, { as: teacher })).data.list;
    expect(judges.length).toBeGreaterThan(0);
    const res = await t.request(`${Q}/export?bank=college&format=gift&type=judge`, { as: teacher });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('content-disposition')).toContain('questions.gift.txt');
    const gift = Buffer.from(await res.arrayBuffer());
    // Read back by the importer (preview: nothing is written to the other college's bank), every question whole.
    const preview = await previewFile(teacher2, 'gift', gift);
    expect(preview.data.error_count).toBe(0);
    expect(preview.data.items.map((i) => i.type)).toEqual(judges.map(() => 'judge'));
    const stems = judges.map((q) => q.stem.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim());
    for (const item of preview.data.items) expect(stems.some((stem) => item.stem.length > 0 && stem.startsWith(item.stem.replace(/…$/, '')))).toBe(true);

    // A multiple choice with proportional credit: GIFT's percentages would grade it otherwise (Moodle's sum), so a
    // file with it is not exported at all; the refusal counts and names what GIFT cannot hold.
    const odd = await t.call<Question>('POST', Q, {
      as: teacher,
      body: { type: 'multiple', stem: '按比例得分的多选题', content: { type: 'multiple', options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `选项 ${key}` })), answer: ['A', 'C'], partial_credit: 'proportional' } },
    });
    expect(odd.code).toBe(1);
    const refused = await t.call('GET', `${Q}/export?bank=college&format=gift&type=multiple&keyword=${encodeURIComponent('按比例得分')}`, { as: teacher });
    expect(refused).toMatchObject({ code: 0, data: null, message: '1 道题无法用 GIFT 完整表示（如完形填空、部分得分规则、多个填空），未导出：「按比例得分的多选题」。请导出为 Moodle XML，或筛选掉这些题后再导出 GIFT' });
    const multiples = (await t.call<QuestionList>('GET', `${Q}?bank=college&type=multiple`, { as: teacher })).data.total;
    const english = await t.call('GET', `${Q}/export?bank=college&format=gift&type=multiple`, { as: teacher, headers: { 'accept-language': 'en-US' } });
    expect(english.message).toMatch(new RegExp(`^${multiples} question\\(s\\) cannot be held whole by GIFT .*: "[^"]+", "[^"]+", "[^"]+" and more\\. Export Moodle XML`));
    await t.call('DELETE', `${Q}/${odd.data.id}`, { as: teacher });
  });
});
