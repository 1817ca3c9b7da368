import type { NotebookOutput } from './protocol.js';
import { joinStreams } from './streams.js';

const out = (text: string, name: 'stdout' | 'stderr' = 'stdout'): NotebookOutput => ({ output_type: 'stream', name, text });

describe('joinStreams', () => {
  it('joins adjacent streams of the same name and keeps stdout and stderr apart', () => {
    expect(joinStreams([out('a\n'), out('b\n'), out('w\n', 'stderr'), out('c\n')])).toEqual([out('a\nb\n'), out('w\n', 'stderr'), out('c\n')]);
  });

  it('never joins across another output, and leaves the input as it was', () => {
    const plot: NotebookOutput = { output_type: 'display_data', data: { 'image/png': 'iVBOR' }, metadata: {} };
    const input = [out('a'), plot, out('b'), out('c')];
    expect(joinStreams(input)).toEqual([out('a'), plot, out('bc')]);
    expect(input).toEqual([out('a'), plot, out('b'), out('c')]);
    expect(joinStreams([])).toEqual([]);
  });
});
