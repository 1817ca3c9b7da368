// A case's notebook in and out of nbgrader's source layout (issue 35). nbgrader keeps its marks in each cell's
// `metadata.nbgrader` (grade, solution, locked, task, grade_id, points, schema_version); here they become ours:
// - solution cells: the `### BEGIN SOLUTION … ### END SOLUTION` regions replaced by nbgrader's stubs (the whole cell
//   when it has no region), the full source kept in `solutions` for the export back;
// - autograder tests (grade, not solution): a hidden test with its points; the cell's visible part (without the
//   `### BEGIN HIDDEN TESTS … ### END HIDDEN TESTS` regions) stays in the template as a locked cell, as nbgrader shows it;
// - manually graded answers (grade and solution) and tasks: rubric items with their points;
// - locked cells locked.
// Pure functions: the import stores nothing (the editor puts the parts in place and saves the case as usual).
import {
  CASE_LIMITS,
  MAX_NOTEBOOK_CHARS,
  sumPoints,
  type CaseNotebookImport,
  type CaseTest,
  type RubricItem,
  type TemplateCell,
} from '@finedu/domain';
import { badRequest } from '../../errors.js';

const CODE_STUB = '# YOUR CODE HERE\nraise NotImplementedError()';
const MARKDOWN_STUB = 'YOUR ANSWER HERE';
const BEGIN_SOLUTION = '### BEGIN SOLUTION';
const END_SOLUTION = '### END SOLUTION';
const BEGIN_HIDDEN = '### BEGIN HIDDEN TESTS';
const END_HIDDEN = '### END HIDDEN TESTS';
const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;

interface NbgraderMeta {
  grade: boolean;
  solution: boolean;
  locked: boolean;
  task: boolean;
  gradeId: string | null;
  points: number;
}

const refused = (zh: string, en: string) => badRequest(`无法导入笔记本：${zh}`, `The notebook cannot be imported: ${en}`);

const sourceOf = (source: unknown): string => (Array.isArray(source) ? source.map((s) => String(s)).join('') : typeof source === 'string' ? source : '');

function metaOf(cell: Record<string, unknown>, index: number): NbgraderMeta | null {
  const metadata = cell.metadata;
  const nb = metadata !== null && typeof metadata === 'object' ? (metadata as Record<string, unknown>).nbgrader : undefined;
  if (nb === null || typeof nb !== 'object') return null;
  const m = nb as Record<string, unknown>;
  const grade = m.grade === true;
  const task = m.task === true;
  let points = 0;
  if (grade || task) {
    const raw = typeof m.points === 'string' ? Number(m.points) : m.points;
    points = raw === undefined || raw === null ? 0 : Number(raw);
    if (!Number.isFinite(points) || points < 0 || points > 1000) {
      throw refused(`第 ${index + 1} 个单元格的分值 ${String(m.points)} 无效（应为 0–1000）`, `cell ${index + 1} has invalid points ${String(m.points)} (0–1000 expected)`);
    }
    if (Math.abs(points * 100 - Math.round(points * 100)) > 1e-6) {
      throw refused(`第 ${index + 1} 个单元格的分值 ${points} 超过两位小数`, `cell ${index + 1} has points ${points} with more than two decimal places`);
    }
  }
  return {
    grade,
    solution: m.solution === true,
    locked: m.locked === true,
    task,
    gradeId: typeof m.grade_id === 'string' && m.grade_id.trim() !== '' ? m.grade_id.trim() : null,
    points,
  };
}

/** The lines of `source` with every `begin … end` region replaced by `stub` at the region's indentation. */
function replaceRegions(source: string, begin: string, end: string, stub: string | null): { text: string; found: boolean } {
  const out: string[] = [];
  let inside = false;
  let found = false;
  for (const line of source.split('\n')) {
    const trimmed = line.trim();
    if (!inside && trimmed === begin) {
      inside = true;
      found = true;
      if (stub !== null) {
        const indent = line.slice(0, line.length - line.trimStart().length);
        out.push(...stub.split('\n').map((l) => indent + l));
      }
    } else if (inside && trimmed === end) inside = false;
    else if (!inside) out.push(line);
  }
  return { text: out.join('\n'), found };
}

/** The source without the marker lines of `begin … end` regions (their content kept). */
const dropMarkers = (source: string, begin: string, end: string): string =>
  source
    .split('\n')
    .filter((line) => line.trim() !== begin && line.trim() !== end)
    .join('\n');

/** A test's name: the first line of its docstring, else its grade_id. */
function testName(code: string, fallback: string): string {
  const doc = /^\s*(?:"""|''')\s*([^\n]*?)\s*(?:"""|'''|\n)/.exec(code);
  const line = doc?.[1]?.trim();
  return (line !== undefined && line !== '' ? line : fallback).slice(0, 200);
}

/** Reads an `.ipynb`'s JSON text as a case's template, hidden tests and rubric (see the top of this file). */
export function importNotebook(content: string): CaseNotebookImport {
  if (content.length > MAX_NOTEBOOK_CHARS) {
    throw refused(`文件超过 ${MAX_NOTEBOOK_CHARS / 1_000_000} MB`, `the file is larger than ${MAX_NOTEBOOK_CHARS / 1_000_000} MB`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw refused('文件不是有效的 JSON（.ipynb 文件应为 JSON 文本）', 'the file is not valid JSON (an .ipynb file is JSON text)');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw refused('文件不是 Jupyter 笔记本', 'the file is not a Jupyter notebook');
  const nb = parsed as Record<string, unknown>;
  if (nb.nbformat !== 4) {
    const version = nb.nbformat === undefined ? '未知' : String(nb.nbformat);
    throw refused(
      `只支持 nbformat 4（此文件为 ${version}），请先在 Jupyter 中打开并另存`,
      `only nbformat 4 is supported (this file is ${nb.nbformat === undefined ? 'unknown' : String(nb.nbformat)}); open and save it in a current Jupyter first`,
    );
  }
  if (!Array.isArray(nb.cells)) throw refused('文件没有 cells 列表', 'the file has no list of cells');
  if (nb.cells.length > CASE_LIMITS.cells) throw refused(`单元格超过 ${CASE_LIMITS.cells} 个`, `more than ${CASE_LIMITS.cells} cells`);

  const template: TemplateCell[] = [];
  const tests: CaseTest[] = [];
  const rubric: RubricItem[] = [];
  const solutions: Record<string, string> = {};
  const gradeIds = new Set<string>();
  const cellIds = new Set<string>();

  // grade_ids first: they name cells, tests and rubric items, and a repeated one is the author's mistake.
  const metas = nb.cells.map((raw, index) => {
    if (raw === null || typeof raw !== 'object') throw refused(`第 ${index + 1} 个单元格无效`, `cell ${index + 1} is not a cell`);
    const meta = metaOf(raw as Record<string, unknown>, index);
    if (meta?.gradeId != null) {
      if (!ITEM_ID.test(meta.gradeId)) {
        throw refused(`grade_id “${meta.gradeId}” 只能含字母、数字、_ 和 -（最多 64 个）`, `grade_id "${meta.gradeId}" may only have letters, digits, _ and - (64 at most)`);
      }
      if (gradeIds.has(meta.gradeId)) throw refused(`grade_id “${meta.gradeId}” 出现了不止一次`, `grade_id "${meta.gradeId}" is used more than once`);
      gradeIds.add(meta.gradeId);
    }
    return meta;
  });
  const freshId = (index: number): string => {
    let id = `cell-${index + 1}`;
    for (let n = 2; gradeIds.has(id) || cellIds.has(id); n += 1) id = `cell-${index + 1}-${n}`;
    return id;
  };

  nb.cells.forEach((raw, index) => {
    const cell = raw as Record<string, unknown>;
    const meta = metas[index] ?? null;
    const kind = cell.cell_type === 'code' ? 'code' : cell.cell_type === 'markdown' || cell.cell_type === 'raw' ? 'markdown' : null;
    if (kind === null) throw refused(`第 ${index + 1} 个单元格的类型 ${String(cell.cell_type)} 未知`, `cell ${index + 1} has an unknown type ${String(cell.cell_type)}`);
    const source = sourceOf(cell.source);
    if (source.length > CASE_LIMITS.cellSource) throw refused(`第 ${index + 1} 个单元格超过 ${CASE_LIMITS.cellSource} 个字符`, `cell ${index + 1} is longer than ${CASE_LIMITS.cellSource} characters`);
    const id = meta?.gradeId ?? freshId(index);
    cellIds.add(id);
    const push = (text: string, locked: boolean) => template.push({ id, type: kind, source: text, locked });

    if (meta === null) return push(source, false);
    if (meta.grade && !meta.solution && !meta.task) {
      if (kind !== 'code') throw refused(`第 ${index + 1} 个单元格是评分的 Markdown 却不是答案`, `cell ${index + 1} is a graded markdown cell that is not an answer`);
      const code = dropMarkers(source, BEGIN_HIDDEN, END_HIDDEN);
      if (code.trim() === '') throw refused(`测试单元格 ${id} 是空的`, `test cell ${id} is empty`);
      tests.push({ id, name: testName(code, id), code, points: meta.points });
      const visible = replaceRegions(source, BEGIN_HIDDEN, END_HIDDEN, null).text;
      if (visible.trim() !== '') push(visible, true);
      return undefined;
    }
    if (meta.solution) {
      const stub = kind === 'code' ? CODE_STUB : MARKDOWN_STUB;
      const replaced = replaceRegions(source, BEGIN_SOLUTION, END_SOLUTION, stub);
      solutions[id] = source;
      push(replaced.found ? replaced.text : stub, false);
      if (meta.grade) rubric.push({ id, name: id, points: meta.points, description: '' });
      return undefined;
    }
    if (meta.task) {
      rubric.push({ id, name: id, points: meta.points, description: source.trim().slice(0, 2000) });
      return push(source, true);
    }
    return push(source, meta.locked);
  });

  if (tests.length > CASE_LIMITS.tests) throw refused(`自动评分测试超过 ${CASE_LIMITS.tests} 个`, `more than ${CASE_LIMITS.tests} autograder tests`);
  if (rubric.length > CASE_LIMITS.rubric) throw refused(`人工评分项超过 ${CASE_LIMITS.rubric} 个`, `more than ${CASE_LIMITS.rubric} manually graded cells`);
  return { template, tests, rubric, solutions, test_points: sumPoints(tests), rubric_points: sumPoints(rubric) };
}

/** What export needs of a case. */
export interface NotebookCase {
  title: string;
  template: TemplateCell[];
  tests: CaseTest[];
  rubric: RubricItem[];
  solutions: Record<string, string>;
}

type NbCell = Record<string, unknown>;

const lines = (text: string): string[] => text.split(/(?<=\n)/).filter((l) => l !== '');

function nbCell(id: string, type: 'code' | 'markdown', source: string, nbgrader: Record<string, unknown> | null): NbCell {
  const metadata = nbgrader === null ? {} : { nbgrader: { schema_version: 3, grade_id: id, ...nbgrader } };
  return type === 'code'
    ? { cell_type: 'code', execution_count: null, id, metadata, outputs: [], source: lines(source) }
    : { cell_type: 'markdown', id, metadata, source: lines(source) };
}

/** A test's full source: its visible part (the locked template cell), then what students never see as a hidden region. */
function testSource(test: CaseTest, visible: string | undefined): string {
  if (visible === undefined || visible.trim() === '' || test.code.trim() === visible.trim()) return test.code;
  if (!test.code.startsWith(visible)) return test.code;
  const hidden = test.code.slice(visible.length).replace(/^\n/, '');
  return `${visible.replace(/\n$/, '')}\n${BEGIN_HIDDEN}\n${hidden.replace(/\n$/, '')}\n${END_HIDDEN}`;
}

/** The case in nbgrader's source layout (nbformat 4.5): the reverse of importNotebook. */
export function exportNotebook(c: NotebookCase): string {
  const tests = new Map(c.tests.map((t) => [t.id, t]));
  const rubric = new Map(c.rubric.map((r) => [r.id, r]));
  const placed = new Set<string>();
  const cells: NbCell[] = [];
  for (const cell of c.template) {
    const test = tests.get(cell.id);
    const item = rubric.get(cell.id);
    const solution = c.solutions[cell.id];
    if (test !== undefined) {
      placed.add(test.id);
      cells.push(nbCell(cell.id, 'code', testSource(test, cell.source), { grade: true, solution: false, locked: true, points: test.points }));
    } else if (solution !== undefined) {
      placed.add(cell.id);
      cells.push(nbCell(cell.id, cell.type, solution, { grade: item !== undefined, solution: true, locked: false, ...(item ? { points: item.points } : {}) }));
    } else if (item !== undefined) {
      placed.add(cell.id);
      const nbgrader = cell.locked ? { grade: false, solution: false, locked: true, task: true, points: item.points } : { grade: true, solution: true, locked: false, points: item.points };
      cells.push(nbCell(cell.id, cell.type, cell.source, nbgrader));
    } else {
      cells.push(nbCell(cell.id, cell.type, cell.source, cell.locked ? { grade: false, solution: false, locked: true } : null));
    }
  }
  for (const test of c.tests.filter((t) => !placed.has(t.id))) {
    cells.push(nbCell(test.id, 'code', test.code, { grade: true, solution: false, locked: true, points: test.points }));
  }
  for (const item of c.rubric.filter((r) => !placed.has(r.id))) {
    const text = `**${item.name}**${item.description === '' ? '' : `\n\n${item.description}`}`;
    cells.push(nbCell(item.id, 'markdown', text, { grade: false, solution: false, locked: true, task: true, points: item.points }));
  }
  const notebook = {
    cells,
    metadata: {
      kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
      language_info: { name: 'python' },
      title: c.title,
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return `${JSON.stringify(notebook, null, 1)}\n`;
}
