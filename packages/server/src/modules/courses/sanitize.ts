// Stored rich text (articles, chapter markdown) sanitized on save with the platform's one allow-list (domain
// richText policy): HTML by sanitize-html; markdown by finding its raw HTML, code and link targets with micromark,
// so that only the HTML is sanitized and the markdown around it stays as written.
import {
  isSafeRichTextUrl,
  RICH_TEXT_BLANK_REL,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_GLOBAL_ATTRIBUTES,
  RICH_TEXT_TAG_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_ATTRIBUTES,
  RICH_TEXT_URL_SCHEMES,
} from '@finedu/domain';
import { parse, postprocess, preprocess } from 'micromark';
import { decodeString } from 'micromark-util-decode-string';
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import type { Attributes, IOptions } from 'sanitize-html';

// sanitize-html and its parser (about 0.1 s of CPU to load) at the first rich text saved, not at start-up: it is
// CommonJS, so it is required where it is first needed and the calls stay synchronous.
let sanitizer: typeof SanitizeHtml | null = null;
const sanitizeHtml = (html: string, options: IOptions): string => {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
  return sanitizer(html, options);
};

/** URL attributes kept only when the shared rule allows them (sanitize-html checks schemes too). */
function checkUrls(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((RICH_TEXT_URL_ATTRIBUTES as readonly string[]).includes(name) && !isSafeRichTextUrl(value, tagName === 'img' && name === 'src')) continue;
    kept[name] = value;
  }
  if (tagName === 'a') {
    // Only a new window is a target worth keeping, and it never gets a handle on this page.
    delete kept['rel'];
    if (kept['target'] === '_blank') kept['rel'] = RICH_TEXT_BLANK_REL;
    else delete kept['target'];
  }
  return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { '*': [...RICH_TEXT_GLOBAL_ATTRIBUTES], ...Object.fromEntries(Object.entries(RICH_TEXT_TAG_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])) },
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_URL_SCHEMES, 'data'] },
  allowedSchemesAppliedToAttributes: [...RICH_TEXT_URL_ATTRIBUTES],
  allowProtocolRelative: true,
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  disallowedTagsMode: 'discard',
  transformTags: Object.fromEntries(['a', 'img', 'video', 'audio', 'source', 'q', 'blockquote'].map((tag) => [tag, checkUrls])),
};

/** A URL a reader may follow or load (the shared rule); `allowDataImage` for an image's source. */
export const isSafeUrl = (url: string, allowDataImage = false): boolean => isSafeRichTextUrl(url, allowDataImage);

export type SanitizeMode = 'html' | 'markdown';

/**
 * Sanitize `input`. `html`: an HTML fragment (a stray `<` becomes `&lt;`). `markdown`: text, formulas and code are
 * left as written; raw HTML in it is sanitized, and link or image targets that are not safe become `#`.
 */
export function sanitizeRichText(input: string, mode: SanitizeMode = 'html'): string {
  return mode === 'markdown' ? sanitizeMarkdown(input) : sanitizeHtml(input, OPTIONS);
}

interface Piece {
  start: number;
  end: number;
  kind: 'html' | 'url' | 'image-url' | 'autolink';
}

/** Where the raw HTML, the link and image targets and the autolinks of a markdown document are (micromark). */
function markdownPieces(input: string): Piece[] {
  const events = postprocess(parse().document().write(preprocess()(input, undefined, true)));
  const pieces: Piece[] = [];
  const media: Array<'link' | 'image'> = [];
  for (const [kind, token] of events) {
    if (token.type === 'link' || token.type === 'image') {
      if (kind === 'enter') media.push(token.type);
      else media.pop();
      continue;
    }
    if (kind !== 'enter') continue;
    const at = { start: token.start.offset, end: token.end.offset };
    if (token.type === 'htmlFlow' || token.type === 'htmlText') pieces.push({ ...at, kind: 'html' });
    else if (token.type === 'autolink') pieces.push({ ...at, kind: 'autolink' });
    else if (token.type === 'resourceDestinationString') pieces.push({ ...at, kind: media.at(-1) === 'image' ? 'image-url' : 'url' });
    else if (token.type === 'definitionDestinationString') pieces.push({ ...at, kind: 'url' });
  }
  return pieces;
}

/**
 * The markdown's raw HTML is sanitized as one document in which every stretch of markdown stands as a private-use
 * placeholder: an element left open in one place and closed in another is read as one element, and text inside a
 * dropped element (`<script>…</script>` written inline) goes with it. Placeholders come back as the markdown was.
 */
function sanitizeMarkdown(input: string): string {
  const pieces = markdownPieces(input);
  if (pieces.length === 0) return input;
  const texts: string[] = [];
  let html = '';
  let at = 0;
  const text = (value: string) => {
    if (value === '') return;
    html += `\uE000${texts.length}\uE001`;
    texts.push(value);
  };
  for (const piece of pieces) {
    text(input.slice(at, piece.start));
    const raw = input.slice(piece.start, piece.end);
    if (piece.kind === 'html') html += raw;
    else if (piece.kind === 'autolink') text(isSafeRichTextUrl(decodeString(raw.slice(1, -1))) ? raw : '');
    else text(isSafeRichTextUrl(decodeString(raw), piece.kind === 'image-url') ? raw : '#');
    at = piece.end;
  }
  text(input.slice(at));
  return sanitizeHtml(html, OPTIONS).replace(/\uE000(\d+)\uE001/g, (_, index: string) => texts[Number(index)] ?? '');
}
