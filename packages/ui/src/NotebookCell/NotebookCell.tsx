import { forwardRef, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { joinStreams } from '@finedu/domain';
import { Button } from '../Button';
import { CodeEditor } from '../CodeEditor';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { executionCountOf, type NotebookOutput } from '../notebookOutput';
import {
  NotebookCellBadge,
  NotebookCellBody,
  NotebookCellPrompt,
  NotebookCellRoot,
  NotebookCellSpacer,
  NotebookCellStatus,
  NotebookCellToolbar,
} from './NotebookCell.styles';
import { NotebookCellOutputs } from './NotebookCellOutputs';
import { mergeNotebookCellLabels, type NotebookCellLabels } from './notebookCellLabels';
import { runCellCode, type NotebookCellState, type NotebookRunCode } from './runCellCode';

/** Who may do what with a cell: edit and run it, only run it (a template cell), or only read it. */
export type NotebookCellAccess = 'editable' | 'locked' | 'readOnly';

export interface NotebookCellProps {
  /** The code (controlled). Leave undefined and use `defaultSource` to let the cell keep it. */
  source?: string;
  /** Initial code when `source` is not controlled. */
  defaultSource?: string;
  /** Called with the new code on every edit. */
  onSourceChange?: (source: string) => void;
  /**
   * Runs the code on the kernel: resolves with the outputs, rejects with them when the cell raised
   * (the notebook client's contract); outputs passed to `options.onOutput` show while the cell runs,
   * and `options.onClear` empties them (`clear_output`).
   * Without it the run button is not shown.
   */
  onRun?: NotebookRunCode;
  /**
   * For a parent that owns the runs (the Notebook's queue): run and Shift+Enter call this instead
   * of `onRun`, and the parent passes `state`, `outputs` and `executionCount` back.
   */
  onRunRequest?: (code: string) => void;
  /** Controls the state; by default the cell tracks its own runs of `onRun`. */
  state?: NotebookCellState;
  /** Controls the outputs; by default the outputs of the last run. */
  outputs?: readonly NotebookOutput[];
  /** Controls the `[n]` count; by default the kernel's count, or the cell's own run count. */
  executionCount?: number | null;
  /** Called when the student clears the outputs (after the cell cleared its own). */
  onClearOutputs?: () => void;
  /** `editable`; `locked`: a template cell that can run but not be edited; `readOnly`: no edits, no runs. */
  access?: NotebookCellAccess;
  /** Disables running, e.g. while the kernel is not connected. */
  runDisabled?: boolean;
  /** Extra actions at the end of the toolbar (the notebook's move and delete). */
  actions?: ReactNode;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<NotebookCellLabels>;
  /** `monaco` (lazy-loaded) or `plain` textarea. */
  editorEngine?: 'monaco' | 'plain';
}

const promptText = (state: NotebookCellState, count: number | null | undefined): string =>
  state === 'running' || state === 'queued' ? '[*]' : `[${count ?? ' '}]`;

/** A notebook code cell: Python editor, run (button or Shift+Enter), `[n]`, state and outputs. */
export const NotebookCell = forwardRef<HTMLDivElement, NotebookCellProps>(function NotebookCell(
  {
    source,
    defaultSource = '',
    onSourceChange,
    onRun,
    onRunRequest,
    state,
    outputs,
    executionCount,
    onClearOutputs,
    access = 'editable',
    runDisabled = false,
    actions,
    labels: labelOverrides,
    editorEngine = 'monaco',
  },
  ref,
) {
  const labels = mergeNotebookCellLabels(labelOverrides);
  const [ownSource, setOwnSource] = useState(defaultSource);
  const [ownState, setOwnState] = useState<NotebookCellState>('idle');
  const [ownOutputs, setOwnOutputs] = useState<readonly NotebookOutput[]>([]);
  const [ownCount, setOwnCount] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const code = source ?? ownSource;
  const shownState = state ?? ownState;
  const shownOutputs = outputs ?? ownOutputs;
  const shownCount = executionCount === undefined ? ownCount : executionCount;
  const busy = shownState === 'running' || shownState === 'queued';
  const canRun = access !== 'readOnly' && (onRun !== undefined || onRunRequest !== undefined);

  const handleSourceChange = useCallback(
    (next: string) => {
      if (source === undefined) setOwnSource(next);
      onSourceChange?.(next);
    },
    [source, onSourceChange],
  );

  const run = useCallback(async () => {
    if (runDisabled || busy || access === 'readOnly') return;
    if (onRunRequest) {
      onRunRequest(code);
      return;
    }
    if (!onRun) return;
    setOwnState('running');
    setOwnOutputs([]);
    let settled = false;
    const result = await runCellCode(onRun, code, {
      onOutput: (output) => {
        if (!settled && mounted.current) setOwnOutputs((previous) => joinStreams([...previous, output]));
      },
      onClear: () => {
        if (!settled && mounted.current) setOwnOutputs([]);
      },
    });
    settled = true;
    if (!mounted.current) return;
    setOwnState(result.state);
    setOwnOutputs(result.outputs);
    setOwnCount((previous) => executionCountOf(result.outputs) ?? (previous ?? 0) + 1);
  }, [onRun, onRunRequest, runDisabled, busy, access, code]);

  const clear = useCallback(() => {
    setOwnOutputs([]);
    setOwnState('idle');
    onClearOutputs?.();
  }, [onClearOutputs]);

  return (
    <NotebookCellRoot ref={ref} role="group" aria-label={labels.cell} data-state={shownState} data-access={access} aria-busy={busy || undefined}>
      <NotebookCellPrompt>
        <VisuallyHidden>{labels.executionCount} </VisuallyHidden>
        {promptText(shownState, shownCount)}
      </NotebookCellPrompt>
      <NotebookCellBody>
        <NotebookCellToolbar>
          {canRun && (
            <Button size="small" variant="primary" onClick={() => void run()} disabled={runDisabled || busy} title={labels.runHint}>
              {labels.run}
            </Button>
          )}
          {access !== 'readOnly' && shownOutputs.length > 0 && !busy && (
            <Button size="small" onClick={clear}>
              {labels.clearOutputs}
            </Button>
          )}
          {access !== 'editable' && (
            <NotebookCellBadge data-access={access}>{access === 'locked' ? labels.locked : labels.readOnly}</NotebookCellBadge>
          )}
          <NotebookCellStatus role="status">{shownState === 'idle' ? '' : labels.states[shownState]}</NotebookCellStatus>
          <NotebookCellSpacer />
          {actions}
        </NotebookCellToolbar>
        <CodeEditor
          value={code}
          onChange={handleSourceChange}
          readOnly={access !== 'editable'}
          onShiftEnter={canRun ? () => void run() : undefined}
          label={labels.editor}
          engine={editorEngine}
        />
        <NotebookCellOutputs
          outputs={shownOutputs}
          label={labels.outputs}
          imageLabel={labels.imageOutput}
          unsupportedLabel={labels.unsupportedOutput}
        />
      </NotebookCellBody>
    </NotebookCellRoot>
  );
});
