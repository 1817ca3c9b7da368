// Accept-Language → the answer's locale (unit, no app): q weights decide, zh-CN by default.
import { localeOf } from '../../src/i18n.js';

const localeFor = (header: string | undefined) => localeOf({ headers: header === undefined ? {} : { 'accept-language': header } });

describe('localeOf', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    // Weights, not order: English is listed first but wanted less.
    ['en;q=0.5, zh;q=0.9', 'zh'],
    ['zh;q=0.2, en-GB;q=0.8', 'en'],
    ['fr, en;q=0.4', 'en'],
    ['fr', 'zh'],
    ['zh-TW', 'zh'],
    ['*', 'zh'],
    ['en;q=0, zh;q=0', 'zh'],
  ])('%p → %s', (header, locale) => {
    expect(localeFor(header)).toBe(locale);
  });
});
