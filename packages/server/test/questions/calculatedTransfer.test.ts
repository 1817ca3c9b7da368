// Calculated questions in and out of the bank (issue 15, part 2): a Moodle XML `calculated` question (dataset
// definitions, `{a}` formulas, tolerance types) imported as ours, and our Moodle XML and Excel exports read back to
// the same content.
import type { Question, QuestionImportReport, QuestionWrite } from '@finedu/domain';
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

const dataset = (name: string, min: number, max: number, decimals: number) =>
  `<dataset_definition><status><text>private</text></status><name><text>${name}</text></name><type>calculated</type><distribution><text>uniform</text></distribution><minimum><text>${min}</text></minimum><maximum><text>${max}</text></maximum><decimals><text>${decimals}</text></decimals><itemcount>0</itemcount><dataset_items></dataset_items><number_of_items>0</number_of_items></dataset_definition>`;

describe('Moodle XML calculated', () => {
  it('imports the formula, the tolerance and each dataset definition as a range in steps of its decimals', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="calculated">
    <name><text>年金终值</text></name>
    <questiontext format="html"><text><![CDATA[<p>每年末存入 {pmt} 元，年利率 {r}%，{n} 年后的终值为多少元？</p>]]></text></questiontext>
    <defaultgrade>5</defaultgrade>
    <answer fraction="100"><text>{pmt} * (pow(1 + {r} / 100, {n}) - 1) / ({r} / 100)</text><tolerance>0.01</tolerance><tolerancetype>1</tolerancetype><correctanswerformat>1</correctanswerformat><correctanswerlength>2</correctanswerlength></answer>
    <units><unit><multiplier>1</multiplier><unit_name>元</unit_name></unit></units>
    <dataset_definitions>${dataset('pmt', 1000, 5000, 0)}${dataset('r', 2, 8, 1)}${dataset('n', 3, 10, 0)}</dataset_definitions>
  </question>
  <question type="calculated">
    <name><text>没有公式</text></name>
    <questiontext format="html"><text>{a}</text></questiontext>
    <answer fraction="0"><text>{a}</text><tolerance>0.01</tolerance></answer>
    <dataset_definitions>${dataset('a', 1, 2, 0)}</dataset_definitions>
  </question>
</quiz>`;
    // A file with a bad item imports nothing (all or nothing) and names the item; without it, the rest comes in.
    const refused = await importFile(teacher, 'moodle', xml);
    expect(refused.data.imported).toBe(0);
    expect(refused.data.failed).toEqual([expect.objectContaining({ item: 2, reason: '计算题没有得分 100% 的公式' })]);
    const res = await importFile(teacher, 'moodle', xml.replace(/<question type="calculated">\s*<name><text>没有公式[\s\S]*?<\/question>/, ''));
    expect(res.code).toBe(1);
    expect(res.data.failed).toEqual([]);
    const [question] = await getQuestions(teacher, res.data.ids);
    expect(question).toMatchObject({ type: 'calculated', stem: '每年末存入 {pmt} 元，年利率 {r}%，{n} 年后的终值为多少元？', score: 5 });
    expect(question!.content).toEqual({
      type: 'calculated',
      variables: [
        { name: 'pmt', kind: 'range', min: 1000, max: 5000, step: 1 },
        { name: 'r', kind: 'range', min: 2, max: 8, step: 0.1 },
        { name: 'n', kind: 'range', min: 3, max: 10, step: 1 },
      ],
      formula: 'pmt * (pow(1 + r / 100, n) - 1) / (r / 100)',
      tolerance: { kind: 'relative', amount: 0.01 },
      units: [{ name: '元', multiplier: 1 }],
      unit_required: false,
      precision: null,
    });
  });

  it('refuses an imported definition with no finite answer, as the bank does', async () => {
    const xml = `<quiz><question type="calculated"><name><text>除以零</text></name><questiontext format="html"><text>{a}</text></questiontext>
      <answer fraction="100"><text>1 / ({a} - 2)</text><tolerance>0.01</tolerance><tolerancetype>2</tolerancetype></answer>
      <dataset_definitions>${dataset('a', 1, 3, 0)}</dataset_definitions></question></quiz>`;
    const res = await importFile(teacher, 'moodle', xml);
    expect(res.data.imported).toBe(0);
    expect(res.data.failed[0]?.reason).toContain('a=2');
  });
});

describe('exports', () => {
  const body: QuestionWrite = {
    type: 'calculated',
    stem: '贷款 {loan} 元，年利率 {rate}%，{years} 年，每月还款额？',
    score: 6,
    content: {
      type: 'calculated',
      variables: [
        { name: 'loan', kind: 'list', values: [20000, 30000, 45000] },
        { name: 'rate', kind: 'range', min: 3, max: 6, step: 0.25 },
        { name: 'years', kind: 'range', min: 2, max: 6, step: 1 },
      ],
      formula: 'PMT(rate / 100 / 12, years * 12, -loan)',
      tolerance: { kind: 'absolute', amount: 0.5 },
      units: [{ name: '元', multiplier: 1 }],
      unit_required: false,
      precision: { kind: 'decimals', digits: 2 },
    },
  };

  it.each(['moodle', 'xlsx'])('%s: a calculated question exports and re-imports with the same content', async (format) => {
    const cat = await t.call<{ id: number }>('POST', `${Q}/category`, { as: teacher, body: { name: `计算题导出 ${format}` } });
    expect((await t.call<Question>('POST', Q, { as: teacher, body: { ...body, category_id: cat.data.id } })).code).toBe(1);
    const res = await t.request(`${Q}/export?bank=college&format=${format}&type=calculated&category_id=${cat.data.id}`, { as: teacher });
    const file = Buffer.from(await res.arrayBuffer());
    if (format === 'moodle') {
      const xml = file.toString('utf8');
      // Moodle reads its own elements: the braced formula, the nominal tolerance and one dataset per variable.
      expect(xml).toContain('<question type="calculated">');
      expect(xml).toContain('PMT({rate} / 100 / 12, {years} * 12, -{loan})');
      expect(xml).toContain('<tolerancetype>2</tolerancetype>');
      expect(xml.match(/<dataset_definition>/g)).toHaveLength(3);
      expect(xml).toContain('<name><text>rate</text></name>');
    }
    const imported = await importFile(teacher2, format, file);
    expect(imported.data.failed).toEqual([]);
    const [back] = await getQuestions(teacher2, imported.data.ids);
    expect(back).toMatchObject({ type: 'calculated', stem: body.stem, content: body.content });
  });
});
