// A calculated question's review names the values the student was given, joined as the reader's language joins a
// list: `，` in Chinese, `, ` in English (no full-width comma in an English sentence).
import { render, screen } from '@testing-library/react';
import { sampleGradedQuestion, sampleVariant } from '../fixtures/examFixtures';
import { QuestionView } from './QuestionView';
import { defaultQuestionViewLabels } from './questionViewLabels';

const result = sampleGradedQuestion('calculated', { response: '892.41', awarded: 5, correct: true, variant: sampleVariant });

describe('QuestionView: the values of a calculated question', () => {
  it('joins them with the Chinese comma by default', () => {
    render(<QuestionView result={result} codeEngine="plain" />);
    expect(screen.getByText('本题数值：loan = 30000，rate = 4.5，years = 3')).toBeInTheDocument();
  });

  it('joins them with the separator the app passes', () => {
    const labels = { ...defaultQuestionViewLabels, variantValues: (values: string) => `Your values: ${values}`, valueSeparator: ', ' };
    render(<QuestionView result={result} codeEngine="plain" labels={labels} />);
    expect(screen.getByText('Your values: loan = 30000, rate = 4.5, years = 3')).not.toHaveTextContent('，');
  });
});
