import {
  clozeGapKey,
  clozeResponsesOf,
  gradeClozeGap,
  matchingResponsesOf,
  type ClozeContent,
  type LeafVerdicts,
  type MatchingContent,
  type PublicContent,
  type QuestionResponse,
} from '@finedu/domain';
import { useId } from 'react';
import { ExamMarkdown } from '../internal/ExamMarkdown';
import { QuestionViewBlankInput, QuestionViewGapRadios, QuestionViewKeyNote, QuestionViewPairs, QuestionViewSelect } from './QuestionView.styles';
import { embeddedLabelsOf, type QuestionViewLabels } from './questionViewLabels';

type Mark = 'correct' | 'incorrect' | 'partial' | undefined;

interface EmbeddedProps<Shown, Key> {
  /** The stem (markdown); a cloze question places its gaps in it. */
  stem: string;
  /** Id given to the rendered stem. */
  stemId: string;
  /** The question as the student sees it. */
  content: Shown;
  /** The response (controlled): one string per prompt or gap. */
  value: QuestionResponse | null;
  /** Called with the new response. */
  onChange?: ((value: string[]) => void) | undefined;
  /** No answering (submitted, time over, result mode). */
  disabled: boolean;
  labels: QuestionViewLabels;
  /** Result mode: the key, to mark each prompt or gap and show its right answer. */
  answerKey?: Key | undefined;
  /** Result mode: the verdicts the server stored (each pair's, each gap's credit); worked out from the key without them. */
  verdicts?: LeafVerdicts | null | undefined;
}

export type QuestionViewMatchingProps = EmbeddedProps<Extract<PublicContent, { type: 'matching' }>, MatchingContent>;

/** A matching question: each prompt with a select of every answer (a select works at any width; rows stack on a phone). */
export function QuestionViewMatching({ stem, stemId, content, value, onChange, disabled, labels, answerKey, verdicts }: QuestionViewMatchingProps) {
  const l = embeddedLabelsOf(labels);
  const baseId = useId();
  const chosen = matchingResponsesOf(value ?? undefined, content.prompts.length);
  const markOf = (index: number): Mark => {
    const stored = verdicts?.pairs?.[index];
    if (stored !== undefined) return stored ? 'correct' : 'incorrect';
    const pair = answerKey?.pairs[index];
    return pair === undefined ? undefined : chosen[index] === pair.answer ? 'correct' : 'incorrect';
  };
  return (
    <>
      <ExamMarkdown id={stemId} source={stem} />
      <QuestionViewPairs aria-label={l.pairs}>
        {content.prompts.map((prompt, index) => {
          const promptId = `${baseId}-prompt-${index}`;
          const right = answerKey?.pairs[index]?.answer;
          return (
            <li key={index}>
              <span id={promptId}>
                <ExamMarkdown source={prompt} inline />
              </span>
              <QuestionViewSelect
                aria-labelledby={promptId}
                value={chosen[index] ?? ''}
                disabled={disabled || onChange === undefined}
                data-mark={markOf(index)}
                onChange={(event) => {
                  const next = [...chosen];
                  next[index] = event.target.value;
                  onChange?.(next);
                }}
              >
                <option value="">{l.choose}</option>
                {content.answers.map((answer) => (
                  <option key={answer} value={answer}>
                    {answer}
                  </option>
                ))}
              </QuestionViewSelect>
              {right !== undefined && markOf(index) !== 'correct' && <QuestionViewKeyNote>{l.rightAnswer(right)}</QuestionViewKeyNote>}
            </li>
          );
        })}
      </QuestionViewPairs>
    </>
  );
}

export type QuestionViewClozeProps = EmbeddedProps<Extract<PublicContent, { type: 'cloze' }>, ClozeContent>;

/** A cloze question: the text with an input, a drop-down or radio buttons at each gap, wrapping with the text on a phone. */
export function QuestionViewCloze({ stem, stemId, content, value, onChange, disabled, labels, answerKey, verdicts }: QuestionViewClozeProps) {
  const l = embeddedLabelsOf(labels);
  const baseId = useId();
  const given = clozeResponsesOf(value ?? undefined, content.gaps.length);
  const readOnly = disabled || onChange === undefined;
  const creditOf = (index: number): number | undefined => {
    const stored = verdicts?.gaps?.[index];
    if (stored !== undefined) return stored;
    const gap = answerKey?.gaps[index];
    return gap === undefined ? undefined : gradeClozeGap(gap, given[index] ?? '').credit;
  };
  const markOf = (index: number): Mark => {
    const credit = creditOf(index);
    return credit === undefined ? undefined : credit >= 1 ? 'correct' : credit > 0 ? 'partial' : 'incorrect';
  };
  const set = (index: number, text: string) => {
    const next = [...given];
    next[index] = text;
    onChange?.(next);
  };
  const slots = content.gaps.map((gap, index) => {
    const mark = markOf(index);
    const keyGap = answerKey?.gaps[index];
    const credit = creditOf(index);
    const note =
      keyGap !== undefined && mark !== 'correct' ? (
        <QuestionViewKeyNote>
          {' '}
          {credit !== undefined && credit > 0 ? `${l.gapCredit(String(Math.round(credit * 100)))}；` : ''}
          {l.rightAnswer(clozeGapKey(keyGap))}
        </QuestionViewKeyNote>
      ) : null;
    if (gap.kind === 'choice' && gap.display === 'radio') {
      return (
        <span key={index}>
          <QuestionViewGapRadios role="radiogroup" aria-label={l.gap(index + 1)} data-mark={mark}>
            {gap.options.map((option, optionIndex) => (
              <label key={optionIndex}>
                <input type="radio" name={`${baseId}-gap-${index}`} value={option} checked={given[index] === option} disabled={readOnly} onChange={() => set(index, option)} />
                {option}
              </label>
            ))}
          </QuestionViewGapRadios>
          {note}
        </span>
      );
    }
    if (gap.kind === 'choice') {
      return (
        <span key={index}>
          <QuestionViewSelect aria-label={l.gap(index + 1)} value={given[index] ?? ''} disabled={readOnly} data-mark={mark} onChange={(event) => set(index, event.target.value)}>
            <option value="">{l.choose}</option>
            {gap.options.map((option, optionIndex) => (
              <option key={optionIndex} value={option}>
                {option}
              </option>
            ))}
          </QuestionViewSelect>
          {note}
        </span>
      );
    }
    return (
      <span key={index}>
        <QuestionViewBlankInput
          aria-label={l.gap(index + 1)}
          aria-describedby={stemId}
          value={given[index] ?? ''}
          inputMode={gap.kind === 'numeric' ? 'decimal' : undefined}
          disabled={disabled}
          readOnly={readOnly}
          data-mark={mark}
          autoComplete="off"
          onChange={(event) => set(index, event.target.value)}
        />
        {note}
      </span>
    );
  });
  return <ExamMarkdown id={stemId} source={stem} slots={slots} />;
}
