// Canonical JSON: one byte string per value, so a transaction or a block header hashes the same in every browser,
// in the lab's worker and on the server. Rules (a small subset of RFC 8785 that needs no float formatting):
// - object keys sorted by UTF-16 code units (JS default sort), no whitespace;
// - numbers must be safe integers (money is integer 分/cents, times are epoch milliseconds): a float, NaN or
//   Infinity is refused instead of being written in some engine's float format;
// - `undefined` members are dropped (as JSON.stringify does), `undefined` in arrays, functions, bigints and other
//   non-JSON values are refused; strings are escaped as JSON.stringify escapes them.

export type CanonicalValue = null | boolean | number | string | CanonicalValue[] | { [key: string]: CanonicalValue | undefined };

export class CanonicalEncodingError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(`${message} at ${path || '(root)'}`);
    this.name = 'CanonicalEncodingError';
  }
}

function encode(value: unknown, path: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isSafeInteger(value)) throw new CanonicalEncodingError(`not a safe integer (${String(value)}); use integer 分 / milliseconds`, path);
      // -0 and 0 are one number.
      return String(value === 0 ? 0 : value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item, index) => encode(item, `${path}[${index}]`)).join(',')}]`;
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) throw new CanonicalEncodingError('not a plain object', path);
      const record = value as Record<string, unknown>;
      const members = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${encode(record[key], path ? `${path}.${key}` : key)}`);
      return `{${members.join(',')}}`;
    }
    default:
      throw new CanonicalEncodingError(`a ${typeof value} has no JSON form`, path);
  }
}

/** The canonical JSON text of a value (see the rules above); throws CanonicalEncodingError on a value it cannot encode. */
export function canonicalJson(value: unknown): string {
  return encode(value, '');
}
