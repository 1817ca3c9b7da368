import { applyCarriageReturns, coalesceStreams, executionCountOf, isNotebookOutputList, preferredMimeType } from './notebookOutput';

describe('notebook output helpers', () => {
  it('prefers html, then images, then plain text', () => {
    expect(preferredMimeType({ 'text/plain': 'x', 'text/html': '<b>x</b>' })).toBe('text/html');
    expect(preferredMimeType({ 'text/plain': '<Figure>', 'image/png': 'iVBOR' })).toBe('image/png');
    expect(preferredMimeType({ 'application/json': {} })).toBeUndefined();
  });

  it('joins adjacent streams of the same name', () => {
    const merged = coalesceStreams([
      { output_type: 'stream', name: 'stdout', text: 'a\n' },
      { output_type: 'stream', name: 'stdout', text: 'b\n' },
      { output_type: 'stream', name: 'stderr', text: 'w\n' },
    ]);
    expect(merged).toEqual([
      { output_type: 'stream', name: 'stdout', text: 'a\nb\n' },
      { output_type: 'stream', name: 'stderr', text: 'w\n' },
    ]);
  });

  it('keeps the last write of a carriage-returned line', () => {
    expect(applyCarriageReturns('10%\r50%\r100%\ndone\r\n')).toBe('100%\ndone\n');
  });

  it('reads the execution count and recognises output lists', () => {
    expect(executionCountOf([{ output_type: 'execute_result', data: {}, execution_count: 7 }])).toBe(7);
    expect(isNotebookOutputList([{ output_type: 'error', ename: 'E', evalue: '', traceback: [] }])).toBe(true);
    expect(isNotebookOutputList(new Error('x'))).toBe(false);
  });
});
