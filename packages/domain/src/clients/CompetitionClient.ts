import type { AxiosInstance } from 'axios';
import { COMPETITION_CALLS, COMPETITION_GRADE_CALLS, COMPETITION_SCORING_CALLS, XLSX_MIME } from '../contract/index.js';
import type {
  AdvanceRequest,
  BoardHistoryQuery,
  BoardQuery,
  CompetitionAccountCreate,
  CompetitionAuditQuery,
  CompetitionCreate,
  CompetitionGroupUpdate,
  CompetitionGroupWrite,
  CompetitionListQuery,
  CompetitionRegister,
  CompetitionSessionCreate,
  CompetitionSessionUpdate,
  CompetitionStatus,
  CompetitionTeamUpdate,
  CompetitionUpdate,
  LoginRequest,
  MyTeamUpdate,
  OpenCompetitionListQuery,
  ParticipantListQuery,
  ParticipantReview,
  ParticipantsAdd,
  PublicCompetitionListQuery,
  ResultAdjust,
  ResultListQuery,
  SessionPaperUpdate,
  SessionSubmissionQuery,
  SubmissionCreate,
  TeamListQuery,
  TeamMemberMove,
  TeamMerge,
} from '../contract/index.js';
import type { CallTable } from '../contract/index.js';
import { fillPath } from '../contract/fillPath.js';
import { call, type RequestOptions } from './request.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** Every competition call by name: the served table and the scoring and grade tables. */
const COMPETITION_PATHS = { ...COMPETITION_CALLS, ...COMPETITION_SCORING_CALLS, ...COMPETITION_GRADE_CALLS } as const satisfies CallTable;

const blob = { responseType: 'blob' } as const;

const fill = (name: string, path: string, params: Record<string, string | number> = {}): string => fillPath(name, path, params);

/**
 * Competitions (issue 10): the seven management tabs, the student and competition-account side, the public site and
 * the boards. Every method's method and path come from the contract's tables; the server checks who may call what.
 */
export class CompetitionClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  // base
  list(query: CompetitionListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listCompetitions'>> {
    return call(this.#http, COMPETITION_CALLS, 'listCompetitions', { query }, options);
  }
  create(body: CompetitionCreate, options?: RequestOptions): Promise<CallAnswer<'createCompetition'>> {
    return call(this.#http, COMPETITION_CALLS, 'createCompetition', { body }, options);
  }
  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getCompetition'>> {
    return call(this.#http, COMPETITION_CALLS, 'getCompetition', { params: { id } }, options);
  }
  update(id: number, body: CompetitionUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCompetition'>> {
    return call(this.#http, COMPETITION_CALLS, 'updateCompetition', { params: { id }, body }, options);
  }
  setStatus(id: number, status: CompetitionStatus, options?: RequestOptions): Promise<CallAnswer<'setCompetitionStatus'>> {
    return call(this.#http, COMPETITION_CALLS, 'setCompetitionStatus', { params: { id }, body: { status } }, options);
  }
  async remove(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, COMPETITION_CALLS, 'deleteCompetition', { params: { id } }, options);
  }
  audit(id: number, query: CompetitionAuditQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listCompetitionAudit'>> {
    return call(this.#http, COMPETITION_CALLS, 'listCompetitionAudit', { params: { id }, query }, options);
  }

  // group
  groups(id: number, options?: RequestOptions): Promise<CallAnswer<'listCompetitionGroups'>> {
    return call(this.#http, COMPETITION_CALLS, 'listCompetitionGroups', { params: { id } }, options);
  }
  createGroup(id: number, body: CompetitionGroupWrite, options?: RequestOptions): Promise<CallAnswer<'createCompetitionGroup'>> {
    return call(this.#http, COMPETITION_CALLS, 'createCompetitionGroup', { params: { id }, body }, options);
  }
  updateGroup(id: number, groupId: number, body: CompetitionGroupUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCompetitionGroup'>> {
    return call(this.#http, COMPETITION_CALLS, 'updateCompetitionGroup', { params: { id, groupId }, body }, options);
  }
  async removeGroup(id: number, groupId: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, COMPETITION_CALLS, 'deleteCompetitionGroup', { params: { id, groupId } }, options);
  }

  // user
  participants(id: number, query: ParticipantListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listCompetitionParticipants'>> {
    return call(this.#http, COMPETITION_CALLS, 'listCompetitionParticipants', { params: { id }, query }, options);
  }
  addParticipants(id: number, body: ParticipantsAdd, options?: RequestOptions): Promise<CallAnswer<'addCompetitionParticipants'>> {
    return call(this.#http, COMPETITION_CALLS, 'addCompetitionParticipants', { params: { id }, body }, options);
  }
  review(id: number, body: ParticipantReview, options?: RequestOptions): Promise<CallAnswer<'reviewCompetitionParticipants'>> {
    return call(this.#http, COMPETITION_CALLS, 'reviewCompetitionParticipants', { params: { id }, body }, options);
  }
  createAccount(id: number, body: CompetitionAccountCreate, options?: RequestOptions): Promise<CallAnswer<'createCompetitionAccount'>> {
    return call(this.#http, COMPETITION_CALLS, 'createCompetitionAccount', { params: { id }, body }, options);
  }
  accountTemplate(id: number, options?: RequestOptions): Promise<CallAnswer<'competitionAccountTemplate'>> {
    return call(this.#http, COMPETITION_CALLS, 'competitionAccountTemplate', { params: { id }, config: blob }, options);
  }
  importAccounts(id: number, file: Blob, options?: RequestOptions): Promise<CallAnswer<'importCompetitionAccounts'>> {
    return call(this.#http, COMPETITION_CALLS, 'importCompetitionAccounts', { params: { id }, body: file, config: { headers: { 'Content-Type': XLSX_MIME } } }, options);
  }

  // team
  teams(id: number, query: TeamListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listCompetitionTeams'>> {
    return call(this.#http, COMPETITION_CALLS, 'listCompetitionTeams', { params: { id }, query }, options);
  }
  team(id: number, teamId: number, options?: RequestOptions): Promise<CallAnswer<'getCompetitionTeam'>> {
    return call(this.#http, COMPETITION_CALLS, 'getCompetitionTeam', { params: { id, teamId } }, options);
  }
  updateTeam(id: number, teamId: number, body: CompetitionTeamUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCompetitionTeam'>> {
    return call(this.#http, COMPETITION_CALLS, 'updateCompetitionTeam', { params: { id, teamId }, body }, options);
  }
  setTeamAdvisers(id: number, teamId: number, userIds: number[], options?: RequestOptions): Promise<CallAnswer<'setCompetitionTeamAdvisers'>> {
    return call(this.#http, COMPETITION_CALLS, 'setCompetitionTeamAdvisers', { params: { id, teamId }, body: { user_ids: userIds } }, options);
  }
  async disbandTeam(id: number, teamId: number, reason = '', options?: RequestOptions): Promise<void> {
    await call(this.#http, COMPETITION_CALLS, 'disbandCompetitionTeam', { params: { id, teamId }, query: { reason } }, options);
  }
  moveMember(id: number, body: TeamMemberMove, options?: RequestOptions): Promise<CallAnswer<'moveCompetitionMember'>> {
    return call(this.#http, COMPETITION_CALLS, 'moveCompetitionMember', { params: { id }, body }, options);
  }
  mergeTeams(id: number, body: TeamMerge, options?: RequestOptions): Promise<CallAnswer<'mergeCompetitionTeams'>> {
    return call(this.#http, COMPETITION_CALLS, 'mergeCompetitionTeams', { params: { id }, body }, options);
  }

  // examine
  sessions(id: number, options?: RequestOptions): Promise<CallAnswer<'listCompetitionSessions'>> {
    return call(this.#http, COMPETITION_CALLS, 'listCompetitionSessions', { params: { id } }, options);
  }
  createSession(id: number, body: CompetitionSessionCreate, options?: RequestOptions): Promise<CallAnswer<'createCompetitionSession'>> {
    return call(this.#http, COMPETITION_CALLS, 'createCompetitionSession', { params: { id }, body }, options);
  }
  updateSession(id: number, sessionId: number, body: CompetitionSessionUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCompetitionSession'>> {
    return call(this.#http, COMPETITION_CALLS, 'updateCompetitionSession', { params: { id, sessionId }, body }, options);
  }
  async removeSession(id: number, sessionId: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, COMPETITION_CALLS, 'deleteCompetitionSession', { params: { id, sessionId } }, options);
  }

  // paper and grade
  papers(id: number, options?: RequestOptions): Promise<CallAnswer<'listCompetitionPapers'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'listCompetitionPapers', { params: { id } }, options);
  }
  setSessionPaper(id: number, sessionId: number, body: SessionPaperUpdate, options?: RequestOptions): Promise<CallAnswer<'setSessionPaper'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'setSessionPaper', { params: { id, sessionId }, body }, options);
  }
  results(id: number, sessionId: number, query: ResultListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listSessionResults'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'listSessionResults', { params: { id, sessionId }, query }, options);
  }
  computeResults(id: number, sessionId: number, options?: RequestOptions): Promise<CallAnswer<'computeSessionResults'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'computeSessionResults', { params: { id, sessionId } }, options);
  }
  adjustResult(id: number, resultId: number, body: ResultAdjust, options?: RequestOptions): Promise<CallAnswer<'adjustCompetitionResult'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'adjustCompetitionResult', { params: { id, resultId }, body }, options);
  }
  reviewList(id: number, sessionId: number, top = 10, options?: RequestOptions): Promise<CallAnswer<'sessionReviewList'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'sessionReviewList', { params: { id, sessionId }, query: { top } }, options);
  }
  publishResults(id: number, sessionId: number, options?: RequestOptions): Promise<CallAnswer<'publishSessionResults'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'publishSessionResults', { params: { id, sessionId } }, options);
  }
  advance(id: number, sessionId: number, body: AdvanceRequest, options?: RequestOptions): Promise<CallAnswer<'advanceSession'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'advanceSession', { params: { id, sessionId }, body }, options);
  }
  exportResults(id: number, sessionId: number, query: ResultListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'exportSessionResults'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'exportSessionResults', { params: { id, sessionId }, query, config: blob }, options);
  }
  overallResults(id: number, query: ResultListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'competitionOverallResults'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'competitionOverallResults', { params: { id }, query }, options);
  }
  certificate(resultId: number, options?: RequestOptions): Promise<CallAnswer<'competitionCertificate'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'competitionCertificate', { params: { id: resultId }, config: blob }, options);
  }

  // boards and submissions
  board(sessionId: number, query: BoardQuery = {}, options?: RequestOptions): Promise<CallAnswer<'sessionBoard'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'sessionBoard', { params: { id: sessionId }, query }, options);
  }
  boardHistory(sessionId: number, query: BoardHistoryQuery = {}, options?: RequestOptions): Promise<CallAnswer<'sessionBoardHistory'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'sessionBoardHistory', { params: { id: sessionId }, query }, options);
  }
  /**
   * Sets the stream ticket (an HttpOnly cookie for the stream's path, a few minutes) that opens the session's board
   * stream; call it before `new EventSource(boardStreamPath(id))` and again before reopening after an error.
   */
  boardTicket(sessionId: number, options?: RequestOptions): Promise<CallAnswer<'sessionBoardTicket'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'sessionBoardTicket', { params: { id: sessionId } }, options);
  }
  /** The path of a session's live board stream (EventSource needs a URL, not a call). */
  boardStreamPath(sessionId: number, publicBoard = false): string {
    const name = publicBoard ? 'publicSessionBoardStream' : 'sessionBoardStream';
    return fill(name, COMPETITION_PATHS[name].path, { id: sessionId });
  }
  exportBoard(sessionId: number, groupId?: number, options?: RequestOptions): Promise<CallAnswer<'exportSessionBoard'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'exportSessionBoard', { params: { id: sessionId }, query: groupId === undefined ? {} : { group_id: groupId }, config: blob }, options);
  }
  sessionSubmissions(sessionId: number, query: SessionSubmissionQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listSessionSubmissions'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'listSessionSubmissions', { params: { id: sessionId }, query }, options);
  }
  publicBoard(sessionId: number, query: BoardQuery = {}, options?: RequestOptions): Promise<CallAnswer<'publicSessionBoard'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'publicSessionBoard', { params: { id: sessionId }, query }, options);
  }
  sessionFile(sessionId: number, which: 'train' | 'test', options?: RequestOptions): Promise<CallAnswer<'downloadSessionFile'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'downloadSessionFile', { params: { id: sessionId, which }, config: blob }, options);
  }
  submit(sessionId: number, body: SubmissionCreate, options?: RequestOptions): Promise<CallAnswer<'submitPredictions'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'submitPredictions', { params: { id: sessionId }, body }, options);
  }
  mySubmissions(sessionId: number, options?: RequestOptions): Promise<CallAnswer<'mySubmissions'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'mySubmissions', { params: { id: sessionId } }, options);
  }
  chooseFinals(sessionId: number, submissionIds: number[], options?: RequestOptions): Promise<CallAnswer<'chooseFinals'>> {
    return call(this.#http, COMPETITION_SCORING_CALLS, 'chooseFinals', { params: { id: sessionId }, body: { submission_ids: submissionIds } }, options);
  }

  // students and competition accounts
  login(body: LoginRequest, options?: RequestOptions): Promise<CallAnswer<'competitionLogin'>> {
    return call(this.#http, COMPETITION_CALLS, 'competitionLogin', { body }, options);
  }
  open(query: OpenCompetitionListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listOpenCompetitions'>> {
    return call(this.#http, COMPETITION_CALLS, 'listOpenCompetitions', { query }, options);
  }
  openOne(id: number, options?: RequestOptions): Promise<CallAnswer<'getOpenCompetition'>> {
    return call(this.#http, COMPETITION_CALLS, 'getOpenCompetition', { params: { id } }, options);
  }
  register(id: number, body: CompetitionRegister, options?: RequestOptions): Promise<CallAnswer<'registerCompetition'>> {
    return call(this.#http, COMPETITION_CALLS, 'registerCompetition', { params: { id }, body }, options);
  }
  joinByCode(code: string, options?: RequestOptions): Promise<CallAnswer<'joinCompetitionByCode'>> {
    return call(this.#http, COMPETITION_CALLS, 'joinCompetitionByCode', { body: { code } }, options);
  }
  withdraw(id: number, options?: RequestOptions): Promise<CallAnswer<'withdrawCompetition'>> {
    return call(this.#http, COMPETITION_CALLS, 'withdrawCompetition', { params: { id } }, options);
  }
  createMyTeam(id: number, name: string, options?: RequestOptions): Promise<CallAnswer<'createMyTeam'>> {
    return call(this.#http, COMPETITION_CALLS, 'createMyTeam', { params: { id }, body: { name } }, options);
  }
  leaveMyTeam(id: number, options?: RequestOptions): Promise<CallAnswer<'leaveMyTeam'>> {
    return call(this.#http, COMPETITION_CALLS, 'leaveMyTeam', { params: { id } }, options);
  }
  myTeams(options?: RequestOptions): Promise<CallAnswer<'myCompetitionTeams'>> {
    return call(this.#http, COMPETITION_CALLS, 'myCompetitionTeams', {}, options);
  }
  updateMyTeam(teamId: number, body: MyTeamUpdate, options?: RequestOptions): Promise<CallAnswer<'updateMyTeam'>> {
    return call(this.#http, COMPETITION_CALLS, 'updateMyTeam', { params: { teamId }, body }, options);
  }
  removeMyTeamMember(teamId: number, userId: number, options?: RequestOptions): Promise<CallAnswer<'removeMyTeamMember'>> {
    return call(this.#http, COMPETITION_CALLS, 'removeMyTeamMember', { params: { teamId, userId } }, options);
  }
  adviserCandidates(teamId: number, options?: RequestOptions): Promise<CallAnswer<'myTeamAdviserCandidates'>> {
    return call(this.#http, COMPETITION_CALLS, 'myTeamAdviserCandidates', { params: { teamId } }, options);
  }
  setMyTeamAdvisers(teamId: number, userIds: number[], options?: RequestOptions): Promise<CallAnswer<'setMyTeamAdvisers'>> {
    return call(this.#http, COMPETITION_CALLS, 'setMyTeamAdvisers', { params: { teamId }, body: { user_ids: userIds } }, options);
  }
  mySessions(options?: RequestOptions): Promise<CallAnswer<'myCompetitionSessions'>> {
    return call(this.#http, COMPETITION_CALLS, 'myCompetitionSessions', {}, options);
  }
  enterQuiz(sessionId: number, options?: RequestOptions): Promise<CallAnswer<'enterQuizSession'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'enterQuizSession', { params: { id: sessionId } }, options);
  }
  myResults(id: number, options?: RequestOptions): Promise<CallAnswer<'myCompetitionResults'>> {
    return call(this.#http, COMPETITION_GRADE_CALLS, 'myCompetitionResults', { params: { id } }, options);
  }

  // public site
  publicList(query: PublicCompetitionListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listPublicCompetitions'>> {
    return call(this.#http, COMPETITION_CALLS, 'listPublicCompetitions', { query }, options);
  }
  publicOne(id: number, options?: RequestOptions): Promise<CallAnswer<'getPublicCompetition'>> {
    return call(this.#http, COMPETITION_CALLS, 'getPublicCompetition', { params: { id } }, options);
  }
}
