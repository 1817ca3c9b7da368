import type { AxiosInstance } from 'axios';
import type { StorageLink } from '../contract/index.js';
import { UPLOAD_CALLS } from '../contract/uploadCalls.js';

/**
 * A fresh link for a stored-file link or reference the server issued earlier (`renewStorageLink`). The app shell
 * renews links on every page with this alone, without the upload client (md5, parts, resume), which only the pages
 * that upload download (issue 14).
 */
export async function renewStorageLink(http: AxiosInstance, url: string, signal?: AbortSignal): Promise<StorageLink> {
  const route = UPLOAD_CALLS.renewStorageLink;
  const response = await http.request<StorageLink>({ method: route.method, url: route.path, data: { url }, signal });
  return response.data;
}
