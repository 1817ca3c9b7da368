import { QuestionResponse } from '../contract/index.js';
import { isStoredResponse, readStoredQueue } from './storedResponse.js';

// The exam page reads its saved answers back with a hand-written check instead of zod (issue 14): it must accept
// exactly what the contract's schema accepts.
const long = (length: number) => 'x'.repeat(length);
const SAMPLES: unknown[] = [
  'A',
  '',
  long(100_000),
  long(100_001),
  ['A', 'C'],
  [],
  Array.from({ length: 20 }, () => 'a'),
  Array.from({ length: 21 }, () => 'a'),
  [long(2000)],
  [long(2001)],
  ['A', 1],
  true,
  false,
  null,
  undefined,
  0,
  12.5,
  { a: 'A', b: ['x'], c: true, d: null },
  { [long(16)]: 'A' },
  { [long(17)]: 'A' },
  { a: { nested: 'A' } },
  { a: 1 },
  { a: [long(2001)] },
  {},
  [['A']],
  [null],
];

describe('isStoredResponse', () => {
  it.each(SAMPLES.map((sample, index) => [index, sample]))('sample %i answers as the contract schema does', (_index, sample) => {
    expect(isStoredResponse(sample)).toBe(QuestionResponse.safeParse(sample).success);
  });
});

describe('readStoredQueue', () => {
  it('keeps a valid queue', () => {
    const entries = [{ question_id: 3, response: ['A', 'B'], flagged: true, revision: 2 }];
    expect(readStoredQueue({ entries })).toEqual(entries);
  });

  it.each([
    ['no entries', {}],
    ['not an array', { entries: 'x' }],
    ['a revision below 1', { entries: [{ question_id: 1, response: 'A', flagged: false, revision: 0 }] }],
    ['a fractional id', { entries: [{ question_id: 1.5, response: 'A', flagged: false, revision: 1 }] }],
    ['a flag that is not a boolean', { entries: [{ question_id: 1, response: 'A', flagged: 'no', revision: 1 }] }],
    ['a response the contract refuses', { entries: [{ question_id: 1, response: 5, flagged: false, revision: 1 }] }],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(readStoredQueue(value)).toBeNull();
  });
});
