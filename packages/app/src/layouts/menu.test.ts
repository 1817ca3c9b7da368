import { allowedRoutesFor } from '@finedu/domain';
import { activeLearningKey, activeMenuKey, buildMenu, isLearningKey, learningEntries, menuForUser, openedFrom, openedFromPath } from './menu';

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

describe('the courses of teacher_learning under "My courses"', () => {
  const courses = [
    { id: 3, title: '金融数据分析基础' },
    { id: 7, title: '量化投资入门' },
  ];

  it('opens a student\'s course on its chapters and a teacher\'s on its detail page', () => {
    expect(learningEntries({ role: 'edu_student', teacher_learning: courses })).toEqual([
      { key: 'learning:3', title: '金融数据分析基础', path: '/edu/study/3/chapter' },
      { key: 'learning:7', title: '量化投资入门', path: '/edu/study/7/chapter' },
    ]);
    expect(learningEntries({ role: 'edu_teacher', teacher_learning: courses }).map((e) => e.path)).toEqual(['/edu/course/3', '/edu/course/7']);
  });

  it('is empty for other roles, without a list, and signed out', () => {
    expect(learningEntries({ role: 'edu_admin', teacher_learning: courses })).toEqual([]);
    expect(learningEntries({ role: 'edu_student' })).toEqual([]);
    expect(learningEntries(null)).toEqual([]);
  });

  it('marks the course being studied on its own pages only', () => {
    const entries = learningEntries({ role: 'edu_student', teacher_learning: courses });
    expect(activeLearningKey('/edu/study/7/chapter', entries)).toBe('learning:7');
    // Case 7 at /edu/study/7/detail is not course 7's page: the two only share an id (issue 36).
    expect(activeLearningKey('/edu/study/7/detail', entries)).toBeUndefined();
    expect(activeLearningKey('/edu/study/3/detail', entries)).toBeUndefined();
    expect(activeLearningKey('/edu/study/70/chapter', entries)).toBeUndefined();
    expect(activeLearningKey('/edu/course', entries)).toBeUndefined();
    expect(isLearningKey('learning:7')).toBe(true);
    expect(isLearningKey('Courses')).toBe(false);
  });

  it('marks the course a case was opened from, and no course for a case opened elsewhere', () => {
    const entries = learningEntries({ role: 'edu_student', teacher_learning: courses });
    expect(openedFromPath(openedFrom('/edu/study/7/chapter'))).toBe('/edu/study/7/chapter');
    expect(activeLearningKey(openedFromPath(openedFrom('/edu/study/7/chapter')) ?? '', entries)).toBe('learning:7');
    expect(openedFromPath(null)).toBeUndefined();
    expect(openedFromPath({ openedFrom: 3 })).toBeUndefined();
    expect(openedFromPath('/edu/study/3/chapter')).toBeUndefined();
  });
});
