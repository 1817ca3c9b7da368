import { COMPETITION_CALLS, COMPETITION_PARTICIPANT_ROLES, COMPETITION_SCHEMAS, XLSX_MIME } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../errors.js';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { AuthService } from '../auth/index.js';
import { logSmsSender } from '../auth/index.js';
import { manageable } from './access.js';
import { buildAccountTemplate, importAccounts } from './accountImport.js';
import { CompetitionService } from './competitionService.js';
import { MyTeamService } from './myTeamService.js';
import { ParticipantService } from './participantService.js';
import * as repo from './repository.js';
import { SessionService, type SessionSaved } from './sessionService.js';
import { StudentService } from './studentService.js';
import { TeamService } from './teamService.js';

const IMPORT_LIMIT = 10 * 1024 * 1024;
const attachment = (name: string, ascii: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Competitions (issue 10): the base, group, user, team and examine tabs, the student side, sign-in and the public site. */
export interface CompetitionsOptions {
  /** Called after a session is edited (app.ts passes the quiz sessions' exam sync: competitionSessions is built on this module). */
  onSessionSaved?: SessionSaved;
}

export const competitionsRoutes: FastifyPluginAsync<CompetitionsOptions> = async (app, options) => {
  const { db, clock } = app;
  const competitions = new CompetitionService(db, clock);
  const participants = new ParticipantService(db, app.config.passwordCost);
  const teams = new TeamService(db, clock);
  const sessions = new SessionService(db, clock, app.storageLinks, options.onSessionSaved);
  const students = new StudentService(db, clock);
  const myTeams = new MyTeamService(db, clock, students);
  const auth = new AuthService(db, app.config, app.config.sms.sender ?? logSmsSender(app.log));
  const { rateLimit } = app.config;

  app.addContentTypeParser([XLSX_MIME, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT }, (_request, body, done) => done(null, body));

  registerCalls(app, COMPETITION_CALLS, COMPETITION_SCHEMAS, {
    listCompetitions: (request) => competitions.list(request.user, request.query),
    createCompetition: (request) => competitions.create(request.user, request.body),
    getCompetition: (request) => competitions.get(request.user, request.params.id),
    updateCompetition: (request) => competitions.update(request.user, request.params.id, request.body),
    setCompetitionStatus: (request) => competitions.setStatus(request.user, request.params.id, request.body.status),
    deleteCompetition: async (request) => {
      await competitions.remove(request.user, request.params.id);
      return null;
    },
    listCompetitionAudit: (request) => competitions.audit(request.user, request.params.id, request.query),
    listCompetitionGroups: (request) => competitions.groups(request.user, request.params.id),
    createCompetitionGroup: (request) => competitions.createGroup(request.user, request.params.id, request.body),
    updateCompetitionGroup: (request) => competitions.updateGroup(request.user, request.params.id, request.params.groupId, request.body),
    deleteCompetitionGroup: async (request) => {
      await competitions.removeGroup(request.user, request.params.id, request.params.groupId);
      return null;
    },
    listCompetitionParticipants: (request) => participants.list(request.user, request.params.id, request.query),
    addCompetitionParticipants: (request) => participants.add(request.user, request.params.id, request.body),
    reviewCompetitionParticipants: (request) => participants.review(request.user, request.params.id, request.body),
    createCompetitionAccount: (request) => participants.createAccount(request.user, request.params.id, request.body),
    competitionAccountTemplate: async (request, reply) => {
      await manageable(db, request.user, request.params.id);
      const groups = (await repo.listGroups(db, request.params.id)).map((g) => g.row.name);
      return reply
        .type(XLSX_MIME)
        .header('content-disposition', attachment('竞赛账号导入模板.xlsx', 'competition-accounts-template.xlsx'))
        .send(await buildAccountTemplate(groups));
    },
    importCompetitionAccounts: async (request) => {
      const competition = await manageable(db, request.user, request.params.id);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw badRequest(`请上传 .xlsx 文件（Content-Type: ${XLSX_MIME}）`, `Send the .xlsx file as the body (Content-Type: ${XLSX_MIME})`);
      return importAccounts(db, request.user, competition.row, request.body, localeOf(request), app.config.passwordCost);
    },
    listCompetitionTeams: (request) => teams.list(request.user, request.params.id, request.query),
    getCompetitionTeam: (request) => teams.get(request.user, request.params.id, request.params.teamId),
    updateCompetitionTeam: (request) => teams.update(request.user, request.params.id, request.params.teamId, request.body),
    setCompetitionTeamAdvisers: (request) => teams.setAdvisers(request.user, request.params.id, request.params.teamId, request.body.user_ids),
    disbandCompetitionTeam: async (request) => {
      await teams.disband(request.user, request.params.id, request.params.teamId, request.query.reason);
      return null;
    },
    moveCompetitionMember: (request) => teams.move(request.user, request.params.id, request.body),
    mergeCompetitionTeams: (request) => teams.merge(request.user, request.params.id, request.body),
    listCompetitionSessions: (request) => sessions.list(request.user, request.params.id),
    createCompetitionSession: (request) => sessions.create(request.user, request.params.id, request.body),
    updateCompetitionSession: (request) => sessions.update(request.user, request.params.id, request.params.sessionId, request.body),
    deleteCompetitionSession: async (request) => {
      await sessions.remove(request.user, request.params.id, request.params.sessionId);
      return null;
    },
    competitionLogin: (request) => auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, COMPETITION_PARTICIPANT_ROLES),
    listOpenCompetitions: (request) => students.list(request.user, request.query),
    getOpenCompetition: (request) => students.get(request.user, request.params.id),
    registerCompetition: (request) => students.register(request.user, request.params.id, request.body),
    joinCompetitionByCode: (request) => students.joinByCode(request.user, request.body.code),
    withdrawCompetition: (request) => students.withdraw(request.user, request.params.id),
    createMyTeam: (request) => myTeams.create(request.user, request.params.id, request.body.name),
    leaveMyTeam: (request) => myTeams.leave(request.user, request.params.id),
    myCompetitionTeams: (request) => myTeams.myTeams(request.user),
    updateMyTeam: (request) => myTeams.update(request.user, request.params.teamId, request.body),
    removeMyTeamMember: (request) => myTeams.removeMember(request.user, request.params.teamId, request.params.userId),
    myTeamAdviserCandidates: (request) => myTeams.adviserCandidates(request.user, request.params.teamId),
    setMyTeamAdvisers: (request) => myTeams.setAdvisers(request.user, request.params.teamId, request.body.user_ids),
    myCompetitionSessions: (request) => myTeams.mySessions(request.user),
    listPublicCompetitions: (request) => students.publicList(request.query),
    getPublicCompetition: (request) => students.publicGet(request.params.id),
  }, {
    tags: ['competitions'],
    routes: {
      importCompetitionAccounts: { bodyLimit: IMPORT_LIMIT },
      competitionLogin: { config: { rateLimit: { max: rateLimit.loginMax, timeWindow: rateLimit.windowSeconds * 1000 } } },
    },
  });
};
