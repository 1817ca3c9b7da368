import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@finedu/domain';
import { currentUser, envelope, fakeServices } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

jest.setTimeout(20_000);

describe('Login', () => {
  it('signs in with a password, saves the token and lands by role', async () => {
    const user = userEvent.setup();
    const { services, calls, storage } = fakeServices({ login: () => currentUser('edu_admin', { api_token: 'fresh-token', id: 42 }) });
    const { router } = renderApp(services, '/login');
    const form = await screen.findByRole('form', { name: '密码登录' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('用户名或手机号', { selector: 'input' }), 'eduadmin');
    await user.type(screen.getByLabelText('密码', { selector: 'input[name="password"]' }), 'Demo@2026');
    await user.click(screen.getAllByRole('button', { name: '登录' }).find((b) => form.contains(b)) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/edu/user'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/login', data: { username: 'eduadmin', password: 'Demo@2026' } });
    expect(JSON.parse(storage.getItem(TOKEN_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'fresh-token', user_id: 42 });
  });

  it('keeps what was typed and shows the server message under the form on a failure', async () => {
    const user = userEvent.setup();
    const { services } = fakeServices({ login: () => envelope(null, 0, '用户名或密码错误') });
    renderApp(services, '/login');
    const form = await screen.findByRole('form', { name: '密码登录' }, { timeout: 10_000 });
    const username = screen.getByLabelText('用户名或手机号', { selector: 'input' });
    await user.type(username, 'eduadmin');
    await user.type(screen.getByLabelText('密码', { selector: 'input[name="password"]' }), 'wrong-pass');
    await user.click(screen.getAllByRole('button', { name: '登录' }).find((b) => form.contains(b)) as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(username).toHaveValue('eduadmin');
  });

  it('says what is missing, in the user language, without calling the server', async () => {
    const user = userEvent.setup();
    const { services, calls } = fakeServices({});
    renderApp(services, '/login', 'en-US');
    const form = await screen.findByRole('form', { name: 'Password' }, { timeout: 10_000 });
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).find((b) => form.contains(b)) as HTMLElement);
    expect(await screen.findByText('Username or phone is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends an SMS code, counts down, and signs in with phone + code', async () => {
    const user = userEvent.setup();
    const { services, calls } = fakeServices({
      sendSms: () => ({ expires_in: 300, resend_in: 60 }),
      login: () => currentUser('edu_student'),
    });
    const { router } = renderApp(services, '/login');
    await screen.findByRole('form', { name: '密码登录' }, { timeout: 10_000 });
    await user.click(screen.getByRole('tab', { name: '短信登录' }));
    const form = screen.getByRole('form', { name: '短信登录' });
    await user.type(screen.getByLabelText('手机号', { selector: 'input' }), '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /60 秒后重发|59 秒后重发/ })).toBeDisabled();
    await user.type(screen.getByLabelText('验证码', { selector: 'input' }), '123456');
    await user.click(screen.getAllByRole('button', { name: '登录' }).find((b) => form.contains(b)) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/edu/course'));
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/sms', '/api/admin/login']);
    expect(calls[1]?.data).toEqual({ phone: '13800000000', code: '123456' });
  });
});
