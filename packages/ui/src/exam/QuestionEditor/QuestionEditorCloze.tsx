import { QUESTION_LIMITS, type ClozeContent, type ClozeGap } from '@finedu/domain';
import { X } from 'lucide-react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { Select } from '../../Select';
import { TextInput } from '../../TextInput';
import { UiIcon } from '../../internal/UiIcon';
import { QuestionEditorFieldset, QuestionEditorNarrow, QuestionEditorRow, QuestionEditorSelectBox } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import { fractionOf, percentOf, shown, typed } from './numberFields';
import { emptyClozeGap } from './questionDraft';
import type { QuestionEditorLabels } from './questionEditorLabels';
import type { QuestionEditorErrors } from './validateQuestion';

export interface QuestionEditorClozeProps {
  content: ClozeContent;
  onChange: (content: ClozeContent) => void;
  errors: QuestionEditorErrors;
  labels: QuestionEditorLabels;
  readOnly: boolean;
  /** Prefix of generated ids. */
  idPrefix: string;
}

const GAP_KINDS: ReadonlyArray<ClozeGap['kind']> = ['short', 'numeric', 'choice'];

/** One gap: its kind, weight and answers (text, number ± tolerance, or options), each with its credit in %. */
function ClozeGapEditor({ gap, index, onChange, onRemove, errors, labels, readOnly, idPrefix }: { gap: ClozeGap; index: number; onChange: (gap: ClozeGap) => void; onRemove?: (() => void) | undefined } & Omit<QuestionEditorClozeProps, 'content' | 'onChange'>) {
  const l = labels.embedded;
  const n = index + 1;
  const at = `content.gaps.${index}`;
  const entries = gap.kind === 'choice' ? gap.options : gap.answers;
  const setCredit = (i: number, credit: number) =>
    onChange(gap.kind === 'choice' ? { ...gap, options: gap.options.map((o, j) => (j === i ? { ...o, credit } : o)) } : gap.kind === 'short' ? { ...gap, answers: gap.answers.map((a, j) => (j === i ? { ...a, credit } : a)) } : { ...gap, answers: gap.answers.map((a, j) => (j === i ? { ...a, credit } : a)) });
  const remove = (i: number) =>
    onChange(gap.kind === 'choice' ? { ...gap, options: gap.options.filter((_, j) => j !== i) } : gap.kind === 'short' ? { ...gap, answers: gap.answers.filter((_, j) => j !== i) } : { ...gap, answers: gap.answers.filter((_, j) => j !== i) });
  const add = () =>
    onChange(
      gap.kind === 'choice'
        ? { ...gap, options: [...gap.options, { text: '', credit: 0 }] }
        : gap.kind === 'short'
        ? { ...gap, answers: [...gap.answers, { text: '', credit: 0 }] }
        : { ...gap, answers: [...gap.answers, { value: Number.NaN, tolerance: 0, credit: 0 }] },
    );
  const limit = gap.kind === 'choice' ? QUESTION_LIMITS.options : gap.kind === 'short' ? QUESTION_LIMITS.alternatives : QUESTION_LIMITS.numericAnswers;
  return (
    <QuestionEditorFieldset data-invalid={errors[at] ? true : undefined}>
      <legend>{l.gap(n)}</legend>
      <QuestionEditorRow data-wrap="true">
        <QuestionEditorSelectBox>
          <Select
            size="small"
            aria-label={`${l.gap(n)} ${l.gapKind}`}
            value={gap.kind}
            disabled={readOnly}
            options={GAP_KINDS.map((kind) => ({ value: kind, label: l.gapKinds[kind] }))}
            onChange={(event) => {
              const kind = GAP_KINDS.find((k) => k === event.target.value);
              if (kind && kind !== gap.kind) onChange({ ...emptyClozeGap(kind), weight: gap.weight });
            }}
          />
        </QuestionEditorSelectBox>
        <QuestionEditorNarrow>
          <TextInput
            size="small"
            type="number"
            min={0}
            step="any"
            aria-label={`${l.gap(n)} ${l.weight}`}
            placeholder={l.weight}
            value={shown(gap.weight)}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...gap, weight: typed(event.target.value) })}
            {...invalidProps(idPrefix, `${at}.weight`, errors)}
          />
        </QuestionEditorNarrow>
        {gap.kind === 'choice' && (
          <QuestionEditorSelectBox>
            <Select
              size="small"
              aria-label={`${l.gap(n)} ${l.display}`}
              value={gap.display}
              disabled={readOnly}
              options={(['dropdown', 'radio'] as const).map((display) => ({ value: display, label: l.displays[display] }))}
              onChange={(event) => onChange({ ...gap, display: event.target.value === 'radio' ? 'radio' : 'dropdown' })}
            />
          </QuestionEditorSelectBox>
        )}
        {gap.kind === 'short' && (
          <Checkbox checked={gap.ignore_case} disabled={readOnly} onChange={(event) => onChange({ ...gap, ignore_case: event.target.checked })}>
            {l.ignoreCase}
          </Checkbox>
        )}
        {!readOnly && onRemove && (
          <Button size="small" variant="link" onClick={onRemove}>
            {l.removeGap(n)}
          </Button>
        )}
      </QuestionEditorRow>
      <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.weight`} errors={errors} />
      {entries.map((entry, i) => {
        const path = gap.kind === 'choice' ? `${at}.options.${i}` : `${at}.answers.${i}`;
        return (
          <div key={i}>
            <QuestionEditorRow data-wrap="true">
              {gap.kind === 'numeric' ? (
                <>
                  <TextInput
                    size="small"
                    type="number"
                    step="any"
                    aria-label={l.value(n, i + 1)}
                    value={shown(gap.answers[i]!.value)}
                    readOnly={readOnly}
                    onChange={(event) => onChange({ ...gap, answers: gap.answers.map((a, j) => (j === i ? { ...a, value: typed(event.target.value) } : a)) })}
                    {...invalidProps(idPrefix, path, errors)}
                  />
                  <span aria-hidden="true">±</span>
                  <QuestionEditorNarrow>
                    <TextInput
                      size="small"
                      type="number"
                      min={0}
                      step="any"
                      aria-label={l.tolerance(n, i + 1)}
                      value={shown(gap.answers[i]!.tolerance)}
                      readOnly={readOnly}
                      onChange={(event) => onChange({ ...gap, answers: gap.answers.map((a, j) => (j === i ? { ...a, tolerance: Math.max(0, typed(event.target.value) || 0) } : a)) })}
                    />
                  </QuestionEditorNarrow>
                </>
              ) : (
                <TextInput
                  size="small"
                  aria-label={gap.kind === 'choice' ? l.option(n, i + 1) : l.answerText(n, i + 1)}
                  value={gap.kind === 'choice' ? gap.options[i]!.text : gap.answers[i]!.text}
                  readOnly={readOnly}
                  maxLength={gap.kind === 'choice' ? QUESTION_LIMITS.optionText : QUESTION_LIMITS.blankAlternative}
                  onChange={(event) =>
                    onChange(
                      gap.kind === 'choice'
                        ? { ...gap, options: gap.options.map((o, j) => (j === i ? { ...o, text: event.target.value } : o)) }
                        : { ...gap, answers: gap.answers.map((a, j) => (j === i ? { ...a, text: event.target.value } : a)) },
                    )
                  }
                  {...invalidProps(idPrefix, path, errors)}
                />
              )}
              <QuestionEditorNarrow>
                <TextInput
                  size="small"
                  type="number"
                  min={0}
                  max={100}
                  step="any"
                  aria-label={l.credit(n, i + 1)}
                  value={percentOf(entry.credit)}
                  readOnly={readOnly}
                  onChange={(event) => setCredit(i, Math.min(1, Math.max(0, fractionOf(event.target.value) || 0)))}
                />
              </QuestionEditorNarrow>
              {!readOnly && entries.length > (gap.kind === 'choice' ? 2 : 1) && (
                <Button size="small" variant="link" aria-label={l.removeAnswer(n, i + 1)} onClick={() => remove(i)}>
                  <UiIcon icon={X} />
                </Button>
              )}
            </QuestionEditorRow>
            <QuestionEditorFieldError idPrefix={idPrefix} path={path} errors={errors} />
          </div>
        );
      })}
      <QuestionEditorFieldError idPrefix={idPrefix} path={at} errors={errors} />
      {!readOnly && (
        <QuestionEditorRow>
          <Button size="small" disabled={entries.length >= limit} onClick={add}>
            + {l.addAnswer}
          </Button>
        </QuestionEditorRow>
      )}
    </QuestionEditorFieldset>
  );
}

/** A cloze question's gaps, in the order the stem's `{{n}}` markers number them. */
export function QuestionEditorCloze({ content, onChange, errors, labels, readOnly, idPrefix }: QuestionEditorClozeProps) {
  return (
    <QuestionEditorFieldset data-invalid={errors['content.gaps'] ? true : undefined}>
      <legend>{labels.embedded.gaps}</legend>
      <p>{labels.embedded.gapsHelp}</p>
      {content.gaps.map((gap, index) => (
        <ClozeGapEditor
          key={index}
          gap={gap}
          index={index}
          onChange={(next) => onChange({ ...content, gaps: content.gaps.map((g, i) => (i === index ? next : g)) })}
          onRemove={content.gaps.length > 1 ? () => onChange({ ...content, gaps: content.gaps.filter((_, i) => i !== index) }) : undefined}
          errors={errors}
          labels={labels}
          readOnly={readOnly}
          idPrefix={idPrefix}
        />
      ))}
      <QuestionEditorFieldError idPrefix={idPrefix} path="content.gaps" errors={errors} />
    </QuestionEditorFieldset>
  );
}
