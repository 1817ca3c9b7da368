import type { InternalAxiosRequestConfig } from 'axios';
import { TOKEN_STORAGE_KEY, type Question, type Role } from '@finedu/domain';
import { currentUser, fakeServices, memoryStorage, type Fakes } from '../../../../test/fakeApi';

/** A signed-in browser for page tests. */
export function signedInServices(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage });
}

export function sampleQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: 11,
    edu_id: null,
    bank: 'platform',
    category_id: 3,
    category_name: '资产定价',
    type: 'single',
    stem: '**CAPM** 中衡量系统性风险的是 $\\beta$ 吗？',
    analysis: 'β 衡量系统性风险。',
    difficulty: 3,
    knowledge_points: ['CAPM', '系统性风险'],
    score: 5,
    content: { type: 'single', options: [{ key: 'A', text: 'β 系数' }, { key: 'B', text: '标准差' }], answer: 'A' },
    author_id: 1,
    author_name: '平台管理员',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T02:30:00.000Z',
    ...overrides,
  };
}

export const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, page_size: 20 });

/** The calls a bank page makes on load (its list answers `sampleQuestion`, each query kept in `queries`), plus `extra`. */
export const bankHandlers = (queries: unknown[], extra: Fakes = {}): Fakes => ({
  listQuestions: (config: InternalAxiosRequestConfig) => {
    queries.push(config.params);
    return page([sampleQuestion()]);
  },
  listQuestionCategories: () => ({ list: [{ id: 3, edu_id: null, name: '资产定价', question_count: 1 }] }),
  listKnowledgePoints: () => ({ list: ['CAPM', '久期'] }),
  ...extra,
});
