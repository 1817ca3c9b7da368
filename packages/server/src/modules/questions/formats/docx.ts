// Word (.docx) question banks in the layout Chinese teachers use: section headings (`一、单选题`) set the type,
// numbered stems (`1.` `1、` `（1）`), options `A.`–`H.` on their own lines or several on one line, `答案：` and
// `解析：` lines (or `【答案】` `【解析】`). Images become placeholders (stored later), tables stay HTML.
import type { QuestionType, QuestionWrite } from '@finedu/domain';
import type { LocalizedMessage } from '../../../errors.js';
import { sanitizeRichText } from '../../courses/index.js';
import { msg, titleOf, type ParsedItem } from './common.js';
import { numericAnswerError, parseNumericAnswers } from './xlsx.js';
import { IMAGE_PLACEHOLDER, readDocx, type DocxBlock, type DocxImage } from './docxBlocks.js';

export { IMAGE_PLACEHOLDER, type DocxImage } from './docxBlocks.js';

/**
 * `numeric` (数值题): the answer in the Excel template's numeric syntax (`10`, `10±0.01`, `10±1%`, `8..12`).
 * `calculation` (计算题): numeric when its answer reads so, otherwise (a worked solution) a short answer.
 */
type SectionKind = 'single' | 'multiple' | 'judge' | 'blank' | 'short' | 'numeric' | 'calculation';
interface Section {
  kind: SectionKind | 'unknown';
  heading: string;
  /** `二、` of `二、多选题`, to tell questions of different sections apart in the report. */
  numeral: string;
  score: number | undefined;
}

// Longest names first: 多项选择题 must not be read as 选择题.
const SECTION_NAMES: Array<[RegExp, SectionKind]> = [
  [/不定项(选择)?题?/, 'multiple'],
  [/多(项)?选(择)?题?/, 'multiple'],
  [/单(项)?选(择)?题?/, 'single'],
  [/判断(正误)?题?|是非题/, 'judge'],
  [/填空题?/, 'blank'],
  [/数值题/, 'numeric'],
  [/计算题/, 'calculation'],
  [/简答题?|问答题|论述题|名词解释|分析题|案例分析题?|综合题/, 'short'],
  [/选择题/, 'single'],
];
const NUMERAL = /^([一二三四五六七八九十]{1,3})\s*[、.．]\s*|^第\s*[一二三四五六七八九十]{1,3}\s*(?:部分|大题)\s*[、:：.．]?\s*/;

/** Full-width letters, digits and punctuation read as ASCII (one UTF-16 unit each, so positions keep). */
const halfWidth = (text: string) => text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** `**答案：**B` → `答案：B`: a bold label at the start says nothing about the content. */
const unwrapLeadingBold = (text: string) => text.replace(/^\*\*([^*]+?)\*\*/, '$1').trim();

// `1.` `1、` `1．` (not `1.5`), or in parentheses `（1）` `1)`, which also number sub-points inside a question.
const QUESTION = /^(?:(\d{1,4})\s*(?:、|\.(?!\d))|\(\s*(\d{1,4})\s*\)|(\d{1,4})\))\s*/;
const ANSWER = /^(?:【\s*(?:参考|正确)?答案\s*】|(?:参考|正确)?答案\s*[:：])\s*/;
const ANALYSIS = /^(?:【\s*(?:答案)?(?:解析|分析|详解)\s*】|(?:答案)?(?:解析|分析|详解)\s*[:：])\s*/;
const OPTION_MARK = (letter: string) => new RegExp(`^(?:\\(\\s*${letter}\\s*\\)|${letter}\\s*[.、:)])\\s*`);
const JUDGE_TRUE = ['对', '正确', '是', '√', '✓', '✔', 'T', 'TRUE', 'Y', 'YES'];
const JUDGE_FALSE = ['错', '错误', '否', '×', '✗', '✘', 'X', 'F', 'FALSE', 'N', 'NO'];
/** Parentheses left empty for the answer (`（  ）`), which a fill-in question means as a blank. */
const EMPTY_PARENS = /[（(][\s\u3000\u00a0]*[）)]/g;

/** How a question is numbered: typed `1.` `1、`, typed `（1）` `1)`, or Word's automatic numbering. */
type NumberStyle = 'dot' | 'paren' | 'auto';

interface Draft {
  section: Section | null;
  number: number;
  style: NumberStyle;
  line: number;
  /** The last point numbered in the answer or analysis (`1.` `2.` …), 0 before the first. */
  point: number;
  stem: string[];
  options: Array<{ key: string; text: string[] }>;
  answer: string[] | null;
  analysis: string[] | null;
  stage: 'stem' | 'options' | 'answer' | 'analysis';
}

/** Options on a line: `A.xx`, or several `A.xx  B.yy  C.zz` (letters in sequence, each after a space). */
function splitOptions(text: string, next: string): Array<{ key: string; text: string }> | null {
  const flat = halfWidth(text);
  const first = OPTION_MARK(next).exec(flat);
  if (!first) return null;
  const found: Array<{ key: string; start: number; body: number }> = [{ key: next, start: 0, body: first[0].length }];
  for (let code = next.charCodeAt(0) + 1; code <= 'H'.charCodeAt(0); code++) {
    const letter = String.fromCharCode(code);
    const mark = new RegExp(`[\\s\\u3000\\u00a0](?:\\(\\s*${letter}\\s*\\)|${letter}\\s*[.、:)])`, 'g');
    mark.lastIndex = found[found.length - 1]!.body;
    const hit = mark.exec(flat);
    if (!hit) break;
    found.push({ key: letter, start: hit.index, body: hit.index + hit[0].length });
  }
  return found.map((f, i) => ({ key: f.key, text: text.slice(f.body, found[i + 1]?.start ?? text.length).trim() }));
}

function sectionOf(text: string, heading: boolean): Section | null {
  const plain = halfWidth(text).replace(/\*/g, '').trim();
  const numeral = NUMERAL.exec(plain);
  const name = numeral ? plain.slice(numeral[0].length) : plain;
  const bare = name.replace(/[(].*$/, '').replace(/[:\s]+$/, '');
  // Under a numeral or in a Word heading the name may say more (`一、选择题：单选`); a plain paragraph must be the name.
  const known = SECTION_NAMES.find(([pattern]) => (numeral || heading ? pattern.test(bare) : new RegExp(`^(?:${pattern.source})$`).test(bare)))?.[1];
  const score = /每(?:小)?题\s*(\d+(?:\.\d+)?)\s*分/.exec(name)?.[1];
  const section = { heading: text.replace(/\*/g, '').trim(), numeral: numeral?.[1] ? `${numeral[1]}、` : '', score: score === undefined ? undefined : Number(score) };
  if (known !== undefined) return { kind: known, ...section };
  // `三、名词配对` is a section of a type the platform cannot take; a heading with no numeral is a title.
  return numeral ? { kind: 'unknown', ...section } : null;
}

function judgeAnswer(text: string): boolean | null {
  const word = halfWidth(text).replace(/[\s。.]/g, '').toUpperCase();
  if (JUDGE_TRUE.includes(word)) return true;
  if (JUDGE_FALSE.includes(word)) return false;
  return null;
}

type Built = { write: QuestionWrite } | { error: LocalizedMessage };

function choiceAnswer(d: Draft, type: 'single' | 'multiple', answer: string): Built {
  const keys = d.options.map((o) => o.key);
  if (keys.length < 2) return { error: msg('选择题至少需要两个选项（A. … B. …）', 'A choice question needs at least two options (A. … B. …)') };
  const letters = halfWidth(answer).toUpperCase().replace(/[\s,;、，；/]/g, '');
  if (!/^[A-Z]+$/.test(letters)) return { error: msg(`答案「${answer}」不是选项字母`, `Answer "${answer}" is not made of option letters`) };
  const unknown = [...letters].find((l) => !keys.includes(l));
  if (unknown !== undefined) return { error: msg(`答案 ${unknown} 不是选项之一（${keys.join('、')}）`, `Answer ${unknown} is not one of the options (${keys.join(', ')})`) };
  const options = d.options.map((o) => ({ key: o.key, text: o.text.join('\n').trim() }));
  const empty = options.find((o) => o.text === '');
  if (empty) return { error: msg(`选项 ${empty.key} 没有内容`, `Option ${empty.key} is empty`) };
  const stem = d.stem.join('\n');
  if (type === 'single') {
    if (letters.length > 1) return { error: msg(`单选题只能有一个答案，给出的是「${letters}」`, `A single-choice question has one answer; "${letters}" was given`) };
    return { write: { type, stem, content: { type, options, answer: letters } } };
  }
  return { write: { type, stem, content: { type, options, answer: [...new Set(letters)].sort() } } };
}

/** The question a finished draft stands for, or why it cannot be imported. */
function build(d: Draft, images: readonly DocxImage[]): Built {
  const answer = (d.answer ?? []).join('\n').trim();
  const hasOptions = d.options.length > 0;
  let kind: SectionKind | 'unknown';
  if (d.section !== null) kind = d.section.kind;
  else if (hasOptions) kind = halfWidth(answer).replace(/[^A-Za-z]/g, '').length > 1 ? 'multiple' : 'single';
  else if (judgeAnswer(answer) !== null) kind = 'judge';
  else kind = /_{3,}|[（(][\s\u3000]*[）)]/.test(d.stem.join('')) ? 'blank' : 'short';
  if (kind === 'unknown') {
    return { error: msg(`所在大题「${d.section?.heading ?? ''}」不是可识别的题型（单选、多选、判断、填空、数值、简答）`, `Its section "${d.section?.heading ?? ''}" is not a known type (single or multiple choice, true/false, fill-in, numeric, short answer)`) };
  }
  const foreign = [...JSON.stringify(d).matchAll(IMAGE_PLACEHOLDER)].map((m) => images[Number(m[1])]).find((img) => img !== undefined && !/^image\/(png|jpeg|gif|webp)$/.test(img.contentType));
  if (foreign) return { error: msg(`图片格式 ${foreign.contentType} 无法显示，请在 Word 中另存为 PNG 或 JPEG`, `Images of type ${foreign.contentType} cannot be shown; save it as PNG or JPEG in Word`) };
  if (d.stem.join('').trim() === '') return { error: msg('题干为空', 'The question text is empty') };
  if (d.answer === null || (answer === '' && kind !== 'short')) return { error: msg('缺少答案（「答案：」行）', 'No answer (an "答案：" line)') };
  const stem = d.stem.join('\n');
  switch (kind) {
    case 'single':
    case 'multiple':
      return choiceAnswer(d, kind, answer);
    case 'judge': {
      const value = judgeAnswer(answer);
      if (value === null) return { error: msg(`判断题答案「${answer}」应为 对/错（√/×、正确/错误、T/F）`, `True/false answer "${answer}" must be 对/错 (√/×, 正确/错误, T/F)`) };
      return { write: { type: 'judge', stem, content: { type: 'judge', answer: value } } };
    }
    case 'blank': {
      const parts = answer.split(/[；;|｜\n]/).map((a) => a.trim()).filter((a) => a !== '');
      return { write: { type: 'blank', stem: stem.replace(EMPTY_PARENS, '____'), content: { type: 'blank', blanks: parts.map((a) => ({ alternatives: [a] })) } } };
    }
    case 'numeric':
    case 'calculation': {
      const answers = parseNumericAnswers(numericText(answer));
      if (typeof answers !== 'string') return { write: { type: 'numeric', stem, content: { type: 'numeric', answers } } };
      if (kind === 'numeric') return { error: numericAnswerError(answer) };
      return { write: { type: 'short', stem, content: { type: 'short', reference: answer } } };
    }
    case 'short':
      return { write: { type: 'short', stem, content: { type: 'short', reference: answer } } };
    default:
      return kind satisfies never;
  }
}

/** A numeric answer as typed in Word (`1,234.5`, full-width digits, a closing 。) in the template's syntax. */
const numericText = (answer: string) =>
  halfWidth(answer)
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/[。.]$/, '');

/** The type a section gives its questions, for the preview of one that cannot be imported. */
const typeOfKind = (kind: SectionKind | 'unknown' | undefined): QuestionType | undefined =>
  kind === 'calculation' ? 'numeric' : kind === 'unknown' ? undefined : kind;

/** Stored rich text: the platform's markdown, any HTML in it (tables, sup/sub) through the rich text rules. */
const clean = (text: string) => sanitizeRichText(text, 'markdown').trim();

function itemOf(d: Draft, images: readonly DocxImage[]): ParsedItem {
  const title = `${d.section?.numeral ?? ''}${d.number}. ${titleOf(d.stem.join(' ').replace(/!\[[^\]]*\]\([^)]*\)/g, '[图]').replace(/<table[\s\S]*?<\/table>/g, '[表]').replace(/<[^>]+>/g, ''))}`;
  const built = build(d, images);
  if ('error' in built) return { line: d.line, title, error: built.error, type: typeOfKind(d.section?.kind) };
  const write = built.write;
  const content = write.content;
  const options = content.type === 'single' || content.type === 'multiple' ? { options: content.options.map((o) => ({ ...o, text: clean(o.text) })) } : {};
  return {
    line: d.line,
    title,
    write: {
      ...write,
      stem: clean(write.stem),
      analysis: clean((d.analysis ?? []).join('\n')),
      ...(d.section?.score === undefined ? {} : { score: d.section.score }),
      content: { ...content, ...options } as QuestionWrite['content'],
    },
  };
}

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

/** Walks the blocks: a section heading sets the type, a number starts a question, labels switch what text feeds. */
function parseBlocks(blocks: readonly DocxBlock[], images: readonly DocxImage[]): ParsedItem[] {
  const items: ParsedItem[] = [];
  let section: Section | null = null;
  let draft: Draft | null = null;
  /** The last question's number in this section (automatic numbering counts on from it). */
  let lastNumber = 0;
  let doubtful: DoubtfulPoint | null = null;
  /** Blocks once read as points and then found to start questions. */
  const questionStarts = new Set<number>();
  const finish = () => {
    if (draft !== null) items.push(itemOf(draft, images));
    draft = null;
    doubtful = null;
  };
  const start = (number: number, style: NumberStyle, line: number, stem: string) => {
    finish();
    lastNumber = number;
    draft = { section, number, style, line, point: 0, stem: [stem], options: [], answer: null, analysis: null, stage: 'stem' };
  };
  const feed = (d: Draft, text: string) => {
    if (d.stage === 'stem') d.stem.push(text);
    else if (d.stage === 'options') d.options[d.options.length - 1]!.text.push(text);
    else if (d.stage === 'answer') d.answer!.push(text);
    else d.analysis!.push(text);
  };

  for (let at = 0; at < blocks.length; at++) {
    const block = blocks[at]!;
    if (block.kind === 'table') {
      // An HTML block of markdown stands on its own lines.
      if (draft !== null) feed(draft, `\n${block.html}\n`);
      continue;
    }
    const text = unwrapLeadingBold(block.text);
    if (text === '') continue;
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
      if (current === null || questionStarts.has(at) || !readsAsPoint(current, number, style)) {
        start(number, style, block.index, text.slice(question[0].length).trim());
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
      // An automatically numbered paragraph is a question; anything else before the first one is a title or instructions.
      if (block.listItem) start(lastNumber + 1, 'auto', block.index, text);
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
      d.answer = [...(d.answer ?? []), text.slice(answer[0].length).trim()];
      d.stage = 'answer';
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
  return items;
}

/** The questions of a .docx; a file that is not one throws `UnreadableFile`. Images come back by placeholder index. */
export async function parseDocx(file: Buffer): Promise<{ items: ParsedItem[]; images: DocxImage[] }> {
  const { blocks, images } = await readDocx(file);
  return { items: parseBlocks(blocks, images), images };
}
