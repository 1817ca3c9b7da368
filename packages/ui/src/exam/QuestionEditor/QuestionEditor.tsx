import { QUESTION_LIMITS, clozeGapNumbers, countBlankMarkers, QUESTION_TYPES, toPublicQuestion, type FileUploader, type QuestionCategory, type QuestionResponse, type QuestionType, type QuestionWrite } from '@finedu/domain';
import { forwardRef, useEffect, useId, useMemo, useRef, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../Button';
import { FormField } from '../../FormField';
import { Select } from '../../Select';
import { Textarea } from '../../Textarea';
import { TextInput } from '../../TextInput';
import { QuestionView, type QuestionViewLabels } from '../QuestionView';
import {
  QuestionEditorActions,
  QuestionEditorForm,
  QuestionEditorGrid,
  QuestionEditorPreview,
  QuestionEditorRoot,
  QuestionEditorRow,
  QuestionEditorSummary,
} from './QuestionEditor.styles';
import { QuestionEditorCalculated, type CalculatedVariantsPreview } from './QuestionEditorCalculated';
import { QuestionEditorCase } from './QuestionEditorCase';
import { QuestionEditorCloze } from './QuestionEditorCloze';
import { QuestionEditorLeaf } from './QuestionEditorLeaf';
import { QuestionEditorMatching } from './QuestionEditorMatching';
import { QuestionEditorNotebook, type QuestionEditorNotebookData } from './QuestionEditorNotebook';
import { QuestionEditorTags } from './QuestionEditorTags';
import { emptyClozeGap, switchContentType, toDraft, toQuestionWrite, type QuestionDraft } from './questionDraft';
import { mergeQuestionEditorLabels, type QuestionEditorLabels } from './questionEditorLabels';
import { validateQuestion } from './validateQuestion';

export interface QuestionEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'onSubmit' | 'defaultValue'> {
  /** The question to edit (a new single-choice question when omitted). A new object (e.g. after loading) resets the form. */
  value?: QuestionWrite;
  /** Called with the edited question (texts untrimmed) on every change. */
  onChange?: (value: QuestionWrite) => void;
  /** Called with the valid, trimmed question when the user saves; not called while the form has errors. */
  onSubmit?: (value: QuestionWrite) => void;
  /** Shows a cancel button. */
  onCancel?: () => void;
  /** The save is in flight: the button spins and is disabled; what was typed stays. */
  submitting?: boolean;
  /** Nothing can be edited (a platform question seen by a college); the preview stays. */
  readOnly?: boolean;
  /** Choices of the category select (the bank's categories). */
  categories?: readonly Pick<QuestionCategory, 'id' | 'name'>[];
  /** A message over the actions, e.g. the server's refusal. */
  error?: ReactNode;
  /** Knowledge points already used in the bank, offered while typing. */
  knowledgePointOptions?: readonly string[];
  /** Lets a case question's dataset be uploaded (otherwise its URL is typed). */
  datasetUploader?: FileUploader;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<QuestionEditorLabels>;
  /** Strings of the preview (QuestionView). */
  previewLabels?: Partial<QuestionViewLabels>;
  /** `plain` uses textareas for code (tests); Monaco by default. */
  codeEngine?: 'monaco' | 'plain';
  /** A calculated question's sample variants (the server's check and values); the panel says it cannot preview without it. */
  onPreviewVariants?: CalculatedVariantsPreview;
  /** A notebook question's per-student data section (parameters, generator and its sandbox preview), under its tests; none when omitted. */
  renderNotebookData?: (data: QuestionEditorNotebookData) => ReactNode;
}

const isQuestionType = (value: string): value is QuestionType => (QUESTION_TYPES as readonly string[]).includes(value);

/** Edits a question of any type, validated as the contract does, with the student's view of it alongside. */
export const QuestionEditor = forwardRef<HTMLDivElement, QuestionEditorProps>(function QuestionEditor(
  { value, onChange, onSubmit, onCancel, submitting = false, readOnly = false, categories = [], error, knowledgePointOptions, datasetUploader, labels: labelOverrides, previewLabels, codeEngine = 'monaco', onPreviewVariants, renderNotebookData, ...rest },
  ref,
) {
  const labels = useMemo(() => mergeQuestionEditorLabels(labelOverrides), [labelOverrides]);
  const idPrefix = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [draft, setDraft] = useState<QuestionDraft>(() => toDraft(value));
  const emitted = useRef<QuestionWrite | undefined>(value);
  const [showErrors, setShowErrors] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [previewResponse, setPreviewResponse] = useState<QuestionResponse>(null);
  // A calculated question's student view shows the first previewed variant's stem (its values filled in) while it is current.
  const [sampleStem, setSampleStem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A different value from outside (a loaded question) replaces the draft; our own echo, or an equal copy made by a
  // parent that rebuilds the object on each render, does not.
  const seen = useRef(JSON.stringify(value ?? null));
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const json = JSON.stringify(value ?? null);
    if (json === seen.current) return;
    seen.current = json;
    setDraft(toDraft(value));
    setShowErrors(false);
  }, [value]);

  const update = (patch: Partial<QuestionDraft>) => {
    const next = { ...draft, ...patch };
    if (patch.content) next.type = patch.content.type;
    setDraft(next);
    if (onChange) {
      const write: QuestionWrite = { ...next, knowledge_points: [...next.knowledge_points] };
      emitted.current = write;
      seen.current = JSON.stringify(write);
      onChange(write);
    }
  };

  const errors = useMemo(() => (showErrors ? validateQuestion(draft, labels.errors, labels.numeric.errors, labels.calculated.errors, labels.notebook.errors, labels.embedded.errors) : {}), [showErrors, draft, labels]);
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly || submitting) return;
    const found = validateQuestion(draft, labels.errors, labels.numeric.errors, labels.calculated.errors, labels.notebook.errors, labels.embedded.errors);
    setShowErrors(true);
    if (Object.keys(found).length > 0) {
      setSubmitCount((count) => count + 1);
      return;
    }
    onSubmit?.(toQuestionWrite(draft));
  };

  const insertBlank = () => {
    if (draft.content.type !== 'blank') return;
    const stem = `${draft.stem}${draft.stem === '' || draft.stem.endsWith(' ') ? '' : ' '}___ `;
    const markers = countBlankMarkers(stem);
    const blanks = [...draft.content.blanks];
    while (blanks.length < markers && blanks.length < QUESTION_LIMITS.blanks) blanks.push({ alternatives: [''] });
    update({ stem, content: { ...draft.content, blanks } });
  };

  /** Appends the first gap the cloze text does not mark yet as `{{n}}`, adding a gap when every gap is marked. */
  const insertGap = () => {
    if (draft.content.type !== 'cloze') return;
    const used = clozeGapNumbers(draft.stem);
    const unmarked = draft.content.gaps.findIndex((_, index) => !used.includes(index + 1));
    const target = unmarked >= 0 ? unmarked + 1 : draft.content.gaps.length + 1;
    const stem = `${draft.stem}${draft.stem === '' || draft.stem.endsWith(' ') ? '' : ' '}{{${target}}} `;
    const gaps = target > draft.content.gaps.length ? [...draft.content.gaps, emptyClozeGap('short')] : draft.content.gaps;
    update({ stem, content: { ...draft.content, gaps } });
  };

  const previewStem = draft.content.type === 'calculated' && sampleStem !== null ? sampleStem : draft.stem;
  const preview = useMemo(() => toPublicQuestion({ type: draft.content.type, stem: previewStem, score: draft.score, content: draft.content }), [draft, previewStem]);
  const previewKey = `${draft.content.type}-${draft.content.type === 'blank' ? draft.content.blanks.length : draft.content.type === 'cloze' ? draft.content.gaps.length : 0}`;

  return (
    <QuestionEditorRoot ref={ref} data-read-only={readOnly || undefined} {...rest}>
      <QuestionEditorForm ref={formRef} aria-label={labels.form} noValidate onSubmit={handleSubmit}>
        {showErrors && errorCount > 0 && <QuestionEditorSummary role="alert">{labels.errors.summary(errorCount)}</QuestionEditorSummary>}
        <QuestionEditorGrid>
          <FormField label={labels.type} required>
            <Select
              value={draft.content.type}
              disabled={readOnly}
              options={QUESTION_TYPES.map((type) => ({ value: type, label: labels.types[type] }))}
              onChange={(event) => {
                const type = event.target.value;
                if (!isQuestionType(type)) return;
                setPreviewResponse(null);
                update({ content: switchContentType(draft.content, type) });
              }}
            />
          </FormField>
          <FormField label={labels.category}>
            <Select
              value={draft.category_id === null ? '' : String(draft.category_id)}
              disabled={readOnly}
              placeholder={labels.noCategory}
              options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
              onChange={(event) => update({ category_id: event.target.value === '' ? null : Number(event.target.value) })}
            />
          </FormField>
          <FormField label={labels.difficulty} error={errors.difficulty}>
            <Select
              value={String(draft.difficulty)}
              disabled={readOnly}
              options={([1, 2, 3, 4, 5] as const).map((level) => ({ value: String(level), label: labels.difficulties[level] }))}
              onChange={(event) => update({ difficulty: Number(event.target.value) })}
            />
          </FormField>
          <FormField label={labels.score} required error={errors.score}>
            <TextInput
              type="number"
              min={0}
              max={QUESTION_LIMITS.score}
              step="any"
              value={Number.isNaN(draft.score) ? '' : draft.score}
              readOnly={readOnly}
              onChange={(event) => update({ score: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            />
          </FormField>
        </QuestionEditorGrid>

        <FormField label={labels.stem} required layout="vertical" help={labels.stemHelp} error={errors.stem}>
          <Textarea value={draft.stem} readOnly={readOnly} rows={5} maxLength={QUESTION_LIMITS.text} onChange={(event) => update({ stem: event.target.value })} />
        </FormField>
        {draft.content.type === 'blank' && !readOnly && (
          <QuestionEditorRow>
            <Button size="small" onClick={insertBlank}>
              + {labels.insertBlank}
            </Button>
          </QuestionEditorRow>
        )}

        {draft.content.type === 'cloze' && !readOnly && (
          <QuestionEditorRow>
            <Button size="small" disabled={clozeGapNumbers(draft.stem).length >= QUESTION_LIMITS.gaps} onClick={insertGap}>
              + {labels.embedded.insertGap}
            </Button>
          </QuestionEditorRow>
        )}

        {draft.content.type === 'matching' ? (
          <QuestionEditorMatching content={draft.content} onChange={(content) => update({ content })} errors={errors} labels={labels} readOnly={readOnly} idPrefix={idPrefix} />
        ) : draft.content.type === 'cloze' ? (
          <QuestionEditorCloze content={draft.content} onChange={(content) => update({ content })} errors={errors} labels={labels} readOnly={readOnly} idPrefix={idPrefix} />
        ) : draft.content.type === 'calculated' ? (
          <QuestionEditorCalculated
            content={draft.content}
            onChange={(content) => update({ content })}
            stem={draft.stem}
            errors={errors}
            labels={labels}
            readOnly={readOnly}
            idPrefix={idPrefix}
            onPreviewVariants={onPreviewVariants}
            onSampleStem={setSampleStem}
          />
        ) : draft.content.type === 'notebook' ? (
          <QuestionEditorNotebook
            content={draft.content}
            onChange={(content) => update({ content })}
            errors={errors}
            labels={labels}
            readOnly={readOnly}
            idPrefix={idPrefix}
            codeEngine={codeEngine}
            renderData={renderNotebookData}
          />
        ) : draft.content.type === 'case' ? (
          <QuestionEditorCase
            content={draft.content}
            onChange={(content) => update({ content })}
            errors={errors}
            labels={labels}
            readOnly={readOnly}
            idPrefix={idPrefix}
            codeEngine={codeEngine}
            datasetUploader={datasetUploader}
          />
        ) : (
          <QuestionEditorLeaf
            content={draft.content}
            onChange={(content) => update({ content })}
            path="content"
            errors={errors}
            labels={labels}
            readOnly={readOnly}
            idPrefix={idPrefix}
            codeEngine={codeEngine}
          />
        )}

        <FormField label={labels.analysis} layout="vertical">
          <Textarea value={draft.analysis} readOnly={readOnly} rows={3} maxLength={QUESTION_LIMITS.text} onChange={(event) => update({ analysis: event.target.value })} />
        </FormField>
        <FormField label={labels.knowledgePoints} layout="vertical" help={readOnly ? undefined : labels.knowledgePointsHelp} error={errors.knowledge_points}>
          <QuestionEditorTags
            value={draft.knowledge_points}
            readOnly={readOnly}
            removeLabel={labels.removeKnowledgePoint}
            suggestions={knowledgePointOptions}
            onChange={(knowledge_points) => update({ knowledge_points })}
          />
        </FormField>

        {error !== undefined && error !== null && error !== '' && <QuestionEditorSummary role="alert">{error}</QuestionEditorSummary>}
        {!readOnly && (
          <QuestionEditorActions>
            {onCancel && (
              <Button onClick={onCancel} disabled={submitting}>
                {labels.cancel}
              </Button>
            )}
            <Button type="submit" variant="primary" loading={submitting}>
              {labels.submit}
            </Button>
          </QuestionEditorActions>
        )}
      </QuestionEditorForm>

      <QuestionEditorPreview aria-labelledby={`${idPrefix}-preview`}>
        <h2 id={`${idPrefix}-preview`}>{labels.preview}</h2>
        <QuestionView key={previewKey} question={preview} number={1} value={previewResponse} onChange={setPreviewResponse} labels={previewLabels} codeEngine={codeEngine} />
      </QuestionEditorPreview>
    </QuestionEditorRoot>
  );
});
