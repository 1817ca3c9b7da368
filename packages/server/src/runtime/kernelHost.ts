// How the runtime reaches Jupyter Server: the same server the notebook gateway relays to.
// The gateway's owner decorates the app with `notebookBackend` (a NotebookBackend: url, token and,
// for the local child process, prepareUserFolder); without it, evaluation answers "unavailable".
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { jupyterRequest, type NotebookBackend } from './jupyter/backend.js';

export type KernelHost = Pick<NotebookBackend, 'url' | 'token' | 'prepareUserFolder' | 'writeUserFiles' | 'uidOf'>;

/** The decorator name the runtime's users read the Jupyter handle from. */
export const NOTEBOOK_BACKEND_DECORATOR = 'notebookBackend';

export function kernelHostOf(app: FastifyInstance): KernelHost | null {
  const value: unknown = (app as unknown as Record<string, unknown>)[NOTEBOOK_BACKEND_DECORATOR];
  if (value && typeof value === 'object' && typeof (value as KernelHost).url === 'string' && typeof (value as KernelHost).token === 'string') {
    return value as KernelHost;
  }
  return null;
}

/** The folder (under the user's notebook folder) a case's notebook runs in, and the session path to start it with. */
export const caseFolder = (caseId: number): string => `case-${caseId}`;
export const caseNotebookPath = (caseId: number): string => `${caseFolder(caseId)}/case.ipynb`;

const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

export interface NotebookFile {
  filename: string;
  bytes: Buffer;
}

/**
 * Creates `u<userId>/<folder>` (each missing segment) through Jupyter's contents API: the fallback of a backend
 * without prepareUserFolder (an external NOTEBOOK_URL server, which must guard its own homes).
 */
async function createFolderByContents(host: KernelHost, userId: number, folder: string): Promise<void> {
  let dir = `u${userId}`;
  for (const segment of ['', ...folder.split('/').filter((s) => s !== '')]) {
    if (segment !== '') dir = `${dir}/${segment}`;
    const res = await jupyterRequest(host, 'GET', `api/contents/${encodePath(dir)}?content=0`);
    if (res.status === 404) await jupyterRequest(host, 'PUT', `api/contents/${encodePath(dir)}`, { type: 'directory' });
  }
}

/** Creates `folder` (below the user's notebook home) as the user's, never following a link the student planted. */
export async function prepareFolder(host: KernelHost, userId: number, folder: string): Promise<void> {
  if (host.prepareUserFolder) await host.prepareUserFolder(userId, folder);
  else await createFolderByContents(host, userId, folder);
}

/**
 * Writes files into `u<userId>/<folder>/`, replacing what is there. The local child process writes them itself,
 * without following any link the student planted in their home (the folder and files are the student's kernel
 * uid's); an external NOTEBOOK_URL server gets them through Jupyter's contents API and must guard its own homes.
 */
export async function writeFolderFiles(host: KernelHost, userId: number, folder: string, files: NotebookFile[]): Promise<void> {
  if (host.writeUserFiles) {
    await host.writeUserFiles(userId, folder, files);
    return;
  }
  await createFolderByContents(host, userId, folder);
  for (const file of files) {
    const text = file.filename.toLowerCase().endsWith('.csv');
    const res = await jupyterRequest(host, 'PUT', `api/contents/${encodePath(`u${userId}/${folder}/${file.filename}`)}`, {
      type: 'file',
      format: text ? 'text' : 'base64',
      content: text ? file.bytes.toString('utf8') : file.bytes.toString('base64'),
    });
    if (res.status !== 200 && res.status !== 201) throw new Error(`Jupyter refused ${file.filename}: ${res.status}`);
  }
}

/** Copies a case's dataset files into `u<userId>/case-<caseId>/` (writeFolderFiles). */
export function copyCaseFiles(host: KernelHost, userId: number, caseId: number, files: NotebookFile[]): Promise<void> {
  return writeFolderFiles(host, userId, caseFolder(caseId), files);
}

/** A new notebook session at `path` (a hidden notebook), so a fresh kernel of its own. */
export async function startSessionAt(host: KernelHost, path: string): Promise<{ sessionId: string; kernelId: string }> {
  const res = await jupyterRequest(host, 'POST', 'api/sessions', { path, name: path.split('/').pop(), type: 'notebook', kernel: { name: 'python3' } }, 60_000);
  const session = res.body as { id?: string; kernel?: { id?: string } } | null;
  if (res.status !== 201 || !session?.id || !session.kernel?.id) throw new Error(`Jupyter session start answered ${res.status}`);
  return { sessionId: session.id, kernelId: session.kernel.id };
}

/** Starts a fresh kernel in the case folder of the user (a hidden notebook path), for evaluation. */
export function startEvaluationKernel(host: KernelHost, userId: number, caseId: number): Promise<{ sessionId: string; kernelId: string }> {
  return startSessionAt(host, `u${userId}/${caseFolder(caseId)}/.evaluation-${randomUUID()}.ipynb`);
}

/**
 * A kernel of its own for server-side work (grading, the self-test) in a scratch notebook of `userId`'s folder
 * `folder` (created as the user's, in their sandbox), never a kernel the user has open.
 */
export async function startScratchKernel(host: KernelHost, userId: number, folder: string, prefix: string): Promise<{ sessionId: string; kernelId: string }> {
  await prepareFolder(host, userId, folder);
  return startSessionAt(host, `u${userId}/${folder}/${prefix}-${randomUUID()}.ipynb`);
}

export async function stopEvaluationKernel(host: KernelHost, sessionId: string): Promise<void> {
  await jupyterRequest(host, 'DELETE', `api/sessions/${encodeURIComponent(sessionId)}`).catch(() => undefined);
}
