import { createIntl } from 'react-intl';
import { casesZhCN } from './cases';
import { casesEnUS } from './cases.en-US';
import { dataGeneratorZhCN } from './dataGenerator';
import { dataGeneratorEnUS } from './dataGenerator.en-US';
import { examZhCN } from './exam';
import { examEnUS } from './exam.en-US';
import { examTakingZhCN } from './examTaking';

const asRecord = (messages: object) => messages as Record<string, string>;

describe.each([
  ['zh-CN', asRecord(dataGeneratorZhCN), asRecord(casesZhCN), asRecord(examZhCN)],
  ['en-US', asRecord(dataGeneratorEnUS), asRecord(casesEnUS), asRecord(examEnUS)],
])('per-student data editor messages (%s)', (locale, messages, cases, exam) => {
  it('has the same keys as zh-CN, each under generator.', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(dataGeneratorZhCN).sort());
    expect(Object.keys(messages).filter((key) => !key.startsWith('generator.'))).toEqual([]);
  });

  it('is in the case library’s catalog and in the bank’s (exam), not on the exam page', () => {
    for (const [key, message] of Object.entries(messages)) {
      expect(cases[key]).toBe(message);
      expect(exam[key]).toBe(message);
    }
    expect(Object.keys(examTakingZhCN).filter((key) => key.startsWith('generator.'))).toEqual([]);
    // Each owner words its own introduction.
    expect(cases['cases.generatorIntro']).toBeTruthy();
    expect(exam['exam.notebook.editor.dataIntro']).toMatch(/params\.json/);
  });

  it('formats every message without an ICU error', () => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
    for (const id of Object.keys(messages)) intl.formatMessage({ id }, { max: 5, count: 2, seconds: '1.2', seed: 7, message: 'x', filename: 'a.csv', size: 3 });
    expect(errors).toEqual([]);
    expect(intl.formatMessage({ id: 'generator.seedResult' }, { seed: 7 })).toContain('7');
  });
});
