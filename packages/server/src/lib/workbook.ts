// .xlsx workbooks the server writes (exports, templates) and reads (imports): write-excel-file and read-excel-file.
import { spreadsheetCellText } from '@finedu/domain';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';

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
export function writeWorkbook(sheets: readonly WorkbookSheet[]): Promise<Buffer> {
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

export interface SheetText {
  /** Row by row from the sheet's first row; `row` is the number the spreadsheet program shows. */
  rows: Array<{ row: number; cells: string[] }>;
}

/**
 * One sheet of an uploaded workbook as text (the sheet named `preferred`, else the first): each cell as its
 * spreadsheet program shows it (a formula by its value, a date in ISO form). Null when the bytes are not a workbook.
 */
export async function readSheetText(bytes: Buffer, preferred?: string): Promise<SheetText | null> {
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
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
