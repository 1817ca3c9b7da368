import { spreadsheetCellText } from './cellText.js';

describe('spreadsheetCellText', () => {
  it.each<[string, Parameters<typeof spreadsheetCellText>[0], string]>([
    ['empty', null, ''],
    ['missing', undefined, ''],
    ['text', ' 张三 ', ' 张三 '],
    ['a number', 2301, '2301'],
    ['a truth value', true, 'true'],
    ['a date', new Date('2026-03-01T00:00:00Z'), '2026-03-01T00:00:00.000Z'],
    ['rich text', { richText: [{ text: '金融' }, { text: '2301' }] }, '金融2301'],
    ['a hyperlink', { text: 'a@b.cn', hyperlink: 'mailto:a@b.cn' }, 'a@b.cn'],
    ['a formula', { formula: 'A1+1', result: 3 }, '3'],
    ['a formula not yet computed', { formula: 'A1+1' }, ''],
    ['an error', { error: '#N/A' }, ''],
  ])('%s', (_, value, expected) => {
    expect(spreadsheetCellText(value)).toBe(expected);
  });
});
