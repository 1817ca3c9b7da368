import { boundWorkOutputs, type CellOutput, type WorkCell } from '@finedu/domain';
import type { NotebookCellData, NotebookCellRun, NotebookOutput } from '@finedu/ui/notebook';

/** A rendered output in the contract's shape (nbformat: metadata always present, an execute_result's count or null). */
export function toCellOutput(output: NotebookOutput): CellOutput {
  switch (output.output_type) {
    case 'stream':
      return { output_type: 'stream', name: output.name, text: output.text };
    case 'execute_result':
      return { output_type: 'execute_result', execution_count: output.execution_count ?? null, data: { ...output.data }, metadata: { ...output.metadata } };
    case 'display_data':
      return { output_type: 'display_data', data: { ...output.data }, metadata: { ...output.metadata } };
    case 'error':
      return { output_type: 'error', ename: output.ename, evalue: output.evalue, traceback: [...output.traceback] };
    default:
      return output satisfies never;
  }
}

/** The working copy as the notebook shows it: saved outputs and counts included. */
export const toCells = (cells: readonly WorkCell[]): NotebookCellData[] =>
  cells.map((cell) => ({
    id: cell.id,
    type: cell.type,
    source: cell.source,
    locked: cell.locked,
    ...(cell.type === 'code' && cell.outputs ? { outputs: cell.outputs } : {}),
    ...(cell.type === 'code' && cell.execution_count !== undefined ? { executionCount: cell.execution_count } : {}),
  }));

/**
 * The notebook's cells as a working copy to save: code cells with their last outputs, bounded the way
 * the server bounds them (so a save is never refused for its outputs); `trimmedNote` stands for what is dropped.
 */
export function toWork(cells: readonly NotebookCellData[], trimmedNote: string): WorkCell[] {
  const work = cells.map((cell): WorkCell => {
    const base: WorkCell = { id: cell.id, type: cell.type, source: cell.source, locked: cell.locked ?? false };
    if (cell.type !== 'code') return base;
    return {
      ...base,
      ...(cell.outputs ? { outputs: cell.outputs.map(toCellOutput) } : {}),
      ...(cell.executionCount !== undefined ? { execution_count: cell.executionCount } : {}),
    };
  });
  return boundWorkOutputs(work, trimmedNote);
}

/** The cells with `id`'s last run recorded (its outputs and `[n]`), as the notebook shows it after the run. */
export const withRun = (cells: readonly NotebookCellData[], id: string, run: NotebookCellRun): NotebookCellData[] =>
  cells.map((cell) => (cell.id === id ? { ...cell, outputs: run.outputs, executionCount: run.executionCount } : cell));

/** The cells with `id`'s outputs and `[n]` cleared. */
export const withoutOutputs = (cells: readonly NotebookCellData[], id: string): NotebookCellData[] =>
  cells.map((cell) => {
    if (cell.id !== id) return cell;
    const { outputs: _outputs, executionCount: _count, ...rest } = cell;
    return rest;
  });
