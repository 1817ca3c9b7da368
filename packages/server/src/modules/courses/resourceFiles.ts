// What a resource's file is: its MIME type, resource type and how a browser previews it (from name and type).
import type { PreviewKind, ResourceType } from '@finedu/domain';
import { isTableFile } from '../../lib/datasetTable.js';
import { isInlineType } from '../../plugins/storage/contentTypes.js';

const MIME_BY_EXT: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  md: 'text/markdown',
  markdown: 'text/markdown',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  ipynb: 'application/x-ipynb+json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
  zip: 'application/zip',
};

export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
};

/** The stored type when a plausible one is known, else guessed from the extension. */
export function mimeOf(filename: string, stored?: string | null): string {
  const fromExt = MIME_BY_EXT[extensionOf(filename)];
  if (fromExt !== undefined) return fromExt;
  if (stored && stored !== 'application/octet-stream' && /^[\w.+-]+\/[\w.+-]+$/.test(stored)) return stored;
  return 'application/octet-stream';
}

/**
 * How the browser shows it. Images and video only of the types /storage serves inline (plugins/storage/contentTypes.ts);
 * anything else, SVG included (it can carry script), is "other": downloaded, never inlined.
 */
export function previewKindOf(filename: string, mime: string): PreviewKind {
  const ext = extensionOf(filename);
  if (ext === 'pdf' || mime === 'application/pdf') return 'pdf';
  if (ext === 'ipynb') return 'notebook';
  if (ext === 'md' || ext === 'markdown' || mime === 'text/markdown') return 'markdown';
  if (isTableFile(filename)) return 'table';
  if (mime.startsWith('image/') && isInlineType(mime)) return 'image';
  if (mime.startsWith('video/') && isInlineType(mime)) return 'video';
  return 'other';
}

/** The resource type a file most likely is. */
export function resourceTypeOf(filename: string, mime: string): ResourceType {
  const ext = extensionOf(filename);
  if (['ppt', 'pptx', 'key', 'odp'].includes(ext)) return 'slides';
  if (['csv', 'xlsx', 'xls', 'json', 'parquet'].includes(ext)) return 'dataset';
  if (ext === 'ipynb') return 'notebook';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('image/')) return 'image';
  if (['pdf', 'doc', 'docx', 'md', 'markdown', 'txt', 'odt'].includes(ext)) return 'document';
  return 'other';
}
