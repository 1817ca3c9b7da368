import { QUESTION_LIMITS, formatNumeric, type CalculatedVariable, type CalculatedVariant, type NumericTolerance, type QuestionContent } from '@finedu/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../Button';
import { FormAlert } from '../../FormAlert';
import { FormField } from '../../FormField';
import { Select } from '../../Select';
import { TextInput } from '../../TextInput';
import {
  QuestionEditorFieldset,
  QuestionEditorFormula,
  QuestionEditorNarrow,
  QuestionEditorNote,
  QuestionEditorRow,
  QuestionEditorSelectBox,
  QuestionEditorVariants,
} from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import { QuestionEditorUnits } from './QuestionEditorUnits';
import { fractionOf, percentOf, shown, typed } from './numberFields';
import type { QuestionEditorLabels } from './questionEditorLabels';
import type { QuestionEditorErrors } from './validateQuestion';

export type CalculatedContent = Extract<QuestionContent, { type: 'calculated' }>;

/** Asks the server for sample variants of a definition; rejects with the server's message when it refuses it. */
export type CalculatedVariantsPreview = (request: { stem: string; content: CalculatedContent }) => Promise<CalculatedVariant[]>;

export interface QuestionEditorCalculatedProps {
  content: CalculatedContent;
  onChange: (content: CalculatedContent) => void;
  /** The stem being edited: the preview fills its `{name}` placeholders. */
  stem: string;
  errors: QuestionEditorErrors;
  labels: QuestionEditorLabels;
  readOnly: boolean;
  idPrefix: string;
  /** Sample variants from the server; without it the panel says it cannot preview here. */
  onPreviewVariants?: CalculatedVariantsPreview;
  /** The first sample variant's stem while it matches the definition (null otherwise): the student view shows it. */
  onSampleStem?: (stem: string | null) => void;
}

type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; of: string }
  | { status: 'ready'; of: string; variants: CalculatedVariant[] }
  | { status: 'error'; of: string; message: string };

const listText = (values: readonly number[]): string => values.map(formatNumeric).join(', ');
const parseList = (text: string): number[] =>
  text
    .split(/[,，;；\s]+/)
    .filter((part) => part !== '')
    .map((part) => Number(part));

/** Variables (range and step, or a list), the answer formula, its tolerance, units and precision, and sample variants. */
export function QuestionEditorCalculated({ content, onChange, stem, errors, labels, readOnly, idPrefix, onPreviewVariants, onSampleStem }: QuestionEditorCalculatedProps) {
  const l = labels.calculated;
  const path = 'content';
  // A list is edited as text (`0.03, 0.0` must not become `0.03, 0` while typed); the numbers follow each keystroke.
  const [lists, setLists] = useState<Record<number, string>>({});
  const [preview, setPreview] = useState<PreviewState>({ status: 'idle' });
  const definition = JSON.stringify({ stem, content });

  const setVariable = (index: number, next: CalculatedVariable) => onChange({ ...content, variables: content.variables.map((variable, i) => (i === index ? next : variable)) });
  const switchKind = (index: number, variable: CalculatedVariable, kind: string) => {
    if (kind === variable.kind) return;
    if (kind === 'list') setVariable(index, { name: variable.name, kind: 'list', values: variable.kind === 'range' && Number.isFinite(variable.min) ? [variable.min] : [] });
    if (kind === 'range') setVariable(index, { name: variable.name, kind: 'range', min: 1, max: 10, step: 1 });
    setLists((current) => ({ ...current, [index]: '' }));
  };
  const removeVariable = (index: number) => {
    onChange({ ...content, variables: content.variables.filter((_, i) => i !== index) });
    setLists({});
  };
  const runPreview = async () => {
    if (!onPreviewVariants) return;
    const of = definition;
    setPreview({ status: 'loading', of });
    try {
      const variants = await onPreviewVariants({ stem: stem.trim(), content: { ...content, formula: content.formula.trim() } });
      setPreview({ status: 'ready', of, variants });
    } catch (error) {
      setPreview({ status: 'error', of, message: error instanceof Error ? error.message : String(error) });
    }
  };
  const relative = content.tolerance.kind === 'relative';
  const stale = preview.status !== 'idle' && preview.status !== 'loading' && preview.of !== definition;
  const sampleStem = preview.status === 'ready' && !stale ? (preview.variants[0]?.stem ?? null) : null;
  useEffect(() => {
    onSampleStem?.(sampleStem);
  }, [onSampleStem, sampleStem]);
  useEffect(() => () => onSampleStem?.(null), [onSampleStem]);

  return (
    <>
      <QuestionEditorFieldset data-invalid={errors[`${path}.variables`] ? true : undefined}>
        <legend>{l.variables}</legend>
        <p>{l.variablesHelp}</p>
        {content.variables.map((variable, index) => {
          const at = `${path}.variables.${index}`;
          const name = l.variable(index + 1);
          return (
            <div key={index} data-variable={index}>
              <QuestionEditorRow data-wrap="true">
                <QuestionEditorNarrow>
                  <TextInput
                    aria-label={`${name} ${l.name}`}
                    placeholder={l.name}
                    value={variable.name}
                    readOnly={readOnly}
                    maxLength={QUESTION_LIMITS.variableName}
                    onChange={(event) => setVariable(index, { ...variable, name: event.target.value })}
                    {...invalidProps(idPrefix, `${at}.name`, errors)}
                  />
                </QuestionEditorNarrow>
                <QuestionEditorSelectBox>
                  <Select
                    aria-label={`${name} ${l.kind}`}
                    value={variable.kind}
                    disabled={readOnly}
                    options={(['range', 'list'] as const).map((kind) => ({ value: kind, label: l.kinds[kind] }))}
                    onChange={(event) => switchKind(index, variable, event.target.value)}
                  />
                </QuestionEditorSelectBox>
                {variable.kind === 'range' ? (
                  <>
                    {(['min', 'max', 'step'] as const).map((field) => (
                      <QuestionEditorNarrow key={field}>
                        <TextInput
                          type="number"
                          step="any"
                          aria-label={`${name} ${l[field]}`}
                          placeholder={l[field]}
                          value={shown(variable[field])}
                          readOnly={readOnly}
                          onChange={(event) => setVariable(index, { ...variable, [field]: typed(event.target.value) })}
                          {...invalidProps(idPrefix, field === 'step' ? `${at}.step` : `${at}.range`, errors)}
                        />
                      </QuestionEditorNarrow>
                    ))}
                  </>
                ) : (
                  <TextInput
                    data-grow="true"
                    aria-label={`${name} ${l.values}`}
                    placeholder={l.valuesHelp}
                    value={lists[index] ?? listText(variable.values)}
                    readOnly={readOnly}
                    onChange={(event) => {
                      const text = event.target.value;
                      setLists((current) => ({ ...current, [index]: text }));
                      setVariable(index, { ...variable, values: parseList(text) });
                    }}
                    {...invalidProps(idPrefix, `${at}.values`, errors)}
                  />
                )}
                {!readOnly && (
                  <Button size="small" variant="link" disabled={content.variables.length <= 1} onClick={() => removeVariable(index)}>
                    {l.removeVariable(index + 1)}
                  </Button>
                )}
              </QuestionEditorRow>
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.name`} errors={errors} />
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.range`} errors={errors} />
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.step`} errors={errors} />
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.values`} errors={errors} />
            </div>
          );
        })}
        <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.variables`} errors={errors} />
        {!readOnly && (
          <QuestionEditorRow>
            <Button
              size="small"
              disabled={content.variables.length >= QUESTION_LIMITS.variables}
              onClick={() => onChange({ ...content, variables: [...content.variables, { name: '', kind: 'range', min: 1, max: 10, step: 1 }] })}
            >
              + {l.addVariable}
            </Button>
          </QuestionEditorRow>
        )}
      </QuestionEditorFieldset>

      <FormField label={l.formula} required layout="vertical" help={l.formulaHelp} error={errors[`${path}.formula`]}>
        <QuestionEditorFormula>
          <TextInput value={content.formula} readOnly={readOnly} maxLength={QUESTION_LIMITS.formula} spellCheck={false} onChange={(event) => onChange({ ...content, formula: event.target.value })} />
        </QuestionEditorFormula>
      </FormField>

      <FormField label={l.tolerance} error={errors[`${path}.tolerance`]}>
        <QuestionEditorRow>
          <QuestionEditorSelectBox>
            <Select
              aria-label={l.toleranceKind}
              value={content.tolerance.kind}
              disabled={readOnly}
              options={(['relative', 'absolute'] as const).map((kind) => ({ value: kind, label: l.toleranceKinds[kind] }))}
              onChange={(event) => {
                const kind = event.target.value as NumericTolerance['kind'];
                if (kind === 'absolute' || kind === 'relative') onChange({ ...content, tolerance: { kind, amount: content.tolerance.amount } });
              }}
            />
          </QuestionEditorSelectBox>
          <span aria-hidden="true">±</span>
          <QuestionEditorNarrow>
            <TextInput
              type="number"
              step="any"
              min={0}
              aria-label={`${l.tolerance}${relative ? ' (%)' : ''}`}
              value={relative ? percentOf(content.tolerance.amount) : shown(content.tolerance.amount)}
              readOnly={readOnly}
              onChange={(event) => onChange({ ...content, tolerance: { kind: content.tolerance.kind, amount: relative ? fractionOf(event.target.value) : typed(event.target.value) } })}
            />
          </QuestionEditorNarrow>
        </QuestionEditorRow>
      </FormField>

      <QuestionEditorUnits
        content={content}
        onChange={(patch) => onChange({ ...content, ...patch })}
        path={path}
        errors={errors}
        labels={labels}
        readOnly={readOnly}
        idPrefix={idPrefix}
      />

      <QuestionEditorFieldset aria-busy={preview.status === 'loading' || undefined}>
        <legend>{l.variants}</legend>
        {onPreviewVariants ? (
          <>
            <QuestionEditorRow>
              <Button size="small" loading={preview.status === 'loading'} onClick={() => void runPreview()}>
                {l.previewVariants}
              </Button>
              <QuestionEditorNote role="status">
                {preview.status === 'loading' ? l.variantsLoading : preview.status === 'idle' ? l.variantsEmpty : stale ? l.variantsStale : l.variantsHelp}
              </QuestionEditorNote>
            </QuestionEditorRow>
            {preview.status === 'error' && <FormAlert>{preview.message}</FormAlert>}
            {preview.status === 'ready' && (
              <QuestionEditorVariants aria-label={l.variants} data-stale={stale || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{l.variantValues}</th>
                    <th scope="col">{l.variantStem}</th>
                    <th scope="col">{l.variantAnswer}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.variants.map((variant, index) => (
                    <tr key={index}>
                      <td data-kind="values">
                        {Object.entries(variant.values).map(([name, value]) => (
                          <div key={name}>{`${name} = ${formatNumeric(value)}`}</div>
                        ))}
                      </td>
                      <td>{variant.stem}</td>
                      <td data-kind="answer">{formatNumeric(variant.answer)}</td>
                    </tr>
                  ))}
                </tbody>
              </QuestionEditorVariants>
            )}
          </>
        ) : (
          <QuestionEditorNote>{l.variantsUnavailable}</QuestionEditorNote>
        )}
      </QuestionEditorFieldset>
    </>
  );
}
