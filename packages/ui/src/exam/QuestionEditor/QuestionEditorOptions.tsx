import { QUESTION_LIMITS, type LeafContent, type PartialCredit } from '@finedu/domain';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '../../Button';
import { FormField } from '../../FormField';
import { Select } from '../../Select';
import { TextInput } from '../../TextInput';
import { optionLetter } from '../internal/examText';
import { QuestionEditorFieldset, QuestionEditorFraction, QuestionEditorLetter, QuestionEditorNote, QuestionEditorRow } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import { addOption, defaultFraction, moveOption, removeOption, setOptionFraction, setOptionText, toggleCorrect } from './questionDraft';
import type { LeafEditorProps } from './leafEditorProps';
import { UiIcon } from '../../internal/UiIcon';

type ChoiceContent = Extract<LeafContent, { type: 'single' | 'multiple' }>;

/** A fraction as the percent typed in the field (two decimals at most). */
const percentOf = (fraction: number): string => String(Math.round(fraction * 10000) / 100);

/** The typed percent as a fraction (−1 … 1), or undefined for an empty or unreadable field (the rule's default). */
const fractionOf = (typed: string): number | undefined => {
  const value = Number(typed);
  return typed.trim() === '' || !Number.isFinite(value) ? undefined : Math.max(-1, Math.min(1, value / 100));
};

const RULES: readonly PartialCredit[] = ['none', 'sum', 'partial', 'half', 'proportional'];

/** Options of a choice question: text, correct mark (radio for single, checkbox for multiple), reorder, add, remove. */
export function QuestionEditorOptions({ content, onChange, path, errors, labels, readOnly, idPrefix }: LeafEditorProps<ChoiceContent>) {
  const multiple = content.type === 'multiple';
  const picked = (key: string) => (content.type === 'single' ? content.answer === key : content.answer.includes(key));
  const answerError = errors[`${path}.answer`] ?? errors[`${path}.options`];
  // A share of the points per option: single choice options other than the key, every option under the `sum` rule.
  const fractionShown = (key: string) => (content.type === 'single' ? content.answer !== '' && content.answer !== key : content.partial_credit === 'sum');
  const anyFraction = content.options.some((option) => fractionShown(option.key));
  return (
    <>
      <QuestionEditorFieldset data-invalid={answerError ? true : undefined} aria-describedby={answerError ? `${idPrefix}-answer-error` : undefined}>
        <legend>{labels.options}</legend>
        {content.options.map((option, index) => {
          const letter = optionLetter(index);
          const optionPath = `${path}.options.${index}`;
          return (
            <div key={index}>
              <QuestionEditorRow>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${idPrefix}-${path}-correct`}
                  checked={picked(option.key)}
                  disabled={readOnly}
                  aria-label={labels.optionCorrect(letter)}
                  onChange={() => onChange(toggleCorrect(content, index))}
                />
                <QuestionEditorLetter aria-hidden="true">{letter}</QuestionEditorLetter>
                <TextInput
                  aria-label={labels.option(letter)}
                  value={option.text}
                  readOnly={readOnly}
                  maxLength={QUESTION_LIMITS.optionText}
                  onChange={(event) => onChange(setOptionText(content, index, event.target.value))}
                  {...invalidProps(idPrefix, optionPath, errors)}
                />
                {fractionShown(option.key) && (
                  <QuestionEditorFraction
                    size="small"
                    type="number"
                    min={-100}
                    max={100}
                    step="any"
                    aria-label={labels.optionFraction(letter)}
                    value={option.fraction === undefined ? '' : percentOf(option.fraction)}
                    placeholder={percentOf(defaultFraction(content, option.key))}
                    readOnly={readOnly}
                    onChange={(event) => onChange(setOptionFraction(content, index, fractionOf(event.target.value)))}
                  />
                )}
                {!readOnly && (
                  <>
                    <Button size="small" aria-label={labels.moveOptionUp(letter)} disabled={index === 0} onClick={() => onChange(moveOption(content, index, -1))}>
                      <UiIcon icon={ArrowUp} />
                    </Button>
                    <Button
                      size="small"
                      aria-label={labels.moveOptionDown(letter)}
                      disabled={index === content.options.length - 1}
                      onClick={() => onChange(moveOption(content, index, 1))}
                    >
                      <UiIcon icon={ArrowDown} />
                    </Button>
                    <Button size="small" variant="link" aria-label={labels.removeOption(letter)} disabled={content.options.length <= 2} onClick={() => onChange(removeOption(content, index))}>
                      <UiIcon icon={X} />
                    </Button>
                  </>
                )}
              </QuestionEditorRow>
              <QuestionEditorFieldError idPrefix={idPrefix} path={optionPath} errors={errors} />
            </div>
          );
        })}
        {anyFraction && <QuestionEditorNote>{labels.optionFractionHelp}</QuestionEditorNote>}
        {answerError && (
          <div id={`${idPrefix}-answer-error`}>
            <QuestionEditorFieldError idPrefix={idPrefix} path={errors[`${path}.answer`] ? `${path}.answer` : `${path}.options`} errors={errors} />
          </div>
        )}
        {!readOnly && (
          <div>
            <Button size="small" disabled={content.options.length >= QUESTION_LIMITS.options} onClick={() => onChange(addOption(content))}>
              + {labels.addOption}
            </Button>
          </div>
        )}
      </QuestionEditorFieldset>
      {content.type === 'multiple' && (
        <FormField label={labels.partialCredit}>
          <Select
            value={content.partial_credit}
            disabled={readOnly}
            options={RULES.map((rule) => ({ value: rule, label: labels.partialCredits[rule] }))}
            onChange={(event) => {
              const rule = RULES.find((r) => r === event.target.value);
              if (rule !== undefined) onChange({ ...content, partial_credit: rule });
            }}
          />
        </FormField>
      )}
    </>
  );
}
