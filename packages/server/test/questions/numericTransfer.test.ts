// Numeric questions in and out of the bank (issue 15): GIFT `{#…}`, Moodle XML `numerical` and the Excel template,
// each read as a numeric question and each export read back to the same content.
import ExcelJS from 'exceljs';
import type { NumericContent, Question, QuestionImportReport, QuestionWrite } from '@finedu/domain';
import { formatGiftNumeric, parseGift } from '../../src/modules/questions/formats/gift.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

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
const octet = { 'content-type': 'application/octet-stream' };
const importFile = (as: Session, format: string, body: Buffer | string) =>
  t.call<QuestionImportReport>('POST', `${Q}/import?format=${format}`, { as, body: typeof body === 'string' ? Buffer.from(body) : body, headers: octet });
const getQuestions = async (as: Session, ids: number[]) => Promise.all(ids.map(async (id) => (await t.call<Question>('GET', `${Q}/${id}`, { as })).data));
const abs = (value: number, amount: number, credit = 1) => ({ value, tolerance: { kind: 'absolute' as const, amount }, credit });
const numeric = (content: Partial<NumericContent> & Pick<NumericContent, 'answers'>): NumericContent => ({ type: 'numeric', units: [], unit_required: false, precision: null, ...content });

describe('GIFT numeric', () => {
  it('imports {#10:0.01}, {#8..12}, several answers with =%50% and feedback as numeric questions', async () => {
    const gift = [
      '::NPV:: 项目的 NPV 为多少？ {#10:0.01}',
      '',
      '::区间:: 合理的市盈率区间？ {#8..12}',
      '',
      '::部分得分:: 项目的 NPV 为多少？ {#=10:0.01#正确 =%50%10:0.5#接近 ~%0%0:1000#方向错了}',
      '',
      '::负数:: 该组合的收益为多少？ {#-2.5}',
    ].join('\n');
    const res = await importFile(teacher2, 'gift', gift);
    expect(res.data.failed).toEqual([]);
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs.map((q) => q.content)).toEqual([
      numeric({ answers: [abs(10, 0.01)] }),
      numeric({ answers: [abs(10, 2)] }),
      numeric({ answers: [abs(10, 0.01), abs(10, 0.5, 0.5)] }),
      numeric({ answers: [abs(-2.5, 0)] }),
    ]);
    expect(qs[2]!.analysis).toBe('10:0.01: 正确\n10:0.5: 接近\n0:1000: 方向错了');
  });

  it('reports a numeric answer that does not read, and one without full credit', async () => {
    const res = await importFile(teacher2, 'gift', '::坏:: x {#abc}\n\n::半:: y {#=%50%10:1}\n');
    expect(res.data.failed).toEqual([
      { item: 1, line: 1, title: '坏', reason: '数值答案「abc」不是数字、数字:误差 或 下限..上限' },
      { item: 2, line: 3, title: '半', reason: '数值题没有满分答案' },
    ]);
  });

  it.each<[string, NumericContent]>([
    ['one answer', numeric({ answers: [abs(10, 0.01)] })],
    ['several answers with credit', numeric({ answers: [abs(11.908, 0.01), abs(11.908, 0.5, 0.5), abs(-3.25, 0, 0.25)] })],
  ])('round trips %s through GIFT', (_, content) => {
    const [item] = parseGift(`::t:: 题干 ${formatGiftNumeric(content)}`);
    expect(item?.write?.content).toEqual({ type: 'numeric', answers: content.answers });
  });

  it('writes a relative tolerance as the absolute one GIFT can hold', () => {
    const text = formatGiftNumeric(numeric({ answers: [{ value: 200, tolerance: { kind: 'relative', amount: 0.05 }, credit: 1 }] }));
    expect(text).toBe('{#=%100%200:10}');
  });
});

describe('Moodle XML numerical', () => {
  it('imports tolerances, fractions and units (Moodle divides by a multiplier, the bank multiplies)', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="numerical">
    <name><text>收入</text></name>
    <questiontext format="plain_text"><text>营业收入为多少元？</text></questiontext>
    <answer fraction="100"><text>12345000</text><tolerance>100</tolerance></answer>
    <answer fraction="50"><text>12345000</text><tolerance>10000</tolerance></answer>
    <answer fraction="0"><text>*</text><tolerance>0</tolerance></answer>
    <units>
      <unit><multiplier>1</multiplier><unit_name>元</unit_name></unit>
      <unit><multiplier>0.0001</multiplier><unit_name>万元</unit_name></unit>
    </units>
    <unitgradingtype>2</unitgradingtype>
    <unitpenalty>1</unitpenalty>
    <showunits>0</showunits>
  </question>
  <question type="numerical">
    <name><text>坏</text></name>
    <questiontext format="plain_text"><text>x</text></questiontext>
    <answer fraction="100"><text>十</text></answer>
  </question>
</quiz>`;
    const refused = await importFile(teacher2, 'moodle', xml);
    expect(refused.data).toMatchObject({ imported: 0, failed: [{ item: 2, line: 17, title: '坏', reason: '数值题的答案「十」不是数字' }] });
    // all or nothing: without the bad question the file comes in
    const res = await importFile(teacher2, 'moodle', xml.replace(/<question type="numerical">\s*<name><text>坏[\s\S]*?<\/question>/, ''));
    expect(res.data.failed).toEqual([]);
    const [q] = await getQuestions(teacher2, res.data.ids);
    expect(q!.content).toEqual(
      numeric({
        answers: [abs(12345000, 100), abs(12345000, 10000, 0.5)],
        units: [
          { name: '元', multiplier: 1 },
          { name: '万元', multiplier: 10000 },
        ],
        unit_required: true,
      }),
    );
  });
});

describe('export round trips of numeric questions', () => {
  const bodies: QuestionWrite[] = [
    {
      type: 'numeric',
      stem: '项目 NPV（万元）？',
      score: 4,
      knowledge_points: ['净现值'],
      content: numeric({ answers: [abs(11.908, 0.01), abs(11.908, 0.5, 0.5)], units: [{ name: '万元', multiplier: 1 }, { name: '元', multiplier: 0.0001 }] }),
    },
    { type: 'numeric', stem: '债券价格（元）？', content: numeric({ answers: [{ value: 98.5, tolerance: { kind: 'relative', amount: 0.01 }, credit: 1 }], precision: { kind: 'decimals', digits: 2 } }) },
    { type: 'numeric', stem: '收入（必须带单位）？', content: numeric({ answers: [abs(12345000, 100)], units: [{ name: '元', multiplier: 1 }, { name: '亿元', multiplier: 100000000 }], unit_required: true }) },
    { type: 'numeric', stem: '利差为多少个基点？', content: numeric({ answers: [abs(25, 0.5), { value: 25, tolerance: { kind: 'relative', amount: 0.1 }, credit: 0.25 }] }) },
  ];

  it.each(['moodle', 'xlsx'])('%s: numeric questions export and re-import with the same content', async (format) => {
    const cat = await t.call<{ id: number }>('POST', `${Q}/category`, { as: teacher, body: { name: `数值导出 ${format}` } });
    for (const body of bodies) {
      const res = await t.call<Question>('POST', Q, { as: teacher, body: { ...body, category_id: cat.data.id } });
      expect(res.code).toBe(1);
    }
    const res = await t.request(`${Q}/export?bank=college&format=${format}&type=numeric&category_id=${cat.data.id}`, { as: teacher });
    const file = Buffer.from(await res.arrayBuffer());
    if (format === 'moodle') {
      const xml = file.toString('utf8');
      expect(xml.match(/<question type="numerical">/g)).toHaveLength(bodies.length);
      expect(xml).toContain('<tolerance>0.01</tolerance>');
      expect(xml).toContain('<multiplier>10000</multiplier>');
    } else {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      const answerCol = header.indexOf('答案 (Answer)');
      const unitsCol = header.indexOf('单位 (Units)');
      const row = [2, 3, 4, 5].map((r) => sheet.getRow(r)).find((r) => String(r.getCell(2).value).startsWith('项目 NPV'))!;
      expect(String(row.getCell(1).value)).toBe('数值题');
      expect(row.getCell(answerCol).value).toBe('11.908±0.01; 11.908±0.5@50%');
      expect(row.getCell(unitsCol).value).toBe('万元=1; 元=0.0001');
    }
    const imported = await importFile(teacher2, format, file);
    expect(imported.data.failed).toEqual([]);
    const copies = await getQuestions(teacher2, imported.data.ids);
    const byStem = (a: { stem: string }, b: { stem: string }) => a.stem.localeCompare(b.stem);
    expect(copies.map((q) => ({ stem: q.stem, content: q.content })).sort(byStem)).toEqual(
      bodies.map((b) => ({ stem: b.stem, content: b.content })).sort(byStem),
    );
  }, 60_000);

  it('xlsx: a teacher’s own rows with relative tolerances, ranges, partial credit and units', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('试题 (Questions)');
    sheet.addRow(['题型', '题干', '答案', '单位']);
    sheet.addRow(['数值题', '债券价格？', '98.5±1%; 90..100@50%', '']);
    sheet.addRow(['numeric', '营业收入？', '12345000±100', '元=1；万元=10000']);
    const good = Buffer.from(await book.xlsx.writeBuffer());
    sheet.addRow(['数值', '坏答案', '约 10', '']);
    sheet.addRow(['数值题', '坏单位', '10', '万元']);
    const refused = await importFile(teacher2, 'xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(refused.data.imported).toBe(0);
    expect(refused.data.failed).toEqual([
      { item: 3, line: 4, title: '坏答案', reason: '数值答案「约 10」应写作 数值、数值±误差、数值±误差%、下限..上限，可加 @50% 表示部分得分' },
      { item: 4, line: 5, title: '坏单位', reason: '单位「万元」应写作 名称=倍数，如 万元=10000' },
    ]);
    const res = await importFile(teacher2, 'xlsx', good);
    expect(res.data).toMatchObject({ imported: 2, failed: [], totals: [{ type: 'numeric', count: 2 }] });
    const qs = await getQuestions(teacher2, res.data.ids);
    expect(qs[0]!.content).toEqual(numeric({ answers: [{ value: 98.5, tolerance: { kind: 'relative', amount: 0.01 }, credit: 1 }, abs(95, 5, 0.5)] }));
    expect(qs[1]!.content).toEqual(numeric({ answers: [abs(12345000, 100)], units: [{ name: '元', multiplier: 1 }, { name: '万元', multiplier: 10000 }] }));
  });
});
