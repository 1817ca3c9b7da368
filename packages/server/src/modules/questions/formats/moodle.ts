// Moodle XML (Moodle docs "Moodle XML format"): import and export with fast-xml-parser.
import { QuestionContent, splitClozeStem, type CalculatedVariable, type ClozeContent, type ClozeGap, type MatchingContent, type NumericAnswer, type NumericUnit, type Question, type QuestionOption, type QuestionWrite } from '@finedu/domain';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeEntities, htmlToText, msg, optionKey, titleOf, UnreadableFile, type ParsedItem } from './common.js';
import { QuestionFiles, type ImportedFile } from './moodleFiles.js';

type XmlNode = string | number | boolean | { [key: string]: XmlNode | XmlNode[] | undefined };
type XmlObject = { [key: string]: XmlNode | XmlNode[] | undefined };

const CDATA = '__cdata';
const XML_NAMES = { ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', cdataPropName: CDATA } as const;
// Values stay strings; entities are decoded once, by `decodeEntities` below (the same for text and attributes).
const xmlParser = new XMLParser({ ...XML_NAMES, parseTagValue: false, parseAttributeValue: false, trimValues: false, processEntities: false });
// Unformatted (whitespace around CDATA would become part of the text).
const xmlBuilder = new XMLBuilder({ ...XML_NAMES, format: false });

const asArray = (value: XmlNode | XmlNode[] | undefined): XmlNode[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const isObject = (value: XmlNode | undefined): value is XmlObject => typeof value === 'object' && value !== null;

/** Text of an element: its text nodes (entities decoded) and CDATA sections (as is). */
function rawText(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  if (!isObject(node)) return decodeEntities(String(node));
  const text = asArray(node['#text']).map((t) => decodeEntities(String(t))).join('');
  const cdata = asArray(node[CDATA]).map((c) => String(c)).join('');
  return text.trim() === '' ? cdata : `${text}${cdata}`;
}

const attr = (node: XmlNode | undefined, name: string): string | undefined => {
  if (!isObject(node)) return undefined;
  const value = node[`@_${name}`];
  return value === undefined ? undefined : decodeEntities(String(value));
};
const child = (node: XmlNode | undefined, name: string): XmlNode | undefined => (isObject(node) ? asArray(node[name])[0] : undefined);

/**
 * `<x format="…"><text>…</text></x>` as plain/markdown text (HTML converted). With `files`, the element's `<file>`s are
 * declared and its `@@PLUGINFILE@@` links point at them.
 */
function formattedText(node: XmlNode | undefined, files?: QuestionFiles): string {
  if (node === undefined) return '';
  if (files) for (const file of asArray(isObject(node) ? node['file'] : undefined)) files.declare(attr(file, 'path') ?? '/', attr(file, 'name') ?? '', attr(file, 'encoding'), rawText(file));
  const written = rawText(child(node, 'text'));
  // Converted first: a link to `@@PLUGINFILE@@/talk.mp3` still names a recording, and becomes a player.
  const text = (attr(node, 'format') ?? 'html') === 'html' ? htmlToText(written) : written.trim();
  return files ? files.link(text) : text;
}

/** Old exports' question image (`<image>` name or URL, `<image_base64>` its bytes) as an image line under the stem. */
function legacyImage(node: XmlNode, files: QuestionFiles): string {
  const name = rawText(child(node, 'image')).trim();
  const data = rawText(child(node, 'image_base64')).trim();
  if (name === '' && data === '') return '';
  if (data === '') return `![](${name})`;
  const fileName = name.split('/').pop() || 'image.png';
  files.declare('/', fileName, 'base64', data);
  return `![](${files.placeholder(`/${fileName}`)})`;
}

/** Lines where each `<question` element starts, in document order. */
function questionLines(xml: string): number[] {
  const lines: number[] = [];
  const re = /<question[\s>]/g;
  let line = 1;
  let last = 0;
  for (let m = re.exec(xml); m !== null; m = re.exec(xml)) {
    for (let i = last; i < m.index; i++) if (xml.charCodeAt(i) === 10) line++;
    last = m.index;
    lines.push(line);
  }
  return lines;
}

function parseQuestion(node: XmlNode, type: string, files: QuestionFiles): { write: QuestionWrite } | { error: ReturnType<typeof msg> } | null {
  const image = legacyImage(node, files);
  const written = formattedText(child(node, 'questiontext'), files);
  const stem = image === '' ? written : `${written}\n\n${image}`.trim();
  const analysis = formattedText(child(node, 'generalfeedback'), files);
  const grade = Number(rawText(child(node, 'defaultgrade')));
  const score = Number.isFinite(grade) && grade > 0 ? Math.min(grade, 1000) : undefined;
  const tags = asArray(isObject(child(node, 'tags')) ? (child(node, 'tags') as XmlObject)['tag'] : undefined)
    .map((tag) => rawText(child(tag, 'text')).trim())
    .filter((t) => t !== '');
  const difficultyTag = Number(rawText(child(node, 'finedu_difficulty')));
  const base = {
    stem,
    analysis,
    knowledge_points: tags,
    ...(score !== undefined ? { score } : {}),
    ...(Number.isInteger(difficultyTag) && difficultyTag >= 1 && difficultyTag <= 5 ? { difficulty: difficultyTag } : {}),
  };
  const extension = rawText(child(node, 'finedu_content'));
  if (extension.trim() !== '') {
    // Our own export of a type Moodle cannot hold (programming, case, several blanks): the exact content.
    let parsed: unknown;
    try {
      parsed = JSON.parse(extension);
    } catch {
      return { error: msg('finedu_content 不是有效的 JSON', 'finedu_content is not valid JSON') };
    }
    const content = QuestionContent.safeParse(parsed);
    if (!content.success) return { error: msg('finedu_content 的内容无效', 'finedu_content is not a valid question content') };
    return { write: { ...base, type: content.data.type, content: content.data } };
  }
  const answers = asArray(isObject(node) ? node['answer'] : undefined).map((a) => ({
    fraction: Number(attr(a, 'fraction') ?? '0'),
    // An answer element holds its text's files itself.
    text: formattedText(a, files),
    feedback: formattedText(child(a, 'feedback'), files),
  }));
  // Per-answer feedback joins the general feedback in the analysis (as GIFT's `#feedback` does).
  const withFeedback = (labelled: boolean) => ({
    ...base,
    analysis: [analysis, ...answers.flatMap((a, i) => (a.feedback === '' ? [] : [`${labelled ? optionKey(i) : a.text}: ${a.feedback}`]))].filter((l) => l !== '').join('\n'),
  });
  switch (type) {
    case 'multichoice': {
      if (answers.length < 2) return { error: msg('至少需要两个选项', 'At least two options are needed') };
      if (answers.length > 10) return { error: msg('选项超过 10 个', 'More than 10 options') };
      if (answers.some((a) => a.text === '')) return { error: msg('有选项内容为空', 'An option is empty') };
      return moodleChoice(base, answers, rawText(child(node, 'single')).trim().toLowerCase() !== 'false');
    }
    case 'truefalse': {
      const right = answers.find((a) => a.fraction >= 100);
      const value = right?.text.trim().toLowerCase();
      if (value !== 'true' && value !== 'false') return { error: msg('判断题需要一个得分 100% 的 true 或 false 答案', 'A true/false question needs a true or false answer at 100%') };
      return { write: { ...withFeedback(false), type: 'judge', content: { type: 'judge', answer: value === 'true' } } };
    }
    case 'numerical':
      return parseNumerical(node, answers, withFeedback(false));
    case 'calculated':
    case 'calculatedsimple':
      return parseCalculated(node, answers, withFeedback(false));
    case 'shortanswer':
      return moodleShortAnswer(base, answers, rawText(child(node, 'usecase')).trim() === '1');
    case 'essay':
      return { write: { ...base, type: 'short', content: { type: 'short', reference: formattedText(child(node, 'graderinfo'), files) } } };
    case 'match':
      return parseMatch(node, base);
    case 'cloze':
    case 'multianswer':
      return parseMultianswer(node, base, score !== undefined);
    default:
      return null;
  }
}

type MoodleAnswer = { fraction: number; text: string; feedback: string };
type Parsed = { write: QuestionWrite } | { error: ReturnType<typeof msg> };

/** A Moodle `fraction` (percent) as a share of the points, clamped to −1 … 1. */
const shareOf = (percent: number): number => (Number.isFinite(percent) ? Math.max(-1, Math.min(1, clean(percent / 100))) : 0);

/**
 * Moodle `multichoice` with its answers' fractions and feedback (issue 32). `<single>true</single>`: single choice, the
 * first 100 % answer is the key and the others keep their fractions; `false`: multiple choice graded by the sum of the
 * picked fractions (our `sum` rule), every option with its own fraction.
 */
function moodleChoice(base: Omit<QuestionWrite, 'type' | 'content'>, answers: MoodleAnswer[], single: boolean): Parsed {
  const shares = answers.map((a) => shareOf(a.fraction));
  const options = answers.map((a, i) => ({ key: optionKey(i), text: a.text, ...(a.feedback !== '' ? { feedback: a.feedback } : {}) }));
  if (single) {
    const keyIndex = shares.findIndex((f) => f >= 1);
    if (keyIndex < 0) return { error: msg('单选题需要一个得分 100% 的答案', 'A single-answer question needs an answer at 100%') };
    const key = optionKey(keyIndex);
    const weighted = options.map((o, i) => (i === keyIndex || shares[i] === 0 ? o : { ...o, fraction: shares[i]! }));
    return { write: { ...base, type: 'single', content: { type: 'single', options: weighted, answer: key } } };
  }
  const keys = options.filter((_, i) => shares[i]! > 0).map((o) => o.key);
  if (keys.length === 0) return { error: msg('没有得分为正的答案', 'No answer has a positive fraction') };
  return { write: { ...base, type: 'multiple', content: { type: 'multiple', options: options.map((o, i) => ({ ...o, fraction: shares[i]! })), answer: keys, partial_credit: 'sum' } } };
}

/**
 * Moodle `shortanswer`: one blank whose alternatives are the answers in order (the first that matches counts, as in
 * Moodle), each at its fraction with its feedback; Moodle's `*` wildcard, `<usecase>` for case, spaces as typed.
 */
function moodleShortAnswer(base: Omit<QuestionWrite, 'type' | 'content'>, answers: MoodleAnswer[], usecase: boolean): Parsed {
  const kept = answers.map((a) => ({ ...a, text: a.text.trim() })).filter((a) => a.text !== '');
  if (!kept.some((a) => a.fraction >= 100)) return { error: msg('没有得分 100% 的答案', 'No answer at 100%') };
  if (kept.length > 20) return { error: msg('简答（填空）题最多 20 个答案', 'A short-answer question takes at most 20 answers') };
  const credits = kept.map((a) => Math.max(0, shareOf(a.fraction)));
  const feedback = kept.map((a) => a.feedback);
  const blank = {
    alternatives: kept.map((a) => a.text),
    ...(credits.some((c) => c !== 1) ? { credits } : {}),
    ...(feedback.some((f) => f !== '') ? { feedback } : {}),
  };
  const wildcard = kept.some((a) => /(?<!\\)\*/.test(a.text));
  return { write: { ...base, type: 'blank', content: { type: 'blank', blanks: [blank], ignore_case: !usecase, ignore_spaces: false, wildcard } } };
}

/** A plain number in our notation from Moodle's (multipliers: Moodle divides, we multiply). */
const clean = (value: number): number => Number(value.toPrecision(15));

/**
 * Moodle `numerical`: answers with a fraction and an absolute tolerance (`*` answers, which take anything, are
 * dropped), units whose multiplier Moodle applies to the answer (we apply its inverse to the typed number), and a
 * unit graded with a full penalty read as a required unit.
 */
function parseNumerical(node: XmlNode, answers: Array<{ fraction: number; text: string }>, base: Omit<QuestionWrite, 'type' | 'content'>): { write: QuestionWrite } | { error: ReturnType<typeof msg> } {
  const tolerances = asArray(isObject(node) ? node['answer'] : undefined).map((a) => Number(rawText(child(a, 'tolerance')).trim() || '0'));
  const accepted: NumericAnswer[] = [];
  for (const [index, answer] of answers.entries()) {
    if (answer.fraction <= 0 || answer.text.trim() === '*') continue;
    const value = Number(answer.text.trim());
    const tolerance = Math.abs(tolerances[index] ?? 0);
    if (answer.text.trim() === '' || !Number.isFinite(value)) return { error: msg(`数值题的答案「${answer.text}」不是数字`, `Numerical answer "${answer.text}" is not a number`) };
    if (!Number.isFinite(tolerance)) return { error: msg(`答案「${answer.text}」的误差不是数字`, `The tolerance of answer "${answer.text}" is not a number`) };
    accepted.push({ value, tolerance: { kind: 'absolute', amount: tolerance }, credit: Math.min(1, answer.fraction / 100) });
  }
  if (!accepted.some((a) => a.credit >= 1)) return { error: msg('没有得分 100% 的答案', 'No answer at 100%') };
  if (accepted.length > 20) return { error: msg('数值题最多 20 个答案', 'A numeric question takes at most 20 answers') };
  const units: NumericUnit[] = [];
  for (const unit of asArray(isObject(child(node, 'units')) ? (child(node, 'units') as XmlObject)['unit'] : undefined)) {
    const name = rawText(child(unit, 'unit_name')).trim();
    const multiplier = Number(rawText(child(unit, 'multiplier')).trim() || '1');
    if (name === '') continue;
    if (!Number.isFinite(multiplier) || multiplier <= 0) return { error: msg(`单位「${name}」的倍数无效`, `The multiplier of unit "${name}" is not valid`) };
    if (!units.some((u) => u.name === name)) units.push({ name, multiplier: clean(1 / multiplier) });
  }
  const graded = ['1', '2'].includes(rawText(child(node, 'unitgradingtype')).trim());
  const penalty = Number(rawText(child(node, 'unitpenalty')).trim() || '0');
  const unitRequired = units.length > 0 && graded && penalty >= 1;
  return { write: { ...base, type: 'numeric', content: { type: 'numeric', answers: accepted, units: units.slice(0, 20), unit_required: unitRequired, precision: null } } };
}

/** Moodle's units as ours (Moodle divides the answer by the multiplier, we multiply the typed number). */
function unitsOf(node: XmlNode): NumericUnit[] | { error: ReturnType<typeof msg> } {
  const units: NumericUnit[] = [];
  for (const unit of asArray(isObject(child(node, 'units')) ? (child(node, 'units') as XmlObject)['unit'] : undefined)) {
    const name = rawText(child(unit, 'unit_name')).trim();
    const multiplier = Number(rawText(child(unit, 'multiplier')).trim() || '1');
    if (name === '') continue;
    if (!Number.isFinite(multiplier) || multiplier <= 0) return { error: msg(`单位「${name}」的倍数无效`, `The multiplier of unit "${name}" is not valid`) };
    if (!units.some((u) => u.name === name)) units.push({ name, multiplier: clean(1 / multiplier) });
  }
  return units.slice(0, 20);
}

/** At most this many values per range variable (the bank's limit): a wider Moodle range takes a coarser step. */
const RANGE_VALUES = 10_000;

/**
 * Moodle `calculated` / `calculatedsimple`: the 100 % answer's formula (`{a} * {b}`, braces dropped, `pi()` as `pi`),
 * its tolerance (type 1 relative, 2 nominal = absolute, 3 geometric read as relative), units, and each dataset
 * definition as a range from its minimum to its maximum in steps of its decimals (or a list of its items when it
 * has no range). Moodle's draws are uniform over the range rounded to the decimals; ours are the same grid.
 */
function parseCalculated(node: XmlNode, answers: Array<{ fraction: number; text: string }>, base: Omit<QuestionWrite, 'type' | 'content'>): { write: QuestionWrite } | { error: ReturnType<typeof msg> } {
  const nodes = asArray(isObject(node) ? node['answer'] : undefined);
  const index = answers.findIndex((a) => a.fraction >= 100);
  if (index < 0) return { error: msg('计算题没有得分 100% 的公式', 'The calculated question has no formula at 100%') };
  const formula = answers[index]!.text.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, '$1').replace(/\bpi\(\)/g, 'pi').trim();
  const amount = Math.abs(Number(rawText(child(nodes[index], 'tolerance')).trim() || '0.01'));
  const kind = rawText(child(nodes[index], 'tolerancetype')).trim() === '2' ? 'absolute' : 'relative';
  if (!Number.isFinite(amount)) return { error: msg('计算题的误差不是数字', 'The tolerance of the calculated question is not a number') };
  const definitions = isObject(child(node, 'dataset_definitions')) ? asArray((child(node, 'dataset_definitions') as XmlObject)['dataset_definition']) : [];
  const variables: CalculatedVariable[] = [];
  for (const definition of definitions) {
    const name = rawText(child(child(definition, 'name'), 'text')).trim();
    const min = Number(rawText(child(child(definition, 'minimum'), 'text')).trim());
    const max = Number(rawText(child(child(definition, 'maximum'), 'text')).trim());
    const decimals = Number(rawText(child(child(definition, 'decimals'), 'text')).trim() || '0');
    const items = isObject(child(definition, 'dataset_items'))
      ? asArray((child(definition, 'dataset_items') as XmlObject)['dataset_item']).map((item) => Number(rawText(child(item, 'value')).trim()))
      : [];
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,31}$/.test(name)) return { error: msg(`变量名「${name}」无效`, `Variable name "${name}" is not valid`) };
    if (Number.isFinite(min) && Number.isFinite(max) && max >= min) {
      let step = 10 ** -Math.max(0, Math.min(10, Math.trunc(Number.isFinite(decimals) ? decimals : 0)));
      while ((max - min) / step + 1 > RANGE_VALUES) step *= 10;
      variables.push({ name, kind: 'range', min, max, step: clean(step) });
    } else if (items.length > 0 && items.every(Number.isFinite)) variables.push({ name, kind: 'list', values: items.slice(0, 100) });
    else return { error: msg(`变量 ${name} 没有取值范围`, `Variable ${name} has no range of values`) };
  }
  if (variables.length === 0) return { error: msg('计算题没有数据集定义（变量）', 'The calculated question has no dataset definitions (variables)') };
  if (variables.length > 10) return { error: msg('计算题最多 10 个变量', 'A calculated question takes at most 10 variables') };
  const units = unitsOf(node);
  if ('error' in units) return units;
  return { write: { ...base, type: 'calculated', content: { type: 'calculated', variables, formula, tolerance: { kind, amount }, units, unit_required: false, precision: null } } };
}

/** The deepest nesting of elements a Moodle XML file may have (Moodle's own files nest about 8 deep). */
export const MOODLE_MAX_DEPTH = 100;

/** The line of an offset of the text (1-based). */
const lineAt = (text: string, offset: number): number => {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
};

/** Whether a code point is a character XML 1.0 allows (its `Char` production). */
const isXmlChar = (code: number): boolean =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);

/**
 * What the parser must never see, found in one pass before it runs (issue 37): a DOCTYPE (entity declarations, the
 * billion laughs; Moodle never writes one), a character reference to what is not an XML character (`&#x110000;`,
 * `&#0;`, a surrogate), a raw control character, and elements nested deeper than MOODLE_MAX_DEPTH. Comments,
 * processing instructions and CDATA sections are skipped as wholes. Throws `UnreadableFile` naming the line.
 */
function screenXml(text: string): void {
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.exec(text);
  if (control !== null) {
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const line = lineAt(text, control.index);
    throw new UnreadableFile(msg(`第 ${line} 行的字符 ${code} 不是 XML 允许的字符`, `The character ${code} on line ${line} is not a character XML allows`));
  }
  const reference = /&#(x[0-9a-f]+|[0-9]+);/gi;
  for (let m = reference.exec(text); m !== null; m = reference.exec(text)) {
    const digits = m[1]!;
    const code = digits[0] === 'x' || digits[0] === 'X' ? parseInt(digits.slice(1), 16) : Number(digits);
    if (!isXmlChar(code)) {
      const line = lineAt(text, m.index);
      throw new UnreadableFile(msg(`第 ${line} 行的字符引用 ${m[0]} 不是 XML 允许的字符`, `The character reference ${m[0]} on line ${line} is not a character XML allows`));
    }
  }
  let depth = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    if (text.startsWith('<!--', at)) at = skipPast(text, at, '-->');
    else if (text.startsWith('<![CDATA[', at)) at = skipPast(text, at, ']]>');
    else if (text.startsWith('<?', at)) at = skipPast(text, at, '?>');
    else if (text[at + 1] === '!') {
      // <!DOCTYPE …> (with its internal subset of <!ENTITY …>) or a stray declaration: never in a Moodle file.
      const line = lineAt(text, at);
      throw new UnreadableFile(
        msg(`第 ${line} 行：Moodle XML 文件不含 DOCTYPE，含 DOCTYPE 或实体声明（<!ENTITY）的文件不予导入`, `Moodle XML files have no DOCTYPE: a file with a DOCTYPE or entity declarations (<!ENTITY) on line ${line} is not imported`),
      );
    } else {
      const end = tagEnd(text, at);
      if (text[at + 1] === '/') depth -= 1;
      else if (text[end - 1] !== '/') {
        depth += 1;
        if (depth > MOODLE_MAX_DEPTH) {
          const line = lineAt(text, at);
          throw new UnreadableFile(msg(`第 ${line} 行：元素嵌套超过 ${MOODLE_MAX_DEPTH} 层`, `Elements nest more than ${MOODLE_MAX_DEPTH} levels deep on line ${line}`));
        }
      }
      at = end;
    }
    at = at === -1 ? -1 : text.indexOf('<', at);
  }
}

/** The offset just past `close` (after the construct opened at `from`), or -1 when it never closes. */
const skipPast = (text: string, from: number, close: string): number => {
  const end = text.indexOf(close, from);
  return end === -1 ? -1 : end + close.length;
};

/** The offset of the `>` closing the tag opened at `from` (quoted attribute values may hold `>`), or the text's end. */
function tagEnd(text: string, from: number): number {
  let quote: string | null = null;
  for (let i = from + 1; i < text.length; i += 1) {
    const ch = text[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
    else if (ch === '<') return i;
  }
  return text.length;
}

export function parseMoodle(xml: string): { items: ParsedItem[]; files: ImportedFile[] } {
  const text = xml.replace(/^\uFEFF/, '');
  screenXml(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { line } = valid.err;
    throw new UnreadableFile(msg(`文件不是有效的 XML（第 ${line} 行）`, `The file is not valid XML (line ${line})`));
  }
  let doc: XmlObject;
  try {
    doc = xmlParser.parse(text) as XmlObject;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableFile(msg(`文件不是有效的 XML：${reason}`, `The file is not valid XML: ${reason}`));
  }
  const quiz = doc['quiz'];
  if (!isObject(asArray(quiz)[0])) throw new UnreadableFile(msg('找不到 Moodle XML 的 <quiz> 根元素', 'No Moodle XML <quiz> root element'));
  const lines = questionLines(text);
  const items: ParsedItem[] = [];
  const files: ImportedFile[] = [];
  let category: string | undefined;
  asArray((asArray(quiz)[0] as XmlObject)['question']).forEach((node, index) => {
    const line = lines[index] ?? null;
    const type = attr(node, 'type') ?? '';
    if (type === 'category') {
      const path = rawText(child(child(node, 'category'), 'text'))
        .split('/')
        .map((s) => s.trim())
        .filter((s) => s !== '' && s !== '$course$' && s !== '$system$' && s !== '$module$' && s !== '$cat1$' && s !== 'top');
      category = path.length > 0 ? path[path.length - 1] : undefined;
      return;
    }
    if (type === 'description') return;
    const name = rawText(child(child(node, 'name'), 'text')).trim();
    const questionFiles = new QuestionFiles(files);
    const parsed = parseQuestion(node, type, questionFiles);
    const title = name || titleOf(formattedText(child(node, 'questiontext')));
    if (parsed !== null && !('error' in parsed) && questionFiles.problem !== null) items.push({ line, title, category, error: questionFiles.problem });
    else if (parsed === null) {
      const reason = type === 'cloze' ? msg('不支持完形填空（cloze）题', 'Cloze (embedded answers) questions are not supported') : msg(`不支持的题型「${type}」`, `Unsupported question type "${type}"`);
      items.push({ line, title, category, error: reason });
    } else if ('error' in parsed) items.push({ line, title, category, error: parsed.error });
    else items.push({ line, title, category, write: parsed.write });
  });
  return { items, files };
}

// ───────────── Export ─────────────

const cdata = (text: string) => ({ [CDATA]: text.replace(/]]>/g, ']]]]><![CDATA[>') });

/** A stored file an export writes back into the text that shows it: stored link or reference → its name and bytes. */
export type ExportFiles = ReadonlyMap<string, { name: string; bytes: Buffer }>;
/** Links and references to stored files in a text (as `resolveExportFiles` collects them). */
export const STORED_FILE_URL = /\/storage\/[^\s"'()<>\\]+/g;

/**
 * A text element (`{ '@_format', text }` plus its `<file>`s): each stored file it shows becomes an embedded
 * `<file name="…" path="/" encoding="base64">` and its link `@@PLUGINFILE@@/name`, as Moodle writes them.
 */
function textNode(text: string, format = 'markdown', files?: ExportFiles): XmlObject {
  if (files === undefined || files.size === 0 || !text.includes('/storage/')) return { '@_format': format, text: cdata(text) };
  const names = new Map<string, string>();
  const embedded: XmlObject[] = [];
  const linked = text.replace(STORED_FILE_URL, (url) => {
    const file = files.get(url);
    if (file === undefined) return url;
    let name = names.get(url);
    if (name === undefined) {
      const taken = new Set(names.values());
      name = file.name;
      for (let n = 2; taken.has(name); n++) name = file.name.replace(/(\.[^.]*)?$/, (ext) => `-${n}${ext}`);
      names.set(url, name);
      embedded.push({ '@_name': name, '@_path': '/', '@_encoding': 'base64', '#text': file.bytes.toString('base64') });
    }
    return `@@PLUGINFILE@@/${encodeURIComponent(name)}`;
  });
  return { '@_format': format, text: cdata(linked), ...(embedded.length > 0 ? { file: embedded } : {}) };
}

/**
 * Whether Moodle's own elements hold the content exactly (read back by `parseMoodle`); otherwise the export adds
 * `<finedu_content>` with the exact content (Moodle ignores it, this platform prefers it).
 */
function moodleHolds(content: Question['content']): boolean {
  switch (content.type) {
    case 'single':
      return content.options.every((o, i) => o.key === optionKey(i) && (o.key !== content.answer || o.fraction === undefined));
    case 'multiple':
      // Moodle's multiple answer is our `sum` rule, read back with every option's fraction.
      return content.partial_credit === 'sum' && content.options.every((o, i) => o.key === optionKey(i) && o.fraction !== undefined);
    case 'judge':
    case 'short':
      return true;
    case 'blank':
      return content.blanks.length === 1 && !content.ignore_spaces && moodleHoldsBlank(content.blanks[0]!, content.wildcard);
    case 'numeric':
      return content.precision === null && content.answers.every((a) => a.tolerance.kind === 'absolute');
    case 'matching':
    case 'cloze':
      return embeddedHolds(content);
    default:
      return false;
  }
}

/** Whether a short answer reads back as written: what the reader infers (credits, feedback, wildcard) is what it says. */
function moodleHoldsBlank(blank: Extract<Question['content'], { type: 'blank' }>['blanks'][number], wildcard: boolean): boolean {
  const starred = blank.alternatives.some((a) => /(?<!\\)\*/.test(a));
  const creditsHeld = blank.credits === undefined || blank.credits.some((c) => c !== 1);
  const feedbackHeld = blank.feedback === undefined || blank.feedback.some((f) => f !== '');
  return starred === wildcard && creditsHeld && feedbackHeld;
}

/** Per-answer `<feedback>` when there is some. */
const answerFeedback = (feedback: string | undefined) => (feedback ? { feedback: textNode(feedback) } : {});

function questionNode(question: Question, files?: ExportFiles): XmlObject {
  const common: XmlObject = {
    // The name is text: images, players and links to stored files are left out of it.
    name: { text: cdata(titleOf(question.stem.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/<[^>]+>/g, ''), 60)) },
    questiontext: textNode(question.stem, 'markdown', files),
    generalfeedback: textNode(question.analysis, 'markdown', files),
    defaultgrade: String(question.score),
    finedu_difficulty: String(question.difficulty),
  };
  if (question.knowledge_points.length > 0) common['tags'] = { tag: question.knowledge_points.map((k) => ({ text: cdata(k) })) };
  const content = question.content;
  if (!moodleHolds(content)) common['finedu_content'] = cdata(JSON.stringify(content));
  const answer = (fraction: number, text: string) => ({ '@_fraction': String(fraction), ...textNode(text, 'plain_text', files) });
  switch (content.type) {
    case 'single':
    case 'multiple': {
      // Each option's fraction as Moodle grades it: single choice the key 100 % and the others theirs; multiple answer
      // the `sum` rule's fractions (the teacher's or the defaults, 1/keys and −1/keys).
      const keys = new Set(content.type === 'single' ? [content.answer] : content.answer);
      const fractionOf = (o: QuestionOption): number =>
        content.type === 'single' ? (o.key === content.answer ? 1 : (o.fraction ?? 0)) : o.fraction ?? (keys.has(o.key) ? 1 : -1) / keys.size;
      return {
        '@_type': 'multichoice',
        ...common,
        single: content.type === 'single' ? 'true' : 'false',
        shuffleanswers: 'true',
        answernumbering: 'ABCD',
        answer: content.options.map((o) => ({ ...answer(clean(fractionOf(o) * 100), o.text), ...answerFeedback(o.feedback) })),
      };
    }
    case 'judge':
      return { '@_type': 'truefalse', ...common, answer: [answer(content.answer ? 100 : 0, 'true'), answer(content.answer ? 0 : 100, 'false')] };
    case 'blank':
      if (content.blanks.length === 1) {
        const blank = content.blanks[0]!;
        return {
          '@_type': 'shortanswer',
          ...common,
          usecase: content.ignore_case ? '0' : '1',
          answer: blank.alternatives.map((a, i) => ({ ...answer(clean((blank.credits?.[i] ?? 1) * 100), a), ...answerFeedback(blank.feedback?.[i]) })),
        };
      }
      return { '@_type': 'essay', ...common };
    case 'numeric':
      return {
        '@_type': 'numerical',
        ...common,
        answer: content.answers.map((a) => ({
          ...answer(clean(a.credit * 100), String(a.value)),
          tolerance: String(clean(a.tolerance.kind === 'relative' ? Math.abs(a.value) * a.tolerance.amount : a.tolerance.amount)),
        })),
        ...(content.units.length > 0 ? { units: { unit: content.units.map((u) => ({ multiplier: String(clean(1 / u.multiplier)), unit_name: cdata(u.name) })) } } : {}),
        unitgradingtype: content.unit_required ? '2' : '0',
        unitpenalty: content.unit_required ? '1.0000000' : '0.1000000',
        showunits: content.units.length > 0 ? '0' : '3',
        unitsleft: '0',
      };
    case 'short':
      return { '@_type': 'essay', ...common, responseformat: 'editor', graderinfo: textNode(content.reference, 'markdown', files) };
    case 'calculated':
      return calculatedNode(common, content);
    case 'matching':
    case 'cloze':
      return embeddedNode(common, question.stem, content);
    default:
      // Programming and case questions: an essay in Moodle, the exact content (finedu_content) for this platform.
      return { '@_type': 'essay', ...common, responseformat: 'editor' };
  }
}

/** Decimals of a step (`0.25` → 2). */
const decimalsOf = (value: number): number => (String(clean(value)).split('.')[1] ?? '').length;

/**
 * A calculated question as Moodle's `calculated`: `{name}` in the formula, the tolerance (1 relative, 2 nominal), units,
 * and each variable as a private dataset definition (a range: minimum, maximum, the step's decimals; a list: its
 * smallest and largest value and its values as items). Moodle draws uniformly within a range, so steps coarser than
 * the decimals are not kept there; `finedu_content` keeps the exact question for this platform.
 */
function calculatedNode(common: XmlObject, content: Extract<Question['content'], { type: 'calculated' }>): XmlObject {
  const names = content.variables.map((v) => v.name).sort((a, b) => b.length - a.length);
  const braced = names.length === 0 ? content.formula : content.formula.replace(new RegExp(`\\b(${names.join('|')})\\b`, 'g'), '{$1}');
  return {
    '@_type': 'calculated',
    ...common,
    synchronize: '0',
    single: '0',
    answernumbering: 'abc',
    answer: {
      '@_fraction': '100',
      text: cdata(braced),
      tolerance: String(clean(content.tolerance.amount)),
      tolerancetype: content.tolerance.kind === 'relative' ? '1' : '2',
      correctanswerformat: '1',
      correctanswerlength: '2',
    },
    ...(content.units.length > 0 ? { units: { unit: content.units.map((u) => ({ multiplier: String(clean(1 / u.multiplier)), unit_name: cdata(u.name) })) } } : {}),
    unitgradingtype: '0',
    showunits: content.units.length > 0 ? '0' : '3',
    unitsleft: '0',
    dataset_definitions: {
      dataset_definition: content.variables.map((v) => {
        const values = v.kind === 'list' ? v.values : [];
        const [min, max] = v.kind === 'range' ? [v.min, v.max] : [Math.min(...values), Math.max(...values)];
        const decimals = v.kind === 'range' ? decimalsOf(v.step) : Math.max(0, ...values.map(decimalsOf));
        return {
          status: { text: 'private' },
          name: { text: v.name },
          type: 'calculated',
          distribution: { text: 'uniform' },
          minimum: { text: String(min) },
          maximum: { text: String(max) },
          decimals: { text: String(decimals) },
          itemcount: String(values.length),
          ...(values.length > 0 ? { dataset_items: { dataset_item: values.map((value, i) => ({ number: String(i + 1), value: String(value) })) } } : {}),
          number_of_items: String(values.length),
        };
      }),
    },
  };
}

/** Questions as a Moodle XML quiz, grouped by category (re-importable here, readable by Moodle). */
export function buildMoodle(questions: Question[], files?: ExportFiles): string {
  const nodes: XmlObject[] = [];
  let lastCategory: string | null | undefined;
  for (const question of [...questions].sort((a, b) => (a.category_name ?? '').localeCompare(b.category_name ?? '') || a.id - b.id)) {
    if (question.category_name !== lastCategory) {
      lastCategory = question.category_name;
      nodes.push({ '@_type': 'category', category: { text: cdata(lastCategory ? `$course$/top/${lastCategory}` : '$course$/top') } });
    }
    nodes.push(questionNode(question, files));
  }
  // One question per line.
  const xml = String(xmlBuilder.build({ quiz: { question: nodes } })).replace(/<question /g, '\n  <question ').replace(/<\/quiz>$/, '\n</quiz>');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

// ───────────── Matching and cloze (issue 32) ─────────────

type MoodleParsed = { write: QuestionWrite } | { error: ReturnType<typeof msg> };
type QuestionBase = Omit<QuestionWrite, 'type' | 'content'>;

/** Moodle's yes/no elements: `true`/`1` are yes. */
const flag = (node: XmlNode | undefined, fallback: boolean): boolean => {
  const value = rawText(node).trim().toLowerCase();
  return value === '' ? fallback : value === 'true' || value === '1';
};

/**
 * A Moodle `match` question: each `<subquestion>` with a prompt is a pair, one with an empty prompt adds its answer as
 * a distractor (Moodle's rule); a prompt without an answer cannot be matched.
 */
function parseMatch(node: XmlNode, base: QuestionBase): MoodleParsed {
  const pairs: Array<{ prompt: string; answer: string }> = [];
  const distractors: string[] = [];
  for (const sub of asArray(isObject(node) ? node['subquestion'] : undefined)) {
    const prompt = (attr(sub, 'format') ?? 'html') === 'html' ? htmlToText(rawText(child(sub, 'text'))) : rawText(child(sub, 'text')).trim();
    const answer = rawText(child(child(sub, 'answer'), 'text')).trim();
    if (prompt === '' && answer === '') continue;
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
  const shuffle = flag(child(node, 'shuffleanswers'), true);
  return { write: { ...base, type: 'matching', content: { type: 'matching', pairs, distractors: extra, shuffle } } };
}

/** A subquestion type of Moodle's embedded answers, as this platform's gap kind (MULTIRESPONSE has none). */
function gapKindOf(code: string): { kind: 'short'; ignoreCase: boolean } | { kind: 'numeric' } | { kind: 'choice'; display: 'dropdown' | 'radio' } | null {
  if (/^(SHORTANSWER|SA|MW)$/.test(code)) return { kind: 'short', ignoreCase: true };
  if (/^(SHORTANSWER_C|SAC|MWC)$/.test(code)) return { kind: 'short', ignoreCase: false };
  if (/^(NUMERICAL|NM)$/.test(code)) return { kind: 'numeric' };
  if (/^(MULTICHOICE|MC|MULTICHOICE_S|MCS)$/.test(code)) return { kind: 'choice', display: 'dropdown' };
  if (/^(MULTICHOICE_V|MCV|MULTICHOICE_H|MCH|MULTICHOICE_VS|MCVS|MULTICHOICE_HS|MCHS)$/.test(code)) return { kind: 'choice', display: 'radio' };
  return null;
}

/** Moodle's escapes inside an embedded answer: `\}` `\#` `\~` `\/` (a short answer's `\*` stays: it is the wildcard's). */
const unescapeEmbedded = (text: string): string => text.replace(/\\([}#~/])/g, '$1');

/** Index of the first unescaped `char` in `text` from `from`, or -1. */
function unescapedAt(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === char) return i;
  }
  return -1;
}

/** Splits on unescaped `char`. */
function splitUnescaped(text: string, char: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let at = unescapedAt(text, char); at >= 0; at = unescapedAt(text, char, from)) {
    parts.push(text.slice(from, at));
    from = at + 1;
  }
  parts.push(text.slice(from));
  return parts;
}

const EMBEDDED_START = /\{(\d*):([A-Z_]+):/g;
// Moodle's NUMBER_REGEX: a decimal comma is a point.
const EMBEDDED_NUMBER = /^-?(?:\d+[.,]?\d*|[.,]\d+)(?:[eE][-+]?\d+)?$/;

/**
 * One embedded answer `{weight:TYPE:alternatives}` as a gap: each alternative is `=` (100 %), `%n%` (n %) or nothing
 * (0 %), its text up to an unescaped `#`, then its feedback. A number gap's text is `value` or `value:tolerance`.
 */
function parseEmbedded(weightText: string, code: string, body: string, html: boolean): ClozeGap | { error: ReturnType<typeof msg> } {
  const kind = gapKindOf(code);
  const shown = `{${weightText}:${code}:…}`;
  if (kind === null) {
    return { error: msg(`不支持嵌入答案类型 ${code}（多选 MULTIRESPONSE 没有对应的空）`, `Embedded answer type ${code} is not supported (a MULTIRESPONSE gap has no counterpart here)`) };
  }
  const weight = Number(weightText) || 1;
  const plain = (text: string) => (html ? htmlToText(text) : text.trim());
  const alternatives: Array<{ credit: number; text: string; feedback: string }> = [];
  for (const raw of splitUnescaped(body, '~')) {
    if (raw.trim() === '') continue;
    const fraction = /^\s*(=|%(-?\d+(?:[.,]\d*)?)%)/.exec(raw);
    const credit = fraction === null ? 0 : fraction[1] === '=' ? 1 : Number(fraction[2]!.replace(',', '.')) / 100;
    if (credit < 0 || credit > 1) return { error: msg(`${shown} 的得分比例须在 0% 到 100% 之间`, `${shown}: a grade must be between 0% and 100%`) };
    const rest = fraction === null ? raw : raw.slice(fraction[0].length);
    const hash = unescapedAt(rest, '#');
    const text = plain(unescapeEmbedded(hash >= 0 ? rest.slice(0, hash) : rest));
    const feedback = hash >= 0 ? plain(unescapeEmbedded(rest.slice(hash + 1))) : '';
    alternatives.push({ credit, text, feedback });
  }
  if (alternatives.length === 0 || alternatives.some((a) => a.text === '')) return { error: msg(`${shown} 有空的答案`, `${shown} has an empty answer`) };
  const withFeedback = (a: { feedback: string }) => (a.feedback === '' ? {} : { feedback: a.feedback });
  if (kind.kind === 'short') {
    if (alternatives.length > 20) return { error: msg(`${shown} 的答案超过 20 个`, `${shown} has more than 20 answers`) };
    return { kind: 'short', weight, ignore_case: kind.ignoreCase, answers: alternatives.map((a) => ({ text: a.text, credit: a.credit, ...withFeedback(a) })) };
  }
  if (kind.kind === 'choice') {
    if (alternatives.length < 2 || alternatives.length > 10) return { error: msg(`${shown} 须有 2 到 10 个选项`, `${shown} needs 2 to 10 options`) };
    return { kind: 'choice', weight, display: kind.display, options: alternatives.map((a) => ({ text: a.text, credit: a.credit, ...withFeedback(a) })) };
  }
  const answers: Array<{ value: number; tolerance: number; credit: number; feedback?: string }> = [];
  for (const a of alternatives) {
    // Moodle's `*` matches any number: at 0 % it only carries feedback, which has nowhere to go here.
    if (a.text === '*' && a.credit === 0) continue;
    const [valueText = '', toleranceText] = a.text.split(':');
    if (!EMBEDDED_NUMBER.test(valueText.trim()) || (toleranceText !== undefined && !EMBEDDED_NUMBER.test(toleranceText.trim()))) {
      return { error: msg(`${shown} 的答案「${a.text}」不是数字或 数字:误差`, `${shown}: answer "${a.text}" is not a number or number:tolerance`) };
    }
    const tolerance = toleranceText === undefined ? 0 : Math.abs(Number(toleranceText.trim().replace(',', '.')));
    answers.push({ value: Number(valueText.trim().replace(',', '.')), tolerance, credit: a.credit, ...withFeedback(a) });
  }
  if (answers.length === 0 || answers.length > 20) return { error: msg(`${shown} 须有 1 到 20 个数值答案`, `${shown} needs 1 to 20 numeric answers`) };
  return { kind: 'numeric', weight, answers };
}

/**
 * A Moodle cloze (`multianswer`) question: each embedded answer in the question text becomes a gap and its place the
 * gap's `{{n}}` marker. The score is `<defaultgrade>` when given, otherwise the sum of the gaps' weights (Moodle's).
 */
function parseMultianswer(node: XmlNode, base: QuestionBase, graded: boolean): MoodleParsed {
  const textNodeOf = child(node, 'questiontext');
  const html = (attr(textNodeOf, 'format') ?? 'html') === 'html';
  const raw = rawText(child(textNodeOf, 'text'));
  const gaps: ClozeGap[] = [];
  let marked = '';
  let last = 0;
  EMBEDDED_START.lastIndex = 0;
  for (let m = EMBEDDED_START.exec(raw); m !== null; m = EMBEDDED_START.exec(raw)) {
    const close = unescapedAt(raw, '}', m.index + m[0].length);
    if (close < 0) return { error: msg(`嵌入答案 ${m[0]} 没有结尾的 }`, `Embedded answer ${m[0]} has no closing }`) };
    const gap = parseEmbedded(m[1]!, m[2]!, raw.slice(m.index + m[0].length, close), html);
    if ('error' in gap) return gap;
    gaps.push(gap);
    marked += `${raw.slice(last, m.index)}{{${gaps.length}}}`;
    last = close + 1;
    EMBEDDED_START.lastIndex = close + 1;
  }
  marked += raw.slice(last);
  if (gaps.length === 0) return { error: msg('完形填空题的题干中没有嵌入答案（如 {1:SHORTANSWER:=答案}）', 'The cloze text has no embedded answer (such as {1:SHORTANSWER:=answer})') };
  if (gaps.length > 20) return { error: msg('完形填空题最多 20 个空', 'A cloze question takes at most 20 gaps') };
  const stem = html ? htmlToText(marked) : marked.trim();
  const weights = gaps.reduce((sum, gap) => sum + gap.weight, 0);
  return { write: { ...base, stem, ...(graded ? {} : { score: Math.min(1000, weights) }), type: 'cloze', content: { type: 'cloze', gaps } } };
}

/** Whether Moodle's elements hold a matching or cloze question exactly (whole weights: Moodle's `{n:` is an integer). */
function embeddedHolds(content: MatchingContent | ClozeContent): boolean {
  if (content.type === 'matching') return true;
  return content.gaps.every((gap) => Number.isInteger(gap.weight));
}

/** An answer's text inside an embedded answer: `}`, `#` and `~` escaped (a short answer's `\*` is kept). */
const escapeEmbedded = (text: string): string => text.replace(/[}#~]/g, (c) => `\\${c}`);

/** A gap as Moodle's embedded answer, e.g. `{1:SHORTANSWER:=Paris~%50%paris#feedback}`. */
export function formatEmbeddedGap(gap: ClozeGap): string {
  const fraction = (credit: number) => (credit >= 1 ? '=' : `%${Number((credit * 100).toPrecision(12))}%`);
  const feedback = (f: string | undefined) => (f ? `#${escapeEmbedded(f)}` : '');
  const weight = Number.isInteger(gap.weight) ? String(gap.weight) : '1';
  switch (gap.kind) {
    case 'short':
      return `{${weight}:${gap.ignore_case ? 'SHORTANSWER' : 'SHORTANSWER_C'}:${gap.answers.map((a) => `${fraction(a.credit)}${escapeEmbedded(a.text)}${feedback(a.feedback)}`).join('~')}}`;
    case 'numeric':
      return `{${weight}:NUMERICAL:${gap.answers.map((a) => `${fraction(a.credit)}${a.value}${a.tolerance > 0 ? `:${a.tolerance}` : ''}${feedback(a.feedback)}`).join('~')}}`;
    case 'choice':
      return `{${weight}:${gap.display === 'radio' ? 'MULTICHOICE_V' : 'MULTICHOICE'}:${gap.options.map((o) => `${fraction(o.credit)}${escapeEmbedded(o.text)}${feedback(o.feedback)}`).join('~')}}`;
    default:
      return gap satisfies never;
  }
}

/** A matching question as Moodle's `match` (distractors as subquestions without a prompt); a cloze as `cloze`. */
function embeddedNode(common: XmlObject, stem: string, content: MatchingContent | ClozeContent): XmlObject {
  if (content.type === 'matching') {
    const sub = (prompt: string, answer: string) => ({ '@_format': 'plain_text', text: cdata(prompt), answer: { text: cdata(answer) } });
    return {
      '@_type': 'match',
      ...common,
      shuffleanswers: content.shuffle ? 'true' : 'false',
      subquestion: [...content.pairs.map((p) => sub(p.prompt, p.answer)), ...content.distractors.map((d) => sub('', d))],
    };
  }
  const text = replaceGapMarkers(stem, (index) => (content.gaps[index] ? formatEmbeddedGap(content.gaps[index]) : ''));
  return { '@_type': 'cloze', ...common, questiontext: textNode(text) };
}

/** The stem with each `{{n}}` replaced by `replace(n − 1)`. */
const replaceGapMarkers = (stem: string, replace: (index: number) => string): string =>
  splitClozeStem(stem)
    .map((part) => (typeof part === 'number' ? replace(part) : part))
    .join('');
