import { MD5_FAILED_MESSAGE, type FileUploader, type UploadedFile, type UploadOptions } from '@finedu/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Uploader } from './Uploader';

interface FakeScript {
  /** Stop (and wait forever, until cancelled) at this percent of the uploading phase. */
  stopUploadingAt?: number;
  /** Stop in the hashing phase at this percent. */
  stopHashingAt?: number;
  /** Reject with this message after hashing a little (e.g. the md5 failure). */
  failWith?: string;
  /** Milliseconds between progress steps. */
  stepMs?: number;
}

/**
 * A story's edge: a FileUploader that drives progress on a timer instead of hashing and sending
 * bytes, and obeys the AbortSignal like the real one.
 */
function fakeUploader({ stopUploadingAt, stopHashingAt, failWith, stepMs = 15 }: FakeScript = {}): FileUploader {
  return {
    upload: fn((file: File, { onProgress, signal }: UploadOptions = {}) => {
      return new Promise<UploadedFile>((resolve, reject) => {
        const steps: (() => boolean)[] = [];
        const report = (phase: 'hashing' | 'uploading', percent: number) => () => {
          onProgress?.({ phase, percent, loaded: Math.round((file.size * percent) / 100), total: file.size });
          return true;
        };
        const stop = () => false;
        for (const percent of [0, 30, 60, 100]) {
          if (stopHashingAt !== undefined && percent > stopHashingAt) break;
          steps.push(report('hashing', percent));
        }
        if (stopHashingAt !== undefined) steps.push(stop);
        if (failWith) {
          steps.splice(2);
          steps.push(() => {
            reject(new Error(failWith));
            return false;
          });
        }
        for (const percent of [0, 20, 40, 60, 80, 100]) {
          if (stopUploadingAt !== undefined && percent > stopUploadingAt) break;
          steps.push(report('uploading', percent));
        }
        if (stopUploadingAt !== undefined) steps.push(stop);
        steps.push(() => {
          resolve({ url: `https://oss.example.edu.cn/media/42/${encodeURIComponent(file.name)}`, filename: file.name });
          return false;
        });

        let timer: ReturnType<typeof setTimeout> | undefined;
        const next = (index: number) => {
          timer = setTimeout(() => {
            const step = steps[index];
            if (step && step()) next(index + 1);
          }, stepMs);
        };
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The upload was cancelled', 'AbortError'));
        });
        next(0);
      });
    }),
  };
}

const dataset = () => new File([new Uint8Array(3 * 1024 * 1024)], '沪深300日线数据.csv', { type: 'text/csv' });

const meta = {
  title: 'Data entry/Uploader',
  component: Uploader,
  args: { uploader: fakeUploader({ stepMs: 300 }), multiple: false, disabled: false, onUploaded: fn(), hint: '支持任意格式，单个文件不超过 2 GB' },
  argTypes: { uploader: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeEnabled();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Hashing: Story = {
  args: { uploader: fakeUploader({ stopHashingAt: 60 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择文件'), dataset());
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60'));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('正在校验文件 60%');
  },
};

export const Uploading: Story = {
  args: { uploader: fakeUploader({ stopUploadingAt: 40 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择文件'), dataset());
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('上传中 40%');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('3.0 MB');
  },
};

export const Done: Story = {
  args: { uploader: fakeUploader() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择文件'), dataset());
    await waitFor(() => expect(canvas.getByRole('listitem')).toHaveTextContent('上传完成'));
    await expect(args.onUploaded).toHaveBeenCalledWith({
      url: `https://oss.example.edu.cn/media/42/${encodeURIComponent('沪深300日线数据.csv')}`,
      filename: '沪深300日线数据.csv',
    });
  },
};

export const Failed: Story = {
  args: { uploader: fakeUploader({ failWith: MD5_FAILED_MESSAGE }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择文件'), dataset());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('文件 md5 生成失败'));
    await userEvent.click(canvas.getByRole('button', { name: '重试 沪深300日线数据.csv' }));
    await expect(args.uploader.upload).toHaveBeenCalledTimes(2);
    // The fake fails again: the row ends in the error state, ready for the visual test.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('文件 md5 生成失败'));
  },
};

export const Cancelled: Story = {
  args: { uploader: fakeUploader({ stopUploadingAt: 20 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择文件'), dataset());
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20'));
    await userEvent.click(canvas.getByRole('button', { name: '取消 沪深300日线数据.csv' }));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('已取消');
    await expect(canvas.getByRole('button', { name: '重试 沪深300日线数据.csv' })).toBeVisible();
  },
};

export const Multiple: Story = {
  args: { uploader: fakeUploader(), multiple: true, accept: '.csv,.xlsx' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择文件'), [
      new File(['a'], '2023 年报.xlsx'),
      new File(['b'], '2024 年报.csv', { type: 'text/csv' }),
    ]);
    await waitFor(() => expect(canvas.getAllByText('上传完成')).toHaveLength(2));
  },
};

export const Disabled: Story = { args: { disabled: true } };
