// Saved outputs of a working copy's code cells, shaped like nbformat outputs (what the notebook client
// collects, `NotebookOutput` in notebook/protocol.ts), so a student who comes back sees what they last ran.
import { z } from 'zod';
import { joinStreams } from '../notebook/streams.js';

const MimeBundle = z.record(z.string(), z.unknown());
const OutputMetadata = z.record(z.string(), z.unknown()).default({});

/** One nbformat output: stream, execute_result, display_data or error. Unknown keys (e.g. `transient`) are dropped. */
export const CellOutput = z.discriminatedUnion('output_type', [
  z.object({ output_type: z.literal('stream'), name: z.enum(['stdout', 'stderr']), text: z.string() }),
  z.object({ output_type: z.literal('execute_result'), execution_count: z.number().int().nullable(), data: MimeBundle, metadata: OutputMetadata }),
  z.object({ output_type: z.literal('display_data'), data: MimeBundle, metadata: OutputMetadata }),
  z.object({ output_type: z.literal('error'), ename: z.string(), evalue: z.string(), traceback: z.array(z.string()) }),
]);
export type CellOutput = z.infer<typeof CellOutput>;
export type CellOutputInput = z.input<typeof CellOutput>;

/**
 * Bounds of saved outputs. `outputs` per cell is enforced by the contract (a longer list is refused);
 * the byte sizes are enforced by trimming ({@link boundWorkOutputs}): the student's code is always saved,
 * only outputs that do not fit are replaced by a note.
 */
export const CELL_OUTPUT_LIMITS = {
  /** Outputs per cell, after adjacent streams are joined (as Jupyter stores them). */
  outputs: 64,
  /** JSON size (UTF-8 bytes) of one cell's outputs. */
  cellBytes: 512 * 1024,
  /** JSON size (UTF-8 bytes) of all outputs of a working copy. */
  workBytes: 4 * 1024 * 1024,
} as const;

/** The note that stands where outputs were dropped, by language (the user's `Accept-Language`). */
export const TRIMMED_OUTPUT_NOTE = { zh: '输出过大，未保存', en: 'Output too large; not saved' } as const;
/** Metadata key marking the note, so trimming twice keeps one note. */
const TRIMMED_KEY = 'finedu_trimmed';

export const trimmedOutputNote = (text: string): CellOutput => ({
  output_type: 'display_data',
  data: { 'text/plain': text },
  metadata: { [TRIMMED_KEY]: true },
});

const isNote = (output: CellOutput): boolean =>
  (output.output_type === 'display_data' || output.output_type === 'execute_result') && output.metadata[TRIMMED_KEY] === true;
const isRich = (output: CellOutput): boolean => output.output_type === 'display_data' || output.output_type === 'execute_result';

const encoder = new TextEncoder();
const byteSize = (value: unknown): number => encoder.encode(JSON.stringify(value)).length;

/**
 * One cell's outputs within `maxBytes` and {@link CELL_OUTPUT_LIMITS.outputs}: streams joined; past the
 * count, the rest is dropped; past the size, the largest outputs are dropped, rich ones (plots, tables)
 * first. One note (`note`) stands where the first dropped output was.
 */
export function boundCellOutputs(outputs: readonly CellOutput[], note: string, maxBytes: number = CELL_OUTPUT_LIMITS.cellBytes): CellOutput[] {
  const joined = joinStreams(outputs);
  const noteOutput = trimmedOutputNote(note);
  const dropped = new Set<number>();
  joined.forEach((output, index) => {
    // Earlier notes give way to the one placed below; past the count, room is left for the note.
    if (isNote(output) || (joined.length > CELL_OUTPUT_LIMITS.outputs && index >= CELL_OUTPUT_LIMITS.outputs - 1)) dropped.add(index);
  });
  const sizes = joined.map(byteSize);
  const noteSize = byteSize(noteOutput);
  // The JSON array's size, counted rather than serialised again after every drop.
  const sizeOf = (): number => {
    const kept = sizes.filter((_, index) => !dropped.has(index));
    const count = kept.length + (dropped.size > 0 ? 1 : 0);
    return 2 + Math.max(0, count - 1) + kept.reduce((sum, size) => sum + size, 0) + (dropped.size > 0 ? noteSize : 0);
  };
  // Largest first, rich outputs (plots, tables) before text and errors.
  const candidates = joined
    .map((output, index) => ({ index, rich: isRich(output), size: sizes[index]! }))
    .filter(({ index }) => !dropped.has(index))
    .sort((a, b) => Number(b.rich) - Number(a.rich) || b.size - a.size);
  for (const candidate of candidates) {
    if (sizeOf() <= maxBytes) break;
    dropped.add(candidate.index);
  }
  return assemble(joined, dropped, noteOutput);
}

function assemble(outputs: readonly CellOutput[], dropped: ReadonlySet<number>, note: CellOutput): CellOutput[] {
  const kept: CellOutput[] = [];
  let noted = false;
  outputs.forEach((output, index) => {
    if (!dropped.has(index)) kept.push(output);
    else if (!noted) {
      kept.push(note);
      noted = true;
    }
  });
  return kept;
}

interface CellWithOutputs {
  type: 'code' | 'markdown';
  outputs?: CellOutput[] | undefined;
  execution_count?: number | null | undefined;
}

/**
 * A working copy's cells with their outputs bounded: markdown cells lose any outputs, each code cell's
 * outputs fit {@link CELL_OUTPUT_LIMITS.cellBytes}, and all of them together fit
 * {@link CELL_OUTPUT_LIMITS.workBytes} (cells later in the notebook give way first).
 */
export function boundWorkOutputs<C extends CellWithOutputs>(cells: readonly C[], note: string): C[] {
  let budget: number = CELL_OUTPUT_LIMITS.workBytes;
  return cells.map((cell) => {
    if (cell.type === 'markdown') {
      const { outputs: _outputs, execution_count: _count, ...rest } = cell;
      return rest as C;
    }
    if (cell.outputs === undefined) return cell;
    const outputs = boundCellOutputs(cell.outputs, note, Math.max(0, Math.min(CELL_OUTPUT_LIMITS.cellBytes, budget)));
    budget -= byteSize(outputs);
    return { ...cell, outputs };
  });
}
