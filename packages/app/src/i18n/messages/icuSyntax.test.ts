import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';

// Every message of every catalog part parses as ICU MessageFormat. A literal `{` (say, Python's dict in a help text)
// starts an argument: such a message shows its raw text and logs a format error each time it renders, which no
// formatting with values would catch unless that message happened to be rendered in a test.
const dir = __dirname;
const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts');

/** Every record of strings a catalog file exports, with the locale its name says. */
function catalogsOf(file: string): Array<{ name: string; locale: string; messages: Record<string, string> }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(path.join(dir, file)) as Record<string, unknown>;
  return Object.entries(module).flatMap(([name, value]) => {
    if (value === null || typeof value !== 'object') return [];
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 || !entries.every(([, message]) => typeof message === 'string')) return [];
    const locale = /en-?US/i.test(`${file}${name}`) ? 'en-US' : 'zh-CN';
    return [{ name: `${file}:${name}`, locale, messages: value as Record<string, string> }];
  });
}

describe('message catalogs', () => {
  const catalogs = files.flatMap(catalogsOf);

  it('are found: every locale has its parts', () => {
    expect(catalogs.filter((c) => c.locale === 'zh-CN').length).toBeGreaterThan(10);
    expect(catalogs.filter((c) => c.locale === 'en-US').length).toBeGreaterThan(10);
  });

  it('hold only messages that parse as ICU MessageFormat', () => {
    const bad: string[] = [];
    for (const { name, locale, messages } of catalogs) {
      const intl = createIntl({ locale, messages: {} });
      for (const [id, message] of Object.entries(messages)) {
        try {
          intl.formatters.getMessageFormat(message, locale);
        } catch (error) {
          bad.push(`${name} ${id}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
