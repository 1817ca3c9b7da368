import { formatNumeric, toPublicLeafContent, toPublicQuestion, type ClozeContent, type LeafContent, type MatchingContent, type ProgramTest, type PublicLeafContent, type Question } from '@finedu/domain';
import { forwardRef, useId, useMemo, type HTMLAttributes } from 'react';
import { CodeEditor } from '../../CodeEditor';
import { formatScore } from '../internal/examText';
import { QuestionView, type QuestionViewLabels } from '../QuestionView';
import { AnalysisBlock, LeafKeyDetails } from '../QuestionView/QuestionViewFeedback';
import { embeddedLabelsOf, mergeQuestionViewLabels } from '../QuestionView/questionViewLabels';
import { QuestionPreviewKey, QuestionPreviewMeta, QuestionPreviewRoot } from './QuestionPreview.styles';
import { defaultQuestionPreviewLabels, type QuestionPreviewLabels } from './questionPreviewLabels';

export interface QuestionPreviewProps extends HTMLAttributes<HTMLDivElement> {
  /** The full question (with its key), as staff receive it. */
  question: Question;
  /** Number shown before the stem. */
  number?: number;
  /** Hide the meta block (type, difficulty, knowledge points…) when the page shows it elsewhere. */
  hideMeta?: boolean;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<QuestionPreviewLabels>;
  /** Strings of the student view. */
  viewLabels?: Partial<QuestionViewLabels>;
  /** `plain` shows code in textareas (tests); Monaco by default. */
  codeEngine?: 'monaco' | 'plain';
  /** Formats `updated_at`; the ISO date and minute by default. */
  formatDate?: (iso: string) => string;
}

const defaultFormatDate = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

/** The hidden tests of a programming or notebook question: name and points, the code folded under them. */
function TestsKeyPanel({ tests, labels, codeEngine }: { tests: readonly ProgramTest[]; labels: QuestionPreviewLabels; codeEngine: 'monaco' | 'plain' }) {
  return (
    <div>
      <h4>{labels.tests}</h4>
      {tests.map((test, index) => (
        <details key={index}>
          <summary>{labels.test(test.name, test.points)}</summary>
          <CodeEditor value={test.code} readOnly label={test.name} engine={codeEngine} />
        </details>
      ))}
    </div>
  );
}

/** A matching question's pairs and distractors, or each cloze gap's answers with their credits (100 % unmarked). */
function EmbeddedKeyPanel({ content, viewLabels }: { content: MatchingContent | ClozeContent; viewLabels: QuestionViewLabels }) {
  const l = embeddedLabelsOf(viewLabels);
  if (content.type === 'matching') {
    return (
      <ol>
        {content.pairs.map((pair, index) => (
          <li key={index}>
            {pair.prompt} → {pair.answer}
          </li>
        ))}
        {content.distractors.length > 0 && <li>{`${l.distractors}：${content.distractors.join(viewLabels.alternativesSeparator)}`}</li>}
      </ol>
    );
  }
  const percent = (credit: number) => (credit >= 1 ? '' : `（${Math.round(credit * 100)}%）`);
  return (
    <ol>
      {content.gaps.map((gap, index) => {
        const entries =
          gap.kind === 'choice'
            ? gap.options.map((o) => `${o.text}${percent(o.credit)}`)
            : gap.kind === 'short'
              ? gap.answers.map((a) => `${a.text}${percent(a.credit)}`)
              : gap.answers.map((a) => `${formatNumeric(a.value)}${a.tolerance > 0 ? ` ± ${formatNumeric(a.tolerance)}` : ''}${percent(a.credit)}`);
        return <li key={index}>{`${l.gap(index + 1)}：${entries.join(viewLabels.alternativesSeparator)}`}</li>;
      })}
    </ol>
  );
}

function LeafKeyPanel({ content, shown, labels, viewLabels, codeEngine }: { content: LeafContent; shown: PublicLeafContent; labels: QuestionPreviewLabels; viewLabels: QuestionViewLabels; codeEngine: 'monaco' | 'plain' }) {
  return (
    <>
      <LeafKeyDetails answerKey={content} shown={shown} response={null} labels={viewLabels} showResponse={false} />
      {content.type === 'multiple' && (
        <dl>
          <dt>{labels.partialCredit}</dt>
          <dd>{labels.partialCredits[content.partial_credit]}</dd>
        </dl>
      )}
      {content.type === 'blank' && <p>{labels.blankRules(content.ignore_case, content.ignore_spaces)}</p>}
      {content.type === 'program' && <TestsKeyPanel tests={content.tests} labels={labels} codeEngine={codeEngine} />}
    </>
  );
}

type CalculatedContent = Extract<Question['content'], { type: 'calculated' }>;

/** A calculated question's key: the formula, each variable's values and the tolerance (each student's values differ). */
function CalculatedKeyPanel({ content, labels }: { content: CalculatedContent; labels: QuestionPreviewLabels }) {
  const amount = formatNumeric(content.tolerance.kind === 'relative' ? content.tolerance.amount * 100 : content.tolerance.amount);
  return (
    <dl>
      <dt>{labels.formula}</dt>
      <dd>
        <code>{content.formula}</code>
      </dd>
      <dt>{labels.variables}</dt>
      {content.variables.map((variable) => (
        <dd key={variable.name}>
          <code>{variable.name}</code>{' '}
          {variable.kind === 'range'
            ? labels.variableRange(formatNumeric(variable.min), formatNumeric(variable.max), formatNumeric(variable.step))
            : labels.variableList(variable.values.map(formatNumeric).join(', '))}
        </dd>
      ))}
      <dd>{labels.tolerance(content.tolerance.kind, amount)}</dd>
    </dl>
  );
}

/** A bank question for staff: the student's view of it, then its key, analysis and meta data. */
export const QuestionPreview = forwardRef<HTMLDivElement, QuestionPreviewProps>(function QuestionPreview(
  { question, number = 1, hideMeta = false, labels: labelOverrides, viewLabels: viewLabelOverrides, codeEngine = 'monaco', formatDate = defaultFormatDate, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...defaultQuestionPreviewLabels, ...labelOverrides }), [labelOverrides]);
  const viewLabels = useMemo(() => mergeQuestionViewLabels(viewLabelOverrides), [viewLabelOverrides]);
  const keyId = useId();
  const shown = useMemo(() => toPublicQuestion(question), [question]);
  const content = question.content;

  return (
    <QuestionPreviewRoot ref={ref} aria-label={labels.preview} role="group" data-type={question.type} {...rest}>
      {!hideMeta && (
        <QuestionPreviewMeta aria-label={labels.meta}>
          <div>
            <dt>{labels.type}</dt>
            <dd>{viewLabels.types[question.type]}</dd>
          </div>
          <div>
            <dt>{labels.difficulty}</dt>
            <dd>{labels.difficultyValue(question.difficulty)}</dd>
          </div>
          <div>
            <dt>{labels.score}</dt>
            <dd>{formatScore(question.score)}</dd>
          </div>
          <div>
            <dt>{labels.category}</dt>
            <dd>{question.category_name ?? labels.noCategory}</dd>
          </div>
          <div>
            <dt>{labels.knowledgePoints}</dt>
            <dd>{question.knowledge_points.length > 0 ? question.knowledge_points.join('、') : labels.noKnowledgePoints}</dd>
          </div>
          {question.author_name && (
            <div>
              <dt>{labels.author}</dt>
              <dd>{question.author_name}</dd>
            </div>
          )}
          <div>
            <dt>{labels.updatedAt}</dt>
            <dd>{formatDate(question.updated_at)}</dd>
          </div>
        </QuestionPreviewMeta>
      )}
      <QuestionView question={shown} number={number} disabled labels={viewLabelOverrides} codeEngine={codeEngine} />
      <QuestionPreviewKey aria-labelledby={keyId}>
        <h3 id={keyId}>{labels.key}</h3>
        {content.type === 'calculated' ? (
          <CalculatedKeyPanel content={content} labels={labels} />
        ) : content.type === 'notebook' ? (
          <TestsKeyPanel tests={content.tests} labels={labels} codeEngine={codeEngine} />
        ) : content.type === 'matching' || content.type === 'cloze' ? (
          <EmbeddedKeyPanel content={content} viewLabels={viewLabels} />
        ) : content.type === 'case'
          ? content.children.map((child, index) => (
              <div key={child.key}>
                <h4>{labels.subQuestion(index + 1)}</h4>
                <LeafKeyPanel content={child.content} shown={toPublicLeafContent(child.content)} labels={labels} viewLabels={viewLabels} codeEngine={codeEngine} />
                <AnalysisBlock analysis={child.analysis} labels={viewLabels} />
              </div>
            ))
          : shown.content.type !== 'case' && shown.content.type !== 'notebook' && shown.content.type !== 'matching' && shown.content.type !== 'cloze' && <LeafKeyPanel content={content} shown={shown.content} labels={labels} viewLabels={viewLabels} codeEngine={codeEngine} />}
        <AnalysisBlock analysis={question.analysis} labels={viewLabels} />
      </QuestionPreviewKey>
    </QuestionPreviewRoot>
  );
});
