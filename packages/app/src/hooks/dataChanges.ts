import { useSyncExternalStore } from 'react';

// Figures shown beside a list (the attention panel's counts above the users or colleges list) come from another call
// than the list: when the list's data changes (a save, an import, a row action) the page announces it here, and every
// figure that listens reads itself again, so no count stays at its old value until a reload.

let version = 0;
const listeners = new Set<() => void>();

/** Says that data changed on this page: the figures that listen read themselves again. */
export function announceDataChange(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that goes up on each announced change: a dependency of a figure's query. */
export function useDataChangeVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
