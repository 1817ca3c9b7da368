import { MD5_FAILED_MESSAGE, type FileUploader, type UploadedFile, type UploadOptions } from '@finedu/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Uploader } from './Uploader';
import { formatFileSize } from './formatFileSize';
import { matchesAccept } from './matchesAccept';

/** An uploader whose every call waits for the test to drive it. */
function controlledUploader() {
  const calls: { file: File; options: UploadOptions; resolve: (file: UploadedFile) => void; reject: (reason: unknown) => void }[] = [];
  const uploader: FileUploader & { upload: jest.Mock } = {
    upload: jest.fn(
      (file: File, options: UploadOptions = {}) =>
        new Promise<UploadedFile>((resolve, reject) => {
          calls.push({ file, options, resolve, reject });
        }),
    ),
  };
  return { uploader, calls };
}

const pdf = () => new File(['x'.repeat(2048)], '教学大纲.pdf', { type: 'application/pdf' });

describe('Uploader', () => {
  it('starts idle with a picker that accepts any single file by default', async () => {
    const { uploader } = controlledUploader();
    const { container } = render(<Uploader uploader={uploader} />);
    expect(screen.getByRole('button', { name: '选择文件' })).toBeInTheDocument();
    const input = screen.getByLabelText('选择文件');
    expect(input).not.toHaveAttribute('accept');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows hashing then upload progress, then done, and reports the stored file', async () => {
    const { uploader, calls } = controlledUploader();
    const onUploaded = jest.fn();
    const { container } = render(<Uploader uploader={uploader} onUploaded={onUploaded} />);
    await userEvent.upload(screen.getByLabelText('选择文件'), pdf());

    const row = within(screen.getByRole('list', { name: '上传列表' })).getByRole('listitem');
    expect(row).toHaveTextContent('教学大纲.pdf');
    expect(row).toHaveTextContent('2.0 KB');
    const call = calls[0]!;
    expect(call.options.signal).toBeInstanceOf(AbortSignal);

    act(() => call.options.onProgress?.({ loaded: 0, total: 2048, percent: 50, phase: 'hashing' }));
    expect(screen.getByRole('progressbar', { name: '教学大纲.pdf 上传进度' })).toHaveAttribute('aria-valuenow', '50');
    expect(row).toHaveTextContent('正在校验文件 50%');
    expect(row).toHaveAttribute('data-state', 'hashing');

    act(() => call.options.onProgress?.({ loaded: 1024, total: 2048, percent: 42, phase: 'uploading' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(row).toHaveTextContent('上传中 42%');
    expect(await axe(container)).toHaveNoViolations();

    await act(async () => call.resolve({ url: 'https://cdn.example/media/1/a.pdf', filename: '教学大纲.pdf' }));
    expect(row).toHaveTextContent('上传完成');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ url: 'https://cdn.example/media/1/a.pdf', filename: '教学大纲.pdf' });
  });

  it('shows the md5 failure message and retries with a new upload call', async () => {
    const { uploader, calls } = controlledUploader();
    render(<Uploader uploader={uploader} />);
    await userEvent.upload(screen.getByLabelText('选择文件'), pdf());
    await act(async () => calls[0]!.reject(new Error(MD5_FAILED_MESSAGE)));

    expect(screen.getByRole('alert')).toHaveTextContent('文件 md5 生成失败');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-state', 'error');
    await userEvent.click(screen.getByRole('button', { name: '重试 教学大纲.pdf' }));
    expect(uploader.upload).toHaveBeenCalledTimes(2);
    expect(calls[1]!.file.name).toBe('教学大纲.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveAttribute('data-state', 'hashing');
  });

  it('cancels through the AbortSignal and can retry afterwards', async () => {
    const { uploader, calls } = controlledUploader();
    render(<Uploader uploader={uploader} />);
    await userEvent.upload(screen.getByLabelText('选择文件'), pdf());
    await userEvent.click(screen.getByRole('button', { name: '取消 教学大纲.pdf' }));

    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(screen.getByRole('listitem')).toHaveTextContent('已取消');
    // A late rejection of the aborted call does not turn the row into an error.
    await act(async () => calls[0]!.reject(new DOMException('aborted', 'AbortError')));
    expect(screen.getByRole('listitem')).toHaveAttribute('data-state', 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: '重试 教学大纲.pdf' }));
    expect(uploader.upload).toHaveBeenCalledTimes(2);
  });

  it('uses the generic message when the failure carries none', async () => {
    const { uploader, calls } = controlledUploader();
    render(<Uploader uploader={uploader} labels={{ unknownError: 'Upload failed' }} />);
    await userEvent.upload(screen.getByLabelText('选择文件'), pdf());
    await act(async () => calls[0]!.reject({}));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
  });

  it('keeps one row per file when multiple, and replaces the file otherwise', async () => {
    const { uploader, calls } = controlledUploader();
    const { rerender } = render(<Uploader uploader={uploader} multiple />);
    const a = new File(['a'], 'a.csv', { type: 'text/csv' });
    const b = new File(['b'], 'b.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('选择文件'), [a, b]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    rerender(<Uploader uploader={uploader} multiple={false} />);
    await userEvent.upload(screen.getByLabelText('选择文件'), new File(['c'], 'c.csv'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(calls[1]!.options.signal?.aborted).toBe(true);
  });

  it('takes dropped files that match accept and reports the others', () => {
    const { uploader } = controlledUploader();
    const onRejected = jest.fn();
    render(<Uploader uploader={uploader} accept=".pdf,image/*" multiple onRejected={onRejected} />);
    const zone = screen.getByRole('button', { name: '选择文件' }).parentElement!;
    const exe = new File(['x'], 'setup.exe');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf(), new File(['p'], 'k.png', { type: 'image/png' }), exe] } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(onRejected).toHaveBeenCalledWith([exe]);
  });
});

describe('formatFileSize / matchesAccept', () => {
  it('formats sizes in binary steps', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50.0 MB');
  });

  it('matches extensions, wildcards and exact types; no accept takes anything', () => {
    expect(matchesAccept({ name: 'A.PDF', type: '' }, '.pdf')).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.zip', type: 'application/zip' }, 'application/pdf')).toBe(false);
    expect(matchesAccept({ name: 'a.bin', type: '' }, undefined)).toBe(true);
  });
});
