// A stock Jupyter client's view of the gateway (issue 35): its root is the user's home. Paths it sends are below the
// home (`work/lab.ipynb`) and become `u<id>/work/lab.ipynb` at Jupyter; paths Jupyter answers lose the prefix again.
// Hidden names (a leading dot: the platform's evaluation and grading notebooks, scratch folders) are neither shown
// nor reachable.
import type { NotebookUser } from './gateway.js';

const MAX_PATH = 1024;

/** `u7/x/y.ipynb` → `x/y.ipynb` for user 7 (`u7` itself → ''); another path is answered as it is. */
export function pathBelowHome(userId: number, path: string): string {
  const own = `u${userId}`;
  if (path === own) return '';
  return path.startsWith(`${own}/`) ? path.slice(own.length + 1) : path;
}

/**
 * The Jupyter path of `relative` (a contents path from the client, below the home; '' is the home): null for an
 * escape or a name the gateway does not serve (`..`, `.`, empty segments, hidden names, backslashes, control
 * characters, percent signs that could hide any of those, an absolute path).
 */
export function homeContentsPath(userId: number, relative: unknown): string | null {
  if (typeof relative !== 'string' || relative.length > MAX_PATH) return null;
  const trimmed = relative.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return `u${userId}`;
  // eslint-disable-next-line no-control-regex
  if (trimmed.includes('%') || /[\u0000-\u001f\u007f\\]/.test(trimmed) || trimmed.startsWith('~')) return null;
  const segments = trimmed.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.') || s.length > 255)) return null;
  return `u${userId}/${segments.join('/')}`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A session answer as the caller sees it: a stock client's paths below its home, the page's as they are. */
export function viewOfSession(user: NotebookUser, body: unknown): unknown {
  if (!user.personal) return body;
  if (Array.isArray(body)) return body.map((s) => viewOfSession(user, s));
  if (!isObject(body)) return body;
  const view: Json = { ...body };
  if (typeof view.path === 'string') view.path = pathBelowHome(user.id, view.path);
  if (isObject(view.notebook) && typeof view.notebook.path === 'string') view.notebook = { ...view.notebook, path: pathBelowHome(user.id, view.notebook.path) };
  return view;
}

/** A contents model as a client sees it: paths below the home, hidden entries of a folder left out. */
export function viewOfContents(userId: number, body: unknown): unknown {
  if (!isObject(body)) return body;
  const view: Json = { ...body };
  if (typeof view.path === 'string') view.path = pathBelowHome(userId, view.path);
  if (view.type === 'directory' && Array.isArray(view.content)) {
    view.content = view.content
      .filter((entry) => !(isObject(entry) && typeof entry.name === 'string' && entry.name.startsWith('.')))
      .map((entry) => viewOfContents(userId, entry));
  }
  return view;
}
