import type { NotebookClient } from '@finedu/domain';
import type { NotebookCellData, NotebookConnectionStatus, NotebookOutput, NotebookRunCode } from '@finedu/ui/notebook';

/** What the exam page shows of a notebook question's kernel. */
export interface ExamKernelState {
  status: NotebookConnectionStatus;
  /** Why the kernel could not start, or null. */
  startError: string | null;
}

/** The kernel's session path of a notebook question: a folder of the student's own per exam (issue 16). */
export const examNotebookPath = (examId: number, questionId: number): string => `exam-${examId}/q${questionId}.ipynb`;

/**
 * The live kernel of one notebook question for as long as the attempt is open. Moving to another question and back
 * keeps the kernel (its variables) and the cells as the student left them (their outputs included); a reload joins
 * the same session path, so the kernel's variables survive it too. Only the cells' sources are the answer.
 */
export class ExamKernel {
  #state: ExamKernelState = { status: 'connecting', startError: null };
  #listeners = new Set<() => void>();
  #client: NotebookClient | null = null;
  #off: () => void = () => undefined;
  #closed = false;
  #started = false;
  /** The cells as the notebook last showed them (ids, outputs), or null before the question was first opened. */
  cells: NotebookCellData[] | null = null;

  constructor(
    private readonly createNotebook: () => Promise<NotebookClient>,
    private readonly path: string,
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
    this.#set({ status: 'connecting', startError: null });
    try {
      const client = this.#client ?? (await this.createNotebook());
      if (this.#closed) {
        void client.destroy().catch(() => undefined);
        return;
      }
      if (this.#client === null) {
        this.#client = client;
        this.#off = client.onStatus((status) => this.#set({ status }));
      }
      await client.start({ path: this.path, name: this.path.split('/').pop() ?? this.path });
    } catch (error) {
      if (this.#closed) return;
      this.#set({ status: 'closed', startError: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Starts again after a failed start. */
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

/** The kernels of an attempt's notebook questions, made when first shown and closed together. */
export class ExamKernels {
  #kernels = new Map<number, ExamKernel>();
  #closed = false;

  constructor(
    private readonly createNotebook: () => Promise<NotebookClient>,
    private readonly examId: number,
  ) {}

  of(questionId: number): ExamKernel {
    let kernel = this.#kernels.get(questionId);
    if (!kernel) {
      kernel = new ExamKernel(this.createNotebook, examNotebookPath(this.examId, questionId));
      if (this.#closed) kernel.close();
      this.#kernels.set(questionId, kernel);
    }
    return kernel;
  }

  close(): void {
    this.#closed = true;
    for (const kernel of this.#kernels.values()) kernel.close();
  }
}
