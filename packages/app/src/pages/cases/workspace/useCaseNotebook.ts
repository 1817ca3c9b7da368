import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotebookClient } from '@finedu/domain';
import type { NotebookConnectionStatus, NotebookOutput, NotebookRunCode } from '@finedu/ui/notebook';
import { useServices } from '../../../services/ServicesContext';

export interface CaseNotebook {
  status: NotebookConnectionStatus;
  /** Why the kernel could not start (shown beside the notebook), or null. */
  startError: string | null;
  run: NotebookRunCode;
  restart: () => Promise<void>;
  interrupt: () => Promise<void>;
  /** Start again after a failed start. */
  reconnect: () => void;
}

/**
 * A kernel for one case: starts a notebook session on the case's path (the folder holding its dataset
 * files), follows the connection, and destroys the session when the workspace closes.
 */
export function useCaseNotebook(caseId: number, path: string | undefined): CaseNotebook {
  const { createNotebook } = useServices();
  const [status, setStatus] = useState<NotebookConnectionStatus>('connecting');
  const [startError, setStartError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const client = useRef<NotebookClient | null>(null);

  useEffect(() => {
    if (!path) return undefined;
    setStatus('connecting');
    setStartError(null);
    const name = path.split('/').pop() ?? path;
    // The notebook client is a chunk of its own: it may arrive after the workspace closed.
    const session: { closed: boolean; notebook: NotebookClient | null; off: () => void } = { closed: false, notebook: null, off: () => undefined };
    createNotebook()
      .then((created) => {
        if (session.closed) return undefined;
        session.notebook = created;
        client.current = created;
        session.off = created.onStatus(setStatus);
        return created.start({ path, name, caseId });
      })
      .catch((error: unknown) => {
        if (session.closed || client.current !== session.notebook) return;
        setStatus('closed');
        setStartError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      session.closed = true;
      session.off();
      client.current = null;
      void session.notebook?.destroy().catch(() => undefined);
    };
  }, [createNotebook, caseId, path, attempt]);

  const run = useCallback<NotebookRunCode>(async (code, options) => {
    const notebook = client.current;
    if (!notebook) throw new Error('notebook closed');
    // Outputs stream to the cell as the kernel sends them (clear_output empties them); the promise still settles on idle (or rejects on error).
    const result = await notebook.run(code, { onOutput: options?.onOutput, onClear: options?.onClear });
    // The domain's outputs are nbformat outputs, the shape the ui renders.
    return result.outputs as readonly NotebookOutput[];
  }, []);

  const restart = useCallback(async () => {
    await client.current?.restart();
  }, []);
  const interrupt = useCallback(async () => {
    await client.current?.interrupt();
  }, []);
  const reconnect = useCallback(() => setAttempt((n) => n + 1), []);

  return { status, startError, run, restart, interrupt, reconnect };
}
