import { createHash, randomBytes } from 'node:crypto';
import { computeMd5, MD5_FAILED_MESSAGE } from '../index.js';
import { installBlobArrayBuffer } from './blobPolyfill.js';

installBlobArrayBuffer();

describe('computeMd5', () => {
  test('hashes a known blob', async () => {
    await expect(computeMd5(new Blob(['hello world']))).resolves.toBe('5eb63bbbe01eeed093cb22bb8f5acdc3');
  });

  test('hashes across slices and reports progress up to the size', async () => {
    const bytes = randomBytes(10_000);
    const progress: number[] = [];
    const hash = await computeMd5(new Blob([bytes]), { sliceBytes: 1024, onProgress: (loaded) => progress.push(loaded) });
    expect(hash).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(progress).toHaveLength(10);
    expect(progress.at(-1)).toBe(10_000);
  });

  test('an empty blob has the md5 of nothing', async () => {
    await expect(computeMd5(new Blob([]))).resolves.toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  test('fails with the message of spec §5 when the file cannot be read', async () => {
    const broken = new Blob(['abc']);
    broken.slice = () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) as unknown as Blob;
    const error = await computeMd5(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(MD5_FAILED_MESSAGE);
    expect((error as Error).message).toBe('文件 md5 生成失败');
    expect(((error as Error).cause as Error).message).toBe('NotReadableError');
  });

  test('stops with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    const promise = computeMd5(new Blob([randomBytes(5000)]), { sliceBytes: 1000, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
