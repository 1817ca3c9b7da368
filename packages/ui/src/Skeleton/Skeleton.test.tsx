import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('renders the asked number of placeholders, hidden from assistive technology', async () => {
    const { container } = render(<Skeleton data-testid="sk" lines={4} />);
    const root = screen.getByTestId('sk');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.children).toHaveLength(4);
    expect(await axe(container)).toHaveNoViolations();
  });
});
