// One table of the rules that the server and the pages both apply (issue 17, "One source of truth"). The server's
// suite runs it over HTTP (questions graded in a real attempt, the teacher's count of answered questions, the
// countdown from the attempt's clock) and the ui's suite against what the review and the timer show, so the two
// can never drift apart again. Published as `@finedu/domain/shared-rules` for tests only.
import type { z } from 'zod';
import type { NumericContent, QuestionContent, QuestionResponse, QuestionType, SubQuestion } from '../../contract/index.js';
import { roundScore } from '../score.js';

type NumericContentInput = z.input<typeof NumericContent>;

/** A fill-in-the-blank question, a student's answers, and which blanks are right. */
export interface BlankRuleCase {
  name: string;
  stem: string;
  content: { type: 'blank'; blanks: Array<{ alternatives: string[] }>; ignore_case: boolean; ignore_spaces: boolean; wildcard: boolean };
  response: string[];
  /** Per blank: counted right by the server's grading and marked right on the review page. */
  correct: boolean[];
}

/** Points of every blank question of the table (each blank is worth its share). */
export const BLANK_CASE_SCORE = 4;

const blank = (alternatives: string[][], ignore_case = true, ignore_spaces = true): BlankRuleCase['content'] => ({
  type: 'blank',
  blanks: alternatives.map((list) => ({ alternatives: list })),
  ignore_case,
  ignore_spaces,
  wildcard: false,
});

export const BLANK_CASES: readonly BlankRuleCase[] = [
  { name: 'full-width letters', stem: '净现值的英文缩写是 ___。', content: blank([['NPV']]), response: ['ＮＰＶ'], correct: [true] },
  { name: 'full-width letters, case kept', stem: '净现值的英文缩写是 ___。', content: blank([['NPV']], false, false), response: ['ＮＰＶ'], correct: [true] },
  { name: 'full-width lower case, case ignored', stem: '资本资产定价模型是 ___。', content: blank([['CAPM']]), response: ['ｃａｐｍ'], correct: [true] },
  { name: 'full-width digits and percent sign', stem: '票面利率为 ___。', content: blank([['10%', '0.1']], true, false), response: ['１０％'], correct: [true] },
  {
    name: 'ideographic space inside, spaces kept',
    stem: 'NPV 的全称是 ___。',
    content: blank([['Net Present Value']], true, false),
    response: ['Net　Present Value'],
    correct: [true],
  },
  { name: 'case kept: other case is wrong', stem: '净现值的英文缩写是 ___。', content: blank([['NPV']], false, true), response: ['npv'], correct: [false] },
  { name: 'spaces kept: inner space is wrong', stem: '票面利率为 ___。', content: blank([['10%']], true, false), response: ['10 %'], correct: [false] },
  { name: 'spaces ignored: inner space is right', stem: '票面利率为 ___。', content: blank([['10%']], true, true), response: ['1 0 %'], correct: [true] },
  { name: 'surrounding spaces never count', stem: '资本资产定价模型是 ___。', content: blank([['CAPM']], false, false), response: ['  CAPM　'], correct: [true] },
  { name: 'any alternative, Greek case folded', stem: '系统性风险系数是 ___。', content: blank([['beta', 'β']]), response: ['Β'], correct: [true] },
  {
    name: 'two blanks, one right',
    stem: '模型 ___ 中衡量系统性风险的系数是 ___。',
    content: blank([['CAPM'], ['beta', 'β']]),
    response: ['ＣＡＰＭ', 'alpha'],
    correct: [true, false],
  },
  { name: 'two blanks, second left empty', stem: '模型 ___ 中衡量系统性风险的系数是 ___。', content: blank([['CAPM'], ['beta']]), response: ['capm', '   '], correct: [true, false] },
  { name: 'an empty answer is never right', stem: '净现值的英文缩写是 ___。', content: blank([['NPV']]), response: [''], correct: [false] },
];

/** The points a blank case earns: its share for every right blank, kept to two decimals. */
export const blankCaseAwarded = (rule: BlankRuleCase): number => roundScore((BLANK_CASE_SCORE * rule.correct.filter(Boolean).length) / rule.correct.length);

/** A numeric question, what a student typed, and the share of the points it earns (server grading and review agree). */
export interface NumericRuleCase {
  name: string;
  stem: string;
  content: NumericContentInput;
  response: string;
  credit: number;
}

/** Points of every numeric question of the table. */
export const NUMERIC_CASE_SCORE = 4;

const around = (value: number, amount: number, kind: 'absolute' | 'relative' = 'absolute', credit = 1) => ({ value, tolerance: { kind, amount }, credit });
const numeric = (answers: NumericContentInput['answers'], extra: Partial<NumericContentInput> = {}): NumericContentInput => ({ type: 'numeric', answers, ...extra });
const YUAN = [
  { name: '元', multiplier: 1 },
  { name: '万元', multiplier: 10000 },
];

export const NUMERIC_CASES: readonly NumericRuleCase[] = [
  { name: '10.005 for {#10:0.01}', stem: '项目的 NPV 为多少？', content: numeric([around(10, 0.01)]), response: '10.005', credit: 1 },
  { name: 'exactly at the absolute tolerance', stem: '项目的 NPV 为多少？', content: numeric([around(10, 0.01)]), response: '10.01', credit: 1 },
  { name: 'just outside the absolute tolerance', stem: '项目的 NPV 为多少？', content: numeric([around(10, 0.01)]), response: '10.0101', credit: 0 },
  { name: 'exactly at the relative tolerance', stem: '债券价格为多少元？', content: numeric([around(200, 0.05, 'relative')]), response: '190', credit: 1 },
  { name: 'just outside the relative tolerance', stem: '债券价格为多少元？', content: numeric([around(200, 0.05, 'relative')]), response: '210.01', credit: 0 },
  { name: 'the half-credit answer', stem: '项目的 NPV 为多少？', content: numeric([around(10, 0.01), around(10, 0.5, 'absolute', 0.5)]), response: '10.3', credit: 0.5 },
  { name: 'full-width digits', stem: '项目的 NPV 为多少？', content: numeric([around(10, 0.01)]), response: '１０．００５', credit: 1 },
  { name: 'thousands separators and a unit', stem: '营业收入为多少？', content: numeric([around(12345000, 1)], { units: YUAN }), response: '1,234.5 万元', credit: 1 },
  { name: 'a percentage', stem: '到期收益率为多少？', content: numeric([around(0.12, 0.0001)]), response: '12%', credit: 1 },
  { name: 'scientific notation', stem: '营业收入为多少元？', content: numeric([around(1234.5, 0.01)]), response: '1.2345e3', credit: 1 },
  { name: 'a required unit left out', stem: '营业收入为多少？', content: numeric([around(12345000, 1)], { units: YUAN, unit_required: true }), response: '12345000', credit: 0 },
  { name: 'not a number', stem: '项目的 NPV 为多少？', content: numeric([around(10, 0.01)]), response: '十', credit: 0 },
  { name: 'required decimals kept', stem: '久期为多少年？（保留两位小数）', content: numeric([around(4.81, 0.005)], { precision: { kind: 'decimals', digits: 2 } }), response: '4.81', credit: 1 },
  { name: 'required decimals missed', stem: '久期为多少年？（保留两位小数）', content: numeric([around(4.8, 0.005)], { precision: { kind: 'decimals', digits: 2 } }), response: '4.8', credit: 0 },
];

/** The points a numeric case earns, kept to two decimals. */
export const numericCaseAwarded = (rule: NumericRuleCase): number => roundScore(NUMERIC_CASE_SCORE * rule.credit);

/** A question, a saved response, and whether the answer sheet (and the teacher's count) takes it as answered. */
export interface AnsweredRuleCase {
  name: string;
  type: QuestionType;
  stem: string;
  content: QuestionContent;
  response: QuestionResponse;
  answered: boolean;
}

const caseContent = (children: SubQuestion[]): QuestionContent => ({ type: 'case', material: '某公司计划发行债券。', dataset_url: null, children });
const bondChild: SubQuestion = { key: 'a', stem: '债券价格与利率的关系？', score: 4, analysis: '', content: { type: 'single', options: [{ key: 'A', text: '同向' }, { key: 'B', text: '反向' }], answer: 'B' } };
const timingChild: SubQuestion = { key: 'b', stem: '请分析发行时机。', score: 6, analysis: '', content: { type: 'short', reference: '利率低位' } };
const rateChild: SubQuestion = {
  key: 'c',
  stem: '到期收益率 ___，久期 ___。',
  score: 4,
  analysis: '',
  content: { type: 'blank', blanks: [{ alternatives: ['5%'] }, { alternatives: ['3'] }], ignore_case: true, ignore_spaces: true, wildcard: false },
};
const twoBlanks: QuestionContent = { type: 'blank', blanks: [{ alternatives: ['CAPM'] }, { alternatives: ['beta'] }], ignore_case: true, ignore_spaces: true, wildcard: false };

export const ANSWERED_CASES: readonly AnsweredRuleCase[] = [
  {
    name: 'a numeric answer that is not a number still counts as answered',
    type: 'numeric',
    stem: '项目的 NPV 为多少万元？',
    content: { type: 'numeric', answers: [{ value: 11.91, tolerance: { kind: 'absolute', amount: 0.01 }, credit: 1 }], units: [], unit_required: false, precision: null },
    response: '约十二',
    answered: true,
  },
  {
    name: 'a numeric answer of spaces is not answered',
    type: 'numeric',
    stem: '项目的 NPV 为多少万元？',
    content: { type: 'numeric', answers: [{ value: 11.91, tolerance: { kind: 'absolute', amount: 0.01 }, credit: 1 }], units: [], unit_required: false, precision: null },
    response: '   ',
    answered: false,
  },
  { name: 'a choice', type: 'single', stem: '无风险利率以哪种资产近似？', content: { type: 'single', options: [{ key: 'A', text: '股票' }, { key: 'B', text: '国债' }], answer: 'B' }, response: 'A', answered: true },
  { name: 'judged false', type: 'judge', stem: '分散投资可以消除全部风险。', content: { type: 'judge', answer: false }, response: false, answered: true },
  {
    name: 'no picks',
    type: 'multiple',
    stem: '以下哪些属于系统性风险？',
    content: { type: 'multiple', options: [{ key: 'A', text: '利率风险' }, { key: 'B', text: '经营风险' }], answer: ['A'], partial_credit: 'none' },
    response: [],
    answered: false,
  },
  { name: 'only spaces', type: 'short', stem: '简述有效市场假说。', content: { type: 'short', reference: '' }, response: '  \n ', answered: false },
  { name: 'every blank filled', type: 'blank', stem: '模型 ___ 的系数 ___。', content: twoBlanks, response: ['CAPM', 'β'], answered: true },
  { name: 'one blank of two filled', type: 'blank', stem: '模型 ___ 的系数 ___。', content: twoBlanks, response: ['CAPM', ''], answered: false },
  { name: 'case: every sub-question answered', type: 'case', stem: '阅读案例并回答。', content: caseContent([bondChild, timingChild]), response: { a: 'B', b: '利率低位时发行' }, answered: true },
  { name: 'case: one sub-question of two answered', type: 'case', stem: '阅读案例并回答。', content: caseContent([bondChild, timingChild]), response: { a: 'B', b: null }, answered: false },
  { name: 'case: a sub-question missing', type: 'case', stem: '阅读案例并回答。', content: caseContent([bondChild, timingChild]), response: { b: '利率低位时发行' }, answered: false },
  {
    name: 'case: a sub-question with a blank left empty',
    type: 'case',
    stem: '阅读案例并回答。',
    content: caseContent([bondChild, rateChild]),
    response: { a: 'B', c: ['5%', ''] },
    answered: false,
  },
];

/** Time left and what the exam timer reads (days named `Nd`, as the timer is told to in these tests). */
export interface CountdownRuleCase {
  remainingMs: number;
  shown: string;
}

export const countdownDays = (days: number): string => `${days}d`;

export const COUNTDOWN_CASES: readonly CountdownRuleCase[] = [
  { remainingMs: 0, shown: '00:00:00' },
  { remainingMs: 1, shown: '00:00:01' },
  { remainingMs: 59_001, shown: '00:01:00' },
  { remainingMs: 590_000, shown: '00:09:50' },
  { remainingMs: 3_600_000, shown: '01:00:00' },
  { remainingMs: 3_723_000, shown: '01:02:03' },
  { remainingMs: 36_000_000, shown: '10:00:00' },
  { remainingMs: 86_399_000, shown: '23:59:59' },
  { remainingMs: 86_400_000, shown: '1d 00:00:00' },
  { remainingMs: 2 * 86_400_000 + 3_723_000, shown: '2d 01:02:03' },
];
