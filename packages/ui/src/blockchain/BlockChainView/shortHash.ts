/** "0000a3f9…e41b": the head and tail of a hex hash; short values stay whole. */
export const shortHash = (hash: string, head = 8, tail = 4): string =>
  hash.length <= head + tail + 1 ? hash : `${hash.slice(0, head)}…${hash.slice(-tail)}`;
