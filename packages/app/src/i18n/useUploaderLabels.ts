import { useMemo } from 'react';
import type { UploaderLabels } from '@finedu/ui';
import { useT } from './useT';

/** The Uploader's strings from the app catalogs. */
export function useUploaderLabels(): UploaderLabels {
  const t = useT();
  return useMemo<UploaderLabels>(
    () => ({
      selectFiles: t('uploader.selectFiles'),
      dropHint: t('uploader.dropHint'),
      fileList: t('uploader.fileList'),
      hashing: t('uploader.hashing'),
      uploading: t('uploader.uploading'),
      done: t('uploader.done'),
      error: t('uploader.error'),
      cancelled: t('uploader.cancelled'),
      cancel: t('uploader.cancel'),
      retry: t('uploader.retry'),
      remove: t('uploader.remove'),
      unknownError: t('uploader.unknownError'),
      progress: (filename: string) => t('uploader.progress', { filename }),
    }),
    [t],
  );
}
