import { base64ImageUrl, sanitizeHtml, sanitizeRichText, sanitizeSvg, svgDataUrl } from './sanitize';
import { renderHtmlFormulas } from './htmlFormulas';
import { renderMarkdown } from './markdown';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, javascript URLs, styles and forms', () => {
    const html = sanitizeHtml(
      '<table class="dataframe"><tr><td>1</td></tr></table><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">x</a><style>body{display:none}</style><p style="position:fixed">p</p><form action="/x"><input></form>',
    );
    expect(html).toContain('<table class="dataframe">');
    expect(html).not.toMatch(/script|onerror|javascript:|<style|style=|<form|<input/i);
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe('sanitizeSvg', () => {
  it('keeps drawing elements, drops scripts and handlers, keeps the namespace', () => {
    const svg = sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="5" height="5"/></svg>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<rect');
    expect(svg).not.toMatch(/onload|script/);
    expect(svgDataUrl('<svg><circle r="1"/></svg>')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});

describe('base64ImageUrl', () => {
  it('accepts base64 with line breaks and refuses anything else', () => {
    expect(base64ImageUrl('image/png', 'iVBO\nRw0=')).toBe('data:image/png;base64,iVBORw0=');
    expect(base64ImageUrl('image/png', '"><script>')).toBeUndefined();
  });
});

describe('renderMarkdown', () => {
  it('renders markdown with KaTeX formulas and keeps prices as text', () => {
    const html = renderMarkdown('# 收益率\n\n对数收益 $r_t = \\ln(P_t / P_{t-1})$，价格从 $5 涨到 $10。\n\n$$\\sigma = \\sqrt{252}\\,s$$\n\n`$x$` 不是公式');
    expect(html).toContain('<h1>收益率</h1>');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).toContain('$5 涨到 $10');
    expect(html).toContain('<code>$x$</code>');
  });

  it('sanitizes raw HTML in markdown and never lets text address a formula slot', () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)"> <span data-math="x-0"></span> $a$');
    expect(html).not.toContain('onerror');
    expect(html).toContain('data-math="x-0"');
    expect(html.match(/class="katex"/g)).toHaveLength(1);
  });

  it('knows LaTeX delimiters as MathExcerpt does: \\(…\\) inline, \\[…\\] display', () => {
    const html = renderMarkdown('系数 \\(\\beta_i\\) 由回归得到：\n\n\\[R_i = \\alpha + \\beta_i R_m\\]\n\n括号 \\(不是公式 仍是文本');
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    expect(html).toContain('katex-display');
    expect(html.replace(/<annotation[\s\S]*?<\/annotation>/g, '')).not.toContain('\\beta');
    expect(html).toContain('括号 (不是公式 仍是文本');
  });

  it('keeps typed line breaks when asked (a student\'s answer)', () => {
    expect(renderMarkdown('第一行\n第二行 $x$', { breaks: true })).toMatch(/^<p>第一行<br>第二行 <span class="katex">/);
    expect(renderMarkdown('第一行\n第二行')).toBe('<p>第一行\n第二行</p>\n');
  });
});

describe('renderHtmlFormulas', () => {
  it('renders the formulas in the text of sanitized HTML, not in code, and keeps the rest as it was', () => {
    const html = renderHtmlFormulas('<p>系数 $\\beta$ 与 \\(r_f\\)，价格 $5 与 $10</p><p>$$\\sigma^2$$</p><pre><code>$x$</code></pre><p>&lt;b&gt;$a$</p>');
    expect(html.match(/class="katex"/g)).toHaveLength(4);
    expect(html).toContain('katex-display');
    expect(html).toContain('价格 $5 与 $10');
    expect(html).toContain('<code>$x$</code>');
    // Text stays text: an escaped tag beside a formula is not turned into markup.
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('returns HTML without formulas unchanged', () => {
    expect(renderHtmlFormulas('<p>欢迎报名</p>')).toBe('<p>欢迎报名</p>');
  });
});

describe('sanitizeRichText (the allow-list the server saves with)', () => {
  it('keeps what the list allows and removes the rest, as the server does', () => {
    const html = sanitizeRichText(
      '<p class="lead" style="color:red" onclick="x()">t</p><img src="x.png" alt="图" onerror="alert(1)"><img src="data:text/html;base64,PHNjcmlwdD4=">' +
        '<a href="javascript:alert(1)" title="t">a</a><a href="https://a.b" ping="https://evil">b</a><marquee>old</marquee><iframe src="https://evil"></iframe>' +
        '<button><b>in a button</b></button><td colspan="2" id="x">c</td><p align="center">centred</p><input type="checkbox">',
    );
    expect(html).toContain('<p class="lead">t</p>');
    expect(html).toContain('<img src="x.png" alt="图">');
    expect(html).toContain('<img>');
    expect(html).toContain('<a title="t">a</a>');
    expect(html).toContain('<a href="https://a.b" target="_blank" rel="noopener noreferrer">b</a>');
    expect(html).toContain('old');
    expect(html).not.toMatch(/marquee|iframe|button|in a button|onclick|onerror|style=|ping=|javascript:|data:text|id="x"|align=|<input/);
  });

  it('lets an image hold a raster data URL but never SVG', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
  });

  it('keeps a question recording as a player (issue 32), with the same URL rule as any source', () => {
    const stored = '/storage/u/1/abc.mp3?name=talk.mp3&amp;expires=1&amp;signature=s';
    expect(renderMarkdown(`听录音。\n\n<audio controls src="${stored}"></audio>`)).toBe(`<p>听录音。</p>\n<p><audio controls="" src="${stored}"></audio></p>\n`);
    expect(sanitizeRichText('<audio controls autoplay src="javascript:alert(1)" onplay="x()"></audio>')).toBe('<audio controls=""></audio>');
  });

  it('is what rendered markdown goes through', () => {
    expect(renderMarkdown('[x](https://a.b) <video src="https://a.b/v.mp4" controls autoplay></video> <font color="red">f</font>')).toBe(
      '<p><a href="https://a.b" target="_blank" rel="noopener noreferrer">x</a> <video src="https://a.b/v.mp4" controls=""></video> f</p>\n',
    );
  });
});
