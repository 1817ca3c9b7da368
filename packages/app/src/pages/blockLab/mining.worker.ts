// The lab's proof-of-work search in a Web Worker (issue 11), so the page stays responsive while it hashes.
// In: { type: 'mine', header, difficulty } starts a search (stopping any running one); { type: 'stop' } stops it.
// Out: { type: 'progress', progress } every few thousand tries, then { type: 'done', result }.
import { mineBlock, type BlockHeader } from '@finedu/domain';
import type { MinerReply, MinerRequest } from './miningProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<MinerRequest>) => void) | null;
  postMessage: (message: MinerReply) => void;
}

const scope = self as unknown as WorkerScope;
let running: AbortController | null = null;

async function mine(header: BlockHeader, difficulty: number): Promise<void> {
  running?.abort();
  const controller = new AbortController();
  running = controller;
  const result = await mineBlock(header, difficulty, {
    signal: controller.signal,
    progressEvery: 2000,
    onProgress: (progress) => scope.postMessage({ type: 'progress', progress }),
  });
  if (running === controller) running = null;
  scope.postMessage({ type: 'done', result });
}

scope.onmessage = (event) => {
  if (event.data.type === 'stop') running?.abort();
  else void mine(event.data.header, event.data.difficulty);
};
