// A question of a Word bank as the layout walker collected it (a draft) turned into the question it stands for, or
// the reason it cannot be imported, in both languages.
import type { LeafContent, QuestionType, QuestionWrite } from '@finedu/domain';
import type { LocalizedMessage } from '../../../errors.js';
import { sanitizeRichText } from '../../courses/index.js';
import { msg, titleOf, type ParsedItem } from './common.js';
import { numericAnswerError, parseNumericAnswers } from './xlsx.js';
import { IMAGE_PLACEHOLDER, type DocxImage } from './docxBlocks.js';
import { halfWidth } from './docxKeys.js';

/**
 * `numeric` (数值题): the answer in the Excel template's numeric syntax (`10`, `10±0.01`, `10±1%`, `8..12`).
 * `calculation` (计算题): numeric when its answer reads so, otherwise (a worked solution) a short answer.
 * `case` (案例分析, 综合探究): material and sub-questions `（1）（2）…`.
 */
export type SectionKind = 'single' | 'multiple' | 'judge' | 'blank' | 'short' | 'numeric' | 'calculation' | 'case';
export interface Section {
  kind: SectionKind | 'unknown';
  heading: string;
  /** `二、` of `二、多选题`, to tell questions of different sections apart in the report. */
  numeral: string;
  /** The name without numeral and score (`案例分析题`). */
  name: string;
  /** Points: each question's (`每题2分`), each blank's (`每空1分`), or the section's (`共20分`, `（15分）`) shared out. */
  score: number | undefined;
  perBlank: number | undefined;
  total: number | undefined;
}

export interface Draft {
  section: Section | null;
  number: number;
  style: 'dot' | 'paren' | 'auto';
  line: number;
  /** The last point numbered in the answer or analysis (`1.` `2.` …), 0 before the first. */
  point: number;
  stem: string[];
  options: Array<{ key: string; text: string[] }>;
  answer: string[] | null;
  analysis: string[] | null;
  stage: 'stem' | 'options' | 'answer' | 'analysis';
  /** Points written at the question (`（10分）`). */
  score?: number;
  difficulty?: number;
  knowledgePoints?: string[];
  /** Problems found while reading (a key at the end that contradicts the answer under the question). */
  problems: LocalizedMessage[];
}

const JUDGE_TRUE = ['对', '正确', '是', '√', '✓', '✔', 'T', 'TRUE', 'Y', 'YES'];
const JUDGE_FALSE = ['错', '错误', '否', '×', '✗', '✘', '╳', 'X', 'F', 'FALSE', 'N', 'NO'];
/** Parentheses left empty for the answer (`（  ）`), which a fill-in question means as a blank. */
const EMPTY_PARENS = /[（(][\s\u3000\u00a0]*[）)]/g;
/** Points written at a question or sub-question: `（10分）` at its end or start. */
const POINTS = /[（(]\s*(\d+(?:\.\d+)?)\s*分\s*[)）]/;
/** A sub-question's number at the start of a line: `（1）` `(2)` `①`. */
const SUB_NUMBER = /^[（(]\s*(\d{1,2})\s*[)）]\s*|^([①②③④⑤⑥⑦⑧⑨⑩])\s*/;
const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩';

export function judgeAnswer(text: string): boolean | null {
  const word = halfWidth(text).replace(/[\s。.]/g, '').toUpperCase();
  if (JUDGE_TRUE.includes(word)) return true;
  if (JUDGE_FALSE.includes(word)) return false;
  return null;
}

/** `（10分）` at the start or end of a text: the points, and the text without them. */
export function pointsOf(text: string): { points: number | undefined; text: string } {
  const flat = halfWidth(text);
  const at = new RegExp(`^\\s*${POINTS.source}|${POINTS.source}\\s*[。.]?\\s*$`).exec(flat);
  if (!at) return { points: undefined, text };
  return { points: Number(at[1] ?? at[2]), text: (text.slice(0, at.index) + text.slice(at.index + at[0].length)).trim() };
}

/** 难度 as written (`易`, `中等`, `3`, `★★★`, `0.65` as a 难度系数 / pass rate) on the platform's 1–5. */
export function difficultyOf(text: string): number | undefined {
  const word = halfWidth(text).replace(/[\s。.]+$/, '').trim();
  if (/^[★☆]+$/.test(word)) return Math.min(5, Math.max(1, (word.match(/★/g) ?? []).length));
  if (/^[1-5]$/.test(word)) return Number(word);
  if (/^0?\.\d+$/.test(word)) {
    const rate = Number(word);
    return rate >= 0.85 ? 1 : rate >= 0.7 ? 2 : rate >= 0.5 ? 3 : rate >= 0.3 ? 4 : 5;
  }
  const words: Array<[RegExp, number]> = [
    [/^(?:很|非常|极)(?:容易|易|简单)$/, 1],
    [/^(?:容易|易|简单|较易|较容易|较简单|低)$/, 2],
    [/^(?:中|中等|一般|适中|普通)$/, 3],
    [/^(?:难|较难|困难|偏难|高)$/, 4],
    [/^(?:很|非常|极)(?:难|困难)$/, 5],
  ];
  return words.find(([pattern]) => pattern.test(word))?.[1];
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

/** A judge question written as choice `A. 正确 B. 错误`: the option the letter names, read as 对/错. */
function judgeByOption(d: Draft, answer: string): boolean | null {
  const letter = halfWidth(answer).trim().toUpperCase();
  const option = d.options.find((o) => o.key === letter);
  return option ? judgeAnswer(option.text.join('')) : null;
}

/** Options that are only 正确/错误 (对/错, √/×): a judge question whatever its section says. */
const judgeOptions = (d: Draft) => d.options.length === 2 && d.options.every((o) => judgeAnswer(o.text.join('')) !== null) && judgeAnswer(d.options[0]!.text.join('')) !== judgeAnswer(d.options[1]!.text.join(''));

/** The answers of a fill-in question, one per blank: `资本；劳动`, `（1）资本（2）劳动`, `①资本 ②劳动`, or `资本、劳动`. */
function blankAnswers(answer: string, blanks: number): string[] {
  const parts = answer.split(/[；;|｜\n]/).map((a) => a.trim()).filter((a) => a !== '');
  const numbered = halfWidth(answer)
    .split(/[(]\s*\d{1,2}\s*[)]|[①②③④⑤⑥⑦⑧⑨⑩]|(?:^|\s)\d{1,2}\s*[.、](?!\d)/)
    .map((a) => a.replace(/[；;，,。]\s*$/, '').trim())
    .filter((a) => a !== '');
  const byCount = (candidate: string[]) => blanks > 0 && candidate.length === blanks;
  if (byCount(parts) || blanks === 0) return parts;
  // The numbered pieces keep the answer's own characters (halfWidth keeps positions).
  if (byCount(numbered)) {
    const original: string[] = [];
    let rest = answer;
    for (const piece of numbered) {
      const at = halfWidth(rest).indexOf(piece);
      original.push(rest.slice(at, at + piece.length));
      rest = rest.slice(at + piece.length);
    }
    return original;
  }
  const loose = answer.split(/[、，,\s\u3000]+/).map((a) => a.trim()).filter((a) => a !== '');
  return byCount(loose) ? loose : parts;
}

/** Text split at its sub-question numbers `（1）` `(2)` `①`: what comes before the first, and each numbered part. */
function splitSubs(lines: readonly string[]): { before: string[]; parts: Array<{ number: number; lines: string[] }> } {
  const before: string[] = [];
  const parts: Array<{ number: number; lines: string[] }> = [];
  for (const line of lines) {
    // A line may hold several parts: `（1）8.4%（2）1.04`.
    const pieces = halfWidth(line).split(/(?=[(]\s*\d{1,2}\s*[)])|(?=[①②③④⑤⑥⑦⑧⑨⑩])/);
    let offset = 0;
    for (const piece of pieces) {
      const original = line.slice(offset, offset + piece.length);
      offset += piece.length;
      const sub = SUB_NUMBER.exec(halfWidth(original));
      if (sub) parts.push({ number: sub[1] ? Number(sub[1]) : CIRCLED.indexOf(sub[2]!) + 1, lines: [original.slice(sub[0].length).trim()] });
      else if (parts.length > 0) parts[parts.length - 1]!.lines.push(original.trim());
      else before.push(original.trim());
    }
  }
  return { before: before.filter((l) => l !== ''), parts };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A case (案例分析, 综合探究): material, then sub-questions `（1）…（8分）` whose answers are numbered alike. */
function caseQuestion(d: Draft, answer: readonly string[], score: number | undefined): Built {
  const { before, parts } = splitSubs(d.stem);
  if (parts.length === 0) return { error: msg('案例题没有找到小题（（1）（2）…）', 'No sub-questions (（1）（2）…) found in the case question') };
  const answers = splitSubs(answer).parts;
  const numbers = parts.map((p) => p.number);
  const repeated = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (repeated !== undefined) return { error: msg(`小题（${repeated}）出现了两次`, `Sub-question (${repeated}) appears twice`) };
  const stems = parts.map((p) => pointsOf(p.lines.join('\n').trim()));
  const written = stems.map((s) => s.points);
  let scores: number[];
  if (written.every((p) => p !== undefined)) scores = written as number[];
  else if (score !== undefined) scores = parts.map(() => round2(score / parts.length));
  else scores = parts.map(() => 5);
  const children = parts.map((p, i) => {
    const reference = answers.find((a) => a.number === p.number)?.lines.join('\n').trim() ?? '';
    const content: LeafContent = { type: 'short', reference };
    return { key: String(p.number), stem: stems[i]!.text, score: scores[i]!, analysis: '', content };
  });
  // More than one paragraph before the sub-questions: the first asks, the rest is the material. One: it is the material.
  const [stem, material] = before.length > 1 ? [before[0]!, before.slice(1).join('\n')] : [d.section?.name || '案例分析题', before.join('\n')];
  return { write: { type: 'case', stem, score: round2(scores.reduce((a, b) => a + b, 0)), content: { type: 'case', material, dataset_url: null, children } } };
}

function kindOf(d: Draft, answer: string): SectionKind | 'unknown' {
  if (d.section !== null) return d.section.kind;
  if (d.options.length > 0) {
    if (judgeOptions(d)) return 'judge';
    return halfWidth(answer).replace(/[^A-Za-z]/g, '').length > 1 ? 'multiple' : 'single';
  }
  if (judgeAnswer(answer) !== null) return 'judge';
  return /_{3,}|[（(][\s\u3000]*[）)]/.test(d.stem.join('')) ? 'blank' : 'short';
}

/** The question a finished draft stands for, or why it cannot be imported. */
function build(d: Draft, images: readonly DocxImage[], score: number | undefined): Built {
  const answer = (d.answer ?? []).join('\n').trim();
  let kind = kindOf(d, answer);
  if (kind === 'unknown') {
    return { error: msg(`所在大题「${d.section?.heading ?? ''}」不是可识别的题型（单选、多选、判断、填空、数值、简答、案例分析）`, `Its section "${d.section?.heading ?? ''}" is not a known type (single or multiple choice, true/false, fill-in, numeric, short answer, case)`) };
  }
  if (d.problems[0]) return { error: d.problems[0] };
  const foreign = [...JSON.stringify(d).matchAll(IMAGE_PLACEHOLDER)].map((m) => images[Number(m[1])]).find((img) => img !== undefined && !/^image\/(png|jpeg|gif|webp)$/.test(img.contentType));
  if (foreign) return { error: msg(`图片格式 ${foreign.contentType} 无法显示，请在 Word 中另存为 PNG 或 JPEG`, `Images of type ${foreign.contentType} cannot be shown; save it as PNG or JPEG in Word`) };
  if (d.stem.join('').trim() === '') return { error: msg('题干为空', 'The question text is empty') };
  if (kind === 'case') return caseQuestion(d, d.answer ?? [], score);
  if (d.answer === null || (answer === '' && kind !== 'short')) return { error: msg('缺少答案（「答案：」行或文末参考答案）', 'No answer (an "答案：" line or a key at the end)') };
  // 判断题 laid out as choice (`A. 正确 B. 错误`) under a choice heading or none.
  if ((kind === 'single' || kind === 'multiple') && judgeOptions(d) && judgeByOption(d, answer) !== null) kind = 'judge';
  const stem = d.stem.join('\n');
  switch (kind) {
    case 'single':
    case 'multiple':
      return choiceAnswer(d, kind, answer);
    case 'judge': {
      const value = d.options.length > 0 && /^[A-Za-z]$/.test(halfWidth(answer).trim()) ? judgeByOption(d, answer) : judgeAnswer(answer);
      if (value === null) return { error: msg(`判断题答案「${answer}」应为 对/错（√/×、正确/错误、T/F）`, `True/false answer "${answer}" must be 对/错 (√/×, 正确/错误, T/F)`) };
      return { write: { type: 'judge', stem, content: { type: 'judge', answer: value } } };
    }
    case 'blank': {
      const marked = stem.replace(EMPTY_PARENS, '____').replace(/[_＿]{3,}/g, '____');
      const blanks = (marked.match(/____/g) ?? []).length;
      const parts = blankAnswers(answer, blanks);
      return { write: { type: 'blank', stem: marked, content: { type: 'blank', blanks: parts.map((a) => ({ alternatives: [a] })) } } };
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

/**
 * The item of a finished draft. `shared`: the points of a section that gives only its total (`（共20分）`), shared
 * among its questions.
 */
export function itemOf(d: Draft, images: readonly DocxImage[], shared: number | undefined): ParsedItem {
  const title = `${d.section?.numeral ?? ''}${d.number}. ${titleOf(d.stem.join(' ').replace(/!\[[^\]]*\]\([^)]*\)/g, '[图]').replace(/<table[\s\S]*?<\/table>/g, '[表]').replace(/<[^>]+>/g, ''))}`;
  const section = d.section;
  const perQuestion = d.score ?? section?.score ?? shared;
  const built = build(d, images, perQuestion);
  if ('error' in built) return { line: d.line, title, error: built.error, type: typeOfKind(section?.kind) };
  const write = built.write;
  const content = write.content;
  let score = write.score ?? perQuestion;
  if (content.type === 'blank' && d.score === undefined && section?.perBlank !== undefined) score = round2(section.perBlank * Math.max(1, content.blanks.length));
  const cleaned: QuestionWrite['content'] =
    content.type === 'single' || content.type === 'multiple'
      ? { ...content, options: content.options.map((o) => ({ ...o, text: clean(o.text) })) }
      : content.type === 'case'
        ? { ...content, material: clean(content.material ?? ''), children: content.children.map((c) => ({ ...c, stem: clean(c.stem) })) }
        : content;
  return {
    line: d.line,
    title,
    write: {
      ...write,
      stem: clean(write.stem),
      analysis: clean((d.analysis ?? []).join('\n')),
      ...(score === undefined ? {} : { score }),
      ...(d.difficulty === undefined ? {} : { difficulty: d.difficulty }),
      ...(d.knowledgePoints === undefined ? {} : { knowledge_points: d.knowledgePoints }),
      content: cleaned,
    },
  };
}
