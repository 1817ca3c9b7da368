import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@finedu/domain';
import { fakeServices } from '../../test/fakeApi';
import { buildRoutes } from './routeTable';
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

  it('has a page for every route: the built ones, the rest (block cases) a shared "not available yet"', () => {
    expect(IMPLEMENTED_PAGES).toEqual(
      expect.arrayContaining([
        'Login', 'CompetitionLogin', 'NotFound', 'Current', 'Edu', 'EduDetail', 'AdminUser', 'EduUser', 'EduClass', 'Bigdata', 'CaseDetail', 'StudyDetail', 'CaseTheory', 'CourseCaseTeaching',
        // exam engine (issue 4)
        'AdminQuestion', 'EduQuestion', 'AdminPaper', 'EduPaper', 'PaperPreview', 'GeneratorPreview', 'ExamIndex', 'ExamPaper', 'ExamBase', 'ExamUser', 'ExamDetailPaper', 'ExamGrade', 'EduScore', 'EduGrade', 'ExamTake',
        // courses, resources, articles (issue 5)
        'Courses', 'CourseTeacher', 'CourseDetail', 'StudyChapter', 'EduResource', 'DataCenter', 'AdminCourse', 'ResourceStore', 'Edition', 'Articles', 'AdPreview',
        // the device check (issue 12)
        'FullTest',
      ]),
    );
    expect(pageFor('BlockCase')).toBe(pageFor('BlockCaseProcess'));
    expect(pageFor('Login')).not.toBe(pageFor('BlockCase'));
  });

  it('has no competition route on the "not available yet" page (issue 10); both areas share the list and each tab', () => {
    const competitionRoutes = ROUTES.map((route) => route.name).filter((name) => name.includes('Competition'));
    expect(competitionRoutes).toHaveLength(20);
    for (const name of competitionRoutes) expect(pageFor(name)).not.toBe(pageFor('BlockCase'));
    expect(pageFor('AdminCompetition')).toBe(pageFor('EduCompetition'));
    expect(pageFor('AdminCompetitionTeam')).toBe(pageFor('EduCompetitionTeam'));
    expect(pageFor('AdminCompetitionTeam')).not.toBe(pageFor('AdminCompetitionGrade'));
  });
});
