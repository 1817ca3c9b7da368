/**
 * The kernels of an attempt's notebook questions, made when first shown and closed together. The kernel itself
 * (examKernel.ts) is made by ExamNotebook, in its lazy chunk: the exam page holds only this registry.
 */
export class ExamKernels<Kernel extends { close(): void }> {
  #kernels = new Map<number, Kernel>();
  #closed = false;

  /** The question's kernel, made by `make` the first time (closed at once when the attempt already is). */
  of(questionId: number, make: () => Kernel): Kernel {
    let kernel = this.#kernels.get(questionId);
    if (!kernel) {
      kernel = make();
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
