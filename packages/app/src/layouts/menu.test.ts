import { allowedRoutesFor } from '@finedu/domain';
import { activeMenuKey, buildMenu, menuForUser } from './menu';

describe('menus from allow_routes', () => {
  it('keeps only menu routes of the layout that the server allows, in spec order', () => {
    expect(buildMenu('EduHome', ['EduClass', 'Courses', 'EduUser', 'Edu', 'ExamBase']).map((r) => r.name)).toEqual(['Courses', 'EduUser', 'EduClass']);
    expect(buildMenu('AdminHome', ['Edu', 'Current', 'Courses']).map((r) => r.name)).toEqual(['Current', 'Edu']);
    expect(buildMenu('AdminHome', undefined)).toEqual([]);
  });

  it('gives each role its area menu', () => {
    const student = menuForUser('EduHome', { role: 'edu_student', allow_routes: allowedRoutesFor('edu_student') }).map((r) => r.name);
    expect(student).toContain('Courses');
    expect(student).toContain('EduGrade');
    expect(student).not.toContain('EduUser');
    const admin = menuForUser('AdminHome', { role: 'sys_admin', allow_routes: allowedRoutesFor('sys_admin') }).map((r) => r.name);
    expect(admin).toEqual(expect.arrayContaining(['Edu', 'AdminUser', 'Current']));
    expect(admin).not.toContain('Courses');
  });

  it('keeps a college user on an admin page with their own menu plus Current', () => {
    const menu = menuForUser('AdminHome', { role: 'edu_student', allow_routes: allowedRoutesFor('edu_student') }).map((r) => r.name);
    expect(menu[0]).toBe('Courses');
    expect(menu).toContain('Current');
    expect(menu).not.toContain('AdminUser');
  });

  it('marks the menu entry of a child page', () => {
    const menu = buildMenu('AdminHome', allowedRoutesFor('sys_admin'));
    expect(activeMenuKey('Edu', menu)).toBe('Edu');
    expect(activeMenuKey('EduDetail', menu)).toBe('Edu');
    expect(activeMenuKey('AdminCompetitionGrade', menu)).toBe('AdminCompetition');
    expect(activeMenuKey(undefined, menu)).toBeUndefined();
  });
});
