import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { key: 'edu', label: '学院', href: '/app/edu' },
  { key: 'course', label: '课程管理', href: '/app/edu/course' },
  { key: 'detail', label: '量化投资' },
];

describe('Breadcrumbs', () => {
  it('links the ancestors and marks the current page', async () => {
    const onNavigate = jest.fn();
    const { container } = render(<Breadcrumbs items={items} onNavigate={onNavigate} />);
    const nav = screen.getByRole('navigation', { name: '面包屑' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByText('量化投资')).toHaveAttribute('aria-current', 'page');
    const link = screen.getByRole('link', { name: '课程管理' });
    expect(link).toHaveAttribute('href', '/app/edu/course');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('course');
    expect(await axe(container)).toHaveNoViolations();
  });
});
