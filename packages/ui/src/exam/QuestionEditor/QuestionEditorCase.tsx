import { QUESTION_LIMITS, LEAF_QUESTION_TYPES, type FileUploader, type LeafQuestionType, type QuestionContent } from '@finedu/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../Button';
import { FormField } from '../../FormField';
import { Select } from '../../Select';
import { Textarea } from '../../Textarea';
import { TextInput } from '../../TextInput';
import { Uploader } from '../../Uploader';
import { QuestionEditorFieldset, QuestionEditorNarrow, QuestionEditorRow, QuestionEditorSelectBox } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import { QuestionEditorLeaf } from './QuestionEditorLeaf';
import { emptySubQuestion, moveItem, nextChildKey, switchLeafType } from './questionDraft';
import type { QuestionEditorLabels } from './questionEditorLabels';
import type { QuestionEditorErrors } from './validateQuestion';
import { UiIcon } from '../../internal/UiIcon';

type CaseContent = Extract<QuestionContent, { type: 'case' }>;

export interface QuestionEditorCaseProps {
  content: CaseContent;
  onChange: (content: CaseContent) => void;
  errors: QuestionEditorErrors;
  labels: QuestionEditorLabels;
  readOnly: boolean;
  idPrefix: string;
  codeEngine: 'monaco' | 'plain';
  /** Uploads the dataset and fills its URL; without it only the URL can be typed. */
  datasetUploader?: FileUploader;
}

const isLeafType = (value: string): value is LeafQuestionType => (LEAF_QUESTION_TYPES as readonly string[]).includes(value);

/** A case-analysis question: material, dataset, and sub-questions, each a leaf question of its own. */
export function QuestionEditorCase({ content, onChange, errors, labels, readOnly, idPrefix, codeEngine, datasetUploader }: QuestionEditorCaseProps) {
  const setChild = (index: number, patch: Partial<CaseContent['children'][number]>) =>
    onChange({ ...content, children: content.children.map((child, i) => (i === index ? { ...child, ...patch } : child)) });
  return (
    <>
      <FormField label={labels.material} layout="vertical">
        <Textarea value={content.material} readOnly={readOnly} rows={6} maxLength={QUESTION_LIMITS.material} onChange={(event) => onChange({ ...content, material: event.target.value })} />
      </FormField>
      <FormField label={labels.datasetUrl} error={errors['content.dataset_url']}>
        <TextInput
          type="url"
          value={content.dataset_url ?? ''}
          readOnly={readOnly}
          maxLength={QUESTION_LIMITS.datasetUrl}
          placeholder="https://"
          onChange={(event) => onChange({ ...content, dataset_url: event.target.value === '' ? null : event.target.value })}
        />
      </FormField>
      {datasetUploader && !readOnly && (
        <Uploader uploader={datasetUploader} aria-label={labels.datasetUpload} onUploaded={(file) => onChange({ ...content, dataset_url: file.url })} />
      )}
      <QuestionEditorFieldset data-invalid={errors['content.children'] ? true : undefined}>
        <legend>{labels.children}</legend>
        {content.children.map((child, index) => {
          const path = `content.children.${index}`;
          const n = index + 1;
          return (
            <QuestionEditorFieldset key={child.key} data-nested="true">
              <legend>{labels.child(n)}</legend>
              <QuestionEditorRow data-wrap="true">
                <QuestionEditorSelectBox>
                  <Select
                    aria-label={`${labels.child(n)} ${labels.childType}`}
                    value={child.content.type}
                    disabled={readOnly}
                    options={LEAF_QUESTION_TYPES.map((type) => ({ value: type, label: labels.leafTypes[type] }))}
                    onChange={(event) => {
                      const type = event.target.value;
                      if (isLeafType(type)) setChild(index, { content: switchLeafType(child.content, type) });
                    }}
                  />
                </QuestionEditorSelectBox>
                <QuestionEditorNarrow>
                  <TextInput
                    type="number"
                    aria-label={`${labels.child(n)} ${labels.childScore}`}
                    min={0}
                    max={QUESTION_LIMITS.score}
                    step="any"
                    value={Number.isNaN(child.score) ? '' : child.score}
                    readOnly={readOnly}
                    onChange={(event) => setChild(index, { score: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
                    {...invalidProps(idPrefix, `${path}.score`, errors)}
                  />
                </QuestionEditorNarrow>
                {!readOnly && (
                  <>
                    <Button size="small" aria-label={labels.moveChildUp(n)} disabled={index === 0} onClick={() => onChange({ ...content, children: moveItem(content.children, index, -1) })}>
                      <UiIcon icon={ArrowUp} />
                    </Button>
                    <Button
                      size="small"
                      aria-label={labels.moveChildDown(n)}
                      disabled={index === content.children.length - 1}
                      onClick={() => onChange({ ...content, children: moveItem(content.children, index, 1) })}
                    >
                      <UiIcon icon={ArrowDown} />
                    </Button>
                    <Button
                      size="small"
                      variant="link"
                      disabled={content.children.length <= 1}
                      onClick={() => onChange({ ...content, children: content.children.filter((_, i) => i !== index) })}
                    >
                      {labels.removeChild(n)}
                    </Button>
                  </>
                )}
              </QuestionEditorRow>
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.score`} errors={errors} />
              <Textarea
                aria-label={`${labels.child(n)} ${labels.childStem}`}
                placeholder={labels.childStem}
                value={child.stem}
                readOnly={readOnly}
                rows={3}
                maxLength={QUESTION_LIMITS.text}
                onChange={(event) => setChild(index, { stem: event.target.value })}
                {...invalidProps(idPrefix, `${path}.stem`, errors)}
              />
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.stem`} errors={errors} />
              <QuestionEditorLeaf
                content={child.content}
                onChange={(leaf) => setChild(index, { content: leaf })}
                path={`${path}.content`}
                errors={errors}
                labels={labels}
                readOnly={readOnly}
                idPrefix={idPrefix}
                codeEngine={codeEngine}
              />
              <Textarea
                aria-label={`${labels.child(n)} ${labels.childAnalysis}`}
                placeholder={labels.childAnalysis}
                value={child.analysis}
                readOnly={readOnly}
                rows={2}
                maxLength={QUESTION_LIMITS.text}
                onChange={(event) => setChild(index, { analysis: event.target.value })}
              />
            </QuestionEditorFieldset>
          );
        })}
        <QuestionEditorFieldError idPrefix={idPrefix} path="content.children" errors={errors} />
        {!readOnly && (
          <div>
            <Button
              size="small"
              disabled={content.children.length >= QUESTION_LIMITS.children}
              onClick={() => onChange({ ...content, children: [...content.children, emptySubQuestion(nextChildKey(content.children))] })}
            >
              + {labels.addChild}
            </Button>
          </div>
        )}
      </QuestionEditorFieldset>
    </>
  );
}
