import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ProgressBar, clampPercent } from './ProgressBar';

describe('ProgressBar', () => {
  it('announces the rounded percentage under its label and marks the state', async () => {
    const { container } = render(<ProgressBar value={42.6} label="学习进度" />);
    const bar = screen.getByRole('progressbar', { name: '学习进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('value', '43');
    expect(container.firstChild).toHaveAttribute('data-state', 'partial');
    expect(container).toHaveTextContent('43%');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('clamps out-of-range and missing values and can hide the number', () => {
    const { container, rerender } = render(<ProgressBar value={180} label="进度" showValue={false} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(container.firstChild).toHaveAttribute('data-state', 'complete');
    expect(container).not.toHaveTextContent('100%');
    rerender(<ProgressBar value={Number.NaN} label="进度" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(container.firstChild).toHaveAttribute('data-state', 'empty');
    expect(clampPercent(-5)).toBe(0);
  });
});
