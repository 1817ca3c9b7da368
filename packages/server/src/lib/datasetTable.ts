// Dataset files as tables: CSV (Papa Parse; UTF-8 with or without BOM, or GB18030 as Excel saves it on Chinese
// Windows; comma, semicolon or tab found by the parser) or the first sheet of an XLSX workbook (read-excel-file).
import type { CellValue, TablePreview } from '@finedu/domain';
import Papa from 'papaparse';
import { lazyImport } from './lazy.js';

/** read-excel-file at the first XLSX dataset, not at start-up. */
const loadReadSheet = lazyImport(async () => (await import('read-excel-file/node')).readSheet);

export interface Table {
  columns: string[];
  rows: CellValue[][];
}

/** Largest dataset the server parses for previews and charts. */
export const MAX_TABLE_ROWS = 200_000;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** `3,14` where the delimiter is `;`: a decimal comma (European Excel). */
const DECIMAL_COMMA = /^[-+]?\d+,\d+$/;

function typed(raw: string, decimalComma = false): CellValue {
  const value = raw.trim();
  if (raw === '') return null;
  if (NUMBER.test(value)) return Number(value);
  return decimalComma && DECIMAL_COMMA.test(value) ? Number(value.replace(',', '.')) : raw;
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The text of a CSV file. A byte-order mark says UTF-8 or UTF-16; otherwise bytes that are valid UTF-8 are UTF-8,
 * and anything else is read as GB18030 (a superset of GBK and GB2312: what Excel writes on Chinese Windows).
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** The first record names the columns (blank names become `column_<n>`); the rest are rows of that width. */
function toTable(head: readonly unknown[], rest: CellValue[][]): Table {
  const columns = head.map((c, i) => (c === null || c === undefined ? '' : String(c)).trim() || `column_${i + 1}`);
  return { columns, rows: rest.map((r) => columns.map((_, i) => r[i] ?? null)) };
}

/** CSV text (RFC 4180 quoting; the delimiter is detected) as a table: the first record names the columns. */
export function parseCsv(text: string): Table {
  const parsed = Papa.parse<string[]>(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, {
    delimiter: '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: true,
    preview: MAX_TABLE_ROWS + 1,
  });
  const decimalComma = parsed.meta.delimiter === ';';
  const [head = [], ...rest] = parsed.data;
  return toTable(head, rest.map((record) => record.map((field) => typed(field, decimalComma))));
}

export async function parseXlsx(bytes: Buffer): Promise<Table> {
  const readSheet = await loadReadSheet();
  const sheet = (await readSheet(bytes, 1)).filter((row) => row.some((v) => v !== null && v !== ''));
  const [head = [], ...rest] = sheet.slice(0, MAX_TABLE_ROWS + 1);
  const rows = rest.map((row) =>
    row.map((v): CellValue => {
      if (v === null || v === undefined) return null;
      if (typeof v === 'number') return v;
      if (v instanceof Date) return v.toISOString().slice(0, 10);
      return typed(String(v));
    }),
  );
  return toTable(head.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)), rows);
}

export async function parseTable(filename: string, bytes: Buffer): Promise<Table> {
  return filename.toLowerCase().endsWith('.xlsx') ? parseXlsx(bytes) : parseCsv(decodeCsv(bytes));
}

/** A table's first `limit` rows and its row count: what a case's dataset tab and a resource's preview show. */
export const previewOf = (table: Table, limit: number): TablePreview => ({ columns: table.columns, rows: table.rows.slice(0, limit), total_rows: table.rows.length });

/** The file names read as tables (parseTable): CSV, TSV and XLSX. */
export const isTableFile = (filename: string): boolean => /\.(csv|tsv|xlsx)$/i.test(filename);
