import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { AnsiText } from './AnsiText';

const traceback = '\u001b[0;31mZeroDivisionError\u001b[0m: division by zero\n\u001b[1;32mok\u001b[0m';

describe('AnsiText', () => {
  it('shows the text without escape codes, each coloured run marked by its colour', async () => {
    const { container } = render(
      <pre>
        <AnsiText text={traceback} data-testid="output" />
      </pre>,
    );
    const output = screen.getByTestId('output');
    expect(output).toHaveTextContent('ZeroDivisionError: division by zero ok');
    expect(output.textContent).not.toContain('\u001b');
    expect(screen.getByText('ZeroDivisionError')).toHaveAttribute('data-fg', 'red');
    expect(screen.getByText('ok')).toHaveAttribute('data-bold', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders plain text as it is', () => {
    render(<AnsiText text="print(1)" />);
    expect(screen.getByText('print(1)')).not.toHaveAttribute('data-fg');
  });
});
