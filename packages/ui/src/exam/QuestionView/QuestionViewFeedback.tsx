import { formatNumeric, isLeafAnswered, type GradedQuestion, type LeafContent, type PublicLeafContent } from '@finedu/domain';
import { ExamMarkdown } from '../internal/ExamMarkdown';
import { formatScore, optionLetter, type LeafResponse } from '../internal/examText';
import { QuestionViewFeedback as FeedbackBox, QuestionViewTests } from './QuestionView.styles';
import { numericLabelsOf, type QuestionViewLabels } from './questionViewLabels';

/** A leaf key in words, options lettered by their display position. */
export function describeLeafKey(key: LeafContent, shown: PublicLeafContent, labels: QuestionViewLabels): string {
  const letterOf = (optionKey: string): string => {
    const index = shown.type === 'single' || shown.type === 'multiple' ? shown.options.findIndex((option) => option.key === optionKey) : -1;
    return index < 0 ? optionKey : optionLetter(index);
  };
  switch (key.type) {
    case 'single':
      return letterOf(key.answer);
    case 'multiple':
      return key.answer.map(letterOf).sort().join('、');
    case 'judge':
      return key.answer ? labels.judgeTrue : labels.judgeFalse;
    case 'blank':
      return key.blanks.map((blank, index) => `${labels.blank(index + 1)}：${blank.alternatives.join(labels.alternativesSeparator)}`).join('；');
    case 'numeric': {
      // In the base unit: the unit worth 1, when the question lists one.
      const base = key.units.find((unit) => unit.multiplier === 1)?.name;
      const l = numericLabelsOf(labels);
      return key.answers
        .map((answer) =>
          l.key(
            `${formatNumeric(answer.value)}${base ? ` ${base}` : ''}`,
            answer.tolerance.amount === 0
              ? null
              : { kind: answer.tolerance.kind, amount: formatNumeric(answer.tolerance.kind === 'relative' ? answer.tolerance.amount * 100 : answer.tolerance.amount) },
            answer.credit >= 1 ? null : formatNumeric(answer.credit * 100),
          ),
        )
        .join('；');
    }
    case 'short':
    case 'program':
      return '';
    default:
      return key satisfies never;
  }
}

/** A leaf response in words (choices as letters in display order). */
export function describeLeafResponse(response: LeafResponse, shown: PublicLeafContent, labels: QuestionViewLabels): string {
  if (!isLeafAnswered(response)) return labels.noAnswer;
  if (shown.type === 'single' || shown.type === 'multiple') {
    const picks = Array.isArray(response) ? response : typeof response === 'string' ? [response] : [];
    return shown.options
      .flatMap((option, index) => (picks.includes(option.key) ? [optionLetter(index)] : []))
      .join('、');
  }
  if (shown.type === 'judge') return response === true ? labels.judgeTrue : labels.judgeFalse;
  if (Array.isArray(response)) return response.map((text, index) => `${labels.blank(index + 1)}：${text || '—'}`).join('；');
  return typeof response === 'string' ? response : '';
}

export type QuestionOutcome = 'correct' | 'incorrect' | 'partial' | 'pending';

/** Correct, incorrect, partly right, or awaiting a mark. */
export const outcomeOf = (result: Pick<GradedQuestion, 'awarded' | 'correct' | 'score'>): QuestionOutcome => {
  if (result.awarded === null) return 'pending';
  if (result.correct === true || result.awarded >= result.score) return 'correct';
  return result.awarded > 0 ? 'partial' : 'incorrect';
};

export interface LeafKeyDetailsProps {
  answerKey: LeafContent;
  shown: PublicLeafContent;
  response: LeafResponse;
  labels: QuestionViewLabels;
  /** Show the student's answer line (result mode); off for staff previews. */
  showResponse: boolean;
}

/** The key of one leaf question (and the student's answer) as a definition list. */
export function LeafKeyDetails({ answerKey, shown, response, labels, showResponse }: LeafKeyDetailsProps) {
  const key = describeLeafKey(answerKey, shown, labels);
  const showAnswerLine = showResponse && answerKey.type !== 'short' && answerKey.type !== 'program';
  const reference = answerKey.type === 'short' ? answerKey.reference : '';
  if (!showAnswerLine && key === '' && reference.trim() === '') return null;
  return (
    <dl>
      {showAnswerLine && (
        <>
          <dt>{labels.yourAnswer}</dt>
          <dd>{describeLeafResponse(response, shown, labels)}</dd>
        </>
      )}
      {key !== '' && (
        <>
          <dt>{labels.correctAnswer}</dt>
          <dd>{key}</dd>
        </>
      )}
      {reference.trim() !== '' && (
        <>
          <dt>{labels.referenceAnswer}</dt>
          <dd>
            <ExamMarkdown source={reference} />
          </dd>
        </>
      )}
    </dl>
  );
}

export interface ProgramTestsTableProps {
  tests: GradedQuestion['tests'];
  labels: QuestionViewLabels;
}

/** The hidden tests' outcomes (names and points, never their code). */
export function ProgramTestsTable({ tests, labels }: ProgramTestsTableProps) {
  if (tests === null) return <p>{labels.testsPending}</p>;
  return (
    <QuestionViewTests>
      <caption>{labels.tests}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.testName}</th>
          <th scope="col" data-align="right">
            {labels.testPoints}
          </th>
          <th scope="col">{labels.testOutcome}</th>
        </tr>
      </thead>
      <tbody>
        {tests.map((test, index) => (
          <tr key={`${test.name}-${index}`}>
            <td>{test.name}</td>
            <td data-align="right">{formatScore(test.points)}</td>
            <td data-outcome={test.passed ? 'passed' : 'failed'}>
              {test.passed ? `✓ ${labels.testPassed}` : `✗ ${labels.testFailed}`}
              {test.message !== '' && ` — ${test.message}`}
            </td>
          </tr>
        ))}
      </tbody>
    </QuestionViewTests>
  );
}

export interface AnalysisBlockProps {
  analysis: string;
  comment?: string;
  labels: QuestionViewLabels;
}

/** Analysis and teacher's comment, when present. */
export function AnalysisBlock({ analysis, comment = '', labels }: AnalysisBlockProps) {
  if (analysis.trim() === '' && comment.trim() === '') return null;
  return (
    <dl>
      {analysis.trim() !== '' && (
        <>
          <dt>{labels.analysis}</dt>
          <dd>
            <ExamMarkdown source={analysis} />
          </dd>
        </>
      )}
      {comment.trim() !== '' && (
        <>
          <dt>{labels.comment}</dt>
          <dd>{comment}</dd>
        </>
      )}
    </dl>
  );
}

export { FeedbackBox };
