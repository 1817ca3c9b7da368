/**
 * Forces a notebook path into the user's folder: `case-3.ipynb` → `u7/case-3.ipynb`,
 * `u7/case-3/work.ipynb` stays. Returns null for escape attempts: `..` segments, absolute paths,
 * backslashes, control characters, or any of those hidden behind percent-encoding.
 */
export function userNotebookPath(userId: number, requested: unknown): { path: string; folder: string } | null {
  if (typeof requested !== 'string' || requested.length === 0 || requested.length > 255) return null;
  // Percent-encoding has no business in a file name and could hide `..` from this check.
  if (requested.includes('%')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(requested) || requested.startsWith('/') || requested.startsWith('~')) return null;
  const segments = requested.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === '')) return null;
  const own = `u${userId}`;
  const inside = segments[0] === own ? segments.slice(1) : segments;
  if (inside.length === 0) return null;
  return { path: [own, ...inside].join('/'), folder: inside.slice(0, -1).join('/') };
}
