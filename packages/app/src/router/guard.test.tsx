import { screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY, TOKEN_TTL_MS } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { documentTitle } from './TitleSync';

const signedIn = (role: Parameters<typeof currentUser>[0], savedAt = Date.now()) => {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: savedAt }));
  return storage;
};

describe('navigation guard wiring', () => {
  it('sends a visitor without a token to Login, keeping where they wanted to go', async () => {
    const { services } = fakeServices({});
    const { router } = renderApp(services, '/edu/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fedu%2Fuser');
    expect(await screen.findByRole('heading', { name: '欢迎登录' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('登录 - 金融大数据教学平台'));
  });

  it('redirects / to Login', async () => {
    const { services } = fakeServices({});
    const { router } = renderApp(services, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'));
  });

  it.each([
    ['edu_student', '/edu', '/app/edu/course'],
    ['edu_teacher', '/edu', '/app/edu/course'],
    ['edu_admin', '/edu', '/app/edu/user'],
    ['sys_admin', '/admin', '/app/admin/edu'],
    ['sys_teacher', '/admin', '/app/admin/case'],
  ] as const)('sends %s from the landing route %s to %s', async (role, from, to) => {
    const { services } = fakeServices({ current: () => currentUser(role) }, { storage: signedIn(role) });
    const { router } = renderApp(services, from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('sends a signed-in user away from Login to their home', async () => {
    const { services } = fakeServices({ current: () => currentUser('edu_admin') }, { storage: signedIn('edu_admin') });
    const { router } = renderApp(services, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/edu/user'));
  });

  it('shows "权限不足 0" with who can grant access when the route is not in allow_routes', async () => {
    const { services } = fakeServices({ current: () => currentUser('edu_student') }, { storage: signedIn('edu_student') });
    const { router } = renderApp(services, '/admin/user');
    expect(await screen.findByText('权限不足 0，无法进入此页面')).toBeInTheDocument();
    expect(screen.getByText('如需访问，请联系本院校管理员开通权限。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/admin/user');
    await waitFor(() => expect(document.title).toBe('用户管理 - 金融大数据教学平台'));
  });

  it('tells a college admin to ask the platform and keeps their own area in the breadcrumb on a denied admin page', async () => {
    const { services } = fakeServices({ current: () => currentUser('edu_admin') }, { storage: signedIn('edu_admin') });
    renderApp(services, '/admin/user');
    expect(await screen.findByText('权限不足 0，无法进入此页面', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('如需访问，请联系平台系统管理员开通权限。')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(crumbs).toHaveTextContent('院校首页');
    expect(crumbs).not.toHaveTextContent('管理后台');
  });

  it('treats a token saved more than a day ago as logged out', async () => {
    const storage = signedIn('edu_teacher', Date.now() - TOKEN_TTL_MS - 1000);
    const { services, calls } = fakeServices({ current: () => currentUser('edu_teacher') }, { storage });
    const { router } = renderApp(services, '/edu/course');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'));
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('on -401 clears the token, says "登录已失效 -1" and goes to Login', async () => {
    const storage = signedIn('edu_teacher');
    const { services } = fakeServices({ current: () => envelope(null, -401, 'token expired') }, { storage });
    const { router } = renderApp(services, '/edu/course');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'));
    expect(await screen.findByText('登录已失效 -1，无法进入此页面')).toBeInTheDocument();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows "网络错误 -2" with a retry when the user cannot be loaded', async () => {
    const { services } = fakeServices({}, { storage: signedIn('edu_teacher') });
    services.http.defaults.adapter = () => Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true, config: {} }));
    renderApp(services, '/edu/course');
    expect(await screen.findByText('网络错误 -2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('renders an allowed menu entry inside its layout: the block case library opens on its case list', async () => {
    const { services } = fakeServices(
      { current: () => currentUser('sys_admin'), listBlockCases: () => ({ list: [], total: 0, page: 1, page_size: 20 }) },
      { storage: signedIn('sys_admin') },
    );
    renderApp(services, '/admin/block_case');
    expect(await screen.findByText('还没有区块链案例', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '导航菜单' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('案例 - 金融大数据教学平台'));
  });

  it('keeps the menu in a closed drawer on a phone-sized screen, open beside the page on a wider one', async () => {
    const phone = (matches: boolean) => jest.fn((query: string) => ({ matches, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    const services = () => fakeServices({ current: () => currentUser('edu_teacher') }, { storage: signedIn('edu_teacher') }).services;
    try {
      window.matchMedia = phone(true) as unknown as typeof window.matchMedia;
      const { unmount } = renderApp(services(), '/edu/competition');
      expect(await screen.findByRole('button', { name: '打开菜单' }, { timeout: 10_000 })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: '导航菜单' })).not.toBeInTheDocument();
      unmount();
      window.matchMedia = phone(false) as unknown as typeof window.matchMedia;
      renderApp(services(), '/edu/competition');
      expect(await screen.findByRole('button', { name: '收起菜单' }, { timeout: 10_000 })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('navigation', { name: '导航菜单' })).toBeInTheDocument();
    } finally {
      // jsdom has no matchMedia of its own.
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('titles pages in English after the product name suffix', async () => {
    expect(documentTitle('Sign in', 'FinEdu Platform')).toBe('Sign in - FinEdu Platform');
    const { services } = fakeServices({});
    renderApp(services, '/login', 'en-US');
    await waitFor(() => expect(document.title).toBe('Sign in - FinEdu Platform'));
  });
});
