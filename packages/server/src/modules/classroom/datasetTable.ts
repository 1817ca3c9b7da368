// Dataset files as tables: CSV (RFC 4180 quoting) or the first sheet of an XLSX workbook.
import ExcelJS from 'exceljs';
import type { CellValue } from '@finedu/domain';

export interface Table {
  columns: string[];
  rows: CellValue[][];
}

/** Largest dataset the server parses for previews and charts. */
export const MAX_TABLE_ROWS = 200_000;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function typed(raw: string): CellValue {
  if (raw === '') return null;
  return NUMBER.test(raw.trim()) ? Number(raw) : raw;
}

export function parseCsv(text: string): Table {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i += 1;
      record.push(field);
      field = '';
      if (record.length > 1 || record[0] !== '') records.push(record);
      record = [];
      if (records.length > MAX_TABLE_ROWS) break;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [head = [], ...rest] = records;
  const columns = head.map((c, i) => c.trim() || `column_${i + 1}`);
  return { columns, rows: rest.map((r) => columns.map((_, i) => typed(r[i] ?? ''))) };
}

export async function parseXlsx(bytes: Buffer): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return { columns: [], rows: [] };
  const records: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (records.length > MAX_TABLE_ROWS) return;
    const values = (row.values as unknown[]).slice(1);
    records.push(
      values.map((v): CellValue => {
        if (v === null || v === undefined) return null;
        if (typeof v === 'number') return v;
        if (v instanceof Date) return v.toISOString().slice(0, 10);
        if (typeof v === 'object' && 'result' in v) return typed(String((v as { result: unknown }).result ?? ''));
        if (typeof v === 'object' && 'text' in v) return String((v as { text: unknown }).text);
        return typed(String(v));
      }),
    );
  });
  const [head = [], ...rest] = records;
  const columns = head.map((c, i) => (c === null || c === '' ? `column_${i + 1}` : String(c)));
  return { columns, rows: rest.map((r) => columns.map((_, i) => r[i] ?? null)) };
}

export async function parseTable(filename: string, bytes: Buffer): Promise<Table> {
  return filename.toLowerCase().endsWith('.xlsx') ? parseXlsx(bytes) : parseCsv(bytes.toString('utf8'));
}
