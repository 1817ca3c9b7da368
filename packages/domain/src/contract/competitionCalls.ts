// The competition calls (issue 10), zod-free: clients load these on every page, the schemas (competition.ts) only
// where used. Management is `/api/admin/competition…`, students and competition accounts `/api/competition…`, the
// public site `/api/public/competition…`. Scoring, boards and submissions are in competitionScoringCalls.ts; the
// paper and grade tabs and quiz sessions in competitionGradeCalls.ts.
import { STAFF_ROLES, type CallAccess, type CallTable } from './call.js';
import { fillPath } from './fillPath.js';

/**
 * Who may call what (the server enforces it; what a caller may not see answers "not found"):
 * - sys_admin runs platform competitions (`edu_id: null`) and may read every competition;
 * - edu_admin and edu_teacher run their own college's competitions; in platform competitions they read only their
 *   own students' entries; another college's competition does not exist for them;
 * - edu_student sees the competitions open to them (platform and own college, `public` or `signed_in`, or
 *   `invited` once they hold a code), registers alone or as a team, joins by code and withdraws;
 * - competitor (a competition account) sees only the competitions it is in.
 * Static segments (`mine`, `join`, `login`, `review`, `import`, `template`, `move`, `merge`, `audit`) win over `:id`.
 */
const STAFF = STAFF_ROLES;
/** Participants: students and competition accounts. */
export const COMPETITION_PARTICIPANT_ROLES = ['edu_student', 'competitor'] as const;
const PARTICIPANTS = COMPETITION_PARTICIPANT_ROLES;

/** The base, group, user and team tabs, and the examine tab's sessions (场次). */
export const COMPETITION_CALLS = {
  // base
  listCompetitions: { method: 'GET', path: '/api/admin/competition', roles: STAFF, summary: 'Competitions the caller runs (scope=all: also those it may read)' },
  createCompetition: { method: 'POST', path: '/api/admin/competition', roles: STAFF, summary: 'Create a competition (platform for sys_admin, else of the own college), as a draft' },
  getCompetition: { method: 'GET', path: '/api/admin/competition/:id', roles: STAFF, summary: 'One competition with its counts and whether the caller may manage it' },
  updateCompetition: {
    method: 'PUT',
    path: '/api/admin/competition/:id',
    roles: STAFF,
    summary: 'Edit the base tab (rich text is sanitized; kind and team sizes only while in draft)',
  },
  setCompetitionStatus: {
    method: 'PUT',
    path: '/api/admin/competition/:id/status',
    roles: STAFF,
    summary: 'Move the status one step (draft → registering → running → ended → published → archived), with its checks',
  },
  deleteCompetition: { method: 'DELETE', path: '/api/admin/competition/:id', roles: STAFF, summary: 'Delete a draft competition with no participants' },
  listCompetitionAudit: { method: 'GET', path: '/api/admin/competition/:id/audit', roles: STAFF, summary: 'The audit trail: moves, merges, disbands, reviews, adjustments, publishing (a reader: the competition-wide entries and those of their own college\'s teams)' },
  // group
  listCompetitionGroups: { method: 'GET', path: '/api/admin/competition/:id/group', roles: STAFF, summary: 'Groups (组别) with their counts and invite codes' },
  createCompetitionGroup: { method: 'POST', path: '/api/admin/competition/:id/group', roles: STAFF, summary: 'Add a group, optionally with an invite code' },
  updateCompetitionGroup: { method: 'PUT', path: '/api/admin/competition/:id/group/:groupId', roles: STAFF, summary: 'Rename, reorder or change the invite code of a group' },
  deleteCompetitionGroup: { method: 'DELETE', path: '/api/admin/competition/:id/group/:groupId', roles: STAFF, summary: 'Delete a group nobody registered in' },
  // user
  listCompetitionParticipants: {
    method: 'GET',
    path: '/api/admin/competition/:id/participant',
    roles: STAFF,
    summary: 'Participants (status, group, college, keyword; college staff see only their own students in platform competitions)',
  },
  addCompetitionParticipants: {
    method: 'POST',
    path: '/api/admin/competition/:id/participant',
    roles: STAFF,
    summary: 'Register existing students or competition accounts into a group (accepted at once)',
  },
  reviewCompetitionParticipants: {
    method: 'PUT',
    path: '/api/admin/competition/:id/participant/review',
    roles: STAFF,
    summary: 'Review registrations: accept, reject (reason required), suspend, reinstate; audited',
  },
  createCompetitionAccount: {
    method: 'POST',
    path: '/api/admin/competition/:id/account',
    roles: STAFF,
    summary: 'Create a competition account (role competitor) registered in this competition',
  },
  competitionAccountTemplate: {
    method: 'GET',
    path: '/api/admin/competition/:id/account/template',
    roles: STAFF,
    summary: 'Download the .xlsx template for importing competition accounts',
    binary: true,
  },
  importCompetitionAccounts: {
    method: 'POST',
    path: '/api/admin/competition/:id/account/import',
    roles: STAFF,
    summary: 'Import competition accounts from the .xlsx template (body: file bytes); nothing is written when any row is bad',
  },
  // team
  listCompetitionTeams: { method: 'GET', path: '/api/admin/competition/:id/team', roles: STAFF, summary: 'Teams with captain, members and advisers' },
  getCompetitionTeam: { method: 'GET', path: '/api/admin/competition/:id/team/:teamId', roles: STAFF, summary: 'One team' },
  updateCompetitionTeam: { method: 'PUT', path: '/api/admin/competition/:id/team/:teamId', roles: STAFF, summary: 'Rename a team, change its captain or group; audited' },
  setCompetitionTeamAdvisers: {
    method: 'PUT',
    path: '/api/admin/competition/:id/team/:teamId/adviser',
    roles: STAFF,
    summary: "Set a team's advisers (指导老师): teachers of the team's own college, at most advisers_max",
  },
  disbandCompetitionTeam: { method: 'DELETE', path: '/api/admin/competition/:id/team/:teamId', roles: STAFF, summary: 'Disband a team (members stay registered, without a team); audited' },
  moveCompetitionMember: { method: 'POST', path: '/api/admin/competition/:id/team/move', roles: STAFF, summary: 'Move a participant into another team (or out of any); audited' },
  mergeCompetitionTeams: { method: 'POST', path: '/api/admin/competition/:id/team/merge', roles: STAFF, summary: 'Merge one team into another; audited' },
  // examine (sessions; quiz papers and scoring data are filled by their own calls)
  listCompetitionSessions: { method: 'GET', path: '/api/admin/competition/:id/session', roles: STAFF, summary: 'Match sessions (场次) by stage and start' },
  createCompetitionSession: { method: 'POST', path: '/api/admin/competition/:id/session', roles: STAFF, summary: 'Add a session: quiz or data modelling, its window, freeze time and rules' },
  updateCompetitionSession: { method: 'PUT', path: '/api/admin/competition/:id/session/:sessionId', roles: STAFF, summary: 'Edit a session (the split is fixed once it has started)' },
  deleteCompetitionSession: { method: 'DELETE', path: '/api/admin/competition/:id/session/:sessionId', roles: STAFF, summary: 'Delete a session that has not started' },

  // students and competition accounts
  competitionLogin: {
    method: 'POST',
    path: '/api/competition/login',
    roles: 'public',
    summary: 'Sign in at /competition/login (competition accounts and students); lands on CompetitionHome',
  },
  listOpenCompetitions: { method: 'GET', path: '/api/competition', roles: PARTICIPANTS, summary: 'Competitions open to the caller, with their own registration' },
  getOpenCompetition: { method: 'GET', path: '/api/competition/:id', roles: PARTICIPANTS, summary: 'A competition as the caller sees it: groups, schedule, own registration and team' },
  registerCompetition: {
    method: 'POST',
    path: '/api/competition/:id/register',
    roles: PARTICIPANTS,
    summary: 'Register in a group, alone or founding a team (team competitions); pending or accepted by the review rule',
  },
  joinCompetitionByCode: {
    method: 'POST',
    path: '/api/competition/join',
    roles: PARTICIPANTS,
    summary: "Join by code: a team's invite code (registers into its group and team) or a group's invite code",
  },
  withdrawCompetition: { method: 'POST', path: '/api/competition/:id/withdraw', roles: PARTICIPANTS, summary: 'Withdraw from a competition (leaves the team while the roster is open)' },
  createMyTeam: { method: 'POST', path: '/api/competition/:id/team', roles: PARTICIPANTS, summary: 'Found a team as a registered participant without one (becomes captain)' },
  leaveMyTeam: { method: 'POST', path: '/api/competition/:id/team/leave', roles: PARTICIPANTS, summary: 'Leave the own team while the roster is open' },
  myCompetitionTeams: { method: 'GET', path: '/api/competition/team/mine', roles: PARTICIPANTS, summary: "The caller's teams in every competition, with invite codes" },
  updateMyTeam: { method: 'PUT', path: '/api/competition/team/:teamId', roles: PARTICIPANTS, summary: 'Captain: rename the team or hand over the captaincy (roster open)' },
  removeMyTeamMember: { method: 'DELETE', path: '/api/competition/team/:teamId/member/:userId', roles: PARTICIPANTS, summary: 'Captain: remove a member (roster open)' },
  myTeamAdviserCandidates: {
    method: 'GET',
    path: '/api/competition/team/:teamId/adviser',
    roles: PARTICIPANTS,
    summary: "Captain: teachers of the team's college who may be advisers",
  },
  setMyTeamAdvisers: { method: 'PUT', path: '/api/competition/team/:teamId/adviser', roles: PARTICIPANTS, summary: "Captain: set the team's advisers (roster open)" },
  myCompetitionSessions: {
    method: 'GET',
    path: '/api/competition/session/mine',
    roles: [...STAFF, ...PARTICIPANTS],
    summary: "CompetitionHome: the caller's match sessions with their state and countdown (advisers see their teams')",
  },

  // public site (no sign-in): competitions marked public and their schedule
  listPublicCompetitions: { method: 'GET', path: '/api/public/competition', roles: 'public', summary: 'Public competitions (not drafts)' },
  getPublicCompetition: { method: 'GET', path: '/api/public/competition/:id', roles: 'public', summary: 'A public competition: description, rules, groups and schedule' },
} as const satisfies CallTable;

export type CompetitionCallName = keyof typeof COMPETITION_CALLS;

/** Fill a competition path's params, e.g. `competitionPath('getCompetitionTeam', { id: 3, teamId: 9 })`. */
export function competitionPath(name: CompetitionCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, COMPETITION_CALLS[name].path, params);
}

/**
 * The calls open to every signed-in user that a competition account may also make: its own account and uploads
 * (prediction files go through the Uploader). The server refuses it every other call that does not name its role.
 */
export const COMPETITOR_SHARED_CALLS = [
  'logout',
  'current',
  'updateCurrent',
  'loginInfo',
  'updatePassword',
  'storageMeta',
  'createUpload',
  'signUploadParts',
  'recordUploadPart',
  'completeUpload',
  'abortUpload',
  'renewStorageLink',
] as const;

const SHARED: ReadonlySet<string> = new Set(COMPETITOR_SHARED_CALLS);

/** Whether a competition account may make the call `name` (its access taken from the call table). */
export function competitorMayCall(name: string, access: CallAccess): boolean {
  if (access === 'public') return true;
  if (access === 'any') return SHARED.has(name);
  return access.includes('competitor');
}
