import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type NotebookToken } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

jest.setTimeout(30_000);
const WAIT = { timeout: 10_000 };
const NOW = '2026-11-29T08:00:00.000Z';
const SECRET = `fnb_${'A'.repeat(43)}`;

function token(patch: Partial<NotebookToken> = {}): NotebookToken {
  return { id: 1, name: 'VS Code 宿舍', hint: 'Ab3dEf', created_at: NOW, expires_at: '2026-12-29T08:00:00.000Z', last_used_at: null, revoked_at: null, live: true, ...patch };
}

function setup(fakes: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser('edu_student'), loginInfo: () => [], ...fakes }, { storage });
}

const list = (tokens: NotebookToken[]) => ({ list: tokens, max_live: 5, expiry_days: [7, 30, 90] });

describe('personal notebook tokens on the profile page', () => {
  it('shows the empty state and how to connect, creates a token, shows its URL once, and lists it', async () => {
    const user = userEvent.setup();
    let tokens: NotebookToken[] = [];
    const { services, calls } = setup({
      listNotebookTokens: () => list(tokens),
      createNotebookToken: (config) => {
        const body = JSON.parse(String(config.data)) as { name: string; expires_in_days: number };
        tokens = [token({ name: body.name, id: 3 })];
        return { token: tokens[0]!, secret: SECRET };
      },
    });
    renderApp(services, '/admin/current');
    expect(await screen.findByText('还没有笔记本令牌', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('在 VS Code 中连接')).toBeInTheDocument();
    expect(screen.getByText(/现有 Jupyter 服务器/)).toBeInTheDocument();

    // A name is required; the server is not asked.
    await user.click(screen.getByRole('button', { name: '创建令牌' }));
    expect(await screen.findByText('请填写令牌名称')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByPlaceholderText('例如：宿舍电脑的 VS Code'), '实验室电脑');
    await user.selectOptions(screen.getByRole('combobox'), '90');
    await user.click(screen.getByRole('button', { name: '创建令牌' }));
    const url = await screen.findByTestId('notebook-server-url', undefined, WAIT);
    expect(url.textContent).toBe(`${window.location.origin}/notebook/?token=${SECRET}`);
    expect(calls.find((c) => c.method === 'POST')!.data).toEqual({ name: '实验室电脑', expires_in_days: 90 });
    expect(await screen.findByText('实验室电脑 (fnb_Ab3dEf…)', undefined, WAIT)).toBeInTheDocument();

    // Dismissed: the secret is gone from the page for good.
    await user.click(screen.getByRole('button', { name: '我已保存' }));
    expect(screen.queryByTestId('notebook-server-url')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a token after confirming, and refuses creating beyond the cap', async () => {
    const user = userEvent.setup();
    let tokens = [1, 2, 3, 4, 5].map((id) => token({ id, name: `t${id}` }));
    const { services, calls } = setup({
      listNotebookTokens: () => list(tokens),
      'revokeNotebookToken(2)': () => {
        tokens = tokens.map((t) => (t.id === 2 ? { ...t, live: false, revoked_at: NOW } : t));
        return null;
      },
    });
    renderApp(services, '/admin/current');
    expect(await screen.findByText('最多只能有 5 个有效令牌，请先撤销不用的令牌', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '创建令牌' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '撤销令牌“t2”' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/notebook-token/2')).toBe(true), WAIT);
    expect(await screen.findByText('已撤销', undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '创建令牌' })).toBeEnabled(), WAIT);
  });

  it('shows the server’s refusal in the user’s language, and an error state when the list cannot load', async () => {
    const user = userEvent.setup();
    const { services } = setup({
      listNotebookTokens: () => envelope(null, 0, '服务暂不可用'),
      createNotebookToken: () => envelope(null, 0, '有效期只能是 7 / 30 / 90 天'),
    });
    renderApp(services, '/admin/current');
    expect(await screen.findByText('加载失败', { exact: false }, WAIT)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('例如：宿舍电脑的 VS Code'), 'x');
    await user.click(screen.getByRole('button', { name: '创建令牌' }));
    expect(await screen.findByText('有效期只能是 7 / 30 / 90 天', undefined, WAIT)).toBeInTheDocument();
  });

  it('speaks English', async () => {
    const { services } = setup({ listNotebookTokens: () => list([token({ live: false, expires_at: '2026-11-01T00:00:00.000Z' })]) });
    renderApp(services, '/admin/current', 'en-US');
    expect(await screen.findByText('Personal notebook tokens', undefined, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Expired', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Connect VS Code')).toBeInTheDocument();
  });
});
