import { parseAnsi, stripAnsi } from './ansi';

describe('parseAnsi', () => {
  it('turns IPython traceback colours into styled runs without escape codes', () => {
    const line = '\u001b[0;31mZeroDivisionError\u001b[0m: division by zero';
    expect(parseAnsi(line)).toEqual([{ text: 'ZeroDivisionError', fg: 'red' }, { text: ': division by zero' }]);
  });

  it('handles bold, bright, background and resets of single attributes', () => {
    const segments = parseAnsi('\u001b[1;32mok\u001b[22m plain green\u001b[39;44m on blue\u001b[0m');
    expect(segments).toEqual([
      { text: 'ok', fg: 'green', bold: true },
      { text: ' plain green', fg: 'green' },
      { text: ' on blue', bg: 'blue' },
    ]);
    expect(parseAnsi('\u001b[91mx')).toEqual([{ text: 'x', fg: 'bright-red' }]);
  });

  it('snaps 256-colour and true-colour codes to the nearest named colour', () => {
    expect(parseAnsi('\u001b[38;5;1ma')).toEqual([{ text: 'a', fg: 'red' }]);
    expect(parseAnsi('\u001b[38;5;28mb')[0]?.fg).toMatch(/green/);
    expect(parseAnsi('\u001b[38;2;250;10;10mc')[0]?.fg).toBe('bright-red');
  });

  it('drops cursor moves, OSC sequences and stray escapes', () => {
    expect(stripAnsi('a\u001b[2Kb\u001b]0;title\u0007c\u001bd')).toBe('abcd');
  });
});
