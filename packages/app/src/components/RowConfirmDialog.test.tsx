import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Button, ToastProvider } from '@finedu/ui';
import { LocaleProvider } from '../i18n/LocaleContext';
import { RowConfirmDialog } from './RowConfirmDialog';
import { useRowConfirm, type RowConfirmOptions } from './useRowConfirm';

// The app's test setup has no axe matcher (only the ui package's does).
expect.extend(toHaveNoViolations);

interface Paper {
  id: number;
  title: string;
}

const paper: Paper = { id: 3, title: '期中试卷' };

function PaperRow(options: RowConfirmOptions<Paper>) {
  const deleting = useRowConfirm<Paper>(options);
  return (
    <>
      <Button onClick={() => deleting.ask(paper)}>删除 {paper.title}</Button>
      <RowConfirmDialog confirm={deleting} title="删除试卷" description={(row) => `确定删除「${row.title}」？`} />
    </>
  );
}

const renderRow = (options: Partial<RowConfirmOptions<Paper>> = {}) => {
  const run = options.run ?? jest.fn().mockResolvedValue(undefined);
  const onDone = jest.fn();
  const view = render(
    <LocaleProvider initialLocale="zh-CN">
      <ToastProvider>
        <PaperRow doneMessage="试卷已删除" onDone={onDone} {...options} run={run} />
      </ToastProvider>
    </LocaleProvider>,
  );
  return { ...view, run, onDone };
};

const askAndConfirm = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '删除 期中试卷' }));
  const dialog = screen.getByRole('dialog', { name: '删除试卷' });
  expect(dialog).toHaveTextContent('确定删除「期中试卷」？');
  await user.click(within(dialog).getByRole('button', { name: '删除' }));
  return dialog;
};

describe('RowConfirmDialog with useRowConfirm', () => {
  it('runs the action on the asked row, toasts, reloads and closes', async () => {
    const { run, onDone } = renderRow();
    await askAndConfirm();
    expect(run).toHaveBeenCalledWith(paper);
    expect(await screen.findByRole('status')).toHaveTextContent('试卷已删除');
    expect(onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels without running anything', async () => {
    const user = userEvent.setup();
    const { run } = renderRow();
    await user.click(screen.getByRole('button', { name: '删除 期中试卷' }));
    await user.click(within(screen.getByRole('dialog', { name: '删除试卷' })).getByRole('button', { name: '取消' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toasts a refusal and closes (failure: toast)', async () => {
    const { onDone } = renderRow({ run: jest.fn().mockRejectedValue(new Error('试卷已被考试使用')) });
    await askAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('试卷已被考试使用');
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refusal inside the dialog and keeps it open (failure: inline)', async () => {
    const { onDone } = renderRow({ run: jest.fn().mockRejectedValue(new Error('被考试「期中」使用')), failure: 'inline' });
    const dialog = await askAndConfirm();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('被考试「期中」使用');
    expect(screen.getByRole('dialog', { name: '删除试卷' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps the dialog open when the transport reported the refusal (failure: transport)', async () => {
    const run = jest.fn().mockRejectedValue(new Error('refused'));
    const { onDone } = renderRow({ run, failure: 'transport' });
    const dialog = await askAndConfirm();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '删除' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: '删除试卷' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup();
    const { baseElement } = renderRow();
    await user.click(screen.getByRole('button', { name: '删除 期中试卷' }));
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
