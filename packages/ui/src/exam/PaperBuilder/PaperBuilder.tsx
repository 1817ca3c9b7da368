import { paperTotal, type PaperWrite, type Question } from '@finedu/domain';
import { forwardRef, useEffect, useId, useMemo, useRef, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../Button';
import { FormField } from '../../FormField';
import { Textarea } from '../../Textarea';
import { TextInput } from '../../TextInput';
import { formatScore, moveItem } from '../internal/examText';
import { PaperBuilderActions, PaperBuilderAlert, PaperBuilderForm, PaperBuilderGrid, PaperBuilderTotals } from './PaperBuilder.styles';
import { mergePaperBuilderLabels, type PaperBuilderLabels } from './paperBuilderLabels';
import { PaperBuilderSection, type DragPosition } from './PaperBuilderSection';
import { moveQuestion, toPaperWrite, validatePaper, type PaperSectionDraft } from './paperDraft';

export interface PaperBuilderProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onChange' | 'onSubmit'> {
  /** The paper (controlled): title, description, duration and sections of question references with scores. */
  value: PaperWrite;
  /** Called with the whole new paper on every edit. */
  onChange: (value: PaperWrite) => void;
  /** The referenced questions, by id, for their type, stem and difficulty. */
  questions: Readonly<Record<number, Question>>;
  /** "Add questions" of a section: the app opens its bank picker, then appends the picks to `value`. */
  onPickQuestions?: (sectionIndex: number) => void;
  /** Called with the valid, trimmed paper on save; not called while the form has errors. */
  onSubmit?: (value: PaperWrite) => void;
  /** Shows a cancel button. */
  onCancel?: () => void;
  /** The save is in flight. */
  submitting?: boolean;
  /** View only (a platform paper seen by a college). */
  readOnly?: boolean;
  /** A message over the actions, e.g. the server's refusal. */
  error?: ReactNode;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<PaperBuilderLabels>;
}

const sectionsOf = (paper: PaperWrite): PaperSectionDraft[] =>
  paper.sections.map((section) => ({ title: section.title, description: section.description ?? '', questions: section.questions }));

/** Builds a paper: its sections, their questions (order, scores), running totals per section and overall. */
export const PaperBuilder = forwardRef<HTMLFormElement, PaperBuilderProps>(function PaperBuilder(
  { value, onChange, questions, onPickQuestions, onSubmit, onCancel, submitting = false, readOnly = false, error, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => mergePaperBuilderLabels(labelOverrides), [labelOverrides]);
  const idPrefix = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [showErrors, setShowErrors] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [dragging, setDragging] = useState<DragPosition | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const sections = sectionsOf(value);
  const totals = paperTotal(value.sections);
  const errors = useMemo(() => (showErrors ? validatePaper(value, labels.errors) : {}), [showErrors, value, labels.errors]);
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const setSections = (next: PaperSectionDraft[]) => onChange({ ...value, sections: next });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly || submitting) return;
    setShowErrors(true);
    if (Object.keys(validatePaper(value, labels.errors)).length > 0) {
      setSubmitCount((count) => count + 1);
      return;
    }
    onSubmit?.(toPaperWrite(value));
  };

  let firstNumber = 1;
  return (
    <PaperBuilderForm
      ref={(node) => {
        formRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      aria-label={labels.form}
      noValidate
      onSubmit={handleSubmit}
      data-read-only={readOnly || undefined}
      {...rest}
    >
      {showErrors && errorCount > 0 && <PaperBuilderAlert role="alert">{labels.errors.summary(errorCount)}</PaperBuilderAlert>}
      <PaperBuilderGrid>
        <FormField label={labels.title} required error={errors.title}>
          <TextInput value={value.title} readOnly={readOnly} maxLength={100} onChange={(event) => onChange({ ...value, title: event.target.value })} />
        </FormField>
        <FormField label={labels.duration} required error={errors.duration_minutes} help={labels.minutes}>
          <TextInput
            type="number"
            min={1}
            max={600}
            step={1}
            value={Number.isNaN(value.duration_minutes) ? '' : value.duration_minutes}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...value, duration_minutes: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
          />
        </FormField>
      </PaperBuilderGrid>
      <FormField label={labels.description}>
        <Textarea value={value.description ?? ''} readOnly={readOnly} rows={2} maxLength={2000} onChange={(event) => onChange({ ...value, description: event.target.value })} />
      </FormField>

      <PaperBuilderTotals role="status" aria-live="polite">
        {labels.totals(totals.count, formatScore(totals.total), Number.isFinite(value.duration_minutes) ? value.duration_minutes : 0)}
      </PaperBuilderTotals>

      {sections.map((section, sectionIndex) => {
        const start = firstNumber;
        firstNumber += section.questions.length;
        return (
          <PaperBuilderSection
            key={sectionIndex}
            section={section}
            sectionIndex={sectionIndex}
            sectionCount={sections.length}
            firstNumber={start}
            questions={questions}
            errors={errors}
            labels={labels}
            readOnly={readOnly}
            idPrefix={idPrefix}
            onChange={(next) => setSections(sections.map((s, i) => (i === sectionIndex ? next : s)))}
            onMove={(delta) => setSections(moveItem(sections, sectionIndex, delta))}
            onRemove={() => setSections(sections.filter((_, i) => i !== sectionIndex))}
            onPickQuestions={onPickQuestions ? () => onPickQuestions(sectionIndex) : undefined}
            onMoveAcross={(index, delta) => {
              const target = sectionIndex + delta;
              const targetSection = sections[target];
              if (!targetSection) return;
              onChange(moveQuestion(value, { section: sectionIndex, index }, { section: target, index: delta === 1 ? 0 : targetSection.questions.length }));
            }}
            dragging={dragging}
            onDragStart={setDragging}
            onDrop={(to) => {
              if (dragging) onChange(moveQuestion(value, dragging, to));
              setDragging(null);
            }}
          />
        );
      })}
      {errors.sections && <PaperBuilderAlert>{errors.sections}</PaperBuilderAlert>}

      {error !== undefined && error !== null && error !== '' && <PaperBuilderAlert role="alert">{error}</PaperBuilderAlert>}
      {!readOnly && (
        <PaperBuilderActions>
          <div>
            <Button disabled={sections.length >= 20} onClick={() => setSections([...sections, { title: labels.newSectionTitle(sections.length + 1), description: '', questions: [] }])}>
              + {labels.addSection}
            </Button>
          </div>
          <div>
            {onCancel && (
              <Button onClick={onCancel} disabled={submitting}>
                {labels.cancel}
              </Button>
            )}
            {onSubmit && (
              <Button type="submit" variant="primary" loading={submitting}>
                {labels.submit}
              </Button>
            )}
          </div>
        </PaperBuilderActions>
      )}
    </PaperBuilderForm>
  );
});
