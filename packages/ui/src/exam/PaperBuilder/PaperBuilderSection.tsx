import { sumScores, type Question } from '@finedu/domain';
import { useState, type DragEvent } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '../../Button';
import { Textarea } from '../../Textarea';
import { TextInput } from '../../TextInput';
import { MathExcerpt } from '../../MathExcerpt';
import { formatScore, moveItem } from '../internal/examText';
import {
  PaperBuilderBatch,
  PaperBuilderDragHandle,
  PaperBuilderEmpty,
  PaperBuilderError,
  PaperBuilderSectionHeader,
  PaperBuilderSectionFooter,
  PaperBuilderSectionRoot,
  PaperBuilderSectionTotals,
  PaperBuilderTable,
} from './PaperBuilder.styles';
import type { PaperBuilderLabels } from './paperBuilderLabels';
import type { PaperBuilderErrors, PaperSectionDraft } from './paperDraft';
import { UiIcon } from '../../internal/UiIcon';

export interface DragPosition {
  section: number;
  index: number;
}

export interface PaperBuilderSectionProps {
  section: PaperSectionDraft;
  sectionIndex: number;
  sectionCount: number;
  /** Paper-wide number of the section's first question. */
  firstNumber: number;
  questions: Readonly<Record<number, Question>>;
  errors: PaperBuilderErrors;
  labels: PaperBuilderLabels;
  readOnly: boolean;
  idPrefix: string;
  onChange: (section: PaperSectionDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onPickQuestions?: () => void;
  /** Moves the section's first question to the end of the previous section (-1) or its last to the next section's start (1). */
  onMoveAcross: (index: number, delta: -1 | 1) => void;
  /** The question being dragged (anywhere in the paper). */
  dragging: DragPosition | null;
  onDragStart: (from: DragPosition | null) => void;
  onDrop: (to: DragPosition) => void;
}

/** One section of the paper: title, description, its questions (scores, order) and the "add questions" action. */
export function PaperBuilderSection({
  section,
  sectionIndex,
  sectionCount,
  firstNumber,
  questions,
  errors,
  labels,
  readOnly,
  idPrefix,
  onChange,
  onMove,
  onRemove,
  onPickQuestions,
  onMoveAcross,
  dragging,
  onDragStart,
  onDrop,
}: PaperBuilderSectionProps) {
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const [batchScore, setBatchScore] = useState('');
  const batchValid = batchScore !== '' && Number(batchScore) > 0 && Number(batchScore) <= 1000;
  const applyBatchScore = () => {
    if (batchValid) onChange({ ...section, questions: section.questions.map((question) => ({ ...question, score: Number(batchScore) })) });
  };
  const n = sectionIndex + 1;
  const headingId = `${idPrefix}-section-${sectionIndex}`;
  const titlePath = `sections.${sectionIndex}.title`;
  const setQuestion = (index: number, score: number) =>
    onChange({ ...section, questions: section.questions.map((question, i) => (i === index ? { ...question, score } : question)) });
  // At a section's edge the buttons carry the question into the neighbouring section (the keyboard's way to do
  // what dragging across sections does).
  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= section.questions.length) onMoveAcross(index, delta);
    else onChange({ ...section, questions: moveItem(section.questions, index, delta) });
  };
  const firstOfPaper = (index: number) => index === 0 && sectionIndex === 0;
  const lastOfPaper = (index: number) => index === section.questions.length - 1 && sectionIndex === sectionCount - 1;
  const allowDrop = (event: DragEvent, index: number) => {
    if (!dragging || readOnly) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropIndex(index);
  };
  const drop = (event: DragEvent, index: number) => {
    if (!dragging || readOnly) return;
    event.preventDefault();
    event.stopPropagation();
    setDropIndex(null);
    onDrop({ section: sectionIndex, index });
  };

  return (
    <PaperBuilderSectionRoot
      aria-labelledby={headingId}
      data-invalid={Object.keys(errors).some((path) => path.startsWith(`sections.${sectionIndex}.`)) || undefined}
      data-drop-target={dropIndex === section.questions.length || undefined}
      onDragOver={(event) => allowDrop(event, section.questions.length)}
      onDragLeave={() => setDropIndex(null)}
      onDrop={(event) => drop(event, section.questions.length)}
    >
      <PaperBuilderSectionHeader>
        <h3 id={headingId}>{labels.section(n)}</h3>
        <TextInput
          data-grow="true"
          aria-label={`${labels.section(n)} ${labels.sectionTitle}`}
          value={section.title}
          readOnly={readOnly}
          maxLength={100}
          aria-invalid={errors[titlePath] ? true : undefined}
          aria-describedby={errors[titlePath] ? `${headingId}-title-error` : undefined}
          onChange={(event) => onChange({ ...section, title: event.target.value })}
        />
        <PaperBuilderSectionTotals>{labels.sectionTotals(section.questions.length, formatScore(sumScores(section.questions)))}</PaperBuilderSectionTotals>
        {!readOnly && (
          <>
            <Button size="small" aria-label={labels.moveSectionUp(n)} disabled={sectionIndex === 0} onClick={() => onMove(-1)}>
              <UiIcon icon={ArrowUp} />
            </Button>
            <Button size="small" aria-label={labels.moveSectionDown(n)} disabled={sectionIndex === sectionCount - 1} onClick={() => onMove(1)}>
              <UiIcon icon={ArrowDown} />
            </Button>
            <Button size="small" variant="link" disabled={sectionCount <= 1} onClick={onRemove}>
              {labels.removeSection(n)}
            </Button>
          </>
        )}
      </PaperBuilderSectionHeader>
      {errors[titlePath] && <PaperBuilderError id={`${headingId}-title-error`}>{errors[titlePath]}</PaperBuilderError>}
      <Textarea
        aria-label={`${labels.section(n)} ${labels.sectionDescription}`}
        placeholder={labels.sectionDescription}
        value={section.description}
        readOnly={readOnly}
        rows={2}
        maxLength={2000}
        onChange={(event) => onChange({ ...section, description: event.target.value })}
      />

      {section.questions.length === 0 ? (
        <PaperBuilderEmpty>{labels.emptySection}</PaperBuilderEmpty>
      ) : (
        <PaperBuilderTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{labels.columns.number}</th>
              <th scope="col">{labels.columns.type}</th>
              <th scope="col">{labels.columns.stem}</th>
              <th scope="col" data-align="right">
                {labels.columns.difficulty}
              </th>
              <th scope="col">{labels.columns.score}</th>
              {!readOnly && <th scope="col">{labels.columns.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {section.questions.map((ref, index) => {
              const question = questions[ref.question_id];
              const number = firstNumber + index;
              const path = `sections.${sectionIndex}.questions.${index}`;
              const isDragged = dragging?.section === sectionIndex && dragging.index === index;
              return (
                <tr
                  key={`${ref.question_id}-${index}`}
                  data-missing={question === undefined || undefined}
                  data-dragging={isDragged || undefined}
                  data-drop-target={(dropIndex === index && !isDragged) || undefined}
                  draggable={!readOnly}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(ref.question_id));
                    onDragStart({ section: sectionIndex, index });
                  }}
                  onDragEnd={() => {
                    setDropIndex(null);
                    onDragStart(null);
                  }}
                  onDragOver={(event) => {
                    allowDrop(event, index);
                    event.stopPropagation();
                  }}
                  onDrop={(event) => drop(event, index)}
                >
                  <td>
                    {!readOnly && (
                      <PaperBuilderDragHandle aria-hidden="true" title={labels.dragHandle(number)}>
                        ⠿
                      </PaperBuilderDragHandle>
                    )}
                    {number}
                  </td>
                  <td>{question ? labels.types[question.type] : '—'}</td>
                  <td data-cell="stem">
                    {question ? <MathExcerpt source={question.stem} /> : labels.missingQuestion(ref.question_id)}
                  </td>
                  <td data-align="right">{question ? question.difficulty : '—'}</td>
                  <td data-cell="score">
                    <TextInput
                      size="small"
                      type="number"
                      min={0}
                      max={1000}
                      step="any"
                      aria-label={labels.questionScore(number)}
                      value={Number.isNaN(ref.score) ? '' : ref.score}
                      readOnly={readOnly}
                      aria-invalid={errors[path] ? true : undefined}
                      aria-describedby={errors[path] ? `${headingId}-q${index}-error` : undefined}
                      onChange={(event) => setQuestion(index, event.target.value === '' ? Number.NaN : Number(event.target.value))}
                    />
                    {errors[path] && <PaperBuilderError id={`${headingId}-q${index}-error`}>{errors[path]}</PaperBuilderError>}
                  </td>
                  {!readOnly && (
                    <td data-cell="actions">
                      <Button size="small" aria-label={labels.moveQuestionUp(number)} disabled={firstOfPaper(index)} onClick={() => move(index, -1)}>
                        <UiIcon icon={ArrowUp} />
                      </Button>{' '}
                      <Button size="small" aria-label={labels.moveQuestionDown(number)} disabled={lastOfPaper(index)} onClick={() => move(index, 1)}>
                        <UiIcon icon={ArrowDown} />
                      </Button>{' '}
                      <Button
                        size="small"
                        variant="link"
                        aria-label={labels.removeQuestion(number)}
                        onClick={() => onChange({ ...section, questions: section.questions.filter((_, i) => i !== index) })}
                      >
                        <UiIcon icon={X} />
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </PaperBuilderTable>
      )}
      {errors[`sections.${sectionIndex}.questions`] && <PaperBuilderError>{errors[`sections.${sectionIndex}.questions`]}</PaperBuilderError>}
      {!readOnly && (onPickQuestions || section.questions.length > 0) && (
        <PaperBuilderSectionFooter>
          {onPickQuestions && (
            <Button size="small" onClick={onPickQuestions}>
              + {labels.addQuestions}
            </Button>
          )}
          {section.questions.length > 0 && (
            <PaperBuilderBatch>
              <TextInput
                size="small"
                type="number"
                min={0}
                max={1000}
                step="any"
                aria-label={labels.batchScore(n)}
                value={batchScore}
                onChange={(event) => setBatchScore(event.target.value)}
                onKeyDown={(event) => {
                  // Enter applies the score here instead of submitting the whole paper.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  applyBatchScore();
                }}
              />
              <Button size="small" disabled={!batchValid} onClick={applyBatchScore}>
                {labels.applyBatchScore}
              </Button>
            </PaperBuilderBatch>
          )}
        </PaperBuilderSectionFooter>
      )}
    </PaperBuilderSectionRoot>
  );
}
