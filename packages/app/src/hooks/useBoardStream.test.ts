import { act, renderHook } from '@testing-library/react';
import type { Board, BoardEvent } from '@finedu/domain';
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
      jest.advanceTimersByTime(99);
    });
    expect(onBoard).not.toHaveBeenCalled();
    // A throttle: one call 200 ms after the first event of the burst, the page to refetch (no page was pushed).
    act(() => jest.advanceTimersByTime(1));
    expect(onBoard).toHaveBeenCalledTimes(1);
    expect(onBoard).toHaveBeenLastCalledWith(true);

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

  it('hands a pushed page over at once; the page is stale only when the board did not take it', () => {
    const onBoard = jest.fn();
    const onPush = jest.fn<boolean, [BoardEvent]>().mockReturnValueOnce(true).mockReturnValueOnce(false);
    renderHook(() => useBoardStream({ url: '/s', onBoard, onPush }));
    const source = FakeEventSource.last();
    act(() => source.open());
    const board = { session_id: 31, version: 4, page: 1, rows: [] } as unknown as Board;

    const event = { session_id: 31, version: 4, reason: 'score', at: '2026-03-10T02:00:00Z', board };
    act(() => source.emit('board', event));
    expect(onPush).toHaveBeenCalledWith(event);
    act(() => jest.advanceTimersByTime(200));
    expect(onBoard).toHaveBeenLastCalledWith(false);

    act(() => {
      source.emit('board', { session_id: 31, version: 5, reason: 'score', at: '2026-03-10T02:00:01Z', board: { ...board, version: 5 } });
      jest.advanceTimersByTime(200);
    });
    expect(onPush).toHaveBeenCalledTimes(2);
    expect(onBoard).toHaveBeenLastCalledWith(true);
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
