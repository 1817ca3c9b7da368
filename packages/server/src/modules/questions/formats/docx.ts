// Word (.docx) question banks in the layouts Chinese teachers use: section headings (`一、单选题（每题2分）`) set the
// type and points, numbered stems (`1.` `1、` `（1）`), options `A.`–`H.` on their own lines, several on one line, tab-
// separated or in a table, `答案：` `【答案】` `参考答案：` and `解析：` `【解析】` lines, 难度/知识点 lines, or the keys at
// the end (`参考答案`, see docxKeys.ts). 案例分析/综合探究 hold material and sub-questions. Images become placeholders
// (stored later), tables stay HTML, equations are TeX. Every question is its own item: one that cannot be read is
// reported with its paragraph and why, and the others are read as they are.
import { msg, splitList, type ParsedItem } from './common.js';
import { readDocx, type DocxBlock, type DocxImage } from './docxBlocks.js';
import { difficultyOf, itemOf, pointsOf, type Draft, type Section, type SectionKind } from './docxBuild.js';
import { applyKeys, halfWidth, isKeyPart, keysOfLine, keysOfTable, labelOpensKeys, stripKeyLabel, type KeyEntry } from './docxKeys.js';

export { IMAGE_PLACEHOLDER, type DocxImage } from './docxBlocks.js';

// Longest names first: 多项选择题 must not be read as 选择题, 案例分析题 not as 分析题.
const SECTION_NAMES: Array<[RegExp, SectionKind]> = [
  [/不定项(选择)?题?/, 'multiple'],
  [/多(项)?选(择)?题?/, 'multiple'],
  [/单(项)?选(择)?题?/, 'single'],
  [/判断(正误)?题?|是非题/, 'judge'],
  [/填空题?/, 'blank'],
  [/数值题/, 'numeric'],
  [/计算(分析)?题/, 'calculation'],
  [/案例(分析)?题|综合探究题?|材料(分析)?题|综合分析题/, 'case'],
  [/简答题?|问答题|论述题|名词解释|分析题|综合题/, 'short'],
  [/选择题/, 'single'],
];
const NUMERAL = /^([一二三四五六七八九十]{1,3})\s*[、.．]\s*|^第\s*[一二三四五六七八九十]{1,3}\s*(?:部分|大题)\s*[、:：.．]?\s*/;

/** `**答案：**B` → `答案：B`: a bold label at the start says nothing about the content. */
const unwrapLeadingBold = (text: string) => text.replace(/^\*\*([^*]+?)\*\*/, '$1').trim();

// `1.` `1、` `1．` (not `1.5`), or in parentheses `（1）` `1)`, which also number sub-points inside a question.
const QUESTION = /^(?:(\d{1,4})\s*(?:、|\.(?!\d))|\(\s*(\d{1,4})\s*\)|(\d{1,4})\))\s*/;
const ANSWER = /^(?:【\s*(?:参考|正确|标准)?答案\s*】|(?:参考|正确|标准)?答案\s*[:：])\s*/;
const ANALYSIS = /^(?:【\s*(?:答案|试题)?(?:解析|分析|详解|点评)\s*】|(?:答案|试题)?(?:解析|分析|详解)\s*[:：])\s*/;
/** An analysis label inside an answer line: `【答案】B【解析】…`. */
const INLINE_ANALYSIS = /【\s*(?:答案)?(?:解析|详解)\s*】|\s(?:答案)?解析\s*[:：]/;
const DIFFICULTY = /^(?:【\s*难度(?:系数|等级)?\s*】|难度(?:系数|等级)?\s*[:：])\s*/;
const KNOWLEDGE = /^(?:【\s*(?:知识点|考点)\s*】|(?:知识点|考点)\s*[:：])\s*/;
const OPTION_MARK = (letter: string) => new RegExp(`^(?:\\(\\s*${letter}\\s*\\)|${letter}\\s*[.、:)])\\s*`);

/** Options on a line: `A.xx`, or several `A.xx  B.yy  C.zz` (letters in sequence, each after a space or a CJK character). */
function splitOptions(text: string, next: string): Array<{ key: string; text: string }> | null {
  const flat = halfWidth(text);
  const first = OPTION_MARK(next).exec(flat);
  if (!first) return null;
  const found: Array<{ key: string; start: number; body: number }> = [{ key: next, start: 0, body: first[0].length }];
  for (let code = next.charCodeAt(0) + 1; code <= 'H'.charCodeAt(0); code++) {
    const letter = String.fromCharCode(code);
    // After a space, a tab, or a character that cannot end a Latin word (`A.复利终值系数B.偿债基金系数`).
    const mark = new RegExp(`(?<=[\\s\\u3000\\u00a0]|[^\\x00-\\x7f])(?:\\(\\s*${letter}\\s*\\)|${letter}\\s*[.、:)])`, 'g');
    mark.lastIndex = found[found.length - 1]!.body;
    const hit = mark.exec(flat);
    if (!hit) break;
    found.push({ key: letter, start: hit.index, body: hit.index + hit[0].length });
  }
  return found.map((f, i) => ({ key: f.key, text: text.slice(f.body, found[i + 1]?.start ?? text.length).trim() }));
}

/** Points a section heading gives: `每题2分`, `每小题1.5分`, `每空1分`, `共20分` (with `共10题` or alone: `（15分）`). */
function sectionPoints(name: string): Pick<Section, 'score' | 'perBlank' | 'total'> {
  const per = /每(?:小|道)?题\s*(\d+(?:\.\d+)?)\s*分/.exec(name)?.[1];
  const blank = /每空\s*(\d+(?:\.\d+)?)\s*分/.exec(name)?.[1];
  const total = /共\s*(\d+(?:\.\d+)?)\s*分/.exec(name)?.[1] ?? /^[^(]*[(]\s*(\d+(?:\.\d+)?)\s*分\s*[)]/.exec(name)?.[1];
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  return { score: num(per), perBlank: num(blank), total: num(total) };
}

function sectionOf(text: string, heading: boolean): Section | null {
  const plain = halfWidth(text).replace(/\*/g, '').trim();
  const numeral = NUMERAL.exec(plain);
  const name = numeral ? plain.slice(numeral[0].length) : plain;
  const bare = name.replace(/[(].*$/, '').replace(/[:\s]+$/, '');
  // Under a numeral or in a Word heading the name may say more (`一、选择题：单选`); a plain paragraph must be the name.
  const known = SECTION_NAMES.find(([pattern]) => (numeral || heading ? pattern.test(bare) : new RegExp(`^(?:${pattern.source})$`).test(bare)))?.[1];
  const section = { heading: text.replace(/\*/g, '').trim(), numeral: numeral?.[1] ? `${numeral[1]}、` : '', name: bare, ...sectionPoints(name) };
  if (known !== undefined) return { kind: known, ...section };
  // `三、名词配对` is a section of a type the platform cannot take; a heading with no numeral is a title.
  return numeral ? { kind: 'unknown', ...section } : null;
}

type NumberStyle = Draft['style'];

/**
 * Whether a numbered line numbers points inside the question rather than starting the next one. Numbered otherwise
 * than the question (`（1）` under `1.`) it is a point. Numbered alike, it is a point only in the answer or analysis,
 * when it goes on from the last point there (`2.` after `1.`) or is no higher than the question's own number
 * (`答案：1. …` of question 3).
 */
function readsAsPoint(d: Draft, number: number, style: NumberStyle): boolean {
  if (style !== d.style) return true;
  if (d.stage !== 'answer' && d.stage !== 'analysis') return false;
  return number === d.point + 1 || number <= d.number;
}

/**
 * A point that could have been the next question (`2.` after the point `1.` in question 1's answer), and how the
 * question stood before it: when an answer line follows that is the question's second, it was a question after all.
 */
interface DoubtfulPoint {
  block: number;
  /** Lines the answer and analysis had (null: none yet). */
  answer: number | null;
  analysis: number | null;
  stage: Draft['stage'];
  point: number;
}

/** An answer line's text, split where an analysis label follows on the same line (`【答案】B【解析】…`). */
function answerAndAnalysis(text: string): { answer: string; analysis: string | null } {
  const at = INLINE_ANALYSIS.exec(text);
  if (!at) return { answer: text.trim(), analysis: null };
  return { answer: text.slice(0, at.index).trim(), analysis: text.slice(at.index + at[0].length).trim() };
}

/** Options laid out in a table, one per cell (`A. 股票` | `B. 债券`), in letter order from `next`; null otherwise. */
function optionsOfTable(cells: readonly string[][], next: string): Array<{ key: string; text: string }> | null {
  const filled = cells.flat().filter((c) => c.trim() !== '');
  const options: Array<{ key: string; text: string }> = [];
  for (const cell of filled) {
    const letter = String.fromCharCode(next.charCodeAt(0) + options.length);
    const split = splitOptions(cell, letter);
    if (split === null) return null;
    options.push(...split);
  }
  return options.length >= 2 ? options : null;
}

/** What the walk of the blocks found: the questions (drafts) and the keys written apart from them. */
interface Walk {
  drafts: Draft[];
  keys: KeyEntry[];
}

/** Walks the blocks: a section heading sets the type, a number starts a question, labels switch what text feeds. */
function walkBlocks(blocks: readonly DocxBlock[]): Walk {
  const drafts: Draft[] = [];
  const keys: KeyEntry[] = [];
  let section: Section | null = null;
  let draft: Draft | null = null;
  /** In the answer key part (`参考答案`): every line is a key. */
  let inKeys = false;
  let keySection: KeyEntry['section'] = null;
  let key: KeyEntry | null = null;
  /** The last question's number in this section (automatic numbering counts on from it). */
  let lastNumber = 0;
  let doubtful: DoubtfulPoint | null = null;
  /** Blocks once read as points and then found to start questions. */
  const questionStarts = new Set<number>();
  const finish = () => {
    if (draft !== null) drafts.push(draft);
    draft = null;
    doubtful = null;
  };
  const start = (number: number, style: NumberStyle, line: number, stem: string) => {
    finish();
    lastNumber = number;
    const { points, text } = pointsOf(stem);
    draft = { section, number, style, line, point: 0, stem: [text], options: [], answer: null, analysis: null, stage: 'stem', problems: [], ...(points === undefined ? {} : { score: points }) };
  };
  const feed = (d: Draft, text: string) => {
    if (d.stage === 'stem') d.stem.push(text);
    else if (d.stage === 'options') d.options[d.options.length - 1]!.text.push(text);
    else if (d.stage === 'answer') d.answer!.push(text);
    else d.analysis!.push(text);
  };
  const addKey = (number: number | null, text: string, line: number) => {
    const { answer, analysis } = answerAndAnalysis(text);
    key = { section: keySection, number, answer: [answer], analysis: analysis === null ? null : [analysis], line };
    keys.push(key);
  };
  /** A line of the key part. */
  const keyLine = (block: Extract<DocxBlock, { kind: 'paragraph' }>, text: string) => {
    const flat = halfWidth(text);
    const heading = QUESTION.exec(flat) ? null : sectionOf(text, block.heading);
    if (heading !== null) {
      keySection = { numeral: heading.numeral, kind: heading.kind };
      key = null;
      return;
    }
    const current = key as KeyEntry | null;
    const analysis = ANALYSIS.exec(flat);
    if (analysis && current !== null) {
      current.analysis = [...(current.analysis ?? []), text.slice(analysis[0].length).trim()];
      return;
    }
    const sub = /^[(]\s*\d{1,2}\s*[)]|^[①②③④⑤⑥⑦⑧⑨⑩]/.test(flat.trim());
    const numbered = sub ? null : keysOfLine(text);
    if (numbered !== null) {
      for (const k of numbered) addKey(k.number, k.text, block.index);
      return;
    }
    if (current === null) {
      // `（1）…` straight under a section of the key part: the keys of its first question's sub-questions.
      if (sub) addKey(null, text, block.index);
      return;
    }
    (current.analysis ?? current.answer).push(text);
  };

  for (let at = 0; at < blocks.length; at++) {
    const block = blocks[at]!;
    if (block.kind === 'table') {
      if (inKeys) {
        for (const k of keysOfTable(block.cells) ?? []) addKey(k.number, k.text, block.index);
        key = null;
        continue;
      }
      const d = draft as Draft | null;
      if (d !== null && (d.stage === 'stem' || d.stage === 'options')) {
        const options = optionsOfTable(block.cells, String.fromCharCode('A'.charCodeAt(0) + d.options.length));
        if (options) {
          d.options.push(...options.map((o) => ({ key: o.key, text: [o.text] })));
          d.stage = 'options';
          continue;
        }
      }
      // A key table right after the questions, without a 参考答案 heading.
      const tableKeys = d === null || d.stage !== 'stem' ? keysOfTable(block.cells) : null;
      if (tableKeys) {
        finish();
        inKeys = true;
        for (const k of tableKeys) addKey(k.number, k.text, block.index);
        key = null;
        continue;
      }
      // An HTML block of markdown stands on its own lines.
      if (d !== null) feed(d, `\n${block.html}\n`);
      continue;
    }
    const text = unwrapLeadingBold(block.text);
    if (text === '') continue;
    if (!inKeys && (isKeyPart(text, block.heading) || labelOpensKeys(text, blocks[at + 1], (draft as Draft | null)?.number ?? null))) {
      finish();
      inKeys = true;
      continue;
    }
    if (inKeys) {
      keyLine(block, text);
      continue;
    }
    const flat = halfWidth(text);
    const question = QUESTION.exec(flat);
    const heading = question ? null : sectionOf(text, block.heading);
    if (heading !== null) {
      finish();
      section = heading;
      lastNumber = 0;
      continue;
    }
    // `start` assigns `draft` from a closure, which control-flow narrowing does not see.
    const current = draft as Draft | null;
    if (question) {
      const number = Number(question[1] ?? question[2] ?? question[3]);
      const style: NumberStyle = question[1] === undefined ? 'paren' : 'dot';
      const rest = text.slice(question[0].length).trim();
      if (style === 'dot' && ANSWER.test(halfWidth(rest))) {
        // `1、参考答案：C`: a key, never a question. Under its own question it is that question's answer; otherwise
        // the keys are listed after the questions.
        if (current !== null && current.number === number && current.answer === null) {
          const { answer, analysis } = answerAndAnalysis(rest.slice(ANSWER.exec(halfWidth(rest))![0].length));
          current.answer = [answer];
          if (analysis !== null) current.analysis = [analysis];
          current.stage = analysis === null ? 'answer' : 'analysis';
          continue;
        }
        finish();
        inKeys = true;
        addKey(number, stripKeyLabel(rest), block.index);
        continue;
      }
      if (current === null || questionStarts.has(at) || !readsAsPoint(current, number, style)) {
        start(number, style, block.index, rest);
        continue;
      }
      if (style === current.style) {
        // A point of the answer or analysis: kept there, in doubt while it could be the next question.
        doubtful =
          number === current.number + 1
            ? { block: at, answer: current.answer?.length ?? null, analysis: current.analysis?.length ?? null, stage: current.stage, point: current.point }
            : null;
        current.point = number;
      }
    }
    const d = current;
    if (d === null) {
      // An automatically numbered paragraph is a question; so is the material under a case heading (案例分析题),
      // which teachers often leave unnumbered. Anything else before the first question is a title or instructions.
      if (block.listItem || section?.kind === 'case') start(lastNumber + 1, 'auto', block.index, text);
      continue;
    }
    const difficulty = DIFFICULTY.exec(flat);
    if (difficulty) {
      d.difficulty = difficultyOf(text.slice(difficulty[0].length)) ?? d.difficulty;
      continue;
    }
    const knowledge = KNOWLEDGE.exec(flat);
    if (knowledge) {
      d.knowledgePoints = splitList(text.slice(knowledge[0].length)).map((k) => k.slice(0, 50));
      continue;
    }
    const answer = ANSWER.exec(flat);
    const analysis = answer ? null : ANALYSIS.exec(flat);
    const back = doubtful as DoubtfulPoint | null;
    if (back !== null && ((answer && (d.answer !== null || back.stage === 'analysis')) || (analysis && d.analysis !== null))) {
      // A second answer (or analysis), or an answer after the analysis: the doubtful point was the next question.
      // Read again from there.
      d.answer = back.answer === null ? null : (d.answer ?? []).slice(0, back.answer);
      d.analysis = back.analysis === null ? null : (d.analysis ?? []).slice(0, back.analysis);
      d.stage = back.stage;
      d.point = back.point;
      questionStarts.add(back.block);
      doubtful = null;
      at = back.block - 1;
      continue;
    }
    if (answer) {
      const split = answerAndAnalysis(text.slice(answer[0].length));
      d.answer = [...(d.answer ?? []), split.answer];
      d.stage = 'answer';
      if (split.analysis !== null) {
        d.analysis = [...(d.analysis ?? []), split.analysis];
        d.stage = 'analysis';
      }
      d.point = 0;
      continue;
    }
    if (analysis) {
      d.analysis = [...(d.analysis ?? []), text.slice(analysis[0].length).trim()];
      d.stage = 'analysis';
      d.point = 0;
      continue;
    }
    const next = String.fromCharCode('A'.charCodeAt(0) + d.options.length);
    if (d.stage === 'stem' || d.stage === 'options') {
      const options = splitOptions(text, next);
      if (options) {
        d.options.push(...options.map((o) => ({ key: o.key, text: [o.text] })));
        d.stage = 'options';
        continue;
      }
    }
    if (block.listItem) {
      // Automatic numbering: under a stem still waiting for its answer it letters options (A. B. C.), otherwise it
      // numbers the next question.
      if ((d.stage === 'stem' || d.stage === 'options') && next <= 'H') {
        d.options.push({ key: next, text: [text] });
        d.stage = 'options';
      } else start(lastNumber + 1, 'auto', block.index, text);
      continue;
    }
    feed(d, text);
  }
  finish();
  return { drafts, keys };
}

/** Points of a section that gives only its total (`（共20分）`, `（15分）`), shared among its questions. */
function sharedPoints(drafts: readonly Draft[], section: Section | null): number | undefined {
  if (section === null || section.total === undefined || section.score !== undefined || section.perBlank !== undefined) return undefined;
  const count = drafts.filter((d) => d.section === section).length;
  return count > 0 ? Math.round((section.total / count) * 100) / 100 : undefined;
}

function parseBlocks(blocks: readonly DocxBlock[], images: readonly DocxImage[]): ParsedItem[] {
  const { drafts, keys } = walkBlocks(blocks);
  const unmatched = applyKeys(drafts, keys);
  const items = drafts.map((d) => itemOf(d, images, sharedPoints(drafts, d.section)));
  for (const entry of unmatched) {
    const which = `${entry.section?.numeral ?? ''}${entry.number ?? 1}`;
    items.push({
      line: entry.line,
      title: `参考答案 ${which}. ${entry.answer.join(' ').trim().slice(0, 30)}`,
      error: msg(`参考答案第 ${which} 题找不到对应的试题`, `Key ${which} has no question it belongs to`),
    });
  }
  return items;
}

/** The questions of a .docx; a file that is not one throws `UnreadableFile`. Images come back by placeholder index. */
export async function parseDocx(file: Buffer): Promise<{ items: ParsedItem[]; images: DocxImage[] }> {
  const { blocks, images } = await readDocx(file);
  return { items: parseBlocks(blocks, images), images };
}
