import { DASHBOARD_CALLS } from '../contract/dashboardCalls.js';
import { mayCall } from '../contract/call.js';
import { findRoute, landingRouteFor, routeTitleFor } from './routeNames.js';

describe('route titles by role (issue 18: the menu says the page title)', () => {
  it('names ExamIndex 考试管理 for staff and 我的考试 for students, and leaves other routes as they are', () => {
    const exams = findRoute('ExamIndex')!;
    expect(routeTitleFor(exams, 'edu_teacher')).toEqual({ zh: '考试管理', en: 'Exams' });
    expect(routeTitleFor(exams, 'edu_admin').zh).toBe('考试管理');
    expect(routeTitleFor(exams, 'edu_student')).toEqual({ zh: '我的考试', en: 'My exams' });
    expect(routeTitleFor(exams, undefined).zh).toBe('考试管理');
    expect(routeTitleFor(findRoute('Courses')!, 'edu_student').zh).toBe('我的课程');
    expect(routeTitleFor(findRoute('AdminCourse')!, 'sys_admin').zh).toBe('平台课程');
  });

  it("lets every role whose landing page carries the attention panel make the dashboard call, and no other", () => {
    const access = DASHBOARD_CALLS.myDashboard.roles;
    for (const role of ['edu_student', 'edu_teacher', 'edu_admin', 'sys_admin'] as const) {
      expect(['Courses', 'EduUser', 'Edu']).toContain(landingRouteFor(role));
      expect(mayCall(access, role)).toBe(true);
    }
    expect(mayCall(access, 'competitor')).toBe(false);
    expect(mayCall(access, 'sys_teacher')).toBe(false);
    expect(mayCall(access, null)).toBe(false);
  });
});
