import { ClozeContent, MatchingContent } from '../contract/index.js';
import { isAnswered } from './answers.js';
import { clozeGapKey, clozeGapNumbers, gradeClozeGap, splitClozeStem } from './clozeAnswers.js';
import { matchingChoices, matchingVerdicts } from './matchingAnswers.js';
import { toPublicContent } from './publicContent.js';

const matching = MatchingContent.parse({
  type: 'matching',
  pairs: [
    { prompt: 'T-bill', answer: 'Money market' },
    { prompt: 'CP', answer: 'Money market' },
    { prompt: 'Stock', answer: 'Capital market' },
  ],
  distractors: ['Derivatives'],
});
const cloze = ClozeContent.parse({
  type: 'cloze',
  gaps: [
    { kind: 'short', answers: [{ text: 'beta', credit: 1, feedback: 'right' }] },
    { kind: 'choice', display: 'radio', options: [{ text: 'up', credit: 0 }, { text: 'down', credit: 1 }] },
    { kind: 'numeric', answers: [{ value: 1.5, tolerance: 0.1, credit: 1 }] },
  ],
});

describe('matching', () => {
  it('lists each answer once, distractors last', () => {
    expect(matchingChoices(matching)).toEqual(['Money market', 'Capital market', 'Derivatives']);
    expect(matchingVerdicts(matching, ['Money market', 'Capital market', 'Capital market'])).toEqual([true, false, true]);
  });
  it('shows prompts and answers, never the pairing', () => {
    expect(toPublicContent(matching)).toEqual({ type: 'matching', prompts: ['T-bill', 'CP', 'Stock'], answers: ['Money market', 'Capital market', 'Derivatives'] });
  });
  it('counts as answered once every prompt has an answer', () => {
    expect(isAnswered(['Money market', 'Money market', ''], matching)).toBe(false);
    expect(isAnswered(['Money market', 'Money market', 'Derivatives'], toPublicContent(matching))).toBe(true);
  });
});

describe('cloze', () => {
  it('finds the gap markers and cuts the text at them', () => {
    expect(clozeGapNumbers('a {{1}} b {{ 2 }} c {{1}}')).toEqual([1, 2, 1]);
    expect(splitClozeStem('a {{1}} b {{2}}')).toEqual(['a ', 0, ' b ', 1]);
    expect(splitClozeStem('{{3}}')).toEqual([2]);
  });
  it('shows each gap kind and a choice gap\'s options, never credits or feedback', () => {
    expect(toPublicContent(cloze)).toEqual({ type: 'cloze', gaps: [{ kind: 'short' }, { kind: 'choice', display: 'radio', options: ['up', 'down'] }, { kind: 'numeric' }] });
  });
  it('grades each gap by its kind and names its key', () => {
    expect(gradeClozeGap(cloze.gaps[0]!, 'BETA')).toEqual({ credit: 1, matched: 0 });
    expect(gradeClozeGap(cloze.gaps[1]!, 'up')).toEqual({ credit: 0, matched: 0 });
    expect(gradeClozeGap(cloze.gaps[2]!, '１.６')).toEqual({ credit: 1, matched: 0 });
    expect(gradeClozeGap(cloze.gaps[2]!, '1.61')).toEqual({ credit: 0, matched: null });
    expect(cloze.gaps.map(clozeGapKey)).toEqual(['beta', 'down', '1.5 ± 0.1']);
  });
  it('counts as answered once every gap is filled', () => {
    expect(isAnswered(['beta', 'down', ''], cloze)).toBe(false);
    expect(isAnswered(['beta', 'down', '1.5'], toPublicContent(cloze))).toBe(true);
  });
});
