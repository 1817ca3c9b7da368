import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/** How long typing pauses before the working copy is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Debounced saving of a value: `schedule` after every change, one save per pause; a change during a
 * save is saved after it. Whatever is still pending is saved when the view closes.
 */
export function useAutosave<T>(save: (value: T) => Promise<unknown>, delayMs = AUTOSAVE_DELAY_MS) {
  const [state, setState] = useState<AutosaveState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const mounted = useRef(true);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    if (inFlight.current) await inFlight.current;
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    if (mounted.current) setState('saving');
    const run = saveRef.current(next.value).then(
      () => {
        if (!mounted.current) return;
        setSavedAt(new Date());
        setState(pending.current ? 'pending' : 'saved');
      },
      () => {
        // Keep the unsaved value so the next change (or the retry) sends it again.
        pending.current ??= next;
        if (mounted.current) setState('error');
      },
    );
    inFlight.current = run;
    await run;
    inFlight.current = null;
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setState('pending');
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  /** Forget what is pending (e.g. after a reset replaced the working copy). */
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
    setState('idle');
  }, []);

  useEffect(() => {
    mounted.current = true;
    // Closing or reloading the tab: send what is pending now rather than after the pause.
    const onPageHide = () => void flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  return { state, savedAt, schedule, flush, cancel };
}
