// A .docx read with mammoth into the blocks the Word layout parser walks: paragraphs (text as the platform's
// markdown, images as placeholders) and tables (sanitized HTML). The embedded images are kept aside until the
// questions that show them are known to import.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { sanitizeRichText } from '../../courses/index.js';
import { decodeEntities, msg, UnreadableFile } from './common.js';
import { lazyImport } from '../../../lib/lazy.js';
import { equationsAsText } from './docxMath.js';

/** mammoth (about 0.1 s of CPU to load) at the first Word import, not at start-up. */
const loadMammoth = lazyImport(async () => (await import('mammoth')).default);

export interface DocxImage {
  bytes: Buffer;
  contentType: string;
  /** File name it is stored under (`image3.png`). */
  name: string;
}

export type DocxBlock =
  /** `listItem`: a paragraph of Word's automatic numbering, whose number or letter is not in the text. */
  | { kind: 'paragraph'; index: number; heading: boolean; listItem: boolean; text: string }
  /** `cells`: each row's cells as plain text (options laid out in a table, an answer table 题号/答案). */
  | { kind: 'table'; index: number; html: string; cells: string[][] };

export interface DocxContent {
  blocks: DocxBlock[];
  images: DocxImage[];
}

/** Where image `n` goes before it is stored: a relative URL, so that sanitizing keeps it. */
export const imagePlaceholder = (n: number) => `#docx-image-${n}`;
export const IMAGE_PLACEHOLDER = /#docx-image-(\d+)\b/g;

/** Uncompressed bytes a document may expand to (a small file can unzip to gigabytes). */
const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

const notDocx = () => new UnreadableFile(msg('文件不是有效的 Word 文档（.docx）', 'The file is not a valid Word document (.docx)'));

/** The zip is a Word document of sane size: checked from its directory, before anything is inflated. */
function checkArchive(file: Buffer): void {
  if (file.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw new UnreadableFile(msg('这是旧版 Word 97–2003 文档（.doc），请在 Word 中另存为 .docx 后再导入', 'This is an old Word 97–2003 document (.doc); save it as .docx in Word and import that'));
  }
  if (!file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw notDocx();
  let unzipped = 0;
  let hasDocument = false;
  try {
    unzipSync(file, {
      filter: (entry) => {
        unzipped += entry.originalSize;
        if (entry.name === 'word/document.xml') hasDocument = true;
        return false;
      },
    });
  } catch {
    throw notDocx();
  }
  if (!hasDocument) throw notDocx();
  if (unzipped > MAX_UNZIPPED_BYTES) throw new UnreadableFile(msg('文档解压后超过 100 MB，无法导入', 'The document expands to more than 100 MB and cannot be imported'));
}

/** Inline HTML of a paragraph as markdown: images as placeholders, underlined blanks as `____`, bold and italics kept. */
function inlineText(html: string): string {
  const attr = (tag: string, name: string) => decodeEntities(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const text = html
    .replace(/<img\b[^>]*>/g, (tag) => `![${attr(tag, 'alt').replace(/[[\]]/g, '')}](${attr(tag, 'src')})`)
    .replace(/<u>([^<]*)<\/u>/g, (_whole, inner: string) => (/^[\s\u3000\u00a0]*$/.test(decodeEntities(inner)) ? '____' : inner))
    .replace(/<\/?strong>/g, '**')
    .replace(/<\/?em>/g, '*')
    .replace(/<br\s*\/?>/g, '\n')
    // sup/sub stay as HTML (the rich text rules allow them); every other tag goes.
    .replace(/<(?!\/?(?:sup|sub)>)[^>]+>/g, '');
  return decodeEntities(text).replace(/\*\*\*\*/g, '');
}

/** The end of the element opened at `start` (tables and lists nest). */
function closeOf(html: string, tag: string, start: number): number {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let m = pattern.exec(html); m !== null; m = pattern.exec(html)) {
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/** The text of each cell of a table's rows (a nested table's text stays in its cell). */
function cellsOf(table: string): string[][] {
  const rows: string[][] = [];
  const row = /<tr\b[^>]*>/g;
  for (let r = row.exec(table); r !== null; r = row.exec(table)) {
    const end = closeOf(table, 'tr', r.index);
    const inner = table.slice(r.index + r[0].length, end);
    const cells: string[] = [];
    const cell = /<t([dh])\b[^>]*>/g;
    for (let c = cell.exec(inner); c !== null; c = cell.exec(inner)) {
      const close = closeOf(inner, `t${c[1]!}`, c.index);
      cells.push(inlineText(inner.slice(c.index + c[0].length, close - 5).replace(/<\/p>\s*<p>/g, '<br />')).trim());
      cell.lastIndex = close;
    }
    rows.push(cells);
    row.lastIndex = end;
  }
  return rows;
}

/** Top-level blocks of mammoth's HTML, in document order. */
function blocksOf(html: string): DocxBlock[] {
  const blocks: DocxBlock[] = [];
  const open = /<(p|h[1-6]|table|ol|ul)\b[^>]*>/g;
  for (let m = open.exec(html); m !== null; m = open.exec(html)) {
    const tag = m[1]!;
    const end = closeOf(html, tag, m.index);
    const inner = html.slice(m.index + m[0].length, end - `</${tag}>`.length);
    if (tag === 'table') {
      blocks.push({ kind: 'table', index: blocks.length + 1, html: sanitizeRichText(html.slice(m.index, end), 'html').replace(/\n/g, ''), cells: cellsOf(inner) });
    } else if (tag === 'ol' || tag === 'ul') {
      // Word's automatic numbering: each item is a paragraph (mammoth does not say whether it counts 1, 2 or A, B).
      for (const item of inner.split(/<li\b[^>]*>/).slice(1)) {
        blocks.push({ kind: 'paragraph', index: blocks.length + 1, heading: false, listItem: true, text: inlineText(item.replace(/<\/?(ol|ul|li)\b[^>]*>/g, '')).trim() });
      }
    } else {
      blocks.push({ kind: 'paragraph', index: blocks.length + 1, heading: tag !== 'p', listItem: false, text: inlineText(inner).trim() });
    }
    open.lastIndex = end;
  }
  return blocks;
}

/** The document with its equations as `$TeX$` text runs (mammoth would drop them); unchanged without equations. */
function withEquations(file: Buffer): Buffer {
  const entries = unzipSync(file);
  const document = entries['word/document.xml'];
  if (document === undefined) return file;
  const xml = strFromU8(document);
  const rewritten = equationsAsText(xml);
  if (rewritten === xml) return file;
  entries['word/document.xml'] = strToU8(rewritten);
  return Buffer.from(zipSync(entries, { level: 1 }));
}

/** Reads the document; a file that is not a readable .docx throws `UnreadableFile`. */
export async function readDocx(file: Buffer): Promise<DocxContent> {
  checkArchive(file);
  let source: Buffer;
  try {
    source = withEquations(file);
  } catch {
    throw notDocx();
  }
  const images: DocxImage[] = [];
  let html: string;
  try {
    const mammoth = await loadMammoth();
    const result = await mammoth.convertToHtml(
      { buffer: source },
      {
        styleMap: ['u => u'],
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async (image) => {
          const n = images.length;
          const ext = /^image\/(png|jpeg|gif|webp|x-emf|x-wmf|bmp|tiff)$/.exec(image.contentType)?.[1]?.replace('jpeg', 'jpg').replace('x-', '') ?? 'bin';
          images.push({ bytes: await image.readAsBuffer(), contentType: image.contentType, name: `image${n + 1}.${ext}` });
          return { src: imagePlaceholder(n) };
        }),
      },
    );
    html = result.value;
  } catch {
    throw notDocx();
  }
  return { blocks: blocksOf(html), images };
}
