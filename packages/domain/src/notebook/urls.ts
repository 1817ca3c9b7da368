/** Path of a notebook REST route, with the `user_id` query the gateway requires. */
export function notebookRestPath(route: string, userId: string): string {
  return `/notebook/api${route}?user_id=${encodeURIComponent(userId)}`;
}

/**
 * The kernel channel URL: ws/wss from the base URL (or the page's origin when it is empty or relative). It carries a
 * single-use channel ticket (`POST /notebook/api/tickets`), never the API token: URLs end up in logs (issue 37).
 */
export function kernelChannelUrl(baseUrl: string | undefined, kernelId: string, query: { session_id: string; user_id: string; ticket: string }): string {
  const pageHref = (globalThis as { location?: { href?: string } }).location?.href;
  const base = new URL(baseUrl || '/', pageHref);
  base.protocol = base.protocol === 'https:' || base.protocol === 'wss:' ? 'wss:' : 'ws:';
  const prefix = base.pathname.replace(/\/+$/, '');
  const url = new URL(`${prefix}/notebook/api/kernels/${encodeURIComponent(kernelId)}/channels`, base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
