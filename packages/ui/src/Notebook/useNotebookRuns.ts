import { useCallback, useRef, useState } from 'react';
import { joinStreams } from '@finedu/domain';
import { runCellCode, type NotebookCellState, type NotebookRunCode } from '../NotebookCell/runCellCode';
import { executionCountOf, type NotebookOutput } from '../notebookOutput';

/** What the notebook knows about a code cell's runs in this session. */
export interface NotebookCellRun {
  state: NotebookCellState;
  outputs: readonly NotebookOutput[];
  executionCount: number | null;
}

export interface NotebookRunRequest {
  id: string;
  code: string;
}

type Runs = Readonly<Record<string, NotebookCellRun | undefined>>;

/**
 * The kernel runs one cell at a time, so runs go through one queue, in order. A cell that fails
 * cancels everything queued after it (as Jupyter aborts its queue on error); interrupt and
 * restart cancel the queue too. Execution counts follow the kernel's when it reports them.
 */
export const useNotebookRuns = (onRun: NotebookRunCode, onFinished?: (id: string, run: NotebookCellRun) => void) => {
  const [runs, setRuns] = useState<Runs>({});
  const chain = useRef<Promise<void>>(Promise.resolve());
  const generation = useRef(0);
  const counter = useRef(0);
  // What each queued cell showed before it was queued, to restore when the queue is cancelled.
  const queued = useRef(new Map<string, NotebookCellRun | undefined>());
  const active = useRef(new Set<string>());
  const latest = useRef({ onRun, onFinished });
  latest.current = { onRun, onFinished };

  const setRun = (id: string, run: NotebookCellRun | undefined): void => setRuns((previous) => ({ ...previous, [id]: run }));

  const cancelQueue = useCallback(() => {
    generation.current += 1;
    const restore = new Map(queued.current);
    queued.current.clear();
    restore.forEach((_, id) => active.current.delete(id));
    if (restore.size > 0) setRuns((previous) => ({ ...previous, ...Object.fromEntries(restore) }));
  }, []);

  const enqueue = useCallback(
    (requests: readonly NotebookRunRequest[]) => {
      const fresh = requests.filter((request) => !active.current.has(request.id));
      if (fresh.length === 0) return;
      const ticket = generation.current;
      fresh.forEach(({ id }) => {
        active.current.add(id);
        queued.current.set(id, undefined);
      });
      setRuns((previous) => {
        fresh.forEach(({ id }) => {
          if (queued.current.has(id)) queued.current.set(id, previous[id]);
        });
        const marked = fresh.map(({ id }): [string, NotebookCellRun] => [
          id,
          { state: 'queued', outputs: previous[id]?.outputs ?? [], executionCount: previous[id]?.executionCount ?? null },
        ]);
        return { ...previous, ...Object.fromEntries(marked) };
      });
      fresh.forEach(({ id, code }) => {
        chain.current = chain.current.then(async () => {
          if (generation.current !== ticket || !queued.current.has(id)) return;
          queued.current.delete(id);
          setRun(id, { state: 'running', outputs: [], executionCount: null });
          let settled = false;
          // Outputs shown as they arrive (and dropped on clear_output); the settled list below replaces them.
          const showWhileRunning = (next: (outputs: readonly NotebookOutput[]) => readonly NotebookOutput[]) => {
            if (settled) return;
            setRuns((previous) => {
              const current = previous[id];
              return current?.state === 'running' ? { ...previous, [id]: { ...current, outputs: next(current.outputs) } } : previous;
            });
          };
          const result = await runCellCode(latest.current.onRun, code, {
            // Stream chunks join the stream before them, so a long progress log stays one output.
            onOutput: (output) => showWhileRunning((outputs) => joinStreams([...outputs, output])),
            onClear: () => showWhileRunning(() => []),
          });
          settled = true;
          counter.current = executionCountOf(result.outputs) ?? counter.current + 1;
          const run: NotebookCellRun = { state: result.state, outputs: result.outputs, executionCount: counter.current };
          active.current.delete(id);
          setRun(id, run);
          latest.current.onFinished?.(id, run);
          if (result.state === 'error') cancelQueue();
        });
      });
    },
    [cancelQueue],
  );

  const clear = useCallback((id: string) => setRun(id, { state: 'idle', outputs: [], executionCount: null }), []);

  /** After a kernel restart the counts start again at 1. */
  const resetCounter = useCallback(() => {
    counter.current = 0;
  }, []);

  return { runs, enqueue, cancelQueue, clear, resetCounter };
};
