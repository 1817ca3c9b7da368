// The allowlist sanitizer of stored rich text (unit tests, no app). Void elements come out as `<img … />` and `&` in an
// attribute as `&amp;` (sanitize-html's serialization; a browser reads both the same).
import { isSafeUrl, sanitizeRichText } from '../../src/modules/courses/sanitize.js';

describe('sanitizeRichText (html)', () => {
  it.each([
    ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['<SCRIPT src=//evil.js></SCRIPT>ok', 'ok'],
    ['<img src="x.png" onerror="alert(1)" alt="图">', '<img src="x.png" alt="图" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;avascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', '<img />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<button><b>x</b></button>y', 'y'],
    ['<a href="https://a.b" onclick="x()" target="_self" rel="opener">a</a>', '<a href="https://a.b">a</a>'],
    ['<video src="javascript:x" poster="https://a.b/p.png" controls></video>', '<video poster="https://a.b/p.png" controls></video>'],
    ['<iframe src="https://evil"></iframe><p>after</p>', '<p>after</p>'],
    ['<style>body{display:none}</style><p style="color:red" class="lead">t</p>', '<p class="lead">t</p>'],
    ['<svg onload=alert(1)><circle/></svg>x', 'x'],
    ['<!-- <script>alert(1)</script> -->after', 'after'],
    ['<div onclick="steal()" onmouseover=x>d</div>', '<div>d</div>'],
    ['<form action="/x"><input name=a></form>text', 'text'],
    ['<marquee>old</marquee>', 'old'],
    ['a < b and <b>bold</b>', 'a &lt; b and <b>bold</b>'],
    ['<p title="a&quot;b">q</p>', '<p title="a&quot;b">q</p>'],
    ['<p title=\'x" onmouseover="y\'>q</p>', '<p title="x&quot; onmouseover=&quot;y">q</p>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeRichText(input, 'html')).toBe(expected);
  });

  it('keeps safe links and adds rel to new-window links', () => {
    expect(sanitizeRichText('<a href="https://example.com/x?a=1&b=2" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/app/edu/course" target="_top">in</a>')).toBe('<a href="/app/edu/course">in</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=" width="10">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" width="10" />');
  });

  it('keeps tables, lists and code', () => {
    const html = '<table><thead><tr><th scope="col">指标</th></tr></thead><tbody><tr><td colspan="2">夏普</td></tr></tbody></table><ol start="3"><li>x</li></ol><pre><code class="language-python">print(1)</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('never lets an unterminated tag through as markup', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)')).not.toMatch(/<img|onerror/i);
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });
});

describe('sanitizeRichText (markdown)', () => {
  it('keeps markdown text, formulas and code verbatim while removing dangerous HTML', () => {
    const md = '# 标题\n\n若 $a < b$ 且 $$\\frac{1}{2}$$\n\n> 引用\n\n```python\nprint("<script>")\n```\n\n行内 `<b onclick=x>` 代码<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>';
    expect(sanitizeRichText(md, 'markdown')).toBe('# 标题\n\n若 $a < b$ 且 $$\\frac{1}{2}$$\n\n> 引用\n\n```python\nprint("<script>")\n```\n\n行内 `<b onclick=x>` 代码\n\n<img src="x" />');
  });

  it('keeps comparisons inside formulas but still strips tags there', () => {
    expect(sanitizeRichText('若 $x<y$ 且 $a<b$，则 $$p<q$$ <script>x</script>', 'markdown')).toBe('若 $x<y$ 且 $a<b$，则 $$p<q$$ ');
    expect(sanitizeRichText('$<script>alert(1)</script>$ $<img src=x onerror=alert(1)>$', 'markdown')).toBe('$$ $<img src="x" />$');
    expect(sanitizeRichText('价格 $5 与 $10 <b onclick=x>b</b>', 'markdown')).toBe('价格 $5 与 $10 <b>b</b>');
  });

  it('keeps markdown autolinks but not script-like ones', () => {
    expect(sanitizeRichText('见 <https://www.sse.com.cn/a?b=1> 或 <help@edu.cn>', 'markdown')).toBe('见 <https://www.sse.com.cn/a?b=1> 或 <help@edu.cn>');
    expect(sanitizeRichText('<javascript:alert(1)>x', 'markdown')).toBe('x');
    // Not an autolink (a space) nor a tag (`:` in the name) to a markdown renderer: text, which it escapes.
    expect(sanitizeRichText('<https://a.b onmouseover=alert(1)>x', 'markdown')).toBe('<https://a.b onmouseover=alert(1)>x');
  });

  it('removes javascript: links written as HTML inside markdown', () => {
    expect(sanitizeRichText('[ok](https://a.b) <a href="javascript:x()">bad</a>', 'markdown')).toBe('[ok](https://a.b) <a>bad</a>');
    expect(sanitizeRichText('[bad](javascript:alert(1)) ![img](data:text/html;base64,x) ![ok](data:image/png;base64,AA==)', 'markdown')).toBe(
      '[bad](#) ![img](#) ![ok](data:image/png;base64,AA==)',
    );
  });
});

describe('sanitizeRichText (markdown, more)', () => {
  it('reads link targets as the renderer does: entities and escapes do not hide a scheme', () => {
    expect(sanitizeRichText('[a](&#106;avascript:alert(1)) [b](javascript\\:alert(1)) [c](<javascript:x> "t")', 'markdown')).toBe('[a](#) [b](#) [c](<#> "t")');
    expect(sanitizeRichText('[ref]\n\n[ref]: javascript:alert(1)\n[ok]: https://a.b', 'markdown')).toBe('[ref]\n\n[ref]: #\n[ok]: https://a.b');
  });

  it('drops an HTML element opened and closed on different lines with what is inside, and keeps indented code', () => {
    expect(sanitizeRichText('前\n\n<div onclick="x">\n\n**粗体**\n\n</div>\n\n<iframe src="https://evil">\n\n内容\n\n</iframe>\n\n    <script>代码</script>\n', 'markdown')).toBe(
      '前\n\n<div>\n\n**粗体**\n\n</div>\n\n\n\n    <script>代码</script>\n',
    );
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://a.b/c', true],
    ['/storage/x.pdf?sig=1', true],
    ['#top', true],
    ['mailto:a@b.c', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['file:///etc/passwd', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});
