import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { page, sampleQuestion, signedInServices } from './bankFixtures';

jest.setTimeout(30_000);

const handlers = {
  listQuestions: () => page([sampleQuestion({ bank: 'college', edu_id: 1 })]),
  listQuestionCategories: () => ({ list: [{ id: 3, edu_id: 1, name: '资产定价', question_count: 1 }] }),
  listKnowledgePoints: () => ({ list: [] }),
};

describe('question editor modal', () => {
  it('creates a question from the editor and shows the server refusal without losing the form', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { services, calls } = signedInServices('edu_teacher', {
      ...handlers,
      createQuestion: (config) => {
        attempts += 1;
        if (attempts === 1) return envelope(null, 0, '单选题的答案必须是选项之一');
        return { ...sampleQuestion({ id: 40, bank: 'college', edu_id: 1 }), ...(JSON.parse(String(config.data)) as object) };
      },
    });
    renderApp(services, '/edu/question');
    const toolbar = await screen.findByRole('toolbar', { name: '题库操作' }, { timeout: 10_000 });
    await user.click(within(toolbar).getByRole('button', { name: '新建题目' }));
    const dialog = await screen.findByRole('dialog', { name: '新建题目' });
    await user.type(within(dialog).getByRole('textbox', { name: '题干' }), '久期衡量什么？');
    await user.type(within(dialog).getByRole('textbox', { name: '选项 A' }), '利率敏感性');
    await user.type(within(dialog).getByRole('textbox', { name: '选项 B' }), '信用风险');
    await user.type(within(dialog).getByRole('textbox', { name: '选项 C' }), '流动性');
    await user.type(within(dialog).getByRole('textbox', { name: '选项 D' }), '汇率');
    await user.click(within(dialog).getByRole('radio', { name: 'A 为正确答案' }));
    await user.click(within(dialog).getByRole('button', { name: '保存题目' }));

    expect(await within(dialog).findByText('单选题的答案必须是选项之一')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '题干' })).toHaveValue('久期衡量什么？');
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/exam/question')?.data as { type: string; stem: string; content: unknown };
    expect(sent).toMatchObject({ type: 'single', stem: '久期衡量什么？', content: { type: 'single', options: [{ key: 'A', text: '利率敏感性' }, { key: 'B', text: '信用风险' }, { key: 'C', text: '流动性' }, { key: 'D', text: '汇率' }], answer: 'A' } });

    await user.click(within(dialog).getByRole('button', { name: '保存题目' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建题目' })).not.toBeInTheDocument());
    expect(await screen.findByText('题目已创建')).toBeInTheDocument();
  });

  it("previews a calculated question's variants through the server, and shows its refusal in its words", async () => {
    const user = userEvent.setup();
    let previews = 0;
    const { services, calls } = signedInServices('edu_teacher', {
      ...handlers,
      previewCalculated: () => {
        previews += 1;
        if (previews === 2) return envelope(null, 0, '取值 x=0 时答案不是有限的数，请调整变量范围或公式');
        return { variants: [{ values: { x: 2 }, stem: '2 的倒数是多少？', answer: 0.5 }] };
      },
    });
    renderApp(services, '/edu/question');
    const toolbar = await screen.findByRole('toolbar', { name: '题库操作' }, { timeout: 10_000 });
    await user.click(within(toolbar).getByRole('button', { name: '新建题目' }));
    const dialog = await screen.findByRole('dialog', { name: '新建题目' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '题型' }), '计算题');
    await user.type(within(dialog).getByRole('textbox', { name: '题干' }), '{{x} 的倒数是多少？');
    await user.type(within(dialog).getByRole('textbox', { name: /答案公式/ }), '1 / x');
    await user.click(within(dialog).getByRole('button', { name: '预览变式' }));
    const table = await within(dialog).findByRole('table', { name: '变式预览' });
    expect(within(table).getByText('2 的倒数是多少？')).toBeInTheDocument();
    expect(within(table).getByText('0.5')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/exam/question/calculated/preview')?.data as { stem: string; content: { formula: string; variables: unknown[] } };
    expect(sent).toMatchObject({ stem: '{x} 的倒数是多少？', content: { type: 'calculated', formula: '1 / x', variables: [{ name: 'x', kind: 'range', min: 1, max: 10, step: 1 }] } });

    await user.clear(within(dialog).getByRole('spinbutton', { name: '变量 1 最小值' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '变量 1 最小值' }), '0');
    expect(within(dialog).getByText('定义已修改，请重新预览')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '预览变式' }));
    expect(await within(dialog).findByText('取值 x=0 时答案不是有限的数，请调整变量范围或公式')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: '变式预览' })).not.toBeInTheDocument();
  });

  it('creates a notebook question: starting cells (a locked task, a code cell for the answer) and a hidden test', async () => {
    const user = userEvent.setup();
    const { services, calls } = signedInServices('edu_teacher', {
      ...handlers,
      createQuestion: (config) => ({ ...sampleQuestion({ id: 41, bank: 'college', edu_id: 1 }), ...(JSON.parse(String(config.data)) as object) }),
    });
    renderApp(services, '/edu/question');
    const toolbar = await screen.findByRole('toolbar', { name: '题库操作' }, { timeout: 10_000 });
    await user.click(within(toolbar).getByRole('button', { name: '新建题目' }));
    const dialog = await screen.findByRole('dialog', { name: '新建题目' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '题型' }), '笔记本题');
    await user.type(within(dialog).getByRole('textbox', { name: '题干' }), '在笔记本中计算收益率的均值');
    await user.type(within(dialog).getByRole('textbox', { name: '单元格 1 内容' }), '## 收益率');
    await user.type(within(dialog).getByRole('textbox', { name: '单元格 2 内容' }), 'returns = (0.01, 0.03)');
    // The data cell stays as given: locked; a new code cell below it is the student's.
    await user.click(within(dialog).getByRole('checkbox', { name: '单元格 2 锁定' }));
    await user.click(within(dialog).getByRole('button', { name: '+ 添加代码单元格' }));
    await user.type(within(dialog).getByRole('textbox', { name: '单元格 3 内容' }), 'mean = None');
    await user.type(within(dialog).getByRole('textbox', { name: '测试 1 名称' }), '均值');
    await user.type(within(dialog).getByRole('textbox', { name: '测试 1 测试代码' }), 'assert abs(mean - 0.02) < 1e-9');
    await user.click(within(dialog).getByRole('button', { name: '保存题目' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建题目' })).not.toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/exam/question')?.data as { type: string; stem: string; content: unknown };
    expect(sent).toMatchObject({
      type: 'notebook',
      stem: '在笔记本中计算收益率的均值',
      content: {
        type: 'notebook',
        cells: [
          { type: 'markdown', source: '## 收益率', locked: true },
          { type: 'code', source: 'returns = (0.01, 0.03)', locked: true },
          { type: 'code', source: 'mean = None', locked: false },
        ],
        tests: [{ name: '均值', code: 'assert abs(mean - 0.02) < 1e-9', points: 1 }],
        // No per-student data: its section stayed folded.
        parameters: [],
        generator: '',
      },
    });
  });

  it("gives a notebook question per-student data: its parameters and generator, previewed through the exam's own call", async () => {
    const user = userEvent.setup();
    const generator = "def generate(seed):\n    return {'files': {'prices.csv': 'day,price\\n1,100'}, 'params': {'n': 250}}";
    const { services, calls } = signedInServices('edu_teacher', {
      ...handlers,
      previewNotebookSeeds: () => ({
        list: [
          { seed: 1, params: { n: 250 }, files: [{ filename: 'prices.csv', size: 15, columns: ['day', 'price'], rows: [['1', '100']] }], error: null },
          { seed: 2, params: {}, files: [], error: 'ZeroDivisionError: division by zero' },
        ],
        duration_ms: 1200,
      }),
      createQuestion: (config) => ({ ...sampleQuestion({ id: 42, bank: 'college', edu_id: 1 }), ...(JSON.parse(String(config.data)) as object) }),
    });
    renderApp(services, '/edu/question');
    const toolbar = await screen.findByRole('toolbar', { name: '题库操作' }, { timeout: 10_000 });
    await user.click(within(toolbar).getByRole('button', { name: '新建题目' }));
    const dialog = await screen.findByRole('dialog', { name: '新建题目' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '题型' }), '笔记本题');
    await user.type(within(dialog).getByRole('textbox', { name: '题干' }), '计算你的价格序列的均值');
    await user.type(within(dialog).getByRole('textbox', { name: '单元格 2 内容' }), "import pandas as pd\nprices = pd.read_csv('prices.csv')");
    await user.type(within(dialog).getByRole('textbox', { name: '测试 1 名称' }), '均值');
    await user.type(within(dialog).getByRole('textbox', { name: '测试 1 测试代码' }), 'assert len(prices) > 0');

    // Folded until opened; its introduction says where the data goes.
    expect(within(dialog).queryByRole('textbox', { name: /数据生成器/ })).toBeNull();
    await user.click(within(dialog).getByText('每位考生的数据（可选）'));
    expect(within(dialog).getByText(/params\.json 放在考生笔记本所在的文件夹中/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '添加参数' }));
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), 'n');
    await user.type(within(dialog).getByRole('textbox', { name: '说明' }), '样本量');
    await user.click(within(dialog).getByRole('textbox', { name: /数据生成器/ }));
    await user.paste(generator);
    await user.click(within(dialog).getByRole('button', { name: '运行生成器' }));

    const first = await within(dialog).findByRole('group', { name: '种子 1' });
    expect(within(first).getByLabelText('参数值')).toHaveTextContent('"n": 250');
    expect(within(within(first).getByRole('table', { name: 'prices.csv' })).getByText('100')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('group', { name: '种子 2' })).getByRole('alert')).toHaveTextContent('失败：ZeroDivisionError: division by zero');
    expect(calls.find((call) => call.url === '/api/exam/question/notebook/preview')?.data).toEqual({ generator, parameters: [{ name: 'n', description: '样本量' }], seeds: [1, 2, 3] });
    // The case library's preview is not the one called.
    expect(calls.some((call) => call.url.startsWith('/api/case'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: '保存题目' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建题目' })).not.toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/exam/question')?.data as { content: unknown };
    expect(sent.content).toMatchObject({ type: 'notebook', parameters: [{ name: 'n', description: '样本量' }], generator });
  });

  it('asks before discarding typed changes', async () => {
    const user = userEvent.setup();
    const { services } = signedInServices('edu_teacher', handlers);
    renderApp(services, '/edu/question');
    const table = await screen.findByRole('table', { name: '本院题目' }, { timeout: 10_000 });
    await user.click(await within(table).findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑题目' });
    expect(within(dialog).getByRole('textbox', { name: '题干' })).toHaveValue(sampleQuestion().stem);
    await user.type(within(dialog).getByRole('textbox', { name: '题干' }), '！');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    const confirm = await screen.findByRole('dialog', { name: '放弃未保存的修改？' });
    await user.click(within(confirm).getByRole('button', { name: '继续编辑' }));
    expect(screen.getByRole('dialog', { name: '编辑题目' })).toBeInTheDocument();
  });
});
