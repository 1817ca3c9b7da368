// Issue 37, item 14 (the import part): a question file is parsed on the server, and whatever a parser makes of it
// answers code 0 with a clear message, never HTTP 500. Moodle XML refuses a DOCTYPE (entity declarations: the
// billion laughs) outright, refuses character references to what is not an XML character (`&#x110000;`, `&#0;`, a
// surrogate) and bounds the nesting of elements; the other formats (GIFT's HTML entities, a workbook that unzips to
// gigabytes or nests without end) hold to the same rule. Before: each of these answered HTTP 500.
import { zipSync, strToU8 } from 'fflate';
import type { QuestionImportReport } from '@finedu/domain';
import { decodeEntities } from '../../src/modules/questions/formats/common.js';
import { MOODLE_MAX_DEPTH } from '../../src/modules/questions/formats/moodle.js';
import { createTestApp, healthWhile, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let teacher: Session;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
}, 120_000);
afterAll(async () => t.close());

const Q = '/api/exam/question';
const importFile = (format: string, body: Buffer | string, lang = 'en') =>
  t.call<QuestionImportReport>('POST', `${Q}/import?format=${format}`, {
    as: teacher,
    body: typeof body === 'string' ? Buffer.from(body) : body,
    headers: { 'content-type': 'application/octet-stream', 'accept-language': lang },
  });
const previewFile = (format: string, body: Buffer | string) =>
  t.call('POST', `${Q}/import/preview?format=${format}`, { as: teacher, body: typeof body === 'string' ? Buffer.from(body) : body, headers: { 'content-type': 'application/octet-stream', 'accept-language': 'en' } });

const question = (stem: string) =>
  `<question type="truefalse"><name><text>判断</text></name><questiontext format="html"><text>${stem}</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`;
const quiz = (body: string, prolog = '') => `<?xml version="1.0" encoding="UTF-8"?>${prolog}<quiz>${body}</quiz>`;

/** Both the import and its preview answer code 0 (HTTP 200) with a message matching `pattern`; nothing is imported. */
async function refused(format: string, file: Buffer | string, pattern: RegExp): Promise<void> {
  const before = await t.call<{ total: number }>('GET', `${Q}?bank=college&page_size=1`, { as: teacher });
  for (const res of [await importFile(format, file), await previewFile(format, file)]) {
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.message).toMatch(pattern);
  }
  const after = await t.call<{ total: number }>('GET', `${Q}?bank=college&page_size=1`, { as: teacher });
  expect(after.data.total).toBe(before.data.total);
}

describe('Moodle XML', () => {
  const laughs = `<!DOCTYPE quiz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]>`;
  it.each([
    ['an internal entity (the billion laughs)', quiz(question('&lol9;'), laughs)],
    ['a plain internal entity', quiz(question('&x;'), '<!DOCTYPE quiz [<!ENTITY x "y">]>')],
    ['an external entity', quiz(question('&x;'), '<!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]>')],
    ['a DOCTYPE without entities', quiz(question('真'), '<!DOCTYPE quiz>')],
    ['a DOCTYPE in lower case after a comment', quiz(question('真'), '<!-- x --><!doctype quiz [<!ENTITY x "y">]>')],
  ])('%s is refused outright', async (_label, xml) => {
    await refused('moodle', xml, /DOCTYPE/);
  });

  it.each([
    ['&#x110000;', 'x110000'],
    ['&#1114112;', '1114112'],
    ['&#0;', '0'],
    ['&#xD800;', 'xD800'],
    ['&#xFFFE;', 'xFFFE'],
    ['&#x1;', 'x1'],
    ['&#99999999999999999999;', '99999999999999999999'],
  ])('the character reference %s is refused, naming it and its line', async (reference, _code) => {
    await refused('moodle', quiz(`\n${question(`真${reference}`)}`), new RegExp(`${reference.replace(/[#&;]/g, (c) => `\\${c}`)} on line 2 is not a character`));
    await refused('moodle', quiz(`<question type="${reference}"/>`), /is not a character/);
  });

  it(`nesting deeper than ${MOODLE_MAX_DEPTH} elements is refused, however deep`, async () => {
    for (const depth of [MOODLE_MAX_DEPTH + 1, 50_000, 400_000]) {
      await refused('moodle', quiz(question(`${'<b>'.repeat(depth)}${'</b>'.repeat(depth)}`)), new RegExp(`more than ${MOODLE_MAX_DEPTH} levels`));
    }
  });

  it('raw control characters and unbalanced markup are refused as XML that is not valid', async () => {
    await refused('moodle', quiz(question('真\u0001')), /The character U\+0001 on line 1 is not a character XML allows/);
    await refused('moodle', quiz(`${question('真')}<question>`), /not valid XML/);
    await refused('moodle', `<?xml version="1.0"?><quiz><![CDATA[`, /not valid XML/);
  });

  it('characters written as references still import (a valid file is unaffected)', async () => {
    const res = await importFile('moodle', quiz(question('&#x4E2D;&#25991;&amp;&lt;b&gt;粗&lt;/b&gt; &#x1F600;')));
    expect(res.code).toBe(1);
    expect(res.data.imported).toBe(1);
    const imported = await t.call<{ stem: string }>('GET', `${Q}/${res.data.ids[0]}`, { as: teacher });
    expect(imported.data.stem).toBe('中文&**粗** 😀');
  });
});

describe('the other formats', () => {
  it('HTML entities: what is not a character reads as U+FFFD (it threw a RangeError), and GIFT keeps its HTML as written', async () => {
    expect(decodeEntities('真&#x110000;&#0;&#xD800;&#x4E2D;')).toBe('真\uFFFD\uFFFD\uFFFD中');
    const res = await importFile('gift', '::Q1:: [html]<p>真&#x110000;&#0;</p> {T}\n');
    expect(res.status).toBe(200);
    expect(res.code).toBe(1);
  });

  const workbook = (files: Record<string, string>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { level: 9 }));
  const WORKBOOK = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml': '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  };
  const sheet = (data: string, prolog = '') => `<?xml version="1.0"?>${prolog}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${data}</sheetData></worksheet>`;

  it('an .xlsx that unzips to more than the limit is refused from its directory, before anything is inflated', async () => {
    const bomb = workbook({ ...WORKBOOK, 'xl/worksheets/sheet1.xml': sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${' '.repeat(120 * 1024 * 1024)}</t></is></c></row>`) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // Before, read-excel-file inflated it whole: the request took minutes. /api/health stays fast while it is refused.
    const { result, slowestMs } = await healthWhile(t, importFile('xlsx', bomb));
    expect(slowestMs).toBeLessThan(1000);
    expect(result.message).toMatch(/expands to more than 100 MB/);
    await refused('xlsx', bomb, /expands to more than 100 MB/);
  }, 120_000);

  it.each([
    ['a DOCTYPE with entities', sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>&x;</t></is></c></row>', '<!DOCTYPE worksheet [<!ENTITY x "y">]>')],
    ['deep nesting', sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'<r>'.repeat(200_000)}${'</r>'.repeat(200_000)}</t></is></c></row>`)],
    ['a character reference that is not a character', sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>&#x110000;</t></is></c></row>')],
  ])('an .xlsx sheet with %s answers code 0', async (_label, xml) => {
    await refused('xlsx', workbook({ ...WORKBOOK, 'xl/worksheets/sheet1.xml': xml }), /./);
  }, 120_000);
});
