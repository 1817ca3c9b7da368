// Shared set-up of the competition tests: a real app on a manual clock (starting now, so the seeded competitions are
// in the states the seed gave them), every demo account signed in, and helpers to build a competition through the API.
import type { Competition, CompetitionGroup, CompetitionSession, Paged, User } from '@finedu/domain';
import { ManualClock } from '../../src/lib/clock.js';
import { DEMO_COLLEGE_COMPETITION, DEMO_PLATFORM_COMPETITION } from '../../src/seed/competitions.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

export const DAY = 24 * 60 * 60_000;
export const DEMO_ACCOUNTS = ['admin', 'systeacher', 'eduadmin', 'teacher', 'student', 'eduadmin2', 'teacher2', 'student2', 'competitor1', 'competitor2'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

export interface CompetitionFixture {
  t: TestApp;
  clock: ManualClock;
  as: Record<DemoAccount, Session>;
  /** The seeded platform competition and 示范金融学院's. */
  platformId: number;
  collegeId: number;
}

export async function setUp(): Promise<CompetitionFixture> {
  const clock = new ManualClock(Date.now());
  const t = await createTestApp({}, { clock });
  const as = {} as Record<DemoAccount, Session>;
  for (const name of DEMO_ACCOUNTS) as[name] = await t.login(name);
  const all = await t.call<Paged<Competition>>('GET', '/api/admin/competition?scope=all&page_size=100', { as: as.admin });
  const platformId = all.data.list.find((c) => c.title === DEMO_PLATFORM_COMPETITION)!.id;
  const collegeId = all.data.list.find((c) => c.title === DEMO_COLLEGE_COMPETITION)!.id;
  return { t, clock, as, platformId, collegeId };
}

/** Asserts success and returns the data. */
export async function ok<T>(promise: Promise<{ code: number; data: T; message: string }>): Promise<T> {
  const res = await promise;
  if (res.code !== 1) throw new Error(`expected success, got ${res.code}: ${res.message}`);
  return res.data;
}

let counter = 0;
/** New students of a college (created by its admin), signed in. */
export async function addStudents(f: CompetitionFixture, admin: Session, n: number): Promise<Session[]> {
  const out: Session[] = [];
  for (let i = 0; i < n; i += 1) {
    counter += 1;
    const username = `cps${process.pid % 10000}n${counter}`;
    await ok(f.t.call<User>('POST', '/api/admin/user', { as: admin, body: { username, name: `选手${counter}`, password: 'Demo@2026', role: 'edu_student' } }));
    out.push(await f.t.login(username));
  }
  return out;
}

export interface BuiltCompetition {
  competition: Competition;
  groups: CompetitionGroup[];
  session: CompetitionSession;
}

/**
 * A competition of the organizer's, registering now (window: now-1 day … now+`days`), with the given groups and a
 * data-modelling session after the deadline.
 */
export async function buildCompetition(
  f: CompetitionFixture,
  organizer: Session,
  options: { kind?: 'team' | 'individual'; teamMin?: number; teamMax?: number; advisersMax?: number; review?: 'manual' | 'auto'; visibility?: 'public' | 'signed_in' | 'invited'; groups?: Array<{ name: string; generate_code?: boolean }>; days?: number } = {},
): Promise<BuiltCompetition> {
  const now = f.clock.now().getTime();
  const days = options.days ?? 3;
  const competition = await ok(
    f.t.call<Competition>('POST', '/api/admin/competition', {
      as: organizer,
      body: {
        title: `测试竞赛 ${++counter}`,
        kind: options.kind ?? 'team',
        team_min: options.teamMin ?? 1,
        team_max: options.teamMax ?? 3,
        advisers_max: options.advisersMax ?? 1,
        review: options.review ?? 'manual',
        visibility: options.visibility ?? 'signed_in',
        registration_start: new Date(now - DAY).toISOString(),
        registration_end: new Date(now + days * DAY).toISOString(),
      },
    }),
  );
  const groups: CompetitionGroup[] = [];
  for (const group of options.groups ?? [{ name: '本科组' }]) {
    groups.push(await ok(f.t.call<CompetitionGroup>('POST', `/api/admin/competition/${competition.id}/group`, { as: organizer, body: group })));
  }
  const session = await ok(
    f.t.call<CompetitionSession>('POST', `/api/admin/competition/${competition.id}/session`, {
      as: organizer,
      body: {
        title: '初赛',
        kind: 'modelling',
        metric: 'rmse',
        start_at: new Date(now + (days + 1) * DAY).toISOString(),
        end_at: new Date(now + (days + 5) * DAY).toISOString(),
        freeze_at: new Date(now + (days + 4) * DAY).toISOString(),
      },
    }),
  );
  await ok(f.t.call<Competition>('PUT', `/api/admin/competition/${competition.id}/status`, { as: organizer, body: { status: 'registering' } }));
  return { competition, groups, session };
}
