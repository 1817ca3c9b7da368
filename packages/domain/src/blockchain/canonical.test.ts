import { CanonicalEncodingError, canonicalJson } from './canonical.js';
import { sha256Hex } from './crypto.js';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: '分' } })).toBe('{"a":{"c":"分","d":[3,{"y":null,"z":true}]},"b":1}');
  });

  it('gives the same text (and hash) whatever the key order', () => {
    const one = { amount: 1_000_000, to: 'org-2', from: 'org-1', memo: 'a "quoted" \n line' };
    const two = { memo: 'a "quoted" \n line', from: 'org-1', to: 'org-2', amount: 1_000_000 };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
    expect(sha256Hex(canonicalJson(one))).toBe(sha256Hex(canonicalJson(two)));
  });

  it('drops undefined members and writes -0 as 0', () => {
    expect(canonicalJson({ a: undefined, b: -0 })).toBe('{"b":0}');
  });

  it.each([[{ amount: 10.5 }, 'amount'], [{ x: [1, Number.NaN] }, 'x[1]'], [{ big: 2 ** 60 }, 'big'], [{ when: new Date(0) }, 'when'], [{ n: 1n }, 'n'], [[undefined], '[0]']])(
    'refuses %p (at %s)',
    (value, path) => {
      expect(() => canonicalJson(value)).toThrow(CanonicalEncodingError);
      try {
        canonicalJson(value);
      } catch (error) {
        expect((error as CanonicalEncodingError).path).toBe(path);
      }
    },
  );
});
