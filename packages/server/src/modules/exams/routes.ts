import { EXAM_CALLS, EXAM_SCHEMAS, XLSX_MIME } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { globalPlugin } from '../../lib/plugin.js';
import { AttemptsService, type CompetitionCandidate } from './attempts.js';
import { Sweeper, type ClosingDeps } from './closing.js';
import { MarkingService } from './marking.js';
import { ExamNotebooks } from './notebookFolders.js';
import { ProgramRunner } from './programRunner.js';
import { ReportsService } from './reports.js';
import { ungradedAttempts } from './repository.js';
import { ExamsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes overdue exam attempts (every few seconds; `runOnce()` on demand). */
    examSweeper: Sweeper;
    /** Grades programming answers of exams in the background (`idle()` waits for the queue). */
    examPrograms: ProgramRunner;
  }
}

const attachment = (ascii: string) => `attachment; filename="${ascii}"`;

/** Exams, attempts, marking, statistics and grades (issue 4 §3–§5, §7). */
export interface ExamsOptions extends Record<string, unknown> {
  /** Who sits a competition's quiz exam (app.ts passes the competition sessions' rule). */
  competitionCandidate?: CompetitionCandidate;
}

const routes: FastifyPluginAsync<ExamsOptions> = async (app, options) => {
  const runner = new ProgramRunner({ db: app.db, clock: app.clock, kernelHost: () => app.runtime.kernelHost(), grade: app.runtime.grade, log: app.log, queue: app.queue });
  const deps: ClosingDeps = { db: app.db, clock: app.clock, runner, log: app.log };
  const sweeper = new Sweeper(deps, undefined, app.jobs);
  app.decorate('examSweeper', sweeper);
  app.decorate('examPrograms', runner);
  app.addHook('onReady', async () => {
    sweeper.start();
    // Programming answers never queued (an instance stopped between the submit and its job) are queued now.
    if (runner.available) await runner.enqueueMissing(await ungradedAttempts(app.db));
    await runner.start();
  });
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await runner.close();
  });

  const exams = new ExamsService(deps);
  const attempts = new AttemptsService(deps, options.competitionCandidate);
  const marking = new MarkingService(deps, exams);
  const reports = new ReportsService(deps, exams);
  const notebooks = new ExamNotebooks({ ...deps, kernelHost: () => app.runtime.kernelHost() });

  registerCalls(
    app,
    EXAM_CALLS,
    EXAM_SCHEMAS,
    {
      // ───────────── exams (staff; a student's list answers StudentExam rows)
      listExams: (request) => (request.user.role === 'edu_student' ? attempts.listMine(request.user, request.query) : exams.list(request.user, request.query)),
      createExam: (request) => exams.create(request.user, request.body),
      getExam: (request) => exams.get(request.user, request.params.id),
      updateExam: (request) => exams.update(request.user, request.params.id, request.body),
      deleteExam: async (request) => {
        await exams.remove(request.user, request.params.id);
        return null;
      },
      getExamPaper: (request) => exams.paper(request.user, request.params.id),
      updateExamAnswerKey: (request) => exams.updateKey(request.user, request.params.id, request.params.questionId, request.body),
      listExamCandidates: (request) => exams.candidates(request.user, request.params.id),
      setExtraTime: (request) => exams.setExtraTime(request.user, request.params.id, request.params.userId, request.body.minutes),
      listIntegrityEvents: (request) => exams.events(request.user, request.params.id, request.query.user_id),
      markingQueue: (request) => marking.queue(request.user, request.params.id),
      markingQuestion: (request) => marking.answers(request.user, request.params.id, request.params.questionId),
      markAnswer: (request) => marking.mark(request.user, request.params.id, request.params.questionId, request.params.attemptId, request.body),
      regradeExam: (request) => marking.regrade(request.user, request.params.id),
      publishExam: (request) => exams.publish(request.user, request.params.id),
      examStatistics: (request) => reports.statistics(request.user, request.params.id),
      exportExamScores: async (request, reply) => {
        const file = await reports.exportScores(request.user, request.params.id);
        return reply.type(XLSX_MIME).header('content-disposition', attachment(file.filename)).send(file.bytes);
      },
      getAttemptReview: (request) => exams.review(request.user, request.params.id, request.params.attemptId),

      // ───────────── sitting an exam
      startAttempt: (request) => attempts.start(request.user, request.params.id),
      getAttempt: (request) => attempts.get(request.user, request.params.id),
      saveAnswers: (request) => attempts.save(request.user, request.params.id, request.body, localeOf(request)),
      recordEvents: async (request) => {
        await attempts.recordEvents(request.user, request.params.id, request.body);
        return null;
      },
      openExamNotebook: (request) => notebooks.open(request.user, request.params.id, request.params.questionId),
      submitAttempt: (request) => attempts.submit(request.user, request.params.id),
      getAttemptResult: (request) => attempts.result(request.user, request.params.id),

      // ───────────── grades
      myGrades: (request) => attempts.myGrades(request.user),
      gradebook: (request) => reports.gradebook(request.user, request.query.class_id),
      setGradebookWeights: (request) => reports.setWeights(request.user, request.body),
      exportGradebook: async (request, reply) => {
        const file = await reports.exportGradebook(request.user, request.query.class_id);
        return reply.type(XLSX_MIME).header('content-disposition', attachment(file.filename)).send(file.bytes);
      },
    },
    {
      tags: ['exams'],
      // A NUL character cannot be stored; refusing the save would lose every other answer of the batch, so it is
      // removed from the answers' text and everything else the student typed is kept (plugins/nul-guard.ts).
      routes: { saveAnswers: { config: { nulCharacters: 'strip' } } },
    },
  );
};

/** Global (not encapsulated), so the app and its tests reach `examSweeper` and `examPrograms`. */
export const examsRoutes = globalPlugin(routes, 'exams');
