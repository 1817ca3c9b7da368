import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './loadChunk.js';

describe('loadChunk', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });

  it('rejects with a ChunkLoadError when the import fails', async () => {
    const cause = new Error('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ChunkLoadError', cause, timedOut: false });
    expect((error as Error).message).toContain('Failed to fetch');
  });

  it('rejects with a ChunkLoadError when the importer throws', async () => {
    await expect(
      loadChunk(() => {
        throw new Error('boom');
      }),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('times out after 120000 ms by default', async () => {
    jest.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const settled = jest.fn();
    pending.catch(settled);
    await jest.advanceTimersByTimeAsync(119999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', timedOut: true });
  });

  it('honours a custom time-out and ignores a late result', async () => {
    jest.useFakeTimers();
    let finish: (value: string) => void = () => undefined;
    const pending = loadChunk(() => new Promise<string>((resolve) => (finish = resolve)), { timeoutMs: 10 });
    const result = pending.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10);
    finish('late');
    await expect(result).resolves.toBeInstanceOf(ChunkLoadError);
  });
});
