// One line of a markdown text with its inline formulas kept as formulas: what lists, tables and the paper editor
// show of a question's stem (the whole text is for the question view). Markdown marks and HTML tags are dropped, blanks
// shown as ＿＿＿, and the excerpt is cut by its visible length (a formula counts its TeX source's length).

export type ExcerptPart = { kind: 'text'; text: string } | { kind: 'math'; tex: string };

/** `$…$` by Pandoc's rule (no space inside the dollars, no digit after), `$$…$$`, `\(…\)` and `\[…\]`. */
export const FORMULA = /\$\$((?:\\.|[^$])+?)\$\$|\$(?!\s)((?:\\.|[^\\$\n])+?)(?<!\s)\$(?!\d)|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;

const plain = (markdown: string): string =>
  markdown
    .replace(/```[\s\S]*?```/g, ' ')
    // Blanks first, so the emphasis rule below does not read `___ … ___` as bold.
    .replace(/\{\{\s*\d{1,2}\s*\}\}|_{3,}/g, '＿＿＿')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/[*~|]/g, ' ')
    .replace(/\s+/g, ' ');

/** The excerpt's parts, at most `max` visible characters (text characters plus each formula's TeX length), with … when cut. */
export function mathExcerptParts(source: string, max = 80): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let last = 0;
  for (const match of source.matchAll(FORMULA)) {
    if (match.index > last) parts.push({ kind: 'text', text: plain(source.slice(last, match.index)) });
    const tex = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (tex !== '') parts.push({ kind: 'math', tex });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: plain(source.slice(last)) });
  // Trim the outer spaces, then cut.
  const first = parts[0];
  if (first?.kind === 'text') first.text = first.text.trimStart();
  const end = parts[parts.length - 1];
  if (end?.kind === 'text') end.text = end.text.trimEnd();
  const out: ExcerptPart[] = [];
  let budget = max;
  for (const part of parts) {
    const length = part.kind === 'text' ? part.text.length : part.tex.length;
    if (length <= budget) {
      if (part.kind === 'math' || part.text !== '') out.push(part);
      budget -= length;
      continue;
    }
    // Text is cut to fit; a formula that does not fit is left out whole (half a formula is not TeX).
    if (part.kind === 'text' && budget > 1) out.push({ kind: 'text', text: part.text.slice(0, budget - 1) });
    out.push({ kind: 'text', text: '…' });
    return out;
  }
  return out;
}

/** The excerpt as plain text (for a title attribute or a screen reader), formulas as their TeX. */
export function mathExcerptText(source: string, max = 80): string {
  return mathExcerptParts(source, max)
    .map((part) => (part.kind === 'text' ? part.text : part.tex))
    .join('');
}
