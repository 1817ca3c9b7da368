import type { FileUploader, UploadedFile } from '@finedu/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where one file is: the Uploader's row states. */
export type UploaderFileState = 'hashing' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploaderItem {
  id: string;
  file: File;
  state: UploaderFileState;
  /** 0..100 of the current phase, as reported by the uploader. */
  percent: number;
  /** The failure's message, when `state` is `error`. */
  error?: string;
  result?: UploadedFile;
}

interface QueueOptions {
  uploader: FileUploader;
  multiple: boolean;
  onUploaded?: (file: UploadedFile) => void;
  unknownError: string;
}

const messageOf = (reason: unknown, fallback: string): string =>
  reason instanceof Error && reason.message ? reason.message : typeof reason === 'string' && reason ? reason : fallback;

/** The list of files and their uploads: start, progress, cancel (AbortSignal), retry, remove. */
export function useUploaderQueue({ uploader, multiple, onUploaded, unknownError }: QueueOptions) {
  const [items, setItems] = useState<UploaderItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const nextId = useRef(0);
  // Latest callbacks without restarting uploads when the parent re-renders.
  const latest = useRef({ uploader, onUploaded, unknownError });
  useEffect(() => {
    latest.current = { uploader, onUploaded, unknownError };
  }, [uploader, onUploaded, unknownError]);

  const update = useCallback((id: string, patch: Partial<UploaderItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      controllers.current.get(id)?.abort();
      const controller = new AbortController();
      controllers.current.set(id, controller);
      update(id, { state: 'hashing', percent: 0, error: undefined });
      const stale = () => controller.signal.aborted || controllers.current.get(id) !== controller;
      latest.current.uploader
        .upload(file, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (stale()) return;
            update(id, { state: progress.phase === 'hashing' ? 'hashing' : 'uploading', percent: progress.percent });
          },
        })
        .then((result) => {
          if (stale()) return;
          controllers.current.delete(id);
          update(id, { state: 'done', percent: 100, result });
          latest.current.onUploaded?.(result);
        })
        .catch((reason: unknown) => {
          if (stale()) return;
          controllers.current.delete(id);
          update(id, { state: 'error', error: messageOf(reason, latest.current.unknownError) });
        });
    },
    [update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const chosen = multiple ? files : files.slice(0, 1);
      if (chosen.length === 0) return;
      const added = chosen.map((file) => {
        nextId.current += 1;
        return { id: `upload-${nextId.current}`, file, state: 'hashing' as const, percent: 0 };
      });
      if (!multiple) {
        controllers.current.forEach((controller) => controller.abort());
        controllers.current.clear();
      }
      setItems((current) => (multiple ? [...current, ...added] : added));
      added.forEach((item) => start(item.id, item.file));
    },
    [multiple, start],
  );

  const cancel = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort();
      controllers.current.delete(id);
      update(id, { state: 'cancelled' });
    },
    [update],
  );

  const retry = useCallback((item: UploaderItem) => start(item.id, item.file), [start]);

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { items, add, cancel, retry, remove };
}
