// Matching and cloze questions (issue 32) in Moodle XML and GIFT: import of our own fixtures written after the cases of
// Moodle's qtype_match / qtype_multianswer tests and xmlformat_test.php, export, and import → export → import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QuestionContent, type Question, type QuestionImportPreview, type QuestionWrite } from '@finedu/domain';
import { formatGiftMatching, giftExportProblem, parseGift } from '../../src/modules/questions/formats/gift.js';
import { buildMoodle, parseMoodle } from '../../src/modules/questions/formats/moodle.js';
import { checkQuestion } from '../../src/modules/questions/validate.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'moodle');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

/** A stored question from an imported write (defaults filled as the bank fills them). */
const stored = (write: QuestionWrite, id: number): Question => ({
  id,
  edu_id: 1,
  bank: 'college',
  category_id: null,
  category_name: null,
  type: write.type,
  stem: write.stem,
  analysis: write.analysis ?? '',
  difficulty: write.difficulty ?? 3,
  knowledge_points: write.knowledge_points ?? [],
  score: write.score ?? 5,
  content: QuestionContent.parse(write.content),
  author_id: null,
  author_name: null,
  created_at: '2026-11-29T00:00:00.000Z',
  updated_at: '2026-11-29T00:00:00.000Z',
});
/** What must survive a round trip: the question as a student and a grader see it. */
const essence = (write: QuestionWrite) => ({ type: write.type, stem: write.stem, analysis: write.analysis ?? '', score: write.score, content: QuestionContent.parse(write.content) });

describe('Moodle XML matching', () => {
  const items = parseMoodle(fixture('match.moodle.xml')).items;
  it('reads pairs, HTML prompts, distractors and the shuffle flag', () => {
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({
      title: '金融工具分类',
      category: '配对题',
      write: {
        type: 'matching',
        stem: '将下列金融工具与其所属类别**配对**。',
        analysis: '期货、期权属于衍生品。',
        score: 3,
        content: {
          type: 'matching',
          pairs: [
            { prompt: '股票', answer: '权益类' },
            { prompt: '国债', answer: '固定收益类' },
            { prompt: '股指 期货', answer: '衍生品' },
          ],
          distractors: ['现金等价物'],
          shuffle: false,
        },
      },
    });
  });
  it('keeps shared answers once and drops a distractor equal to an answer and an empty subquestion', () => {
    expect(items[1]!.write?.content).toEqual({
      type: 'matching',
      pairs: [
        { prompt: 'Treasury bill', answer: 'Money market' },
        { prompt: 'Commercial paper', answer: 'Money market' },
        { prompt: 'Common stock', answer: 'Capital market' },
      ],
      distractors: [],
      shuffle: true,
    });
  });
  it('refuses a prompt without an answer and a single pair, saying why', () => {
    expect(items[2]).toMatchObject({ title: '缺少答案', error: { zh: '题目「B」没有配对的答案', en: 'Prompt "B" has no matching answer' } });
    expect(items[3]).toMatchObject({ title: '只有一对', error: { en: 'A matching question needs at least two prompts with their answers' } });
  });
});

describe('Moodle XML cloze (multianswer)', () => {
  const items = parseMoodle(fixture('multianswer.moodle.xml')).items;
  it('turns each embedded answer into a gap and its place into {{n}}', () => {
    expect(items).toHaveLength(6);
    const write = items[0]!.write!;
    expect(write).toMatchObject({ type: 'cloze', analysis: '利息 = 面值 × 票面利率。', score: 4 });
    expect(write.stem).toBe('面值 1000 元、票面利率 5% 的债券每年利息为 {{1}} 元；\n市场利率上升时价格 {{2}}，衡量利率敏感度的指标是 {{3}}。');
    expect(write.content).toEqual({
      type: 'cloze',
      gaps: [
        {
          kind: 'numeric',
          weight: 2,
          answers: [
            { value: 50, tolerance: 0.5, credit: 1, feedback: '对' },
            { value: 50000, tolerance: 0, credit: 0.5, feedback: '单位是元不是分' },
          ],
        },
        {
          kind: 'choice',
          weight: 1,
          display: 'dropdown',
          options: [
            { text: '上升', credit: 0, feedback: '反了' },
            { text: '下降', credit: 1, feedback: '正确' },
            { text: '不变', credit: 0 },
          ],
        },
        {
          kind: 'short',
          weight: 1,
          ignore_case: true,
          answers: [
            { text: '久期', credit: 1, feedback: '正确' },
            { text: '*久期', credit: 0.5, feedback: '接近' },
            { text: '*', credit: 0, feedback: '再想想' },
          ],
        },
      ],
    });
  });
  it('reads the short codes, escapes, an empty weight, a decimal comma and <defaultgrade>', () => {
    expect(items[1]!.write).toMatchObject({ type: 'cloze', stem: 'The ticker is {{1}}. Pick {{2}}. Pi is about {{3}}.', score: 6 });
    expect(items[1]!.write!.content).toEqual({
      type: 'cloze',
      gaps: [
        { kind: 'short', weight: 1, ignore_case: false, answers: [{ text: 'AAPL', credit: 1 }, { text: 'aapl', credit: 0.25 }] },
        { kind: 'choice', weight: 1, display: 'radio', options: [{ text: 'a } brace', credit: 1 }, { text: 'a ~ tilde', credit: 0 }, { text: 'a # hash', credit: 0 }] },
        { kind: 'numeric', weight: 1, answers: [{ value: 3.14, tolerance: 0.01, credit: 1 }] },
      ],
    });
  });
  it('refuses MULTIRESPONSE, a number gap that is no number, a text without gaps and a negative grade, saying why', () => {
    expect(items[2]!.error?.en).toBe('Embedded answer type MULTIRESPONSE is not supported (a MULTIRESPONSE gap has no counterpart here)');
    expect(items[3]!.error?.zh).toBe('{1:NUMERICAL:…} 的答案「五十」不是数字或 数字:误差');
    expect(items[4]!.error?.en).toBe('The cloze text has no embedded answer (such as {1:SHORTANSWER:=answer})');
    expect(items[5]!.error?.en).toBe('{1:MC:…}: a grade must be between 0% and 100%');
  });
});

describe('GIFT matching', () => {
  const items = parseGift(fixture('matching.gift'));
  it('reads pairs, distractors, escapes and the general feedback', () => {
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({
      title: '金融工具分类',
      category: '配对题',
      write: {
        type: 'matching',
        stem: '将下列金融工具与其所属类别配对。',
        analysis: '期货、期权属于衍生品。',
        content: { type: 'matching', pairs: [{ prompt: '股票', answer: '权益类' }, { prompt: '国债', answer: '固定收益类' }, { prompt: '股指期货', answer: '衍生品' }], distractors: ['现金等价物'], shuffle: true },
      },
    });
    expect(items[1]!.write?.content).toMatchObject({ pairs: [{ prompt: '1 = 1', answer: 'true: always' }, { prompt: '2 {x}', answer: 'a set' }] });
    expect(items[2]!.write?.content).toMatchObject({ pairs: [{ prompt: 'cat', answer: 'meows' }, { prompt: 'dog', answer: 'barks' }] });
  });
  it('refuses a pair without -> and a single pair', () => {
    expect(items[3]!.error?.en).toBe('Pair "b" has no ->');
    expect(items[4]!.error?.en).toBe('A matching question needs at least two pairs (=prompt -> answer)');
  });
  it('exports matching and refuses cloze with a reason', () => {
    const write = items[1]!.write!;
    const text = formatGiftMatching('Escapes', write.stem, write.analysis ?? '', QuestionContent.parse(write.content) as Extract<QuestionContent, { type: 'matching' }>);
    const again = parseGift(text);
    expect(again.map((item) => item.write && essence(item.write))).toEqual([essence(write)]);
    const cloze = parseMoodle(fixture('multianswer.moodle.xml')).items[0]!.write!;
    expect(giftExportProblem(QuestionContent.parse(cloze.content))).toEqual({ zh: '完形填空题没有 GIFT 格式：请导出为 Moodle XML', en: 'A cloze question has no GIFT form: export it as Moodle XML' });
    expect(giftExportProblem(QuestionContent.parse(write.content))).toBeNull();
  });
});

describe('round trip: import → export → import gives the same question', () => {
  it('holds for every matching and cloze question of the fixtures, through Moodle elements alone', () => {
    const writes = [...parseMoodle(fixture('match.moodle.xml')).items, ...parseMoodle(fixture('multianswer.moodle.xml')).items, ...parseGift(fixture('matching.gift'))].flatMap((item) => (item.write ? [item.write] : []));
    expect(writes.map((w) => w.type)).toEqual(['matching', 'matching', 'cloze', 'cloze', 'matching', 'matching', 'matching']);
    const xml = buildMoodle(writes.map((write, i) => stored(write, i + 1)));
    expect(xml).not.toContain('finedu_content');
    expect(xml).toContain('<question type="match">');
    expect(xml).toContain('<question type="cloze">');
    const again = parseMoodle(xml).items;
    expect(again.map((item) => item.error)).toEqual(writes.map(() => undefined));
    expect(again.map((item) => essence(item.write!))).toEqual(writes.map((write) => essence({ ...write, score: write.score ?? 5 })));
  });
});

describe('the bank checks matching and cloze questions', () => {
  const cloze = (stem: string, gaps: number) => checkQuestion('cloze', stem, QuestionContent.parse({ type: 'cloze', gaps: Array.from({ length: gaps }, () => ({ kind: 'short', answers: [{ text: 'a', credit: 1 }] })) }));
  it('wants every gap marked once and no marker without a gap', async () => {
    expect(await cloze('{{1}} 和 {{2}}', 2)).toBeNull();
    expect(await cloze('没有空', 1)).toEqual({ zh: '题干没有标出空：请用 {{1}}、{{2}} … 标出每个空', en: 'The text marks no gap: mark each gap as {{1}}, {{2}} …' });
    expect((await cloze('{{1}} {{3}}', 2))?.en).toBe("The text's {{3}} has no gap (the question has 2 gap(s))");
    expect((await cloze('{{1}} {{1}}', 1))?.en).toBe('{{1}} appears more than once in the text');
    expect((await cloze('{{2}}', 2))?.zh).toBe('第 1 个空没有在题干中标出（{{1}}）');
  });
  it('wants a full-credit answer per gap and distinct options', async () => {
    const half = QuestionContent.parse({ type: 'cloze', gaps: [{ kind: 'short', answers: [{ text: 'a', credit: 0.5 }] }] });
    expect((await checkQuestion('cloze', '{{1}}', half))?.en).toBe('Gap 1 needs at least one answer at full credit (100%)');
    const twice = QuestionContent.parse({ type: 'cloze', gaps: [{ kind: 'choice', options: [{ text: 'x', credit: 1 }, { text: 'x', credit: 0 }] }] });
    expect((await checkQuestion('cloze', '{{1}}', twice))?.en).toBe('Gap 1: option "x" appears twice');
  });
  it('wants distinct prompts and distractors apart from the answers', async () => {
    const matching = (pairs: Array<[string, string]>, distractors: string[] = []) =>
      checkQuestion('matching', '配对', QuestionContent.parse({ type: 'matching', pairs: pairs.map(([prompt, answer]) => ({ prompt, answer })), distractors }));
    expect(await matching([['a', '1'], ['b', '1']], ['2'])).toBeNull();
    expect((await matching([['a', '1'], ['a', '2']]))?.en).toBe('Prompt "a" appears twice');
    expect((await matching([['a', '1'], ['b', '2']], ['2']))?.zh).toBe('干扰项「2」与某个题目的答案相同');
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  let teacher: Session;
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await t.login('teacher');
  }, 180_000);
  afterAll(async () => t.close());

  it('saves a cloze question and refuses one whose text does not mark its gaps, in the reader\'s language', async () => {
    const body = { type: 'cloze', stem: '利息为 {{1}} 元', score: 2, content: { type: 'cloze', gaps: [{ kind: 'numeric', answers: [{ value: 50, credit: 1 }] }] } };
    const saved = await t.call<Question>('POST', '/api/exam/question', { as: teacher, body });
    expect(saved.code).toBe(1);
    expect(saved.data.content).toEqual({ type: 'cloze', gaps: [{ kind: 'numeric', weight: 1, answers: [{ value: 50, tolerance: 0, credit: 1 }] }] });
    const refused = await t.call('POST', '/api/exam/question', { as: teacher, body: { ...body, stem: '利息为 {{2}} 元' }, headers: { 'accept-language': 'en-US' } });
    expect(refused).toMatchObject({ code: 0, message: "The text's {{2}} has no gap (the question has 1 gap(s))" });
  });

  it('previews the fixtures with each question typed and each refusal explained', async () => {
    const preview = await t.call<QuestionImportPreview>('POST', '/api/exam/question/import/preview?format=moodle', {
      as: teacher,
      body: Buffer.from(fixture('multianswer.moodle.xml')),
      headers: { 'content-type': 'application/octet-stream', 'accept-language': 'en-US' },
    });
    expect(preview.code).toBe(1);
    expect(preview.data.totals).toEqual([{ type: 'cloze', count: 2 }]);
    expect(preview.data.error_count).toBe(4);
    expect(preview.data.items[2]).toMatchObject({ title: '多选嵌入', errors: ['Embedded answer type MULTIRESPONSE is not supported (a MULTIRESPONSE gap has no counterpart here)'] });
  });
});
