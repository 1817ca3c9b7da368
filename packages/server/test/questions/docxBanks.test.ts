// Word banks as Chinese teachers write them (issue 32): five whole banks of mixed layouts, read by the Word reader and
// checked as an import checks them. Per bank the test prints: questions, imported, right (equal to the list the bank
// was written from) and refused with why; every question must be right and only the planted problems refused.
import { parseDocx } from '../../src/modules/questions/formats/docx.js';
import { BANKS } from '../fixtures/questions/docxBanks.js';
import { measure, type BankResult } from './docxBankMeasure.js';

describe('five Word banks as teachers write them', () => {
  const results: Array<[string, BankResult]> = [];
  afterAll(() => {
    for (const [name, r] of results) {
      console.log(`${name}: questions ${r.questions}, imported ${r.imported}, right ${r.right}, refused ${r.refused.length}${r.refused.map((f) => `\n  ¶${f.line}: ${f.reason}`).join('')}`);
    }
  });

  it.each(BANKS.map((bank) => [bank.name, bank] as const))('%s: every question right, only the planted problems refused', async (_name, bank) => {
    expect(bank.expected.length + bank.refused.length).toBeGreaterThanOrEqual(15);
    const result = await measure(bank, parseDocx);
    results.push([bank.name, result]);
    expect(result.wrong).toEqual([]);
    expect(result.right).toBe(bank.expected.length);
    expect(result.imported).toBe(bank.expected.length);
    expect(result.refused).toEqual(bank.refused.map((r) => ({ line: bank.blocks.indexOf(r.block) + 1, reason: r.reason })));
  }, 60_000);
});
