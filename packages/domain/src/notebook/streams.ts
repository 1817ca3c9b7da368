// Stream outputs of a cell, joined the way Jupyter saves and shows them: the notebook page, the saved working copy
// and the server's bounds on saved outputs all read a loop of prints as one block.

interface StreamShape {
  output_type: 'stream';
  name: string;
  text: string;
}

const isStream = <T extends { output_type: string }>(output: T): output is T & StreamShape => output.output_type === 'stream';

/** Adjacent stream outputs of the same name (`stdout`, `stderr`) joined into one; every other output as it is. */
export function joinStreams<T extends { output_type: string }>(outputs: readonly T[]): T[] {
  const joined: T[] = [];
  for (const output of outputs) {
    const last = joined[joined.length - 1];
    if (last !== undefined && isStream(output) && isStream(last) && last.name === output.name) {
      joined[joined.length - 1] = { ...last, text: last.text + output.text };
    } else joined.push(output);
  }
  return joined;
}
