// What every import format produces: items with their position, a write body or the reason they cannot be imported.
import type { QuestionType, QuestionWrite } from '@finedu/domain';
import type { LocalizedMessage } from '../../../errors.js';

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
  const attrOf = (tag: string, name: string) => new RegExp(`${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  const text = html
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
    .trim();
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
