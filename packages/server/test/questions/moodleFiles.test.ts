// Moodle XML embedded files (issue 32): images and recordings in `<file>` elements linked as @@PLUGINFILE@@, and the
// image_base64 of old exports, are stored through the storage service and the links rewritten; a question whose
// file is missing or too big is refused whole with its reason; nothing is stored for a refused import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Question, QuestionImportReport } from '@finedu/domain';
import { LocalStorageAdapter } from '../../src/plugins/storage/index.js';
import { userKeyPrefix } from '../../src/modules/uploads/keys.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'moodle');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

let t: TestApp;
let teacher: Session;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
}, 180_000);
afterAll(async () => t.close());

const Q = '/api/exam/question';
const importXml = (body: Buffer | string, query = '') =>
  t.call<QuestionImportReport>('POST', `${Q}/import?format=moodle${query}`, { as: teacher, body: typeof body === 'string' ? Buffer.from(body) : body, headers: { 'content-type': 'application/octet-stream' } });
const getQuestions = async (ids: number[]) => Promise.all(ids.map(async (id) => (await t.call<Question>('GET', `${Q}/${id}`, { as: teacher })).data));

function storedFiles(): string[] {
  const storage = t.app.storage;
  if (!(storage instanceof LocalStorageAdapter)) throw new Error('the tests run on local disk storage');
  const folder = path.join(storage.root, 'objects', userKeyPrefix(t.app.storageConfig, teacher.user.id));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

/** The bytes a fresh link serves, with their type. */
async function fetched(link: string): Promise<{ type: string | null; bytes: Buffer }> {
  const got = await t.request(link.replaceAll('&amp;', '&'));
  expect(got.status).toBe(200);
  return { type: got.headers.get('content-type'), bytes: Buffer.from(await got.arrayBuffer()) };
}

const base64Of = (xml: string, name: string) => new RegExp(`<file name="${name}"[^>]*>([^<]+)</file>`).exec(xml)![1]!;

describe('Moodle XML embedded files', () => {
  it('all or nothing: the missing file and the unsupported type refuse the file, and nothing is stored', async () => {
    const before = storedFiles();
    const res = await importXml(fixture('xml-files.xml'));
    expect(res.data).toMatchObject({ imported: 0, ids: [] });
    expect(res.data.failed).toEqual([
      { item: 4, line: 38, title: '缺少文件', reason: '题目引用的嵌入文件「missing.png」不在文件中' },
      { item: 5, line: 42, title: '拖放填空', reason: '不支持的题型「ddwtos」' },
    ]);
    expect(storedFiles()).toEqual(before);
  });

  it('valid mode: images, the recording and the old image are stored and linked; the exam shows a player', async () => {
    const xml = fixture('xml-files.xml').toString('utf8');
    const before = storedFiles();
    const res = await importXml(xml, '&mode=valid');
    console.log(`xml-files.xml: questions 5, imported ${res.data.imported}, refused ${res.data.failed.length} (${res.data.failed.map((f) => `line ${f.line}: ${f.reason}`).join('; ')})`);
    expect(res.data).toMatchObject({ imported: 3, message: '导入了 3 道题；2 道题有错误，没有导入' });
    const added = storedFiles().filter((f) => !before.includes(f));
    // curve one.png, dot.png, talk.mp3, letter.png: stored once each.
    expect(added.sort()).toHaveLength(4);
    const [image, listening, legacy] = await getQuestions(res.data.ids);

    const stem = /^图中的曲线是哪种分布？\n!\[曲线\]\((\/storage\/[^)\s]+)\)$/.exec(image!.stem);
    expect(stem).not.toBeNull();
    expect(image!.score).toBe(2.5);
    expect(image!.stem).not.toMatch(/alert|script/);
    expect(await fetched(stem![1]!)).toEqual({ type: 'image/png', bytes: Buffer.from(base64Of(xml, 'curve one.png'), 'base64') });
    const option = /^!\[点\]\((\/storage\/[^)\s]+)\)均匀分布$/.exec((image!.content as { options: Array<{ text: string }> }).options[1]!.text);
    expect(option).not.toBeNull();

    const audio = /^听录音并判断：说话人同意。\n\n?<audio controls(?:="")? src="(\/storage\/[^"]+)"><\/audio>$/.exec(listening!.stem);
    expect(audio).not.toBeNull();
    expect(await fetched(audio![1]!)).toEqual({ type: 'audio/mpeg', bytes: Buffer.from(base64Of(xml, 'talk.mp3'), 'base64') });
    expect(listening!.content).toEqual({ type: 'judge', answer: true });

    const old = /^写出图中的字母。\n\n!\[\]\((\/storage\/[^)\s]+)\)$/.exec(legacy!.stem);
    expect(old).not.toBeNull();
    expect((await fetched(old![1]!)).type).toBe('image/png');
  });

  it('a file over the per-file limit, bad base64 or a refused type refuses its question with the reason', async () => {
    const big = Buffer.alloc(10.5 * 1024 * 1024, 1).toString('base64');
    const question = (name: string, data: string) =>
      `<question type="truefalse"><name><text>${name}</text></name><questiontext format="html"><text><![CDATA[<img src="@@PLUGINFILE@@/${name}">]]></text><file name="${name}" path="/" encoding="base64">${data}</file></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`;
    const quiz = (...questions: string[]) => `<?xml version="1.0"?><quiz>${questions.join('')}</quiz>`;
    const all = await importXml(quiz(question('big.png', big), question('bad.png', '@@@'), question('page.svg', 'PHN2Zz48L3N2Zz4=')));
    expect(all.data.failed.map((f) => f.reason)).toEqual([
      '嵌入文件「big.png」有 10.5 MB，每个文件不能超过 10 MB',
      '嵌入文件「bad.png」的 base64 内容无效',
      '嵌入文件「page.svg」的类型不受支持（可用图片、音频、视频或 PDF）',
    ]);
    const valid = await importXml(quiz(question('bad.png', '@@@'), question('page.svg', 'PHN2Zz48L3N2Zz4=')), '&mode=valid');
    expect(valid).toMatchObject({ code: 0, message: '文件中的 2 道题都有错误，没有可导入的题目' });
  }, 300_000);
});

describe('Moodle XML export writes the files back', () => {
  it('a question showing stored files exports them as <file> elements with @@PLUGINFILE@@ links, and re-imports with them', async () => {
    const res = await importXml(fixture('xml-files.xml'), '&mode=valid');
    const [image, listening] = await getQuestions(res.data.ids);
    const exported = await t.request(`${Q}/export?format=moodle&bank=college&keyword=${encodeURIComponent('曲线')}`, { as: teacher });
    const xml = await exported.text();
    expect(xml).toContain('@@PLUGINFILE@@/curve%20one.png');
    expect(xml).toContain('@@PLUGINFILE@@/dot.png');
    expect(xml).not.toContain('/storage/');
    const source = fixture('xml-files.xml').toString('utf8');
    expect(base64Of(xml, 'curve one.png')).toBe(base64Of(source, 'curve one.png'));

    const again = await importXml(xml);
    expect(again.data.failed).toEqual([]);
    const [back] = await getQuestions(again.data.ids);
    const link = /\((\/storage\/[^)\s]+)\)$/.exec(back!.stem)![1]!;
    expect((await fetched(link)).bytes.equals(Buffer.from(base64Of(source, 'curve one.png'), 'base64'))).toBe(true);
    expect(back!.stem.replace(/\(\/storage\/[^)\s]+\)/g, '(…)')).toBe(image!.stem.replace(/\(\/storage\/[^)\s]+\)/g, '(…)'));

    const audio = await t.request(`${Q}/export?format=moodle&bank=college&keyword=${encodeURIComponent('录音')}`, { as: teacher });
    const audioXml = await audio.text();
    expect(audioXml).toContain('src="@@PLUGINFILE@@/talk.mp3"');
    expect(base64Of(audioXml, 'talk.mp3')).toBe(base64Of(source, 'talk.mp3'));
    expect(listening!.type).toBe('judge');
  });
});
