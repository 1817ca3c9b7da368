// The .xlsx question template: one row per question; headers in Chinese with English aliases (second sheet explains).
import type { NumericAnswer, NumericUnit, Question, QuestionType, QuestionWrite } from '@finedu/domain';
import type { LocalizedMessage } from '../../../errors.js';
import { msg, optionKey, splitList, titleOf, UnreadableFile, type ParsedItem } from './common.js';
import { readSheetText, WORKBOOK_MAX_UNZIPPED_BYTES, workbookUnzippedSize, writeWorkbook, type WorkbookSheet, type WorkbookValue } from '../../../lib/workbook.js';

export const QUESTION_SHEET = '试题 (Questions)';
const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

interface Column {
  key: string;
  zh: string;
  en: string;
  aliases: string[];
  width: number;
}

const COLUMNS: Column[] = [
  { key: 'type', zh: '题型', en: 'Type', aliases: ['题目类型', 'question type'], width: 10 },
  { key: 'stem', zh: '题干', en: 'Stem', aliases: ['题目', 'question', 'question text'], width: 50 },
  ...OPTION_LETTERS.map((l) => ({ key: `option_${l}`, zh: `选项${l}`, en: `Option ${l}`, aliases: [`选项 ${l}`, l.toLowerCase()], width: 18 })),
  { key: 'answer', zh: '答案', en: 'Answer', aliases: ['正确答案', 'key'], width: 18 },
  { key: 'analysis', zh: '解析', en: 'Analysis', aliases: ['答案解析', 'explanation', 'feedback'], width: 30 },
  { key: 'difficulty', zh: '难度', en: 'Difficulty', aliases: [], width: 8 },
  { key: 'knowledge_points', zh: '知识点', en: 'Knowledge points', aliases: ['knowledge point', 'tags'], width: 20 },
  { key: 'score', zh: '分值', en: 'Score', aliases: ['分数', 'points'], width: 8 },
  { key: 'category', zh: '分类', en: 'Category', aliases: [], width: 14 },
  { key: 'content', zh: '内容JSON', en: 'Content JSON', aliases: ['内容 json', 'content'], width: 30 },
  { key: 'units', zh: '单位', en: 'Units', aliases: ['units', 'unit'], width: 24 },
];

const TYPE_LABELS: Record<QuestionType, { zh: string; aliases: string[] }> = {
  single: { zh: '单选题', aliases: ['单选', 'single', 'single choice'] },
  multiple: { zh: '多选题', aliases: ['多选', 'multiple', 'multiple choice'] },
  judge: { zh: '判断题', aliases: ['判断', 'judge', 'true/false', 'truefalse', 'true-false'] },
  blank: { zh: '填空题', aliases: ['填空', 'blank', 'fill in the blank', 'fill-in'] },
  numeric: { zh: '数值题', aliases: ['数值', 'numeric', 'numerical'] },
  calculated: { zh: '计算题', aliases: ['计算', 'calculated'] },
  matching: { zh: '配对题', aliases: ['配对', '匹配题', 'matching', 'match'] },
  cloze: { zh: '完形填空', aliases: ['完形填空题', '完形', 'cloze', 'multianswer', 'embedded answers'] },
  short: { zh: '简答题', aliases: ['简答', 'short', 'short answer', 'essay'] },
  program: { zh: '编程题', aliases: ['编程', 'program', 'programming'] },
  notebook: { zh: '笔记本题', aliases: ['笔记本', 'notebook'] },
  case: { zh: '案例分析题', aliases: ['案例分析', '案例题', '案例', 'case', 'case analysis'] },
};

/** A type's name in the workbooks: `简答题 (short)`. */
export const questionTypeLabel = (type: QuestionType): string => `${TYPE_LABELS[type].zh} (${type})`;

const norm = (s: string) => s.toLowerCase().replace(/[\s*＊]/g, '');

function typeOf(label: string): QuestionType | null {
  const n = norm(label);
  for (const [type, names] of Object.entries(TYPE_LABELS) as Array<[QuestionType, { zh: string; aliases: string[] }]>) {
    if ([names.zh, ...names.aliases].some((a) => norm(a) === n)) return type;
  }
  return null;
}

function columnOf(header: string): Column | undefined {
  const whole = norm(header);
  const candidates = [whole, norm(header.replace(/[（(].*$/, '')), norm(/[（(]([^)）]*)[)）]/.exec(header)?.[1] ?? '')].filter((c) => c !== '');
  return COLUMNS.find((c) => [c.zh, c.en, c.key, ...c.aliases].some((name) => candidates.includes(norm(name))));
}

const headerOf = (c: Column) => `${c.zh}${c.key === 'type' || c.key === 'stem' ? '*' : ''} (${c.en})`;

const JUDGE_TRUE = ['对', '正确', '是', '√', '✓', 't', 'true', 'y', 'yes'];
const JUDGE_FALSE = ['错', '错误', '否', '×', '✗', 'f', 'false', 'n', 'no'];
const DIFFICULTY_WORDS: Record<string, number> = { 容易: 1, 简单: 1, 较易: 2, 中等: 3, 适中: 3, 较难: 4, 困难: 5, 难: 5 };

function rowToItem(values: Record<string, string>, line: number): ParsedItem {
  const stem = values['stem'] ?? '';
  const title = titleOf(stem) || `#${line}`;
  const refuse = (error: LocalizedMessage): ParsedItem => ({ line, title, error, category: values['category'] || undefined });
  const fail = (zh: string, en: string): ParsedItem => refuse(msg(zh, en));
  const typeLabel = values['type'] ?? '';
  if (typeLabel === '') return fail('缺少题型', 'The type is missing');
  const type = typeOf(typeLabel);
  if (type === null) return fail(`未知题型「${typeLabel}」`, `Unknown type "${typeLabel}"`);
  if (stem === '') return fail('题干为空', 'The stem is empty');

  const difficultyText = values['difficulty'] ?? '';
  let difficulty = 3;
  if (difficultyText !== '') {
    const d = DIFFICULTY_WORDS[difficultyText] ?? Number(difficultyText);
    if (!Number.isInteger(d) || d < 1 || d > 5) return fail(`难度「${difficultyText}」应为 1–5 的整数`, `Difficulty "${difficultyText}" must be a whole number 1–5`);
    difficulty = d;
  }
  const scoreText = values['score'] ?? '';
  let score = 5;
  if (scoreText !== '') {
    const s = Number(scoreText);
    if (!Number.isFinite(s) || s <= 0 || s > 1000) return fail(`分值「${scoreText}」应为 0–1000 之间的正数`, `Score "${scoreText}" must be a positive number up to 1000`);
    score = s;
  }
  const base = { stem, analysis: values['analysis'] ?? '', difficulty, score, knowledge_points: splitList(values['knowledge_points'] ?? '') };
  const answer = (values['answer'] ?? '').trim();
  const contentJson = (values['content'] ?? '').trim();
  if (contentJson !== '') {
    let content: unknown;
    try {
      content = JSON.parse(contentJson);
    } catch {
      return fail('「内容JSON」列不是有效的 JSON', 'The "Content JSON" column is not valid JSON');
    }
    return { line, title, category: values['category'] || undefined, write: { ...base, type, content } as QuestionWrite };
  }

  let write: QuestionWrite;
  switch (type) {
    case 'single':
    case 'multiple': {
      const filled = OPTION_LETTERS.map((l) => (values[`option_${l}`] ?? '').trim());
      const last = filled.reduce((at, text, i) => (text !== '' ? i : at), -1);
      const gap = filled.slice(0, last + 1).findIndex((t) => t === '');
      if (gap >= 0) return fail(`选项${optionKey(gap)}为空，但后面的选项有内容`, `Option ${optionKey(gap)} is empty but a later option is filled`);
      const options = filled.slice(0, last + 1).map((text, i) => ({ key: optionKey(i), text }));
      if (options.length < 2) return fail('至少需要两个选项', 'At least two options are needed');
      if (answer === '') return fail('缺少答案', 'The answer is missing');
      const letters = answer.toUpperCase().replace(/[\s,，、;；]/g, '').split('');
      if (letters.some((l) => !/^[A-Z]$/.test(l))) return fail(`答案「${answer}」应为选项字母`, `Answer "${answer}" must be option letters`);
      if (type === 'single') {
        if (letters.length !== 1) return fail(`单选题只能有一个答案，实际为「${answer}」`, `A single-choice question has one answer, got "${answer}"`);
        write = { ...base, type, content: { type, options, answer: letters[0]! } };
      } else write = { ...base, type, content: { type, options, answer: letters, partial_credit: 'none' } };
      break;
    }
    case 'judge': {
      const a = answer.toLowerCase();
      if (answer === '') return fail('缺少答案', 'The answer is missing');
      if (!JUDGE_TRUE.includes(a) && !JUDGE_FALSE.includes(a)) return fail(`判断题答案「${answer}」应为 对 或 错`, `True/false answer "${answer}" must be true or false`);
      write = { ...base, type, content: { type, answer: JUDGE_TRUE.includes(a) } };
      break;
    }
    case 'blank': {
      if (answer === '') return fail('缺少答案', 'The answer is missing');
      const blanks = answer.split(/[;；]/).map((b) => ({ alternatives: b.split(/[|｜]/).map((s) => s.trim()).filter((s) => s !== '') }));
      if (blanks.some((b) => b.alternatives.length === 0)) return fail('有一个空没有答案', 'A blank has no answer');
      write = { ...base, type, content: { type, blanks } };
      break;
    }
    case 'numeric': {
      if (answer === '') return fail('缺少答案', 'The answer is missing');
      const answers = parseNumericAnswers(answer);
      if (typeof answers === 'string') return refuse(numericAnswerError(answers));
      const units = parseUnits(values['units'] ?? '');
      if (typeof units === 'string') return fail(`单位「${units}」应写作 名称=倍数，如 万元=10000`, `Unit "${units}" must be name=multiplier, e.g. 万元=10000`);
      write = { ...base, type, content: { type, answers, units } };
      break;
    }
    case 'short':
      write = { ...base, type, content: { type, reference: answer } };
      break;
    default:
      return fail('计算题、编程题、笔记本题和案例分析题请在「内容JSON」列填写完整内容', 'Calculated, programming, notebook and case questions need the full content in the "Content JSON" column');
  }
  return { line, title, category: values['category'] || undefined, write };
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const NUMERIC_ANSWER = new RegExp(String.raw`^(${NUMBER})(?:\s*(?:±|\+-|\+/-)\s*(${NUMBER})\s*(%)?|\s*\.\.\s*(${NUMBER}))?(?:\s*@\s*(${NUMBER})\s*%)?$`, 'i');

/**
 * The Answer column of a numeric question: answers separated by `;`, each `10`, `10±0.01`, `10±1%` (relative) or
 * `8..12`, with `@50%` for partial credit. Returns the first answer that does not read, as text.
 */
export function parseNumericAnswers(cell: string): NumericAnswer[] | string {
  const answers: NumericAnswer[] = [];
  for (const part of cell.split(/[;；]/).map((p) => p.normalize('NFKC').trim()).filter((p) => p !== '')) {
    const m = NUMERIC_ANSWER.exec(part);
    if (!m) return part;
    const first = Number(m[1]);
    const credit = m[5] === undefined ? 1 : Number(m[5]) / 100;
    if (credit <= 0 || credit > 1) return part;
    if (m[4] !== undefined) {
      const high = Number(m[4]);
      if (high < first) return part;
      answers.push({ value: (first + high) / 2, tolerance: { kind: 'absolute', amount: (high - first) / 2 }, credit });
    } else {
      const amount = m[2] === undefined ? 0 : Number(m[2]);
      answers.push({ value: first, tolerance: { kind: m[3] ? 'relative' : 'absolute', amount: m[3] ? amount / 100 : amount }, credit });
    }
  }
  return answers;
}

/** Why a numeric answer (as `parseNumericAnswers` reads it) does not read. */
export const numericAnswerError = (answer: string): LocalizedMessage =>
  msg(
    `数值答案「${answer}」应写作 数值、数值±误差、数值±误差%、下限..上限，可加 @50% 表示部分得分`,
    `Numeric answer "${answer}" must be value, value±tolerance, value±tolerance%, low..high, optionally with @50% for partial credit`,
  );

/** The Units column: `元=1; 万元=10000; 亿元=1e8` (the typed number × multiplier is the value in the base unit). */
function parseUnits(cell: string): NumericUnit[] | string {
  const units: NumericUnit[] = [];
  for (const part of cell.split(/[;；,，、]/).map((p) => p.trim()).filter((p) => p !== '')) {
    const m = /^(.+?)\s*[=＝]\s*(\S+)$/.exec(part);
    const multiplier = Number(m?.[2]);
    if (!m || !Number.isFinite(multiplier) || multiplier <= 0) return part;
    units.push({ name: m[1]!.trim(), multiplier });
  }
  return units;
}

const numericAnswerText = (a: NumericAnswer): string =>
  `${a.value}${a.tolerance.amount === 0 ? '' : a.tolerance.kind === 'relative' ? `±${Number((a.tolerance.amount * 100).toPrecision(12))}%` : `±${a.tolerance.amount}`}${a.credit < 1 ? `@${Number((a.credit * 100).toPrecision(12))}%` : ''}`;

/** Items of the first sheet (or the template's sheet); a file that is not an .xlsx workbook is unreadable. */
export async function parseXlsx(buffer: Buffer): Promise<ParsedItem[]> {
  if ((workbookUnzippedSize(buffer) ?? 0) > WORKBOOK_MAX_UNZIPPED_BYTES) {
    const mb = WORKBOOK_MAX_UNZIPPED_BYTES / 1024 / 1024;
    throw new UnreadableFile(msg(`工作簿解压后超过 ${mb} MB，无法导入`, `The workbook expands to more than ${mb} MB and cannot be imported`));
  }
  const sheet = await readSheetText(buffer, QUESTION_SHEET);
  if (sheet === null) throw new UnreadableFile(msg('文件不是有效的 .xlsx 工作簿', 'The file is not a valid .xlsx workbook'));
  const [header, ...body] = sheet.rows;
  const columns = new Map<string, number>();
  (header?.cells ?? []).forEach((cell, col) => {
    const column = columnOf(cell);
    if (column && !columns.has(column.key)) columns.set(column.key, col);
  });
  const missing = ['type', 'stem'].filter((k) => !columns.has(k));
  if (missing.length > 0) {
    throw new UnreadableFile(msg('第一行缺少「题型」和「题干」列，请使用导入模板', 'The first row lacks the "Type" and "Stem" columns; use the import template'));
  }
  const items: ParsedItem[] = [];
  for (const { row, cells } of body) {
    const values: Record<string, string> = {};
    for (const [key, col] of columns) values[key] = (cells[col] ?? '').trim();
    if (Object.values(values).some((v) => v !== '')) items.push(rowToItem(values, row));
  }
  return items;
}

/** The question sheet: the template's columns, then one row per question (cells keyed by column). */
function questionSheet(rows: ReadonlyArray<Record<string, WorkbookValue>>): WorkbookSheet {
  return {
    name: QUESTION_SHEET,
    columns: COLUMNS.map((c) => ({ header: headerOf(c), width: c.width })),
    rows: rows.map((row) => COLUMNS.map((c) => row[c.key] ?? null)),
    freezeHeader: true,
  };
}

const HELP_ROWS: Array<[string, string]> = [
  ['题型* (Type)', '单选题、多选题、判断题、填空题、数值题、计算题、简答题、编程题、笔记本题、案例分析题 / single, multiple, judge, blank, numeric, calculated, short, program, notebook, case'],
  ['题干* (Stem)', '支持 Markdown 与 $公式$；填空题用 ___（三个或更多下划线）或 {{1}} 标出空位 / Markdown and $formulas$; mark blanks as ___ or {{1}}'],
  ['选项A…选项H (Option A…H)', '单选题、多选题的选项，从 A 开始依次填写，至少两个 / Options of choice questions, from A on, at least two'],
  ['答案 (Answer)', '单选：A；多选：ACD 或 A,C,D；判断：对/错（true/false）；填空：每空用 ; 分隔，同一空的多个可接受答案用 | 分隔，如 0.05|5%;1.2；数值：见下方「数值题答案」；简答：参考答案 / single: A; multiple: ACD; judge: true/false; blank: blanks separated by ; and alternatives by |; numeric: see "Numeric answers" below; short: the reference answer'],
  ['数值题答案 (Numeric answers)', '以基本单位填写，多个答案用 ; 分隔：10（精确）、10±0.01（绝对误差）、10±1%（相对误差）、8..12（区间），部分得分加 @50%，如 10±0.01; 10±0.5@50% / In the base unit, answers separated by ;: 10, 10±0.01 (absolute), 10±1% (relative), 8..12 (range), partial credit @50%'],
  ['单位 (Units)', '数值题可选：名称=倍数，用 ; 分隔，学生填写的数 × 倍数 = 基本单位的值，如 元=1; 万元=10000; 亿元=100000000；% 与 bp 不填也按 0.01 与 0.0001 识别；必须带单位、有效数字或小数位要求请用「内容JSON」列 / Numeric only: name=multiplier separated by ;, the typed number × multiplier is the value in the base unit; % and bp are understood as 0.01 and 0.0001 unless listed; a required unit or precision goes in the Content JSON column'],
  ['解析 (Analysis)', '答案解析，可留空 / Explanation, optional'],
  ['难度 (Difficulty)', '1–5 的整数（1 最易），默认 3；也可填 容易/较易/中等/较难/困难 / Whole number 1–5 (1 easiest), default 3'],
  ['知识点 (Knowledge points)', '多个知识点用逗号或顿号分隔，如 CAPM、贝塔系数 / Separated by commas'],
  ['分值 (Score)', '默认分值，正数，默认 5 / Default score, positive, default 5'],
  ['分类 (Category)', '题库分类名称，不存在时自动创建，可留空 / Category name, created when missing, optional'],
  ['内容JSON (Content JSON)', '编程题、笔记本题、案例分析题必填：完整的题目内容 JSON（笔记本题为起始单元格与隐藏测试；导出文件会自动填写）；其他题型留空 / Required for program, notebook and case questions: the full content JSON (for a notebook: its starting cells and hidden tests; exports fill it); leave empty otherwise'],
  ['示例 (Example)', '单选题 | 资本资产定价模型中衡量系统性风险的是？ | 标准差 | 贝塔系数 | 夏普比率 | 方差 | 答案 B | 难度 2 | 知识点 CAPM | 分值 2'],
  ['示例 (Example)', '数值题 | 项目的净现值为多少万元？ | 答案 12.35±0.01; 12.35±0.5@50% | 单位 万元=1; 元=0.0001'],
  ['示例 (Example)', '填空题 | 年利率 5%，100 元一年后的终值为 ___ 元 | 答案 105|105.00 | 知识点 货币时间价值'],
  ['注意 (Note)', '每行一道题；有错误的行会在导入报告中列出，其余行照常导入 / One row per question; rows with errors are reported, the others are imported'],
];

const HELP_SHEET: WorkbookSheet = {
  name: '说明 (Instructions)',
  columns: [
    { header: '列 (Column)', width: 24 },
    { header: '说明 (How to fill)', width: 110 },
  ],
  rows: HELP_ROWS,
};

/** The empty import template: the question sheet and the instructions sheet. */
export function buildXlsxTemplate(): Promise<Buffer> {
  return writeWorkbook([questionSheet([]), HELP_SHEET]);
}

/** Questions in the template's layout (re-importable). */
export function buildXlsx(questions: Question[]): Promise<Buffer> {
  const rows = questions.map((q) => {
    const row: Record<string, WorkbookValue> = {
      type: TYPE_LABELS[q.type].zh,
      stem: q.stem,
      analysis: q.analysis,
      difficulty: q.difficulty,
      knowledge_points: q.knowledge_points.join('，'),
      score: q.score,
      category: q.category_name ?? '',
    };
    const c = q.content;
    if (c.type === 'single' || c.type === 'multiple') {
      // What the columns cannot hold (more than 8 options, unusual keys, a partial-credit rule) goes into the JSON column.
      const irregular = c.options.length > OPTION_LETTERS.length || c.options.some((o, i) => o.key !== optionKey(i)) || (c.type === 'multiple' && c.partial_credit !== 'none');
      if (irregular) row['content'] = JSON.stringify(c);
      c.options.slice(0, OPTION_LETTERS.length).forEach((o, i) => (row[`option_${OPTION_LETTERS[i]}`] = o.text));
      row['answer'] = c.type === 'single' ? c.answer : c.answer.join('');
    } else if (c.type === 'judge') row['answer'] = c.answer ? '对' : '错';
    else if (c.type === 'blank') {
      row['answer'] = c.blanks.map((b) => b.alternatives.join('|')).join(';');
      if (c.blanks.some((b) => b.alternatives.some((a) => /[;；|｜]/.test(a))) || !c.ignore_case || !c.ignore_spaces) row['content'] = JSON.stringify(c);
    } else if (c.type === 'numeric') {
      row['answer'] = c.answers.map(numericAnswerText).join('; ');
      row['units'] = c.units.map((u) => `${u.name}=${u.multiplier}`).join('; ');
      // A required unit, a required precision or unit names the column cannot hold go into the JSON column.
      if (c.unit_required || c.precision !== null || c.units.some((u) => /[;；,，、=＝]/.test(u.name))) row['content'] = JSON.stringify(c);
    } else if (c.type === 'short') row['answer'] = c.reference;
    else row['content'] = JSON.stringify(c);
    return row;
  });
  return writeWorkbook([questionSheet(rows), HELP_SHEET]);
}
