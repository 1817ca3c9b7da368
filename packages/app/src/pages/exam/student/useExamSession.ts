import { useEffect, useState, useSyncExternalStore } from 'react';
import { AnswerSync, IntegrityLog, monotonicNow, remainingMs, type AttemptView, type AnswerSyncSnapshot, type ServerClockAnchor } from '@finedu/domain';
import { useServices } from '../../../services/ServicesContext';

const noSubscribe = () => () => undefined;
const noSnapshot = () => null;

/**
 * The attempt's AnswerSync for as long as the view lives: merges the server's answers with what this browser
 * still holds, and stops (keeping the unsaved queue in storage) when the view closes. Created in an effect so
 * React's mount / unmount / mount in development never leaves a disposed engine behind.
 */
export function useAnswerSync(attempt: AttemptView, receivedAt: number): { sync: AnswerSync; snapshot: AnswerSyncSnapshot } | null {
  const { exam } = useServices();
  const [sync, setSync] = useState<AnswerSync | null>(null);
  useEffect(() => {
    const created = new AnswerSync({
      attemptId: attempt.id,
      client: exam,
      initial: attempt.answers,
      clock: { deadline: attempt.deadline, server_now: attempt.server_now, received_at: receivedAt },
    });
    setSync(created);
    return () => created.dispose();
    // One engine per loaded attempt view.
  }, [attempt, receivedAt, exam]);
  const snapshot = useSyncExternalStore(sync ? sync.subscribe : noSubscribe, sync ? sync.getSnapshot : noSnapshot, sync ? sync.getSnapshot : noSnapshot);
  return sync && snapshot ? { sync, snapshot } : null;
}

/**
 * Milliseconds left, from the server's clock anchor and the monotonic clock, computed at every render (never a
 * stale value from before the anchor arrived); re-renders every `tickMs`.
 */
export function useCountdown(anchor: ServerClockAnchor | null, tickMs = 500): number | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!anchor) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(timer);
  }, [anchor, tickMs]);
  return anchor ? remainingMs(anchor.deadline, anchor.server_now, anchor.received_at, monotonicNow()) : null;
}

/** Integrity events of the attempt: tab hidden and window blur are recorded here; paste is recorded by the caller. */
export function useIntegrityLog(attemptId: number, active: boolean): IntegrityLog | null {
  const { exam } = useServices();
  const [log, setLog] = useState<IntegrityLog | null>(null);
  useEffect(() => {
    const created = new IntegrityLog({ attemptId, client: exam });
    setLog(created);
    return () => {
      void created.flush();
      created.dispose();
    };
  }, [attemptId, exam]);
  useEffect(() => {
    if (!active || !log) return undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') log.record('hidden');
    };
    const onBlur = () => log.record('blur');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
    };
  }, [log, active]);
  return log;
}
