import { ApiError } from '../http/ApiError.js';
import { decideNavigation } from './guard.js';
import type { GuardUser } from './guard.js';
import { NAVIGATION_MESSAGES } from './messages.js';

const withToken = () => {
  let token: object | null = { token: 't', user_id: 1, saved_at: 0 };
  return { get: () => token, clear: jest.fn(() => (token = null)) };
};
const noToken = () => ({ get: () => null, clear: jest.fn() });
const user = (role: string, allow_routes: string[] = []): GuardUser => ({ role, allow_routes });
const never = () => Promise.reject(new Error('must not load the user'));

describe('decideNavigation', () => {
  it('has the exact messages of spec §8', () => {
    expect(NAVIGATION_MESSAGES['navigation.networkError'].zh).toBe('网络错误 -2');
    expect(NAVIGATION_MESSAGES['navigation.loginInvalid'].zh).toBe('登录已失效 -1，无法进入此页面');
    expect(NAVIGATION_MESSAGES['navigation.denied'].zh).toBe('权限不足 0，无法进入此页面');
  });

  it.each(['NotFound', 'Test', 'Home', 'Competition', 'PaperPreview', 'AdPreview', 'GeneratorPreview'])('free route %s passes without a token or a user fetch', async (name) => {
    await expect(decideNavigation({ to: { name }, tokenStore: noToken(), loadCurrentUser: never })).resolves.toEqual({ code: 1 });
  });

  it.each(['NotFound', 'Home', 'Competition', 'PaperPreview', 'AdPreview', 'GeneratorPreview', 'Test'])('free route %s passes with a token without fetching the user (Home is the public front page, issue 12)', async (name) => {
    const load = jest.fn(never);
    await expect(decideNavigation({ to: { name }, tokenStore: withToken(), loadCurrentUser: load })).resolves.toEqual({ code: 1 });
    expect(load).not.toHaveBeenCalled();
  });

  it('without a token a protected route goes to Login (no message: simply signed out)', async () => {
    await expect(decideNavigation({ to: { name: 'EduUser' }, tokenStore: noToken(), loadCurrentUser: never })).resolves.toEqual({ code: -1, redirect: 'Login' });
  });

  it.each(['Login', 'CompetitionLogin'])('without a token the login route %s passes', async (name) => {
    await expect(decideNavigation({ to: { name }, tokenStore: noToken(), loadCurrentUser: never })).resolves.toEqual({ code: 1 });
  });

  it('with a token the current user is fetched and the route must be in allow_routes', async () => {
    const load = jest.fn(() => Promise.resolve(user('edu_admin', ['EduUser'])));
    const decision = await decideNavigation({ to: { name: 'EduUser', path: '/edu/user' }, tokenStore: withToken(), loadCurrentUser: load });
    expect(load).toHaveBeenCalledTimes(1);
    expect(decision).toEqual({ code: 1, user: user('edu_admin', ['EduUser']) });
  });

  it('a route not in allow_routes is denied with code 0', async () => {
    const decision = await decideNavigation({ to: { name: 'Edu' }, tokenStore: withToken(), loadCurrentUser: () => Promise.resolve(user('edu_student', ['Courses'])) });
    expect(decision).toMatchObject({ code: 0, message: '权限不足 0，无法进入此页面', messageId: 'navigation.denied' });
  });

  it('uses the already loaded user instead of fetching', async () => {
    const decision = await decideNavigation({ to: { name: 'Courses' }, tokenStore: withToken(), loadCurrentUser: never, currentUser: user('edu_student', ['Courses']) });
    expect(decision.code).toBe(1);
  });

  it('a network failure while loading the user is -2', async () => {
    const error = new ApiError({ code: ApiError.NETWORK, message: 'Network Error' });
    const decision = await decideNavigation({ to: { name: 'Courses' }, tokenStore: withToken(), loadCurrentUser: () => Promise.reject(error) });
    expect(decision).toEqual({ code: -2, message: '网络错误 -2', messageId: 'navigation.networkError', error });
  });

  it('any other failure while loading the user is also -2', async () => {
    const decision = await decideNavigation({ to: { name: 'Courses' }, tokenStore: withToken(), loadCurrentUser: () => Promise.reject(new ApiError({ code: 0, message: 'Request failed with status code 500', status: 500 })) });
    expect(decision.code).toBe(-2);
  });

  it.each([
    ['-401 envelope', new ApiError({ code: -401, message: 'expired', status: 200 })],
    ['HTTP 401', new ApiError({ code: -401, message: 'expired', status: 401 })],
  ])('an invalid login (%s) is -1: token cleared, Login', async (_, error) => {
    const tokenStore = withToken();
    const decision = await decideNavigation({ to: { name: 'Courses' }, tokenStore, loadCurrentUser: () => Promise.reject(error) });
    expect(decision).toEqual({ code: -1, redirect: 'Login', message: '登录已失效 -1，无法进入此页面', messageId: 'navigation.loginInvalid' });
    expect(tokenStore.clear).toHaveBeenCalled();
  });

  it('gives the English message when asked', async () => {
    const decision = await decideNavigation({ to: { name: 'Edu' }, tokenStore: withToken(), loadCurrentUser: () => Promise.resolve(user('edu_student')), locale: 'en' });
    expect(decision).toMatchObject({ code: 0, message: 'Insufficient permission 0, this page cannot be opened' });
  });

  describe('landing routes redirect by role', () => {
    it.each([
      ['edu_student', 'Courses'],
      ['edu_teacher', 'Courses'],
      ['edu_admin', 'EduUser'],
      ['sys_admin', 'Edu'],
      ['sys_teacher', 'Bigdata'],
      ['someone_else', 'Bigdata'],
    ])('%s → %s', async (role, target) => {
      for (const name of ['EduHome', 'AdminHome']) {
        // Landing routes redirect even when not listed in allow_routes.
        const decision = await decideNavigation({ to: { name }, tokenStore: withToken(), loadCurrentUser: () => Promise.resolve(user(role)) });
        expect(decision).toMatchObject({ code: 1, redirect: target });
      }
    });
  });

  describe('a logged-in user on a login route goes home', () => {
    it.each([
      ['sys_admin', 'Login', 'Home'],
      ['sys_teacher', 'Login', 'Home'],
      ['edu_admin', 'Login', 'EduHome'],
      ['edu_teacher', 'Login', 'EduHome'],
      ['edu_student', 'Login', 'EduHome'],
      ['edu_student', 'CompetitionLogin', 'CompetitionHome'],
      ['sys_admin', 'CompetitionLogin', 'CompetitionHome'],
    ])('%s on %s → %s', async (role, name, target) => {
      const decision = await decideNavigation({ to: { name }, tokenStore: withToken(), loadCurrentUser: () => Promise.resolve(user(role)) });
      expect(decision).toMatchObject({ code: 1, redirect: target });
    });
  });
});
