import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ResourcePreview } from './ResourcePreview';
import { MARKDOWN_TEXT, NOTEBOOK_IPYNB } from './ResourcePreview.fixtures';
import { parseIpynb } from './ipynb';

const url = 'https://oss.example.edu.cn/media/1/file';

describe('ResourcePreview', () => {
  it('shows a PDF in the browser viewer with open and download links', async () => {
    const { container } = render(<ResourcePreview kind="pdf" url={`${url}.pdf`} title="教学大纲" filename="教学大纲.pdf" size={2048} />);
    const frame = screen.getByTitle('教学大纲');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${url}.pdf`);
    expect(screen.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '下载' })).toHaveAttribute('download', '教学大纲.pdf');
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows images and videos natively and a download card for other files', () => {
    const { rerender } = render(<ResourcePreview kind="image" url={`${url}.png`} title="收益率曲线" />);
    expect(screen.getByRole('img', { name: '收益率曲线' })).toHaveAttribute('src', `${url}.png`);
    rerender(<ResourcePreview kind="video" url={`${url}.mp4`} title="第一讲" />);
    expect(screen.getByLabelText('第一讲').tagName).toBe('VIDEO');
    rerender(<ResourcePreview kind="other" url={`${url}.xlsx`} title="数据集" filename="数据集.xlsx" labels={{ unsupportedTitle: 'No preview' }} />);
    expect(screen.getByText('No preview')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载' })).toHaveAttribute('href', `${url}.xlsx`);
  });

  it('renders markdown with formulas and strips script', async () => {
    const { container } = render(<ResourcePreview kind="markdown" url={`${url}.md`} title="说明" text={MARKDOWN_TEXT} />);
    expect(screen.getByRole('heading', { name: '课程说明' })).toBeInTheDocument();
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows loading, then an error with retry, for text kinds', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<ResourcePreview kind="markdown" url={`${url}.md`} title="说明" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载预览…');
    rerender(<ResourcePreview kind="markdown" url={`${url}.md`} title="说明" textError="文件读取失败" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('文件读取失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('renders a notebook read-only: markdown, code, stream, html and error outputs', async () => {
    const { container } = render(<ResourcePreview kind="notebook" url={`${url}.ipynb`} title="收益率" text={NOTEBOOK_IPYNB} />);
    expect(screen.getByRole('heading', { name: '收益率计算' })).toBeInTheDocument();
    const first = screen.getByRole('region', { name: '代码单元 1' });
    expect(first).toHaveTextContent('print(round(math.log(105/100), 4))');
    expect(within(first).getByRole('group', { name: '输出' })).toHaveTextContent('0.0488');
    expect(within(screen.getByRole('region', { name: '代码单元 2' })).getByRole('table')).toHaveTextContent('105');
    expect(screen.getByRole('region', { name: '代码单元 3' })).toHaveTextContent('ZeroDivisionError: division by zero');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when a notebook file is not valid', () => {
    render(<ResourcePreview kind="notebook" url={`${url}.ipynb`} title="坏文件" text="{not json" />);
    expect(screen.getByRole('alert')).toHaveTextContent('笔记本文件格式不正确');
    expect(parseIpynb('{"cells": "x"}')).toBeNull();
    expect(parseIpynb('{"cells": [{"cell_type": "raw", "source": ["a", "b"]}]}')).toEqual([{ type: 'raw', source: 'ab' }]);
  });
});
