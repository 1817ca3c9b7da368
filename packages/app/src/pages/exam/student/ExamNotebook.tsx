import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { encodeNotebookAnswer, notebookCellsOf, type PublicContent, type QuestionResponse } from '@finedu/domain';
import { Button, formatDataParams } from '@finedu/ui';
import { CodeEditorLoadingProvider, Notebook, type NotebookCellData, type NotebookCellRun } from '@finedu/ui/notebook';
import { useT } from '../../../i18n/useT';
import { useNotebookLabels } from '../../cases/shared/useNotebookLabels';
import { withoutOutputs, withRun } from '../../cases/workspace/workCells';
import { useServices } from '../../../services/ServicesContext';
import { ExamKernel } from './examKernel';
import type { ExamKernels } from './examKernels';

type NotebookStart = Extract<PublicContent, { type: 'notebook' }>['cells'];

export interface ExamNotebookProps {
  /** The attempt's kernels: this question's is made here the first time it is shown, and kept. */
  kernels: ExamKernels<ExamKernel>;
  attemptId: number;
  questionId: number;
  /** The question's starting notebook. */
  start: NotebookStart;
  /** The saved answer (the engine's latest revision), or null. */
  value: QuestionResponse | null;
  /** Every change of a cell's source, as the whole notebook's answer text. */
  onChange: (response: QuestionResponse) => void;
  /** Time is up or the attempt is being submitted: the notebook is shown, nothing changes or runs. */
  disabled: boolean;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-3);
  align-items: center;
  margin-bottom: var(--ui-space-3);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

const OwnData = styled.p`
  margin: 0 0 var(--ui-space-2);
  font-size: var(--ui-font-size-sm);
  overflow-wrap: anywhere;
`;

const initialCells = (value: QuestionResponse | null, start: NotebookStart): NotebookCellData[] =>
  notebookCellsOf(value, start).map((cell, index) => ({ id: `c${index}`, type: cell.type, source: cell.source, locked: cell.locked }));

/**
 * A notebook question of the exam page (issue 16): the case notebook with the question's live kernel. Each change of a
 * cell's source goes to the exam engine as the answer (offline queue, revisions, the server's acknowledgement);
 * outputs stay on this page, as the kernel does. The kernel starts once the server has prepared the question's folder
 * (the student's own data beside the notebook); their seed and parameters are shown above it.
 */
export default function ExamNotebook({ kernels, attemptId, questionId, start, value, onChange, disabled }: ExamNotebookProps) {
  const t = useT();
  const { exam, createNotebook } = useServices();
  const kernel = kernels.of(questionId, () => new ExamKernel(createNotebook, () => exam.openNotebook(attemptId, questionId, { silent: true })));
  const { labels, cellLabels } = useNotebookLabels();
  const state = useSyncExternalStore(kernel.subscribe, kernel.getSnapshot, kernel.getSnapshot);
  const [cells, setCells] = useState<NotebookCellData[]>(() => kernel.cells ?? initialCells(value, start));
  const latest = useRef(cells);
  const sent = useRef<string | null>(typeof value === 'string' ? value : null);

  useEffect(() => {
    kernel.ensureStarted();
  }, [kernel]);

  const show = (next: NotebookCellData[]) => {
    latest.current = next;
    kernel.cells = next;
    setCells(next);
  };

  const onCellsChange = (next: NotebookCellData[]) => {
    show(next);
    const text = encodeNotebookAnswer(next.map((cell) => ({ type: cell.type, source: cell.source, locked: cell.locked ?? false })));
    // A run changes outputs only: the answer (the sources) is sent when it changed.
    if (text === sent.current) return;
    sent.current = text;
    onChange(text);
  };

  const onCellRun = (cell: NotebookCellData, run: NotebookCellRun) => show(withRun(latest.current, cell.id, run));
  const onClearOutputs = (cell: NotebookCellData) => show(withoutOutputs(latest.current, cell.id));

  const { folder, failure } = state;
  const params = folder?.params ? formatDataParams(folder.params) : '';

  return (
    <div data-testid="exam-notebook">
      <Bar>
        <span role="note">{disabled ? t('exam.student.notebook.frozen') : t('exam.student.notebook.saveNote')}</span>
        {folder === null && failure === null && !disabled && <span role="status">{t('exam.student.notebook.preparing')}</span>}
        {failure && !disabled && (
          <span role="alert">
            {t(failure.stage === 'prepare' ? 'exam.student.notebook.prepareFailed' : 'exam.student.notebook.kernelFailed', { message: failure.message })}{' '}
            <Button size="small" variant="link" onClick={kernel.reconnect}>
              {t('common.retry')}
            </Button>
          </span>
        )}
      </Bar>
      {folder !== null && folder.seed !== null && <OwnData>{t('exam.student.notebook.ownData', { seed: folder.seed, params, hasParams: params === '' ? 'no' : 'yes' })}</OwnData>}
      {/* The editor (Monaco) downloads when the student starts to edit a cell; until then cells are textareas. */}
      <CodeEditorLoadingProvider loading="edit">
        <Notebook
          cells={cells}
          onCellsChange={onCellsChange}
          onCellRun={onCellRun}
          onClearOutputs={onClearOutputs}
          onRun={kernel.run}
          status={disabled ? 'closed' : state.status}
          onRestart={kernel.restart}
          onInterrupt={kernel.interrupt}
          access={disabled ? 'readOnly' : 'editable'}
          labels={labels}
          cellLabels={cellLabels}
        />
      </CodeEditorLoadingProvider>
    </div>
  );
}
