// Charts and previews computed on the server from a dataset table (no code is evaluated: every
// operation is one of a fixed set).
import type { Aggregation, CellValue, ChartData, ChartRequest, ProcessStep} from '@finedu/domain';
import type { z } from 'zod';
import { badRequest } from '../../errors.js';
import type { Table } from '../../lib/datasetTable.js';

type ChartInput = z.output<typeof ChartRequest>;

function columnIndex(table: Table, name: string): number {
  const index = table.columns.indexOf(name);
  if (index < 0) throw badRequest(`数据集中没有列 ${name}`, `The dataset has no column ${name}`);
  return index;
}

const asNumber = (v: CellValue): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function aggregate(values: CellValue[], agg: Aggregation): number | null {
  if (agg === 'count') return values.filter((v) => v !== null).length;
  const numbers = values.map(asNumber).filter((v): v is number => v !== null);
  if (numbers.length === 0) return null;
  switch (agg) {
    case 'sum':
      return numbers.reduce((a, b) => a + b, 0);
    case 'mean':
      return numbers.reduce((a, b) => a + b, 0) / numbers.length;
    case 'min':
      return Math.min(...numbers);
    case 'max':
      return Math.max(...numbers);
    default:
      return agg satisfies never;
  }
}

const key = (v: CellValue): string => (v === null ? '' : String(v));

/** Series for ECharts: grouped by `x` (one series per `series_by` value), or raw points for scatter. */
export function chartOf(table: Table, request: ChartInput): ChartData {
  const xi = columnIndex(table, request.x);
  const yi = columnIndex(table, request.y);
  const si = request.series_by === undefined ? null : columnIndex(table, request.series_by);
  if (request.chart_type === 'scatter') {
    const groups = new Map<string, Array<[number, number]>>();
    let truncated = false;
    for (const row of table.rows) {
      const x = asNumber(row[xi] ?? null);
      const y = asNumber(row[yi] ?? null);
      if (x === null || y === null) continue;
      const name = si === null ? request.y : key(row[si] ?? null);
      const points = groups.get(name) ?? [];
      if (points.length >= request.limit) {
        truncated = true;
        continue;
      }
      points.push([x, y]);
      groups.set(name, points);
    }
    return { chart_type: 'scatter', categories: null, series: [...groups].map(([name, data]) => ({ name, data })), truncated };
  }
  const categories: string[] = [];
  const seen = new Set<string>();
  const cells = new Map<string, Map<string, CellValue[]>>();
  let truncated = false;
  for (const row of table.rows) {
    const category = key(row[xi] ?? null);
    if (!seen.has(category)) {
      if (categories.length >= request.limit) {
        truncated = true;
        continue;
      }
      seen.add(category);
      categories.push(category);
    }
    const name = si === null ? `${request.agg}(${request.y})` : key(row[si] ?? null);
    const byCategory = cells.get(name) ?? new Map<string, CellValue[]>();
    const values = byCategory.get(category) ?? [];
    values.push(row[yi] ?? null);
    byCategory.set(category, values);
    cells.set(name, byCategory);
  }
  const series = [...cells].map(([name, byCategory]) => ({ name, data: categories.map((c) => aggregate(byCategory.get(c) ?? [], request.agg)) }));
  if (request.chart_type === 'pie') {
    const first = series[0];
    const data = categories.map((name, i) => ({ name, value: first?.data[i] ?? 0 })).filter((p): p is { name: string; value: number } => p.value !== null);
    return { chart_type: 'pie', categories: null, series: [{ name: first?.name ?? request.y, data }], truncated };
  }
  return { chart_type: request.chart_type, categories, series, truncated };
}

function compare(cell: CellValue, operator: Extract<ProcessStep, { op: 'filter' }>['operator'], value: string | number): boolean {
  if (operator === 'contains') return cell !== null && String(cell).includes(String(value));
  const left = typeof value === 'number' ? asNumber(cell) : cell === null ? null : String(cell);
  if (left === null) return operator === 'ne';
  switch (operator) {
    case 'eq':
      return left === value;
    case 'ne':
      return left !== value;
    case 'gt':
      return left > value;
    case 'gte':
      return left >= value;
    case 'lt':
      return left < value;
    case 'lte':
      return left <= value;
    default:
      return operator satisfies never;
  }
}

function arithmetic(a: number | null, operator: '+' | '-' | '*' | '/', b: number | null): number | null {
  if (a === null || b === null) return null;
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? null : a / b;
    default:
      return operator satisfies never;
  }
}

/** Applies filter / derive / group steps in order. */
export function processTable(table: Table, steps: ProcessStep[]): Table {
  let current = table;
  for (const step of steps) {
    switch (step.op) {
      case 'filter': {
        const i = columnIndex(current, step.column);
        current = { columns: current.columns, rows: current.rows.filter((row) => compare(row[i] ?? null, step.operator, step.value)) };
        break;
      }
      case 'derive': {
        if (current.columns.includes(step.name)) throw badRequest(`列 ${step.name} 已存在`, `Column ${step.name} already exists`);
        const li = columnIndex(current, step.left);
        const ri = typeof step.right === 'number' ? null : columnIndex(current, step.right);
        const right = step.right;
        current = {
          columns: [...current.columns, step.name],
          rows: current.rows.map((row) => [...row, arithmetic(asNumber(row[li] ?? null), step.operator, ri === null ? (right as number) : asNumber(row[ri] ?? null))]),
        };
        break;
      }
      case 'group': {
        const byIdx = step.by.map((c) => columnIndex(current, c));
        const aggs = step.aggregations.map((a) => ({ ...a, index: columnIndex(current, a.column), as: a.as ?? `${a.agg}_${a.column}` }));
        const groups = new Map<string, { keys: CellValue[]; rows: CellValue[][] }>();
        for (const row of current.rows) {
          const keys = byIdx.map((i) => row[i] ?? null);
          const id = JSON.stringify(keys);
          const group = groups.get(id) ?? { keys, rows: [] };
          group.rows.push(row);
          groups.set(id, group);
        }
        current = {
          columns: [...step.by, ...aggs.map((a) => a.as)],
          rows: [...groups.values()].map((g) => [...g.keys, ...aggs.map((a) => aggregate(g.rows.map((r) => r[a.index] ?? null), a.agg))]),
        };
        break;
      }
      default:
        step satisfies never;
    }
  }
  return current;
}

