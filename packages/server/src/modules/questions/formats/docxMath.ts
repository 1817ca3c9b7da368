// Word equations (OMML, `m:oMath`) as TeX between `$…$`: fractions, sub- and superscripts, radicals, n-ary operators
// (∑ ∏ ∫), delimiters, accents and bars, functions, Greek letters and common operators. An element this does not know
// falls back to its text, so nothing typed in an equation is lost. The document's XML is rewritten before mammoth
// reads it (mammoth drops equations), each equation becoming a plain text run.
import { decodeEntities } from './common.js';

interface MathNode {
  name: string;
  attrs: Record<string, string>;
  children: Array<MathNode | string>;
}

/** Parses one well-formed XML fragment (an equation) into nodes; text is decoded. */
function parseFragment(xml: string): MathNode {
  const root: MathNode = { name: '#root', attrs: {}, children: [] };
  const stack: MathNode[] = [root];
  const tag = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<\?[^>]*\?>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (let m = tag.exec(xml); m !== null; m = tag.exec(xml)) {
    const top = stack[stack.length - 1]!;
    if (m.index > last) top.children.push(decodeEntities(xml.slice(last, m.index)));
    last = m.index + m[0].length;
    if (m[2] === undefined) continue;
    if (m[1] === '/') {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (m[3] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
    const node: MathNode = { name: m[2], attrs, children: [] };
    top.children.push(node);
    if (m[4] !== '/') stack.push(node);
  }
  return root;
}

const GREEK: Record<string, string> = {
  α: '\\alpha', β: '\\beta', γ: '\\gamma', δ: '\\delta', ε: '\\varepsilon', ϵ: '\\epsilon', ζ: '\\zeta', η: '\\eta', θ: '\\theta', ϑ: '\\vartheta',
  ι: '\\iota', κ: '\\kappa', λ: '\\lambda', μ: '\\mu', ν: '\\nu', ξ: '\\xi', π: '\\pi', ρ: '\\rho', σ: '\\sigma', τ: '\\tau', υ: '\\upsilon',
  φ: '\\varphi', ϕ: '\\phi', χ: '\\chi', ψ: '\\psi', ω: '\\omega', Γ: '\\Gamma', Δ: '\\Delta', Θ: '\\Theta', Λ: '\\Lambda', Ξ: '\\Xi',
  Π: '\\Pi', Σ: '\\Sigma', Φ: '\\Phi', Ψ: '\\Psi', Ω: '\\Omega',
};
const SYMBOLS: Record<string, string> = {
  '−': '-', '×': '\\times', '÷': '\\div', '·': '\\cdot', '⋅': '\\cdot', '±': '\\pm', '∓': '\\mp', '≤': '\\le', '≥': '\\ge', '≠': '\\ne',
  '≈': '\\approx', '∞': '\\infty', '→': '\\to', '∂': '\\partial', '∇': '\\nabla', '∈': '\\in', '∑': '\\sum', '∏': '\\prod', '∫': '\\int',
  '<': '\\lt', '>': '\\gt', '…': '\\ldots', '⋯': '\\cdots', '′': "'", '%': '\\%', '#': '\\#', '&': '\\&', '$': '\\$', '{': '\\{', '}': '\\}', '\u2061': '',
};
const NARY: Record<string, string> = { '∑': '\\sum', '∏': '\\prod', '∐': '\\coprod', '∫': '\\int', '∬': '\\iint', '∭': '\\iiint', '∮': '\\oint', '⋃': '\\bigcup', '⋂': '\\bigcap' };
const ACCENTS: Record<string, string> = { '̂': '\\hat', '̃': '\\tilde', '̄': '\\bar', '̇': '\\dot', '̈': '\\ddot', '⃗': '\\vec', '́': '\\acute', '̀': '\\grave', '̆': '\\breve' };
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'log', 'ln', 'lg', 'exp', 'lim', 'max', 'min', 'sup', 'inf', 'det']);
const DELIMITERS: Record<string, string> = { '(': '(', ')': ')', '[': '[', ']': ']', '{': '\\{', '}': '\\}', '|': '|', '‖': '\\|', '⟨': '\\langle', '⟩': '\\rangle', '⌊': '\\lfloor', '⌋': '\\rfloor', '⌈': '\\lceil', '⌉': '\\rceil', '': '.' };

/** A command is followed by a space, removed at the end where no letter follows (`\\sigma x`, `\\sigma_{p}`). */
const command = (tex: string) => (/^\\[A-Za-z]+$/.test(tex) ? `${tex} ` : tex);
const texText = (text: string) => [...text].map((c) => command(GREEK[c] ?? SYMBOLS[c] ?? (c === '\\' ? '\\backslash' : c))).join('');

const child = (node: MathNode, name: string): MathNode | undefined => node.children.find((c): c is MathNode => typeof c !== 'string' && c.name === name);
const propOf = (node: MathNode, props: string, name: string): string | undefined => {
  const p = child(node, props);
  const v = p ? child(p, name) : undefined;
  return v?.attrs['m:val'];
};

/** Plain text of a node (the fallback for an element this does not know). */
function textOf(node: MathNode | string): string {
  if (typeof node === 'string') return '';
  if (node.name === 'm:t' || node.name === 'w:t') return node.children.map((c) => (typeof c === 'string' ? c : '')).join('');
  return node.children.map(textOf).join('');
}

/** TeX of the children of `node` (its `m:e`, `m:num` …), properties skipped. */
function texOf(node: MathNode | undefined): string {
  if (node === undefined) return '';
  return node.children.map((c) => (typeof c === 'string' ? '' : texNode(c))).join('');
}

const braced = (tex: string) => `{${tex}}`;

function texNode(node: MathNode): string {
  switch (node.name) {
    case 'm:r':
      return texText(textOf(node));
    case 'm:f': {
      const kind = propOf(node, 'm:fPr', 'm:type');
      const [num, den] = [texOf(child(node, 'm:num')), texOf(child(node, 'm:den'))];
      return kind === 'lin' ? `${num}/${den}` : kind === 'noBar' ? `\\binom{${num}}{${den}}` : `\\frac{${num}}{${den}}`;
    }
    case 'm:sSub':
      return `${texOf(child(node, 'm:e'))}_${braced(texOf(child(node, 'm:sub')))}`;
    case 'm:sSup':
      return `${texOf(child(node, 'm:e'))}^${braced(texOf(child(node, 'm:sup')))}`;
    case 'm:sSubSup':
      return `${texOf(child(node, 'm:e'))}_${braced(texOf(child(node, 'm:sub')))}^${braced(texOf(child(node, 'm:sup')))}`;
    case 'm:sPre':
      return `{}_${braced(texOf(child(node, 'm:sub')))}^${braced(texOf(child(node, 'm:sup')))}${texOf(child(node, 'm:e'))}`;
    case 'm:rad': {
      const deg = texOf(child(node, 'm:deg'));
      const hidden = propOf(node, 'm:radPr', 'm:degHide');
      return deg === '' || hidden === '1' || hidden === 'on' || hidden === 'true' ? `\\sqrt{${texOf(child(node, 'm:e'))}}` : `\\sqrt[${deg}]{${texOf(child(node, 'm:e'))}}`;
    }
    case 'm:nary': {
      const chr = propOf(node, 'm:naryPr', 'm:chr') ?? '∫';
      const lo = texOf(child(node, 'm:sub'));
      const hi = texOf(child(node, 'm:sup'));
      return `${NARY[chr] ?? texText(chr)}${lo === '' ? '' : `_${braced(lo)}`}${hi === '' ? '' : `^${braced(hi)}`}${texOf(child(node, 'm:e'))}`;
    }
    case 'm:d': {
      const open = propOf(node, 'm:dPr', 'm:begChr') ?? '(';
      const close = propOf(node, 'm:dPr', 'm:endChr') ?? ')';
      const sep = propOf(node, 'm:dPr', 'm:sepChr') ?? '|';
      const parts = node.children.filter((c): c is MathNode => typeof c !== 'string' && c.name === 'm:e').map(texOf);
      return `\\left${DELIMITERS[open] ?? texText(open)}${parts.join(texText(sep))}\\right${DELIMITERS[close] ?? texText(close)}`;
    }
    case 'm:acc': {
      const chr = propOf(node, 'm:accPr', 'm:chr') ?? '̂';
      return `${ACCENTS[chr] ?? '\\hat'}{${texOf(child(node, 'm:e'))}}`;
    }
    case 'm:bar':
      return `${propOf(node, 'm:barPr', 'm:pos') === 'bot' ? '\\underline' : '\\bar'}{${texOf(child(node, 'm:e'))}}`;
    case 'm:func': {
      const name = textOf(child(node, 'm:fName') ?? node).trim();
      const fn = FUNCTIONS.has(name) ? `\\${name}` : texOf(child(node, 'm:fName'));
      return `${fn}{${texOf(child(node, 'm:e'))}}`;
    }
    case 'm:limLow':
      return `${texOf(child(node, 'm:e'))}_${braced(texOf(child(node, 'm:lim')))}`;
    case 'm:limUpp':
      return `${texOf(child(node, 'm:e'))}^${braced(texOf(child(node, 'm:lim')))}`;
    case 'm:m': {
      const rows = node.children.filter((c): c is MathNode => typeof c !== 'string' && c.name === 'm:mr');
      return `\\begin{matrix}${rows.map((r) => r.children.filter((c): c is MathNode => typeof c !== 'string' && c.name === 'm:e').map(texOf).join('&')).join('\\\\')}\\end{matrix}`;
    }
    case 'm:eqArr':
      return `\\begin{aligned}${node.children.filter((c): c is MathNode => typeof c !== 'string' && c.name === 'm:e').map(texOf).join('\\\\')}\\end{aligned}`;
    case 'm:box':
    case 'm:borderBox':
    case 'm:groupChr':
    case 'm:phant':
    case 'm:e':
    case 'm:oMath':
    case 'm:oMathPara':
    case '#root':
      return texOf(node);
    default:
      // Properties (m:fPr, m:ctrlPr, w:rPr …) say nothing a reader sees; anything else keeps its text.
      return /Pr$/.test(node.name) ? '' : texText(textOf(node));
  }
}

/** TeX of one equation's XML (`<m:oMath>…</m:oMath>`), without the `$` delimiters. */
export function ommlToTex(xml: string): string {
  return texNode(parseFragment(xml))
    .replace(/(\\[A-Za-z]+) (?![A-Za-z])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The document's XML with each equation (a display `m:oMathPara` or an inline `m:oMath`) replaced by a text run
 * `$TeX$`. An equation whose XML cannot be read keeps its text.
 */
export function equationsAsText(documentXml: string): string {
  if (!documentXml.includes('<m:oMath')) return documentXml;
  // One pass with indexOf (a regex would rescan the rest of the document for every equation left unclosed).
  const out: string[] = [];
  let from = 0;
  for (let open = documentXml.indexOf('<m:oMath', from); open !== -1; open = documentXml.indexOf('<m:oMath', from)) {
    const para = documentXml.startsWith('<m:oMathPara', open);
    const closeTag = para ? '</m:oMathPara>' : '</m:oMath>';
    const close = documentXml.indexOf(closeTag, open);
    if (close === -1) break;
    const end = close + closeTag.length;
    const tex = ommlToTex(documentXml.slice(open, end));
    out.push(documentXml.slice(from, open), tex === '' ? '' : `<w:r><w:t xml:space="preserve">$${escapeXml(tex)}$</w:t></w:r>`);
    from = end;
  }
  out.push(documentXml.slice(from));
  return out.join('');
}
