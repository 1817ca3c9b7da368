import type { QuestionWrite } from '@finedu/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { sampleQuestion } from '../fixtures/examFixtures';
import { QuestionEditor } from './QuestionEditor';

const form = () => screen.getByRole('form', { name: '编辑题目' });
const preview = () => screen.getByRole('complementary', { name: '学生视角预览' });

const writeOf = (type: Parameters<typeof sampleQuestion>[0]): QuestionWrite => {
  const { type: t, stem, analysis, difficulty, knowledge_points, score, category_id, content } = sampleQuestion(type);
  return { type: t, stem, analysis, difficulty, knowledge_points, score, category_id, content };
};

// Typing whole answers key by key on a shared, busy machine: give each test room.
jest.setTimeout(30_000);

describe('QuestionEditor', () => {
  it('refuses an empty single-choice question with localized messages and focuses the first invalid field', async () => {
    const onSubmit = jest.fn();
    render(<QuestionEditor onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/有 \d+ 处需要修改/);
    expect(screen.getByText('请填写题干')).toBeInTheDocument();
    expect(screen.getByText('请选择正确答案')).toBeInTheDocument();
    expect(screen.getAllByText('请填写选项内容')).toHaveLength(4);
    expect(within(form()).getByRole('textbox', { name: '题干' })).toHaveFocus();
  });

  it('builds a single-choice question, marks the answer, reorders options and submits trimmed values', async () => {
    const onSubmit = jest.fn();
    const { container } = render(<QuestionEditor onSubmit={onSubmit} codeEngine="plain" categories={[{ id: 3, name: '投资学' }]} />);
    await userEvent.type(within(form()).getByRole('textbox', { name: '题干' }), '  CAPM 中 β 衡量什么？ ');
    const texts = ['系统性风险', '非系统性风险', '总风险'];
    for (const [index, text] of texts.entries()) await userEvent.type(screen.getByRole('textbox', { name: `选项 ${String.fromCharCode(65 + index)}` }), text);
    await userEvent.click(screen.getByRole('button', { name: '删除选项 D' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A 为正确答案' }));
    // The correct answer follows its option when it moves down.
    await userEvent.click(screen.getByRole('button', { name: '下移选项 A' }));
    expect(screen.getByRole('textbox', { name: '选项 B' })).toHaveValue('系统性风险');
    expect(screen.getByRole('radio', { name: 'B 为正确答案' })).toBeChecked();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '分类' }), '3');
    const points = screen.getByRole('textbox', { name: '知识点' });
    await userEvent.type(points, 'CAPM{Enter}风险{Enter}');
    expect(screen.getByRole('button', { name: '删除知识点 风险' })).toBeInTheDocument();
    // The preview shows the student's view of the draft.
    expect(within(preview()).getAllByRole('radio')).toHaveLength(3);
    expect(within(preview()).getByText('CAPM 中 β 衡量什么？')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'single',
      stem: 'CAPM 中 β 衡量什么？',
      analysis: '',
      difficulty: 3,
      knowledge_points: ['CAPM', '风险'],
      score: 5,
      category_id: 3,
      content: {
        type: 'single',
        options: [
          { key: 'A', text: '非系统性风险' },
          { key: 'B', text: '系统性风险' },
          { key: 'C', text: '总风险' },
        ],
        answer: 'B',
      },
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps options when switching single → multiple, resets for judge, and validates the multiple answer', async () => {
    const onSubmit = jest.fn();
    render(<QuestionEditor value={writeOf('single')} onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '题型' }), 'multiple');
    expect(within(form()).getByRole('checkbox', { name: 'B 为正确答案' })).toBeChecked();
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'B 为正确答案' }));
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByText('请至少选择一个正确答案')).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'C 为正确答案' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '部分得分' }), 'proportional');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'multiple', content: expect.objectContaining({ answer: ['C'], partial_credit: 'proportional' }) }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '题型' }), 'judge');
    expect(screen.queryByRole('textbox', { name: '选项 A' })).toBeNull();
    await userEvent.click(within(form()).getByRole('radio', { name: '错' }));
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'judge', content: { type: 'judge', answer: false } }));
  });

  it('edits blanks with alternatives and checks the stem markers against the blanks', async () => {
    const onSubmit = jest.fn();
    render(<QuestionEditor onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '题型' }), 'blank');
    const stem = within(form()).getByRole('textbox', { name: '题干' });
    await userEvent.type(stem, '年化收益率');
    await userEvent.click(screen.getByRole('button', { name: '+ 插入空位' }));
    expect(stem).toHaveValue('年化收益率 ___ ');
    await userEvent.type(screen.getByRole('textbox', { name: '第 1 空答案 1' }), '10%');
    await userEvent.click(screen.getByRole('button', { name: '为第 1 空添加可接受答案' }));
    await userEvent.type(screen.getByRole('textbox', { name: '第 1 空答案 2' }), '0.1');
    await userEvent.click(screen.getByRole('button', { name: '+ 添加空位' }));
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByText('题干标记了 1 个空位，但设置了 2 个答案')).toBeInTheDocument();
    expect(screen.getByText('每个空至少填写一个可接受答案')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除第 2 空' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '忽略大小写' }));
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ stem: '年化收益率 ___', content: { type: 'blank', blanks: [{ alternatives: ['10%', '0.1'] }], ignore_case: false, ignore_spaces: true, wildcard: false } }),
    );
    // The preview puts the blank inline.
    expect(within(preview()).getByRole('textbox', { name: '第 1 空' })).toBeInTheDocument();
  });

  it('edits a programming question: template and hidden tests with points', async () => {
    const onSubmit = jest.fn();
    render(<QuestionEditor onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '题型' }), 'program');
    await userEvent.type(within(form()).getByRole('textbox', { name: '题干' }), '写函数');
    fireEvent.change(screen.getByRole('textbox', { name: '初始代码' }), { target: { value: 'def f():\n    pass\n' } });
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByText('请填写测试名称')).toBeInTheDocument();
    expect(screen.getByText('请填写测试代码')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '测试 1 名称' }), '基本');
    fireEvent.change(screen.getByRole('textbox', { name: '测试 1 测试代码' }), { target: { value: 'assert f() is None' } });
    const points = screen.getByRole('spinbutton', { name: '测试 1 分值' });
    await userEvent.clear(points);
    await userEvent.type(points, '0');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByText('测试分值须大于 0 且不超过 1000')).toBeInTheDocument();
    await userEvent.type(points, '.5');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'program', content: { type: 'program', template: 'def f():\n    pass\n', tests: [{ name: '基本', code: 'assert f() is None', points: 0.5 }] } }),
    );
    expect(within(preview()).getByText('提交后将运行 1 个隐藏测试用例评分')).toBeInTheDocument();
  });

  it('edits a case question with nested leaf editors', async () => {
    const onSubmit = jest.fn();
    render(<QuestionEditor value={writeOf('case')} onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.click(screen.getByRole('button', { name: '+ 添加小题' }));
    const third = screen.getByRole('group', { name: '第 3 小题' });
    await userEvent.selectOptions(within(third).getByRole('combobox', { name: '第 3 小题 小题题型' }), 'judge');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByText('请填写小题题干')).toBeInTheDocument();
    await userEvent.type(within(third).getByRole('textbox', { name: '第 3 小题 小题题干' }), '该公司杠杆偏高');
    const url = screen.getByRole('textbox', { name: '数据集地址' });
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByText('数据集地址须以 http(s):// 或 / 开头')).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    const sent = onSubmit.mock.calls[0]?.[0] as QuestionWrite;
    expect(sent.content.type === 'case' && sent.content.dataset_url).toBeNull();
    expect(sent.content.type === 'case' && sent.content.children.map((c) => [c.key, c.content.type])).toEqual([
      ['q1', 'single'],
      ['q2', 'short'],
      ['q3', 'judge'],
    ]);
  });

  it('offers the bank knowledge points not yet on the question, and removes a tag', async () => {
    const { container } = render(<QuestionEditor value={writeOf('single')} knowledgePointOptions={['CAPM', '久期', '有效市场']} codeEngine="plain" />);
    const input = screen.getByRole('combobox', { name: '知识点' });
    const list = container.querySelector(`datalist#${CSS.escape(input.getAttribute('list') ?? '')}`);
    expect(Array.from(list?.querySelectorAll('option') ?? [], (option) => option.value)).toEqual(['久期', '有效市场']);
    await userEvent.click(screen.getByRole('button', { name: '删除知识点 CAPM' }));
    expect(screen.queryByRole('button', { name: '删除知识点 CAPM' })).toBeNull();
  });

  it('keeps typing when the parent rebuilds an equal value each render, and resets on a different one', async () => {
    const { rerender } = render(<QuestionEditor value={writeOf('judge')} codeEngine="plain" />);
    const stem = within(form()).getByRole('textbox', { name: '题干' });
    await userEvent.type(stem, '（新）');
    rerender(<QuestionEditor value={writeOf('judge')} codeEngine="plain" />);
    expect(stem).toHaveValue(`${writeOf('judge').stem}（新）`);
    rerender(<QuestionEditor value={writeOf('short')} codeEngine="plain" />);
    expect(within(form()).getByRole('textbox', { name: '题干' })).toHaveValue(writeOf('short').stem);
  });

  it('fills the dataset URL from an upload', async () => {
    const uploader = { upload: jest.fn(async (file: File) => ({ url: `https://oss.example.edu.cn/media/${file.name}`, filename: file.name })) };
    render(<QuestionEditor value={writeOf('case')} datasetUploader={uploader} codeEngine="plain" />);
    await userEvent.upload(screen.getByLabelText('选择文件'), new File(['a,b'], 'prices.csv', { type: 'text/csv' }));
    expect(await screen.findByDisplayValue('https://oss.example.edu.cn/media/prices.csv')).toBe(screen.getByRole('textbox', { name: '数据集地址' }));
  });

  it('is read-only: no inputs change and no save button', () => {
    render(<QuestionEditor value={writeOf('single')} readOnly codeEngine="plain" />);
    expect(screen.queryByRole('button', { name: '保存题目' })).toBeNull();
    expect(within(form()).getByRole('textbox', { name: '题干' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: '题型' })).toBeDisabled();
  });

  it('keeps what was typed and shows the server error while submitting', () => {
    render(<QuestionEditor value={writeOf('judge')} submitting error="题目不存在" codeEngine="plain" />);
    expect(screen.getByRole('button', { name: '保存题目' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('题目不存在');
    expect(within(form()).getByRole('textbox', { name: '题干' })).toHaveValue(writeOf('judge').stem);
  });

  it('sets a share of the points for the options a rule grades by them, and keeps it on submit (issue 32)', async () => {
    const onSubmit = jest.fn();
    const single = writeOf('single');
    render(<QuestionEditor value={single} onSubmit={onSubmit} codeEngine="plain" />);
    const content = single.content as Extract<QuestionWrite['content'], { type: 'single' }>;
    const key = content.answer;
    const other = content.options.find((o) => o.key !== key)!.key;
    // The key earns all the points: no field for it; another option's field starts empty (0 %).
    expect(screen.queryByRole('spinbutton', { name: `选项 ${key} 得分比例 %` })).not.toBeInTheDocument();
    const field = screen.getByRole('spinbutton', { name: `选项 ${other} 得分比例 %` });
    expect(field).toHaveAttribute('placeholder', '0');
    fireEvent.change(field, { target: { value: '50' } });
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    const saved = onSubmit.mock.calls[0]![0] as QuestionWrite;
    expect(saved.content).toMatchObject({ type: 'single', answer: key });
    const options = (saved.content as typeof content).options;
    expect(options.find((o) => o.key === other)?.fraction).toBe(0.5);
    expect(options.find((o) => o.key === key)?.fraction).toBeUndefined();
  });
});
