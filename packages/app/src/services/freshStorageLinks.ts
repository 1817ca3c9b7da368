import { isStorageLinkStale } from '@finedu/domain';

/**
 * Links to stored files expire minutes after the page got them (STORAGE_LINK_TTL). A click on one that is about
 * to expire asks the server for a fresh link (issued to the signed-in user) and follows that instead, keeping the
 * anchor's target and download name. Returns the function that removes the listener.
 */
export function installFreshStorageLinks(root: Document, renew: (url: string) => Promise<string>): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href.includes('/storage/') || !isStorageLinkStale(href)) return;
    event.preventDefault();
    renew(href).then(
      (url) => {
        anchor.setAttribute('href', url);
        const follow = root.createElement('a');
        follow.href = url;
        for (const name of ['target', 'rel', 'download']) {
          const value = anchor.getAttribute(name);
          if (value !== null) follow.setAttribute(name, value);
        }
        follow.click();
      },
      // The API client has told the user already (toast); the stale link is not followed.
      () => undefined,
    );
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
