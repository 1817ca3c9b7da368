import {
  ChapterCreate,
  ChapterDetail,
  ChapterIdParams,
  ChapterReorder,
  ChapterTree,
  ChapterUpdate,
  CourseAssign,
  CourseCreate,
  CourseDetail,
  CourseGrants,
  CourseList,
  CourseListQuery,
  CourseProgressQuery,
  CourseProgressReport,
  CourseTeacherOptions,
  CourseUpdate,
  Empty,
  envelope,
  IdParams,
  LinkableCaseList,
  LinkableCaseQuery,
  MyCourseList,
  ReadChapterResult,
  StudyCourse,
} from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { callerOf } from './access.js';
import type { CourseModule } from './module.js';

const tags = ['courses'];
const STAFF = { roles: ['sys_admin', 'edu_admin', 'edu_teacher'] as const };
const COLLEGE_STAFF = { roles: ['edu_admin', 'edu_teacher'] as const };
const COLLEGE = { roles: ['edu_admin', 'edu_teacher', 'edu_student'] as const };
const READERS = { roles: ['sys_admin', 'edu_admin', 'edu_teacher', 'edu_student'] as const };
const SYS = { roles: ['sys_admin'] as const };

/** Courses, chapters and study (issue 5 §1). */
export const courseRoutes: FastifyPluginAsyncZod<{ module: CourseModule }> = async (app, { module }) => {
  const { courses, chapters, study } = module;
  const caller = (request: { user: Parameters<typeof callerOf>[1] }) => callerOf(app.db, request.user);

  app.get('/api/admin/course', {
    config: STAFF,
    schema: { tags, summary: 'Courses: platform (sys_admin) or own + granted (college staff)', querystring: CourseListQuery, response: { 200: envelope(CourseList) } },
    handler: async (request) => ok(await courses.list(await caller(request), request.query)),
  });
  app.get('/api/admin/course/my', {
    config: COLLEGE,
    schema: { tags, summary: "The caller's courses (students: their class's, with progress)", response: { 200: envelope(MyCourseList) } },
    handler: async (request) => ok(await courses.my(await caller(request))),
  });
  app.get('/api/admin/course/teachers', {
    config: COLLEGE_STAFF,
    schema: { tags, summary: "The college's teachers (course teacher picker)", response: { 200: envelope(CourseTeacherOptions) } },
    handler: async (request) => ok(await courses.teacherOptions(await caller(request))),
  });
  app.post('/api/admin/course', {
    config: STAFF,
    schema: { tags, summary: 'Create a course (platform for sys_admin, else in the own college)', body: CourseCreate, response: { 200: envelope(CourseDetail) } },
    handler: async (request) => ok(await courses.create(await caller(request), request.body)),
  });
  app.get('/api/admin/course/:id', {
    config: STAFF,
    schema: { tags, summary: 'A course with its chapter tree', params: IdParams, response: { 200: envelope(CourseDetail) } },
    handler: async (request) => ok(await courses.get(await caller(request), request.params.id)),
  });
  app.put('/api/admin/course/:id', {
    config: STAFF,
    schema: { tags, summary: 'Edit a course', params: IdParams, body: CourseUpdate, response: { 200: envelope(CourseDetail) } },
    handler: async (request) => ok(await courses.update(await caller(request), request.params.id, request.body)),
  });
  app.delete('/api/admin/course/:id', {
    config: STAFF,
    schema: { tags, summary: 'Delete a course (admins)', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await courses.remove(await caller(request), request.params.id);
      return ok(null);
    },
  });
  app.put('/api/admin/course/:id/assign', {
    config: COLLEGE_STAFF,
    schema: { tags, summary: "Classes and teachers of the course in the caller's college", params: IdParams, body: CourseAssign, response: { 200: envelope(CourseDetail) } },
    handler: async (request) => ok(await courses.assign(await caller(request), request.params.id, request.body)),
  });
  app.get('/api/admin/course/:id/grants', {
    config: SYS,
    schema: { tags, summary: 'Colleges a platform course is granted to', params: IdParams, response: { 200: envelope(CourseGrants) } },
    handler: async (request) => ok(await courses.grants(await caller(request), request.params.id)),
  });
  app.put('/api/admin/course/:id/grants', {
    config: SYS,
    schema: { tags, summary: 'Grant a platform course to exactly these colleges', params: IdParams, body: CourseGrants, response: { 200: envelope(CourseGrants) } },
    handler: async (request) => ok(await courses.setGrants(await caller(request), request.params.id, request.body.edu_ids)),
  });
  app.get('/api/admin/course/:id/cases', {
    config: STAFF,
    schema: { tags, summary: 'Published cases a chapter of the course may link', params: IdParams, querystring: LinkableCaseQuery, response: { 200: envelope(LinkableCaseList) } },
    handler: async (request) => ok(await chapters.linkableCases(await caller(request), request.params.id, request.query.keyword)),
  });
  app.get('/api/admin/course/:id/progress', {
    config: STAFF,
    schema: { tags, summary: 'Students × chapters read marks', params: IdParams, querystring: CourseProgressQuery, response: { 200: envelope(CourseProgressReport) } },
    handler: async (request) => ok(await study.report(await caller(request), request.params.id, request.query.class_id)),
  });

  app.get('/api/admin/course/:id/chapter', {
    config: STAFF,
    schema: { tags, summary: 'The chapter tree', params: IdParams, response: { 200: envelope(ChapterTree) } },
    handler: async (request) => ok(await chapters.tree(await caller(request), request.params.id)),
  });
  app.post('/api/admin/course/:id/chapter', {
    config: STAFF,
    schema: { tags, summary: 'Add a chapter or a section (appended last)', params: IdParams, body: ChapterCreate, response: { 200: envelope(ChapterDetail) } },
    handler: async (request) => ok(await chapters.create(await caller(request), request.params.id, request.body)),
  });
  app.put('/api/admin/course/:id/chapter/order', {
    config: STAFF,
    schema: { tags, summary: "Reorder one parent's children", params: IdParams, body: ChapterReorder, response: { 200: envelope(ChapterTree) } },
    handler: async (request) => ok(await chapters.reorder(await caller(request), request.params.id, request.body)),
  });
  app.get('/api/admin/chapter/:id', {
    config: STAFF,
    schema: { tags, summary: 'A chapter with content and resolved links', params: IdParams, response: { 200: envelope(ChapterDetail) } },
    handler: async (request) => ok(await chapters.get(await caller(request), request.params.id)),
  });
  app.put('/api/admin/chapter/:id', {
    config: STAFF,
    schema: { tags, summary: 'Edit a chapter (content sanitized)', params: IdParams, body: ChapterUpdate, response: { 200: envelope(ChapterDetail) } },
    handler: async (request) => ok(await chapters.update(await caller(request), request.params.id, request.body)),
  });
  app.delete('/api/admin/chapter/:id', {
    config: STAFF,
    schema: { tags, summary: 'Delete a chapter and its sections', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await chapters.remove(await caller(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/api/admin/study/:id', {
    config: READERS,
    schema: { tags, summary: "A course as its reader sees it, with the caller's read marks", params: IdParams, response: { 200: envelope(StudyCourse) } },
    handler: async (request) => ok(await study.course(await caller(request), request.params.id)),
  });
  app.get('/api/admin/study/:id/chapter/:chapterId', {
    config: READERS,
    schema: { tags, summary: 'A chapter to read (resources with signed URLs)', params: ChapterIdParams, response: { 200: envelope(ChapterDetail) } },
    handler: async (request) => ok(await study.chapter(await caller(request), request.params.id, request.params.chapterId)),
  });
  app.post('/api/admin/study/:id/chapter/:chapterId/read', {
    config: READERS,
    schema: { tags, summary: 'Mark a chapter read (idempotent)', params: ChapterIdParams, response: { 200: envelope(ReadChapterResult) } },
    handler: async (request) => ok(await study.markRead(await caller(request), request.params.id, request.params.chapterId)),
  });
};
