import { QUESTION_LIMITS, type LeafContent } from '@finedu/domain';
import { X } from 'lucide-react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { TextInput } from '../../TextInput';
import { QuestionEditorFieldset, QuestionEditorFraction, QuestionEditorRow } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import type { LeafEditorProps } from './leafEditorProps';
import { UiIcon } from '../../internal/UiIcon';

type BlankContent = Extract<LeafContent, { type: 'blank' }>;
type BlankKey = BlankContent['blanks'][number];

/**
 * The accepted answers of each blank (the first that matches counts) with the share of the blank's points each earns, and
 * the comparison rules (case, spaces, Moodle's `*` wildcard).
 */
export function QuestionEditorBlanks({ content, onChange, path, errors, labels, readOnly, idPrefix }: LeafEditorProps<BlankContent>) {
  const setBlank = (blankIndex: number, next: BlankKey) => onChange({ ...content, blanks: content.blanks.map((blank, i) => (i === blankIndex ? next : blank)) });
  // Credits and feedback stay beside their alternative when one is edited, added or removed.
  const setAlternatives = (blankIndex: number, alternatives: string[], kept: number[] = alternatives.map((_, i) => i)) => {
    const blank = content.blanks[blankIndex]!;
    setBlank(blankIndex, {
      alternatives,
      ...(blank.credits ? { credits: kept.map((i) => blank.credits?.[i] ?? 1) } : {}),
      ...(blank.feedback ? { feedback: kept.map((i) => blank.feedback?.[i] ?? '') } : {}),
    });
  };
  const setCredit = (blankIndex: number, altIndex: number, typed: string) => {
    const blank = content.blanks[blankIndex]!;
    const value = Number(typed);
    const credit = typed.trim() === '' || !Number.isFinite(value) ? 1 : Math.max(0, Math.min(1, value / 100));
    const credits = blank.alternatives.map((_, i) => (i === altIndex ? credit : (blank.credits?.[i] ?? 1)));
    const { credits: _old, ...rest } = blank;
    setBlank(blankIndex, credits.every((c) => c === 1) ? rest : { ...rest, credits });
  };
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
                  <QuestionEditorFraction
                    size="small"
                    type="number"
                    min={0}
                    max={100}
                    step="any"
                    aria-label={labels.alternativeCredit(n, altIndex + 1)}
                    value={blank.credits?.[altIndex] === undefined ? '' : String(Math.round(blank.credits[altIndex] * 10000) / 100)}
                    placeholder="100"
                    readOnly={readOnly}
                    onChange={(event) => setCredit(blankIndex, altIndex, event.target.value)}
                  />
                  {!readOnly && blank.alternatives.length > 1 && (
                    <Button
                      size="small"
                      variant="link"
                      aria-label={labels.removeAlternative(n, altIndex + 1)}
                      onClick={() =>
                        setAlternatives(
                          blankIndex,
                          blank.alternatives.filter((_, i) => i !== altIndex),
                          blank.alternatives.flatMap((_, i) => (i === altIndex ? [] : [i])),
                        )
                      }
                    >
                      <UiIcon icon={X} />
                    </Button>
                  )}
                </QuestionEditorRow>
              ))}
              {!readOnly && (
                <>
                  <Button size="small" aria-label={labels.addAlternative(n)} disabled={blank.alternatives.length >= QUESTION_LIMITS.alternatives} onClick={() => setAlternatives(blankIndex, [...blank.alternatives, ''], [...blank.alternatives.map((_, i) => i), -1])}>
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
        <Checkbox checked={content.wildcard} disabled={readOnly} onChange={(event) => onChange({ ...content, wildcard: event.target.checked })}>
          {labels.wildcard}
        </Checkbox>
      </QuestionEditorRow>
    </QuestionEditorFieldset>
  );
}
