// The examine tab's sessions: kinds and metrics, times, the split fixed once a session started; and the demo seed
// runs again without adding anything.
import type { Competition, CompetitionSession, Paged } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { competitionSessions } from '../../src/db/schema/index.js';
import { competitionsSeeder } from '../../src/seed/competitions.js';
import { buildCompetition, DAY, ok, setUp, type CompetitionFixture } from './fixture.js';
import { uploadText } from './scoringFixtures.js';

let f: CompetitionFixture;
beforeAll(async () => {
  f = await setUp();
}, 180_000);
afterAll(async () => f.t.close());

const at = (days: number) => new Date(f.clock.now().getTime() + days * DAY).toISOString();

describe('sessions', () => {
  it('take the metric’s direction, rank quizzes by points, and keep the freeze within the session', async () => {
    const { competition, session } = await buildCompetition(f, f.as.teacher);
    expect(session).toMatchObject({ kind: 'modelling', metric: 'rmse', direction: 'min', state: 'upcoming', has_labels: false, public_percent: 30 });
    const create = (body: object) => f.t.call<CompetitionSession>('POST', `/api/admin/competition/${competition.id}/session`, { as: f.as.teacher, body: { title: '场次', start_at: at(10), end_at: at(11), ...body } });
    expect((await ok(create({ kind: 'quiz' })))).toMatchObject({ metric: 'points', direction: 'max' });
    expect((await create({ kind: 'quiz', metric: 'auc' })).message).toBe('答题场次按得分排名');
    expect((await create({ kind: 'modelling' })).message).toBe('请选择评分指标');
    expect((await create({ kind: 'modelling', metric: 'points' })).code).toBe(0);
    expect((await create({ kind: 'modelling', metric: 'auc', freeze_at: at(12) })).message).toBe('封榜时间须在场次开始与结束之间');
    expect((await create({ kind: 'modelling', metric: 'auc', split_mode: 'time' })).message).toBe('按时间划分需要指定时间列');
    expect(await ok(create({ kind: 'modelling', metric: 'logloss', labels_file: 'media/labels.csv' }))).toMatchObject({ direction: 'min', has_labels: true });
    expect(await ok(create({ kind: 'modelling', metric: 'auc', daily_limit: null, total_limit: 20 }))).toMatchObject({ daily_limit: null, total_limit: 20 });
  });

  it('fix the split once started, and cannot be deleted then; the labels never show', async () => {
    const { competition, session } = await buildCompetition(f, f.as.teacher, { days: 1 });
    const path = `/api/admin/competition/${competition.id}/session/${session.id}`;
    await ok(f.t.call('PUT', path, { as: f.as.teacher, body: { public_percent: 40, labels_file: 'media/secret-labels.csv' } }));
    f.clock.advance(3 * DAY);
    try {
      expect((await f.t.call('PUT', path, { as: f.as.teacher, body: { public_percent: 50 } })).message).toContain('public_percent');
      expect((await f.t.call('PUT', path, { as: f.as.teacher, body: { split_seed: 7 } })).message).toContain('split_seed');
      // The form sends every field: unchanged ones pass (a daily limit lifted, the window kept).
      const same = await ok(f.t.call<CompetitionSession>('PUT', path, { as: f.as.teacher, body: { public_percent: 40, split_mode: 'random', kind: 'modelling', metric: 'rmse', daily_limit: null } }));
      expect(same).toMatchObject({ public_percent: 40, daily_limit: null });
      const changed = await ok(f.t.call<CompetitionSession>('PUT', path, { as: f.as.teacher, body: { title: '初赛（延长）', end_at: at(5) } }));
      expect(changed).toMatchObject({ title: '初赛（延长）', public_percent: 40, state: 'running' });
      expect(JSON.stringify(changed)).not.toContain('secret-labels');
      expect((await f.t.call('DELETE', path, { as: f.as.teacher })).message).toBe('场次已开始，不能删除');
    } finally {
      f.clock.advance(-3 * DAY);
    }
  });
  it('keep the storage key of a file the form uploaded (its link arrives as a reference), so scoring can read it', async () => {
    const { competition, session } = await buildCompetition(f, f.as.teacher);
    const link = await uploadText(f.t, f.as.teacher, 'labels.csv', 'id,target\n1,0\n2,1\n');
    await ok(f.t.call('PUT', `/api/admin/competition/${competition.id}/session/${session.id}`, { as: f.as.teacher, body: { labels_file: link, train_file: link } }));
    const [row] = await f.t.app.db.select().from(competitionSessions).where(eq(competitionSessions.id, session.id));
    expect(row!.labelsFile).toBe(f.t.app.storageLinks.resolve(link)!.key);
    expect(await f.t.app.storage.head(row!.labelsFile!)).not.toBeNull();
    expect(row!.trainFile).toBe(row!.labelsFile);
  });
});

describe('demo seed', () => {
  it('runs again without adding anything', async () => {
    const count = async () => (await ok(f.t.call<Paged<Competition>>('GET', '/api/admin/competition?scope=all&page_size=100', { as: f.as.admin }))).total;
    const before = await count();
    await competitionsSeeder.run({ db: f.t.app.db, config: f.t.config, log: () => {} });
    expect(await count()).toBe(before);
    const platform = await ok(f.t.call<Competition>('GET', `/api/admin/competition/${f.platformId}`, { as: f.as.admin }));
    expect(platform).toMatchObject({ status: 'running', kind: 'team', visibility: 'public', roster_locked: true, counts: { groups: 2, participants: 4, teams: 3, sessions: 2, pending: 0 } });
  });
});
