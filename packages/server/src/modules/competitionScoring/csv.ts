// A small RFC 4180 reader for the CSV files of data-modelling sessions (labels, predictions): quoted fields,
// doubled quotes, CRLF or LF, a UTF-8 BOM. Each record keeps its line number in the file for error messages.

export interface CsvRecord {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unterminated quoted field starting on line ${line}`);
  }
}

/** Every record of `text`, empty lines skipped. */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let touched = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '' || touched) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    touched = false;
  };
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
      touched = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      touched = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += c;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== '' || fields.length > 0 || touched) endRecord();
  return records;
}
