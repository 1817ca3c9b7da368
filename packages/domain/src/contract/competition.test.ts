import { allowedRoutesFor, FREE_ROUTES, homeRouteFor, landingRouteFor, LOGIN_ROUTES } from '../routes/index.js';
import { AUTH_CALLS } from './authCalls.js';
import { COMPETITION_CALLS, competitorMayCall, COMPETITOR_SHARED_CALLS } from './competitionCalls.js';
import { COMPETITION_GRADE_CALLS } from './competitionGradeCalls.js';
import { COMPETITION_SCORING_CALLS } from './competitionScoringCalls.js';
import { CompetitionCreate, CompetitionSessionCreate, CompetitionSessionUpdate, ParticipantReview, ScheduleSession, COMPETITION_STATUS_MOVES, PARTICIPANT_REVIEW_MOVES } from './competition.js';
import { SubmissionLimits } from './competitionScoring.js';
import { EXAM_CALLS } from './examCalls.js';
import { UPLOAD_CALLS } from './uploadCalls.js';

describe('the competitor role', () => {
  it('opens CompetitionHome and the exam page of its quiz sessions, nothing else that needs a sign-in, and lands there', () => {
    const open = new Set<string>([...FREE_ROUTES, ...LOGIN_ROUTES]);
    expect(allowedRoutesFor('competitor').filter((name) => !open.has(name))).toEqual(['CompetitionHome', 'ExamTake']);
    expect(landingRouteFor('competitor')).toBe('CompetitionHome');
    expect(homeRouteFor('competitor', 'Login')).toBe('CompetitionHome');
    expect(allowedRoutesFor('edu_student')).toContain('CompetitionHome');
  });

  it('may make its own account calls, uploads and the competition calls that name it, never another signed-in call', () => {
    for (const name of COMPETITOR_SHARED_CALLS) expect(name in AUTH_CALLS || name in UPLOAD_CALLS).toBe(true);
    expect(competitorMayCall('current', AUTH_CALLS.current.roles)).toBe(true);
    expect(competitorMayCall('createUpload', UPLOAD_CALLS.createUpload.roles)).toBe(true);
    expect(competitorMayCall('login', AUTH_CALLS.login.roles)).toBe(true);
    expect(competitorMayCall('publishedArticles', 'any')).toBe(false);
    expect(competitorMayCall('logRun', 'any')).toBe(false);
    expect(competitorMayCall('listExams', EXAM_CALLS.listExams.roles)).toBe(false);
    expect(competitorMayCall('listCompetitions', COMPETITION_CALLS.listCompetitions.roles)).toBe(false);
    expect(competitorMayCall('mySessions', COMPETITION_CALLS.myCompetitionSessions.roles)).toBe(true);
    expect(competitorMayCall('submitPredictions', COMPETITION_SCORING_CALLS.submitPredictions.roles)).toBe(true);
    expect(competitorMayCall('enterQuizSession', COMPETITION_GRADE_CALLS.enterQuizSession.roles)).toBe(true);
    // A quiz session is sat through the exam engine: its sitting calls, none of its staff or grade-book calls.
    for (const name of ['startAttempt', 'getAttempt', 'saveAnswers', 'recordEvents', 'submitAttempt', 'getAttemptResult'] as const) expect(competitorMayCall(name, EXAM_CALLS[name].roles)).toBe(true);
    for (const name of ['myGrades', 'getExam', 'markAnswer'] as const) expect(competitorMayCall(name, EXAM_CALLS[name].roles)).toBe(false);
  });
});

describe('competition call tables', () => {
  it('name each call once and give each method and path one call', () => {
    const tables = [COMPETITION_CALLS, COMPETITION_SCORING_CALLS, COMPETITION_GRADE_CALLS];
    const names = tables.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    const routes = tables.flatMap((table) => Object.values(table).map((call) => `${call.method} ${call.path}`));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keep management under /api/admin, participants under /api/competition and the public site under /api/public', () => {
    for (const call of [...Object.values(COMPETITION_CALLS), ...Object.values(COMPETITION_SCORING_CALLS), ...Object.values(COMPETITION_GRADE_CALLS)]) {
      // The signed-in board stream is public to the token check: EventSource sends no headers, a ticket cookie opens it.
      if (call.roles === 'public') expect(call.path).toMatch(/^\/api\/(public\/competition|competition\/login|competition\/session\/:id\/board\/stream$)/);
      else if ((call.roles as readonly string[]).includes('competitor')) expect(call.path).toMatch(/^\/api\/competition/);
      else expect(call.path).toMatch(/^\/api\/admin\/competition/);
    }
  });
});

describe('competition rules', () => {
  it('moves the status one step at a time and never out of archived', () => {
    expect(COMPETITION_STATUS_MOVES.draft).toEqual(['registering']);
    expect(COMPETITION_STATUS_MOVES.archived).toEqual([]);
    expect(PARTICIPANT_REVIEW_MOVES.withdrawn).toEqual([]);
  });

  it('needs a reason to reject', () => {
    expect(ParticipantReview.safeParse({ participant_ids: [1], status: 'rejected' }).success).toBe(false);
    expect(ParticipantReview.safeParse({ participant_ids: [1], status: 'rejected', reason: '材料不全' }).success).toBe(true);
  });

  it('fills a new competition with defaults', () => {
    const parsed = CompetitionCreate.parse({ title: 'x', registration_start: '2026-01-01T00:00:00+08:00', registration_end: '2026-02-01T00:00:00+08:00' });
    expect(parsed).toMatchObject({ kind: 'team', review: 'manual', visibility: 'signed_in', description_html: '' });
  });
});

describe('what a participant of a data-modelling session is told', () => {
  const schedule = { id: 1, stage: 'preliminary', title: '初赛', kind: 'modelling', start_at: '2026-03-01T00:00:00.000Z', end_at: '2026-03-20T00:00:00.000Z', freeze_at: null, metric: 'auc', direction: 'max', state: 'running' };
  const limits = { daily_limit: 5, used_today: 1, left_today: 4, total_limit: null, used_total: 1, finals_limit: 2, resets_at: '2026-03-10T16:00:00.000Z' };

  it('the schedule names the id and prediction columns of the CSV (null for a quiz)', () => {
    expect(ScheduleSession.parse({ ...schedule, id_column: 'id', target_column: 'default' })).toMatchObject({ id_column: 'id', target_column: 'default' });
    expect(ScheduleSession.safeParse({ ...schedule, kind: 'quiz', metric: 'points', id_column: null, target_column: null }).success).toBe(true);
    expect(ScheduleSession.safeParse(schedule).success).toBe(false);
  });

  it('the limits carry the server clock for the countdown to the day boundary', () => {
    expect(SubmissionLimits.parse({ ...limits, server_now: '2026-03-10T08:00:00.000Z' }).server_now).toBe('2026-03-10T08:00:00.000Z');
    expect(SubmissionLimits.safeParse(limits).success).toBe(false);
  });

  it('a session may have no daily limit (null), and the limits say so', () => {
    const base = { title: '初赛', kind: 'modelling', metric: 'auc', start_at: '2026-03-01T00:00:00+08:00', end_at: '2026-03-20T00:00:00+08:00' };
    expect(CompetitionSessionCreate.parse({ ...base, daily_limit: null }).daily_limit).toBeNull();
    expect(CompetitionSessionCreate.parse(base).daily_limit).toBe(5);
    expect(CompetitionSessionCreate.safeParse({ ...base, daily_limit: 0 }).success).toBe(false);
    expect(CompetitionSessionUpdate.parse({ daily_limit: null })).toEqual({ daily_limit: null });
    expect(SubmissionLimits.safeParse({ ...limits, daily_limit: null, left_today: null, server_now: '2026-03-10T08:00:00.000Z' }).success).toBe(true);
  });
});
