import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { bankHandlers, page, sampleQuestion, signedInServices } from './bankFixtures';
import { mathExcerptText } from '@finedu/ui';
import { toQuestionFilters } from './questionQuery';

jest.setTimeout(30_000);

describe('question filters', () => {
  it('turns the filter bar into a list query, dropping empty and out-of-range fields', () => {
    expect(toQuestionFilters({ keyword: '  CAPM ', type: 'multiple', difficulty: '4', knowledgePoint: '久期', categoryId: '3' })).toEqual({
      keyword: 'CAPM',
      type: 'multiple',
      difficulty: 4,
      knowledge_point: '久期',
      category_id: 3,
    });
    expect(toQuestionFilters({ keyword: '   ', type: 'essay', difficulty: '9', knowledgePoint: '', categoryId: 'x' })).toEqual({});
  });

  it('lists a markdown stem as a one-line excerpt (the ui MathExcerpt the lists use)', () => {
    expect(mathExcerptText('# 题目\n**CAPM** 中 $\\beta$ 的含义，见 ![图](a.png) 与 [链接](http://x)')).toBe('题目 CAPM 中 \\beta 的含义，见 图 与 链接');
    expect(mathExcerptText('年金分为 ___ 年金和 {{2}} 年金')).toBe('年金分为 ＿＿＿ 年金和 ＿＿＿ 年金');
    expect(mathExcerptText('长'.repeat(100), 10)).toBe(`${'长'.repeat(9)}…`);
  });
});

describe('AdminQuestion page', () => {
  it('lists the platform bank and sends every filter to the server', async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    const { services } = signedInServices('sys_admin', bankHandlers(queries));
    renderApp(services, '/admin/question');
    const table = await screen.findByRole('table', { name: '平台题目' }, { timeout: 10_000 });
    const row = await within(table).findByRole('row', { name: /CAPM 中衡量系统性风险/ });
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    // The formula is rendered (β), never shown as its TeX source.
    expect(cells).toEqual(expect.arrayContaining(['单选题', 'CAPM 中衡量系统性风险的是 β 吗？', 'CAPM、系统性风险', '5', '资产定价', '平台管理员', '2026-01-02 10:30']));
    expect(within(row).getByRole('math', { name: '\\beta' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: '难度 3 / 5' })).toBeInTheDocument();
    expect(queries[0]).toEqual({ bank: 'platform', page: 1, page_size: 20 });

    const search = screen.getByRole('search', { name: '筛选题目' });
    await user.type(within(search).getByRole('searchbox', { name: '关键词' }), '风险');
    await user.selectOptions(within(search).getByRole('combobox', { name: '题型' }), 'single');
    await user.selectOptions(within(search).getByRole('combobox', { name: '难度' }), '3');
    await user.selectOptions(await within(search).findByRole('combobox', { name: '知识点' }), 'CAPM');
    await user.selectOptions(within(search).getByRole('combobox', { name: '分类' }), '3');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ bank: 'platform', keyword: '风险', type: 'single', difficulty: 3, knowledge_point: 'CAPM', category_id: 3, page: 1, page_size: 20 }));

    await user.click(within(search).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ bank: 'platform', page: 1, page_size: 20 }));
  });

  it('previews a question with its key, analysis and meta', async () => {
    const user = userEvent.setup();
    const { services } = signedInServices('sys_admin', bankHandlers([]));
    renderApp(services, '/admin/question');
    const table = await screen.findByRole('table', { name: '平台题目' }, { timeout: 10_000 });
    await user.click(await within(table).findByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog', { name: '题目预览' });
    expect(within(dialog).getByText('答案与解析')).toBeInTheDocument();
    expect(within(dialog).getByText('β 衡量系统性风险。')).toBeInTheDocument();
    expect(within(dialog).getByText('资产定价')).toBeInTheDocument();
  });

  it('exports the current filter as Moodle XML', async () => {
    const user = userEvent.setup();
    let exportQuery: unknown;
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    // jsdom cannot follow the download link; the click itself is what matters.
    const download = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { services } = signedInServices(
      'sys_admin',
      bankHandlers([], {
        exportQuestions: (config) => {
          exportQuery = config.params;
          return '<quiz/>';
        },
      }),
    );
    renderApp(services, '/admin/question');
    const search = await screen.findByRole('search', { name: '筛选题目' }, { timeout: 10_000 });
    await user.selectOptions(within(search).getByRole('combobox', { name: '题型' }), 'judge');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await user.click(screen.getByRole('button', { name: '导出 Moodle XML' }));
    await waitFor(() => expect(exportQuery).toEqual({ bank: 'platform', type: 'judge', format: 'moodle' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledTimes(1);
    download.mockRestore();
  });

  it('exports GIFT as a .gift.txt file, and shows the refusal when GIFT cannot hold a question', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    let refuse = false;
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const names: string[] = [];
    const download = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const refusal = '1 道题无法用 GIFT 完整表示（如完形填空、部分得分规则、多个填空），未导出：「按比例得分的多选题」。请导出为 Moodle XML，或筛选掉这些题后再导出 GIFT';
    const { services } = signedInServices(
      'sys_admin',
      bankHandlers([], {
        exportQuestions: (config) => {
          asked.push(config.params);
          return refuse ? envelope(null, 0, refusal) : '::判断::资本预算考虑时间价值 {T}\n';
        },
      }),
    );
    renderApp(services, '/admin/question');
    await user.click(await screen.findByRole('button', { name: '导出 GIFT' }, { timeout: 10_000 }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^题库导出-.+\.gift\.txt$/);
    expect(asked).toEqual([{ bank: 'platform', format: 'gift' }]);
    refuse = true;
    await user.click(screen.getByRole('button', { name: '导出 GIFT' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(names).toHaveLength(1);
    download.mockRestore();
  });

  it('keeps the delete dialog open with the server refusal when a paper uses the question', async () => {
    const user = userEvent.setup();
    const { services, calls } = signedInServices('sys_admin', bankHandlers([], { 'deleteQuestion(11)': () => envelope(null, 0, '该题目已被试卷“期中测验”使用，不能删除') }));
    renderApp(services, '/admin/question');
    const table = await screen.findByRole('table', { name: '平台题目' }, { timeout: 10_000 });
    await user.click(await within(table).findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除该题目？' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该题目已被试卷“期中测验”使用，不能删除');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '删除该题目？' })).toBeInTheDocument();
  });
});

describe('bank states and locale', () => {
  it('shows the denied state with the server reason', async () => {
    const { services } = signedInServices('edu_teacher', { ...bankHandlers([]), listQuestions: () => envelope(null, 0, '没有权限访问该题库') });
    renderApp(services, '/edu/question');
    expect(await screen.findByText('没有权限访问该题库', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('无权访问')).toBeInTheDocument();
  });

  it('shows a load error with a retry that reloads the list', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { services } = signedInServices('edu_teacher', {
      ...bankHandlers([]),
      listQuestions: () => {
        calls += 1;
        return calls === 1 ? envelope(null, 0, '服务器繁忙，请稍后再试') : page([sampleQuestion({ bank: 'college' })]);
      },
    });
    renderApp(services, '/edu/question');
    expect(await screen.findByText('服务器繁忙，请稍后再试', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    const table = await screen.findByRole('table', { name: '本院题目' });
    expect(await within(table).findByText('单选题')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('speaks English in en-US', async () => {
    const { services } = signedInServices('sys_admin', bankHandlers([]));
    renderApp(services, '/admin/question', 'en-US');
    const table = await screen.findByRole('table', { name: 'Platform questions' }, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: 'Knowledge points' })).toBeInTheDocument();
    expect(await within(table).findByText('Single choice')).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Bank actions' })).toHaveTextContent('Export Moodle XML');
  });
});

describe('EduQuestion page', () => {
  it('browses the platform bank read-only and copies the selected questions into the college bank', async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    const { services, calls } = signedInServices('edu_teacher', bankHandlers(queries, { copyQuestions: () => ({ ids: [31] }) }));
    renderApp(services, '/edu/question');
    await screen.findByRole('table', { name: '本院题目' }, { timeout: 10_000 });
    expect(queries[0]).toMatchObject({ bank: 'college' });

    await user.click(screen.getByRole('tab', { name: '平台题库' }));
    const table = await screen.findByRole('table', { name: '平台题目' });
    await waitFor(() => expect(queries).toContainEqual({ bank: 'platform', page: 1, page_size: 20 }));
    const row = await within(table).findByRole('row', { name: /CAPM/ });
    expect(within(row).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: '复制 1 题到本院题库' }));
    const dialog = await screen.findByRole('dialog', { name: '复制到本院题库' });
    await user.click(within(dialog).getByRole('button', { name: '复制 1 题' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.url === '/api/exam/question/copy')?.data).toEqual({ ids: [11], category_id: null }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '复制到本院题库' })).not.toBeInTheDocument());
    // The college bank, still mounted in its tab, reloads to show the copies.
    await waitFor(() => expect(queries.filter((query) => (query as { bank: string }).bank === 'college')).toHaveLength(2));
  });
});
