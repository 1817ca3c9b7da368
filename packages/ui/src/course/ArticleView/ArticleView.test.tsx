import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ArticleView } from './ArticleView';
import { ARTICLE_HTML } from './ArticleView.fixtures';

describe('ArticleView', () => {
  it('shows title, meta, summary and sanitized content', async () => {
    const { container } = render(
      <ArticleView title="量化投资工作坊通知" content={ARTICLE_HTML} summary="面向全体学生" publishedAt="2026-11-20 09:00" author="教务处" pinned />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '量化投资工作坊通知' })).toBeInTheDocument();
    expect(screen.getByText('置顶')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 09:00').tagName).toBe('TIME');
    expect(screen.getByText('作者：教务处')).toBeInTheDocument();
    expect(screen.getByText('面向全体学生')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '学院举办量化投资工作坊' })).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onclick], [style]')).toBeNull();
    expect(screen.getByRole('link', { name: '活动页面' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('恶意链接')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders markdown articles and marks drafts', () => {
    render(<ArticleView title="草稿" content={'## 小标题\n\n正文 **加粗**'} format="markdown" draft labels={{ draft: 'Draft' }} />);
    expect(screen.getByRole('heading', { level: 2, name: '小标题' })).toBeInTheDocument();
    expect(screen.getByText('加粗').tagName).toBe('STRONG');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByText('置顶')).not.toBeInTheDocument();
  });
});
