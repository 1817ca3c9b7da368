// Dataset files as tables (unit, no app): CSV encodings and delimiters as spreadsheet programs save them, XLSX.
import ExcelJS from 'exceljs';
import { decodeCsv, parseCsv, parseTable } from '../../src/lib/datasetTable.js';

/** "日期,收盘价,名称\n2024-01-02,3.5,上证指数\n" as Excel saves it on Chinese Windows (GBK), byte by byte. */
const GBK_CSV = Buffer.from([
  0xc8, 0xd5, 0xc6, 0xda, 0x2c, 0xca, 0xd5, 0xc5, 0xcc, 0xbc, 0xdb, 0x2c, 0xc3, 0xfb, 0xb3, 0xc6, 0x0a,
  ...Buffer.from('2024-01-02,3.5,'),
  0xc9, 0xcf, 0xd6, 0xa4, 0xd6, 0xb8, 0xca, 0xfd, 0x0a,
]);

describe('decodeCsv', () => {
  it('reads GBK/GB18030 bytes (not valid UTF-8) as Chinese text', () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(GBK_CSV)).toThrow();
    expect(decodeCsv(GBK_CSV)).toBe('日期,收盘价,名称\n2024-01-02,3.5,上证指数\n');
  });

  it('reads UTF-8 with and without a byte-order mark, and UTF-16 with one', () => {
    expect(decodeCsv(Buffer.from('日期,收盘价\n', 'utf8'))).toBe('日期,收盘价\n');
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('日期,收盘价\n', 'utf8')]))).toBe('日期,收盘价\n');
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('日期\t收盘价\n', 'utf16le')]))).toBe('日期\t收盘价\n');
  });
});

describe('parseTable (CSV)', () => {
  it('turns a GBK file into named columns and typed cells', async () => {
    expect(await parseTable('行情.csv', GBK_CSV)).toEqual({ columns: ['日期', '收盘价', '名称'], rows: [['2024-01-02', 3.5, '上证指数']] });
  });

  it('detects semicolons (European Excel), reading decimal commas there as numbers', () => {
    expect(parseCsv('ticker;price;note\nAAA;1,5;"a;b"\nBBB;2;\n')).toEqual({
      columns: ['ticker', 'price', 'note'],
      rows: [
        ['AAA', 1.5, 'a;b'],
        ['BBB', 2, null],
      ],
    });
  });

  it('keeps RFC 4180 quoting, CRLF and blank lines out, and names blank headers', () => {
    expect(parseCsv('\ufeffname,,amount\r\n"Smith, J",x,1.5\r\n\r\n"say ""hi""\nagain",,-2e3\r\n')).toEqual({
      columns: ['name', 'column_2', 'amount'],
      rows: [
        ['Smith, J', 'x', 1.5],
        ['say "hi"\nagain', null, -2000],
      ],
    });
  });

  it('reads tab-separated text too', () => {
    expect(parseCsv('a\tb\n1\t2\n')).toEqual({ columns: ['a', 'b'], rows: [[1, 2]] });
  });
});

describe('parseTable (XLSX)', () => {
  it('reads the first sheet: numbers, dates, formulas by their value, blank rows skipped', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('数据');
    sheet.addRow(['日期', '代码', '权重', '']);
    sheet.addRow([new Date(Date.UTC(2024, 0, 2)), 'AAA', 0.6]);
    sheet.addRow([]);
    sheet.addRow([new Date(Date.UTC(2024, 0, 3)), 'BBB', { formula: '1-C2', result: 0.4 }]);
    workbook.addWorksheet('other').addRow(['ignored']);
    const table = await parseTable('w.XLSX', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(table.columns).toEqual(['日期', '代码', '权重']);
    expect(table.rows).toEqual([
      ['2024-01-02', 'AAA', 0.6],
      ['2024-01-03', 'BBB', 0.4],
    ]);
  });
});
