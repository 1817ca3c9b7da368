import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ToastProvider } from './ToastProvider';
import { useToast } from './ToastContext';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('保存成功')}>
        成功
      </button>
      <button type="button" onClick={() => toast.error('系统错误')}>
        失败
      </button>
      <button type="button" onClick={() => toast.info('正在导入', 0)}>
        常驻
      </button>
    </>
  );
}

describe('ToastProvider / useToast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces success as status and errors as alert', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '成功' }));
    expect(screen.getByRole('status')).toHaveTextContent('保存成功');
    await userEvent.click(screen.getByRole('button', { name: '失败' }));
    expect(screen.getByRole('alert')).toHaveTextContent('系统错误');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('dismisses itself after the duration, unless the duration is 0', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider duration={3000}>
        <Buttons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '成功' }));
    await user.click(screen.getByRole('button', { name: '常驻' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(3100));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('正在导入');
  });

  it('closes from its close button', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '常驻' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('throws a clear error outside a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Buttons />)).toThrow('useToast must be used inside a ToastProvider');
    spy.mockRestore();
  });
});
