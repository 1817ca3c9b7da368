import { COURSE_CALLS, COURSE_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import type { AuthUser } from '../../types.js';
import { callerOf } from './access.js';
import type { CourseModule } from './module.js';

/** Courses, chapters and study (issue 5 §1). */
export const courseRoutes: FastifyPluginAsync<{ module: CourseModule }> = async (app, { module }) => {
  const { courses, chapters, study } = module;
  const caller = (request: { user: AuthUser }) => callerOf(app.db, request.user);

  registerCalls(app, COURSE_CALLS, COURSE_SCHEMAS, {
    listCourses: async (request) => courses.list(await caller(request), request.query),
    myCourses: async (request) => courses.my(await caller(request)),
    createCourse: async (request) => courses.create(await caller(request), request.body),
    getCourse: async (request) => courses.get(await caller(request), request.params.id),
    updateCourse: async (request) => courses.update(await caller(request), request.params.id, request.body),
    deleteCourse: async (request) => {
      await courses.remove(await caller(request), request.params.id);
      return null;
    },
    assignCourse: async (request) => courses.assign(await caller(request), request.params.id, request.body),
    listCourseTeachers: async (request) => courses.teacherOptions(await caller(request)),
    listLinkableCases: async (request) => chapters.linkableCases(await caller(request), request.params.id, request.query.keyword),
    getCourseGrants: async (request) => courses.grants(await caller(request), request.params.id),
    setCourseGrants: async (request) => courses.setGrants(await caller(request), request.params.id, request.body.edu_ids),
    courseProgress: async (request) => study.progressReport(await caller(request), request.params.id, request.query.class_id),

    listChapters: async (request) => chapters.tree(await caller(request), request.params.id),
    createChapter: async (request) => chapters.create(await caller(request), request.params.id, request.body),
    reorderChapters: async (request) => chapters.reorder(await caller(request), request.params.id, request.body),
    getChapter: async (request) => chapters.get(await caller(request), request.params.id),
    updateChapter: async (request) => chapters.update(await caller(request), request.params.id, request.body),
    deleteChapter: async (request) => {
      await chapters.remove(await caller(request), request.params.id);
      return null;
    },

    getStudyCourse: async (request) => study.course(await caller(request), request.params.id),
    getStudyChapter: async (request) => study.chapter(await caller(request), request.params.id, request.params.chapterId),
    readChapter: async (request) => study.report(await caller(request), request.params.id, request.params.chapterId, request.body),
  }, { tags: ['courses'] });
};
