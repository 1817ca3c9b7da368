import { QUESTION_LIMITS, type LeafContent, type NumericAnswer } from '@finedu/domain';
import { Button } from '../../Button';
import { Select } from '../../Select';
import { TextInput } from '../../TextInput';
import { QuestionEditorFieldset, QuestionEditorNarrow, QuestionEditorRow, QuestionEditorSelectBox } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import { QuestionEditorUnits } from './QuestionEditorUnits';
import type { LeafEditorProps } from './leafEditorProps';

type NumericContent = Extract<LeafContent, { type: 'numeric' }>;

import { fractionOf, percentOf, shown, typed } from './numberFields';

/** The accepted answers (value, tolerance, credit), the units with their multipliers, and the required precision. */
export function QuestionEditorNumeric({ content, onChange, path, errors, labels, readOnly, idPrefix }: LeafEditorProps<NumericContent>) {
  const l = labels.numeric;
  const setAnswer = (index: number, patch: Partial<NumericAnswer>) => onChange({ ...content, answers: content.answers.map((answer, i) => (i === index ? { ...answer, ...patch } : answer)) });
  return (
    <>
      <QuestionEditorFieldset data-invalid={errors[`${path}.answers`] ? true : undefined}>
        <legend>{l.answers}</legend>
        <p>{l.answersHelp}</p>
        {content.answers.map((answer, index) => {
          const at = `${path}.answers.${index}`;
          const name = l.answer(index + 1);
          const relative = answer.tolerance.kind === 'relative';
          return (
            <div key={index}>
              <QuestionEditorRow data-wrap="true">
                <strong>{name}</strong>
                <QuestionEditorSelectBox>
                  <TextInput
                    type="number"
                    step="any"
                    aria-label={`${name} ${l.value}`}
                    placeholder={l.value}
                    value={shown(answer.value)}
                    readOnly={readOnly}
                    onChange={(event) => setAnswer(index, { value: typed(event.target.value) })}
                    {...invalidProps(idPrefix, `${at}.value`, errors)}
                  />
                </QuestionEditorSelectBox>
                <QuestionEditorSelectBox>
                  <Select
                    aria-label={`${name} ${l.toleranceKind}`}
                    value={answer.tolerance.kind}
                    disabled={readOnly}
                    options={(['absolute', 'relative'] as const).map((kind) => ({ value: kind, label: l.toleranceKinds[kind] }))}
                    onChange={(event) => {
                      const kind = event.target.value;
                      if (kind === 'absolute' || kind === 'relative') setAnswer(index, { tolerance: { kind, amount: answer.tolerance.amount } });
                    }}
                  />
                </QuestionEditorSelectBox>
                <span aria-hidden="true">±</span>
                <QuestionEditorNarrow>
                  <TextInput
                    type="number"
                    step="any"
                    min={0}
                    aria-label={`${name} ${l.tolerance}${relative ? ' (%)' : ''}`}
                    placeholder={l.tolerance}
                    value={relative ? percentOf(answer.tolerance.amount) : shown(answer.tolerance.amount)}
                    readOnly={readOnly}
                    onChange={(event) =>
                      setAnswer(index, { tolerance: { kind: answer.tolerance.kind, amount: relative ? fractionOf(event.target.value) : typed(event.target.value) } })
                    }
                    {...invalidProps(idPrefix, `${at}.tolerance`, errors)}
                  />
                </QuestionEditorNarrow>
                <span aria-hidden="true">{l.credit}</span>
                <QuestionEditorNarrow>
                  <TextInput
                    type="number"
                    step="any"
                    min={0}
                    max={100}
                    aria-label={`${name} ${l.credit}`}
                    placeholder={l.credit}
                    value={percentOf(answer.credit)}
                    readOnly={readOnly}
                    onChange={(event) => setAnswer(index, { credit: fractionOf(event.target.value) })}
                    {...invalidProps(idPrefix, `${at}.credit`, errors)}
                  />
                </QuestionEditorNarrow>
                {!readOnly && (
                  <Button size="small" variant="link" disabled={content.answers.length <= 1} onClick={() => onChange({ ...content, answers: content.answers.filter((_, i) => i !== index) })}>
                    {l.removeAnswer(index + 1)}
                  </Button>
                )}
              </QuestionEditorRow>
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.value`} errors={errors} />
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.tolerance`} errors={errors} />
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.credit`} errors={errors} />
            </div>
          );
        })}
        <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.answers`} errors={errors} />
        {!readOnly && (
          <QuestionEditorRow>
            <Button
              size="small"
              disabled={content.answers.length >= QUESTION_LIMITS.numericAnswers}
              onClick={() => onChange({ ...content, answers: [...content.answers, { value: content.answers[0]?.value ?? Number.NaN, tolerance: { kind: 'absolute', amount: 0 }, credit: 0.5 }] })}
            >
              + {l.addAnswer}
            </Button>
          </QuestionEditorRow>
        )}
      </QuestionEditorFieldset>
      <QuestionEditorUnits content={content} onChange={(patch) => onChange({ ...content, ...patch })} path={path} errors={errors} labels={labels} readOnly={readOnly} idPrefix={idPrefix} />
    </>
  );
}
