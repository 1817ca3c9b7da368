// Advancement (issue 10) from a data-modelling session, whose results the scoring module writes (read and ranked
// here, never computed): top N and top percent per group, manual; the next stage then admits only those teams.
// And every grade call's permissions for both colleges and every role.
import type { AdvanceResult, CompetitionResult, QuizEntry } from '@finedu/domain';
import { and, eq } from 'drizzle-orm';
import { competitionAudit, competitionResults, competitionSessionEntries } from '../../src/db/schema/index.js';
import { HOUR, T0, addCompetition, addCompetitor, addPaper, addSession, addTeam, setUp, type QuizFixture } from './quizFixture.js';

let f: QuizFixture;
beforeAll(async () => {
  f = await setUp();
}, 180_000);
afterAll(async () => {
  await f.t.close();
});

/** A platform competition: group A with 5 teams, group B with 3; an ended modelling 初赛 scored; a quiz 决赛 ahead. */
async function field() {
  const competition = await addCompetition(f, { eduId: null, kind: 'team', groups: ['本科组', '高职组'] });
  const prelim = await addSession(f, competition.id, { kind: 'modelling', start: T0 - 3 * HOUR, end: T0 - HOUR, title: '初赛' });
  const final = await addSession(f, competition.id, { kind: 'quiz', stage: 'final', start: T0 + 24 * HOUR, end: T0 + 26 * HOUR, title: '决赛' });
  const teams: Array<{ id: number; group: number; score: number | null; user: number }> = [];
  const scores: Array<[number, number | null]> = [
    [0, 0.91],
    [0, 0.85],
    [0, 0.88],
    [0, null],
    [0, 0.7],
    [1, 0.6],
    [1, 0.75],
    [1, 0.65],
  ];
  for (const [i, [g, score]] of scores.entries()) {
    const user = i === 0 ? f.s.competitor1.user.id : i === 5 ? f.s.competitor2.user.id : await addCompetitor(f, `选手${i}`);
    const id = await addTeam(f, competition.id, competition.groups[g]!, `队伍${i}`, [user], null);
    teams.push({ id, group: competition.groups[g]!, score, user });
    // As the scoring module writes them: the private score and when it was reached.
    await f.t.app.db.insert(competitionResults).values({ sessionId: prelim, teamId: id, groupId: competition.groups[g]!, score, reachedAt: score === null ? null : new Date(T0 - 2 * HOUR + i * 1000) });
  }
  const computed = await f.t.call<CompetitionResult[]>('POST', `/api/admin/competition/${competition.id}/session/${prelim}/result/compute`, { as: f.s.admin });
  expect(computed.code).toBe(1);
  return { competition, prelim, final, teams, computed: computed.data };
}

const admitted = async (sessionId: number) => (await f.t.app.db.select().from(competitionSessionEntries).where(eq(competitionSessionEntries.sessionId, sessionId))).map((e) => e.teamId).sort((a, b) => a - b);

describe('advancement', () => {
  it('ranks the scoring module’s results per group without recomputing them', async () => {
    const { computed, teams } = await field();
    const rank = (i: number) => computed.find((r) => r.team_id === teams[i]!.id)!;
    expect([0, 1, 2, 3, 4].map((i) => rank(i).rank)).toEqual([1, 3, 2, null, 4]);
    expect([5, 6, 7].map((i) => rank(i).rank)).toEqual([3, 1, 2]);
    expect(rank(0).score).toBe(0.91);
  });

  it('top N per group, audited; the final then admits only them', async () => {
    const { competition, prelim, final, teams } = await field();
    const res = await f.t.call<AdvanceResult>('POST', `/api/admin/competition/${competition.id}/session/${prelim}/advance`, { as: f.s.admin, body: { mode: 'top_n', value: 2, next_session_id: final } });
    expect(res.code).toBe(1);
    expect(res.data.advanced).toBe(4);
    expect(res.data.by_group.map((g) => g.advanced)).toEqual([2, 2]);
    expect(await admitted(final)).toEqual([teams[0]!.id, teams[2]!.id, teams[6]!.id, teams[7]!.id].sort((a, b) => a - b));
    const flags = await f.t.app.db.select().from(competitionResults).where(eq(competitionResults.sessionId, prelim));
    expect(flags.filter((r) => r.advanced).map((r) => r.teamId).sort((a, b) => a - b)).toEqual(await admitted(final));
    const audit = await f.t.app.db.select().from(competitionAudit).where(and(eq(competitionAudit.competitionId, competition.id), eq(competitionAudit.action, 'advance')));
    expect(audit).toHaveLength(1);
    // The final's quiz: competitor1 (advanced) may enter once it has a paper; competitor2 (3rd of 高职组) may not.
    const { paper } = await addPaper(f, f.s.admin);
    expect((await f.t.call<QuizEntry>('PUT', `/api/admin/competition/${competition.id}/session/${final}/paper`, { as: f.s.admin, body: { paper_id: paper.id, duration_minutes: 30 } })).code).toBe(1);
    expect((await f.t.call('POST', `/api/competition/session/${final}/quiz`, { as: f.s.competitor1 })).code).toBe(1);
    expect((await f.t.call('POST', `/api/competition/session/${final}/quiz`, { as: f.s.competitor2 })).code).toBe(0);
  });

  it('top percent per group rounds up over the whole field; running it again replaces the list', async () => {
    const { competition, prelim, final, teams } = await field();
    const url = `/api/admin/competition/${competition.id}/session/${prelim}/advance`;
    // 40% of 5 = 2 in 本科组; 40% of 3 = 1.2 → 2 in 高职组.
    const res = await f.t.call<AdvanceResult>('POST', url, { as: f.s.admin, body: { mode: 'top_percent', value: 40, next_session_id: final } });
    expect(res.data.by_group.map((g) => g.advanced)).toEqual([2, 2]);
    const small = await f.t.call<AdvanceResult>('POST', url, { as: f.s.admin, body: { mode: 'top_percent', value: 20, next_session_id: final } });
    expect(small.data.by_group.map((g) => g.advanced)).toEqual([1, 1]);
    expect(await admitted(final)).toEqual([teams[0]!.id, teams[6]!.id].sort((a, b) => a - b));
    const manual = await f.t.call<AdvanceResult>('POST', url, { as: f.s.admin, body: { mode: 'manual', team_ids: [teams[3]!.id], next_session_id: final } });
    expect(manual.data.advanced).toBe(1);
    expect(await admitted(final)).toEqual([teams[3]!.id]);
    // Only into a later stage, with a valid count.
    expect((await f.t.call('POST', url, { as: f.s.admin, body: { mode: 'top_n', value: 2, next_session_id: prelim } })).code).toBe(0);
    expect((await f.t.call('POST', url, { as: f.s.admin, body: { mode: 'top_n', value: 0, next_session_id: final } })).code).toBe(0);
    expect((await f.t.call('POST', url, { as: f.s.admin, body: { mode: 'top_percent', value: 120, next_session_id: final } })).code).toBe(0);
  });
});

describe('grade permissions for both colleges and every role', () => {
  it('a college competition: its staff run it; the other college and sys_admin’s writes are refused; participants reach no staff call', async () => {
    const competition = await addCompetition(f, { eduId: f.college1, kind: 'individual', groups: ['校内组'] });
    const session = await addSession(f, competition.id, { kind: 'modelling', start: T0 - 3 * HOUR, end: T0 - HOUR });
    const next = await addSession(f, competition.id, { stage: 'final', start: T0 + 3 * HOUR, end: T0 + 4 * HOUR });
    const team = await addTeam(f, competition.id, competition.groups[0]!, '李同学', [f.s.student.user.id], f.college1);
    await f.t.app.db.insert(competitionResults).values({ sessionId: session, teamId: team, groupId: competition.groups[0]!, score: 9, reachedAt: new Date(T0 - 2 * HOUR) });
    const [row] = await f.t.app.db.select().from(competitionResults).where(eq(competitionResults.sessionId, session));
    const base = `/api/admin/competition/${competition.id}`;
    const reads: Array<[string, string]> = [
      ['GET', `${base}/paper`],
      ['GET', `${base}/session/${session}/result`],
      ['GET', `${base}/session/${session}/review`],
      ['GET', `${base}/result`],
    ];
    const writes: Array<[string, string, unknown]> = [
      ['POST', `${base}/session/${session}/result/compute`, undefined],
      ['PUT', `${base}/result/${row!.id}`, { adjusted_score: 1, reason: '测试' }],
      ['POST', `${base}/session/${session}/advance`, { mode: 'top_n', value: 1, next_session_id: next }],
      ['POST', `${base}/session/${session}/publish`, undefined],
    ];
    const code = async (who: keyof QuizFixture['s'], method: string, url: string, body?: unknown) => (await f.t.call(method, url, { as: f.s[who], body })).code;
    for (const [method, url] of reads) {
      for (const who of ['eduadmin', 'teacher', 'admin'] as const) expect([who, url, await code(who, method, url)]).toEqual([who, url, 1]);
      for (const who of ['systeacher', 'eduadmin2', 'teacher2', 'student', 'student2', 'competitor1'] as const) expect([who, url, await code(who, method, url)]).toEqual([who, url, 0]);
    }
    for (const [method, url, body] of writes) {
      for (const who of ['admin', 'systeacher', 'eduadmin2', 'teacher2', 'student', 'competitor1'] as const) expect([who, url, await code(who, method, url, body)]).toEqual([who, url, 0]);
      expect([url, await code('teacher', method, url, body)]).toEqual([url, 1]);
    }
    // The other college's staff do not learn it exists: the same answer as a missing competition.
    const missing = await f.t.call('GET', `/api/admin/competition/999999/session/${session}/result`, { as: f.s.teacher2 });
    const hidden = await f.t.call('GET', `${base}/session/${session}/result`, { as: f.s.teacher2 });
    expect(hidden.message).toBe(missing.message);
    // Export: staff of the college only.
    expect((await f.t.request(`${base}/session/${session}/result/export`, { as: f.s.teacher })).headers.get('content-type')).toContain('spreadsheetml');
    expect((await f.t.call('GET', `${base}/session/${session}/result/export`, { as: f.s.teacher2 })).code).toBe(0);
    // The participant sees the own published result; another college's student nothing.
    expect((await f.t.call<CompetitionResult[]>('GET', `/api/competition/${competition.id}/result/mine`, { as: f.s.student })).data).toHaveLength(1);
    expect((await f.t.call('GET', `/api/competition/${competition.id}/result/mine`, { as: f.s.student2 })).code).toBe(0);
  });
});
