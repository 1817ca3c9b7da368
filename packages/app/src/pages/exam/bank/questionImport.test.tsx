import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionImportPreview as ImportPreview, QuestionImportReport as ImportReport } from '@finedu/domain';
import { envelope } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { bankHandlers, signedInServices } from './bankFixtures';

jest.setTimeout(30_000);

const WITH_ERRORS: ImportPreview = {
  items: [
    { item: 1, line: 1, type: 'single', title: 'CAPM', stem: '资本资产定价模型中，衡量系统性风险的指标是', errors: [] },
    { item: 2, line: 4, type: 'judge', title: '久期', stem: '', errors: ['判断题答案只能是 T 或 F'] },
    { item: 3, line: 7, type: null, title: '', errors: ['缺少题干', '没有正确答案（=）'], stem: '' },
  ],
  totals: [{ type: 'single', count: 1 }],
  error_count: 2,
};
const CLEAN: ImportPreview = {
  items: [
    { item: 1, line: 1, type: 'single', title: 'CAPM', stem: '资本资产定价模型中，衡量系统性风险的指标是', errors: [] },
    { item: 2, line: 4, type: 'judge', title: '久期', stem: '票面利率越高，债券久期越长。', errors: [] },
    { item: 3, line: 7, type: 'numeric', title: 'NPV', stem: '项目的 NPV 为多少？', errors: [] },
  ],
  totals: [
    { type: 'single', count: 1 },
    { type: 'judge', count: 1 },
    { type: 'numeric', count: 1 },
  ],
  error_count: 0,
};
const IMPORTED: ImportReport = { imported: 3, ids: [21, 22, 23], totals: CLEAN.totals, failed: [], message: null };

const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function openImport(role: 'sys_admin' | 'edu_teacher', handlers: Parameters<typeof bankHandlers>[1], locale?: 'en-US') {
  const user = userEvent.setup();
  const { services, calls } = signedInServices(role, bankHandlers([], handlers));
  renderApp(services, role === 'sys_admin' ? '/admin/question' : '/edu/question', locale);
  await user.click(await screen.findByRole('button', { name: locale ? 'Import' : '导入' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: locale ? 'Import questions' : '导入题目' });
  return { user, dialog, calls };
}

describe('importing questions: preview, then all or nothing', () => {
  it('previews the chosen file row by row, allows the import only without errors, then shows what came in', async () => {
    const previews: unknown[] = [];
    let imports: unknown;
    const answers = [WITH_ERRORS, CLEAN];
    const { user, dialog, calls } = await openImport('sys_admin', {
      previewQuestionImport: (config) => {
        previews.push({ query: config.params, type: config.headers['Content-Type'] });
        return answers.shift()!;
      },
      importQuestions: (config) => {
        imports = config.params;
        return IMPORTED;
      },
    });
    await user.click(within(dialog).getByRole('radio', { name: 'GIFT' }));
    expect(within(dialog).getByTestId('import-help')).toHaveTextContent('::标题:: 题干 {=正确答案 ~错误选项}');
    const importButton = within(dialog).getByRole('button', { name: '导入' });
    expect(importButton).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '预览' }));
    expect(await within(dialog).findByText('请选择要导入的文件')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: '分类' }), '3');
    await user.upload(within(dialog).getByLabelText('选择文件'), new File(['::Q:: 2+2=4 {T}'], 'bank.gift', { type: 'text/plain' }));
    const table = await within(dialog).findByRole('table', { name: '文件中的题目' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('共 3 道题，其中 2 道有错误。「全部或全不」时有错误就不导入任何题目：请修改文件后重新选择，或选择「只导入有效的」。');
    expect(within(dialog).getByRole('radio', { name: '全部或全不' })).toBeChecked();
    expect(cells(table)).toEqual([
      ['1', '1', '单选题', '资本资产定价模型中，衡量系统性风险的指标是', '可导入'],
      ['2', '4', '判断题', '久期', '判断题答案只能是 T 或 F'],
      ['3', '7', '—', '—', '缺少题干没有正确答案（=）'],
    ]);
    expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
    expect(previews[0]).toEqual({ query: { format: 'gift', category_id: 3 }, type: 'application/octet-stream' });

    // The mended file: no error, every type counted, and the import is allowed.
    await user.upload(within(dialog).getByLabelText('选择文件'), new File(['::Q:: 2+2=4 {T}'], 'mended.gift', { type: 'text/plain' }));
    expect(await within(dialog).findByText('共 3 道题，均可导入：单选题 1 道、判断题 1 道、数值题 1 道')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '导入 3 道题' }));
    expect(await within(dialog).findByText('成功导入 3 道题：单选题 1 道、判断题 1 道、数值题 1 道')).toBeInTheDocument();
    // The toast says the same, its arguments filled in (not "{imported}" / "{types}").
    expect(await screen.findAllByText('成功导入 3 道题：单选题 1 道、判断题 1 道、数值题 1 道')).toHaveLength(2);
    expect(screen.queryByText(/\{(imported|types)\}/)).toBeNull();
    expect(imports).toEqual({ format: 'gift', category_id: 3 });
    expect(within(dialog).getByRole('button', { name: '导入 3 道题' })).toBeDisabled();
    expect(calls.filter((call) => call.url === '/api/exam/question/import')).toHaveLength(1);
    // The list reloads with the new questions.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url === '/api/exam/question').length).toBeGreaterThan(1));
  });

  it('a file with valid and refused items: the teacher may import only the valid ones, and sees what was refused', async () => {
    let imports: unknown;
    const partly: ImportReport = {
      imported: 1,
      ids: [31],
      totals: [{ type: 'single', count: 1 }],
      failed: [
        { item: 2, line: 4, title: '久期', reason: '判断题答案只能是 T 或 F' },
        { item: 3, line: 7, title: '', reason: '缺少题干' },
      ],
      message: '导入了 1 道题；2 道题有错误，没有导入',
    };
    const { user, dialog } = await openImport('edu_teacher', {
      previewQuestionImport: () => WITH_ERRORS,
      importQuestions: (config) => {
        imports = config.params;
        return partly;
      },
    });
    await user.upload(within(dialog).getByLabelText('选择文件'), new File(['x'], 'bank.xlsx'));
    await within(dialog).findByRole('table', { name: '文件中的题目' });
    const group = within(dialog).getByRole('radiogroup', { name: '导入方式' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['全部或全不', '只导入有效的（1 道）']);
    expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: '只导入有效的（1 道）' }));
    await user.click(within(dialog).getByRole('button', { name: '导入 1 道题' }));
    expect(await within(dialog).findByText('导入了 1 道题；2 道题有错误，没有导入')).toBeInTheDocument();
    expect(imports).toEqual({ format: 'xlsx', mode: 'valid' });
    expect(cells(within(dialog).getByRole('table', { name: '未能导入的题目' }))).toEqual([
      ['2', '4', '久期', '判断题答案只能是 T 或 F'],
      ['3', '7', '—', '缺少题干'],
    ]);
    expect(await screen.findByText('成功导入 1 道题：单选题 1 道')).toBeInTheDocument();
  });

  it('a Word document: its hint and accepted files; an unreadable file is an error to retry, a file without questions is empty', async () => {
    const answers = [envelope(null, 0, '文件不是有效的 Word 文档（.docx）'), { items: [], totals: [], error_count: 0 } satisfies ImportPreview];
    let query: unknown;
    const { user, dialog } = await openImport('edu_teacher', {
      previewQuestionImport: (config) => {
        query = config.params;
        return answers.shift()!;
      },
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Word 文档 (.docx)' }));
    const help = within(dialog).getByTestId('import-help');
    expect(help).toHaveTextContent('「一、单项选择题（每题2分）」「二、多选题」「三、判断题」「四、填空题」「五、简答题」「六、论述题」「七、计算题」「八、案例分析题」「九、综合探究题」等标题决定题型和分值');
    expect(help).toHaveTextContent('「计算题」「数值题」按数值题导入');
    expect(within(help).queryByRole('button')).toBeNull();
    const input = within(dialog).getByLabelText('选择文件');
    expect(input).toHaveAttribute('accept', '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    await user.upload(input, new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '期末题库.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(await within(dialog).findByText('文件不是有效的 Word 文档（.docx）')).toBeInTheDocument();
    expect(query).toEqual({ format: 'docx' });
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('文件中没有找到试题')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
  });

  it('shows why when the server refuses the preview for lack of permission', async () => {
    const { user, dialog } = await openImport('edu_teacher', { previewQuestionImport: () => envelope(null, 0, '权限不足') });
    await user.upload(within(dialog).getByLabelText('选择文件'), new File(['x'], 'bank.xlsx'));
    expect(await within(dialog).findByText('无权访问')).toBeInTheDocument();
    expect(within(dialog).getByText('权限不足')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
  });

  it('reports a refused import (the file changed since its preview) with every bad item, in English too', async () => {
    const refused: ImportReport = {
      imported: 0,
      ids: [],
      totals: [],
      failed: [{ item: 2, line: 4, title: 'Duration', reason: 'True/false answer must be T or F' }],
      message: '1 item has errors; nothing was imported. Fix them and import again',
    };
    const { user, dialog } = await openImport(
      'sys_admin',
      { previewQuestionImport: () => CLEAN, importQuestions: () => refused },
      'en-US',
    );
    await user.upload(within(dialog).getByLabelText('File'), new File(['x'], 'bank.xlsx'));
    expect(await within(dialog).findByText('3 questions, all ready to import: Single choice: 1, True / false: 1, Numeric: 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Questions in the file' })).toHaveTextContent('Ready');
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 questions' }));
    expect(await within(dialog).findByText('1 item has errors; nothing was imported. Fix them and import again')).toBeInTheDocument();
    expect(cells(within(dialog).getByRole('table', { name: 'Questions not imported' }))).toEqual([['2', '4', 'Duration', 'True/false answer must be T or F']]);
  });
});
