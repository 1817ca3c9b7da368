import type { PaperWrite, Question } from '@finedu/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { sampleQuestion } from '../fixtures/examFixtures';
import { PaperBuilder, type PaperBuilderProps } from './PaperBuilder';

const questions: Record<number, Question> = Object.fromEntries(
  (['single', 'multiple', 'judge', 'short'] as const).map((type) => [sampleQuestion(type).id, sampleQuestion(type)]),
);

const paper = (): PaperWrite => ({
  title: '投资学期中考试',
  description: '',
  duration_minutes: 90,
  sections: [
    { title: '一、选择题', description: '', questions: [{ question_id: 100, score: 2 }, { question_id: 101, score: 3 }] },
    { title: '二、简答题', description: '', questions: [{ question_id: 104, score: 10 }] },
  ],
});

function Harness({ initial, spy, ...props }: Partial<PaperBuilderProps> & { initial?: PaperWrite; spy?: (value: PaperWrite) => void }) {
  const [value, setValue] = useState<PaperWrite>(initial ?? paper());
  return (
    <PaperBuilder
      questions={questions}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        spy?.(next);
      }}
    />
  );
}

const section = (n: number) => screen.getByRole('region', { name: `第 ${n} 部分` });

// Typing whole answers key by key on a shared, busy machine: give each test room.
jest.setTimeout(30_000);

describe('PaperBuilder', () => {
  it('shows totals per section and overall, and updates them when a score changes', async () => {
    const { container } = render(<Harness onSubmit={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('共 3 题 · 总分 15 分 · 时长 90 分钟');
    expect(section(1)).toHaveTextContent('2 题 · 5 分');
    const score = screen.getByRole('spinbutton', { name: '第 2 题分值' });
    await userEvent.clear(score);
    await userEvent.type(score, '4.5');
    expect(section(1)).toHaveTextContent('2 题 · 6.5 分');
    expect(screen.getByRole('status')).toHaveTextContent('总分 16.5 分');
    // Numbering continues across sections; the stem excerpt and type come from `questions`.
    expect(within(section(2)).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(section(2)).getByText('简答题')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reorders and removes questions and sections', async () => {
    const spy = jest.fn();
    render(<Harness spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: '下移第 1 题' }));
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ sections: [expect.objectContaining({ questions: [{ question_id: 101, score: 3 }, { question_id: 100, score: 2 }] }), expect.anything()] }));
    await userEvent.click(screen.getByRole('button', { name: '上移第 2 部分' }));
    expect((spy.mock.lastCall?.[0] as PaperWrite).sections.map((s) => s.title)).toEqual(['二、简答题', '一、选择题']);
    await userEvent.click(screen.getByRole('button', { name: '移除第 1 题' }));
    expect((spy.mock.lastCall?.[0] as PaperWrite).sections[0]?.questions).toEqual([]);
    expect(within(section(1)).getByText(/本部分还没有题目/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除第 1 部分' }));
    expect((spy.mock.lastCall?.[0] as PaperWrite).sections).toHaveLength(1);
    expect(screen.getByRole('button', { name: '删除第 1 部分' })).toBeDisabled();
  });

  it('carries a question across the section edge with the move buttons (keyboard alternative to dragging)', async () => {
    const spy = jest.fn();
    render(<Harness spy={spy} />);
    expect(screen.getByRole('button', { name: '上移第 1 题' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移第 3 题' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '下移第 2 题' }));
    expect((spy.mock.lastCall?.[0] as PaperWrite).sections.map((s) => s.questions.map((q) => q.question_id))).toEqual([[100], [101, 104]]);
    await userEvent.click(screen.getByRole('button', { name: '上移第 2 题' }));
    expect((spy.mock.lastCall?.[0] as PaperWrite).sections.map((s) => s.questions.map((q) => q.question_id))).toEqual([[100, 101], [104]]);
  });

  it('moves a question into another section by drag and drop', () => {
    const spy = jest.fn();
    render(<Harness spy={spy} />);
    const row = within(section(1)).getAllByRole('row')[1]!;
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(row, { dataTransfer });
    const target = within(section(2)).getAllByRole('row')[1]!;
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    const sent = spy.mock.lastCall?.[0] as PaperWrite;
    expect(sent.sections[0]?.questions.map((q) => q.question_id)).toEqual([101]);
    expect(sent.sections[1]?.questions.map((q) => q.question_id)).toEqual([100, 104]);
  });

  it('sets one score on every question of a section, with Enter not saving the paper', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByRole('spinbutton', { name: '第 1 部分每题分值' });
    await userEvent.type(input, '2.5{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(section(1)).toHaveTextContent('2 题 · 5 分');
    expect(screen.getByRole('spinbutton', { name: '第 2 题分值' })).toHaveValue(2.5);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(within(section(1)).getByRole('button', { name: '统一设分' })).toBeDisabled();
  });

  it('adds a section and asks the app to pick questions for it', async () => {
    const onPickQuestions = jest.fn();
    render(<Harness onPickQuestions={onPickQuestions} />);
    await userEvent.click(screen.getByRole('button', { name: '+ 添加大题' }));
    expect(screen.getByRole('textbox', { name: '第 3 部分 大题名称' })).toHaveValue('第 3 部分');
    await userEvent.click(within(section(3)).getByRole('button', { name: '+ 从题库添加题目' }));
    expect(onPickQuestions).toHaveBeenCalledWith(2);
  });

  it('validates before submitting: title, duration, section titles, scores, duplicates', async () => {
    const onSubmit = jest.fn();
    const initial = paper();
    initial.sections[1]!.questions.push({ question_id: 100, score: 2 });
    render(<Harness initial={initial} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: '试卷名称' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: '考试时长' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: '考试时长' }), '700');
    await userEvent.clear(screen.getByRole('textbox', { name: '第 2 部分 大题名称' }));
    await userEvent.click(screen.getByRole('button', { name: '保存试卷' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('有 4 处需要修改');
    expect(screen.getByText('请填写试卷名称')).toBeInTheDocument();
    expect(screen.getByText('考试时长须为 1–600 分钟的整数')).toBeInTheDocument();
    expect(screen.getByText('请填写大题名称')).toBeInTheDocument();
    expect(screen.getByText('第 4 题在试卷中重复出现')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '试卷名称' })).toHaveFocus();

    await userEvent.type(screen.getByRole('textbox', { name: '试卷名称' }), ' 期中 ');
    const duration = screen.getByRole('spinbutton', { name: '考试时长' });
    await userEvent.clear(duration);
    await userEvent.type(duration, '60');
    await userEvent.type(screen.getByRole('textbox', { name: '第 2 部分 大题名称' }), '简答');
    await userEvent.click(screen.getByRole('button', { name: '移除第 4 题' }));
    await userEvent.click(screen.getByRole('button', { name: '保存试卷' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: '期中',
      description: '',
      duration_minutes: 60,
      sections: [
        { title: '一、选择题', description: '', questions: [{ question_id: 100, score: 2 }, { question_id: 101, score: 3 }] },
        { title: '简答', description: '', questions: [{ question_id: 104, score: 10 }] },
      ],
    });
  });

  it('refuses a paper without questions and marks a question it cannot show', async () => {
    const onSubmit = jest.fn();
    render(<Harness initial={{ title: '空卷', duration_minutes: 30, sections: [{ title: '一', questions: [] }] }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: '保存试卷' }));
    expect(screen.getByText('试卷至少需要一道题')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is read-only: no actions, inputs read-only, missing questions flagged', () => {
    render(<PaperBuilder value={{ ...paper(), sections: [{ title: 'X', questions: [{ question_id: 999, score: 1 }] }] }} onChange={jest.fn()} questions={questions} readOnly onPickQuestions={jest.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('题目 #999（未加载或已删除）')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '试卷名称' })).toHaveAttribute('readonly');
  });
});
