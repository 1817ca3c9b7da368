import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ExamTimer } from './ExamTimer';
import { COUNTDOWN_CASES, countdownDays } from '@finedu/domain/shared-rules';
import { levelOf } from './countdown';

const at = (iso: string, plusSeconds: number) => new Date(Date.parse(iso) + plusSeconds * 1000).toISOString();
const NOW = '2026-06-01T02:00:00.000Z';

it('has no axe violations while warning', async () => {
  const { container } = render(<ExamTimer deadline={at(NOW, 200)} serverNow={NOW} />);
  expect(await axe(container)).toHaveNoViolations();
});

describe('ExamTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from deadline − serverNow, whatever the browser clock says', () => {
    // The browser's wall clock is years off: it must not matter.
    jest.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    render(<ExamTimer deadline={at(NOW, 3723)} serverNow={NOW} />);
    const timer = screen.getByRole('timer', { name: '剩余时间' });
    expect(timer).toHaveTextContent('01:02:03');
    act(() => jest.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('01:02:00');
    // The student moves the computer's clock back an hour mid-exam: the countdown does not move.
    jest.setSystemTime(new Date('2029-12-31T23:00:00Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:01:59');
  });

  it('re-anchors when the server sends new values (extra time)', () => {
    const { rerender } = render(<ExamTimer deadline={at(NOW, 600)} serverNow={NOW} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:09:50');
    // A save answered 10 s later with 5 minutes of extra time.
    rerender(<ExamTimer deadline={at(NOW, 900)} serverNow={at(NOW, 10)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:14:50');
  });

  it('warns at 5 and 1 minutes in a status region and calls onExpire once at zero', () => {
    const onExpire = jest.fn();
    const { container } = render(<ExamTimer deadline={at(NOW, 301)} serverNow={NOW} onExpire={onExpire} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-level', 'normal');
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(1000));
    expect(root).toHaveAttribute('data-level', 'warning');
    expect(screen.getByRole('status')).toHaveTextContent('剩余不足 5 分钟');
    act(() => jest.advanceTimersByTime(240_000));
    expect(root).toHaveAttribute('data-level', 'critical');
    expect(screen.getByRole('status')).toHaveTextContent('剩余不足 1 分钟');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(screen.getByRole('status')).toHaveTextContent('考试时间已到');
    act(() => jest.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('fires again only after new values put the deadline back in the future', () => {
    const onExpire = jest.fn();
    const { rerender } = render(<ExamTimer deadline={NOW} serverNow={NOW} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    rerender(<ExamTimer deadline={NOW} serverNow={at(NOW, 5)} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    rerender(<ExamTimer deadline={at(NOW, 62)} serverNow={at(NOW, 60)} onExpire={onExpire} />);
    act(() => jest.advanceTimersByTime(2_100));
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it.each(COUNTDOWN_CASES.map((rule) => [rule.remainingMs, rule.shown] as const))('shows %i ms left as %s (shared rule table)', (ms, shown) => {
    render(<ExamTimer deadline={new Date(Date.parse(NOW) + ms).toISOString()} serverNow={NOW} labels={{ days: countdownDays }} />);
    expect(screen.getByRole('timer')).toHaveTextContent(shown);
  });

  it('names days in its own words by default', () => {
    render(<ExamTimer deadline={at(NOW, 2 * 86_400 + 3723)} serverNow={NOW} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2 天 01:02:03');
  });

  it('shows an unknown time rather than a wrong one when the values cannot be read', () => {
    render(<ExamTimer deadline="not a date" serverNow={NOW} />);
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
  });

  it('levels', () => {
    expect(levelOf(300, [5, 1])).toBe('warning');
    expect(levelOf(61, [5, 1])).toBe('warning');
    expect(levelOf(60, [5, 1])).toBe('critical');
    expect(levelOf(0, [5, 1])).toBe('expired');
  });
});
