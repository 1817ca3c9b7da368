// A strict allowlist HTML sanitizer for stored rich text (articles, chapter markdown). The server has no DOM,
// so it tokenizes: allowed tags keep only allowed attributes with safe URLs; script-like elements go with
// their content; every other tag is dropped (its text stays); comments and declarations disappear.

/** Elements whose content is never text for the reader: dropped whole. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'select', 'option', 'title', 'xmp', 'plaintext', 'svg', 'math', 'head', 'button', 'form',
]);

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup',
  'mark', 'small', 'blockquote', 'pre', 'code', 'kbd', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'table', 'thead',
  'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'figure', 'figcaption', 'span', 'div', 'section',
  'details', 'summary', 'abbr', 'cite', 'q', 'time', 'video', 'source',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img', 'col', 'source']);

const GLOBAL_ATTRIBUTES = new Set(['title', 'class', 'lang', 'dir']);
const TAG_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  video: new Set(['src', 'controls', 'width', 'height', 'poster']),
  source: new Set(['src', 'type']),
  td: new Set(['colspan', 'rowspan', 'align']),
  th: new Set(['colspan', 'rowspan', 'align', 'scope']),
  col: new Set(['span']),
  ol: new Set(['start', 'type']),
  time: new Set(['datetime']),
  q: new Set(['cite']),
  blockquote: new Set(['cite']),
  details: new Set(['open']),
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')' };

/** Decodes the entities an attacker may hide a scheme with (`&#106;avascript:`, `java&Tab;script:` …). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return safeCodePoint(Number.parseInt(body.slice(2), 16)) ?? whole;
    if (body.startsWith('#')) return safeCodePoint(Number.parseInt(body.slice(1), 10)) ?? whole;
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** A URL a reader may follow or load: http(s), mailto, tel, a relative URL, or (images) a base64 raster. */
export function isSafeUrl(raw: string, allowDataImage = false): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`jav\tascript:`).
  const value = [...decodeEntities(raw)].filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f)).join('');
  if (value === '') return true;
  if (allowDataImage && SAFE_DATA_IMAGE.test(decodeEntities(raw).trim())) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme === null) return true; // relative: "/x", "#x", "x.png", "?a=1"
  return SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
}

const escapeAttribute = (value: string) => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
  const allowed = TAG_ATTRIBUTES[tag];
  const kept: string[] = [];
  const seen = new Set<string>();
  let target = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    if (!GLOBAL_ATTRIBUTES.has(name) && !(allowed?.has(name) ?? false)) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value, tag === 'img' && name === 'src')) continue;
    if (name === 'target') {
      target = value === '_blank' ? '_blank' : '';
      continue;
    }
    if (name === 'rel') continue; // set below
    kept.push(match[2] === undefined && match[3] === undefined && match[4] === undefined ? name : `${name}="${escapeAttribute(value)}"`);
  }
  if (tag === 'a' && target === '_blank') kept.push('target="_blank"', 'rel="noopener noreferrer"');
  return kept.length === 0 ? '' : ` ${kept.join(' ')}`;
}

/** Where the end of a tag starting at `from` (just after the name) is: a `>` outside quotes, or -1. */
function tagEnd(input: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < input.length; i += 1) {
    const c = input[i]!;
    if (quote !== null) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i;
    }
  }
  return -1;
}

export type SanitizeMode = 'html' | 'markdown';

/**
 * Sanitize `input`. `html`: a stray `<` becomes `&lt;`. `markdown`: text is left as written (a formula's `a < b`
 * stays), fenced code blocks and inline code spans are kept verbatim (the renderer escapes them).
 */
export function sanitizeRichText(input: string, mode: SanitizeMode = 'html'): string {
  if (mode === 'markdown') return sanitizeMarkdown(input);
  return sanitizeHtmlFragment(input, 'html');
}

function sanitizeMarkdown(input: string): string {
  // Split into code (kept) and prose (sanitized): ``` / ~~~ fences first, then `inline` spans.
  const parts = input.split(/(^(?:```|~~~)[^\n]*\n[\s\S]*?^(?:```|~~~)[ \t]*$)/m);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part
        .split(/(`+[^`\n]+`+)/)
        .map((piece, i) => (i % 2 === 1 ? piece : sanitizeProse(piece)))
        .join('');
    })
    .join('');
}

/**
 * Formulas (`$$…$$`, and `$…$` by Pandoc's rule as the app's renderer reads them) are rendered by KaTeX, so a
 * `<` in them is maths (`$x<y$`): inside a formula only a real tag (a known name followed by a space, `/` or `>`)
 * is treated as markup, and sanitized.
 */
const MATH = /(\$\$[\s\S]+?\$\$|\$(?!\s)(?:\\.|[^\\$\n])+?(?<!\s)\$(?!\d))/;

function sanitizeProse(text: string): string {
  return text
    .split(MATH)
    .map((piece, i) => (i % 2 === 1 ? sanitizeHtmlFragment(piece, 'markdown', true) : neutralizeMarkdownLinks(sanitizeHtmlFragment(piece, 'markdown'))))
    .join('');
}

/** `[text](javascript:…)` and `![alt](data:text/html…)`: the target becomes `#`. */
function neutralizeMarkdownLinks(text: string): string {
  return text.replace(/(!?)(\[[^\]\n]*\])\(\s*(<[^>\n]*>|(?:[^()\s]|\([^()\s]*\))+)/g, (whole, image: string, label: string, target: string) => {
    const url = target.startsWith('<') ? target.slice(1, -1) : target;
    return isSafeUrl(url, image === '!') ? whole : `${image}${label}(#`;
  });
}

function sanitizeHtmlFragment(input: string, mode: SanitizeMode, knownTagsOnly = false): string {
  let out = '';
  let i = 0;
  const strayLt = mode === 'html' ? '&lt;' : '<';
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += input.slice(i);
      break;
    }
    out += input.slice(i, lt);
    const rest = input.slice(lt);
    if (rest.startsWith('<!--')) {
      const close = input.indexOf('-->', lt + 4);
      i = close === -1 ? input.length : close + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      const close = input.indexOf('>', lt);
      i = close === -1 ? input.length : close + 1;
      continue;
    }
    // Markdown autolinks (`<https://…>`, `<a@b.cn>`) are links, not tags: kept when their target is safe.
    const autolink = mode === 'markdown' ? /^<((?:https?:\/\/|mailto:)[^\s<>"'`]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/i.exec(rest) : null;
    if (autolink !== null) {
      out += autolink[0];
      i = lt + autolink[0].length;
      continue;
    }
    const open = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(rest);
    const known = (name: string) => ALLOWED_TAGS.has(name) || DROP_WITH_CONTENT.has(name);
    if (open === null || (knownTagsOnly && (!known(open[2]!.toLowerCase()) || !/^[\s/>]/.test(rest.slice(open[0].length))))) {
      out += strayLt;
      i = lt + 1;
      continue;
    }
    const closing = open[1] === '/';
    const tag = open[2]!.toLowerCase();
    const nameEnd = lt + open[0].length;
    const end = tagEnd(input, nameEnd);
    if (end === -1) {
      // An unterminated tag: never let it reach the reader as markup.
      out += strayLt;
      i = lt + 1;
      continue;
    }
    i = end + 1;
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing) i = skipElement(input, tag, i);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      if (!VOID_TAGS.has(tag)) out += `</${tag}>`;
      continue;
    }
    out += `<${tag}${cleanAttributes(tag, input.slice(nameEnd, end).replace(/\/\s*$/, ''))}>`;
  }
  return out;
}

/** After an opening `<script …>` (or similar) at `from`: the index after its closing tag, or the end of the input. */
function skipElement(input: string, tag: string, from: number): number {
  const close = new RegExp(`</${tag}[^>]*>`, 'ig');
  close.lastIndex = from;
  const found = close.exec(input);
  return found === null ? input.length : found.index + found[0].length;
}
