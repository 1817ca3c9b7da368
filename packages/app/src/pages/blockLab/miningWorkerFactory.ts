/**
 * Creates the lab's mining worker. Kept alone in its module (loaded on first use) because jest cannot parse
 * `import.meta`: the app tests replace this module with jest.mock and a fake worker.
 */
export function createMiningWorker(): Worker {
  return new Worker(new URL('./mining.worker.ts', import.meta.url), { type: 'module' });
}
