import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { CourseCard } from './CourseCard';

describe('CourseCard', () => {
  it('shows cover, title link, teachers, progress and status', async () => {
    const { container } = render(
      <CourseCard title="公司金融" href="/app/edu/study/3/chapter" cover="https://cdn.example/c.png" teachers={['王老师', '李老师']} progress={25} status="published" />,
    );
    expect(screen.getByRole('link', { name: '公司金融' })).toHaveAttribute('href', '/app/edu/study/3/chapter');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/c.png');
    expect(screen.getByText('授课教师：王老师、李老师')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '公司金融 学习进度' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('已发布')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws a placeholder without cover, no bar without progress, and navigates in-app on a plain click', async () => {
    const onNavigate = jest.fn();
    render(<CourseCard title="投资学" href="/app/edu/course/9" status="draft" onNavigate={onNavigate} labels={{ draft: 'Draft', noTeachers: 'No teacher yet' }} />);
    expect(screen.getByText('暂无封面')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('No teacher yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '投资学' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/edu/course/9');
  });
});
