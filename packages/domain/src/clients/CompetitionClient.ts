import type { AxiosInstance } from 'axios';
import { COMPETITION_CALLS, COMPETITION_GRADE_CALLS, COMPETITION_SCORING_CALLS, XLSX_MIME } from '../contract/index.js';
import type {
  AdvanceRequest,
  AdvanceResult,
  AdviserCandidate,
  Board,
  BoardHistory,
  BoardHistoryQuery,
  BoardQuery,
  BoardTicket,
  Competition,
  CompetitionAccountCreate,
  CompetitionAccountImportResult,
  CompetitionAuditEntry,
  CompetitionAuditQuery,
  CompetitionCreate,
  CompetitionGroup,
  CompetitionGroupUpdate,
  CompetitionGroupWrite,
  CompetitionListQuery,
  CompetitionPaper,
  CompetitionParticipant,
  CompetitionRegister,
  CompetitionResult,
  CompetitionSession,
  CompetitionSessionCreate,
  CompetitionSessionUpdate,
  CompetitionStatus,
  CompetitionTeam,
  CompetitionTeamUpdate,
  CompetitionUpdate,
  CurrentUser,
  LoginRequest,
  MyRegistration,
  MySessions,
  MySubmissions,
  MyTeam,
  MyTeamUpdate,
  OpenCompetition,
  OpenCompetitionListQuery,
  OverallResult,
  Paged,
  ParticipantListQuery,
  ParticipantReview,
  ParticipantReviewResult,
  ParticipantsAdd,
  ParticipantsAddResult,
  PublicCompetitionListQuery,
  QuizEntry,
  ResultAdjust,
  ResultListQuery,
  SessionPaperUpdate,
  SessionSubmission,
  SessionSubmissionQuery,
  Submission,
  SubmissionCreate,
  TeamListQuery,
  TeamMemberMove,
  TeamMerge,
} from '../contract/index.js';
import type { CallTable } from '../contract/index.js';
import { fillPath } from '../contract/fillPath.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';

/** Every competition call by name: the served table and the scoring and grade tables. */
const COMPETITION_PATHS = { ...COMPETITION_CALLS, ...COMPETITION_SCORING_CALLS, ...COMPETITION_GRADE_CALLS } as const satisfies CallTable;
type CompetitionPathName = keyof typeof COMPETITION_PATHS;

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

  #call<T>(name: CompetitionPathName, init: CallInit = {}, options?: RequestOptions): Promise<T> {
    const call = COMPETITION_PATHS[name];
    return sendCall<T>(this.#http, call.method, fill(name, call.path, init.params), init, options);
  }

  // base
  list(query: CompetitionListQuery = {}, options?: RequestOptions): Promise<Paged<Competition>> {
    return this.#call('listCompetitions', { query }, options);
  }
  create(body: CompetitionCreate, options?: RequestOptions): Promise<Competition> {
    return this.#call('createCompetition', { body }, options);
  }
  get(id: number, options?: RequestOptions): Promise<Competition> {
    return this.#call('getCompetition', { params: { id } }, options);
  }
  update(id: number, body: CompetitionUpdate, options?: RequestOptions): Promise<Competition> {
    return this.#call('updateCompetition', { params: { id }, body }, options);
  }
  setStatus(id: number, status: CompetitionStatus, options?: RequestOptions): Promise<Competition> {
    return this.#call('setCompetitionStatus', { params: { id }, body: { status } }, options);
  }
  async remove(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteCompetition', { params: { id } }, options);
  }
  audit(id: number, query: CompetitionAuditQuery = {}, options?: RequestOptions): Promise<Paged<CompetitionAuditEntry>> {
    return this.#call('listCompetitionAudit', { params: { id }, query }, options);
  }

  // group
  groups(id: number, options?: RequestOptions): Promise<CompetitionGroup[]> {
    return this.#call('listCompetitionGroups', { params: { id } }, options);
  }
  createGroup(id: number, body: CompetitionGroupWrite, options?: RequestOptions): Promise<CompetitionGroup> {
    return this.#call('createCompetitionGroup', { params: { id }, body }, options);
  }
  updateGroup(id: number, groupId: number, body: CompetitionGroupUpdate, options?: RequestOptions): Promise<CompetitionGroup> {
    return this.#call('updateCompetitionGroup', { params: { id, groupId }, body }, options);
  }
  async removeGroup(id: number, groupId: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteCompetitionGroup', { params: { id, groupId } }, options);
  }

  // user
  participants(id: number, query: ParticipantListQuery = {}, options?: RequestOptions): Promise<Paged<CompetitionParticipant>> {
    return this.#call('listCompetitionParticipants', { params: { id }, query }, options);
  }
  addParticipants(id: number, body: ParticipantsAdd, options?: RequestOptions): Promise<ParticipantsAddResult> {
    return this.#call('addCompetitionParticipants', { params: { id }, body }, options);
  }
  review(id: number, body: ParticipantReview, options?: RequestOptions): Promise<ParticipantReviewResult> {
    return this.#call('reviewCompetitionParticipants', { params: { id }, body }, options);
  }
  createAccount(id: number, body: CompetitionAccountCreate, options?: RequestOptions): Promise<CompetitionParticipant> {
    return this.#call('createCompetitionAccount', { params: { id }, body }, options);
  }
  accountTemplate(id: number, options?: RequestOptions): Promise<Blob> {
    return this.#call('competitionAccountTemplate', { params: { id }, config: blob }, options);
  }
  importAccounts(id: number, file: Blob, options?: RequestOptions): Promise<CompetitionAccountImportResult> {
    return this.#call('importCompetitionAccounts', { params: { id }, body: file, config: { headers: { 'Content-Type': XLSX_MIME } } }, options);
  }

  // team
  teams(id: number, query: TeamListQuery = {}, options?: RequestOptions): Promise<Paged<CompetitionTeam>> {
    return this.#call('listCompetitionTeams', { params: { id }, query }, options);
  }
  team(id: number, teamId: number, options?: RequestOptions): Promise<CompetitionTeam> {
    return this.#call('getCompetitionTeam', { params: { id, teamId } }, options);
  }
  updateTeam(id: number, teamId: number, body: CompetitionTeamUpdate, options?: RequestOptions): Promise<CompetitionTeam> {
    return this.#call('updateCompetitionTeam', { params: { id, teamId }, body }, options);
  }
  setTeamAdvisers(id: number, teamId: number, userIds: number[], options?: RequestOptions): Promise<CompetitionTeam> {
    return this.#call('setCompetitionTeamAdvisers', { params: { id, teamId }, body: { user_ids: userIds } }, options);
  }
  async disbandTeam(id: number, teamId: number, reason = '', options?: RequestOptions): Promise<void> {
    await this.#call('disbandCompetitionTeam', { params: { id, teamId }, query: { reason } }, options);
  }
  moveMember(id: number, body: TeamMemberMove, options?: RequestOptions): Promise<CompetitionParticipant> {
    return this.#call('moveCompetitionMember', { params: { id }, body }, options);
  }
  mergeTeams(id: number, body: TeamMerge, options?: RequestOptions): Promise<CompetitionTeam> {
    return this.#call('mergeCompetitionTeams', { params: { id }, body }, options);
  }

  // examine
  sessions(id: number, options?: RequestOptions): Promise<CompetitionSession[]> {
    return this.#call('listCompetitionSessions', { params: { id } }, options);
  }
  createSession(id: number, body: CompetitionSessionCreate, options?: RequestOptions): Promise<CompetitionSession> {
    return this.#call('createCompetitionSession', { params: { id }, body }, options);
  }
  updateSession(id: number, sessionId: number, body: CompetitionSessionUpdate, options?: RequestOptions): Promise<CompetitionSession> {
    return this.#call('updateCompetitionSession', { params: { id, sessionId }, body }, options);
  }
  async removeSession(id: number, sessionId: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteCompetitionSession', { params: { id, sessionId } }, options);
  }

  // paper and grade
  papers(id: number, options?: RequestOptions): Promise<CompetitionPaper[]> {
    return this.#call('listCompetitionPapers', { params: { id } }, options);
  }
  setSessionPaper(id: number, sessionId: number, body: SessionPaperUpdate, options?: RequestOptions): Promise<QuizEntry> {
    return this.#call('setSessionPaper', { params: { id, sessionId }, body }, options);
  }
  results(id: number, sessionId: number, query: ResultListQuery = {}, options?: RequestOptions): Promise<CompetitionResult[]> {
    return this.#call('listSessionResults', { params: { id, sessionId }, query }, options);
  }
  computeResults(id: number, sessionId: number, options?: RequestOptions): Promise<CompetitionResult[]> {
    return this.#call('computeSessionResults', { params: { id, sessionId } }, options);
  }
  adjustResult(id: number, resultId: number, body: ResultAdjust, options?: RequestOptions): Promise<CompetitionResult> {
    return this.#call('adjustCompetitionResult', { params: { id, resultId }, body }, options);
  }
  reviewList(id: number, sessionId: number, top = 10, options?: RequestOptions): Promise<CompetitionResult[]> {
    return this.#call('sessionReviewList', { params: { id, sessionId }, query: { top } }, options);
  }
  publishResults(id: number, sessionId: number, options?: RequestOptions): Promise<CompetitionResult[]> {
    return this.#call('publishSessionResults', { params: { id, sessionId } }, options);
  }
  advance(id: number, sessionId: number, body: AdvanceRequest, options?: RequestOptions): Promise<AdvanceResult> {
    return this.#call('advanceSession', { params: { id, sessionId }, body }, options);
  }
  exportResults(id: number, sessionId: number, query: ResultListQuery = {}, options?: RequestOptions): Promise<Blob> {
    return this.#call('exportSessionResults', { params: { id, sessionId }, query, config: blob }, options);
  }
  overallResults(id: number, query: ResultListQuery = {}, options?: RequestOptions): Promise<OverallResult[]> {
    return this.#call('competitionOverallResults', { params: { id }, query }, options);
  }
  certificate(resultId: number, options?: RequestOptions): Promise<Blob> {
    return this.#call('competitionCertificate', { params: { id: resultId }, config: blob }, options);
  }

  // boards and submissions
  board(sessionId: number, query: BoardQuery = {}, options?: RequestOptions): Promise<Board> {
    return this.#call('sessionBoard', { params: { id: sessionId }, query }, options);
  }
  boardHistory(sessionId: number, query: BoardHistoryQuery = {}, options?: RequestOptions): Promise<BoardHistory> {
    return this.#call('sessionBoardHistory', { params: { id: sessionId }, query }, options);
  }
  /**
   * Sets the stream ticket (an HttpOnly cookie for the stream's path, a few minutes) that opens the session's board
   * stream; call it before `new EventSource(boardStreamPath(id))` and again before reopening after an error.
   */
  boardTicket(sessionId: number, options?: RequestOptions): Promise<BoardTicket> {
    return this.#call('sessionBoardTicket', { params: { id: sessionId } }, options);
  }
  /** The path of a session's live board stream (EventSource needs a URL, not a call). */
  boardStreamPath(sessionId: number, publicBoard = false): string {
    const name = publicBoard ? 'publicSessionBoardStream' : 'sessionBoardStream';
    return fill(name, COMPETITION_PATHS[name].path, { id: sessionId });
  }
  exportBoard(sessionId: number, groupId?: number, options?: RequestOptions): Promise<Blob> {
    return this.#call('exportSessionBoard', { params: { id: sessionId }, query: groupId === undefined ? {} : { group_id: groupId }, config: blob }, options);
  }
  sessionSubmissions(sessionId: number, query: SessionSubmissionQuery = {}, options?: RequestOptions): Promise<Paged<SessionSubmission>> {
    return this.#call('listSessionSubmissions', { params: { id: sessionId }, query }, options);
  }
  publicBoard(sessionId: number, query: BoardQuery = {}, options?: RequestOptions): Promise<Board> {
    return this.#call('publicSessionBoard', { params: { id: sessionId }, query }, options);
  }
  sessionFile(sessionId: number, which: 'train' | 'test', options?: RequestOptions): Promise<Blob> {
    return this.#call('downloadSessionFile', { params: { id: sessionId, which }, config: blob }, options);
  }
  submit(sessionId: number, body: SubmissionCreate, options?: RequestOptions): Promise<Submission> {
    return this.#call('submitPredictions', { params: { id: sessionId }, body }, options);
  }
  mySubmissions(sessionId: number, options?: RequestOptions): Promise<MySubmissions> {
    return this.#call('mySubmissions', { params: { id: sessionId } }, options);
  }
  chooseFinals(sessionId: number, submissionIds: number[], options?: RequestOptions): Promise<MySubmissions> {
    return this.#call('chooseFinals', { params: { id: sessionId }, body: { submission_ids: submissionIds } }, options);
  }

  // students and competition accounts
  login(body: LoginRequest, options?: RequestOptions): Promise<CurrentUser> {
    return this.#call('competitionLogin', { body }, options);
  }
  open(query: OpenCompetitionListQuery = {}, options?: RequestOptions): Promise<Paged<OpenCompetition>> {
    return this.#call('listOpenCompetitions', { query }, options);
  }
  openOne(id: number, options?: RequestOptions): Promise<OpenCompetition> {
    return this.#call('getOpenCompetition', { params: { id } }, options);
  }
  register(id: number, body: CompetitionRegister, options?: RequestOptions): Promise<MyRegistration> {
    return this.#call('registerCompetition', { params: { id }, body }, options);
  }
  joinByCode(code: string, options?: RequestOptions): Promise<MyRegistration & { competition_id: number }> {
    return this.#call('joinCompetitionByCode', { body: { code } }, options);
  }
  withdraw(id: number, options?: RequestOptions): Promise<MyRegistration> {
    return this.#call('withdrawCompetition', { params: { id } }, options);
  }
  createMyTeam(id: number, name: string, options?: RequestOptions): Promise<MyTeam> {
    return this.#call('createMyTeam', { params: { id }, body: { name } }, options);
  }
  leaveMyTeam(id: number, options?: RequestOptions): Promise<MyRegistration> {
    return this.#call('leaveMyTeam', { params: { id } }, options);
  }
  myTeams(options?: RequestOptions): Promise<MyTeam[]> {
    return this.#call('myCompetitionTeams', {}, options);
  }
  updateMyTeam(teamId: number, body: MyTeamUpdate, options?: RequestOptions): Promise<MyTeam> {
    return this.#call('updateMyTeam', { params: { teamId }, body }, options);
  }
  removeMyTeamMember(teamId: number, userId: number, options?: RequestOptions): Promise<MyTeam> {
    return this.#call('removeMyTeamMember', { params: { teamId, userId } }, options);
  }
  adviserCandidates(teamId: number, options?: RequestOptions): Promise<AdviserCandidate[]> {
    return this.#call('myTeamAdviserCandidates', { params: { teamId } }, options);
  }
  setMyTeamAdvisers(teamId: number, userIds: number[], options?: RequestOptions): Promise<MyTeam> {
    return this.#call('setMyTeamAdvisers', { params: { teamId }, body: { user_ids: userIds } }, options);
  }
  mySessions(options?: RequestOptions): Promise<MySessions> {
    return this.#call('myCompetitionSessions', {}, options);
  }
  enterQuiz(sessionId: number, options?: RequestOptions): Promise<QuizEntry> {
    return this.#call('enterQuizSession', { params: { id: sessionId } }, options);
  }
  myResults(id: number, options?: RequestOptions): Promise<CompetitionResult[]> {
    return this.#call('myCompetitionResults', { params: { id } }, options);
  }

  // public site
  publicList(query: PublicCompetitionListQuery = {}, options?: RequestOptions): Promise<Paged<OpenCompetition>> {
    return this.#call('listPublicCompetitions', { query }, options);
  }
  publicOne(id: number, options?: RequestOptions): Promise<OpenCompetition> {
    return this.#call('getPublicCompetition', { params: { id } }, options);
  }
}
