// The CSV reader of data-modelling sessions (labels, predictions), on Papa Parse: quoted fields, doubled quotes,
// CRLF, LF or CR line breaks, a UTF-8 BOM. Each record keeps its line number in the file for error messages.
import Papa from 'papaparse';

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

/** A record longer than a limit of the reader (a field or the number of fields). */
export class CsvLimitError extends Error {
  constructor(
    readonly line: number,
    readonly what: 'field' | 'fields',
    readonly limit: number,
  ) {
    super(what === 'field' ? `line ${line}: a field longer than ${limit} characters` : `line ${line}: more than ${limit} fields`);
  }
}

export interface CsvLimits {
  /** Characters one field may hold. */
  maxFieldChars: number;
  /** Fields one record may hold. */
  maxFields: number;
}

/** One row as Papa Parse's step hands it over: its fields, what went wrong, and where the row ends in the input. */
interface PapaStep {
  data: string[][];
  errors: Array<{ code: string; index?: number }>;
  meta: { cursor: number };
}

/**
 * Reads CSV text piece by piece (a file as it streams in): each `push` answers the records completed by that piece,
 * so a caller can stop at the first bad record without reading the rest. Limits stop a record that would grow
 * without bound (one field of 30 MiB, or a million commas) as soon as it passes them.
 *
 * Papa Parse's own streaming, in one call per piece: the text after the last complete record is kept and parsed
 * again with the next piece, line breaks are made LF first (Papa Parse takes one kind per file; a CR or CRLF cut
 * between two pieces is one break), and the record still open at the end of a piece is checked against the limits.
 */
export class CsvReader {
  /** Text (LF line breaks) after the last complete record. */
  #rest = '';
  /** Line of the file where `#rest` starts. */
  #line = 1;
  #started = false;
  /** The last piece ended with CR: a LF starting the next one belongs to the same line break. */
  #afterCr = false;

  constructor(private readonly limits: CsvLimits = { maxFieldChars: Number.POSITIVE_INFINITY, maxFields: Number.POSITIVE_INFINITY }) {}

  push(text: string): CsvRecord[] {
    let piece = text;
    if (!this.#started && piece.length > 0) {
      this.#started = true;
      if (piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1);
    }
    if (this.#afterCr && piece.startsWith('\n')) piece = piece.slice(1);
    this.#afterCr = piece.endsWith('\r');
    if (piece.length === 0) return [];
    return this.#read(this.#rest + piece.replace(/\r\n?/g, '\n'), false);
  }

  /** The last record (a file need not end with a line break); throws CsvSyntaxError for an open quote. */
  end(): CsvRecord[] {
    const rest = this.#rest;
    this.#rest = '';
    return rest === '' ? [] : this.#read(rest, true);
  }

  /** The complete records of `input` (all of them at the end); what follows the last one is kept for the next piece. */
  #read(input: string, atEnd: boolean): CsvRecord[] {
    const rows: Array<{ fields: string[]; raw: string; errors: PapaStep['errors'] }> = [];
    let from = 0;
    const parser = new Papa.Parser({
      delimiter: ',',
      newline: '\n',
      quoteChar: '"',
      step: (result) => {
        const step = result as unknown as PapaStep;
        rows.push({ fields: step.data[0] ?? [''], raw: input.slice(from, step.meta.cursor), errors: step.errors });
        from = step.meta.cursor;
      },
    });
    parser.parse(input, 0, false);
    // Papa Parse's last row is what follows the last line break: a record only at the end of the file.
    const open = atEnd ? undefined : rows.pop();
    const records: CsvRecord[] = [];
    for (const row of rows) {
      const line = this.#line;
      for (let at = row.raw.indexOf('\n'); at >= 0; at = row.raw.indexOf('\n', at + 1)) this.#line += 1;
      if (atEnd) {
        const missing = row.errors.find((error) => error.code === 'MissingQuotes');
        if (missing !== undefined) throw new CsvSyntaxError(line + countLf(row.raw, (missing.index ?? 1) - 1 - (input.length - row.raw.length)));
      }
      if (row.raw === '\n' || row.raw === '') continue; // an empty line
      this.#check(row.fields, line);
      records.push({ line, fields: row.fields });
    }
    this.#rest = open?.raw ?? '';
    // The record still open: stopped now when it has already passed a limit.
    if (open !== undefined && open.raw !== '') {
      // A quoted field still open comes as written: its doubled quotes count once, as they will when it closes.
      const fields = open.errors.some((error) => error.code === 'MissingQuotes') ? open.fields.map((field, i) => (i === open.fields.length - 1 ? field.replace(/""/g, '"') : field)) : open.fields;
      this.#check(fields, this.#line, true);
    }
    return records;
  }

  /**
   * Throws CsvLimitError at the first field past a limit (too long, or one too many), in the order the record is read;
   * the last field of a record still `open` may grow, and counts once it ends.
   */
  #check(fields: string[], line: number, open = false): void {
    for (let i = 0; i < fields.length; i += 1) {
      if (fields[i]!.length > this.limits.maxFieldChars) throw new CsvLimitError(line, 'field', this.limits.maxFieldChars);
      if (i + 1 > this.limits.maxFields && !(open && i === fields.length - 1)) throw new CsvLimitError(line, 'fields', this.limits.maxFields);
    }
  }
}

/** How many LF `text` holds before `end`. */
function countLf(text: string, end: number): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < end; at = text.indexOf('\n', at + 1)) n += 1;
  return n;
}

/** Every record of `text`, empty lines skipped. */
export function readCsv(text: string): CsvRecord[] {
  const reader = new CsvReader();
  const records = reader.push(text);
  for (const record of reader.end()) records.push(record);
  return records;
}
