import { formatCountdown, monotonicNow } from '@finedu/domain';
import { forwardRef, useEffect, useId, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { ExamTimerLabel, ExamTimerMessage, ExamTimerRoot, ExamTimerTime } from './ExamTimer.styles';
import { defaultExamTimerLabels, type ExamTimerLabels } from './examTimerLabels';
import { levelOf, makeAnchor, msLeft, type CountdownAnchor } from './countdown';

export interface ExamTimerProps extends HTMLAttributes<HTMLDivElement> {
  /** When the attempt closes (ISO string from the server). */
  deadline: string;
  /** The server's clock when `deadline` was sent (ISO string). The countdown runs from `deadline − serverNow`. */
  serverNow: string;
  /** Called once when the countdown reaches zero (again only after new values put it above zero). */
  onExpire?: () => void;
  /** Warn at these many minutes left: [warning, critical]. */
  warnAtMinutes?: readonly [number, number];
  /** Visible strings; zh-CN by default. */
  labels?: Partial<ExamTimerLabels>;
}

/**
 * The exam countdown. It never reads the browser's wall clock: the time left is `deadline − serverNow`, anchored to
 * `performance.now()` when those values arrive, and re-anchored whenever the server sends new ones (each save).
 */
export const ExamTimer = forwardRef<HTMLDivElement, ExamTimerProps>(function ExamTimer(
  { deadline, serverNow, onExpire, warnAtMinutes = [5, 1], labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...defaultExamTimerLabels, ...labelOverrides }), [labelOverrides]);
  const labelId = useId();
  const [anchor, setAnchor] = useState<CountdownAnchor>(() => makeAnchor(deadline, serverNow, monotonicNow()));
  const [, setTick] = useState(0);
  // New server values: a new anchor, set during render so the first paint already shows them.
  if (anchor.key !== `${deadline}|${serverNow}`) setAnchor(makeAnchor(deadline, serverNow, monotonicNow()));

  // performance.now() (monotonicNow) is monotonic: changing the computer's clock during the exam changes nothing.
  const left = msLeft(anchor, monotonicNow());
  const level = levelOf(Math.ceil(left / 1000), warnAtMinutes);

  useEffect(() => {
    if (level === 'expired' || level === 'unknown') return;
    // Wake just after the next whole second, so the display never skips or lingers.
    const msToNext = ((msLeft(anchor, monotonicNow()) % 1000) + 1000) % 1000;
    const timer = setTimeout(() => setTick((tick) => tick + 1), msToNext + 15);
    return () => clearTimeout(timer);
  });

  const expiredFor = useRef<string | null>(null);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    if (level === 'expired' && expiredFor.current === null) {
      expiredFor.current = anchor.key;
      onExpireRef.current?.();
    } else if (level !== 'expired' && level !== 'unknown') {
      expiredFor.current = null;
    }
  }, [level, anchor.key]);

  const message = level === 'warning' ? labels.warning(warnAtMinutes[0]) : level === 'critical' ? labels.warning(warnAtMinutes[1]) : level === 'expired' ? labels.expired : '';

  return (
    <ExamTimerRoot ref={ref} data-level={level} {...rest}>
      <ExamTimerLabel id={labelId}>{labels.remaining}</ExamTimerLabel>
      <ExamTimerTime role="timer" aria-labelledby={labelId}>
        {Number.isNaN(left) ? labels.unknown : formatCountdown(left, labels.days)}
      </ExamTimerTime>
      {/* Changes only at the thresholds, so a screen reader hears the warnings, not every second. */}
      <ExamTimerMessage role="status" aria-live="polite">
        {message}
      </ExamTimerMessage>
    </ExamTimerRoot>
  );
});
