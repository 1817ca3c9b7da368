import { COMPETITION_GRADE_CALLS, COMPETITION_GRADE_SCHEMAS, XLSX_MIME } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { AdvanceService } from './advanceService.js';
import { DocumentService } from './documents.js';
import { QuizService } from './quizService.js';
import { ResultService } from './resultService.js';

const attachment = (ascii: string) => `attachment; filename="${ascii}"`;

/** The paper and grade tabs of competitions and their quiz sessions (issue 10): COMPETITION_GRADE_CALLS. */
export const competitionSessionsRoutes: FastifyPluginAsync = async (app) => {
  const quiz = new QuizService(app.db, app.clock);
  const results = new ResultService({ db: app.db, clock: app.clock, runner: app.examPrograms, log: app.log });
  const advance = new AdvanceService(app.db, app.clock, quiz);
  const documents = new DocumentService(app.db, results);

  registerCalls(
    app,
    COMPETITION_GRADE_CALLS,
    COMPETITION_GRADE_SCHEMAS,
    {
      listCompetitionPapers: (request) => quiz.papers(request.user, request.params.id),
      setSessionPaper: (request) => quiz.setPaper(request.user, request.params.id, request.params.sessionId, request.body),
      enterQuizSession: (request) => quiz.enter(request.user, request.params.id),
      listSessionResults: (request) => results.list(request.user, request.params.id, request.params.sessionId, request.query.group_id),
      computeSessionResults: (request) => results.compute(request.user, request.params.id, request.params.sessionId),
      adjustCompetitionResult: (request) => results.adjust(request.user, request.params.id, request.params.resultId, request.body),
      sessionReviewList: (request) => results.review(request.user, request.params.id, request.params.sessionId, request.query.top),
      publishSessionResults: (request) => results.publish(request.user, request.params.id, request.params.sessionId),
      advanceSession: (request) => advance.advance(request.user, request.params.id, request.params.sessionId, request.body),
      exportSessionResults: async (request, reply) => {
        const file = await documents.exportSession(request.user, request.params.id, request.params.sessionId, request.query.group_id);
        return reply.type(XLSX_MIME).header('content-disposition', attachment(file.filename)).send(file.bytes);
      },
      competitionOverallResults: (request) => results.overall(request.user, request.params.id, request.query.group_id),
      competitionCertificate: async (request, reply) => {
        const file = await documents.certificate(request.user, request.params.id);
        return reply.type('application/pdf').header('content-disposition', attachment(file.filename)).send(file.bytes);
      },
      myCompetitionResults: (request) => results.mine(request.user, request.params.id),
    },
    { tags: ['competitions'] },
  );
};
