import {
  AnswerKeyUpdate,
  AttemptResult,
  AttemptReview,
  AttemptView,
  Candidate,
  CandidateList,
  Empty,
  envelope,
  Exam,
  ExamList,
  ExamListQuery,
  ExamPaper,
  ExamStatistics,
  ExamWrite,
  ExtraTimeWrite,
  Gradebook,
  GradebookQuery,
  GradebookWeights,
  IdParams,
  IntegrityEventList,
  IntegrityEventQuery,
  IntegrityEventWrite,
  MarkingAnswers,
  MarkingQueue,
  MarkWrite,
  MyGradeList,
  SaveAnswers,
  SaveAnswersResult,
  StudentExamList,
  SubmitResult,
  XLSX_MIME,
} from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../envelope.js';
import { localeOf } from '../../i18n.js';
import { globalPlugin } from '../../lib/plugin.js';
import { kernelHostOf } from '../classroom/kernelHost.js';
import { AttemptsService } from './attempts.js';
import { Sweeper, type ClosingDeps } from './closing.js';
import { MarkingService } from './marking.js';
import { ProgramRunner } from './programRunner.js';
import { ReportsService } from './reports.js';
import { ungradedAttempts } from './repository.js';
import { ExamsService } from './service.js';

const tags = ['exams'];
const READERS = { roles: ['sys_admin', 'edu_admin', 'edu_teacher'] as const };
const WRITERS = { roles: ['edu_admin', 'edu_teacher'] as const };
const STUDENTS = { roles: ['edu_student'] as const };

const id = z.coerce.number().int().positive();
const QuestionKeyParams = z.object({ id, questionId: id });
const CandidateParams = z.object({ id, userId: id });
/** `"<question id>"` or `"<question id>:<sub key>"`. */
const item = z.string().regex(/^[1-9][0-9]{0,9}(:[a-z0-9_-]{1,16})?$/, 'item: "<question id>" or "<question id>:<sub key>"');
const ItemParams = z.object({ id, questionId: item });
const MarkParams = z.object({ id, questionId: item, attemptId: id });
const AttemptParams = z.object({ id, attemptId: id });
const Regraded = z.object({ regraded: z.number().int() });

/**
 * `ExamUpdate` is `ExamWrite.partial()`, whose defaults would still fill absent fields (a partial edit would reset
 * classes, attempts, shuffles …). The same fields without their defaults: only what the body names changes.
 */
const W = ExamWrite.shape;
const ExamPatch = z
  .object({
    title: W.title.optional(),
    description: W.description.unwrap().optional(),
    paper_id: W.paper_id.optional(),
    start_at: W.start_at.optional(),
    end_at: W.end_at.optional(),
    duration_minutes: W.duration_minutes.optional(),
    class_ids: W.class_ids.unwrap().optional(),
    user_ids: W.user_ids.unwrap().optional(),
    attempts: W.attempts.unwrap().optional(),
    shuffle_questions: W.shuffle_questions.unwrap().optional(),
    shuffle_options: W.shuffle_options.unwrap().optional(),
    show_results: W.show_results.unwrap().optional(),
  })
  .strict();

const attachment = (ascii: string) => `attachment; filename="${ascii}"`;

/** Exams, attempts, marking, statistics and grades (issue 4 §3–§5, §7). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const runner = new ProgramRunner({ db: app.db, clock: app.clock, kernelHost: () => kernelHostOf(app), log: app.log });
  const deps: ClosingDeps = { db: app.db, clock: app.clock, runner, log: app.log };
  const sweeper = new Sweeper(deps);
  app.decorate('examSweeper', sweeper);
  app.decorate('examPrograms', runner);
  app.addHook('onReady', async () => {
    sweeper.start();
    // Programming answers whose run a restart cut short are graded again in the background.
    if (runner.available) for (const attemptId of await ungradedAttempts(app.db)) runner.enqueue(attemptId);
  });
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await runner.close();
  });

  const exams = new ExamsService(deps);
  const attempts = new AttemptsService(deps);
  const marking = new MarkingService(deps, exams);
  const reports = new ReportsService(deps, exams);

  // ───────────── exams (staff; a student's list answers StudentExam rows)
  app.get('/api/exam/examine', {
    config: { roles: ['sys_admin', 'edu_admin', 'edu_teacher', 'edu_student'] as const },
    schema: { tags, summary: 'Exams: staff see their college’s, a student the exams they sit', querystring: ExamListQuery, response: { 200: envelope(z.union([ExamList, StudentExamList])) } },
    handler: async (request) => ok(request.user.role === 'edu_student' ? await attempts.listMine(request.user, request.query) : await exams.list(request.user, request.query)),
  });
  app.post('/api/exam/examine', {
    config: WRITERS,
    schema: { tags, summary: 'Schedule an exam (freezes the paper)', body: ExamWrite, response: { 200: envelope(Exam) } },
    handler: async (request) => ok(await exams.create(request.user, request.body)),
  });
  app.get('/api/exam/examine/:id', {
    config: READERS,
    schema: { tags, summary: 'One exam', params: IdParams, response: { 200: envelope(Exam) } },
    handler: async (request) => ok(await exams.get(request.user, request.params.id)),
  });
  app.put('/api/exam/examine/:id', {
    config: WRITERS,
    schema: { tags, summary: 'Edit an exam (the paper only before any attempt)', params: IdParams, body: ExamPatch, response: { 200: envelope(Exam) } },
    handler: async (request) => ok(await exams.update(request.user, request.params.id, request.body)),
  });
  app.delete('/api/exam/examine/:id', {
    config: WRITERS,
    schema: { tags, summary: 'Delete an exam nobody has started', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await exams.remove(request.user, request.params.id);
      return ok(null);
    },
  });
  app.get('/api/exam/examine/:id/paper', {
    config: READERS,
    schema: { tags, summary: 'The frozen paper with keys', params: IdParams, response: { 200: envelope(ExamPaper) } },
    handler: async (request) => ok(await exams.paper(request.user, request.params.id)),
  });
  app.put('/api/exam/examine/:id/paper/:questionId/key', {
    config: WRITERS,
    schema: { tags, summary: 'Change a question’s key and regrade', params: QuestionKeyParams, body: AnswerKeyUpdate, response: { 200: envelope(ExamPaper) } },
    handler: async (request) => ok(await exams.updateKey(request.user, request.params.id, request.params.questionId, request.body)),
  });
  app.get('/api/exam/examine/:id/candidates', {
    config: READERS,
    schema: { tags, summary: 'Candidates with their attempt', params: IdParams, response: { 200: envelope(CandidateList) } },
    handler: async (request) => ok(await exams.candidates(request.user, request.params.id)),
  });
  app.put('/api/exam/examine/:id/candidates/:userId/extra-time', {
    config: WRITERS,
    schema: { tags, summary: 'Extra time for one candidate', params: CandidateParams, body: ExtraTimeWrite, response: { 200: envelope(Candidate) } },
    handler: async (request) => ok(await exams.setExtraTime(request.user, request.params.id, request.params.userId, request.body.minutes)),
  });
  app.get('/api/exam/examine/:id/events', {
    config: READERS,
    schema: { tags, summary: 'Integrity events', params: IdParams, querystring: IntegrityEventQuery, response: { 200: envelope(IntegrityEventList) } },
    handler: async (request) => ok(await exams.events(request.user, request.params.id, request.query.user_id)),
  });
  app.get('/api/exam/examine/:id/marking', {
    config: READERS,
    schema: { tags, summary: 'Items to mark', params: IdParams, response: { 200: envelope(MarkingQueue) } },
    handler: async (request) => ok(await marking.queue(request.user, request.params.id)),
  });
  app.get('/api/exam/examine/:id/marking/:questionId', {
    config: READERS,
    schema: { tags, summary: 'Answers to one item', params: ItemParams, response: { 200: envelope(MarkingAnswers) } },
    handler: async (request) => ok(await marking.answers(request.user, request.params.id, request.params.questionId)),
  });
  app.put('/api/exam/examine/:id/marking/:questionId/:attemptId', {
    config: WRITERS,
    schema: { tags, summary: 'Mark one answer', params: MarkParams, body: MarkWrite, response: { 200: envelope(MarkingAnswers.shape.list.element) } },
    handler: async (request) => ok(await marking.mark(request.user, request.params.id, request.params.questionId, request.params.attemptId, request.body)),
  });
  app.post('/api/exam/examine/:id/regrade', {
    config: WRITERS,
    schema: { tags, summary: 'Regrade every submitted attempt', params: IdParams, response: { 200: envelope(Regraded) } },
    handler: async (request) => ok(await marking.regrade(request.user, request.params.id)),
  });
  app.post('/api/exam/examine/:id/publish', {
    config: WRITERS,
    schema: { tags, summary: 'Release the results', params: IdParams, response: { 200: envelope(Exam) } },
    handler: async (request) => ok(await exams.publish(request.user, request.params.id)),
  });
  app.get('/api/exam/examine/:id/statistics', {
    config: READERS,
    schema: { tags, summary: 'Score distribution and item analysis', params: IdParams, response: { 200: envelope(ExamStatistics) } },
    handler: async (request) => ok(await reports.statistics(request.user, request.params.id)),
  });
  app.get('/api/exam/examine/:id/export', {
    config: READERS,
    schema: { tags, summary: 'Scores as .xlsx', params: IdParams },
    handler: async (request, reply) => {
      const file = await reports.exportScores(request.user, request.params.id);
      return reply.type(XLSX_MIME).header('content-disposition', attachment(file.filename)).send(file.bytes);
    },
  });
  app.get('/api/exam/examine/:id/attempt/:attemptId', {
    config: READERS,
    schema: { tags, summary: 'Review one attempt', params: AttemptParams, response: { 200: envelope(AttemptReview) } },
    handler: async (request) => ok(await exams.review(request.user, request.params.id, request.params.attemptId)),
  });

  // ───────────── sitting an exam
  app.post('/api/exam/examine/:id/start', {
    config: STUDENTS,
    schema: { tags, summary: 'Start or resume my attempt', params: IdParams, response: { 200: envelope(AttemptView) } },
    handler: async (request) => ok(await attempts.start(request.user, request.params.id)),
  });
  app.get('/api/exam/attempt/:id', {
    config: STUDENTS,
    schema: { tags, summary: 'My attempt (no keys)', params: IdParams, response: { 200: envelope(AttemptView) } },
    handler: async (request) => ok(await attempts.get(request.user, request.params.id)),
  });
  app.put('/api/exam/attempt/:id/answers', {
    // A NUL character cannot be stored; refusing the save would lose every other answer of the batch, so it is
    // removed from the answers' text and everything else the student typed is kept (plugins/nul-guard.ts).
    config: { ...STUDENTS, nulCharacters: 'strip' },
    schema: {
      tags,
      summary: 'Autosave answers (highest revision wins)',
      description: 'NUL characters (U+0000), which cannot be stored, are removed from answer text; the rest of each answer is saved.',
      params: IdParams,
      body: SaveAnswers,
      response: { 200: envelope(SaveAnswersResult) },
    },
    handler: async (request) => ok(await attempts.save(request.user, request.params.id, request.body, localeOf(request))),
  });
  app.post('/api/exam/attempt/:id/events', {
    config: STUDENTS,
    schema: { tags, summary: 'Record integrity events', params: IdParams, body: IntegrityEventWrite, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await attempts.recordEvents(request.user, request.params.id, request.body);
      return ok(null);
    },
  });
  app.post('/api/exam/attempt/:id/submit', {
    config: STUDENTS,
    schema: { tags, summary: 'Submit my attempt', params: IdParams, response: { 200: envelope(SubmitResult) } },
    handler: async (request) => ok(await attempts.submit(request.user, request.params.id)),
  });
  app.get('/api/exam/attempt/:id/result', {
    config: STUDENTS,
    schema: { tags, summary: 'My result once released', params: IdParams, response: { 200: envelope(AttemptResult) } },
    handler: async (request) => ok(await attempts.result(request.user, request.params.id)),
  });

  // ───────────── grades
  app.get('/api/exam/grade', {
    config: STUDENTS,
    schema: { tags, summary: 'My grades', response: { 200: envelope(MyGradeList) } },
    handler: async (request) => ok(await attempts.myGrades(request.user)),
  });
  app.get('/api/exam/score', {
    config: READERS,
    schema: { tags, summary: 'Class gradebook', querystring: GradebookQuery, response: { 200: envelope(Gradebook) } },
    handler: async (request) => ok(await reports.gradebook(request.user, request.query.class_id)),
  });
  app.put('/api/exam/score/weights', {
    config: WRITERS,
    schema: { tags, summary: 'Gradebook weights', body: GradebookWeights, response: { 200: envelope(Gradebook) } },
    handler: async (request) => ok(await reports.setWeights(request.user, request.body)),
  });
  app.get('/api/exam/score/export', {
    config: READERS,
    schema: { tags, summary: 'Gradebook as .xlsx', querystring: GradebookQuery },
    handler: async (request, reply) => {
      const file = await reports.exportGradebook(request.user, request.query.class_id);
      return reply.type(XLSX_MIME).header('content-disposition', attachment(file.filename)).send(file.bytes);
    },
  });
};

/** Global (not encapsulated), so the app and its tests reach `examSweeper` and `examPrograms`. */
export const examsRoutes = globalPlugin(routes as FastifyPluginAsync, 'exams');
