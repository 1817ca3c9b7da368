import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the page heading with its actions', async () => {
    const { container } = render(
      <PageHeader title="题库管理" description="共 3 个题库" extra={<button type="button">新建题库</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '题库管理' })).toBeInTheDocument();
    expect(screen.getByText('共 3 个题库')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建题库' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
