// @db postgres
// The grade tab (issue 10): results of a quiz session from the exam's grades (a team's score is its members' mean),
// adjustment with a required, audited reason, the 复核 list, publishing (and the own results only once published),
// the Excel export and the certificate PDF of an awarded place.
import ExcelJS from 'exceljs';
import type { BoardEvent, CompetitionResult, OverallResult, QuizEntry } from '@finedu/domain';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { competitionAudit, competitionSessions, exams } from '../../src/db/schema/index.js';
import { HOUR, T0, addCompetition, addPaper, addSession, addTeam, setUp, sit, type QuizFixture } from './quizFixture.js';

let f: QuizFixture;
let competitionId: number;
let sessionId: number;
let examId: number;
const teams: Record<string, number> = {};

beforeAll(async () => {
  f = await setUp();
  const competition = await addCompetition(f, { eduId: null, kind: 'team', groups: ['本科组', '高职组'], title: '平台答题赛' });
  competitionId = competition.id;
  sessionId = await addSession(f, competitionId, { start: T0 + HOUR, end: T0 + 3 * HOUR, title: '初赛答题' });
  teams['量化先锋'] = await addTeam(f, competitionId, competition.groups[0]!, '量化先锋', [f.s.student.user.id], f.college1);
  teams['北辰数据'] = await addTeam(f, competitionId, competition.groups[1]!, '北辰数据', [f.s.student2.user.id], f.college2);
  teams['独行侠联队'] = await addTeam(f, competitionId, competition.groups[0]!, '独行侠联队', [f.s.competitor1.user.id, f.s.competitor2.user.id], null);
  const { paper, questions } = await addPaper(f, f.s.admin);
  const set = await f.t.call<QuizEntry>('PUT', `/api/admin/competition/${competitionId}/session/${sessionId}/paper`, { as: f.s.admin, body: { paper_id: paper.id, duration_minutes: 30 } });
  examId = set.data.exam_id;
  f.clock.set(T0 + HOUR + 60_000);
  await sit(f, f.s.competitor1, sessionId, questions, true); // 10; competitor2 does not sit → team mean 5
  f.clock.advance(60_000);
  await sit(f, f.s.student, sessionId, questions, false); // 0
  f.clock.advance(60_000);
  await sit(f, f.s.student2, sessionId, questions, true); // 10
}, 180_000);
afterAll(async () => {
  await f.t.close();
});

const results = (as = f.s.admin) => f.t.call<CompetitionResult[]>('GET', `/api/admin/competition/${competitionId}/session/${sessionId}/result`, { as });

describe('grade tab', () => {
  it('computes only after the end; a team scores its members’ mean; ranks per group', async () => {
    expect((await f.t.call('POST', `/api/admin/competition/${competitionId}/session/${sessionId}/result/compute`, { as: f.s.admin })).code).toBe(0);
    f.clock.set(T0 + 3 * HOUR + 5 * 60_000);
    // College staff read a platform competition but do not run it.
    expect((await f.t.call('POST', `/api/admin/competition/${competitionId}/session/${sessionId}/result/compute`, { as: f.s.teacher })).code).toBe(0);
    const computed = await f.t.call<CompetitionResult[]>('POST', `/api/admin/competition/${competitionId}/session/${sessionId}/result/compute`, { as: f.s.admin });
    expect(computed.code).toBe(1);
    const byTeam = new Map(computed.data.map((r) => [r.team_name, r]));
    expect(byTeam.get('独行侠联队')).toMatchObject({ score: 5, rank: 1, members: ['陈选手', '周选手'] });
    expect(byTeam.get('量化先锋')).toMatchObject({ score: 0, rank: 2, edu_title: '示范金融学院' });
    expect(byTeam.get('北辰数据')).toMatchObject({ score: 10, rank: 1 });
  });

  it('college staff see only their own college’s entries of a platform competition; other roles none', async () => {
    const mine = await results(f.s.teacher);
    expect(mine.code).toBe(1);
    expect(mine.data.map((r) => r.team_name)).toEqual(['量化先锋']);
    expect((await results(f.s.eduadmin2)).data.map((r) => r.team_name)).toEqual(['北辰数据']);
    for (const who of [f.s.student, f.s.competitor1]) expect((await results(who)).code).toBe(0);
  });

  it('an adjustment needs a reason, is audited and re-ranks', async () => {
    const target = (await results()).data.find((r) => r.team_name === '量化先锋')!;
    const url = `/api/admin/competition/${competitionId}/result/${target.id}`;
    expect((await f.t.call('PUT', url, { as: f.s.admin, body: { adjusted_score: 8 } })).code).toBe(0);
    expect((await f.t.call('PUT', url, { as: f.s.admin, body: { adjusted_score: 8, reason: '   ' } })).code).toBe(0);
    expect((await f.t.call('PUT', url, { as: f.s.teacher, body: { adjusted_score: 8, reason: '复核加分' } })).code).toBe(0);
    const done = await f.t.call<CompetitionResult>('PUT', url, { as: f.s.admin, body: { adjusted_score: 8, reason: '第 2 题判分有误，复核后加分', award: '一等奖' } });
    expect(done.code).toBe(1);
    expect(done.data).toMatchObject({ score: 0, adjusted_score: 8, final_score: 8, rank: 1, award: '一等奖', adjust_reason: '第 2 题判分有误，复核后加分' });
    const audit = await f.t.app.db.select().from(competitionAudit).where(and(eq(competitionAudit.competitionId, competitionId), eq(competitionAudit.action, 'result_adjust')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(f.s.admin.user.id);
    expect(audit[0]!.detail).toMatchObject({ result_id: target.id, from: null, to: 8, reason: '第 2 题判分有误，复核后加分', award: '一等奖' });
    expect((await results()).data.find((r) => r.team_name === '独行侠联队')!.rank).toBe(2);
  });

  it('the 复核 list holds the top entries of each group', async () => {
    const review = await f.t.call<CompetitionResult[]>('GET', `/api/admin/competition/${competitionId}/session/${sessionId}/review?top=1`, { as: f.s.admin });
    expect(review.data.map((r) => r.team_name).sort()).toEqual(['北辰数据', '量化先锋']);
  });

  it('participants see nothing before publishing, their own team only after; publishing releases the exam and lifts the freeze', async () => {
    const mine = () => f.t.call<CompetitionResult[]>('GET', `/api/competition/${competitionId}/result/mine`, { as: f.s.competitor2 });
    expect((await mine()).data).toEqual([]);
    expect((await f.t.call('POST', `/api/admin/competition/${competitionId}/session/${sessionId}/publish`, { as: f.s.teacher })).code).toBe(0);
    // Every instance's open boards hear of it on the board channel.
    const heard: BoardEvent[] = [];
    const stop = await f.t.app.dbListen!('finedu_board', (payload) => heard.push(JSON.parse(payload) as BoardEvent), () => {});
    const published = await f.t.call<CompetitionResult[]>('POST', `/api/admin/competition/${competitionId}/session/${sessionId}/publish`, { as: f.s.admin });
    expect(published.code).toBe(1);
    for (let i = 0; i < 100 && heard.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(heard).toEqual([expect.objectContaining({ session_id: sessionId, reason: 'publish' })]);
    expect(published.data.every((r) => r.published)).toBe(true);
    const after = await mine();
    expect(after.data.map((r) => r.team_name)).toEqual(['独行侠联队']);
    const [session] = await f.t.app.db.select().from(competitionSessions).where(eq(competitionSessions.id, sessionId));
    expect(session!.publishedAt).not.toBeNull();
    const [exam] = await f.t.app.db.select().from(exams).where(eq(exams.id, examId));
    expect(exam!.published).toBe(true);
    expect((await f.t.call('GET', `/api/competition/${competitionId}/result/mine`, { as: f.s.competitor1 })).data).toHaveLength(1);
    // Published results no longer change.
    const any = published.data[0]!;
    expect((await f.t.call('PUT', `/api/admin/competition/${competitionId}/result/${any.id}`, { as: f.s.admin, body: { adjusted_score: 1, reason: '晚了' } })).code).toBe(0);
    const audit = await f.t.app.db.select().from(competitionAudit).where(and(eq(competitionAudit.competitionId, competitionId), eq(competitionAudit.action, 'results_publish')));
    expect(audit).toHaveLength(1);
  });

  it('exports the results as an .xlsx that opens', async () => {
    const res = await f.t.request(`/api/admin/competition/${competitionId}/session/${sessionId}/result/export`, { as: f.s.admin });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(4);
    const teamsInSheet = rows.slice(1).map((r) => r[3]);
    expect(teamsInSheet).toEqual(expect.arrayContaining(['量化先锋', '北辰数据', '独行侠联队']));
    // A college's staff export only their own entries.
    const theirs = await f.t.request(`/api/admin/competition/${competitionId}/session/${sessionId}/result/export`, { as: f.s.teacher2 });
    const other = new ExcelJS.Workbook();
    await other.xlsx.load(Buffer.from(await theirs.arrayBuffer()) as unknown as ArrayBuffer);
    expect((other.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).slice(1).map((r) => r[3])).toEqual(['北辰数据']);
  });

  it('prints the certificate of an awarded place with the team name; only for the team and the organizers', async () => {
    const awarded = (await results()).data.find((r) => r.award !== null)!;
    const url = `/api/competition/result/${awarded.id}/certificate`;
    const res = await f.t.request(url, { as: f.s.student });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('量化先锋');
    expect(text).toContain('一等奖');
    expect((await f.t.request(url, { as: f.s.admin })).headers.get('content-type')).toBe('application/pdf');
    expect((await f.t.request(url, { as: f.s.teacher })).headers.get('content-type')).toBe('application/pdf');
    // Another team, another college's staff: not found. A result without an award has no certificate.
    for (const who of [f.s.competitor1, f.s.student2, f.s.teacher2]) expect((await f.t.call('GET', url, { as: who })).code).toBe(0);
    const plain = (await results()).data.find((r) => r.award === null)!;
    expect((await f.t.call('GET', `/api/competition/result/${plain.id}/certificate`, { as: f.s.admin })).code).toBe(0);
  });

  it('overall results rank each group', async () => {
    const overall = await f.t.call<OverallResult[]>('GET', `/api/admin/competition/${competitionId}/result`, { as: f.s.admin });
    expect(overall.code).toBe(1);
    const byTeam = new Map(overall.data.map((r) => [r.team_name, r]));
    expect(byTeam.get('量化先锋')).toMatchObject({ total: 8, rank: 1 });
    expect(byTeam.get('独行侠联队')).toMatchObject({ total: 5, rank: 2 });
    expect(byTeam.get('北辰数据')).toMatchObject({ total: 10, rank: 1 });
  });
});
