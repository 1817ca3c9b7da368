import { QUESTION_LIMITS, type MatchingContent } from '@finedu/domain';
import { X } from 'lucide-react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { TextInput } from '../../TextInput';
import { UiIcon } from '../../internal/UiIcon';
import { QuestionEditorFieldset, QuestionEditorRow } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import type { QuestionEditorErrors } from './validateQuestion';
import type { QuestionEditorLabels } from './questionEditorLabels';

export interface QuestionEditorMatchingProps {
  content: MatchingContent;
  onChange: (content: MatchingContent) => void;
  errors: QuestionEditorErrors;
  labels: QuestionEditorLabels;
  readOnly: boolean;
  /** Prefix of generated ids. */
  idPrefix: string;
}

/** A matching question's pairs (a prompt and its answer per row), its distractors and whether answers are shuffled. */
export function QuestionEditorMatching({ content, onChange, errors, labels, readOnly, idPrefix }: QuestionEditorMatchingProps) {
  const l = labels.embedded;
  const setPair = (index: number, patch: Partial<MatchingContent['pairs'][number]>) =>
    onChange({ ...content, pairs: content.pairs.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)) });
  return (
    <>
      <QuestionEditorFieldset data-invalid={errors['content.pairs'] ? true : undefined}>
        <legend>{l.pairs}</legend>
        <p>{l.pairsHelp}</p>
        {content.pairs.map((pair, index) => (
          <div key={index}>
            <QuestionEditorRow data-wrap="true">
              <TextInput
                size="small"
                aria-label={l.prompt(index + 1)}
                placeholder={l.prompt(index + 1)}
                value={pair.prompt}
                readOnly={readOnly}
                maxLength={QUESTION_LIMITS.optionText}
                onChange={(event) => setPair(index, { prompt: event.target.value })}
                {...invalidProps(idPrefix, `content.pairs.${index}.prompt`, errors)}
              />
              <span aria-hidden="true">→</span>
              <TextInput
                size="small"
                aria-label={l.pairAnswer(index + 1)}
                placeholder={l.pairAnswer(index + 1)}
                value={pair.answer}
                readOnly={readOnly}
                maxLength={QUESTION_LIMITS.optionText}
                onChange={(event) => setPair(index, { answer: event.target.value })}
                {...invalidProps(idPrefix, `content.pairs.${index}.answer`, errors)}
              />
              {!readOnly && (
                <Button size="small" variant="link" aria-label={l.removePair(index + 1)} disabled={content.pairs.length <= 2} onClick={() => onChange({ ...content, pairs: content.pairs.filter((_, i) => i !== index) })}>
                  <UiIcon icon={X} />
                </Button>
              )}
            </QuestionEditorRow>
            <QuestionEditorFieldError idPrefix={idPrefix} path={`content.pairs.${index}.prompt`} errors={errors} />
            <QuestionEditorFieldError idPrefix={idPrefix} path={`content.pairs.${index}.answer`} errors={errors} />
          </div>
        ))}
        <QuestionEditorFieldError idPrefix={idPrefix} path="content.pairs" errors={errors} />
        <QuestionEditorRow data-wrap="true">
          {!readOnly && (
            <Button size="small" disabled={content.pairs.length >= QUESTION_LIMITS.pairs} onClick={() => onChange({ ...content, pairs: [...content.pairs, { prompt: '', answer: '' }] })}>
              + {l.addPair}
            </Button>
          )}
          <Checkbox checked={content.shuffle} disabled={readOnly} onChange={(event) => onChange({ ...content, shuffle: event.target.checked })}>
            {l.shuffle}
          </Checkbox>
        </QuestionEditorRow>
      </QuestionEditorFieldset>
      <QuestionEditorFieldset data-invalid={errors['content.distractors'] ? true : undefined}>
        <legend>{l.distractors}</legend>
        <p>{l.distractorsHelp}</p>
        {content.distractors.map((distractor, index) => (
          <div key={index}>
            <QuestionEditorRow>
              <TextInput
                size="small"
                aria-label={l.distractor(index + 1)}
                value={distractor}
                readOnly={readOnly}
                maxLength={QUESTION_LIMITS.optionText}
                onChange={(event) => onChange({ ...content, distractors: content.distractors.map((d, i) => (i === index ? event.target.value : d)) })}
                {...invalidProps(idPrefix, `content.distractors.${index}`, errors)}
              />
              {!readOnly && (
                <Button size="small" variant="link" aria-label={l.removeDistractor(index + 1)} onClick={() => onChange({ ...content, distractors: content.distractors.filter((_, i) => i !== index) })}>
                  <UiIcon icon={X} />
                </Button>
              )}
            </QuestionEditorRow>
            <QuestionEditorFieldError idPrefix={idPrefix} path={`content.distractors.${index}`} errors={errors} />
          </div>
        ))}
        <QuestionEditorFieldError idPrefix={idPrefix} path="content.distractors" errors={errors} />
        {!readOnly && (
          <QuestionEditorRow>
            <Button size="small" disabled={content.distractors.length >= QUESTION_LIMITS.distractors} onClick={() => onChange({ ...content, distractors: [...content.distractors, ''] })}>
              + {l.addDistractor}
            </Button>
          </QuestionEditorRow>
        )}
      </QuestionEditorFieldset>
    </>
  );
}
