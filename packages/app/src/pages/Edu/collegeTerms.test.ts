import { adminZhCN } from '../../i18n/messages/admin';
import { adminEnUS } from '../../i18n/messages/admin.en-US';
import type { MessageId } from '../../i18n/messages';
import { collegeTerm } from './collegeTerms';

const reader = (catalog: Record<string, string>) => (id: MessageId) => catalog[id] ?? id;

describe('a college level and cooperation state in the reader\'s language', () => {
  it('names 本科 and 专科 in English, and keeps them in Chinese', () => {
    expect(collegeTerm(reader(adminEnUS), 'level', '本科')).toBe('Undergraduate (bachelor)');
    expect(collegeTerm(reader(adminEnUS), 'level', '专科')).toBe('Vocational (associate)');
    expect(collegeTerm(reader(adminEnUS), 'edu_status', '试用')).toBe('Trial');
    expect(collegeTerm(reader(adminZhCN), 'level', '本科')).toBe('本科');
    expect(collegeTerm(reader(adminZhCN), 'edu_status', '正式')).toBe('正式');
  });

  it('shows any other value, and other fields, as written', () => {
    expect(collegeTerm(reader(adminEnUS), 'level', '中职')).toBe('中职');
    expect(collegeTerm(reader(adminEnUS), 'area', '本科')).toBe('本科');
    expect(collegeTerm(reader(adminEnUS), 'level', '')).toBe('');
  });
});
