import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('says the state in words and exposes tone and appearance as data attributes', async () => {
    const { container } = render(
      <p>
        <StatusBadge tone="success">启用</StatusBadge>
        <StatusBadge appearance="tag">已结束</StatusBadge>
      </p>,
    );
    expect(screen.getByText('启用')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('启用')).toHaveAttribute('data-appearance', 'dot');
    expect(screen.getByText('已结束')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByText('已结束')).toHaveAttribute('data-appearance', 'tag');
    expect(await axe(container)).toHaveNoViolations();
  });
});
