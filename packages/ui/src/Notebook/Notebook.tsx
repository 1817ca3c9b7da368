import { forwardRef, useCallback, useRef, useState } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { NotebookCell } from '../NotebookCell';
import { mergeNotebookCellLabels, type NotebookCellLabels } from '../NotebookCell/notebookCellLabels';
import type { NotebookRunCode } from '../NotebookCell/runCellCode';
import type { NotebookOutput } from '../notebookOutput';
import { NotebookCellList, NotebookRoot, NotebookToolbarRoot, NotebookToolbarSpacer } from './Notebook.styles';
import { NotebookCellActions } from './NotebookCellActions';
import { NotebookConnection, type NotebookConnectionStatus } from './NotebookConnection';
import { NotebookMarkdownCell } from './NotebookMarkdownCell';
import { mergeNotebookLabels, type NotebookLabels } from './notebookLabels';
import { useNotebookRuns, type NotebookCellRun } from './useNotebookRuns';

export type NotebookCellType = 'code' | 'markdown';

/** A cell as the notebook document stores it. Run state lives in the notebook, not here. */
export interface NotebookCellData {
  /** Stable id (keys, callbacks). */
  id: string;
  type: NotebookCellType;
  /** Python or markdown. */
  source: string;
  /** A template cell: the student can run it but not edit, move away or delete it. */
  locked?: boolean;
  /** Outputs saved with the document, shown until the cell runs again. */
  outputs?: readonly NotebookOutput[];
  /** Saved execution count, shown with the saved outputs. */
  executionCount?: number | null;
}

export interface NotebookProps {
  /** The cells, in order (controlled). Leave undefined and use `defaultCells` to let the notebook keep them. */
  cells?: readonly NotebookCellData[];
  /** Initial cells when `cells` is not controlled. */
  defaultCells?: readonly NotebookCellData[];
  /** Called with the new cell list after every edit, add, move and delete. */
  onCellsChange?: (cells: NotebookCellData[]) => void;
  /** Runs code on the kernel: resolves with the outputs, rejects with them on error; outputs streamed to `options.onOutput` show while the cell runs. */
  onRun: NotebookRunCode;
  /** Called when a code cell has finished (for run logs and saving outputs). */
  onCellRun?: (cell: NotebookCellData, run: NotebookCellRun) => void;
  /** Called when the student clears a code cell's outputs (to forget saved ones). */
  onClearOutputs?: (cell: NotebookCellData) => void;
  /** Kernel connection; runs are possible only when `ready`. */
  status: NotebookConnectionStatus;
  /** Restart the kernel. Queued cells are cancelled and counts start again at 1. */
  onRestart?: () => void | Promise<void>;
  /** Interrupt the running cell. Queued cells are cancelled. */
  onInterrupt?: () => void | Promise<void>;
  /** `editable`, or `readOnly`: cells and outputs are shown, nothing changes or runs. */
  access?: 'editable' | 'readOnly';
  /** Makes ids for new cells. */
  createCellId?: () => string;
  /** Notebook strings; zh-CN by default. */
  labels?: Partial<NotebookLabels>;
  /** Code cell strings; zh-CN by default. */
  cellLabels?: Partial<NotebookCellLabels>;
  /** `monaco` (lazy-loaded) or `plain` textareas. */
  editorEngine?: 'monaco' | 'plain';
}

let nextId = 0;
const defaultCreateCellId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `cell-${Date.now()}-${(nextId += 1)}`;

/** A notebook of code and markdown cells on one kernel: run, run all, restart, interrupt, edit the cell list. */
export const Notebook = forwardRef<HTMLElement, NotebookProps>(function Notebook(
  {
    cells: controlledCells,
    defaultCells = [],
    onCellsChange,
    onRun,
    onCellRun,
    onClearOutputs,
    status,
    onRestart,
    onInterrupt,
    access = 'editable',
    createCellId = defaultCreateCellId,
    labels: labelOverrides,
    cellLabels: cellLabelOverrides,
    editorEngine = 'monaco',
  },
  ref,
) {
  const labels = mergeNotebookLabels(labelOverrides);
  const cellLabels = mergeNotebookCellLabels(cellLabelOverrides);
  const [ownCells, setOwnCells] = useState<readonly NotebookCellData[]>(defaultCells);
  const cells = controlledCells ?? ownCells;
  const cellsRef = useRef(cells);
  cellsRef.current = cells;
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const activeId = useRef<string | undefined>(undefined);
  const editable = access === 'editable';
  const ready = status === 'ready';

  const { runs, enqueue, cancelQueue, clear, resetCounter } = useNotebookRuns(onRun, (id, run) => {
    const cell = cellsRef.current.find((candidate) => candidate.id === id);
    if (cell) onCellRun?.(cell, run);
  });
  const busy = Object.values(runs).some((run) => run?.state === 'running' || run?.state === 'queued');

  const change = useCallback(
    (next: NotebookCellData[]) => {
      if (controlledCells === undefined) setOwnCells(next);
      onCellsChange?.(next);
    },
    [controlledCells, onCellsChange],
  );

  const updateSource = (id: string, source: string): void =>
    change(cells.map((cell) => (cell.id === id ? { ...cell, source } : cell)));

  const move = (index: number, by: -1 | 1): void => {
    const next = [...cells];
    const [cell] = next.splice(index, 1);
    if (cell) next.splice(index + by, 0, cell);
    change(next);
  };

  const remove = (id: string): void => change(cells.filter((cell) => cell.id !== id));

  const add = (type: NotebookCellType): void => {
    const cell: NotebookCellData = { id: createCellId(), type, source: '' };
    // Below the cell the student last worked in, else at the end.
    const after = cells.findIndex((candidate) => candidate.id === activeId.current);
    const next = [...cells];
    next.splice(after < 0 ? next.length : after + 1, 0, cell);
    if (type === 'markdown') setEditing((previous) => new Set(previous).add(cell.id));
    activeId.current = cell.id;
    change(next);
  };

  const setMode = (id: string, mode: 'edit' | 'preview'): void =>
    setEditing((previous) => {
      const next = new Set(previous);
      if (mode === 'edit') next.add(id);
      else next.delete(id);
      return next;
    });

  const runAll = (): void => {
    setEditing(new Set());
    enqueue(cells.filter((cell) => cell.type === 'code').map((cell) => ({ id: cell.id, code: cell.source })));
  };

  const restart = (): void => {
    cancelQueue();
    resetCounter();
    void onRestart?.();
  };

  const interrupt = (): void => {
    cancelQueue();
    void onInterrupt?.();
  };

  return (
    <NotebookRoot ref={ref} aria-label={labels.notebook} data-status={status} data-access={access}>
      <NotebookToolbarRoot role="toolbar" aria-label={labels.toolbar}>
        {editable && (
          <>
            <Button size="small" variant="primary" onClick={runAll} disabled={!ready || busy || cells.every((cell) => cell.type !== 'code')}>
              {labels.runAll}
            </Button>
            {onInterrupt && (
              <Button size="small" onClick={interrupt} disabled={!busy}>
                {labels.interrupt}
              </Button>
            )}
            {onRestart && (
              <Button size="small" onClick={restart} disabled={status === 'connecting'}>
                {labels.restart}
              </Button>
            )}
            <Button size="small" onClick={() => add('code')}>
              {labels.addCode}
            </Button>
            <Button size="small" onClick={() => add('markdown')}>
              {labels.addMarkdown}
            </Button>
          </>
        )}
        <NotebookToolbarSpacer />
        <NotebookConnection status={status} labels={labels.connection} />
      </NotebookToolbarRoot>

      {cells.length === 0 ? (
        <EmptyState
          title={labels.emptyTitle}
          description={editable ? labels.emptyDescription : undefined}
          action={
            editable ? (
              <Button variant="primary" onClick={() => add('code')}>
                {labels.addCode}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <NotebookCellList>
          {cells.map((cell, index) => {
            const actions = editable ? (
              <NotebookCellActions
                canMoveUp={index > 0}
                canMoveDown={index < cells.length - 1}
                canDelete={!cell.locked}
                onMoveUp={() => move(index, -1)}
                onMoveDown={() => move(index, 1)}
                onDelete={() => remove(cell.id)}
                labels={labels}
              />
            ) : undefined;
            const run = runs[cell.id];
            return (
              <li key={cell.id} data-cell-id={cell.id} onFocusCapture={() => (activeId.current = cell.id)}>
                {cell.type === 'code' ? (
                  <NotebookCell
                    source={cell.source}
                    onSourceChange={(source) => updateSource(cell.id, source)}
                    onRunRequest={(code) => enqueue([{ id: cell.id, code }])}
                    state={run?.state ?? 'idle'}
                    outputs={run?.outputs ?? cell.outputs ?? []}
                    executionCount={run ? run.executionCount : (cell.executionCount ?? null)}
                    onClearOutputs={() => {
                      clear(cell.id);
                      onClearOutputs?.(cell);
                    }}
                    access={!editable ? 'readOnly' : cell.locked ? 'locked' : 'editable'}
                    runDisabled={!ready}
                    actions={actions}
                    labels={{ ...cellLabels, cell: `${cellLabels.cell} ${index + 1}` }}
                    editorEngine={editorEngine}
                  />
                ) : (
                  <NotebookMarkdownCell
                    source={cell.source}
                    onSourceChange={(source) => updateSource(cell.id, source)}
                    mode={editable && !cell.locked && editing.has(cell.id) ? 'edit' : 'preview'}
                    onModeChange={editable && !cell.locked ? (mode) => setMode(cell.id, mode) : undefined}
                    actions={actions}
                    labels={{
                      cell: `${labels.markdownCell} ${index + 1}`,
                      editor: labels.markdownEditor,
                      edit: labels.edit,
                      preview: labels.preview,
                      empty: labels.emptyMarkdown,
                    }}
                  />
                )}
              </li>
            );
          })}
        </NotebookCellList>
      )}
    </NotebookRoot>
  );
});
