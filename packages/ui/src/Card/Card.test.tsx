import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with extra actions', async () => {
    const { container } = render(
      <Card title="班级概况" extra={<button type="button">导出</button>}>
        <p>内容</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: '班级概况' });
    expect(region).toContainElement(screen.getByRole('button', { name: '导出' }));
    expect(screen.getByRole('heading', { level: 2, name: '班级概况' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders without a header when there is no title', () => {
    render(<Card data-testid="card">内容</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveAttribute('data-padding', 'normal');
  });
});
