import {
  isSafeRichTextUrl,
  RICH_TEXT_BLANK_REL,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_GLOBAL_ATTRIBUTES,
  RICH_TEXT_TAG_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_ATTRIBUTES,
} from '@finedu/domain';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Kernel output is untrusted: a cell can print any HTML. Rich output is sanitized so that no script
 * can run on the app's origin (no `<script>`, no `on*` handlers, no `javascript:` URLs), nothing can
 * restyle the page (no `<style>`, no `style` attributes), and nothing can submit or frame content.
 */
const HTML_CONFIG: Config = {
  USE_PROFILES: { html: true, mathMl: true },
  FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed', 'audio', 'video'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'ping'],
  // Prefix ids and names so output cannot clobber globals like `document.forms`.
  SANITIZE_NAMED_PROPS: true,
};

/** SVG is shown through `<img>` (where it can never script or style the page) after this cleaning. */
const SVG_CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ['foreignObject', 'script', 'a', 'use', 'image'],
  ADD_TAGS: ['style'],
};

let purifier: Purifier | undefined;

// Our own instance, so the link hook below never changes how the app's other DOMPurify calls behave.
const getPurifier = (): Purifier => {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // pandas leaves the index corner of a DataFrame as an empty <th>; an empty header confuses
      // screen readers (axe: empty-table-header), so it is exposed as a plain cell.
      if (node.tagName === 'TH' && (node.textContent ?? '').trim() === '') node.setAttribute('role', 'cell');
    });
  }
  return purifier;
};

/** HTML from a kernel (`text/html`, e.g. a pandas DataFrame), safe to insert with innerHTML. */
export const sanitizeHtml = (html: string): string => getPurifier().sanitize(html, HTML_CONFIG);

/**
 * Rich text that people write (articles, chapters, questions, case theory, notebook text cells) is held to the
 * platform's one allow-list (domain), the same the server sanitizes with on save: its elements, each element's
 * attributes and its URL rule. `data-*` attributes stay for the markdown renderer's own placeholders.
 */
const RICH_TEXT_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set([...RICH_TEXT_GLOBAL_ATTRIBUTES, ...Object.values(RICH_TEXT_TAG_ATTRIBUTES).flat()])],
  ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  SANITIZE_NAMED_PROPS: true,
};

let richTextPurifier: Purifier | undefined;

const getRichTextPurifier = (): Purifier => {
  if (!richTextPurifier) {
    richTextPurifier = DOMPurify(window);
    richTextPurifier.addHook('uponSanitizeAttribute', (node, data) => {
      const tag = node.tagName.toLowerCase();
      const name = data.attrName;
      if (name.startsWith('data-')) return;
      const allowed = (RICH_TEXT_GLOBAL_ATTRIBUTES as readonly string[]).includes(name) || (RICH_TEXT_TAG_ATTRIBUTES[tag]?.includes(name) ?? false);
      const urlOk = !(RICH_TEXT_URL_ATTRIBUTES as readonly string[]).includes(name) || isSafeRichTextUrl(data.attrValue, tag === 'img' && name === 'src');
      if (!allowed || !urlOk) data.keepAttr = false;
    });
    richTextPurifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', RICH_TEXT_BLANK_REL);
      }
    });
  }
  return richTextPurifier;
};

/** Rich text (HTML, or markdown rendered to HTML) under the shared allow-list, safe to insert with innerHTML. */
export const sanitizeRichText = (html: string): string => getRichTextPurifier().sanitize(html, RICH_TEXT_CONFIG);

/** An SVG document without scripts, handlers, links or foreign HTML. */
export const sanitizeSvg = (svg: string): string => {
  const clean = getPurifier().sanitize(svg, SVG_CONFIG);
  // `<img>` needs a standalone document, which the HTML parser strips the namespace from.
  return clean.replace(/^<svg(?![^>]*\sxmlns=)/, '<svg xmlns="http://www.w3.org/2000/svg"');
};

/** A sanitized SVG as a data URL for `<img src>`. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sanitizeSvg(svg))}`;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A base64 image (`image/png`, `image/jpeg`) as a data URL, or undefined if the payload is not base64. */
export const base64ImageUrl = (mime: 'image/png' | 'image/jpeg', base64: string): string | undefined => {
  const compact = base64.replace(/\s+/g, '');
  return compact !== '' && BASE64.test(compact) ? `data:${mime};base64,${compact}` : undefined;
};
