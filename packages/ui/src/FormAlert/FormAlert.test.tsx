import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('announces the refusal as an alert', async () => {
    const { container } = render(<FormAlert>名称已存在</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('名称已存在');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders nothing while there is no refusal', () => {
    const { container } = render(<FormAlert>{''}</FormAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
