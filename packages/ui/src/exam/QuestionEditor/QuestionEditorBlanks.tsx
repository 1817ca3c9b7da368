import { QUESTION_LIMITS, type LeafContent } from '@finedu/domain';
import { X } from 'lucide-react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { TextInput } from '../../TextInput';
import { QuestionEditorFieldset, QuestionEditorRow } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import type { LeafEditorProps } from './leafEditorProps';
import { UiIcon } from '../../internal/UiIcon';

type BlankContent = Extract<LeafContent, { type: 'blank' }>;

/** The accepted answers of each blank (any of the alternatives is right) and the comparison rules. */
export function QuestionEditorBlanks({ content, onChange, path, errors, labels, readOnly, idPrefix }: LeafEditorProps<BlankContent>) {
  const setAlternatives = (blankIndex: number, alternatives: string[]) =>
    onChange({ ...content, blanks: content.blanks.map((blank, i) => (i === blankIndex ? { alternatives } : blank)) });
  return (
    <QuestionEditorFieldset data-invalid={errors[`${path}.blanks`] ? true : undefined}>
      <legend>{labels.blanks}</legend>
      {content.blanks.map((blank, blankIndex) => {
        const blankPath = `${path}.blanks.${blankIndex}`;
        const n = blankIndex + 1;
        return (
          <div key={blankIndex}>
            <QuestionEditorRow data-wrap="true">
              <strong>{labels.blank(n)}</strong>
              {blank.alternatives.map((alternative, altIndex) => (
                <QuestionEditorRow key={altIndex}>
                  <TextInput
                    size="small"
                    aria-label={labels.alternative(n, altIndex + 1)}
                    value={alternative}
                    readOnly={readOnly}
                    maxLength={QUESTION_LIMITS.blankAlternative}
                    onChange={(event) => setAlternatives(blankIndex, blank.alternatives.map((alt, i) => (i === altIndex ? event.target.value : alt)))}
                    {...(altIndex === 0 ? invalidProps(idPrefix, blankPath, errors) : {})}
                  />
                  {!readOnly && blank.alternatives.length > 1 && (
                    <Button
                      size="small"
                      variant="link"
                      aria-label={labels.removeAlternative(n, altIndex + 1)}
                      onClick={() => setAlternatives(blankIndex, blank.alternatives.filter((_, i) => i !== altIndex))}
                    >
                      <UiIcon icon={X} />
                    </Button>
                  )}
                </QuestionEditorRow>
              ))}
              {!readOnly && (
                <>
                  <Button size="small" aria-label={labels.addAlternative(n)} disabled={blank.alternatives.length >= QUESTION_LIMITS.alternatives} onClick={() => setAlternatives(blankIndex, [...blank.alternatives, ''])}>
                    +
                  </Button>
                  <Button
                    size="small"
                    variant="link"
                    disabled={content.blanks.length <= 1}
                    onClick={() => onChange({ ...content, blanks: content.blanks.filter((_, i) => i !== blankIndex) })}
                  >
                    {labels.removeBlank(n)}
                  </Button>
                </>
              )}
            </QuestionEditorRow>
            <QuestionEditorFieldError idPrefix={idPrefix} path={blankPath} errors={errors} />
          </div>
        );
      })}
      <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.blanks`} errors={errors} />
      <QuestionEditorRow data-wrap="true">
        {!readOnly && (
          <Button size="small" disabled={content.blanks.length >= QUESTION_LIMITS.blanks} onClick={() => onChange({ ...content, blanks: [...content.blanks, { alternatives: [''] }] })}>
            + {labels.addBlank}
          </Button>
        )}
        <Checkbox checked={content.ignore_case} disabled={readOnly} onChange={(event) => onChange({ ...content, ignore_case: event.target.checked })}>
          {labels.ignoreCase}
        </Checkbox>
        <Checkbox checked={content.ignore_spaces} disabled={readOnly} onChange={(event) => onChange({ ...content, ignore_spaces: event.target.checked })}>
          {labels.ignoreSpaces}
        </Checkbox>
      </QuestionEditorRow>
    </QuestionEditorFieldset>
  );
}
