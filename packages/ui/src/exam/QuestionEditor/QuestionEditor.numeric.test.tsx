// The bank editor's numeric part: answers with tolerance and credit, units, precision, checked before sending.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { sampleQuestion } from '../fixtures/examFixtures';
import { QuestionEditor } from './QuestionEditor';

jest.setTimeout(30_000);

const form = () => screen.getByRole('form', { name: '编辑题目' });
const field = (name: string) => within(form()).getByRole('spinbutton', { name });

describe('QuestionEditor: numeric questions', () => {
  it('builds a numeric question with a relative tolerance, a half-credit answer, units and decimals', async () => {
    const onSubmit = jest.fn();
    const { container } = render(<QuestionEditor onSubmit={onSubmit} codeEngine="plain" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '题型' }), 'numeric');
    await userEvent.type(within(form()).getByRole('textbox', { name: '题干' }), '项目 NPV 为多少万元？');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请填写数值')).toBeInTheDocument();

    fireEvent.change(field('答案 1 数值'), { target: { value: '11.91' } });
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: '答案 1 误差类型' }), 'relative');
    fireEvent.change(field('答案 1 误差 (%)'), { target: { value: '1' } });
    await userEvent.click(screen.getByRole('button', { name: '+ 添加答案' }));
    fireEvent.change(field('答案 2 误差'), { target: { value: '0.5' } });
    expect(field('答案 2 得分比例（%）')).toHaveValue(50);
    await userEvent.click(screen.getByRole('button', { name: '+ 添加单位' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: '单位 1 名称' }), '万元');
    await userEvent.click(screen.getByRole('button', { name: '+ 添加单位' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: '单位 2 名称' }), '元');
    fireEvent.change(field('单位 2 倍数'), { target: { value: '0.0001' } });
    await userEvent.click(within(form()).getByRole('checkbox', { name: '必须填写单位' }));
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: '精度要求' }), 'decimals');
    // The student's view of the draft lists the units and the precision, never the values.
    const preview = screen.getByRole('complementary', { name: '学生视角预览' });
    expect(within(preview).getByText('可用单位：万元、元；须填写单位；保留 2 位小数')).toBeInTheDocument();
    expect(preview).not.toHaveTextContent('11.91');

    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'numeric',
        content: {
          type: 'numeric',
          answers: [
            { value: 11.91, tolerance: { kind: 'relative', amount: 0.01 }, credit: 1 },
            { value: 11.91, tolerance: { kind: 'absolute', amount: 0.5 }, credit: 0.5 },
          ],
          units: [
            { name: '万元', multiplier: 1 },
            { name: '元', multiplier: 0.0001 },
          ],
          unit_required: true,
          precision: { kind: 'decimals', digits: 2 },
        },
      }),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses what the server would refuse: no full credit, a unit that reads as a number, a duplicate unit', async () => {
    const onSubmit = jest.fn();
    const { type, stem, analysis, difficulty, knowledge_points, score, category_id, content } = sampleQuestion('numeric');
    render(<QuestionEditor value={{ type, stem, analysis, difficulty, knowledge_points, score, category_id, content }} onSubmit={onSubmit} codeEngine="plain" />);
    fireEvent.change(field('答案 1 得分比例（%）'), { target: { value: '80' } });
    const name = within(form()).getByRole('textbox', { name: '单位 2 名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '万元');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('至少一个答案须得满分（100%）')).toBeInTheDocument();
    expect(screen.getByText('单位名称重复')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, '1元');
    expect(screen.getByText('请填写单位名称（不能以数字、符号或字母 e 开头）')).toBeInTheDocument();
    fireEvent.change(field('答案 1 得分比例（%）'), { target: { value: '100' } });
    await userEvent.clear(name);
    await userEvent.type(name, '元');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'numeric', content }));
  });
});
