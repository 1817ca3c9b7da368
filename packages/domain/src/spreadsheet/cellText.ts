// Reading imported spreadsheets (users, question banks): what a cell says, whatever kind of cell it is.

/**
 * A cell's value as a spreadsheet reader (ExcelJS) gives it: empty, a number, text, a truth value, a date, rich
 * text, a hyperlink, a formula with its cached result, or an error.
 */
export type SpreadsheetCellValue =
  | null
  | undefined
  | string
  | number
  | boolean
  | Date
  | { richText: ReadonlyArray<{ text: string }> }
  | { text: unknown }
  | { result?: unknown }
  | object;

/** Plain text of a cell: rich text joined, a hyperlink's text, a formula's result, a date in ISO form; '' for nothing. */
export function spreadsheetCellText(value: SpreadsheetCellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run: { text: string }) => run.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return value.result === undefined ? '' : String(value.result);
  return '';
}
