import type { AxiosInstance } from 'axios';
import { NotebookClient, type TokenStore } from '@finedu/domain';

/**
 * A live notebook for the signed-in user, every run logged. A chunk of its own: only the pages that run code (the case
 * page, the device check) download the notebook client (issue 14).
 */
export const createNotebookClient = (http: AxiosInstance, tokens: TokenStore): NotebookClient =>
  new NotebookClient({
    http,
    getToken: () => tokens.get()?.token,
    getUserId: () => tokens.get()?.user_id,
    logRuns: true,
  });
