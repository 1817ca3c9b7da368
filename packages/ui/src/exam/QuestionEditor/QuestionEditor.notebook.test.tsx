import type { QuestionWrite } from '@finedu/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { sampleQuestion } from '../fixtures/examFixtures';
import { QuestionEditor } from './QuestionEditor';
import type { QuestionEditorNotebookData } from './QuestionEditorNotebook';
import { emptyContent, switchContentType, toDraft } from './questionDraft';
import { defaultQuestionEditorLabels } from './questionEditorLabels';
import { validateQuestion } from './validateQuestion';

const form = () => screen.getByRole('form', { name: '编辑题目' });
const preview = () => screen.getByRole('complementary', { name: '学生视角预览' });
const cellSource = (index: number) => within(form()).getByRole('textbox', { name: `单元格 ${index} 内容` });

const notebookWrite = (): QuestionWrite => {
  const { type, stem, analysis, difficulty, knowledge_points, score, category_id, content } = sampleQuestion('notebook');
  return { type, stem, analysis, difficulty, knowledge_points, score, category_id, content };
};

const sampleTests = () => {
  const content = sampleQuestion('notebook').content;
  if (content.type !== 'notebook') throw new Error('fixture');
  return content.tests;
};

// Typing whole answers key by key on a shared, busy machine: give each test room.
jest.setTimeout(30_000);

describe('QuestionEditor: notebook questions', () => {
  it('starts a notebook as a markdown cell, an empty code cell and one test, and refuses it until the test is written', async () => {
    const onSubmit = jest.fn();
    render(<QuestionEditor onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: '题型' }), 'notebook');
    expect(within(form()).getByRole('combobox', { name: '单元格 1 类型' })).toHaveValue('markdown');
    expect(within(form()).getByRole('combobox', { name: '单元格 2 类型' })).toHaveValue('code');
    expect(within(form()).getByRole('checkbox', { name: '单元格 1 锁定' })).toBeChecked();
    expect(within(form()).getByRole('checkbox', { name: '单元格 2 锁定' })).not.toBeChecked();
    expect(within(form()).getByRole('group', { name: '测试 1' })).toBeInTheDocument();

    await userEvent.type(within(form()).getByRole('textbox', { name: '题干' }), '计算最大回撤');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请填写测试名称')).toBeInTheDocument();
    expect(screen.getByText('请填写测试代码')).toBeInTheDocument();

    await userEvent.type(cellSource(1), '## 任务');
    await userEvent.type(cellSource(2), 'prices = 1');
    await userEvent.type(within(form()).getByRole('textbox', { name: '测试 1 名称' }), ' 样例 ');
    await userEvent.type(within(form()).getByRole('textbox', { name: '测试 1 测试代码' }), 'assert True');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'notebook',
      stem: '计算最大回撤',
      content: {
        type: 'notebook',
        cells: [
          { type: 'markdown', source: '## 任务', locked: true },
          { type: 'code', source: 'prices = 1', locked: false },
        ],
        tests: [{ name: '样例', code: 'assert True', points: 1 }],
      },
    });
  });

  it('adds, moves, locks, retypes and removes cells, and needs at least one code cell', async () => {
    const onSubmit = jest.fn();
    const { container } = render(<QuestionEditor value={notebookWrite()} onSubmit={onSubmit} codeEngine="plain" />);
    expect(within(form()).getAllByRole('group', { name: /^单元格 \d$/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '+ 添加 Markdown 单元格' }));
    await userEvent.type(cellSource(4), '提示：先算累计最高价');
    // The new cell goes up above the answer cell; the answer cell follows it down.
    await userEvent.click(screen.getByRole('button', { name: '上移单元格 4' }));
    expect(cellSource(3)).toHaveValue('提示：先算累计最高价');
    expect(cellSource(4)).toHaveValue('def max_drawdown(prices):\n    # 在此编写代码\n    pass\n');
    expect(screen.getByRole('button', { name: '上移单元格 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移单元格 4' })).toBeDisabled();
    await userEvent.click(within(form()).getByRole('checkbox', { name: '单元格 3 锁定' }));
    // The price cell becomes markdown, then the first cell goes.
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: '单元格 2 类型' }), 'markdown');
    await userEvent.click(screen.getByRole('button', { name: '删除单元格 1' }));
    expect(within(form()).getAllByRole('group', { name: /^单元格 \d$/ })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    const sent = onSubmit.mock.calls[0]?.[0] as QuestionWrite;
    expect(sent.content).toEqual({
      type: 'notebook',
      cells: [
        { type: 'markdown', source: 'prices = [1.00, 1.04, 1.10, 0.99, 0.95, 1.02, 1.08, 1.12]', locked: true },
        { type: 'markdown', source: '提示：先算累计最高价', locked: true },
        { type: 'code', source: 'def max_drawdown(prices):\n    # 在此编写代码\n    pass\n', locked: false },
      ],
      tests: sampleTests(),
      parameters: [],
      generator: '',
    });

    // Without a code cell there is nothing to run.
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: '单元格 3 类型' }), 'markdown');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('笔记本至少需要一个代码单元格')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('edits the hidden tests with the programming question’s editor: add, points, remove', async () => {
    const onSubmit = jest.fn();
    render(<QuestionEditor value={notebookWrite()} onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.click(screen.getByRole('button', { name: '+ 添加测试' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: '测试 3 名称' }), '下跌序列');
    await userEvent.type(within(form()).getByRole('textbox', { name: '测试 3 测试代码' }), 'assert max_drawdown((2, 1)) == 0.5');
    const points = within(form()).getByRole('spinbutton', { name: '测试 3 分值' });
    await userEvent.clear(points);
    await userEvent.type(points, '2');
    await userEvent.click(screen.getByRole('button', { name: '删除测试 1' }));
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    const sent = onSubmit.mock.calls[0]?.[0] as QuestionWrite;
    expect(sent.content.type === 'notebook' && sent.content.tests).toEqual([
      { name: '单调上涨', code: 'assert max_drawdown([1, 2, 3]) == 0', points: 4 },
      { name: '下跌序列', code: 'assert max_drawdown((2, 1)) == 0.5', points: 2 },
    ]);
  });

  it('draws the per-student data section through renderNotebookData, under the tests, and saves what it changes', async () => {
    const onSubmit = jest.fn();
    const slot = jest.fn(({ parameters, generator, onChange, readOnly }: QuestionEditorNotebookData) => (
      <button type="button" disabled={readOnly} onClick={() => onChange({ parameters: [...parameters, { name: 'n', description: '样本量' }], generator: 'def generate(seed): ...' })}>
        data: {parameters.length} parameter(s), {generator === '' ? 'no generator' : 'a generator'}
      </button>
    ));
    const { rerender } = render(<QuestionEditor value={notebookWrite()} onSubmit={onSubmit} renderNotebookData={slot} codeEngine="plain" />);
    const button = within(form()).getByRole('button', { name: 'data: 0 parameter(s), no generator' });
    // After the hidden tests.
    expect(within(form()).getByRole('button', { name: '+ 添加测试' }).compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(button);
    expect(within(form()).getByRole('button', { name: 'data: 1 parameter(s), a generator' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect((onSubmit.mock.calls[0]?.[0] as QuestionWrite).content).toMatchObject({ type: 'notebook', parameters: [{ name: 'n', description: '样本量' }], generator: 'def generate(seed): ...' });

    rerender(<QuestionEditor value={notebookWrite()} readOnly onSubmit={onSubmit} renderNotebookData={slot} codeEngine="plain" />);
    expect(slot.mock.calls.at(-1)?.[0].readOnly).toBe(true);
  });

  it('shows no data section for other question types', () => {
    const slot = jest.fn(() => <p>data</p>);
    const { type, stem, analysis, difficulty, knowledge_points, score, category_id, content } = sampleQuestion('program');
    render(<QuestionEditor value={{ type, stem, analysis, difficulty, knowledge_points, score, category_id, content }} renderNotebookData={slot} codeEngine="plain" />);
    expect(slot).not.toHaveBeenCalled();
  });

  it('previews the student’s read-only notebook beside the form', () => {
    render(<QuestionEditor value={notebookWrite()} codeEngine="plain" />);
    const cells = within(preview()).getByRole('list', { name: '笔记本单元格' });
    expect(within(cells).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cells).getByRole('heading', { name: '最大回撤' })).toBeInTheDocument();
    expect(within(preview()).queryByRole('textbox')).toBeNull();
    expect(preview()).toHaveTextContent('2 个隐藏测试');
  });
});

describe('notebook drafts and validation', () => {
  it('switches to and from a notebook afresh', () => {
    const notebook = switchContentType(emptyContent('program'), 'notebook');
    expect(notebook).toEqual(emptyContent('notebook'));
    expect(switchContentType(notebook, 'program')).toEqual(emptyContent('program'));
  });

  it('checks the cell count, a code cell, cell length and the tests', () => {
    const draft = toDraft(notebookWrite());
    const errors = defaultQuestionEditorLabels.errors;
    expect(validateQuestion(draft, errors)).toEqual({});
    if (draft.content.type !== 'notebook') throw new Error('fixture');
    const content = draft.content;
    expect(validateQuestion({ ...draft, content: { ...content, cells: [] } }, errors)).toEqual({ 'content.cells': '笔记本须有 1–50 个单元格' });
    expect(validateQuestion({ ...draft, content: { ...content, cells: [{ type: 'markdown', source: 'x', locked: false }] } }, errors)).toEqual({ 'content.cells': '笔记本至少需要一个代码单元格' });
    expect(validateQuestion({ ...draft, content: { ...content, cells: [{ type: 'code', source: 'x'.repeat(20001), locked: false }] } }, errors)).toEqual({
      'content.cells.0.source': '单元格内容不能超过 20000 个字符',
    });
    expect(validateQuestion({ ...draft, content: { ...content, tests: [] } }, errors)).toEqual({ 'content.tests': '笔记本题须有 1–20 个隐藏测试' });
    expect(validateQuestion({ ...draft, content: { ...content, tests: [{ name: '', code: ' ', points: 0 }] } }, errors)).toEqual({
      'content.tests.0.name': '请填写测试名称',
      'content.tests.0.code': '请填写测试代码',
      'content.tests.0.points': '测试分值须大于 0 且不超过 1000',
    });
  });
});
