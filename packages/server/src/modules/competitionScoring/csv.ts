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

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * Reads CSV text piece by piece (a file as it streams in): each `push` answers the records completed by that piece,
 * so a caller can stop at the first bad record without reading the rest. Limits stop a record that would grow
 * without bound (one field of 30 MiB, or a million commas) as soon as it passes them.
 */
export class CsvReader {
  #fields: string[] = [];
  #field = '';
  #line = 1;
  #recordLine = 1;
  #quoted = false;
  #quoteLine = 1;
  #touched = false;
  /** Inside a quoted field the last character was a quote: the end of the field or the first of a doubled quote. */
  #afterQuote = false;
  /** The last character was CR: a LF right after it belongs to the same line break. */
  #afterCr = false;
  #started = false;

  constructor(private readonly limits: CsvLimits = { maxFieldChars: Number.POSITIVE_INFINITY, maxFields: Number.POSITIVE_INFINITY }) {}

  push(text: string): CsvRecord[] {
    const records: CsvRecord[] = [];
    let i = 0;
    const n = text.length;
    if (!this.#started && n > 0) {
      this.#started = true;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    while (i < n) {
      const c = text.charCodeAt(i);
      if (this.#afterCr) {
        this.#afterCr = false;
        if (c === LF) {
          i += 1;
          continue;
        }
      }
      if (this.#afterQuote) {
        this.#afterQuote = false;
        if (c === QUOTE) {
          this.#append('"');
          i += 1;
          continue;
        }
        this.#quoted = false;
      }
      if (this.#quoted) {
        const quote = text.indexOf('"', i);
        const end = quote < 0 ? n : quote;
        const piece = text.slice(i, end);
        for (let at = piece.indexOf('\n'); at >= 0; at = piece.indexOf('\n', at + 1)) this.#line += 1;
        this.#append(piece);
        if (quote < 0) break;
        this.#afterQuote = true;
        i = quote + 1;
        continue;
      }
      if (c === QUOTE && this.#field === '') {
        this.#quoted = true;
        this.#quoteLine = this.#line;
        this.#touched = true;
        i += 1;
      } else if (c === COMMA) {
        this.#pushField();
        this.#touched = true;
        i += 1;
      } else if (c === LF || c === CR) {
        this.#endRecord(records);
        this.#line += 1;
        this.#recordLine = this.#line;
        this.#afterCr = c === CR;
        i += 1;
      } else {
        // A run of plain characters up to the next separator (a quote inside an unquoted field is a character).
        let j = i + 1;
        for (; j < n; j += 1) {
          const d = text.charCodeAt(j);
          if (d === COMMA || d === LF || d === CR) break;
        }
        this.#append(text.slice(i, j));
        i = j;
      }
    }
    return records;
  }

  /** The last record (a file need not end with a line break); throws CsvSyntaxError for an open quote. */
  end(): CsvRecord[] {
    const records: CsvRecord[] = [];
    if (this.#afterQuote) {
      this.#afterQuote = false;
      this.#quoted = false;
    }
    if (this.#quoted) throw new CsvSyntaxError(this.#quoteLine);
    if (this.#field !== '' || this.#fields.length > 0 || this.#touched) this.#endRecord(records);
    return records;
  }

  #append(piece: string): void {
    this.#field += piece;
    if (this.#field.length > this.limits.maxFieldChars) throw new CsvLimitError(this.#recordLine, 'field', this.limits.maxFieldChars);
  }

  #pushField(): void {
    this.#fields.push(this.#field);
    this.#field = '';
    if (this.#fields.length > this.limits.maxFields) throw new CsvLimitError(this.#recordLine, 'fields', this.limits.maxFields);
  }

  #endRecord(records: CsvRecord[]): void {
    this.#pushField();
    if (this.#fields.length > 1 || this.#fields[0] !== '' || this.#touched) records.push({ line: this.#recordLine, fields: this.#fields });
    this.#fields = [];
    this.#touched = false;
  }
}

/** Every record of `text`, empty lines skipped. */
export function readCsv(text: string): CsvRecord[] {
  const reader = new CsvReader();
  const records = reader.push(text);
  for (const record of reader.end()) records.push(record);
  return records;
}
