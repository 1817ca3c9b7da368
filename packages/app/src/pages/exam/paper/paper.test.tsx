import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeneratePaperResult, PaperPreview } from '@finedu/domain';
import { memoryStorage } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { page, sampleQuestion, signedInServices } from '../bank/bankFixtures';
import { emptyRuleRow, initialGenerateForm, splitKnowledgePoints, toGenerateRequest } from './generateForm';
import { GENERATOR_HANDOVER_KEY, clearGeneratedPaper, handOverGeneratedPaper, readGeneratedPaper } from './generatorHandover';
import { addQuestionsToSection, emptyPaperDraft } from './paperDraft';

jest.setTimeout(30_000);

const capm = sampleQuestion();
const duration = sampleQuestion({ id: 12, type: 'judge', stem: '票面利率越高，久期越长。', content: { type: 'judge', answer: false }, analysis: '票面利率越高，久期越短。', score: 2 });

const generated: GeneratePaperResult = {
  paper: { title: '期中测验（自动组卷）', description: '', duration_minutes: 90, sections: [{ title: '一、单选题', description: '', questions: [{ question_id: 11, score: 4 }] }, { title: '二、判断题', description: '', questions: [{ question_id: 12, score: 2 }] }] },
  sections: [
    { title: '一、单选题', description: '', questions: [{ question_id: 11, score: 4, question: capm }] },
    { title: '二、判断题', description: '', questions: [{ question_id: 12, score: 2, question: duration }] },
  ],
  total_score: 6,
  shortfall: [{ rule: 2, section_title: '二、判断题', wanted: 3, found: 1, reason: '难度 1–2 的判断题只有 1 道' }],
};

describe('generation form', () => {
  it('turns valid rows into the request the contract expects', () => {
    const form = initialGenerateForm('both');
    const second = { ...emptyRuleRow('judge', '二、判断题'), count: '3', difficultyMin: '1', difficultyMax: '2', knowledgePoints: '久期、 债券,久期；', scoreEach: '2.5' };
    const rules = [{ ...form.rules[0]!, sectionTitle: ' 一、单选题 ', count: '10', scoreEach: '4' }, second];
    const checked = toGenerateRequest({ ...form, title: ' 期中测验 ', duration: '90', seed: '42', rules });
    expect(checked.errors).toBeNull();
    expect(checked.request).toEqual({
      title: '期中测验',
      duration_minutes: 90,
      source: 'both',
      seed: 42,
      rules: [
        { section_title: '一、单选题', type: 'single', count: 10, difficulty_min: 1, difficulty_max: 5, knowledge_points: [], score_each: 4 },
        { section_title: '二、判断题', type: 'judge', count: 3, difficulty_min: 1, difficulty_max: 2, knowledge_points: ['久期', '债券'], score_each: 2.5 },
      ],
    });
  });

  it('reports every bad field at once and sends nothing', () => {
    const form = initialGenerateForm('platform');
    const row = { ...form.rules[0]!, sectionTitle: '', count: '0', difficultyMin: '4', difficultyMax: '2', scoreEach: '-1' };
    const checked = toGenerateRequest({ ...form, title: '', duration: '601', seed: '1.5', rules: [row] });
    expect(checked.request).toBeNull();
    expect(checked.errors).toEqual({
      title: 'exam.paper.error.titleRequired',
      duration: 'exam.paper.error.duration',
      seed: 'exam.paper.error.seed',
      rule: { [row.id]: { sectionTitle: 'exam.paper.error.sectionTitle', count: 'exam.paper.error.count', difficultyMax: 'exam.paper.error.difficultyRange', scoreEach: 'exam.paper.error.score' } },
    });
    expect(splitKnowledgePoints('a,，b、;c\nd')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('paper draft', () => {
  it('adds picked questions with their default score, once per paper', () => {
    const start = emptyPaperDraft('第一部分');
    const { draft, skipped } = addQuestionsToSection(start, 0, [capm, duration]);
    expect(skipped).toBe(0);
    expect(draft.value.sections[0]?.questions).toEqual([{ question_id: 11, score: 5 }, { question_id: 12, score: 2 }]);
    const again = addQuestionsToSection(draft, 0, [capm]);
    expect(again.skipped).toBe(1);
    expect(again.draft.value.sections[0]?.questions).toHaveLength(2);
  });
});

describe('generator hand-over', () => {
  it('round-trips a generated paper and refuses stale or tampered data', () => {
    const storage = memoryStorage();
    expect(handOverGeneratedPaper(generated, 'EduPaper', storage)).toBe(true);
    expect(readGeneratedPaper(storage)).toMatchObject({ result: generated, returnRoute: 'EduPaper' });
    storage.setItem(GENERATOR_HANDOVER_KEY, JSON.stringify({ result: { paper: {} }, returnRoute: 'EduPaper' }));
    expect(readGeneratedPaper(storage)).toBeNull();
    storage.setItem(GENERATOR_HANDOVER_KEY, '{not json');
    expect(readGeneratedPaper(storage)).toBeNull();
    clearGeneratedPaper(storage);
    expect(storage.getItem(GENERATOR_HANDOVER_KEY)).toBeNull();
  });
});

describe('EduPaper: generate by rules', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('sends the rules, shows the shortfall, then hands the draft to GeneratorPreview', async () => {
    const user = userEvent.setup();
    const { services, calls } = signedInServices('edu_teacher', {
      listPapers: () => page([]),
      generatePaper: () => generated,
    });
    const { router } = renderApp(services, '/edu/paper');
    await user.click(await screen.findByRole('button', { name: '按规则组卷' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '按规则组卷' });
    await user.click(within(dialog).getByRole('button', { name: '生成并预览' }));
    expect(await within(dialog).findByText('请填写标题')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写大题名称')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/exam/paper/generate')).toBe(false);

    await user.type(within(dialog).getByLabelText('试卷标题'), '期中测验（自动组卷）');
    await user.clear(within(dialog).getByLabelText('考试时长'));
    await user.type(within(dialog).getByLabelText('考试时长'), '90');
    await user.selectOptions(within(dialog).getByLabelText('题目来源'), 'college');
    await user.type(within(dialog).getByLabelText('随机种子'), '7');
    await user.type(within(dialog).getByLabelText('第 1 条规则的大题名称'), '一、单选题');
    await user.click(within(dialog).getByRole('button', { name: '添加规则' }));
    await user.type(within(dialog).getByLabelText('第 2 条规则的大题名称'), '二、判断题');
    await user.selectOptions(within(dialog).getByLabelText('第 2 条规则的题型'), 'judge');
    await user.clear(within(dialog).getByLabelText('第 2 条规则的题数'));
    await user.type(within(dialog).getByLabelText('第 2 条规则的题数'), '3');
    await user.clear(within(dialog).getByLabelText('第 2 条规则的最高难度'));
    await user.type(within(dialog).getByLabelText('第 2 条规则的最高难度'), '2');
    await user.type(within(dialog).getByLabelText('第 2 条规则的知识点'), '久期，债券');
    expect(within(dialog).getByText('共需 8 道题，总分 16 分')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '生成并预览' }));

    await waitFor(() => expect(calls.find((call) => call.url === '/api/exam/paper/generate')?.data).toEqual({
      title: '期中测验（自动组卷）',
      duration_minutes: 90,
      source: 'college',
      seed: 7,
      rules: [
        { section_title: '一、单选题', type: 'single', count: 5, difficulty_min: 1, difficulty_max: 5, knowledge_points: [], score_each: 2 },
        { section_title: '二、判断题', type: 'judge', count: 3, difficulty_min: 1, difficulty_max: 2, knowledge_points: ['久期', '债券'], score_each: 2 },
      ],
    }));
    const shortfall = await within(dialog).findByRole('table', { name: '题目不足的规则' }, { timeout: 5000 });
    expect(within(shortfall).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '二、判断题', '3', '1', '难度 1–2 的判断题只有 1 道']);

    await user.click(within(dialog).getByRole('button', { name: '仍然预览' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/generator/preview'), { timeout: 5000 });
    expect(readGeneratedPaper()?.result.paper.title).toBe('期中测验（自动组卷）');
    expect(await screen.findByRole('heading', { name: '期中测验（自动组卷）' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('GeneratorPreview', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows an empty state when nothing was handed over', async () => {
    const { services } = signedInServices('edu_teacher', {});
    renderApp(services, '/generator/preview');
    expect(await screen.findByText('没有待预览的组卷结果', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前往试卷管理' })).toBeInTheDocument();
  });

  it('renders the draft as students see it, toggles keys, and saves it as a paper', async () => {
    const user = userEvent.setup();
    handOverGeneratedPaper(generated, 'EduPaper');
    const { services, calls } = signedInServices('edu_teacher', {
      createPaper: () => ({ ...generated.paper, id: 9, edu_id: 1, bank: 'college', total_score: 6, question_count: 2, author_name: null, created_at: '', updated_at: '', sections: generated.sections }),
      listPapers: () => page([]),
    });
    const { router } = renderApp(services, '/generator/preview');
    expect(await screen.findByRole('heading', { name: '期中测验（自动组卷）' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('共 2 题 · 总分 6 分 · 时长 90 分钟')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: '部分规则题目不足' })).toBeInTheDocument();
    const single = screen.getByRole('region', { name: '一、单选题' });
    expect(within(single).getByText('共 1 题，4 分')).toBeInTheDocument();
    expect(screen.queryByText('票面利率越高，久期越短。')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '显示答案与解析' }));
    expect(await screen.findByText('票面利率越高，久期越短。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存为试卷' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.url === '/api/exam/paper')?.data).toEqual(generated.paper));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/edu/paper'), { timeout: 5000 });
    expect(readGeneratedPaper()).toBeNull();
  });
});

describe('GeneratorPreview: back to edit', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('opens the handed-over draft in the paper builder, and saving it creates the paper', async () => {
    const user = userEvent.setup();
    handOverGeneratedPaper(generated, 'EduPaper');
    const { services, calls } = signedInServices('edu_teacher', {
      listPapers: () => page([]),
      createPaper: () => ({ ...generated.paper, id: 9, edu_id: 1, bank: 'college', total_score: 6, question_count: 2, author_name: null, created_at: '', updated_at: '', sections: generated.sections }),
    });
    const { router } = renderApp(services, '/generator/preview');
    await user.click(await screen.findByRole('button', { name: '返回编辑' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '新建试卷' }, { timeout: 10_000 });
    expect(router.state.location.search).toBe('');
    expect(within(dialog).getByRole('textbox', { name: '试卷名称' })).toHaveValue('期中测验（自动组卷）');
    expect(within(dialog).getByText(/CAPM 中衡量系统性风险/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存试卷' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.url === '/api/exam/paper')?.data).toEqual(generated.paper), { timeout: 5000 });
    await waitFor(() => expect(readGeneratedPaper()).toBeNull());
  });
});

describe('PaperPreview', () => {
  it('shows the paper as a student sees it, grouped by section, with a print button', async () => {
    const preview: PaperPreview = {
      id: 4,
      edu_id: 1,
      bank: 'college',
      title: '金融学基础 期中测验',
      description: '闭卷',
      duration_minutes: 90,
      total_score: 7,
      question_count: 2,
      author_name: null,
      created_at: '',
      updated_at: '',
      questions: [
        { question_id: 11, order: 1, section_title: '一、单选题', type: 'single', stem: 'CAPM 中衡量系统性风险的是？', score: 5, content: { type: 'single', options: [{ key: 'A', text: 'β 系数' }, { key: 'B', text: '标准差' }] } },
        { question_id: 12, order: 2, section_title: '二、判断题', type: 'judge', stem: '票面利率越高，久期越长。', score: 2, content: { type: 'judge' } },
      ],
    };
    const { services } = signedInServices('edu_teacher', { 'previewPaper(4)': () => preview });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp(services, '/paper/preview?id=4');
    expect(await screen.findByRole('heading', { name: '金融学基础 期中测验' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('共 2 题 · 总分 7 分 · 时长 90 分钟')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '一、单选题' })).getByText('β 系数')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '二、判断题' })).getByText('共 1 题，2 分')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打印试卷' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('opens the print dialog once the paper has loaded when asked to print', async () => {
    const preview: PaperPreview = { id: 5, edu_id: null, bank: 'platform', title: '平台样卷', description: '', duration_minutes: 30, total_score: 2, question_count: 1, author_name: null, created_at: '', updated_at: '', questions: [{ question_id: 12, order: 1, section_title: '判断题', type: 'judge', stem: '久期越长，利率风险越大。', score: 2, content: { type: 'judge' } }] };
    let answered = false;
    const { services } = signedInServices('edu_teacher', {
      'previewPaper(5)': () => {
        answered = true;
        return preview;
      },
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      expect(answered).toBe(true);
    });
    renderApp(services, '/paper/preview?id=5&print=1');
    expect(await screen.findByRole('heading', { name: '平台样卷' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    print.mockRestore();
  });

  it('asks for a paper when the id is missing', async () => {
    const { services } = signedInServices('edu_teacher', {});
    renderApp(services, '/paper/preview');
    expect(await screen.findByText('缺少试卷编号', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
