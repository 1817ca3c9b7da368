// What a stored file is served as: the server decides, from the extension and the file's first bytes, on an
// allow-list. Nothing stored is ever served as an active type (HTML, SVG, JavaScript, XML): whatever the uploader
// declared, those become application/octet-stream downloads.

export const OCTET_STREAM = 'application/octet-stream';
const TEXT = 'text/plain; charset=utf-8';

/** Bytes read from the start of a file to recognise it. */
export const SNIFF_BYTES = 4096;

type Magic = (head: Uint8Array) => boolean;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const isPng: Magic = (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg: Magic = (h) => startsWith(h, [0xff, 0xd8, 0xff]);
const isGif: Magic = (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a'));
const isWebp: Magic = (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8);
const isPdf: Magic = (h) => startsWith(h, ascii('%PDF-'));
// Office Open XML files are zip archives; an empty archive starts with the end-of-directory record.
const isZip: Magic = (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]);
const isMp4: Magic = (h) => startsWith(h, ascii('ftyp'), 4);
const isWebm: Magic = (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]);
// An ID3 tag, or straight into an MPEG audio frame (11 sync bits).
const isMp3: Magic = (h) => startsWith(h, ascii('ID3')) || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0);

interface Rule {
  type: string;
  /** Binary formats are believed only when their bytes say so; text formats are plain text whatever they hold. */
  magic?: Magic;
}

const IMAGE_RULES: Readonly<Record<string, Rule>> = {
  png: { type: 'image/png', magic: isPng },
  jpg: { type: 'image/jpeg', magic: isJpeg },
  jpeg: { type: 'image/jpeg', magic: isJpeg },
  gif: { type: 'image/gif', magic: isGif },
  webp: { type: 'image/webp', magic: isWebp },
};

/** The allow-list, by extension. Anything else (html, js, svg, xml, exe…) is application/octet-stream. */
const RULES: Readonly<Record<string, Rule>> = {
  ...IMAGE_RULES,
  pdf: { type: 'application/pdf', magic: isPdf },
  csv: { type: TEXT },
  txt: { type: TEXT },
  md: { type: TEXT },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: isZip },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: isZip },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', magic: isZip },
  zip: { type: 'application/zip', magic: isZip },
  // JSON is inert data to a browser (never rendered as a page, never run as a script under nosniff).
  ipynb: { type: 'application/json' },
  mp4: { type: 'video/mp4', magic: isMp4 },
  webm: { type: 'video/webm', magic: isWebm },
  mp3: { type: 'audio/mpeg', magic: isMp3 },
};

/** Types a browser may show in place (previews need them): images, PDF, video, audio. Everything else downloads. */
const INLINE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'video/mp4', 'video/webm', 'audio/mpeg']);

/** `pdf` from `uploads/media/3/ab.PDF` or `报告.pdf`; `''` when there is none. */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The type a file's extension promises before its bytes are seen (what the bucket is told at the start of an upload). */
export function contentTypeOfName(name: string): string {
  return RULES[extensionOf(name)]?.type ?? OCTET_STREAM;
}

/**
 * The type a stored file is served as: the extension picks a rule on the allow-list, and a binary format must also
 * start with its own bytes. An image saved under another image's extension (a PNG named .jpg) is what its bytes say;
 * any other mismatch (HTML bytes in a .png) is application/octet-stream.
 */
export function decideContentType(name: string, head: Uint8Array): string {
  const ext = extensionOf(name);
  const rule = RULES[ext];
  if (rule === undefined) return OCTET_STREAM;
  if (rule.magic === undefined || rule.magic(head)) return rule.type;
  if (ext in IMAGE_RULES) {
    const actual = Object.values(IMAGE_RULES).find((image) => image.magic?.(head) === true);
    if (actual !== undefined) return actual.type;
  }
  return OCTET_STREAM;
}

export function isInlineType(contentType: string): boolean {
  return INLINE_TYPES.has(contentType);
}

/**
 * `inline` or `attachment` with the file name twice: an ASCII fallback and the exact name in RFC 5987 form
 * (`filename*=UTF-8''…`), so 期末报告.pdf arrives as itself.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const clean = [...filename].map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '/' || c === '\\' ? '_' : c)).join('').trim() || 'download';
  const fallback = clean.replace(/[^\u0020-\u007e]/g, '_').replace(/["%;]/g, '_');
  const exact = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * The policy of every stored file served from our origin: a sandbox (no script, no same-origin access, no forms,
 * no plugins) that loads nothing. Chromium's PDF viewer and image/video documents still render under it.
 */
export const STORED_FILE_CSP = "sandbox; default-src 'none'";

/** Headers that make a stored file inert on our origin, whatever its bytes. */
export function storedFileHeaders(contentType: string, filename: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': contentDisposition(isInlineType(contentType) ? 'inline' : 'attachment', filename),
    'x-content-type-options': 'nosniff',
    'content-security-policy': STORED_FILE_CSP,
  };
}
