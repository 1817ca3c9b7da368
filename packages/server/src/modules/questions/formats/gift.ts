// GIFT format (Moodle docs "GIFT format"): `::title::`, `//` comments, `$CATEGORY:`, `{T}`/`{F}`, `{=right ~wrong}`,
// weighted multiple answers `~%50%`, short answers `{=a =b}`, essay `{}`, numerical `{#…}`, escapes and `#` feedback.
import type { QuestionWrite } from '@finedu/domain';
import { msg, optionKey, titleOf, type ParsedItem } from './common.js';
import type { LocalizedMessage } from '../../../errors.js';

/** Index of the first unescaped occurrence of `token` at or after `from`, or -1. */
function findUnescaped(text: string, token: string, from = 0): number {
  for (let i = from; i <= text.length - token.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(token, i)) return i;
  }
  return -1;
}

/** Split on unescaped single characters of `chars`, keeping the separator as the first character of each part. */
function splitTokens(text: string, chars: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      current += c + text[i + 1];
      i++;
      continue;
    }
    if (chars.includes(c)) {
      if (current.trim() !== '') parts.push(current);
      current = c;
      continue;
    }
    current += c;
  }
  if (current.trim() !== '') parts.push(current);
  return parts;
}

/** Remove GIFT escapes: `\:` `\=` `\~` `\{` `\}` `\#` `\\` and `\n` (newline). */
export function unescapeGift(text: string): string {
  return text.replace(/\\([:=~{}#\\n])/g, (_w, c: string) => (c === 'n' ? '\n' : c));
}

/** Drop a leading `[html]` / `[markdown]` / `[plain]` / `[moodle]` format marker. */
function stripFormat(text: string): string {
  return text.replace(/^\s*\[(html|markdown|plain|moodle)\]\s*/i, '');
}

interface Answer {
  correct: boolean;
  weight: number | null;
  text: string;
  feedback: string;
}

function parseAnswers(body: string): Answer[] {
  return splitTokens(body, '=~').map((token) => {
    const correct = token[0] === '=';
    let rest = token.slice(1);
    let weight: number | null = null;
    const weighted = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(rest);
    if (weighted) {
      weight = Number(weighted[1]);
      rest = rest.slice(weighted[0].length);
    }
    const hash = findUnescaped(rest, '#');
    const text = unescapeGift((hash >= 0 ? rest.slice(0, hash) : rest).trim());
    const feedback = hash >= 0 ? unescapeGift(rest.slice(hash + 1).trim()) : '';
    return { correct, weight, text, feedback };
  });
}

type Built = { write: QuestionWrite } | { error: LocalizedMessage };

function buildQuestion(stem: string, body: string): Built {
  let answerPart = body;
  let general = '';
  const generalAt = findUnescaped(body, '####');
  if (generalAt >= 0) {
    answerPart = body.slice(0, generalAt);
    general = unescapeGift(body.slice(generalAt + 4).trim());
  }
  const trimmed = answerPart.trim();
  const analysisWith = (lines: string[]) => [general, ...lines].filter((l) => l !== '').join('\n');

  if (trimmed === '') return { write: { type: 'short', stem, analysis: general, content: { type: 'short', reference: '' } } };

  const tf = /^(T|F|TRUE|FALSE)\s*(#[\s\S]*)?$/i.exec(trimmed);
  if (tf) {
    const feedback = (tf[2] ?? '')
      .split(/(?<!\\)#/)
      .map((f) => unescapeGift(f.trim()))
      .filter((f) => f !== '');
    return { write: { type: 'judge', stem, analysis: analysisWith(feedback), content: { type: 'judge', answer: tf[1]!.toUpperCase().startsWith('T') } } };
  }

  if (trimmed.startsWith('#')) {
    const numeric = trimmed.slice(1).trim();
    const values: string[] = [];
    const forms = numeric.startsWith('=') ? parseAnswers(numeric).filter((a) => a.correct && (a.weight === null || a.weight === 100)).map((a) => a.text) : [unescapeGift(numeric.split('#')[0]!.trim())];
    for (const form of forms) {
      if (/\.\./.test(form)) return { error: msg('数值区间答案（a..b）无法转换为填空题', 'A numeric range answer (a..b) cannot become a blank question') };
      const [value, tolerance] = form.split(':');
      if (value === undefined || value.trim() === '' || !Number.isFinite(Number(value))) {
        return { error: msg(`数值答案「${form}」不是数字`, `Numeric answer "${form}" is not a number`) };
      }
      values.push(value.trim());
      if (tolerance !== undefined && Number(tolerance) !== 0) general = analysisWith([`±${tolerance.trim()}`]);
    }
    if (values.length === 0) return { error: msg('数值题没有满分答案', 'The numeric question has no full-credit answer') };
    return { write: { type: 'blank', stem, analysis: general, content: { type: 'blank', blanks: [{ alternatives: values }] } } };
  }

  if (findUnescaped(trimmed, '->') >= 0) return { error: msg('不支持配对题（->）', 'Matching questions (->) are not supported') };
  if (!/^[=~]/.test(trimmed)) return { error: msg('答案必须以 = 或 ~ 开头', 'Answers must start with = or ~') };

  const answers = parseAnswers(trimmed);
  const empty = answers.find((a) => a.text === '');
  if (empty) return { error: msg('有答案的内容为空', 'An answer is empty') };
  const feedbackLines = (keyed: boolean) =>
    answers.flatMap((a, i) => (a.feedback === '' ? [] : [keyed ? `${optionKey(i)}: ${a.feedback}` : `${a.text}: ${a.feedback}`]));

  if (answers.every((a) => a.correct)) {
    // Short answer: every accepted answer is an alternative of one blank.
    return {
      write: { type: 'blank', stem, analysis: analysisWith(feedbackLines(false)), content: { type: 'blank', blanks: [{ alternatives: answers.map((a) => a.text) }] } },
    };
  }
  if (answers.length > 10) return { error: msg('选项超过 10 个', 'More than 10 options') };
  if (answers.length < 2) return { error: msg('至少需要两个选项', 'At least two options are needed') };
  const options = answers.map((a, i) => ({ key: optionKey(i), text: a.text }));
  const weighted = answers.some((a) => !a.correct && a.weight !== null && a.weight > 0);
  if (weighted) {
    const keys = answers.flatMap((a, i) => ((a.weight ?? (a.correct ? 100 : 0)) > 0 ? [optionKey(i)] : []));
    return {
      write: { type: 'multiple', stem, analysis: analysisWith(feedbackLines(true)), content: { type: 'multiple', options, answer: keys, partial_credit: 'proportional' } },
    };
  }
  const right = answers.flatMap((a, i) => (a.correct ? [optionKey(i)] : []));
  if (right.length === 0) return { error: msg('没有正确答案（=）', 'No correct answer (=)') };
  if (right.length > 1) return { error: msg('单选题只能有一个正确答案（=）', 'A multiple-choice question has exactly one right answer (=)') };
  return { write: { type: 'single', stem, analysis: analysisWith(feedbackLines(true)), content: { type: 'single', options, answer: right[0]! } } };
}

export function parseGift(text: string): ParsedItem[] {
  const items: ParsedItem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let category: string | undefined;
  let block: string[] = [];
  let blockLine = 0;

  const flush = () => {
    const raw = block.join('\n').trim();
    block = [];
    if (raw === '') return;
    let rest = raw;
    let title = '';
    if (rest.startsWith('::')) {
      const end = findUnescaped(rest, '::', 2);
      if (end < 0) {
        items.push({ line: blockLine, title: titleOf(rest), category, error: msg('标题缺少结尾的 ::', 'The title has no closing ::') });
        return;
      }
      title = unescapeGift(rest.slice(2, end).trim());
      rest = rest.slice(end + 2);
    }
    const open = findUnescaped(rest, '{');
    if (open < 0) {
      // Moodle: text without an answer block is a description; nothing to import.
      return;
    }
    const close = findUnescaped(rest, '}', open + 1);
    const nested = findUnescaped(rest, '{', open + 1);
    const head = stripFormat(rest.slice(0, open));
    const shownTitle = title || titleOf(unescapeGift(head));
    if (close < 0 || (nested >= 0 && nested < close)) {
      items.push({ line: blockLine, title: shownTitle, category, error: msg('答案部分的大括号 { 没有闭合', 'The answer block { is not closed') });
      return;
    }
    const tail = rest.slice(close + 1).trim();
    if (findUnescaped(tail, '{') >= 0) {
      items.push({ line: blockLine, title: shownTitle, category, error: msg('一道题只能有一个答案部分 {…}', 'A question can have only one answer block {…}') });
      return;
    }
    const before = unescapeGift(head.trim());
    const after = unescapeGift(tail);
    const stem = after === '' ? before : `${before} _____ ${after}`.trim();
    if (stem === '') {
      items.push({ line: blockLine, title: shownTitle, category, error: msg('题干为空', 'The question text is empty') });
      return;
    }
    const built = buildQuestion(stem, rest.slice(open + 1, close));
    if ('error' in built) items.push({ line: blockLine, title: title || titleOf(stem), category, error: built.error });
    else items.push({ line: blockLine, title: title || titleOf(stem), category, write: built.write });
  };

  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.trimEnd();
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) continue;
    const categoryLine = /^\$CATEGORY:\s*(.*)$/i.exec(trimmed);
    if (categoryLine) {
      flush();
      const path = (categoryLine[1] ?? '').split('/').map((s) => s.trim()).filter((s) => s !== '' && s !== '$course$' && s !== '$system$' && s !== 'top');
      category = path.length > 0 ? path[path.length - 1] : undefined;
      continue;
    }
    if (trimmed === '') {
      flush();
      continue;
    }
    if (block.length === 0) blockLine = index + 1;
    block.push(line);
  }
  flush();
  return items;
}
