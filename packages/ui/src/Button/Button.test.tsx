import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button that reports clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>保存</Button>);
    const button = screen.getByRole('button', { name: '保存' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('exposes its variant as a data attribute', () => {
    render(<Button variant="danger">删除</Button>);
    expect(screen.getByRole('button', { name: '删除' })).toHaveAttribute('data-variant', 'danger');
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = jest.fn();
    render(<Button variant="primary" loading onClick={onClick}>提交</Button>);
    const button = screen.getByRole('button', { name: '提交' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Button variant="primary">主要</Button>
        <Button>默认</Button>
        <Button variant="link">链接</Button>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
