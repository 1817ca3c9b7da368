import { applyCarriageReturns, executionCountOf, isNotebookOutputList, preferredMimeType } from './notebookOutput';

describe('notebook output helpers', () => {
  it('prefers html, then images, then plain text', () => {
    expect(preferredMimeType({ 'text/plain': 'x', 'text/html': '<b>x</b>' })).toBe('text/html');
    expect(preferredMimeType({ 'text/plain': '<Figure>', 'image/png': 'iVBOR' })).toBe('image/png');
    expect(preferredMimeType({ 'application/json': {} })).toBeUndefined();
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
