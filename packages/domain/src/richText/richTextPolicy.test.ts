import { isSafeRichTextUrl, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_TAGS } from './richTextPolicy.js';

describe('isSafeRichTextUrl', () => {
  it.each([
    ['https://a.b/c', true],
    ['/storage/x.pdf?sig=1', true],
    ['#top', true],
    ['x.png', true],
    ['mailto:a@b.c', true],
    ['tel:+8610', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['file:///etc/passwd', false],
  ])('%p → %s', (url, safe) => {
    expect(isSafeRichTextUrl(url)).toBe(safe);
  });

  it('lets an <img> hold a base64 raster image, never HTML or SVG', () => {
    expect(isSafeRichTextUrl('data:image/png;base64,iVBORw0KGgo=', true)).toBe(true);
    expect(isSafeRichTextUrl('data:text/html;base64,PHNjcmlwdD4=', true)).toBe(false);
    expect(isSafeRichTextUrl('data:image/svg+xml;base64,PHN2Zz4=', true)).toBe(false);
  });

  it('never allows an element it also drops with its content', () => {
    expect(RICH_TEXT_TAGS.filter((tag) => (RICH_TEXT_DROPPED_WITH_CONTENT as readonly string[]).includes(tag))).toEqual([]);
  });
});
