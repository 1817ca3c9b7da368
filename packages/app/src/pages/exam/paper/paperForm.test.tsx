import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { PaperDetail } from '@finedu/domain';
import { envelope } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { page, sampleQuestion, signedInServices } from '../bank/bankFixtures';

jest.setTimeout(30_000);

const capm = sampleQuestion({ bank: 'college', edu_id: 1 });
const bond = sampleQuestion({ id: 12, bank: 'college', edu_id: 1, type: 'judge', stem: '票面利率越高，久期越长。', content: { type: 'judge', answer: false }, score: 2 });
const platformQuestion = sampleQuestion({ id: 13, stem: '夏普比率的分母是？', score: 3 });

const saved: PaperDetail = {
  id: 4,
  edu_id: 1,
  bank: 'college',
  title: '金融学基础 期中测验',
  description: '',
  duration_minutes: 90,
  total_score: 5,
  question_count: 1,
  author_name: '王老师',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  sections: [{ title: '一、单选题', description: '', questions: [{ question_id: 11, score: 5, question: capm }] }],
};

describe('paper builder with the bank picker', () => {
  it('adds picked questions from both banks with their default scores and saves the paper', async () => {
    const user = userEvent.setup();
    const banks: unknown[] = [];
    const { services, calls } = signedInServices('edu_teacher', {
      listPapers: () => page([saved]),
      'getPaper(4)': () => saved,
      'updatePaper(4)': () => saved,
      listQuestions: (config: InternalAxiosRequestConfig) => {
        const params = config.params as { bank: string };
        banks.push(params.bank);
        return page(params.bank === 'platform' ? [platformQuestion] : [capm, bond]);
      },
      listQuestionCategories: () => ({ list: [] }),
      listKnowledgePoints: () => ({ list: [] }),
    });
    renderApp(services, '/edu/paper');
    const table = await screen.findByRole('table', { name: '本院试卷' }, { timeout: 10_000 });
    const row = await within(table).findByRole('row', { name: /金融学基础 期中测验/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['金融学基础 期中测验', '5', '1', '90 分钟']);
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑试卷' });
    await user.click(await within(dialog).findByRole('button', { name: /从题库添加题目/ }));

    const picker = await screen.findByRole('dialog', { name: '从题库选题：一、单选题' });
    const college = await within(picker).findByRole('table', { name: '可选题目' });
    const onPaper = await within(college).findByRole('row', { name: /CAPM 中衡量/ });
    expect(within(onPaper).getByText('已在试卷中')).toBeInTheDocument();
    await user.click(within(await within(college).findByRole('row', { name: /久期越长/ })).getByRole('checkbox'));
    await user.selectOptions(within(picker).getByRole('combobox', { name: '题库' }), 'platform');
    const platform = await within(picker).findByRole('table', { name: '可选题目' });
    await user.click(within(await within(platform).findByRole('row', { name: /夏普比率/ })).getByRole('checkbox'));
    expect(within(picker).getByText('已选 2 道题（可翻页、切换题库继续选择）')).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: '添加 2 道题' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /从题库选题/ })).not.toBeInTheDocument());
    expect(banks).toEqual(expect.arrayContaining(['college', 'platform']));

    await user.click(within(dialog).getByRole('button', { name: '保存试卷' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({
      title: '金融学基础 期中测验',
      description: '',
      duration_minutes: 90,
      sections: [{ title: '一、单选题', description: '', questions: [{ question_id: 11, score: 5 }, { question_id: 12, score: 2 }, { question_id: 13, score: 3 }] }],
    }));
    expect(await screen.findByText('试卷“金融学基础 期中测验”已保存')).toBeInTheDocument();
  });

  it('lets the platform admin generate from the platform bank only', async () => {
    const user = userEvent.setup();
    const { services } = signedInServices('sys_admin', { listPapers: () => page([]) });
    renderApp(services, '/admin/paper');
    expect(await screen.findByText('还没有试卷', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '按规则组卷' }));
    const dialog = await screen.findByRole('dialog', { name: '按规则组卷' });
    const source = within(dialog).getByLabelText('题目来源');
    expect(source).toBeDisabled();
    expect(within(source).getAllByRole('option').map((option) => option.textContent)).toEqual(['平台题库']);
  });

  it('shows the server refusal when deleting a paper used by an exam', async () => {
    const user = userEvent.setup();
    const { services } = signedInServices('edu_teacher', {
      listPapers: () => page([saved]),
      'deletePaper(4)': () => envelope(null, 0, '试卷已被考试「期中考试」使用，无法删除'),
    });
    renderApp(services, '/edu/paper');
    const table = await screen.findByRole('table', { name: '本院试卷' }, { timeout: 10_000 });
    // Preview and edit stay in the row; print and delete are under 更多.
    await user.click(await within(table).findByRole('button', { name: /^更多操作：/ }, { timeout: 10_000 }));
    await user.click(screen.getByRole('menuitem', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除该试卷？' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('试卷已被考试「期中考试」使用，无法删除');
  });
});
