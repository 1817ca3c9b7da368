import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { SubmissionPanel, type SubmissionPanelProps } from './SubmissionPanel';
import { SESSION_END, fakeUploader, limits, submissionRows } from './SubmissionPanel.fixtures';
import { submissionPanelLabelsEnUS } from './submissionPanelLabels';

const history = submissionRows(9);

const setup = (props: Partial<SubmissionPanelProps> = {}) =>
  render(
    <SubmissionPanel
      uploader={fakeUploader(1)}
      submissions={history}
      limits={limits()}
      finalsLimit={2}
      metric="auc"
      direction="max"
      idColumn="id"
      targetColumn="default_prob"
      endsAt={SESSION_END}
      {...props}
    />,
  );

describe('SubmissionPanel', () => {
  it('shows the limits left today, when they reset (midnight Asia/Shanghai) and in total', async () => {
    const { container } = setup();
    expect(screen.getByText('剩余 3 / 5 次')).toBeInTheDocument();
    expect(screen.getByText('每日 0 点重置，下次：2026-05-04 00:00（Asia/Shanghai）')).toBeInTheDocument();
    expect(screen.getByText('剩余 36 / 50 次')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传预测结果' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  }, 20_000);

  it('turns the day by the server time in Shanghai, not the browser: 23:59 there resets a minute later', () => {
    const { rerender } = setup({ limits: limits({ server_now: '2026-05-03T15:59:00Z' }) });
    expect(screen.getByText('每日 0 点重置，下次：2026-05-04 00:00（Asia/Shanghai）')).toBeInTheDocument();
    rerender(<SubmissionPanel uploader={fakeUploader(1)} submissions={history} limits={limits({ server_now: '2026-05-03T16:01:00Z' })} finalsLimit={2} metric="auc" direction="max" idColumn="id" targetColumn="y" />);
    expect(screen.getByText('每日 0 点重置，下次：2026-05-05 00:00（Asia/Shanghai）')).toBeInTheDocument();
  });

  it('disables the upload when the daily limit is reached and says when it resets', () => {
    setup({ limits: limits({ daily_used: 5 }) });
    expect(screen.getByRole('button', { name: '上传预测结果' })).toBeDisabled();
    expect(screen.getByLabelText('上传预测结果', { selector: 'input' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('今日提交次数已用完，2026-05-04 00:00（Asia/Shanghai）后可再次提交。');
  });

  it('disables the upload when the total limit is reached', () => {
    setup({ limits: limits({ total_used: 50 }) });
    expect(screen.getByRole('button', { name: '上传预测结果' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('本场提交次数已全部用完。');
  });

  it('uploads a predictions CSV through the Uploader', async () => {
    const onUploaded = jest.fn();
    setup({ onUploaded });
    const file = new File(['id,default_prob\n1,0.5\n'], 'predictions.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('上传预测结果', { selector: 'input' }), file);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ url: 'local://competition/11/predictions.csv', filename: 'predictions.csv' }));
  });

  it('lists the history: numbered, with status, the row-numbered error and the public score', () => {
    setup();
    const table = screen.getByRole('table', { name: '提交记录' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(10);
    const invalid = rows.find((row) => row.getAttribute('data-status') === 'invalid') as HTMLElement;
    expect(invalid).toHaveTextContent('文件无效');
    expect(invalid).toHaveTextContent('第 123 行：id「100039」在测试集中不存在');
    const scored = rows.find((row) => row.getAttribute('data-status') === 'scored') as HTMLElement;
    expect(scored.querySelector('td[data-col="score"]')?.textContent).toMatch(/^0\.\d{5}$/);
    expect(within(table).getByRole('columnheader', { name: '提交时间（Asia/Shanghai）' })).toBeInTheDocument();
    // Only scored submissions can be finals.
    expect(within(invalid).queryByRole('checkbox')).toBeNull();
  });

  it('chooses finals, and refuses more than allowed', async () => {
    const onFinalsChange = jest.fn();
    setup({ onFinalsChange, submissions: history.map((row) => (row.id === 507 || row.id === 508 ? { ...row, selected: true } : row)) });
    expect(screen.getByText('最终提交：已选 2 / 2 个')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '将第 6 次提交选为最终提交' }));
    expect(onFinalsChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('最多只能选择 2 个最终提交，请先取消一个。');
    // Clearing one is fine, and the refusal goes.
    await userEvent.click(screen.getByRole('checkbox', { name: '将第 8 次提交选为最终提交' }));
    expect(onFinalsChange).toHaveBeenCalledWith([507]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('locks upload and finals once the session has ended', () => {
    setup({ ended: true });
    expect(screen.getByRole('button', { name: '上传预测结果' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('本场已于 2026-05-10 18:00（Asia/Shanghai）结束');
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByText('本场已结束，最终提交已锁定。')).toBeInTheDocument();
  });

  it('shows the sample format with the session\'s columns', () => {
    setup();
    expect(screen.getByText(/共两列：id（测试集中的每个 ID 各一行）和 default_prob/)).toBeInTheDocument();
    expect(screen.getByText(/^id,default_prob/)).toBeInTheDocument();
  });

  it('has empty, loading and error states for the history', async () => {
    const onRetry = jest.fn();
    const { rerender } = setup({ submissions: [] });
    expect(screen.getByText('还没有提交')).toBeInTheDocument();
    rerender(<SubmissionPanel uploader={fakeUploader(1)} submissions={[]} limits={limits()} finalsLimit={2} metric="auc" direction="max" idColumn="id" targetColumn="y" state="loading" />);
    expect(screen.getByText('正在加载提交记录…')).toBeInTheDocument();
    rerender(<SubmissionPanel uploader={fakeUploader(1)} submissions={[]} limits={limits()} finalsLimit={2} metric="auc" direction="max" idColumn="id" targetColumn="y" state="error" error="网络错误" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('提交记录加载失败网络错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('follows the labels the app passes (en-US)', () => {
    render(
      <ThemeProvider locale="en-US">
        <SubmissionPanel uploader={fakeUploader(1)} submissions={history} limits={limits({ daily_used: 5 })} finalsLimit={2} metric="auc" direction="max" idColumn="id" targetColumn="default_prob" labels={submissionPanelLabelsEnUS} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No submissions left today. You can submit again after 2026-05-04 00:00 (Asia/Shanghai).');
    expect(screen.getByRole('button', { name: 'Upload predictions' })).toBeDisabled();
  });
});
