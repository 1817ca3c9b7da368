// Grading of matching (Moodle's qtype_match) and cloze (qtype_multianswer) questions (issue 32): the cases of Moodle's
// own question tests, rewritten for this platform's contract.
import { matchesWildcard, type QuestionContent } from '@finedu/domain';
import { gradeCloze, gradeMatching, gradeQuestion } from '../../src/modules/exams/questionScore.js';

const none = () => 'no-backend' as const;

const matching: Extract<QuestionContent, { type: 'matching' }> = {
  type: 'matching',
  pairs: [
    { prompt: '股票', answer: '权益类' },
    { prompt: '国债', answer: '固定收益类' },
    { prompt: '商业票据', answer: '货币市场' },
    { prompt: '短期国库券', answer: '货币市场' },
  ],
  distractors: ['衍生品'],
  shuffle: true,
};

describe('matching: score × right / prompts', () => {
  it('gives the full score for every prompt right and records each pair', () => {
    expect(gradeMatching(matching, ['权益类', '固定收益类', '货币市场', '货币市场'], 8)).toEqual({ awarded: 8, correct: true, verdicts: { pairs: [true, true, true, true] } });
  });
  it('counts the prompts right, whatever else is wrong or unanswered', () => {
    expect(gradeMatching(matching, ['权益类', '衍生品', '', '货币市场'], 8)).toEqual({ awarded: 4, correct: false, verdicts: { pairs: [true, false, false, true] } });
    expect(gradeMatching(matching, ['固定收益类', '权益类', '衍生品', '衍生品'], 8).awarded).toBe(0);
    // Two prompts sharing an answer: one choice serves both (Moodle merges equal answers).
    expect(gradeMatching(matching, ['', '', '货币市场', '货币市场'], 8).awarded).toBe(4);
    expect(gradeMatching(matching, ['权益类'], 6).awarded).toBe(1.5);
  });
  it('gives nothing for no answer or an answer of another shape', () => {
    expect(gradeMatching(matching, null, 8)).toEqual({ awarded: 0, correct: false, verdicts: { pairs: [false, false, false, false] } });
    expect(gradeMatching(matching, '权益类', 8).awarded).toBe(0);
    expect(gradeMatching(matching, true, 8).awarded).toBe(0);
  });
  it('is what gradeQuestion gives a matching question', () => {
    expect(gradeQuestion(1, matching, ['权益类', '固定收益类', '', ''], 3, none)).toEqual({ awarded: 1.5, correct: false, verdicts: { pairs: [true, true, false, false] } });
  });
});

const cloze: Extract<QuestionContent, { type: 'cloze' }> = {
  type: 'cloze',
  gaps: [
    {
      kind: 'numeric',
      weight: 2,
      answers: [
        { value: 50, tolerance: 0.5, credit: 1 },
        { value: 50000, tolerance: 0, credit: 0.5 },
      ],
    },
    {
      kind: 'choice',
      weight: 1,
      display: 'dropdown',
      options: [
        { text: '上升', credit: 0 },
        { text: '下降', credit: 1 },
        { text: '不变', credit: 0 },
      ],
    },
    {
      kind: 'short',
      weight: 1,
      ignore_case: true,
      answers: [
        { text: 'Duration', credit: 1 },
        { text: '*久期', credit: 0.5 },
        { text: '*', credit: 0 },
      ],
    },
  ],
};

describe('cloze: score × Σ weight × credit / Σ weight', () => {
  it('gives the full score when every gap earns full credit, and records each credit', () => {
    expect(gradeCloze(cloze, ['50', '下降', 'duration'], 8)).toEqual({ awarded: 8, correct: true, verdicts: { gaps: [1, 1, 1] } });
  });
  it('weighs each gap', () => {
    // Number gap (weight 2 of 4) right only: half the score.
    expect(gradeCloze(cloze, ['50.4', '上升', ''], 8)).toEqual({ awarded: 4, correct: false, verdicts: { gaps: [1, 0, 0] } });
    // The choice and text gaps right (2 of 4).
    expect(gradeCloze(cloze, ['49', '下降', ' DURATION '], 8).awarded).toBe(4);
  });
  it('takes the first matching answer of a gap, partial credits included', () => {
    // 50,000 is read as fifty thousand: 50 % of the number gap; `修正久期` matches `*久期`: 50 % of the text gap.
    expect(gradeCloze(cloze, ['50,000', '不变', '修正久期'], 8)).toEqual({ awarded: 3, correct: false, verdicts: { gaps: [0.5, 0, 0.5] } });
    // The catch-all `*` matches anything at 0 %.
    expect(gradeCloze(cloze, ['5e4', '', '凸性'], 8).verdicts).toEqual({ gaps: [0.5, 0, 0] });
  });
  it('gives nothing for empty gaps, an option the gap does not have, or text that is not a number', () => {
    expect(gradeCloze(cloze, null, 8)).toEqual({ awarded: 0, correct: false, verdicts: { gaps: [0, 0, 0] } });
    expect(gradeCloze(cloze, ['五十', '下降 ', ''], 8).awarded).toBe(0);
    expect(gradeCloze(cloze, ['', '', ''], 8).awarded).toBe(0);
  });
  it('is what gradeQuestion gives a cloze question', () => {
    expect(gradeQuestion(2, cloze, ['50', '下降', 'x'], 4, none)).toEqual({ awarded: 3, correct: false, verdicts: { gaps: [1, 1, 0] } });
  });
});

describe("Moodle's short answer wildcard", () => {
  it('matches the whole trimmed text, case as asked', () => {
    expect(matchesWildcard('Frog', 'frog', true)).toBe(true);
    expect(matchesWildcard('Frog', 'frog', false)).toBe(false);
    expect(matchesWildcard('  Frog ', 'Frog', false)).toBe(true);
    expect(matchesWildcard('Frogs', 'Frog', true)).toBe(false);
  });
  it('reads * as any run of characters, ** as *, and \\* as a star', () => {
    expect(matchesWildcard('Frog', 'F*g', false)).toBe(true);
    expect(matchesWildcard('Fg', 'F*g', false)).toBe(true);
    expect(matchesWildcard('Frog', 'F**g', false)).toBe(true);
    expect(matchesWildcard('anything at all', '*', false)).toBe(true);
    expect(matchesWildcard('F*og', 'F\\*og', false)).toBe(true);
    expect(matchesWildcard('Frog', 'F\\*og', false)).toBe(false);
  });
  it('takes every other character literally', () => {
    expect(matchesWildcard('a.b', 'a.b', false)).toBe(true);
    expect(matchesWildcard('axb', 'a.b', false)).toBe(false);
    expect(matchesWildcard('(x)+[y]', '(x)+[y]', false)).toBe(true);
    expect(matchesWildcard('$1^2|3', '$1^2|3', false)).toBe(true);
  });
  it('compares NFC forms and folds case of any script', () => {
    expect(matchesWildcard('caf\u0065\u0301', 'caf\u00e9', false)).toBe(true);
    expect(matchesWildcard('ÉCOLE', 'école', true)).toBe(true);
  });
});
