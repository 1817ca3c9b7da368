// Rules of a question beyond its zod shape (keys against options, blanks against the stem, case children).
import { clozeGapNumbers, countBlankMarkers } from '@finedu/domain';
import type { ClozeContent, LeafContent, MatchingContent, QuestionContent, QuestionType } from '@finedu/domain';
import type { LocalizedMessage } from '../../errors.js';
import { checkCalculated, type FormulaBudget } from './calculated.js';

const msg = (zh: string, en: string): LocalizedMessage => ({ zh, en });

/** Units of a numeric or calculated question: distinct, not read as part of a number, listed when one is required. */
function checkUnits(content: { units: ReadonlyArray<{ name: string }>; unit_required: boolean }, where: { zh: string; en: string }): LocalizedMessage | null {
  const names = content.units.map((u) => u.name);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate !== undefined) return msg(`${where.zh}单位「${duplicate}」重复`, `${where.en}unit "${duplicate}" appears twice`);
  const numberLike = names.find((n) => /^[\d.,+\-eE]/.test(n.normalize('NFKC')));
  if (numberLike !== undefined) return msg(`${where.zh}单位「${numberLike}」不能以数字、符号或字母 e 开头`, `${where.en}unit "${numberLike}" cannot start with a digit, a sign or the letter e`);
  if (content.unit_required && names.length === 0) return msg(`${where.zh}要求填写单位时须至少列出一个单位`, `${where.en}a required unit needs at least one unit listed`);
  return null;
}

/** Hidden tests of a programming or notebook question: distinct names. */
function checkTestNames(tests: ReadonlyArray<{ name: string }>, where: { zh: string; en: string }): LocalizedMessage | null {
  const names = tests.map((t) => t.name);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate !== undefined) return msg(`${where.zh}测试名称「${duplicate}」重复`, `${where.en}test name "${duplicate}" appears twice`);
  return null;
}

/**
 * Option fractions (issue 32): a single choice key earns all the points, so it carries no fraction below 100 %; under the
 * `sum` rule some option must earn something (the keys do by default), or no answer could ever score.
 */
function checkFractions(content: Extract<LeafContent, { type: 'single' | 'multiple' }>, where: { zh: string; en: string }): LocalizedMessage | null {
  if (content.type === 'single') {
    const key = content.options.find((o) => o.key === content.answer);
    if (key?.fraction !== undefined && key.fraction < 1) {
      return msg(`${where.zh}正确答案 ${key.key} 的得分比例须为 100%（现为 ${percent(key.fraction)}）`, `${where.en}the right answer ${key.key} must earn 100% (it is set to ${percent(key.fraction)})`);
    }
    return null;
  }
  if (content.partial_credit !== 'sum') return null;
  const keys = new Set(content.answer);
  const positive = content.options.some((o) => (o.fraction ?? (keys.has(o.key) ? 1 : -1)) > 0);
  if (!positive) return msg(`${where.zh}按得分比例累加计分时，至少一个选项的得分比例须大于 0`, `${where.en}with the sum of fractions rule, at least one option must earn a positive fraction`);
  return null;
}

const percent = (fraction: number): string => `${Number((fraction * 100).toPrecision(6))}%`;

/** Each blank's credits and feedback, when given, have one entry per alternative; one alternative earns the blank's full points. */
function checkBlankCredits(blanks: Extract<LeafContent, { type: 'blank' }>['blanks'], where: { zh: string; en: string }): LocalizedMessage | null {
  for (const [index, blank] of blanks.entries()) {
    const n = index + 1;
    const count = blank.alternatives.length;
    if (blank.credits !== undefined && blank.credits.length !== count) {
      return msg(`${where.zh}第 ${n} 空有 ${count} 个答案，但得分比例有 ${blank.credits.length} 个`, `${where.en}blank ${n} has ${count} answers but ${blank.credits.length} credits`);
    }
    if (blank.feedback !== undefined && blank.feedback.length !== count) {
      return msg(`${where.zh}第 ${n} 空有 ${count} 个答案，但反馈有 ${blank.feedback.length} 条`, `${where.en}blank ${n} has ${count} answers but ${blank.feedback.length} feedback texts`);
    }
    if (blank.credits !== undefined && !blank.credits.some((c) => c >= 1)) {
      return msg(`${where.zh}第 ${n} 空至少需要一个得分比例为 100% 的答案`, `${where.en}blank ${n} needs at least one answer that earns 100%`);
    }
  }
  return null;
}

function checkLeaf(stem: string, content: LeafContent, where: { zh: string; en: string }): LocalizedMessage | null {
  switch (content.type) {
    case 'single':
    case 'multiple': {
      const keys = content.options.map((o) => o.key);
      const duplicate = keys.find((k, i) => keys.indexOf(k) !== i);
      if (duplicate !== undefined) return msg(`${where.zh}选项 ${duplicate} 重复`, `${where.en}option ${duplicate} appears twice`);
      const answers = content.type === 'single' ? [content.answer] : content.answer;
      const unknown = answers.find((a) => !keys.includes(a));
      if (unknown !== undefined) return msg(`${where.zh}答案 ${unknown} 不是选项之一（${keys.join('、')}）`, `${where.en}answer ${unknown} is not one of the options (${keys.join(', ')})`);
      const repeated = answers.find((a, i) => answers.indexOf(a) !== i);
      if (repeated !== undefined) return msg(`${where.zh}答案 ${repeated} 重复`, `${where.en}answer ${repeated} appears twice`);
      return checkFractions(content, where);
    }
    case 'blank': {
      const marked = countBlankMarkers(stem);
      if (marked > 0 && marked !== content.blanks.length) {
        return msg(`${where.zh}题干标出了 ${marked} 个空，但答案有 ${content.blanks.length} 个`, `${where.en}the stem marks ${marked} blanks but ${content.blanks.length} answers are given`);
      }
      return checkBlankCredits(content.blanks, where);
    }
    case 'numeric': {
      if (!content.answers.some((a) => a.credit >= 1)) return msg(`${where.zh}至少需要一个得满分（100%）的答案`, `${where.en}at least one answer must earn full credit (100%)`);
      return checkUnits(content, where);
    }
    case 'program':
      return checkTestNames(content.tests, where);
    default:
      return null;
  }
}

/** A matching question: distinct prompts, and no distractor that is also a pair's answer (it would be a right answer). */
function checkMatching(content: MatchingContent): LocalizedMessage | null {
  const prompts = content.pairs.map((p) => p.prompt);
  const repeated = prompts.find((p, i) => prompts.indexOf(p) !== i);
  if (repeated !== undefined) return msg(`题目「${repeated.slice(0, 40)}」重复`, `Prompt "${repeated.slice(0, 40)}" appears twice`);
  const answers = new Set(content.pairs.map((p) => p.answer));
  const clash = content.distractors.find((d) => answers.has(d));
  if (clash !== undefined) return msg(`干扰项「${clash.slice(0, 40)}」与某个题目的答案相同`, `Distractor "${clash.slice(0, 40)}" is also a prompt's answer`);
  const twice = content.distractors.find((d, i) => content.distractors.indexOf(d) !== i);
  if (twice !== undefined) return msg(`干扰项「${twice.slice(0, 40)}」重复`, `Distractor "${twice.slice(0, 40)}" appears twice`);
  return null;
}

/**
 * A cloze question: the stem marks every gap exactly once as `{{n}}` and marks no gap that does not exist; every gap
 * has a full-credit answer; a choice gap's options are distinct (the response is the picked text).
 */
function checkCloze(stem: string, content: ClozeContent): LocalizedMessage | null {
  const marked = clozeGapNumbers(stem);
  const count = content.gaps.length;
  if (marked.length === 0) return msg('题干没有标出空：请用 {{1}}、{{2}} … 标出每个空', 'The text marks no gap: mark each gap as {{1}}, {{2}} …');
  const unknown = marked.find((n) => n < 1 || n > count);
  if (unknown !== undefined) return msg(`题干中的 {{${unknown}}} 没有对应的空（本题有 ${count} 个空）`, `The text's {{${unknown}}} has no gap (the question has ${count} gap(s))`);
  const twice = marked.find((n, i) => marked.indexOf(n) !== i);
  if (twice !== undefined) return msg(`{{${twice}}} 在题干中出现了不止一次`, `{{${twice}}} appears more than once in the text`);
  const missing = content.gaps.findIndex((_, i) => !marked.includes(i + 1));
  if (missing >= 0) return msg(`第 ${missing + 1} 个空没有在题干中标出（{{${missing + 1}}}）`, `Gap ${missing + 1} is not marked in the text ({{${missing + 1}}})`);
  for (const [index, gap] of content.gaps.entries()) {
    const entries: ReadonlyArray<{ credit: number }> = gap.kind === 'choice' ? gap.options : gap.answers;
    if (!entries.some((e) => e.credit >= 1)) return msg(`第 ${index + 1} 个空至少需要一个得满分（100%）的答案`, `Gap ${index + 1} needs at least one answer at full credit (100%)`);
    if (gap.kind === 'choice') {
      const texts = gap.options.map((o) => o.text);
      const repeated = texts.find((t, i) => texts.indexOf(t) !== i);
      if (repeated !== undefined) return msg(`第 ${index + 1} 个空的选项「${repeated.slice(0, 40)}」重复`, `Gap ${index + 1}: option "${repeated.slice(0, 40)}" appears twice`);
    }
  }
  return null;
}

/**
 * `null` when the question is consistent; otherwise the first problem, in both languages. A calculated question's
 * formula is checked within `budget` (its CPU time; beyond it a code 0 AppError is thrown).
 */
export async function checkQuestion(type: QuestionType, stem: string, content: QuestionContent, budget?: FormulaBudget): Promise<LocalizedMessage | null> {
  if (type !== content.type) return msg(`题型 ${type} 与内容的题型 ${content.type} 不一致`, `Type ${type} does not match the content's type ${content.type}`);
  if (content.type === 'calculated') return checkUnits(content, { zh: '', en: '' }) ?? (await checkCalculated(stem, content, budget));
  if (content.type === 'notebook') {
    // The student's code cells are what grading runs: a notebook with nothing but text has nothing to work in.
    if (!content.cells.some((c) => c.type === 'code')) return msg('笔记本题至少需要一个代码单元格', 'A notebook question needs at least one code cell');
    // Per-student data is declared as a case declares it: each parameter once (the generator's params must set it).
    const names = (content.parameters ?? []).map((p) => p.name);
    const repeated = names.find((n, i) => names.indexOf(n) !== i);
    if (repeated !== undefined) return msg(`参数名「${repeated}」重复`, `Parameter name "${repeated}" appears twice`);
    return checkTestNames(content.tests, { zh: '', en: '' });
  }
  if (content.type === 'matching') return checkMatching(content);
  if (content.type === 'cloze') return checkCloze(stem, content);
  if (content.type !== 'case') return checkLeaf(stem, content, { zh: '', en: '' });
  const keys = content.children.map((c) => c.key);
  const duplicate = keys.find((k, i) => keys.indexOf(k) !== i);
  if (duplicate !== undefined) return msg(`小题编号 ${duplicate} 重复`, `Sub-question key ${duplicate} appears twice`);
  for (const child of content.children) {
    const problem = checkLeaf(child.stem, child.content, { zh: `小题 ${child.key}：`, en: `Sub-question ${child.key}: ` });
    if (problem) return problem;
  }
  return null;
}
