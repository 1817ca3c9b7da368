import { createIntl } from 'react-intl';
import { examBankZhCN } from '../../../i18n/messages/examBank';
import { examBankEnUS } from '../../../i18n/messages/examBank.en-US';

/** Every argument a message names gets a value, so only syntax errors (stray braces, tags) are reported. */
const valuesFor = (message: string): Record<string, string> => Object.fromEntries([...message.matchAll(/\{(\w+)/g)].map((match) => [match[1], '1']));

describe.each([
  ['zh-CN', examBankZhCN as Record<string, string>],
  ['en-US', examBankEnUS as Record<string, string>],
])('exam bank messages (%s)', (locale, messages) => {
  it('has the same keys as zh-CN, each under exam.bank. or exam.paper.', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(examBankZhCN).sort());
    expect(Object.keys(messages).filter((key) => !/^exam\.(bank|paper)\./.test(key))).toEqual([]);
  });

  it('formats every message without an ICU error', () => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
    for (const [id, message] of Object.entries(messages)) intl.formatMessage({ id }, valuesFor(message));
    expect(errors).toEqual([]);
    // Quoted literals come out without their apostrophes.
    expect(intl.formatMessage({ id: 'exam.bank.editor.stemHelp' })).toContain('{{1}}');
  });
});
