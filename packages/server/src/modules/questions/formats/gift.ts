// GIFT format (Moodle docs "GIFT format"): `::title::`, `//` comments, `$CATEGORY:`, `{T}`/`{F}`, `{=right ~wrong}`,
// weighted multiple answers `~%50%`, short answers `{=a =b}`, essay `{}`, numerical `{#…}`, escapes and `#` feedback.
import type { MatchingContent, NumericAnswer, NumericContent, Question, QuestionContent, QuestionWrite } from '@finedu/domain';
import { msg, optionKey, textToMarkdown, titleOf, type ParsedItem, type TextFormat } from './common.js';
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

/**
 * A leading `[html]` / `[markdown]` / `[plain]` / `[moodle]` format marker, honoured and removed (Moodle's
 * parse_text_with_format); text without one is in `fallback`.
 */
function readFormat(text: string, fallback: TextFormat): { body: string; format: TextFormat } {
  const marker = /^\s*\[(html|markdown|plain|moodle)\]/i.exec(text);
  if (!marker) return { body: text, format: fallback };
  return { body: text.slice(marker[0].length), format: marker[1]!.toLowerCase() as TextFormat };
}

/** A GIFT text as stored: its format marker read, escapes resolved, turned into the stored markdown. */
function giftText(raw: string, fallback: TextFormat): string {
  const { body, format } = readFormat(raw.trim(), fallback);
  return textToMarkdown(unescapeGift(body.trim()), format);
}

interface Answer {
  correct: boolean;
  weight: number | null;
  /** The answer as written (marker removed, escapes resolved): a blank's alternative or a number. */
  text: string;
  /** The answer as stored text (an option). */
  shown: string;
  feedback: string;
}

/** The answers of a block; texts without a marker are in the question's format. */
function parseAnswers(body: string, format: TextFormat = 'moodle'): Answer[] {
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
    const written = (hash >= 0 ? rest.slice(0, hash) : rest).trim();
    const text = unescapeGift(readFormat(written, format).body.trim());
    const feedback = hash >= 0 ? giftText(rest.slice(hash + 1), format) : '';
    return { correct, weight, text, shown: giftText(written, format), feedback };
  });
}

type Built = { write: QuestionWrite } | { error: LocalizedMessage };

/** GIFT's `value:tolerance` or `low..high` (the middle, with half the width as tolerance). */
function numericForm(form: string): NumericAnswer | null {
  const range = /^(.+?)\.\.(.+)$/.exec(form);
  if (range) {
    const low = Number(range[1]!.trim());
    const high = Number(range[2]!.trim());
    if (range[1]!.trim() === '' || range[2]!.trim() === '' || !Number.isFinite(low) || !Number.isFinite(high) || low > high) return null;
    return { value: (low + high) / 2, tolerance: { kind: 'absolute', amount: (high - low) / 2 }, credit: 1 };
  }
  const [valueText = '', toleranceText] = form.split(':');
  const value = Number(valueText.trim());
  const tolerance = toleranceText === undefined ? 0 : Number(toleranceText.trim());
  if (valueText.trim() === '' || !Number.isFinite(value) || (toleranceText !== undefined && (toleranceText.trim() === '' || !Number.isFinite(tolerance) || tolerance < 0))) return null;
  return { value, tolerance: { kind: 'absolute', amount: tolerance }, credit: 1 };
}

/**
 * The body of `{#…}`: one form (`10:0.01`, `8..12`) or several answers `=10:0.01 =%50%10:0.5`, each earning its
 * weight; `~` answers and answers at 0 % earn nothing and only add their feedback to the analysis.
 */
function parseGiftNumeric(body: string): { answers: NumericAnswer[]; feedback: string[] } | { error: LocalizedMessage } {
  const answers: NumericAnswer[] = [];
  const feedback: string[] = [];
  // A single form is one right answer: parse it as `=form`.
  const parts = parseAnswers(/^[=~]/.test(body) ? body : `=${body}`);
  for (const part of parts) {
    const credit = (part.weight ?? (part.correct ? 100 : 0)) / 100;
    if (part.feedback !== '') feedback.push(`${part.text}: ${part.feedback}`);
    if (credit <= 0) continue;
    const answer = numericForm(part.text);
    if (answer === null) return { error: msg(`数值答案「${part.text}」不是数字、数字:误差 或 下限..上限`, `Numeric answer "${part.text}" is not a number, number:tolerance or low..high`) };
    answers.push({ ...answer, credit: Math.min(1, credit) });
  }
  if (answers.length > 20) return { error: msg('数值题最多 20 个答案', 'A numeric question takes at most 20 answers') };
  if (!answers.some((a) => a.credit >= 1)) return { error: msg('数值题没有满分答案', 'The numeric question has no full-credit answer') };
  return { answers, feedback };
}

/** A numeric question as a GIFT answer block: `{#=%100%10:0.01 =%50%10:0.5}` (relative tolerances as absolute; units are not in GIFT). */
export function formatGiftNumeric(content: NumericContent): string {
  const escape = (text: string) => text.replace(/[:=~{}#\\]/g, (c) => `\\${c}`);
  const answers = content.answers.map((a) => {
    const tolerance = a.tolerance.kind === 'relative' ? Math.abs(a.value) * a.tolerance.amount : a.tolerance.amount;
    return `=%${Number((a.credit * 100).toPrecision(12))}%${escape(String(a.value))}:${escape(String(Number(tolerance.toPrecision(12))))}`;
  });
  return `{#${answers.join(' ')}}`;
}

function buildQuestion(stem: string, body: string, format: TextFormat): Built {
  let answerPart = body;
  let general = '';
  const generalAt = findUnescaped(body, '####');
  if (generalAt >= 0) {
    answerPart = body.slice(0, generalAt);
    general = giftText(body.slice(generalAt + 4), format);
  }
  const trimmed = answerPart.trim();
  const analysisWith = (lines: string[]) => [general, ...lines].filter((l) => l !== '').join('\n');

  if (trimmed === '') return { write: { type: 'short', stem, analysis: general, content: { type: 'short', reference: '' } } };

  const tf = /^(T|F|TRUE|FALSE)\s*(#[\s\S]*)?$/i.exec(trimmed);
  if (tf) {
    const feedback = (tf[2] ?? '')
      .split(/(?<!\\)#/)
      .map((f) => giftText(f, format))
      .filter((f) => f !== '');
    return { write: { type: 'judge', stem, analysis: analysisWith(feedback), content: { type: 'judge', answer: tf[1]!.toUpperCase().startsWith('T') } } };
  }

  if (trimmed.startsWith('#')) {
    const numeric = parseGiftNumeric(trimmed.slice(1).trim());
    if ('error' in numeric) return numeric;
    return { write: { type: 'numeric', stem, analysis: analysisWith(numeric.feedback), content: { type: 'numeric', answers: numeric.answers } } };
  }

  if (findUnescaped(trimmed, '->') >= 0) return parseGiftMatching(stem, trimmed, general);
  if (!/^[=~]/.test(trimmed)) return { error: msg('答案必须以 = 或 ~ 开头', 'Answers must start with = or ~') };

  const answers = parseAnswers(trimmed, format);
  const empty = answers.find((a) => a.text === '');
  if (empty) return { error: msg('有答案的内容为空', 'An answer is empty') };

  if (answers.every((a) => a.correct)) return { write: giftShortAnswer(stem, analysisWith([]), answers) };
  if (answers.length > 10) return { error: msg('选项超过 10 个', 'More than 10 options') };
  if (answers.length < 2) return { error: msg('至少需要两个选项', 'At least two options are needed') };
  return giftChoice(stem, analysisWith([]), answers);
}

/** A GIFT weight as a fraction of the points (`%50%` → 0.5), clamped to −1 … 1. */
const fractionOf = (weight: number): number => Math.max(-1, Math.min(1, weight / 100));

/**
 * Choices, as Moodle's GIFT reader decides (question/format/gift/format.php): an answer block with `=` is single choice,
 * each `=` answer at 100 %, each `~%n%` at n %, each plain `~` at 0; without any `=` it is multiple choice, graded by the
 * sum of the picked answers' fractions (our `sum` rule). Per-answer feedback (`#…`) stays with its option.
 */
function giftChoice(stem: string, analysis: string, answers: Answer[]): Built {
  const fractions = answers.map((a) => (a.correct ? 1 : fractionOf(a.weight ?? 0)));
  const options = answers.map((a, i) => ({
    key: optionKey(i),
    text: a.shown,
    ...(fractions[i] !== 0 ? { fraction: fractions[i]! } : {}),
    ...(a.feedback !== '' ? { feedback: a.feedback } : {}),
  }));
  if (answers.some((a) => a.correct)) {
    const key = options[answers.findIndex((a) => a.correct)]!.key;
    return { write: { type: 'single', stem, analysis, content: { type: 'single', options: options.map((o) => (o.key === key ? withoutFraction(o) : o)), answer: key } } };
  }
  const keys = options.filter((o) => (o.fraction ?? 0) > 0).map((o) => o.key);
  if (keys.length === 0) return { error: msg('多选题没有得分为正的答案（~%50%…）', 'The multiple-answer question has no answer with a positive weight (~%50%…)') };
  // Every option carries its fraction: a plain `~` is 0 here, not the −1/keys a `sum` question defaults to.
  const explicit = options.map((o, i) => ({ ...o, fraction: fractions[i]! }));
  return { write: { type: 'multiple', stem, analysis, content: { type: 'multiple', options: explicit, answer: keys, partial_credit: 'sum' } } };
}

const withoutFraction = <T extends { fraction?: number }>(option: T): Omit<T, 'fraction'> => {
  const { fraction: _fraction, ...rest } = option;
  return rest;
};

/**
 * Short answer (Moodle's GIFT reader): every `=` answer is an alternative of one blank at its `%n%` weight (100 % when
 * none), with its feedback; Moodle matches with its `*` wildcard, case-insensitively, spaces as typed.
 */
function giftShortAnswer(stem: string, analysis: string, answers: Answer[]): QuestionWrite {
  const credits = answers.map((a) => Math.max(0, fractionOf(a.weight ?? 100)));
  const feedback = answers.map((a) => a.feedback);
  const blank = {
    alternatives: answers.map((a) => a.text),
    ...(credits.some((c) => c !== 1) ? { credits } : {}),
    ...(feedback.some((f) => f !== '') ? { feedback } : {}),
  };
  const wildcard = answers.some((a) => /(?<!\\)\*/.test(a.text));
  return { type: 'blank', stem, analysis, content: { type: 'blank', blanks: [blank], ignore_case: true, ignore_spaces: false, wildcard } };
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
    const { body: head, format } = readFormat(rest.slice(0, open), 'moodle');
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
    const before = textToMarkdown(unescapeGift(head.trim()), format);
    const after = textToMarkdown(unescapeGift(tail), format);
    const stem = after === '' ? before : `${before} _____ ${after}`.trim();
    if (stem === '') {
      items.push({ line: blockLine, title: shownTitle, category, error: msg('题干为空', 'The question text is empty') });
      return;
    }
    const built = buildQuestion(stem, rest.slice(open + 1, close), format);
    const plainTitle = title || titleOf(unescapeGift(`${head} ${tail}`));
    if ('error' in built) items.push({ line: blockLine, title: plainTitle, category, error: built.error });
    else items.push({ line: blockLine, title: plainTitle, category, write: built.write });
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

// ───────────── Export ─────────────

/** Text written into GIFT: its special characters escaped (`\n` for a line break, as Moodle writes it). */
const escapeGift = (text: string): string => text.replace(/[:=~{}#\\]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Stored text (markdown) as a GIFT text marked `[markdown]`, so that it reads back unchanged. */
const markdownText = (text: string): string => `[markdown]${escapeGift(text)}`;

/**
 * One question as GIFT (re-importable here, readable by Moodle), or null for what GIFT cannot carry: several blanks,
 * calculated, programming, notebook and case questions, options whose keys are not A, B, C …, and multiple choice
 * graded other than by weights.
 */
function giftQuestion(question: Question): string | null {
  const content = question.content;
  const head = `::${escapeGift(titleOf(question.stem.replace(/\s+/g, ' '), 60))}::${markdownText(question.stem)}`;
  const general = question.analysis === '' ? '' : ` ####${escapeGift(question.analysis)}`;
  const inOrder = (options: Array<{ key: string }>) => options.every((o, i) => o.key === optionKey(i));
  const percent = (fraction: number) => Number((fraction * 100).toPrecision(12));
  switch (content.type) {
    case 'single':
      if (!inOrder(content.options)) return null;
      return `${head}{${content.options.map((o) => `${o.key === content.answer ? '=' : '~'}${escapeGift(o.text)}`).join(' ')}${general}}`;
    case 'multiple': {
      // GIFT's multiple answers are Moodle's sum of fractions: only that rule, with every option's fraction given, reads back as written.
      if (!inOrder(content.options) || content.partial_credit !== 'sum' || content.options.some((o) => o.fraction === undefined)) return null;
      return `${head}{${content.options.map((o) => `~%${percent(o.fraction!)}%${escapeGift(o.text)}${o.feedback ? ` #${escapeGift(o.feedback)}` : ''}`).join(' ')}${general}}`;
    }
    case 'judge':
      return `${head}{${content.answer ? 'TRUE' : 'FALSE'}${general}}`;
    case 'blank': {
      // Moodle's short answer: one blank, spaces as typed, any case; `*` a wildcard exactly when the question says so.
      if (content.blanks.length !== 1 || content.ignore_spaces || !content.ignore_case) return null;
      const blank = content.blanks[0]!;
      if (blank.alternatives.some((a) => /(?<!\\)\*/.test(a)) !== content.wildcard) return null;
      const answers = blank.alternatives.map((a, i) => {
        const credit = blank.credits?.[i] ?? 1;
        const feedback = blank.feedback?.[i] ?? '';
        return `=${credit === 1 ? '' : `%${percent(credit)}%`}${escapeGift(a)}${feedback ? ` #${escapeGift(feedback)}` : ''}`;
      });
      return `${head}{${answers.join(' ')}${general}}`;
    }
    case 'numeric':
      if (content.units.length > 0 || content.precision !== null || content.answers.some((a) => a.tolerance.kind !== 'absolute')) return null;
      return `${head}${formatGiftNumeric(content).slice(0, -1)}${general}}`;
    case 'short':
      return content.reference === '' ? `${head}{${general}}` : null;
    case 'matching': {
      if (giftExportProblem(content) !== null) return null;
      const parts = [...content.pairs.map((p) => `=${escapeGift(p.prompt)} -> ${escapeGift(p.answer)}`), ...content.distractors.map((d) => `= -> ${escapeGift(d)}`)];
      return `${head}{${parts.join(' ')}${general}}`;
    }
    default:
      return null;
  }
}

/** Questions as a GIFT file: what GIFT carries, and the questions it cannot carry with their ids. */
export function buildGift(questions: Question[]): { text: string; refused: number[] } {
  const blocks: string[] = [];
  const refused: number[] = [];
  let lastCategory: string | null | undefined;
  for (const question of questions) {
    const block = giftQuestion(question);
    if (block === null) {
      refused.push(question.id);
      continue;
    }
    if (question.category_name !== lastCategory) {
      lastCategory = question.category_name;
      blocks.push(`$CATEGORY: $course$/top${lastCategory ? `/${lastCategory}` : ''}`);
    }
    blocks.push(block);
  }
  return { text: `${blocks.join('\n\n')}\n`, refused };
}

// ───────────── Matching (issue 32) ─────────────

/**
 * GIFT matching `{ =prompt -> answer =prompt -> answer = -> distractor }` (Moodle's gift format): the body split on
 * unescaped `=`, each part cut at its first `->`; a part without a prompt adds a distractor. Moodle needs two parts.
 */
function parseGiftMatching(stem: string, body: string, analysis: string): Built {
  const parts = splitTokens(body, '=').map((part) => (part.startsWith('=') ? part.slice(1) : part));
  if (parts.length < 2) return { error: msg('配对题至少需要两对（=题目 -> 答案）', 'A matching question needs at least two pairs (=prompt -> answer)') };
  const pairs: Array<{ prompt: string; answer: string }> = [];
  const distractors: string[] = [];
  for (const part of parts) {
    const arrow = findUnescaped(part, '->');
    if (arrow < 0) return { error: msg(`配对「${titleOf(unescapeGift(part))}」缺少 ->`, `Pair "${titleOf(unescapeGift(part))}" has no ->`) };
    const prompt = unescapeGift(readFormat(part.slice(0, arrow).trim(), 'moodle').body.trim());
    const answer = unescapeGift(part.slice(arrow + 2).trim());
    if (answer === '') return { error: msg(`题目「${titleOf(prompt)}」没有配对的答案`, `Prompt "${titleOf(prompt)}" has no matching answer`) };
    if (prompt === '') {
      if (!distractors.includes(answer)) distractors.push(answer);
    } else pairs.push({ prompt, answer });
  }
  if (pairs.length < 2) return { error: msg('配对题至少需要两个题目及其答案', 'A matching question needs at least two prompts with their answers') };
  if (pairs.length > 20) return { error: msg('配对题最多 20 对', 'A matching question takes at most 20 pairs') };
  const answers = new Set(pairs.map((p) => p.answer));
  const extra = distractors.filter((d) => !answers.has(d));
  if (extra.length > 10) return { error: msg('配对题最多 10 个干扰项', 'A matching question takes at most 10 distractors') };
  return { write: { type: 'matching', stem, analysis, content: { type: 'matching', pairs, distractors: extra, shuffle: true } } };
}

/**
 * Why a question has no GIFT form (null when it has one here): a cloze question's gaps (GIFT has no embedded answers;
 * Moodle XML holds them), a matching text with `->` (GIFT cannot escape it).
 */
export function giftExportProblem(content: QuestionContent): LocalizedMessage | null {
  if (content.type === 'cloze') return msg('完形填空题没有 GIFT 格式：请导出为 Moodle XML', 'A cloze question has no GIFT form: export it as Moodle XML');
  if (content.type === 'matching' && [...content.pairs.flatMap((p) => [p.prompt, p.answer]), ...content.distractors].some((t) => t.includes('->'))) {
    return msg('配对题的文字含有 ->，GIFT 无法表示', 'A matching text contains ->, which GIFT cannot hold');
  }
  return null;
}

/** A matching question in GIFT: `::title::stem{ =prompt -> answer … = -> distractor ####analysis }` (GIFT always shuffles). */
export function formatGiftMatching(title: string, stem: string, analysis: string, content: MatchingContent): string {
  const lines = [...content.pairs.map((p) => `  =${escapeGift(p.prompt)} -> ${escapeGift(p.answer)}`), ...content.distractors.map((d) => `  = -> ${escapeGift(d)}`)];
  const general = analysis.trim() === '' ? '' : `\n  ####${escapeGift(analysis)}`;
  return `::${escapeGift(title)}::${escapeGift(stem)} {\n${lines.join('\n')}${general}\n}\n`;
}
