import type { ExamNotebookFolder, NotebookClient } from '@finedu/domain';
import type { NotebookCellData, NotebookConnectionStatus, NotebookOutput, NotebookRunCode } from '@finedu/ui/notebook';

/** What the exam page shows of a notebook question's kernel. */
export interface ExamKernelState {
  status: NotebookConnectionStatus;
  /** The question's folder once the server prepared it (where the kernel starts, the student's seed), or null. */
  folder: ExamNotebookFolder | null;
  /** Why the folder could not be prepared or the kernel could not start, or null. */
  failure: { stage: 'prepare' | 'start'; message: string } | null;
}

/**
 * The live kernel of one notebook question for as long as the attempt is open (issue 16). Before it starts, the server
 * prepares the question's folder in the student's home (their own generated data and params.json beside the notebook)
 * and says where the kernel starts. Moving to another question and back keeps the kernel (its variables) and the
 * cells as the student left them (their outputs included); a reload prepares the folder again and joins the same
 * session path (the server's is stable), so the kernel's variables survive it too. Only the cells' sources are the
 * answer. Lives in ExamNotebook's lazy chunk: the exam page without a notebook question never downloads it.
 */
export class ExamKernel {
  #state: ExamKernelState = { status: 'connecting', folder: null, failure: null };
  #listeners = new Set<() => void>();
  #client: NotebookClient | null = null;
  #off: () => void = () => undefined;
  #closed = false;
  #started = false;
  /** The cells as the notebook last showed them (ids, outputs), or null before the question was first opened. */
  cells: NotebookCellData[] | null = null;

  constructor(
    private readonly createNotebook: () => Promise<NotebookClient>,
    /** The server's preparation of the question's folder (`exam.openNotebook`). */
    private readonly openFolder: () => Promise<ExamNotebookFolder>,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): ExamKernelState => this.#state;

  #set(change: Partial<ExamKernelState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }

  /** Starts the session once (the first time the question is shown). */
  ensureStarted(): void {
    if (this.#started || this.#closed) return;
    this.#started = true;
    void this.#start();
  }

  async #start(): Promise<void> {
    this.#set({ status: 'connecting', failure: null });
    let stage: 'prepare' | 'start' = 'prepare';
    try {
      // Prepared once: a retry after a failed kernel start goes straight to the start.
      const folder = this.#state.folder ?? (await this.openFolder());
      if (this.#closed) return;
      if (this.#state.folder === null) this.#set({ folder });
      stage = 'start';
      const client = this.#client ?? (await this.createNotebook());
      if (this.#closed) {
        void client.destroy().catch(() => undefined);
        return;
      }
      if (this.#client === null) {
        this.#client = client;
        this.#off = client.onStatus((status) => this.#set({ status }));
      }
      await client.start({ path: folder.path, name: folder.path.split('/').pop() ?? folder.path });
    } catch (error) {
      if (this.#closed) return;
      this.#set({ status: 'closed', failure: { stage, message: error instanceof Error ? error.message : String(error) } });
    }
  }

  /** Prepares or starts again after a failure. */
  reconnect = (): void => {
    if (this.#closed) return;
    void this.#start();
  };

  run: NotebookRunCode = async (code, options) => {
    const client = this.#client;
    if (!client) throw new Error('notebook closed');
    const result = await client.run(code, { onOutput: options?.onOutput, onClear: options?.onClear });
    // The domain's outputs are nbformat outputs, the shape the ui renders.
    return result.outputs as readonly NotebookOutput[];
  };

  restart = async (): Promise<void> => {
    await this.#client?.restart();
  };

  interrupt = async (): Promise<void> => {
    await this.#client?.interrupt();
  };

  /** Ends the session (the attempt was submitted or closed): the kernel stops, the answer is frozen on the server. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#off();
    const client = this.#client;
    this.#client = null;
    void client?.destroy().catch(() => undefined);
    this.#set({ status: 'closed' });
  }
}
