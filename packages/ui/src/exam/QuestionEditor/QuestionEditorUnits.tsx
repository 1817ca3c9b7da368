import { QUESTION_LIMITS, type NumericPrecision, type NumericUnit } from '@finedu/domain';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { FormField } from '../../FormField';
import { Select } from '../../Select';
import { TextInput } from '../../TextInput';
import { QuestionEditorFieldset, QuestionEditorNarrow, QuestionEditorRow, QuestionEditorSelectBox } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import type { QuestionEditorLabels } from './questionEditorLabels';
import { shown, typed } from './numberFields';
import type { QuestionEditorErrors } from './validateQuestion';

/** The part of a numeric or calculated question that says how an answer is typed. */
export interface UnitsContent {
  units: NumericUnit[];
  unit_required: boolean;
  precision: NumericPrecision | null;
}

export interface QuestionEditorUnitsProps {
  content: UnitsContent;
  onChange: (patch: Partial<UnitsContent>) => void;
  path: string;
  errors: QuestionEditorErrors;
  labels: QuestionEditorLabels;
  readOnly: boolean;
  idPrefix: string;
}

/** Units with their multipliers, whether one is required, and the required precision (numeric and calculated questions). */
export function QuestionEditorUnits({ content, onChange, path, errors, labels, readOnly, idPrefix }: QuestionEditorUnitsProps) {
  const l = labels.numeric;
  const setUnit = (index: number, patch: Partial<NumericUnit>) => onChange({ units: content.units.map((unit, i) => (i === index ? { ...unit, ...patch } : unit)) });
  const precisionKind = content.precision?.kind ?? 'none';
  return (
    <>
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
                    maxLength={QUESTION_LIMITS.unitName}
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
                  <Button size="small" variant="link" onClick={() => onChange({ units: content.units.filter((_, i) => i !== index) })}>
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
            <Button size="small" disabled={content.units.length >= QUESTION_LIMITS.units} onClick={() => onChange({ units: [...content.units, { name: '', multiplier: 1 }] })}>
              + {l.addUnit}
            </Button>
          )}
          <Checkbox checked={content.unit_required} disabled={readOnly} onChange={(event) => onChange({ unit_required: event.target.checked })}>
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
                if (kind === 'none') onChange({ precision: null });
                else if (kind === 'decimals' || kind === 'significant') onChange({ precision: { kind, digits: content.precision?.digits ?? 2 } });
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
                onChange={(event) => onChange({ precision: { kind: content.precision?.kind ?? 'decimals', digits: typed(event.target.value) } })}
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
