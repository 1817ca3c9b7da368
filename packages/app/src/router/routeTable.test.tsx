import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, TOKEN_STORAGE_KEY, type Role } from '@finedu/domain';
import { currentUser, fakeServices, memoryStorage } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { buildRoutes, FIRST_TABS } from './routeTable';
import { IMPLEMENTED_PAGES, pageFor } from './pages';

/** Every route of the tree with its full path. */
function flatten(routes: RouteObject[], parent = ''): { id?: string; path: string }[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    return [{ id: route.id, path }, ...flatten(route.children ?? [], path)];
  });
}

describe('route table', () => {
  const routes = flatten(buildRoutes(fakeServices({}).services));

  it.each(ROUTES.map((route) => [route.name, route.path]))('has %s at %s', (name, path) => {
    const found = routes.find((route) => route.id === name);
    expect(found).toBeDefined();
    expect(found?.path).toBe(path === '*' ? '/*' : path);
  });

  it('redirects / to Login and gives every route name exactly one route', () => {
    const ids = routes.map((route) => route.id).filter((id): id is string => Boolean(id) && !id?.endsWith('Layout'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it('has a page for every route: the built ones, each route its own (the menu entry of the block case library redirects to its list)', () => {
    expect(IMPLEMENTED_PAGES).toEqual(
      expect.arrayContaining([
        'Login', 'CompetitionLogin', 'NotFound', 'Current', 'Edu', 'EduDetail', 'AdminUser', 'EduUser', 'EduClass', 'Bigdata', 'CaseDetail', 'StudyDetail', 'CaseTheory', 'CourseCaseTeaching',
        // exam engine (issue 4)
        'AdminQuestion', 'EduQuestion', 'AdminPaper', 'EduPaper', 'PaperPreview', 'GeneratorPreview', 'ExamIndex', 'ExamPaper', 'ExamBase', 'ExamUser', 'ExamDetailPaper', 'ExamGrade', 'EduScore', 'EduGrade', 'ExamTake',
        // the marking queue (issue 34)
        'EduMarking',
        // courses, resources, articles (issue 5)
        'Courses', 'CourseTeacher', 'CourseDetail', 'StudyChapter', 'EduResource', 'DataCenter', 'AdminCourse', 'ResourceStore', 'Edition', 'Articles', 'AdPreview',
        // the public home (issue 12)
        'Home',
        // the device check (issue 12)
        'FullTest',
        // the blockchain case library (issue 11)
        'BlockCase', 'BlockCaseCase', 'BlockCaseOrganization', 'BlockCaseBusiness', 'BlockCaseProcess',
      ]),
    );
    const blockCasePages = ['BlockCase', 'BlockCaseCase', 'BlockCaseOrganization', 'BlockCaseBusiness', 'BlockCaseProcess'].map(pageFor);
    expect(new Set(blockCasePages).size).toBe(5);
    expect(blockCasePages).not.toContain(pageFor('NotFound'));
  });

  it('gives every route of the spec its own page: no route lacks one (the EduHome/AdminHome layouts redirect by role)', () => {
    // EduHome and AdminHome are the areas' layouts: they redirect by role (landing routes) and never render a page.
    const names = ROUTES.map((route) => route.name).filter((name) => !['EduHome', 'AdminHome'].includes(name));
    const pageless = names.filter((name) => !IMPLEMENTED_PAGES.includes(name));
    expect(pageless).toEqual([]);
    // Only NotFound itself shows "page not found".
    for (const name of names.filter((name) => name !== 'NotFound')) expect(pageFor(name)).not.toBe(pageFor('NotFound'));
  });

  it('gives each competition route a real page (issue 10); both areas share the list and each tab', () => {
    const competitionRoutes = ROUTES.map((route) => route.name).filter((name) => name.includes('Competition'));
    expect(competitionRoutes).toHaveLength(20);
    for (const name of competitionRoutes) expect(pageFor(name)).not.toBe(pageFor('NotFound'));
    expect(pageFor('AdminCompetition')).toBe(pageFor('EduCompetition'));
    expect(pageFor('AdminCompetitionTeam')).toBe(pageFor('EduCompetitionTeam'));
    expect(pageFor('AdminCompetitionTeam')).not.toBe(pageFor('AdminCompetitionGrade'));
  });
});

describe('bare parents of tabbed pages (issue 12)', () => {
  const signedIn = (role: Role) => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
    return fakeServices({ current: () => currentUser(role) }, { storage }).services;
  };

  it('are routes of the table, one per first tab, each one level above its tab', () => {
    const routes = flatten(buildRoutes(fakeServices({}).services));
    for (const tab of FIRST_TABS) {
      const path = ROUTES.find((route) => route.name === tab)!.path;
      const parent = path.slice(0, path.lastIndexOf('/'));
      expect(routes.filter((route) => route.path === parent && route.id === undefined)).toHaveLength(1);
    }
  });

  it.each([
    ['edu_teacher', '/edu/examine/5', '/edu/examine/5/base'],
    ['edu_student', '/edu/study/3', '/edu/study/3/detail'],
    ['edu_teacher', '/edu/competition/8', '/edu/competition/8/base'],
    ['sys_admin', '/admin/competition/8', '/admin/competition/8/base'],
  ] as const)('%s opening %s lands on its first tab %s', async (role, from, to) => {
    const { router } = renderApp(signedIn(role), from);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app${to}`), { timeout: 10_000 });
    expect(screen.queryByText(/页面不存在/)).toBeNull();
  });

  it('a student opening an exam\'s bare URL gets the first tab\'s "insufficient permission", not "page not found"', async () => {
    const { router } = renderApp(signedIn('edu_student'), '/edu/examine/5');
    expect(await screen.findByTestId('guard-denied', {}, { timeout: 10_000 })).toHaveTextContent('权限不足 0，无法进入此页面');
    expect(router.state.location.pathname).toBe('/app/edu/examine/5/base');
    expect(screen.queryByText(/页面不存在/)).toBeNull();
  });

  it('a visitor opening a bare URL is asked to sign in, and comes back to the first tab', async () => {
    const { router } = renderApp(fakeServices({}).services, '/edu/study/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/edu/study/3/detail')}`);
  });
});
