import { NOTEBOOK_QUESTION_LIMITS, type NotebookCellKind, type QuestionContent } from '@finedu/domain';
import type { ReactNode } from 'react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { CodeEditor } from '../../CodeEditor';
import { Select } from '../../Select';
import { Textarea } from '../../Textarea';
import { moveItem } from '../internal/examText';
import { QuestionEditorFieldset, QuestionEditorNote, QuestionEditorRow, QuestionEditorSelectBox } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import { QuestionEditorTests } from './QuestionEditorTests';
import { emptyNotebookCell } from './questionDraft';
import type { QuestionEditorLabels } from './questionEditorLabels';
import type { QuestionEditorErrors } from './validateQuestion';

export type NotebookContent = Extract<QuestionContent, { type: 'notebook' }>;

/** What a notebook question's per-student data section edits (issue 16): its parameters and its generator. */
export interface QuestionEditorNotebookData {
  parameters: NotebookContent['parameters'];
  /** Python `generate(seed)`; '' when every candidate has the same data. */
  generator: string;
  onChange: (patch: Partial<Pick<NotebookContent, 'parameters' | 'generator'>>) => void;
  readOnly: boolean;
}

export interface QuestionEditorNotebookProps {
  content: NotebookContent;
  onChange: (content: NotebookContent) => void;
  errors: QuestionEditorErrors;
  labels: QuestionEditorLabels;
  readOnly: boolean;
  idPrefix: string;
  codeEngine: 'monaco' | 'plain';
  /** The per-student data section, under the tests (the app draws it: its preview runs on the server). */
  renderData?: (data: QuestionEditorNotebookData) => ReactNode;
}

const MAX_CELLS = NOTEBOOK_QUESTION_LIMITS.cells;
const KINDS: readonly NotebookCellKind[] = ['code', 'markdown'];

/** The starting notebook (ordered cells: kind, source, locked) and the hidden tests of a notebook question. */
export function QuestionEditorNotebook({ content, onChange, errors, labels, readOnly, idPrefix, codeEngine, renderData }: QuestionEditorNotebookProps) {
  const l = labels.notebook;
  const path = 'content';
  const cells = content.cells;
  const setCell = (index: number, patch: Partial<NotebookContent['cells'][number]>) =>
    onChange({ ...content, cells: cells.map((cell, i) => (i === index ? { ...cell, ...patch } : cell)) });
  const addCell = (kind: NotebookCellKind) => onChange({ ...content, cells: [...cells, emptyNotebookCell(kind)] });

  return (
    <>
      <QuestionEditorFieldset data-invalid={errors[`${path}.cells`] ? true : undefined}>
        <legend>{l.cells}</legend>
        <QuestionEditorNote>{l.cellsHelp}</QuestionEditorNote>
        {cells.map((cell, index) => {
          const name = l.cell(index + 1);
          const at = `${path}.cells.${index}`;
          return (
            <QuestionEditorFieldset key={index} data-nested="true" data-cell-kind={cell.type}>
              <legend>{name}</legend>
              <QuestionEditorRow data-wrap="true">
                <QuestionEditorSelectBox>
                  <Select
                    aria-label={`${name} ${l.kind}`}
                    value={cell.type}
                    disabled={readOnly}
                    options={KINDS.map((kind) => ({ value: kind, label: l.kinds[kind] }))}
                    onChange={(event) => {
                      const kind = KINDS.find((k) => k === event.target.value);
                      if (kind) setCell(index, { type: kind });
                    }}
                  />
                </QuestionEditorSelectBox>
                <Checkbox checked={cell.locked} disabled={readOnly} onChange={(event) => setCell(index, { locked: event.target.checked })} aria-label={`${name} ${l.locked}`}>
                  {l.locked}
                </Checkbox>
                {!readOnly && (
                  <>
                    <Button size="small" variant="link" disabled={index === 0} onClick={() => onChange({ ...content, cells: moveItem(cells, index, -1) })}>
                      {l.moveCellUp(index + 1)}
                    </Button>
                    <Button size="small" variant="link" disabled={index === cells.length - 1} onClick={() => onChange({ ...content, cells: moveItem(cells, index, 1) })}>
                      {l.moveCellDown(index + 1)}
                    </Button>
                    <Button size="small" variant="link" disabled={cells.length <= 1} onClick={() => onChange({ ...content, cells: cells.filter((_, i) => i !== index) })}>
                      {l.removeCell(index + 1)}
                    </Button>
                  </>
                )}
              </QuestionEditorRow>
              {cell.type === 'code' ? (
                <CodeEditor label={`${name} ${l.source}`} value={cell.source} readOnly={readOnly} minLines={3} engine={codeEngine} onChange={(source) => setCell(index, { source })} />
              ) : (
                <Textarea
                  aria-label={`${name} ${l.source}`}
                  value={cell.source}
                  readOnly={readOnly}
                  rows={3}
                  maxLength={NOTEBOOK_QUESTION_LIMITS.cellSource}
                  onChange={(event) => setCell(index, { source: event.target.value })}
                  {...invalidProps(idPrefix, `${at}.source`, errors)}
                />
              )}
              <QuestionEditorFieldError idPrefix={idPrefix} path={`${at}.source`} errors={errors} />
            </QuestionEditorFieldset>
          );
        })}
        <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.cells`} errors={errors} />
        {!readOnly && (
          <QuestionEditorRow>
            <Button size="small" disabled={cells.length >= MAX_CELLS} onClick={() => addCell('code')}>
              + {l.addCode}
            </Button>
            <Button size="small" disabled={cells.length >= MAX_CELLS} onClick={() => addCell('markdown')}>
              + {l.addMarkdown}
            </Button>
          </QuestionEditorRow>
        )}
      </QuestionEditorFieldset>
      <QuestionEditorTests
        tests={content.tests}
        onChange={(tests) => onChange({ ...content, tests })}
        path={path}
        errors={errors}
        labels={labels}
        readOnly={readOnly}
        idPrefix={idPrefix}
        codeEngine={codeEngine}
      />
      {renderData?.({ parameters: content.parameters, generator: content.generator, onChange: (patch) => onChange({ ...content, ...patch }), readOnly })}
    </>
  );
}
