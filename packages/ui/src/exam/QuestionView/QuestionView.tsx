import { calculatedAsNumeric, decodeNotebookAnswer, formatNumeric, notebookCellsOf, toPublicQuestion, type GradedQuestion, type LeafContent, type PublicQuestion, type QuestionResponse, type ResultQuestion } from '@finedu/domain';
import { forwardRef, useId, useMemo, type ClipboardEvent, type HTMLAttributes, type ReactNode } from 'react';
import { ExamMarkdown } from '../internal/ExamMarkdown';
import { caseResponseOf, formatDataParams, formatScore, leafResponseOf } from '../internal/examText';
import {
  QuestionViewFlag,
  QuestionViewHeader,
  QuestionViewHeaderEnd,
  QuestionViewMaterial,
  QuestionViewNote,
  QuestionViewNumber,
  QuestionViewRoot,
  QuestionViewSubQuestion,
  QuestionViewTag,
} from './QuestionView.styles';
import { AnalysisBlock, FeedbackBox, LeafKeyDetails, outcomeOf, ProgramTestsTable, type QuestionOutcome } from './QuestionViewFeedback';
import { QuestionViewCloze, QuestionViewMatching } from './QuestionViewEmbedded';
import { QuestionViewLeaf } from './QuestionViewLeaf';
import { QuestionViewNotebook } from './QuestionViewNotebook';
import { mergeQuestionViewLabels, notebookLabelsOf, type QuestionViewLabels } from './questionViewLabels';

/** What `onPaste` reports: which question (and case sub-question) received pasted text, and the text. */
export interface QuestionPasteEvent {
  questionId: number;
  /** The case sub-question's key, when the paste landed in one. */
  subKey?: string;
  text: string;
}

/** What `renderNotebook` receives: the notebook question, its response and how to change it. */
export interface QuestionViewNotebookSlotProps {
  question: PublicQuestion & { content: { type: 'notebook' } };
  /** The saved response (`encodeNotebookAnswer`'s text), `null` when unanswered. */
  value: QuestionResponse | null;
  onChange: (response: QuestionResponse) => void;
  disabled: boolean;
}

export interface QuestionViewProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'onPaste'> {
  /** The response (controlled); `null` or missing is unanswered. Shapes as in the contract's QuestionResponse. */
  value?: QuestionResponse;
  /** Called with the whole new response (for a case: the record of every sub-question's response). */
  onChange?: (response: QuestionResponse) => void;
  /** The question is flagged for review. */
  flagged?: boolean;
  /** Shows the flag button; called with the new flag. */
  onToggleFlag?: (flagged: boolean) => void;
  /** No answering (time over, submitted, saving refused). */
  disabled?: boolean;
  /** Number shown before the stem; the question's `order` by default. */
  number?: number;
  /** Called when text is pasted into one of the question's inputs (for the integrity log). */
  onPaste?: (event: QuestionPasteEvent) => void;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<QuestionViewLabels>;
  /** `plain` renders code in a textarea instead of Monaco (tests, long printable lists). */
  codeEngine?: 'monaco' | 'plain';
  /** The question as the student sees it (options in display order, no key). Required unless `result` is given. */
  question?: PublicQuestion;
  /**
   * Result mode: the graded question (response, awarded, key, analysis, tests, comment); answering is off. Without
   * its key (`key_released: false`, while the student has attempts left) it shows the marks and right/wrong only.
   */
  result?: ResultQuestion;
  /**
   * Renders a notebook question's answer area (the exam page's live notebook) under its header and stem, instead of
   * the read-only cells; not used in result mode. The notebook editor stays out of this component's bundle.
   */
  renderNotebook?: (props: QuestionViewNotebookSlotProps) => ReactNode;
}

const isNotebookQuestion = (question: PublicQuestion): question is QuestionViewNotebookSlotProps['question'] => question.content.type === 'notebook';

/**
 * One exam question as the student sees it, with the input for its type (radio, checkboxes, 对/错, inline blanks,
 * text, code, or a case's sub-questions). Controlled. With `result` it shows the graded answer, marks, key and analysis.
 */
export const QuestionView = forwardRef<HTMLElement, QuestionViewProps>(function QuestionView(
  { question, result, value, onChange, flagged = false, onToggleFlag, disabled = false, number, onPaste, labels: labelOverrides, codeEngine = 'monaco', renderNotebook, ...rest },
  ref,
) {
  const labels = useMemo(() => mergeQuestionViewLabels(labelOverrides), [labelOverrides]);
  const baseId = useId();
  const shown = useMemo<PublicQuestion | undefined>(() => {
    if (question) return question;
    if (!result) return undefined;
    if (result.key_released === false) return { question_id: result.question_id, order: result.order, section_title: '', type: result.type, stem: result.stem, score: result.score, content: result.content };
    return toPublicQuestion({ id: result.question_id, order: result.order, type: result.type, stem: result.stem, score: result.score, content: result.content });
  }, [question, result]);
  /** The result with its key, when it has one. */
  const keyed: GradedQuestion | undefined = result && result.key_released !== false ? result : undefined;
  if (!shown) return null;
  const resultMode = result !== undefined;
  const response = resultMode ? result.response : value ?? null;
  const locked = disabled || resultMode;
  const outcome: QuestionOutcome | undefined = result ? outcomeOf(result) : undefined;
  const shownNumber = number ?? shown.order;
  const headingId = `${baseId}-heading`;

  const handlePaste = (event: ClipboardEvent<HTMLElement>) => {
    if (!onPaste || locked) return;
    const target = event.target as HTMLElement;
    const subKey = target.closest<HTMLElement>('[data-sub-key]')?.dataset.subKey;
    onPaste({ questionId: shown.question_id, ...(subKey ? { subKey } : {}), text: event.clipboardData.getData('text/plain') });
  };

  const content = shown.content;
  const leafKeyOf = (subKey?: string): LeafContent | undefined => {
    if (!keyed) return undefined;
    if (subKey === undefined) {
      if (keyed.content.type === 'calculated') return keyed.variant ? calculatedAsNumeric(keyed.content, keyed.variant.answer) : undefined;
      return keyed.content.type === 'case' || keyed.content.type === 'notebook' || keyed.content.type === 'matching' || keyed.content.type === 'cloze' ? undefined : keyed.content;
    }
    return keyed.content.type === 'case' ? keyed.content.children.find((child) => child.key === subKey)?.content : undefined;
  };

  return (
    <QuestionViewRoot
      ref={ref}
      aria-labelledby={headingId}
      data-type={shown.type}
      data-flagged={flagged || undefined}
      data-result={outcome}
      onPaste={handlePaste}
      {...rest}
    >
      <QuestionViewHeader>
        <span id={headingId}>
          <QuestionViewNumber>{labels.number(shownNumber)}</QuestionViewNumber> <QuestionViewTag>{labels.types[shown.type]}</QuestionViewTag>
        </span>
        <QuestionViewTag data-tone="muted">{labels.score(shown.score)}</QuestionViewTag>
        <QuestionViewHeaderEnd>
          {result && outcome && (
            <QuestionViewTag data-tone={outcome === 'correct' ? 'success' : outcome === 'incorrect' ? 'danger' : 'warning'}>
              {outcome === 'pending' ? labels.pending : `${labels[outcome]} · ${labels.awarded(formatScore(result.awarded ?? 0), formatScore(result.score))}`}
            </QuestionViewTag>
          )}
          {onToggleFlag && !resultMode && (
            <QuestionViewFlag type="button" aria-pressed={flagged} disabled={disabled} onClick={() => onToggleFlag(!flagged)}>
              <span aria-hidden="true">⚑</span>
              {flagged ? labels.unflag : labels.flag}
            </QuestionViewFlag>
          )}
        </QuestionViewHeaderEnd>
      </QuestionViewHeader>

      {content.type === 'notebook' ? (
        <>
          <ExamMarkdown id={`${baseId}-stem`} source={shown.stem} />
          {renderNotebook && !resultMode && isNotebookQuestion(shown) ? (
            renderNotebook({ question: shown, value: response, onChange: (next) => onChange?.(next), disabled })
          ) : (
            <>
              {resultMode && decodeNotebookAnswer(response) === null && <QuestionViewNote>{notebookLabelsOf(labels).notAnswered}</QuestionViewNote>}
              <QuestionViewNotebook
                cells={notebookCellsOf(response ?? undefined, content.cells)}
                labels={notebookLabelsOf(labels)}
                label={resultMode ? notebookLabelsOf(labels).yourNotebook : undefined}
              />
              {!resultMode && content.test_count > 0 && <QuestionViewNote>{notebookLabelsOf(labels).tests(content.test_count)}</QuestionViewNote>}
            </>
          )}
        </>
      ) : content.type === 'matching' ? (
        <QuestionViewMatching
          stem={shown.stem}
          stemId={`${baseId}-stem`}
          content={content}
          value={response}
          onChange={onChange && !locked ? (next) => onChange(next) : undefined}
          disabled={locked}
          labels={labels}
          answerKey={keyed?.content.type === 'matching' ? keyed.content : undefined}
          verdicts={keyed?.verdicts}
        />
      ) : content.type === 'cloze' ? (
        <QuestionViewCloze
          stem={shown.stem}
          stemId={`${baseId}-stem`}
          content={content}
          value={response}
          onChange={onChange && !locked ? (next) => onChange(next) : undefined}
          disabled={locked}
          labels={labels}
          answerKey={keyed?.content.type === 'cloze' ? keyed.content : undefined}
          verdicts={keyed?.verdicts}
        />
      ) : content.type === 'case' ? (
        <>
          <ExamMarkdown id={`${baseId}-stem`} source={shown.stem} />
          {(content.material.trim() !== '' || content.dataset_url) && (
            <QuestionViewMaterial aria-labelledby={`${baseId}-material`}>
              <h3 id={`${baseId}-material`}>{labels.material}</h3>
              {content.material.trim() !== '' && <ExamMarkdown source={content.material} />}
              {content.dataset_url && (
                <a href={content.dataset_url} target="_blank" rel="noopener noreferrer" download>
                  {labels.dataset}
                </a>
              )}
            </QuestionViewMaterial>
          )}
          {content.children.map((child, index) => {
            const record = caseResponseOf(response);
            const childKey = leafKeyOf(child.key);
            const childAnalysis = keyed?.content.type === 'case' ? (keyed.content.children.find((c) => c.key === child.key)?.analysis ?? '') : '';
            const subHeadingId = `${baseId}-sub-${index}`;
            return (
              <QuestionViewSubQuestion key={child.key} data-sub-key={child.key} aria-labelledby={subHeadingId}>
                <h3 id={subHeadingId}>
                  {labels.subQuestion(index + 1)}
                  <QuestionViewTag data-tone="muted">{labels.types[child.content.type]}</QuestionViewTag>
                  <QuestionViewTag data-tone="muted">{labels.score(child.score)}</QuestionViewTag>
                </h3>
                <QuestionViewLeaf
                  stem={child.stem}
                  stemId={`${baseId}-sub-${index}-stem`}
                  content={child.content}
                  value={record[child.key] ?? null}
                  onChange={onChange && !locked ? (leaf) => onChange({ ...record, [child.key]: leaf }) : undefined}
                  disabled={locked}
                  name={`${baseId}-${child.key}`}
                  labels={labels}
                  answerKey={childKey}
                  verdicts={keyed?.verdicts?.subs?.[child.key]}
                  codeEngine={codeEngine}
                />
                {result && childKey && (
                  // Each sub-question's own analysis region, named apart from the others and the whole question's.
                  <FeedbackBox aria-label={`${labels.subQuestion(index + 1)} ${labels.analysis}`}>
                    <LeafKeyDetails answerKey={childKey} shown={child.content} response={record[child.key] ?? null} labels={labels} showResponse />
                    <AnalysisBlock analysis={childAnalysis} labels={labels} />
                  </FeedbackBox>
                )}
              </QuestionViewSubQuestion>
            );
          })}
        </>
      ) : (
        <QuestionViewLeaf
          stem={shown.stem}
          stemId={`${baseId}-stem`}
          content={content}
          value={leafResponseOf(response)}
          onChange={onChange && !locked ? (leaf) => onChange(leaf) : undefined}
          disabled={locked}
          name={`${baseId}-answer`}
          labels={labels}
          answerKey={leafKeyOf()}
          verdicts={keyed?.verdicts}
          codeEngine={codeEngine}
        />
      )}

      {result &&
        // Without its key (attempts left) a question may have nothing to show here: no empty box then.
        ((content.type !== 'case' && content.type !== 'notebook' && leafKeyOf()) ||
          keyed?.content.type === 'matching' ||
          keyed?.content.type === 'cloze' ||
          keyed?.variant ||
          result.data ||
          result.type === 'program' ||
          result.type === 'notebook' ||
          (keyed?.analysis ?? '').trim() !== '' ||
          (result.comment ?? '').trim() !== '') && (
        <FeedbackBox aria-label={labels.analysis}>
          {content.type !== 'case' && content.type !== 'notebook' && content.type !== 'matching' && content.type !== 'cloze' && leafKeyOf() && (
            <LeafKeyDetails answerKey={leafKeyOf() as LeafContent} shown={content} response={leafResponseOf(response)} labels={labels} showResponse />
          )}
          {keyed?.variant && (
            <p data-variant="values">
              {labels.variantValues(
                Object.entries(keyed.variant.values)
                  .map(([name, value]) => `${name} = ${formatNumeric(value)}`)
                  .join(labels.valueSeparator),
              )}
            </p>
          )}
          {result.data && (
            <p data-notebook-data="">{notebookLabelsOf(labels).data(result.data.seed, formatDataParams(result.data.params))}</p>
          )}
          {(result.type === 'program' || result.type === 'notebook') && <ProgramTestsTable tests={result.tests} labels={labels} />}
          <AnalysisBlock analysis={keyed?.analysis ?? ''} comment={result.comment} labels={labels} />
        </FeedbackBox>
      )}
    </QuestionViewRoot>
  );
});
