// What every import format produces: items with their position, a write body or the reason they cannot be imported.
import type { QuestionType, QuestionWrite } from '@finedu/domain';
import type { LocalizedMessage } from '../../../errors.js';
import { RICH_TEXT_DROPPED_WITH_CONTENT } from '@finedu/domain';
import { sanitizeRichText } from '../../courses/index.js';

export interface ParsedItem {
  /** 1-based source line when known. */
  line: number | null;
  /** A short title for the report (the item's name or the start of its stem). */
  title: string;
  /** Category name from the file (Moodle `<category>`, GIFT `$CATEGORY:`), the last path segment. */
  category?: string | undefined;
  /** The question to validate and import… */
  write?: QuestionWrite;
  /** …or why it cannot be imported. */
  error?: LocalizedMessage;
  /** The type the file gives a broken item, when it says (a Word section heading), for the preview. */
  type?: QuestionType;
}

/** A file that is not the announced format at all (answered as code 0 with this message). */
export class UnreadableFile extends Error {
  constructor(readonly localized: LocalizedMessage) {
    super(localized.en);
  }
}

export const msg = (zh: string, en: string): LocalizedMessage => ({ zh, en });

/** First characters of a stem as an item title. */
export function titleOf(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** Option keys A, B, C … */
export const optionKey = (index: number): string => String.fromCharCode(65 + index);

/** Decode the XML/HTML entities of text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!Number.isFinite(code)) return whole;
      // What is not a character (NUL, a surrogate, beyond U+10FFFF) becomes U+FFFD, as HTML reads it (issue 37).
      return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? '\uFFFD' : String.fromCodePoint(code);
    }
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
    return named[name.toLowerCase()] ?? whole;
  });
}

/** HTML (Moodle `format="html"`) to the platform's markdown-ish text: paragraphs and line breaks kept, tags dropped. */
export function htmlToText(html: string): string {
  const attrOf = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  const valueOf = (tag: string, name: string) => {
    const found = attrOf(tag, name);
    return found ? (found[2] ?? found[3] ?? '') : null;
  };
  // Audio and video stay players (HTML the shared allow-list keeps), and a link to a recording or a video becomes one,
  // as Moodle's media filter shows it; they are set aside while the other tags are dropped.
  const media: string[] = [];
  const player = (kind: string, src: string) => {
    media.push(`<${kind} controls src="${src.replace(/"/g, '&quot;')}"></${kind}>`);
    return `\n\uE010${media.length - 1}\uE011\n`;
  };
  const text = html
    // What is never text for a reader goes with its content (the shared list), not only its tags.
    .replace(new RegExp(`<(${RICH_TEXT_DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?<\\/\\1\\s*>`, 'gi'), '')
    .replace(/<(audio|video)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi, (_whole, kind: string, attrs: string, inner: string) => {
      const src = valueOf(attrs, 'src') ?? valueOf(/<source\b[^>]*>/i.exec(inner)?.[0] ?? '', 'src');
      return src ? player(kind.toLowerCase(), src) : '';
    })
    .replace(/<a\b([^>]*)>[\s\S]*?<\/a\s*>/gi, (whole, attrs: string) => {
      const href = valueOf(attrs, 'href') ?? '';
      const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase() ?? '';
      if (['mp3', 'm4a', 'ogg', 'oga', 'wav'].includes(ext)) return player('audio', href);
      if (['mp4', 'webm'].includes(ext)) return player('video', href);
      return whole;
    })
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const src = attrOf(tag, 'src');
      const alt = attrOf(tag, 'alt');
      return src ? `![${alt?.[2] ?? alt?.[3] ?? ''}](${src[2] ?? src[3] ?? ''})` : '';
    })
    .replace(/<\/?\s*(b|strong)\s*>/gi, '**')
    .replace(/<\/?\s*(i|em)\s*>/gi, '*')
    .replace(/<\/?\s*code\s*>/gi, '`')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .replace(/\uE010(\d+)\uE011/g, (_whole, n: string) => media[Number(n)] ?? '');
}

/** Knowledge points from a cell or tag list: split on commas, semicolons and 、. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，;；、\n]/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
}

/**
 * How question text is stored (issue 32): stems, analyses, options and feedback are markdown with `$…$` formulas, and
 * raw HTML in them is kept after the shared allow-list (sanitised on save). A file's text is turned into that form by
 * its own format, so that it shows as its author saw it:
 * - `plain` (GIFT `[plain]`, Aiken): every character that markdown, HTML, formulas or blanks would read is written as
 *   an entity, so `<html class="cool">`, `*`, `$` and `{{1}}` show literally;
 * - `moodle` (GIFT's default, Moodle's auto-format) and `html`: HTML stays HTML (sanitised); the text between the tags
 *   has its markdown characters escaped, so `*x*` or a leading `#` are not emphasis or a heading; `$$…$$` stays TeX;
 * - `markdown` (GIFT `[markdown]`): kept as written (sanitised).
 */
export type TextFormat = 'plain' | 'moodle' | 'html' | 'markdown';

const entity = (c: string) => `&#${c.charCodeAt(0)};`;

/**
 * A markdown character as an entity, except `_` inside a word (`e2e_2026`, `r_f`): markdown never reads an underscore
 * between two letters or digits as emphasis, and kept as typed it stays searchable and editable as the author wrote it.
 */
const escapeMark = (c: string, offset: number, whole: string): string =>
  c === '_' && /[\p{L}\p{N}]/u.test(whole[offset - 1] ?? '') && /[\p{L}\p{N}]/u.test(whole[offset + 1] ?? '') ? c : entity(c);

/** Line starts that markdown reads as a block: a heading, list item, quote, rule or setext underline. */
function escapeLineStarts(text: string): string {
  return text.replace(/^([ \t]*)([-+=#>]|\d+[.)])/gm, (_w, space: string, mark: string) => `${space}${mark.replace(/[-+=#>.)]/, entity)}`);
}

/** Plain text as markdown that shows it literally. */
export function plainToMarkdown(text: string): string {
  return escapeLineStarts(
    text.replace(/[&<>\\`*_[\]~|$#{}]/g, (c, offset: number, whole: string) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : escapeMark(c, offset, whole))),
  );
}

/** HTML (or Moodle auto-format text) as markdown: the tags kept and sanitised, the text between them not read as markdown. */
export function htmlToMarkdown(html: string): string {
  // Sanitised first: sanitize-html writes text back with only & < > " encoded, so the escapes come after it.
  return sanitizeRichText(html, 'html')
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : escapeLineStarts(part.replace(/[\\`*_[\]~|]/g, escapeMark))))
    .join('')
    .trim();
}

/** Text of a file in `format` as the stored markdown (see TextFormat). */
export function textToMarkdown(text: string, format: TextFormat): string {
  switch (format) {
    case 'plain':
      return plainToMarkdown(text);
    case 'moodle':
    case 'html':
      return /[<>&\\`*_[\]~|{}#=+-]/.test(text) ? htmlToMarkdown(text) : text;
    case 'markdown':
      return sanitizeRichText(text, 'markdown');
    default:
      return format satisfies never;
  }
}
