import type { AxiosRequestConfig } from 'axios';
import { mockAxios } from '../__tests__/mockAdapter.js';
import { EXAM_PATHS, XLSX_MIME, type ExamCallName } from '../contract/index.js';
import { ApiError } from '../http/ApiError.js';
import { createHttpClient } from '../http/createHttpClient.js';
import { ExamClient } from './ExamClient.js';

function setup() {
  const tokenStore = { get: () => ({ token: 'tok', user_id: 5, saved_at: 0 }), clear: jest.fn() };
  const onError = jest.fn();
  const http = createHttpClient({ tokenStore, getLocale: () => 'zhCN', onError });
  const mock = mockAxios(http);
  const seen: AxiosRequestConfig[] = [];
  return { exam: new ExamClient(http), mock, seen, onError };
}

const echo = (mock: ReturnType<typeof setup>['mock'], seen: AxiosRequestConfig[]) =>
  mock.onAny().reply((config) => {
    seen.push(config);
    return [200, { code: 1, data: { echo: true }, message: 'ok' }];
  });

const last = (seen: AxiosRequestConfig[]) => {
  const config = seen.at(-1);
  if (!config) throw new Error('no request');
  return {
    method: config.method?.toUpperCase(),
    url: config.url,
    params: config.params as unknown,
    body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : (config.data as unknown),
    headers: config.headers as Record<string, string>,
    responseType: config.responseType,
  };
};

const rule = { section_title: '单选题', type: 'single' as const, count: 2, score_each: 5 };
const paper = { title: '期中', duration_minutes: 60, sections: [{ title: '一', questions: [{ question_id: 1, score: 5 }] }] };
const question = { type: 'judge' as const, stem: '利率上升，债券价格下降。', content: { type: 'judge' as const, answer: true } };
const examBody = { title: '期中考试', paper_id: 2, start_at: '2026-06-01T09:00:00+08:00', end_at: '2026-06-01T11:00:00+08:00', duration_minutes: 90, class_ids: [4] };

type Row = [ExamCallName, (exam: ExamClient) => Promise<unknown>, string, unknown, unknown];

/** Every JSON call: [contract name, call, url, query, body]. Method comes from the contract and is checked against it. */
const ROWS: Row[] = [
  ['listQuestions', (exam) => exam.listQuestions({ bank: 'platform', type: 'single', keyword: '债券', page: 2 }), '/api/exam/question', { bank: 'platform', type: 'single', keyword: '债券', page: 2 }, undefined],
  ['getQuestion', (exam) => exam.getQuestion(3), '/api/exam/question/3', undefined, undefined],
  ['createQuestion', (exam) => exam.createQuestion(question), '/api/exam/question', undefined, question],
  ['updateQuestion', (exam) => exam.updateQuestion(3, question), '/api/exam/question/3', undefined, question],
  ['deleteQuestion', (exam) => exam.deleteQuestion(3), '/api/exam/question/3', undefined, undefined],
  [
    'previewCalculated',
    (exam) => exam.previewCalculated({ stem: '{x}', content: { type: 'calculated', variables: [{ name: 'x', kind: 'list', values: [1] }], formula: 'x' } }),
    '/api/exam/question/calculated/preview',
    undefined,
    { stem: '{x}', content: { type: 'calculated', variables: [{ name: 'x', kind: 'list', values: [1] }], formula: 'x' } },
  ],
  [
    'previewNotebookSeeds',
    (exam) => exam.previewNotebookSeeds({ generator: 'def generate(seed): ...', seeds: [1, 2] }),
    '/api/exam/question/notebook/preview',
    undefined,
    { generator: 'def generate(seed): ...', seeds: [1, 2] },
  ],
  ['copyQuestions', (exam) => exam.copyQuestions({ ids: [1, 2] }), '/api/exam/question/copy', undefined, { ids: [1, 2] }],
  ['listKnowledgePoints', (exam) => exam.listKnowledgePoints('college'), '/api/exam/question/knowledge-points', { bank: 'college' }, undefined],
  ['listQuestionCategories', (exam) => exam.listCategories('platform'), '/api/exam/question/category', { bank: 'platform' }, undefined],
  ['createQuestionCategory', (exam) => exam.createCategory('债券'), '/api/exam/question/category', undefined, { name: '债券' }],
  ['updateQuestionCategory', (exam) => exam.updateCategory(6, '股票'), '/api/exam/question/category/6', undefined, { name: '股票' }],
  ['deleteQuestionCategory', (exam) => exam.deleteCategory(6), '/api/exam/question/category/6', undefined, undefined],
  ['listPapers', (exam) => exam.listPapers({ bank: 'college', keyword: '期中' }), '/api/exam/paper', { bank: 'college', keyword: '期中' }, undefined],
  ['getPaper', (exam) => exam.getPaper(2), '/api/exam/paper/2', undefined, undefined],
  ['createPaper', (exam) => exam.createPaper(paper), '/api/exam/paper', undefined, paper],
  ['updatePaper', (exam) => exam.updatePaper(2, paper), '/api/exam/paper/2', undefined, paper],
  ['deletePaper', (exam) => exam.deletePaper(2), '/api/exam/paper/2', undefined, undefined],
  ['generatePaper', (exam) => exam.generatePaper({ title: '自动', duration_minutes: 60, rules: [rule], seed: 7 }), '/api/exam/paper/generate', undefined, { title: '自动', duration_minutes: 60, rules: [rule], seed: 7 }],
  ['previewPaper', (exam) => exam.previewPaper(2), '/api/exam/paper/2/preview', undefined, undefined],
  ['listExams', (exam) => exam.listExams({ status: 'open', class_id: 4 }), '/api/exam/examine', { status: 'open', class_id: 4 }, undefined],
  ['listExams', (exam) => exam.listMyExams({ page: 1, page_size: 20 }), '/api/exam/examine', { page: 1, page_size: 20 }, undefined],
  ['getExam', (exam) => exam.getExam(8), '/api/exam/examine/8', undefined, undefined],
  ['createExam', (exam) => exam.createExam(examBody), '/api/exam/examine', undefined, examBody],
  ['updateExam', (exam) => exam.updateExam(8, { title: '期中（补）' }), '/api/exam/examine/8', undefined, { title: '期中（补）' }],
  ['deleteExam', (exam) => exam.deleteExam(8), '/api/exam/examine/8', undefined, undefined],
  ['getExamPaper', (exam) => exam.getExamPaper(8), '/api/exam/examine/8/paper', undefined, undefined],
  ['updateExamAnswerKey', (exam) => exam.updateAnswerKey(8, 11, { content: { type: 'judge', answer: false } }), '/api/exam/examine/8/paper/11/key', undefined, { content: { type: 'judge', answer: false } }],
  ['listExamCandidates', (exam) => exam.listCandidates(8), '/api/exam/examine/8/candidates', undefined, undefined],
  ['setExtraTime', (exam) => exam.setExtraTime(8, 21, 15), '/api/exam/examine/8/candidates/21/extra-time', undefined, { minutes: 15 }],
  ['listIntegrityEvents', (exam) => exam.listEvents(8), '/api/exam/examine/8/events', undefined, undefined],
  ['listIntegrityEvents', (exam) => exam.listEvents(8, 21), '/api/exam/examine/8/events', { user_id: 21 }, undefined],
  ['markingQueue', (exam) => exam.markingQueue(8), '/api/exam/examine/8/marking', undefined, undefined],
  ['markingQuestion', (exam) => exam.markingAnswers(8, '11'), '/api/exam/examine/8/marking/11', undefined, undefined],
  // A case sub-question item carries a colon, sent encoded.
  ['markingQuestion', (exam) => exam.markingAnswers(8, '12:b'), '/api/exam/examine/8/marking/12%3Ab', undefined, undefined],
  ['markAnswer', (exam) => exam.mark(8, '11', 30, { score: 8, comment: '论述清楚' }), '/api/exam/examine/8/marking/11/30', undefined, { score: 8, comment: '论述清楚' }],
  ['regradeExam', (exam) => exam.regrade(8), '/api/exam/examine/8/regrade', undefined, undefined],
  ['publishExam', (exam) => exam.publish(8), '/api/exam/examine/8/publish', undefined, undefined],
  ['examStatistics', (exam) => exam.statistics(8), '/api/exam/examine/8/statistics', undefined, undefined],
  ['getAttemptReview', (exam) => exam.reviewAttempt(8, 30), '/api/exam/examine/8/attempt/30', undefined, undefined],
  ['startAttempt', (exam) => exam.startAttempt(8), '/api/exam/examine/8/start', undefined, undefined],
  ['getAttempt', (exam) => exam.getAttempt(30), '/api/exam/attempt/30', undefined, undefined],
  [
    'saveAnswers',
    (exam) => exam.saveAnswers(30, { answers: [{ question_id: 11, response: ['A', 'C'], revision: 3, flagged: true }] }),
    '/api/exam/attempt/30/answers',
    undefined,
    { answers: [{ question_id: 11, response: ['A', 'C'], revision: 3, flagged: true }] },
  ],
  [
    'recordEvents',
    (exam) => exam.recordEvents(30, { events: [{ type: 'hidden', at: '2026-06-01T09:10:00.000Z', detail: '' }] }),
    '/api/exam/attempt/30/events',
    undefined,
    { events: [{ type: 'hidden', at: '2026-06-01T09:10:00.000Z', detail: '' }] },
  ],
  ['openExamNotebook', (exam) => exam.openNotebook(30, 7), '/api/exam/attempt/30/notebook/7', undefined, undefined],
  ['submitAttempt', (exam) => exam.submitAttempt(30), '/api/exam/attempt/30/submit', undefined, undefined],
  ['getAttemptResult', (exam) => exam.getResult(30), '/api/exam/attempt/30/result', undefined, undefined],
  ['myGrades', (exam) => exam.myGrades(), '/api/exam/grade', undefined, undefined],
  ['gradebook', (exam) => exam.gradebook(4), '/api/exam/score', { class_id: 4 }, undefined],
  ['setGradebookWeights', (exam) => exam.setWeights({ class_id: 4, weights: [{ exam_id: 8, weight: 40 }] }), '/api/exam/score/weights', undefined, { class_id: 4, weights: [{ exam_id: 8, weight: 40 }] }],
];

/** Every binary call: [contract name, call, url, query]. */
const BINARY: [ExamCallName, (exam: ExamClient) => Promise<Blob>, string, unknown][] = [
  ['questionImportTemplate', (exam) => exam.questionImportTemplate(), '/api/exam/question/import/template', undefined],
  ['exportQuestions', (exam) => exam.exportQuestions({ bank: 'college', type: 'single', format: 'moodle' }), '/api/exam/question/export', { bank: 'college', type: 'single', format: 'moodle' }],
  ['exportExamScores', (exam) => exam.exportScores(8), '/api/exam/examine/8/export', undefined],
  ['exportGradebook', (exam) => exam.exportGradebook(4), '/api/exam/score/export', { class_id: 4 }],
];

describe('ExamClient', () => {
  it.each(ROWS)('%s → its contract method and %s', async (name, call, url, query, body) => {
    const { exam, mock, seen } = setup();
    echo(mock, seen);
    const result = await call(exam);
    const request = last(seen);
    expect(request.method).toBe(EXAM_PATHS[name].method);
    expect(request.url).toBe(url);
    expect(request.params).toEqual(query);
    if (body === undefined) expect(request.body).toBeUndefined();
    else expect(request.body).toEqual(body);
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect(request.headers['X-USER-ID']).toBe('5');
    expect(request.headers['Accept-Language']).toBe('zh-CN');
    // void methods hide the envelope's data; the others return it unwrapped.
    if (result !== undefined) expect(result).toEqual({ echo: true });
  });

  it.each(BINARY)('%s asks for a Blob at %s', async (name, call, url, query) => {
    const { exam, mock, seen } = setup();
    const file = new Blob(['PK'], { type: XLSX_MIME });
    mock.onAny().reply((config) => {
      seen.push(config);
      return [200, config.responseType === 'blob' ? file : null, { 'content-type': XLSX_MIME }];
    });
    await expect(call(exam)).resolves.toBe(file);
    const request = last(seen);
    expect(request.method).toBe(EXAM_PATHS[name].method);
    expect(request.url).toBe(url);
    expect(request.params).toEqual(query);
    expect(request.responseType).toBe('blob');
  });

  it('covers every call of the contract', () => {
    const tested = new Set<string>([...ROWS.map(([name]) => name), ...BINARY.map(([name]) => name), 'importQuestions', 'previewQuestionImport']);
    expect(Object.keys(EXAM_PATHS).filter((name) => !tested.has(name))).toEqual([]);
    // The binary calls of the table are exactly the ones the contract marks binary.
    const binary = Object.entries(EXAM_PATHS).filter(([, def]) => 'binary' in def && def.binary).map(([name]) => name);
    expect(BINARY.map(([name]) => name).sort()).toEqual(binary.sort());
  });

  it('imports questions as the raw file bytes with the format and category as the query', async () => {
    const { exam, mock, seen } = setup();
    const report = { imported: 0, ids: [], totals: [], failed: [{ item: 2, line: 14, title: '第二题', reason: '缺少答案' }], message: '有 1 道题有错误，没有导入任何题目' };
    mock.onPost('/api/exam/question/import').reply((config) => {
      seen.push(config);
      return [200, { code: 1, data: report, message: 'ok' }];
    });
    const file = new Blob(['::Q1:: 1+1 {=2}'], { type: 'text/plain' });
    await expect(exam.importQuestions(file, { format: 'gift', category_id: 3 })).resolves.toEqual(report);
    const request = last(seen);
    expect(request.body).toBe(file);
    expect(request.params).toEqual({ format: 'gift', category_id: 3 });
    expect(request.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('previews an import with the same bytes and query, on its own path', async () => {
    const { exam, mock, seen } = setup();
    const preview = { items: [{ item: 1, line: 1, type: 'judge', title: 'Q1', stem: '1+1=2', errors: [] }], totals: [{ type: 'judge', count: 1 }], error_count: 0 };
    mock.onPost('/api/exam/question/import/preview').reply((config) => {
      seen.push(config);
      return [200, { code: 1, data: preview, message: 'ok' }];
    });
    const file = new Blob(['::Q1:: 1+1=2 {T}'], { type: 'text/plain' });
    await expect(exam.previewQuestionImport(file, { format: 'gift' })).resolves.toEqual(preview);
    const request = last(seen);
    expect(request.body).toBe(file);
    expect(request.params).toEqual({ format: 'gift' });
    expect(request.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('turns the server refusing a late save into an ApiError with its message, silently when asked', async () => {
    const { exam, mock, onError } = setup();
    mock.onPut('/api/exam/attempt/30/answers').reply(200, { code: 0, data: null, message: '考试已结束，答案无法再保存' });
    const body = { answers: [{ question_id: 11, response: 'A', revision: 1 }] };
    const error = await exam.saveAnswers(30, body, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 0, message: '考试已结束，答案无法再保存' });
    expect(onError).not.toHaveBeenCalled();
    await exam.saveAnswers(30, body).catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports a lost connection as a network ApiError (what AnswerSync retries)', async () => {
    const { exam, mock } = setup();
    mock.onPut('/api/exam/attempt/30/answers').networkError();
    await expect(exam.saveAnswers(30, { answers: [{ question_id: 1, response: null, revision: 2 }] }, { silent: true })).rejects.toMatchObject({ isNetworkError: true, code: ApiError.NETWORK });
  });

  it('passes an AbortSignal through', async () => {
    const { exam, mock, seen } = setup();
    echo(mock, seen);
    const controller = new AbortController();
    controller.abort();
    await expect(exam.getAttempt(30, { signal: controller.signal })).rejects.toMatchObject({ isCanceled: true });
  });
});
