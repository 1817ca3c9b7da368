import type { PublicContent } from '../contract/index.js';
import { ANSWERED_CASES } from './__fixtures__/sharedRules.js';
import { isAnswered, isLeafAnswered } from './answers.js';
import { toPublicContent } from './publicContent.js';

describe('isLeafAnswered', () => {
  it.each<[string, Parameters<typeof isLeafAnswered>[0], boolean]>([
    ['nothing', undefined, false],
    ['null', null, false],
    ['a choice', 'A', true],
    ['blank text', '   ', false],
    ['judge false', false, true],
    ['no picks', [], false],
    ['empty blanks', ['', ' '], false],
    ['one blank filled', ['', '0.05'], true],
  ])('%s → %s', (_, response, expected) => {
    expect(isLeafAnswered(response)).toBe(expected);
  });
});

describe('isAnswered (shared rule table)', () => {
  it.each(ANSWERED_CASES.map((rule) => [rule.name, rule] as const))('%s', (_, rule) => {
    // The student's page has the public content, the teacher's count the full one: both must agree.
    expect(isAnswered(rule.response, toPublicContent(rule.content))).toBe(rule.answered);
    expect(isAnswered(rule.response, rule.content)).toBe(rule.answered);
  });
});

describe('isAnswered', () => {
  const twoBlanks: PublicContent = { type: 'blank', blank_count: 2 };
  it('needs every blank, counting missing ones as empty, and takes a one-blank plain string', () => {
    expect(isAnswered(['a'], twoBlanks)).toBe(false);
    expect(isAnswered(['a', 'b', 'c'], twoBlanks)).toBe(true);
    expect(isAnswered('NPV', { type: 'blank', blank_count: 1 })).toBe(true);
  });

  it('takes no answer for a case without sub-questions, or a case answered with a leaf', () => {
    const empty: PublicContent = { type: 'case', material: '', dataset_url: null, children: [] };
    expect(isAnswered({}, empty)).toBe(false);
    const oneChild: PublicContent = { type: 'case', material: '', dataset_url: null, children: [{ key: 'a', stem: 's', score: 1, content: { type: 'judge' } }] };
    expect(isAnswered('A', oneChild)).toBe(false);
    expect(isAnswered({ a: true }, oneChild)).toBe(true);
    expect(isAnswered({ a: 'x' }, { type: 'judge' })).toBe(false);
  });
});
