import type { LeafContent, NumericAnswer, NumericUnit } from '@finedu/domain';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { FormField } from '../../FormField';
import { Select } from '../../Select';
import { TextInput } from '../../TextInput';
import { QuestionEditorFieldset, QuestionEditorNarrow, QuestionEditorRow, QuestionEditorSelectBox } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import type { LeafEditorProps } from './leafEditorProps';

type NumericContent = Extract<LeafContent, { type: 'numeric' }>;

/** A number field's value: empty while NaN (nothing typed yet). */
const shown = (value: number): number | '' => (Number.isNaN(value) ? '' : value);
const typed = (text: string): number => (text === '' ? Number.NaN : Number(text));
/** Fractions edited as percentages (0.05 ↔ 5), without floating-point noise (0.07 × 100 is 7.000000000000001). */
const percentOf = (fraction: number): number | '' => (Number.isNaN(fraction) ? '' : Number((fraction * 100).toPrecision(12)));
const fractionOf = (text: string): number => (text === '' ? Number.NaN : Number((Number(text) / 100).toPrecision(12)));

/** The accepted answers (value, tolerance, credit), the units with their multipliers, and the required precision. */
export function QuestionEditorNumeric({ content, onChange, path, errors, labels, readOnly, idPrefix }: LeafEditorProps<NumericContent>) {
  const l = labels.numeric;
  const setAnswer = (index: number, patch: Partial<NumericAnswer>) => onChange({ ...content, answers: content.answers.map((answer, i) => (i === index ? { ...answer, ...patch } : answer)) });
  const setUnit = (index: number, patch: Partial<NumericUnit>) => onChange({ ...content, units: content.units.map((unit, i) => (i === index ? { ...unit, ...patch } : unit)) });
  const precisionKind = content.precision?.kind ?? 'none';
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
              disabled={content.answers.length >= 20}
              onClick={() => onChange({ ...content, answers: [...content.answers, { value: content.answers[0]?.value ?? Number.NaN, tolerance: { kind: 'absolute', amount: 0 }, credit: 0.5 }] })}
            >
              + {l.addAnswer}
            </Button>
          </QuestionEditorRow>
        )}
      </QuestionEditorFieldset>
      <QuestionEditorFieldset data-invalid={errors[`${path}.units`] ? true : undefined}>
        <legend>{l.units}</legend>
        <p>{l.unitsHelp}</p>
        {content.units.map((unit, index) => {
          const at = `${path}.units.${index}`;
          const name = l.unit(index + 1);
          return (
            <div key={index}>
              <QuestionEditorRow>
                <QuestionEditorSelectBox>
                  <TextInput
                    aria-label={`${name} ${l.unitName}`}
                    placeholder={l.unitName}
                    value={unit.name}
                    readOnly={readOnly}
                    maxLength={20}
                    onChange={(event) => setUnit(index, { name: event.target.value })}
                    {...invalidProps(idPrefix, `${at}.name`, errors)}
                  />
                </QuestionEditorSelectBox>
                <span aria-hidden="true">× {l.unitMultiplier}</span>
                <QuestionEditorSelectBox>
                  <TextInput
                    type="number"
                    step="any"
                    min={0}
                    aria-label={`${name} ${l.unitMultiplier}`}
                    placeholder={l.unitMultiplier}
                    value={shown(unit.multiplier)}
                    readOnly={readOnly}
                    onChange={(event) => setUnit(index, { multiplier: typed(event.target.value) })}
                    {...invalidProps(idPrefix, `${at}.multiplier`, errors)}
                  />
                </QuestionEditorSelectBox>
                {!readOnly && (
                  <Button size="small" variant="link" onClick={() => onChange({ ...content, units: content.units.filter((_, i) => i !== index) })}>
                    {l.removeUnit(index + 1)}
                  </Button>
                )}
              </QuestionEditorRow>
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.name`} errors={errors} />
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.multiplier`} errors={errors} />
            </div>
          );
        })}
        <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.units`} errors={errors} />
        <QuestionEditorRow data-wrap="true">
          {!readOnly && (
            <Button size="small" disabled={content.units.length >= 20} onClick={() => onChange({ ...content, units: [...content.units, { name: '', multiplier: 1 }] })}>
              + {l.addUnit}
            </Button>
          )}
          <Checkbox checked={content.unit_required} disabled={readOnly} onChange={(event) => onChange({ ...content, unit_required: event.target.checked })}>
            {l.unitRequired}
          </Checkbox>
        </QuestionEditorRow>
      </QuestionEditorFieldset>
      <FormField label={l.precision}>
        <QuestionEditorRow>
          <QuestionEditorSelectBox>
            <Select
              aria-label={l.precision}
              value={precisionKind}
              disabled={readOnly}
              options={(['none', 'decimals', 'significant'] as const).map((kind) => ({ value: kind, label: l.precisions[kind] }))}
              onChange={(event) => {
                const kind = event.target.value;
                if (kind === 'none') onChange({ ...content, precision: null });
                else if (kind === 'decimals' || kind === 'significant') onChange({ ...content, precision: { kind, digits: content.precision?.digits ?? 2 } });
              }}
            />
          </QuestionEditorSelectBox>
          {content.precision && (
            <QuestionEditorNarrow>
              <TextInput
                type="number"
                min={0}
                max={15}
                step={1}
                aria-label={l.precisionDigits}
                value={shown(content.precision.digits)}
                readOnly={readOnly}
                onChange={(event) => onChange({ ...content, precision: { kind: content.precision?.kind ?? 'decimals', digits: typed(event.target.value) } })}
                {...invalidProps(idPrefix, `${path}.precision`, errors)}
              />
            </QuestionEditorNarrow>
          )}
        </QuestionEditorRow>
      </FormField>
      <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.precision`} errors={errors} />
    </>
  );
}
