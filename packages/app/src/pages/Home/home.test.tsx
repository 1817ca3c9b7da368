import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { TOKEN_STORAGE_KEY, type PublicHome, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

// The app's test setup has no axe matcher (only the ui package's does).
expect.extend(toHaveNoViolations);

const WAIT = { timeout: 10_000 };

const HOME: PublicHome = {
  articles: [
    { id: 11, title: '新学期上线', summary: '平台新学期开放注册。', cover: '', pinned: true, publish_at: '2026-11-20T02:00:00.000Z' },
    { id: 12, title: '建模大赛报名通知', summary: '', cover: '/files/cover-12.png', pinned: false, publish_at: '2026-11-24T08:30:00.000Z' },
  ],
  competitions: [
    {
      id: 21,
      title: '金融科技数据建模大赛',
      cover_url: null,
      edu_title: null,
      status: 'running',
      registration_start: '2026-10-01T00:00:00.000Z',
      registration_end: '2026-10-31T15:59:00.000Z',
      starts_at: '2026-11-01T01:00:00.000Z',
      ends_at: '2026-12-01T10:00:00.000Z',
    },
    {
      id: 22,
      title: '校内答题赛',
      cover_url: null,
      edu_title: '示范财经大学',
      status: 'registering',
      registration_start: '2026-11-20T00:00:00.000Z',
      registration_end: '2026-12-20T00:00:00.000Z',
      starts_at: null,
      ends_at: null,
    },
  ],
  courses: [{ id: 31, title: 'Python 金融编程', cover: '', description: 'Python 语法与 pandas 的金融用法。', chapter_count: 5 }],
};

const EMPTY: PublicHome = { articles: [], competitions: [], courses: [] };

function visitor(handlers: Fakes = {}) {
  return fakeServices({ publicHome: () => HOME, ...handlers });
}

function signedIn(role: Role) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role, { name: '王老师' }), publicHome: () => HOME }, { storage });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the public home', () => {
  it('shows a visitor the product, the sign-in button and the three sections, each item leading to its public page', async () => {
    const { services, calls } = visitor();
    const { router } = renderApp(services, '/home');

    expect(await screen.findByRole('heading', { level: 1, name: '金融大数据教学平台' }, WAIT)).toBeInTheDocument();
    const news = await screen.findByRole('link', { name: '新学期上线' }, WAIT);
    expect(news).toHaveAttribute('href', '/app/ad/preview/11');
    expect(within(section('新闻动态')).getByText('置顶')).toBeInTheDocument();
    expect(within(section('新闻动态')).getByText('2026-11-24 16:30')).toBeInTheDocument();

    const competitions = section('竞赛');
    expect(within(competitions).getByRole('heading', { level: 3, name: '金融科技数据建模大赛' })).toBeInTheDocument();
    expect(within(competitions).getByText('进行中')).toBeInTheDocument();
    expect(within(competitions).getByText('平台竞赛')).toBeInTheDocument();
    expect(within(competitions).getByText('比赛：时间待定')).toBeInTheDocument();
    expect(within(competitions).getByRole('link', { name: '查看竞赛「校内答题赛」的详情' })).toHaveAttribute('href', '/app/competition?id=22');
    expect(within(competitions).getByRole('link', { name: '查看全部竞赛' })).toHaveAttribute('href', '/app/competition');

    const courses = section('课程');
    expect(within(courses).getByRole('heading', { level: 3, name: 'Python 金融编程' })).toBeInTheDocument();
    expect(within(courses).getByText('5 个章节')).toBeInTheDocument();

    // One call for the whole page; nobody signed in, so no user is fetched.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/public/home']);

    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'));
  });

  it('is accessible: landmarks, headings in order, decorative covers, and no axe violations', async () => {
    const { services } = visitor();
    const { baseElement } = renderApp(services, '/home');
    await screen.findByRole('link', { name: '新学期上线' }, WAIT);
    // The page's banner (the cards' headers inside their sections are no landmarks of their own).
    expect(screen.getAllByRole('banner')[0]).toContainElement(screen.getByRole('link', { name: '金融大数据教学平台' }));
    expect(screen.getByRole('main')).toHaveAttribute('id', 'home-main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '站点导航' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute('href', '#home-main');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    // No level is skipped going down (h1 → h2 → h3).
    for (let i = 1; i < levels.length; i += 1) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    // The cover is decoration beside the title link.
    expect(baseElement.querySelector('img[src="/files/cover-12.png"]')).toHaveAttribute('alt', '');
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('shows a skeleton in every section while the call is on its way', async () => {
    const { services } = visitor();
    jest.spyOn(services.home, 'load').mockReturnValue(new Promise(() => undefined));
    renderApp(services, '/home');
    await screen.findByRole('heading', { level: 1 }, WAIT);
    for (const name of ['新闻动态', '竞赛', '课程']) {
      const busy = within(section(name)).getByRole('status');
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(busy).toHaveTextContent('加载中');
    }
  });

  it('says what is missing in each empty section', async () => {
    const { services } = visitor({ publicHome: () => EMPTY });
    renderApp(services, '/home');
    expect(await screen.findByText('暂无新闻', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('暂无公开竞赛')).toBeInTheDocument();
    expect(screen.getByText('暂无公开课程')).toBeInTheDocument();
    for (const name of ['新闻动态', '竞赛', '课程']) expect(within(section(name)).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the error with a retry in each section, and the retry loads the page', async () => {
    let fail = true;
    const { services } = visitor({ publicHome: () => (fail ? envelope(null, 0, '服务暂不可用') : HOME) });
    renderApp(services, '/home');
    await screen.findAllByText('服务暂不可用', {}, WAIT);
    for (const name of ['新闻动态', '竞赛', '课程']) expect(within(section(name)).getByText('服务暂不可用')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section('课程')).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '新学期上线' }, WAIT)).toBeInTheDocument();
  });

  it('offers a signed-in user the way into their own area by role, and stays on Home', async () => {
    const { services } = signedIn('edu_teacher');
    const { router } = renderApp(services, '/home');
    const enter = await screen.findByRole('button', { name: '进入我的工作台' }, WAIT);
    expect(screen.getByText('欢迎回来，王老师')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    expect(router.state.location.pathname).toBe('/app/home');
    await userEvent.click(enter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/edu/course'));
  });

  it('treats a stale sign-in as a visitor: the sign-in button, still on Home', async () => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'revoked', user_id: 7, saved_at: Date.now() }));
    const { services } = fakeServices({ current: () => envelope(null, -401, '登录已失效'), publicHome: () => HOME }, { storage });
    const { router } = renderApp(services, '/home');
    expect(await screen.findByRole('button', { name: '登录' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/home');
  });

  it.each([
    ['sys_admin', '/app/admin/edu'],
    ['competitor', '/app/competition/home'],
  ] as const)('sends a %s to their landing page %s', async (role, path) => {
    const { services } = signedIn(role);
    const { router } = renderApp(services, '/home');
    await userEvent.click(await screen.findByRole('button', { name: '进入我的工作台' }, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('speaks English when the locale is en-US', async () => {
    const { services } = visitor();
    renderApp(services, '/home', 'en-US');
    expect(await screen.findByRole('button', { name: 'Sign in' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '新学期上线' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'News' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Competitions' })).getByText('Contest: dates to be announced')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Courses' })).getByText('5 chapters')).toBeInTheDocument();
  });
});
