import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlockHeader, MiningProgress, MiningResult } from '@finedu/domain';
import type { MinerReply, MinerRequest } from './miningProtocol';

export interface Miner {
  /** Searches a nonce for `header` in the worker; resolves with the result (aborted when stopped). */
  mine: (header: BlockHeader, difficulty: number) => Promise<MiningResult>;
  stop: () => void;
  mining: boolean;
  /** The latest progress report of the running (or last) search. */
  progress: MiningProgress | null;
  /** The last finished search. */
  result: MiningResult | null;
}

const failed = (): MiningResult => ({ ok: false, reason: 'aborted', tries: 0, elapsedMs: 0, hashesPerSecond: 0 });

/** The proof-of-work search in a Web Worker (one per page, created on first use, ended with the page). */
export function useMiner(): Miner {
  const worker = useRef<Worker | null>(null);
  const [mining, setMining] = useState(false);
  const [progress, setProgress] = useState<MiningProgress | null>(null);
  const [result, setResult] = useState<MiningResult | null>(null);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const mine = useCallback(async (header: BlockHeader, difficulty: number): Promise<MiningResult> => {
    setMining(true);
    setProgress(null);
    setResult(null);
    try {
      if (!worker.current) {
        const { createMiningWorker } = await import('./miningWorkerFactory');
        worker.current = createMiningWorker();
      }
      const current = worker.current;
      const answer = await new Promise<MiningResult>((resolve) => {
        current.onmessage = (event: MessageEvent<MinerReply>) => {
          if (event.data.type === 'progress') setProgress(event.data.progress);
          else resolve(event.data.result);
        };
        current.onerror = () => resolve(failed());
        current.postMessage({ type: 'mine', header, difficulty } satisfies MinerRequest);
      });
      setResult(answer);
      return answer;
    } finally {
      setMining(false);
    }
  }, []);

  const stop = useCallback(() => worker.current?.postMessage({ type: 'stop' } satisfies MinerRequest), []);

  return { mine, stop, mining, progress, result };
}
