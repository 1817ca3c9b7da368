import { createIntl } from 'react-intl';
import { examZhCN } from './exam';
import { examEnUS } from './exam.en-US';
import { examNotebookZhCN } from './examNotebook';
import { examNotebookEnUS } from './examNotebook.en-US';
import { examNotebookEditorZhCN } from './examNotebookEditor';
import { examNotebookEditorEnUS } from './examNotebookEditor.en-US';
import { examTakingZhCN } from './examTaking';
import { examTakingEnUS } from './examTaking.en-US';

/** Every argument a message names gets a value, so only syntax errors (stray braces, tags) are reported. */
const valuesFor = (message: string): Record<string, string> => Object.fromEntries([...message.matchAll(/\{(\w+)/g)].map((match) => [match[1], '1']));

describe.each([
  ['zh-CN', { ...examNotebookZhCN, ...examNotebookEditorZhCN } as Record<string, string>, examZhCN as Record<string, string>, examTakingZhCN as Record<string, string>],
  ['en-US', { ...examNotebookEnUS, ...examNotebookEditorEnUS } as Record<string, string>, examEnUS as Record<string, string>, examTakingEnUS as Record<string, string>],
])('notebook question messages (%s)', (locale, messages, exam, taking) => {
  it('has the same keys as zh-CN, each under exam.notebook.editor. or exam.notebook.view.', () => {
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(examNotebookZhCN), ...Object.keys(examNotebookEditorZhCN)].sort());
    expect(Object.keys(messages).filter((key) => !/^exam\.notebook\.(editor|view)\./.test(key))).toEqual([]);
  });

  it('is part of the exam catalog, and the exam page’s catalog holds the view’s messages only', () => {
    for (const [key, message] of Object.entries(messages)) expect(exam[key]).toBe(message);
    for (const key of Object.keys(messages).filter((k) => k.startsWith('exam.notebook.view.'))) expect(taking[key]).toBe(messages[key]);
    // The editor's texts stay off the exam page's catalog (its route budget).
    expect(Object.keys(taking).filter((key) => key.startsWith('exam.notebook.editor.'))).toEqual([]);
    expect(exam['exam.bank.type.notebook']).toBe(locale === 'zh-CN' ? '笔记本题' : 'Notebook');
    expect(taking['exam.student.q.type.notebook']).toBe(locale === 'zh-CN' ? '笔记本题' : 'Notebook');
    expect(exam['exam.staff.type.notebook']).toBe(locale === 'zh-CN' ? '笔记本题' : 'Notebook');
  });

  it('formats every message without an ICU error', () => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
    for (const [id, message] of Object.entries(messages)) intl.formatMessage({ id }, valuesFor(message));
    expect(errors).toEqual([]);
    expect(intl.formatMessage({ id: 'exam.notebook.view.tests' }, { count: 3 })).toContain('3');
  });
});
