// The bank editor's matching and cloze parts (issue 32): pairs and distractors, gaps inserted into the text, and the
// server's checks (markers against gaps, a full-credit answer per gap) before sending.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { QuestionEditor } from './QuestionEditor';

jest.setTimeout(30_000);

const form = () => screen.getByRole('form', { name: '编辑题目' });
const text = (name: string) => within(form()).getByRole('textbox', { name });

describe('QuestionEditor: matching questions', () => {
  it('builds pairs and a distractor, and refuses a distractor equal to an answer', async () => {
    const onSubmit = jest.fn();
    const { container } = render(<QuestionEditor onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '题型' }), 'matching');
    await userEvent.type(text('题干'), '将金融工具与类别配对');
    await userEvent.type(text('第 1 个题目'), '股票');
    await userEvent.type(text('第 1 个题目的答案'), '权益类');
    await userEvent.type(text('第 2 个题目'), '国债');
    await userEvent.type(text('第 2 个题目的答案'), '固定收益类');
    await userEvent.click(screen.getByRole('button', { name: '+ 添加干扰项' }));
    await userEvent.type(text('第 1 个干扰项'), '权益类');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('干扰项与某个题目的答案相同')).toBeInTheDocument();
    await userEvent.clear(text('第 1 个干扰项'));
    await userEvent.type(text('第 1 个干扰项'), '衍生品');
    // The student's view offers every answer for each prompt.
    const preview = screen.getByRole('complementary', { name: '学生视角预览' });
    expect(within(within(preview).getByRole('combobox', { name: '股票' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '权益类', '固定收益类', '衍生品']);
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'matching',
        content: { type: 'matching', pairs: [{ prompt: '股票', answer: '权益类' }, { prompt: '国债', answer: '固定收益类' }], distractors: ['衍生品'], shuffle: true },
      }),
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('QuestionEditor: cloze questions', () => {
  it('inserts gaps into the text, edits each gap and checks the markers', async () => {
    const onSubmit = jest.fn();
    render(<QuestionEditor onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '题型' }), 'cloze');
    await userEvent.type(text('题干'), '利息为');
    await userEvent.click(screen.getByRole('button', { name: '+ 插入空' }));
    expect(text('题干')).toHaveValue('利息为 {{1}} ');
    await userEvent.type(text('第 1 空的第 1 个答案'), '50');
    await userEvent.click(screen.getByRole('button', { name: '+ 插入空' }));
    expect(text('题干')).toHaveValue('利息为 {{1}} {{2}} ');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: '第 2 空 类型' }), 'choice');
    await userEvent.type(text('第 2 空的第 1 个选项'), '下降');
    await userEvent.type(text('第 2 空的第 2 个选项'), '上升');
    fireEvent.change(text('题干'), { target: { value: '利息为 {{1}}，价格将 {{3}}' } });
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('题干中的 {{3}} 没有对应的空（本题有 2 个空）')).toBeInTheDocument();
    fireEvent.change(text('题干'), { target: { value: '利息为 {{1}}，价格将 {{2}}' } });
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'cloze',
        stem: '利息为 {{1}}，价格将 {{2}}',
        content: {
          type: 'cloze',
          gaps: [
            { kind: 'short', weight: 1, answers: [{ text: '50', credit: 1 }], ignore_case: true },
            { kind: 'choice', weight: 1, display: 'dropdown', options: [{ text: '下降', credit: 1 }, { text: '上升', credit: 0 }] },
          ],
        },
      }),
    );
  });
});
