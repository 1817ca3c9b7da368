// Files embedded in a Moodle XML question (issue 32): `<file name=".." path="/" encoding="base64">` inside a text
// element (questiontext, answer, feedback, generalfeedback, graderinfo) and linked from its text as
// `@@PLUGINFILE@@/name`, and the `<image>` / `<image_base64>` pair of old exports. Each linked file becomes one entry
// of the import's file list and its links the list's placeholder (`#docx-image-<n>`, the same the Word import
// uses), which the import turns into stored references once the question is accepted. Files nobody links are not kept.
import { msg } from './common.js';
import type { LocalizedMessage } from '../../../errors.js';

/** A file of the import, stored only when a valid question shows it. */
export interface ImportedFile {
  bytes: Buffer;
  contentType: string;
  /** Its name in the file (`listening.mp3`), which it is stored under. */
  name: string;
}

/** The largest embedded file (each): an image, a recording or a short video. */
export const MOODLE_FILE_MAX_BYTES = 10 * 1024 * 1024;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** The content type of a file name, or null for kinds a question may not carry (HTML, SVG, scripts, unknown). */
export function mediaTypeOf(name: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? null;
}

/** Strict base64 (whitespace allowed between groups). */
function decodeBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

const MB = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/** The files one question declares, and the import's list its links are numbered in. */
export class QuestionFiles {
  private readonly declared = new Map<string, { bytes: Buffer | null; name: string; problem: LocalizedMessage | null }>();
  private readonly placed = new Map<string, number>();
  /** The first problem met (a missing, oversize or refused file): the question is refused whole with it. */
  problem: LocalizedMessage | null = null;

  constructor(private readonly list: ImportedFile[]) {}

  /** Declares a `<file>` element (path + name, as `@@PLUGINFILE@@` links name it). */
  declare(path: string, name: string, encoding: string | undefined, data: string): void {
    const full = `${path.endsWith('/') ? path : `${path}/`}${name}`;
    if (this.declared.has(full)) return;
    let problem: LocalizedMessage | null = null;
    let bytes: Buffer | null = null;
    if ((encoding ?? 'base64').toLowerCase() !== 'base64') problem = msg(`嵌入文件「${name}」不是 base64 编码`, `The embedded file "${name}" is not base64 encoded`);
    else {
      bytes = decodeBase64(data);
      if (bytes === null) problem = msg(`嵌入文件「${name}」的 base64 内容无效`, `The embedded file "${name}" is not valid base64`);
      else if (bytes.length > MOODLE_FILE_MAX_BYTES)
        problem = msg(`嵌入文件「${name}」有 ${MB(bytes.length)}，每个文件不能超过 ${MB(MOODLE_FILE_MAX_BYTES)}`, `The embedded file "${name}" is ${MB(bytes.length)}; each file may be at most ${MB(MOODLE_FILE_MAX_BYTES)}`);
      else if (mediaTypeOf(name) === null) problem = msg(`嵌入文件「${name}」的类型不受支持（可用图片、音频、视频或 PDF）`, `The embedded file "${name}" is of a type not supported (images, audio, video or PDF)`);
    }
    this.declared.set(full, { bytes, name, problem });
  }

  /** The placeholder of a declared file (added to the list at its first link), or '' with `problem` set. */
  placeholder(full: string): string {
    const known = this.placed.get(full);
    if (known !== undefined) return `#docx-image-${known}`;
    const file = this.declared.get(full);
    if (file === undefined || file.bytes === null || file.problem !== null) {
      const name = full.split('/').pop() ?? full;
      this.problem ??= file?.problem ?? msg(`题目引用的嵌入文件「${name}」不在文件中`, `The embedded file "${name}" the question links is not in the file`);
      return '';
    }
    const index = this.list.push({ bytes: file.bytes, contentType: mediaTypeOf(file.name)!, name: file.name }) - 1;
    this.placed.set(full, index);
    return `#docx-image-${index}`;
  }

  /** Text whose `@@PLUGINFILE@@/…` links point at the placeholders. */
  link(text: string): string {
    return text.replace(/@@PLUGINFILE@@(\/[^\s"'<>)]*)/g, (_whole, path: string) => {
      let full: string;
      try {
        full = path.split('/').map(decodeURIComponent).join('/');
      } catch {
        full = path;
      }
      return this.placeholder(full);
    });
  }
}
