// .xlsx workbooks the server writes (exports, templates) and reads (imports): write-excel-file and read-excel-file.
import { spreadsheetCellText } from '@finedu/domain';
import { unzipSync } from 'fflate';
import type readXlsxFile from 'read-excel-file/node';
import { lazyImport } from './lazy.js';

// Both libraries (about 0.15 s of CPU to load together) at the first workbook, not at start-up.
const loadWriter = lazyImport(async () => (await import('write-excel-file/node')).default);
const loadReader = lazyImport(async () => (await import('read-excel-file/node')).default);

export type WorkbookValue = string | number | boolean | Date | null;

export interface WorkbookSheet {
  name: string;
  /** Column headers (bold, the first row; none when no column has one) and widths in characters. */
  columns: ReadonlyArray<{ header?: string; width: number }>;
  rows: ReadonlyArray<ReadonlyArray<WorkbookValue>>;
  /** Keep the header row in view while scrolling. */
  freezeHeader?: boolean;
}

/** A workbook of these sheets, as the bytes of an .xlsx file. */
export async function writeWorkbook(sheets: readonly WorkbookSheet[]): Promise<Buffer> {
  const writeXlsxFile = await loadWriter();
  return writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      columns: sheet.columns.map((c) => ({ width: c.width })),
      ...(sheet.freezeHeader === true ? { stickyRowsCount: 1 } : {}),
      data: [
        ...(sheet.columns.some((c) => c.header !== undefined) ? [sheet.columns.map((c) => ({ value: c.header ?? '', fontWeight: 'bold' as const }))] : []),
        ...sheet.rows.map((row) => [...row]),
      ],
    })),
  ).toBuffer();
}

/** Uncompressed bytes a workbook may expand to: a small .xlsx can unzip to gigabytes, all read into memory (issue 37). */
export const WORKBOOK_MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

/** The bytes a workbook's entries expand to, from the zip's directory (nothing is inflated); null when it is no zip. */
export function workbookUnzippedSize(bytes: Buffer): number | null {
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return null;
  let unzipped = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        unzipped += entry.originalSize;
        return false;
      },
    });
  } catch {
    return null;
  }
  return unzipped;
}

export interface SheetText {
  /** Row by row from the sheet's first row; `row` is the number the spreadsheet program shows. */
  rows: Array<{ row: number; cells: string[] }>;
}

/**
 * One sheet of an uploaded workbook as text (the sheet named `preferred`, else the first): each cell as its
 * spreadsheet program shows it (a formula by its value, a date in ISO form). Null when the bytes are not a workbook.
 */
export async function readSheetText(bytes: Buffer, preferred?: string): Promise<SheetText | null> {
  const unzipped = workbookUnzippedSize(bytes);
  if (unzipped === null || unzipped > WORKBOOK_MAX_UNZIPPED_BYTES) return null;
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    const readXlsxFile = await loadReader();
    sheets = await readXlsxFile(bytes, { trim: false });
  } catch {
    return null;
  }
  const sheet = sheets.find((s) => s.sheet === preferred) ?? sheets[0];
  if (sheet === undefined) return null;
  // The library types a date cell as `typeof Date`; the value is a Date instance.
  const text = (value: unknown) => spreadsheetCellText(value as WorkbookValue);
  return { rows: sheet.data.map((cells, index) => ({ row: index + 1, cells: cells.map(text) })) };
}
