import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  colleges,
  competitionGroups,
  competitionParticipants,
  competitionSessions,
  competitionTeamAdvisers,
  competitionTeams,
  competitions,
  users,
} from '../db/schema/index.js';
import type { Seeder } from './types.js';
import { DEMO_COLLEGE, DEMO_COLLEGE_2 } from './users.js';

export const DEMO_PLATFORM_COMPETITION = '2026 金融科技数据建模大赛';
export const DEMO_COLLEGE_COMPETITION = '金融知识竞赛';
const DAY = 24 * 60 * 60_000;

interface DemoTeam {
  name: string;
  group: string;
  code: string;
  /** Usernames; the first is captain. */
  members: string[];
  advisers: string[];
}

/** Teams of the platform competition: one of each demo college and one of the two competition accounts. */
const PLATFORM_TEAMS: readonly DemoTeam[] = [
  { name: '量化先锋', group: '本科组', code: 'DEMOQF26', members: ['student'], advisers: ['teacher'] },
  { name: '北辰数据', group: '高职组', code: 'DEMOBC26', members: ['student2'], advisers: ['teacher2'] },
  { name: '独行侠联队', group: '本科组', code: 'DEMODX26', members: ['competitor1', 'competitor2'], advisers: [] },
];

const DESCRIPTION = `<p>面向全国高校的金融科技数据建模大赛。初赛为信用违约预测：参赛队伍基于训练集建模，提交测试集的违约概率，按 AUC 排名。</p>
<p>排行榜在比赛期间显示公开部分的成绩，最终成绩以隐藏的私有部分为准。</p>`;
const RULES = `<ol><li>每队每天最多提交 5 次（以北京时间零点为界），无效文件不计次数。</li>
<li>每队最多选择 2 个最终提交；未选择时取公开成绩最好的 2 个。</li>
<li>封榜后公开榜单不再更新，各队仍可看到自己的最新成绩；成绩发布后解除封榜。</li>
<li>同分时，先达到该成绩的队伍排名在前。</li></ol>`;

async function userIds(db: Db, usernames: string[]): Promise<Map<string, { id: number; eduId: number | null }>> {
  if (usernames.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username, eduId: users.eduId }).from(users).where(inArray(users.username, usernames));
  return new Map(rows.map((r) => [r.username, { id: r.id, eduId: r.eduId }]));
}

/** The platform competition, running: its 初赛 (data modelling) has a frozen board, its 决赛 is ahead. */
async function seedPlatformCompetition(db: Db, now: number): Promise<boolean> {
  const [existing] = await db.select({ id: competitions.id }).from(competitions).where(and(isNull(competitions.eduId), eq(competitions.title, DEMO_PLATFORM_COMPETITION)));
  if (existing) return false;
  const people = await userIds(db, ['admin', ...PLATFORM_TEAMS.flatMap((t) => [...t.members, ...t.advisers])]);
  const admin = people.get('admin');
  if (admin === undefined) return false;
  await db.transaction(async (tx) => {
    const [competition] = await tx
      .insert(competitions)
      .values({
        eduId: null,
        title: DEMO_PLATFORM_COMPETITION,
        descriptionHtml: DESCRIPTION,
        rulesHtml: RULES,
        kind: 'team',
        teamMin: 1,
        teamMax: 3,
        advisersMax: 2,
        registrationStart: new Date(now - 30 * DAY),
        registrationEnd: new Date(now - 8 * DAY),
        review: 'manual',
        visibility: 'public',
        status: 'running',
        createdBy: admin.id,
      })
      .returning({ id: competitions.id });
    const competitionId = competition!.id;
    const groups = await tx
      .insert(competitionGroups)
      .values([
        { competitionId, name: '本科组', sort: 1 },
        { competitionId, name: '高职组', sort: 2 },
      ])
      .returning({ id: competitionGroups.id, name: competitionGroups.name });
    const groupId = new Map(groups.map((g) => [g.name, g.id]));
    for (const team of PLATFORM_TEAMS) {
      const members = team.members.map((m) => people.get(m)).filter((m) => m !== undefined);
      if (members.length === 0) continue;
      const [row] = await tx
        .insert(competitionTeams)
        .values({ competitionId, groupId: groupId.get(team.group)!, name: team.name, captainId: members[0]!.id, eduId: members[0]!.eduId, inviteCode: team.code })
        .returning({ id: competitionTeams.id });
      await tx.insert(competitionParticipants).values(members.map((m) => ({ competitionId, userId: m.id, groupId: groupId.get(team.group)!, status: 'accepted', teamId: row!.id })));
      const advisers = team.advisers.map((a) => people.get(a)).filter((a) => a !== undefined);
      if (advisers.length > 0) await tx.insert(competitionTeamAdvisers).values(advisers.map((a) => ({ teamId: row!.id, userId: a.id })));
    }
    await tx.insert(competitionSessions).values([
      {
        competitionId,
        stage: 'preliminary',
        title: '初赛：信用违约预测',
        kind: 'modelling',
        startAt: new Date(now - 7 * DAY),
        endAt: new Date(now + 14 * DAY),
        freezeAt: new Date(now - 1 * DAY),
        metric: 'auc',
        direction: 'max',
        publicPercent: 30,
        splitMode: 'random',
        splitSeed: 20260101,
        dailyLimit: 5,
        finalsLimit: 2,
        idColumn: 'id',
        targetColumn: 'default',
        advanceMode: 'top_n',
        advanceValue: 10,
      },
      {
        competitionId,
        stage: 'final',
        title: '决赛：信用违约预测（跨期）',
        kind: 'modelling',
        startAt: new Date(now + 21 * DAY),
        endAt: new Date(now + 28 * DAY),
        freezeAt: new Date(now + 27 * DAY),
        metric: 'auc',
        direction: 'max',
        publicPercent: 30,
        splitMode: 'random',
        splitSeed: 20260202,
        dailyLimit: 3,
        finalsLimit: 1,
        idColumn: 'id',
        targetColumn: 'default',
        advanceMode: 'manual',
      },
    ]);
  });
  return true;
}

/** The first demo college's individual quiz competition; its results come with the exam of its quiz session. */
async function seedCollegeCompetition(db: Db, now: number): Promise<boolean> {
  const [college] = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.title, DEMO_COLLEGE));
  if (!college) return false;
  const [existing] = await db.select({ id: competitions.id }).from(competitions).where(and(eq(competitions.eduId, college.id), eq(competitions.title, DEMO_COLLEGE_COMPETITION)));
  if (existing) return false;
  const people = await userIds(db, ['teacher', 'student']);
  const teacher = people.get('teacher');
  const student = people.get('student');
  if (teacher === undefined || student === undefined || teacher.eduId !== college.id || student.eduId !== college.id) return false;
  await db.transaction(async (tx) => {
    const [competition] = await tx
      .insert(competitions)
      .values({
        eduId: college.id,
        title: DEMO_COLLEGE_COMPETITION,
        descriptionHtml: '<p>示范金融学院校内金融知识竞赛：单选、多选与判断题，限时作答，按得分排名。</p>',
        rulesHtml: '<ul><li>个人参赛，每人一次作答机会。</li><li>同分时先交卷者排名在前。</li></ul>',
        kind: 'individual',
        teamMin: 1,
        teamMax: 1,
        advisersMax: 0,
        registrationStart: new Date(now - 20 * DAY),
        registrationEnd: new Date(now - 12 * DAY),
        review: 'auto',
        visibility: 'signed_in',
        status: 'ended',
        createdBy: teacher.id,
      })
      .returning({ id: competitions.id });
    const competitionId = competition!.id;
    const [group] = await tx.insert(competitionGroups).values({ competitionId, name: '校内组', sort: 1 }).returning({ id: competitionGroups.id });
    const [team] = await tx
      .insert(competitionTeams)
      .values({ competitionId, groupId: group!.id, name: '李同学', captainId: student.id, eduId: college.id, inviteCode: 'DEMOZS26' })
      .returning({ id: competitionTeams.id });
    await tx.insert(competitionParticipants).values({ competitionId, userId: student.id, groupId: group!.id, status: 'accepted', teamId: team!.id });
    await tx.insert(competitionSessions).values({
      competitionId,
      stage: 'preliminary',
      title: '初赛：金融知识答题',
      kind: 'quiz',
      startAt: new Date(now - 10 * DAY),
      endAt: new Date(now - 10 * DAY + 2 * 60 * 60_000),
      metric: 'points',
      direction: 'max',
      advanceMode: 'manual',
    });
  });
  return true;
}

/**
 * Demo competitions (issue 10), idempotent (found again by owner and title): the running platform competition with
 * teams of both demo colleges and of the competition accounts, and 示范金融学院's quiz competition. Submissions,
 * scores and quiz results are seeded by the scoring and grade seeders.
 */
export const competitionsSeeder: Seeder = {
  name: 'competitions',
  async run({ db, log }) {
    const now = Date.now();
    const [second] = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.title, DEMO_COLLEGE_2));
    if (!second) return;
    const made = [(await seedPlatformCompetition(db, now)) && DEMO_PLATFORM_COMPETITION, (await seedCollegeCompetition(db, now)) && DEMO_COLLEGE_COMPETITION].filter(Boolean);
    if (made.length > 0) log(`demo competitions created: ${made.join(', ')}`);
  },
};
