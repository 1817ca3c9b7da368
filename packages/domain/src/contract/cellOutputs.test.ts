import type { NotebookOutput } from '../notebook/protocol.js';
import { joinStreams } from '../notebook/streams.js';
import { boundCellOutputs, boundWorkOutputs, CELL_OUTPUT_LIMITS, CellOutput, TRIMMED_OUTPUT_NOTE, type CellOutputInput } from './cellOutputs.js';
import { SaveWorkBody, WorkCell } from './classroom.js';

// The saved shape is the notebook client's output shape, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<CellOutput, NotebookOutput> = true;

const text = (s: string, name: 'stdout' | 'stderr' = 'stdout'): CellOutput => ({ output_type: 'stream', name, text: s });
const png = (bytes: number): CellOutput => ({ output_type: 'display_data', data: { 'image/png': 'A'.repeat(bytes), 'text/plain': '<Figure>' }, metadata: {} });
const table = (): CellOutput => ({ output_type: 'execute_result', execution_count: 3, data: { 'text/html': '<table></table>', 'text/plain': 'df' }, metadata: {} });
const note = (s: string): CellOutput => ({ output_type: 'display_data', data: { 'text/plain': s }, metadata: { finedu_trimmed: true } });
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('CellOutput', () => {
  it('is the notebook client’s output shape', () => {
    expect(sameShape).toBe(true);
  });

  it('accepts the four nbformat outputs, defaults metadata and drops unknown keys', () => {
    const parsed = CellOutput.parse({ output_type: 'display_data', data: { 'text/plain': 'x' }, transient: { display_id: 'a' } } satisfies CellOutputInput & { transient: unknown });
    expect(parsed).toEqual({ output_type: 'display_data', data: { 'text/plain': 'x' }, metadata: {} });
    expect(CellOutput.safeParse({ output_type: 'error', ename: 'E', evalue: 'v', traceback: ['a'] }).success).toBe(true);
    expect(CellOutput.safeParse({ output_type: 'stream', name: 'stdin', text: '' }).success).toBe(false);
    expect(CellOutput.safeParse({ output_type: 'update_display_data', data: {} }).success).toBe(false);
  });
});

describe('WorkCell and SaveWorkBody bounds', () => {
  const cell = { id: 'c1', type: 'code' as const, source: 'print(1)' };

  it('keeps outputs and execution count of a code cell', () => {
    const parsed = SaveWorkBody.parse({ cells: [{ ...cell, outputs: [text('1\n')], execution_count: 4 }] });
    expect(parsed.cells[0]).toEqual({ ...cell, locked: false, outputs: [text('1\n')], execution_count: 4 });
    expect(WorkCell.parse({ ...cell, execution_count: null }).execution_count).toBeNull();
  });

  it(`refuses more than ${CELL_OUTPUT_LIMITS.outputs} outputs, a fractional count and outputs on markdown cells`, () => {
    const many = Array.from({ length: CELL_OUTPUT_LIMITS.outputs + 1 }, () => table());
    expect(SaveWorkBody.safeParse({ cells: [{ ...cell, outputs: many }] }).success).toBe(false);
    expect(SaveWorkBody.safeParse({ cells: [{ ...cell, outputs: many.slice(1) }] }).success).toBe(true);
    expect(SaveWorkBody.safeParse({ cells: [{ ...cell, execution_count: 1.5 }] }).success).toBe(false);
    expect(SaveWorkBody.safeParse({ cells: [{ id: 'm', type: 'markdown', source: '#', outputs: [] }] }).success).toBe(false);
    expect(SaveWorkBody.safeParse({ cells: [{ id: 'm', type: 'markdown', source: '#', execution_count: 1 }] }).success).toBe(false);
  });
});

describe('boundCellOutputs', () => {
  it('joins adjacent streams of the same name, as Jupyter saves them', () => {
    expect(joinStreams([text('a'), text('b'), text('e', 'stderr'), text('c')])).toEqual([text('ab'), text('e', 'stderr'), text('c')]);
  });

  it('leaves outputs within the limits alone (apart from joining streams)', () => {
    const outputs = [text('loading\n'), text('done\n'), table(), png(1000)];
    expect(boundCellOutputs(outputs, TRIMMED_OUTPUT_NOTE.zh)).toEqual([text('loading\ndone\n'), table(), png(1000)]);
  });

  it('drops the largest rich outputs first and leaves one note where the first one was', () => {
    const outputs = [text('progress\n'), png(300_000), table(), png(400_000), text('x'.repeat(1000), 'stderr')];
    const bounded = boundCellOutputs(outputs, TRIMMED_OUTPUT_NOTE.en);
    expect(bounded).toEqual([text('progress\n'), png(300_000), table(), note('Output too large; not saved'), text('x'.repeat(1000), 'stderr')]);
    expect(jsonBytes(bounded)).toBeLessThanOrEqual(CELL_OUTPUT_LIMITS.cellBytes);

    const both = boundCellOutputs([png(400_000), text('ok'), png(400_000)], TRIMMED_OUTPUT_NOTE.zh, 100_000);
    expect(both).toEqual([note('输出过大，未保存'), text('ok')]);
  });

  it('drops text when rich outputs are not enough, and is idempotent', () => {
    const bounded = boundCellOutputs([text('y'.repeat(600_000)), png(10)], TRIMMED_OUTPUT_NOTE.zh);
    expect(bounded).toEqual([note('输出过大，未保存')]);
    expect(boundCellOutputs(bounded, TRIMMED_OUTPUT_NOTE.en)).toEqual([note('Output too large; not saved')]);
  });

  it(`keeps at most ${CELL_OUTPUT_LIMITS.outputs} outputs, the last being the note`, () => {
    const many = Array.from({ length: 100 }, () => table());
    const bounded = boundCellOutputs(many, TRIMMED_OUTPUT_NOTE.zh);
    expect(bounded).toHaveLength(CELL_OUTPUT_LIMITS.outputs);
    expect(bounded[CELL_OUTPUT_LIMITS.outputs - 1]).toEqual(note('输出过大，未保存'));
    expect(boundCellOutputs(many.slice(0, CELL_OUTPUT_LIMITS.outputs), TRIMMED_OUTPUT_NOTE.zh)).toHaveLength(CELL_OUTPUT_LIMITS.outputs);
  });
});

describe('boundWorkOutputs', () => {
  it('strips outputs from markdown cells and keeps all outputs within the working copy’s budget', () => {
    const cells = [
      { id: 'm', type: 'markdown' as const, source: '#', outputs: [text('x')], execution_count: 1 },
      ...Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, type: 'code' as const, source: '', outputs: [png(450_000)], execution_count: i + 1 })),
      { id: 'none', type: 'code' as const, source: '' },
    ];
    const bounded = boundWorkOutputs(cells, TRIMMED_OUTPUT_NOTE.zh);
    expect(bounded[0]).toEqual({ id: 'm', type: 'markdown', source: '#' });
    expect(bounded[1]!.outputs).toEqual([png(450_000)]);
    expect(bounded[12]!.outputs).toEqual([note('输出过大，未保存')]);
    expect(bounded[12]!.execution_count).toBe(12);
    expect(bounded[13]).toEqual({ id: 'none', type: 'code', source: '' });
    expect(jsonBytes(bounded.map((c) => c.outputs ?? []))).toBeLessThanOrEqual(CELL_OUTPUT_LIMITS.workBytes + 2_000);
  });
});
