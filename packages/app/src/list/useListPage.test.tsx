import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { Paged } from '@finedu/domain';
import { Button, ListPage, ToastProvider } from '@finedu/ui';
import type { Locale } from '@finedu/ui';
import { LocaleProvider } from '../i18n/LocaleContext';
import { useListPage, type ListConfirmOptions } from './useListPage';

// The app's test setup has no axe matcher (only the ui package's does).
expect.extend(toHaveNoViolations);

interface Paper {
  id: number;
  title: string;
}

const papers: Paper[] = [
  { id: 3, title: '期中试卷' },
  { id: 4, title: '期末试卷' },
];

const paged = (list: Paper[], total = list.length): Paged<Paper> => ({ list, total, page: 1, page_size: 20 });

interface PapersProps {
  load: (query: { keyword?: string; page: number; page_size: number }) => Promise<Paged<Paper>>;
  confirm?: Partial<ListConfirmOptions<Paper>>;
  onSaved?: () => void;
}

/** A list page wired with the hook, as the app's pages are. */
function Papers({ load, confirm }: PapersProps) {
  const page = useListPage<{ keyword?: string }, Paper>({
    load: (query) => load(query),
    empty: { emptyTitle: '还没有试卷' },
    noMatch: { emptyTitle: '没有匹配的试卷' },
    confirm: { run: () => Promise.resolve(), doneMessage: '试卷已删除', title: '删除试卷', description: (row) => `确定删除「${row.title}」？`, ...confirm },
    saved: { created: '试卷已创建', updated: '试卷已保存' },
  });
  return (
    <ListPage<Paper>
      {...page.props}
      title="试卷管理"
      actions={<Button onClick={() => page.form.open(null)}>新建试卷</Button>}
      search={{ placeholder: '搜索试卷', onSearch: (keyword) => page.setFilters({ keyword }) }}
      table={{
        ...page.table,
        'aria-label': '试卷',
        columns: [{ key: 'title', title: '名称' }],
        rowActions: (row) => (
          <>
            <Button size="small" variant="link" onClick={() => page.form.open(row)}>
              编辑 {row.title}
            </Button>
            <Button size="small" variant="link" onClick={() => page.ask(row)}>
              删除 {row.title}
            </Button>
          </>
        ),
      }}
    >
      {page.form.value !== undefined && (
        <div role="dialog" aria-label="试卷表单">
          <Button onClick={page.form.saved}>保存表单</Button>
        </div>
      )}
    </ListPage>
  );
}

const renderPapers = (props: Partial<PapersProps> = {}, locale: Locale = 'zh-CN') => {
  const load = props.load ?? jest.fn().mockResolvedValue(paged(papers));
  const view = render(
    <LocaleProvider initialLocale={locale}>
      <ToastProvider>
        {/* The app's layout puts every page in its main landmark. */}
        <main>
          <Papers {...props} load={load} />
        </main>
      </ToastProvider>
    </LocaleProvider>,
  );
  return { ...view, load };
};

const askAndConfirm = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '删除 期中试卷' }));
  const dialog = screen.getByRole('dialog', { name: '删除试卷' });
  expect(dialog).toHaveTextContent('确定删除「期中试卷」？');
  await user.click(within(dialog).getByRole('button', { name: '删除' }));
  return dialog;
};

describe('useListPage with ListPage', () => {
  it('loads the first page, then searches from page 1 with the keyword', async () => {
    const user = userEvent.setup();
    const { load } = renderPapers();
    expect(await screen.findByRole('cell', { name: '期中试卷' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ page: 1, page_size: 20 });
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '期末{Enter}');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ keyword: '期末', page: 1, page_size: 20 }));
  });

  it('says "no match" while filtered and "nothing yet" while not', async () => {
    const user = userEvent.setup();
    renderPapers({ load: jest.fn().mockResolvedValue(paged([])) });
    expect(await screen.findByText('还没有试卷')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '期末{Enter}');
    expect(await screen.findByText('没有匹配的试卷')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    const user = userEvent.setup();
    const load = jest.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(paged(papers));
    renderPapers({ load });
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('cell', { name: '期中试卷' })).toBeInTheDocument();
  });

  it('speaks the user language in the table and the search', async () => {
    renderPapers({}, 'en-US');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('runs the confirmed action on the asked row, toasts, reloads and closes', async () => {
    const run = jest.fn().mockResolvedValue(undefined);
    const { load } = renderPapers({ confirm: { run } });
    await askAndConfirm();
    expect(run).toHaveBeenCalledWith(papers[0]);
    expect(await screen.findByRole('status')).toHaveTextContent('试卷已删除');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels without running anything', async () => {
    const user = userEvent.setup();
    const run = jest.fn();
    renderPapers({ confirm: { run } });
    await user.click(await screen.findByRole('button', { name: '删除 期中试卷' }));
    await user.click(within(screen.getByRole('dialog', { name: '删除试卷' })).getByRole('button', { name: '取消' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toasts a refusal and closes (failure: toast)', async () => {
    const { load } = renderPapers({ confirm: { run: jest.fn().mockRejectedValue(new Error('试卷已被考试使用')) } });
    await askAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('试卷已被考试使用');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal inside the dialog and keeps it open (failure: inline)', async () => {
    const { load } = renderPapers({ confirm: { run: jest.fn().mockRejectedValue(new Error('被考试「期中」使用')), failure: 'inline' } });
    const dialog = await askAndConfirm();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('被考试「期中」使用');
    expect(screen.getByRole('dialog', { name: '删除试卷' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open when the transport reported the refusal (failure: transport)', async () => {
    renderPapers({ confirm: { run: jest.fn().mockRejectedValue(new Error('refused')), failure: 'transport' } });
    const dialog = await askAndConfirm();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '删除' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: '删除试卷' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the form to create or edit, and after a save toasts which, closes it and reloads', async () => {
    const user = userEvent.setup();
    const { load } = renderPapers();
    await user.click(await screen.findByRole('button', { name: '新建试卷' }));
    await user.click(within(screen.getByRole('dialog', { name: '试卷表单' })).getByRole('button', { name: '保存表单' }));
    expect(await screen.findByRole('status')).toHaveTextContent('试卷已创建');
    expect(screen.queryByRole('dialog', { name: '试卷表单' })).not.toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: '编辑 期末试卷' }));
    await user.click(screen.getByRole('button', { name: '保存表单' }));
    expect(await screen.findByText('试卷已保存')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup();
    const { baseElement } = renderPapers();
    await user.click(await screen.findByRole('button', { name: '删除 期中试卷' }));
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
