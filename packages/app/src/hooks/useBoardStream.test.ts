import { act, renderHook } from '@testing-library/react';
import { FakeEventSource } from '../../test/fakeEventSource';
import { useBoardStream } from './useBoardStream';

beforeEach(() => {
  FakeEventSource.install();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  FakeEventSource.uninstall();
});

describe('useBoardStream', () => {
  it('connects, goes live, reloads once per burst of board events, reconnects and closes on unmount', () => {
    const onBoard = jest.fn();
    const { result, unmount } = renderHook(() => useBoardStream({ url: '/api/competition/session/31/board/stream', onBoard }));
    expect(result.current.connection).toBe('connecting');
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.last();
    expect(source.url).toBe('/api/competition/session/31/board/stream');

    act(() => source.open());
    expect(result.current.connection).toBe('live');

    act(() => {
      source.emit('board', { session_id: 31, version: 2, reason: 'score', at: '2026-03-10T02:00:00Z' });
      jest.advanceTimersByTime(100);
      source.emit('board', { session_id: 31, version: 3, reason: 'score', at: '2026-03-10T02:00:01Z' });
      jest.advanceTimersByTime(199);
    });
    expect(onBoard).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onBoard).toHaveBeenCalledTimes(1);

    // A dropped connection: EventSource retries by itself.
    act(() => source.fail(FakeEventSource.CONNECTING));
    expect(result.current.connection).toBe('reconnecting');
    act(() => source.open());
    expect(result.current.connection).toBe('live');

    unmount();
    expect(source.closed).toBe(true);
    // A pending reload never fires after unmount.
    source.emit('board', {});
    jest.advanceTimersByTime(500);
    expect(onBoard).toHaveBeenCalledTimes(1);
  });

  it('goes offline when the server refuses the stream, and reconnect opens a new one', () => {
    const { result } = renderHook(() => useBoardStream({ url: '/s', onBoard: jest.fn() }));
    const first = FakeEventSource.last();
    act(() => first.fail(FakeEventSource.CLOSED));
    expect(result.current.connection).toBe('offline');
    act(() => result.current.reconnect());
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(result.current.connection).toBe('connecting');
    act(() => FakeEventSource.last().open());
    expect(result.current.connection).toBe('live');
  });

  it('runs prepare (a stream ticket) before opening, and stays offline when it fails', async () => {
    const prepare = jest.fn().mockResolvedValue({ expires_at: 'x' });
    renderHook(() => useBoardStream({ url: '/s', onBoard: jest.fn(), prepare }));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(0);
    await act(async () => {
      await Promise.resolve();
    });
    expect(FakeEventSource.instances).toHaveLength(1);

    const refused = renderHook(() => useBoardStream({ url: '/t', onBoard: jest.fn(), prepare: () => Promise.reject(new Error('no')) }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(refused.result.current.connection).toBe('offline');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens nothing without a url', () => {
    const { result } = renderHook(() => useBoardStream({ url: null, onBoard: jest.fn() }));
    expect(result.current.connection).toBe('offline');
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
