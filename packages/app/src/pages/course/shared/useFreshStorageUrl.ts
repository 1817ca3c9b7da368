import { useEffect, useState } from 'react';
import { isStorageLinkStale, renewStorageLink } from '@finedu/domain';
import { useServices } from '../../../services/ServicesContext';

/**
 * A stored file's link that still works: links expire minutes after the page got them, so a preview opened later
 * asks the server for a fresh one first (`undefined` meanwhile).
 */
export function useFreshStorageUrl(url: string): string | undefined {
  const { http } = useServices();
  const [fresh, setFresh] = useState<{ from: string; url: string } | null>(null);
  const stale = isStorageLinkStale(url);
  useEffect(() => {
    if (!stale) return;
    const controller = new AbortController();
    renewStorageLink(http, url, controller.signal).then(
      (link) => setFresh({ from: url, url: link.url }),
      // Shown as the preview's own load failure; the API client has told the user why.
      () => setFresh({ from: url, url }),
    );
    return () => controller.abort();
  }, [url, stale, http]);
  if (!stale) return url;
  return fresh?.from === url ? fresh.url : undefined;
}
