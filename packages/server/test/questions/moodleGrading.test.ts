// Graded as Moodle grades (issue 32): our own GIFT and Moodle XML fixtures (test/fixtures/moodle) are imported over
// HTTP, and for every question every possible selection (each option of a single choice, every subset of a multiple
// response, a list of typed answers for short answer and numerical) is graded by the platform and by a literal
// transcription of Moodle's own rules (question/type/multichoice/question.php grade_response, single and multi;
// question/type/shortanswer/question.php compare_string_with_wildcard with the first matching answer; numerical's
// first answer within tolerance; truefalse). The Moodle side reads each question as Moodle's format readers store it
// (the `MOODLE` tables below, written from question/format/gift/format.php and question/format/xml/format.php).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Question, QuestionImportReport, QuestionResponse } from '@finedu/domain';
import { gradeQuestion } from '../../src/modules/exams/questionScore.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

/** A question as Moodle stores it after import: the fractions (0…1, may be negative) of its answers, in order. */
type MoodleQuestion =
  | { qtype: 'multichoice'; single: boolean; fractions: number[] }
  | { qtype: 'truefalse'; correct: boolean }
  | { qtype: 'shortanswer'; usecase: boolean; answers: Array<[pattern: string, fraction: number]>; typed: string[] }
  | { qtype: 'numerical'; answers: Array<[value: number, tolerance: number, fraction: number]>; typed: string[] };

const GIFT: Record<string, MoodleQuestion> = {
  'single-feedback': { qtype: 'multichoice', single: true, fractions: [1, 0, 0] },
  'single-partial': { qtype: 'multichoice', single: true, fractions: [0, 0.5, 1] },
  'single-negative': { qtype: 'multichoice', single: true, fractions: [1, -0.5, 0.25, 0] },
  'single-two-full': { qtype: 'multichoice', single: true, fractions: [1, 0, 1, 0] },
  'multi-feedback': { qtype: 'multichoice', single: false, fractions: [0.5, -1, 0.5, -1] },
  'multi-thirds': { qtype: 'multichoice', single: false, fractions: [0.3333333, 0.3333333, 0.3333333, -0.5, -0.5] },
  'multi-no-penalty': { qtype: 'multichoice', single: false, fractions: [0.5, 0.5, 0, 0] },
  'multi-uneven': { qtype: 'multichoice', single: false, fractions: [0.7, 0.3, -0.3, -1] },
  'tf-true': { qtype: 'truefalse', correct: true },
  'tf-false-feedback': { qtype: 'truefalse', correct: false },
  'short-weights': {
    qtype: 'shortanswer',
    usecase: false,
    answers: [['Frog', 1], ['Cat', 0.5], ['*', 0]],
    typed: ['Frog', 'frog', ' FROG ', 'Cat', 'cat', 'Bethlehem', '*', 'Frogs', ''],
  },
  'short-wildcard': {
    qtype: 'shortanswer',
    usecase: false,
    answers: [['Jupiter', 1], ['Jup*', 0.75], ['*piter', 0.25], ['\\*', 0]],
    typed: ['Jupiter', 'jupiter', 'Jupyter', 'JUP', 'Saturnpiter', '*', 'Neptune', 'piter', 'Ju piter', ''],
  },
  'short-plain': { qtype: 'shortanswer', usecase: false, answers: [['Au', 1], ['gold', 0.5]], typed: ['Au', 'au', 'AU', 'gold', 'Gold', 'golden', 'Ag'] },
  'numeric-partial': { qtype: 'numerical', answers: [[366, 0, 1], [366, 1, 0.5], [366, 10, 0.25]], typed: ['366', '365', '367', '367.5', '360', '356', '355', '400'] },
};

const XML: Record<string, MoodleQuestion> = {
  'xml-single-fractions': { qtype: 'multichoice', single: true, fractions: [1, 0.5, 0, -0.5] },
  'xml-multi-halves': { qtype: 'multichoice', single: false, fractions: [0.5, -1, 0.5, -1] },
  'xml-multi-thirds': { qtype: 'multichoice', single: false, fractions: [0.3333333, 0.3333333, 0.3333333, -0.3333333, 0] },
  'xml-multi-overfull': { qtype: 'multichoice', single: false, fractions: [0.6, 0.6, -0.2] },
  'xml-tf': { qtype: 'truefalse', correct: true },
  'xml-tf-false': { qtype: 'truefalse', correct: false },
  'xml-short-wildcard': {
    qtype: 'shortanswer',
    usecase: false,
    answers: [['frog', 1], ['toad', 0.5], ['*frog*', 0.8], ['*', 0]],
    typed: ['frog', 'Frog', 'toad', 'TOAD', 'bullfrog', 'a frog!', 'frogs', 'newt', ''],
  },
  'xml-short-usecase': {
    qtype: 'shortanswer',
    usecase: true,
    answers: [['Paris', 1], ['paris', 0.5], ['Par*', 0.25], ['a\\*b', 0.1]],
    typed: ['Paris', 'paris', 'PARIS', 'Parisian', 'par', 'a*b', 'A*B', 'axb', 'London'],
  },
  'xml-numeric-partial': { qtype: 'numerical', answers: [[42, 0, 1], [42, 2, 0.5], [42, 10, 0.1]], typed: ['42', '43', '44', '44.5', '32', '31', '52', 'x'] },
};

// ───────────── Moodle's rules, transcribed ─────────────

/** qtype_shortanswer_question::compare_string_with_wildcard. */
function moodleWildcard(string: string, pattern: string, ignoreCase: boolean): boolean {
  const bits = pattern.normalize('NFC').split(/(?<!\\)\*+/);
  const escaped = bits.map((bit) => bit.replace(/\\\*/g, '*').replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`, ignoreCase ? 'ui' : 'u').test(string.normalize('NFC').trim());
}

/** Moodle's fraction (before the quiz multiplies by the mark) for one response. */
function moodleFraction(q: MoodleQuestion, response: QuestionResponse): number {
  switch (q.qtype) {
    case 'multichoice': {
      if (q.single) {
        // qtype_multichoice_single_question::grade_response: the chosen answer's fraction.
        const index = typeof response === 'string' ? response.charCodeAt(0) - 65 : -1;
        return q.fractions[index] ?? 0;
      }
      // qtype_multichoice_multi_question::grade_response: the chosen answers' fractions added, min(max(0, …), 1).
      const chosen = Array.isArray(response) ? response.map((key) => key.charCodeAt(0) - 65) : [];
      const fraction = chosen.reduce((sum, index) => sum + (q.fractions[index] ?? 0), 0);
      return Math.min(Math.max(0, fraction), 1.0);
    }
    case 'truefalse':
      return response === q.correct ? 1 : 0;
    case 'shortanswer': {
      // question_first_matching_answer_grading_strategy; an empty response is not gradable (0).
      const typed = Array.isArray(response) ? (response[0] ?? '') : '';
      if (typed === '') return 0;
      const match = q.answers.find(([pattern]) => moodleWildcard(typed, pattern, !q.usecase));
      return match ? match[1] : 0;
    }
    case 'numerical': {
      const typed = typeof response === 'string' ? response.trim() : '';
      if (typed === '' || !Number.isFinite(Number(typed))) return 0;
      const value = Number(typed);
      const match = q.answers.find(([answer, tolerance]) => value >= answer - tolerance && value <= answer + tolerance);
      return match ? match[2] : 0;
    }
    default:
      return q satisfies never;
  }
}

/** Every response a student could give: each option, every subset, true and false, or the typed list. */
function everyResponse(q: MoodleQuestion): QuestionResponse[] {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
  switch (q.qtype) {
    case 'multichoice': {
      const all = keys(q.fractions.length);
      if (q.single) return all;
      return Array.from({ length: 2 ** all.length }, (_, mask) => all.filter((_, i) => (mask & (1 << i)) !== 0));
    }
    case 'truefalse':
      return [true, false];
    case 'shortanswer':
      return q.typed.map((typed) => [typed]);
    case 'numerical':
      return q.typed;
    default:
      return q satisfies never;
  }
}

/**
 * Where the platform departs from Moodle on purpose: a single choice answer's negative fraction earns 0 (a question's
 * points never go below 0 here; Moodle lets it lower the quiz total).
 */
const ours = (q: MoodleQuestion, fraction: number): number => (q.qtype === 'multichoice' && q.single ? Math.max(0, fraction) : fraction);

// ───────────── The test ─────────────

let t: TestApp;
let teacher: Session;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
}, 180_000);
afterAll(async () => t.close());

const Q = '/api/exam/question';
const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'moodle', name));

/** The fixture's questions as stored, by their names (the import keeps the file's order). */
async function importFixture(format: 'gift' | 'moodle', file: string, moodle: Record<string, MoodleQuestion>): Promise<Map<string, Question>> {
  const res = await t.call<QuestionImportReport>('POST', `${Q}/import?format=${format}`, { as: teacher, body: fixture(file), headers: { 'content-type': 'application/octet-stream' } });
  expect(res.data.failed).toEqual([]);
  const questions = await Promise.all(res.data.ids.map(async (id) => (await t.call<Question>('GET', `${Q}/${id}`, { as: teacher })).data));
  return new Map(Object.keys(moodle).flatMap((name, i) => (questions[i] ? [[name, questions[i]] as const] : [])));
}

const grade = (question: Question | undefined, response: QuestionResponse): number | null =>
  question && question.content.type !== 'calculated' ? gradeQuestion(1, question.content, response, question.score, () => 'no-backend').awarded : null;

/** The share of its points a response earns (what Moodle calls the fraction). */
const share = (question: Question | undefined, response: QuestionResponse): number => (grade(question, response) ?? Number.NaN) / (question?.score ?? 1);

describe.each([
  { format: 'gift' as const, file: 'grading.gift.txt', moodle: GIFT },
  { format: 'moodle' as const, file: 'grading.moodle.xml', moodle: XML },
])('$file graded as Moodle grades', ({ format, file, moodle }) => {
  let imported: Map<string, Question>;
  beforeAll(async () => {
    imported = await importFixture(format, file, moodle);
  });

  it('scores every possible selection of every question as Moodle does', () => {
    let right = 0;
    const wrong: string[] = [];
    for (const [name, q] of Object.entries(moodle)) {
      const question = imported.get(name);
      expect(question, name).toBeDefined();
      const score = question!.score;
      let same = true;
      for (const response of everyResponse(q)) {
        const expected = ours(q, moodleFraction(q, response)) * score;
        const awarded = grade(question, response) ?? Number.NaN;
        if (Math.abs(awarded - expected) > 0.005) {
          same = false;
          wrong.push(`${name} ${JSON.stringify(response)}: ours ${awarded}, Moodle ${expected}`);
        }
      }
      if (same) right += 1;
    }
    console.log(`${file}: questions ${Object.keys(moodle).length}, imported ${imported.size}, right ${right}`);
    expect(wrong).toEqual([]);
    expect(imported.size).toBe(Object.keys(moodle).length);
  });
});

describe('numbers stated by Moodle\'s own tests and docs', () => {
  it('GIFT: partial single choice stays single, weighted multiple response adds, short answer takes the first match', async () => {
    const gift = await importFixture('gift', 'grading.gift.txt', GIFT);
    const partial = gift.get('single-partial');
    expect(partial?.type).toBe('single');
    expect([share(partial, 'A'), share(partial, 'B'), share(partial, 'C')]).toEqual([0, 0.5, 1]);
    const multi = gift.get('multi-feedback');
    expect([share(multi, ['A', 'C']), share(multi, ['A']), share(multi, ['A', 'B']), share(multi, ['A', 'B', 'C', 'D'])]).toEqual([1, 0.5, 0, 0]);
    const frog = gift.get('short-weights');
    expect([share(frog, ['Frog']), share(frog, ['Cat']), share(frog, ['*']), share(frog, ['Bethlehem'])]).toEqual([1, 0.5, 0, 0]);
    expect(frog?.content).toMatchObject({ type: 'blank', wildcard: true, blanks: [{ alternatives: ['Frog', 'Cat', '*'], credits: [1, 0.5, 0] }] });
  });

  it('Moodle XML: <single>false</single> is the sum rule with the given fractions; usecase and per-answer feedback travel', async () => {
    const xml = await importFixture('moodle', 'grading.moodle.xml', XML);
    const halves = xml.get('xml-multi-halves');
    expect(halves?.content).toMatchObject({ type: 'multiple', partial_credit: 'sum', answer: ['A', 'C'] });
    expect([share(halves, ['A', 'C']), share(halves, ['A']), share(halves, ['A', 'B', 'C'])]).toEqual([1, 0.5, 0]);
    const usecase = xml.get('xml-short-usecase');
    expect(usecase?.content).toMatchObject({ ignore_case: false, wildcard: true });
    expect([share(usecase, ['Paris']), share(usecase, ['paris']), share(usecase, ['PARIS'])]).toEqual([1, 0.5, 0]);
    const single = xml.get('xml-single-fractions');
    expect(single?.content).toMatchObject({ type: 'single', answer: 'A', options: [{ key: 'A', feedback: 'Right: the Yangtze.' }, { key: 'B', fraction: 0.5, feedback: 'Second longest.' }, { key: 'C' }, { key: 'D', fraction: -0.5 }] });
    expect([share(single, 'A'), share(single, 'B'), share(single, 'D')]).toEqual([1, 0.5, 0]);
  });
});
