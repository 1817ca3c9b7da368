// The shared rule table of @finedu/domain (issue 17) against what the review shows: each blank marked right or wrong
// exactly as the server's grading counts it (the server suite runs the same table over HTTP).
import type { GradedQuestion } from '@finedu/domain';
import { BLANK_CASE_SCORE, BLANK_CASES, blankCaseAwarded, type BlankRuleCase } from '@finedu/domain/shared-rules';
import { render, screen } from '@testing-library/react';
import { QuestionView } from './QuestionView';
import { defaultQuestionViewLabels } from './questionViewLabels';

const graded = (rule: BlankRuleCase): GradedQuestion => ({
  question_id: 1,
  order: 1,
  type: 'blank',
  stem: rule.stem,
  score: BLANK_CASE_SCORE,
  awarded: blankCaseAwarded(rule),
  correct: rule.correct.every(Boolean),
  response: rule.response,
  comment: '',
  content: rule.content,
  analysis: '',
  tests: null,
});

describe('the review marks blanks as the server grades them', () => {
  it.each(BLANK_CASES.map((rule) => [rule.name, rule] as const))('%s', (_, rule) => {
    const { container } = render(<QuestionView result={graded(rule)} codeEngine="plain" />);
    const marks = rule.correct.map((_right, index) => screen.getByRole('textbox', { name: defaultQuestionViewLabels.blank(index + 1) }).getAttribute('data-mark'));
    expect(marks).toEqual(rule.correct.map((right) => (right ? 'correct' : 'incorrect')));
    const right = rule.correct.filter(Boolean).length;
    expect(container.firstElementChild).toHaveAttribute('data-result', right === rule.correct.length ? 'correct' : right > 0 ? 'partial' : 'incorrect');
  });
});
