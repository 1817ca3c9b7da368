import { QUESTION_LIMITS, type LeafContent } from '@finedu/domain';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '../../Button';
import { FormField } from '../../FormField';
import { Select } from '../../Select';
import { TextInput } from '../../TextInput';
import { optionLetter } from '../internal/examText';
import { QuestionEditorFieldset, QuestionEditorLetter, QuestionEditorRow } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import { addOption, moveOption, removeOption, setOptionText, toggleCorrect } from './questionDraft';
import type { LeafEditorProps } from './leafEditorProps';
import { UiIcon } from '../../internal/UiIcon';

type ChoiceContent = Extract<LeafContent, { type: 'single' | 'multiple' }>;

/** Options of a choice question: text, correct mark (radio for single, checkbox for multiple), reorder, add, remove. */
export function QuestionEditorOptions({ content, onChange, path, errors, labels, readOnly, idPrefix }: LeafEditorProps<ChoiceContent>) {
  const multiple = content.type === 'multiple';
  const picked = (key: string) => (content.type === 'single' ? content.answer === key : content.answer.includes(key));
  const answerError = errors[`${path}.answer`] ?? errors[`${path}.options`];
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
            options={(['none', 'proportional', 'half'] as const).map((rule) => ({ value: rule, label: labels.partialCredits[rule] }))}
            onChange={(event) => {
              const rule = event.target.value;
              if (rule === 'none' || rule === 'proportional' || rule === 'half') onChange({ ...content, partial_credit: rule });
            }}
          />
        </FormField>
      )}
    </>
  );
}
