export { spreadsheetCellText } from './cellText.js';
export type { SpreadsheetCellValue } from './cellText.js';
