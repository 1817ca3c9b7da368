import { BLANK_CASES } from './__fixtures__/sharedRules.js';
import { blankAnswersOf, isBlankCorrect, normalizeBlank } from './blankAnswers.js';

describe('normalizeBlank', () => {
  it('reads full-width forms as their ASCII ones (NFKC) before anything else', () => {
    expect(normalizeBlank('ＮＰＶ', false, false)).toBe('NPV');
    expect(normalizeBlank('１０％', false, false)).toBe('10%');
    expect(normalizeBlank('　Ａ　Ｂ　', true, true)).toBe('ab');
    expect(normalizeBlank('Net　Present', false, false)).toBe('Net Present');
  });

  it('drops surrounding spaces always, inner spaces and case only when asked', () => {
    expect(normalizeBlank(' Net Present Value ', true, true)).toBe('netpresentvalue');
    expect(normalizeBlank(' NPV ', false, false)).toBe('NPV');
    expect(normalizeBlank('Net  Present', false, true)).toBe('NetPresent');
  });
});

describe('isBlankCorrect', () => {
  it.each(BLANK_CASES.flatMap((rule) => rule.response.map((given, index) => [rule.name, index, given, rule] as const)))('%s, blank %i (%s)', (_, index, given, rule) => {
    expect(isBlankCorrect(given, rule.content.blanks[index]!.alternatives, rule.content)).toBe(rule.correct[index]);
  });

  it('ignores case and spaces unless the question says otherwise (the contract defaults)', () => {
    expect(isBlankCorrect('n p v', ['NPV'])).toBe(true);
    expect(isBlankCorrect('n p v', ['NPV'], { ignore_spaces: false })).toBe(false);
  });
});

describe('blankAnswersOf', () => {
  it('gives one answer per blank, filling the missing ones with nothing', () => {
    expect(blankAnswersOf(['a'], 3)).toEqual(['a', '', '']);
    expect(blankAnswersOf(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(blankAnswersOf(null, 2)).toEqual(['', '']);
    expect(blankAnswersOf(true, 1)).toEqual(['']);
  });

  it('takes a plain string as the answer of a one-blank question only', () => {
    expect(blankAnswersOf('NPV', 1)).toEqual(['NPV']);
    expect(blankAnswersOf('NPV', 2)).toEqual(['', '']);
  });
});
