/**
 * The one allow-list for stored rich text (articles, chapter markdown, questions, case theory): which elements,
 * attributes and URL schemes may reach a reader. The server sanitizes with it on save (sanitize-html), the browser
 * on display (DOMPurify); neither keeps a list of its own.
 */

/** Elements a reader may see (everything else is unwrapped: its text stays). */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup',
  'mark', 'small', 'blockquote', 'pre', 'code', 'kbd', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'table', 'thead',
  'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'figure', 'figcaption', 'span', 'div', 'section',
  'details', 'summary', 'abbr', 'cite', 'q', 'time', 'video', 'audio', 'source',
] as const;

/** Elements whose content is never text for the reader: removed with everything inside them. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'select', 'option', 'title', 'xmp', 'plaintext', 'svg', 'math', 'head', 'button', 'form',
] as const;

/** Attributes any allowed element may keep. */
export const RICH_TEXT_GLOBAL_ATTRIBUTES = ['title', 'class', 'lang', 'dir'] as const;

/** Attributes particular elements may keep, besides the global ones. */
export const RICH_TEXT_TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  video: ['src', 'controls', 'width', 'height', 'poster'],
  // A question's recording (a Moodle listening question, issue 32); its source is checked like any other.
  audio: ['src', 'controls'],
  source: ['src', 'type'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align', 'scope'],
  col: ['span'],
  ol: ['start', 'type'],
  time: ['datetime'],
  q: ['cite'],
  blockquote: ['cite'],
  details: ['open'],
};

/** Attributes that hold a URL, checked with `isSafeRichTextUrl`. */
export const RICH_TEXT_URL_ATTRIBUTES = ['href', 'src', 'poster', 'cite'] as const;

/** Schemes a link or source may use; relative URLs are always allowed. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Inline raster images an `<img src>` may hold (never `data:text/html` or SVG). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Links that open elsewhere get this `rel`, so the new page cannot reach back to this one. */
export const RICH_TEXT_BLANK_REL = 'noopener noreferrer';

/**
 * A URL a reader may follow or load: an allowed scheme, a relative URL, or (with `allowDataImage`, for `<img src>`)
 * a base64 raster image. The scheme is read the way browsers read it (WHATWG URL: control characters and spaces
 * around and inside it do not hide `javascript:`).
 */
export function isSafeRichTextUrl(raw: string, allowDataImage = false): boolean {
  if (allowDataImage && DATA_IMAGE.test(raw.trim())) return true;
  let scheme: string;
  try {
    scheme = new URL(raw).protocol.slice(0, -1).toLowerCase();
  } catch {
    return true; // not an absolute URL: relative ("/x", "#x", "x.png", "?a=1", "//host/x")
  }
  return (RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme);
}
