import type { Board, Competition, CompetitionGroup, CompetitionParticipant, MySessions, MySubmissions, OpenCompetition } from '@finedu/domain';

/** Test data of the competition pages, as the contract's schemas shape it. */
export const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, page_size: 20 });

export const competition = (overrides: Partial<Competition> = {}): Competition => ({
  id: 3,
  edu_id: null,
  edu_title: null,
  title: '2026 金融科技数据建模大赛',
  cover_url: null,
  description_html: '<p>信用违约预测</p>',
  rules_html: '',
  kind: 'team',
  team_min: 1,
  team_max: 3,
  advisers_max: 2,
  registration_start: '2026-03-01T00:00:00.000Z',
  registration_end: '2026-03-31T15:59:00.000Z',
  review: 'manual',
  visibility: 'public',
  status: 'draft',
  created_by: 7,
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
  roster_locked: false,
  counts: { groups: 0, participants: 0, pending: 0, teams: 0, sessions: 0 },
  can_manage: true,
  ...overrides,
});

export const group = (overrides: Partial<CompetitionGroup> = {}): CompetitionGroup => ({
  id: 11,
  competition_id: 3,
  name: '本科组',
  invite_code: null,
  sort: 0,
  participant_count: 0,
  team_count: 0,
  ...overrides,
});

export const participant = (overrides: Partial<CompetitionParticipant> = {}): CompetitionParticipant => ({
  id: 21,
  competition_id: 3,
  user_id: 40,
  username: 'student',
  name: '李同学',
  role: 'edu_student',
  edu_id: 1,
  edu_title: '示范财经大学',
  department: null,
  group_id: 11,
  group_name: '本科组',
  status: 'pending',
  reason: null,
  team_id: null,
  team_name: null,
  created_at: '2026-03-02T00:00:00.000Z',
  updated_at: '2026-03-02T00:00:00.000Z',
  ...overrides,
});

export const openCompetition = (overrides: Partial<OpenCompetition> = {}): OpenCompetition => ({
  id: 3,
  edu_id: null,
  edu_title: null,
  title: '2026 金融科技数据建模大赛',
  cover_url: null,
  description_html: '<p>信用违约预测</p><script>alert(1)</script>',
  rules_html: '',
  kind: 'team',
  team_min: 1,
  team_max: 3,
  advisers_max: 2,
  registration_start: '2026-03-01T00:00:00.000Z',
  registration_end: '2026-03-31T15:59:00.000Z',
  review: 'manual',
  visibility: 'public',
  status: 'registering',
  registration_open: true,
  roster_locked: false,
  groups: [
    { id: 11, name: '本科组', needs_code: false },
    { id: 12, name: '高职组', needs_code: true },
  ],
  sessions: [],
  me: null,
  server_time: '2026-03-10T02:00:00.000Z',
  time_zone: 'Asia/Shanghai',
  ...overrides,
});

export const mySessions = (countdown: number): MySessions => ({
  server_time: '2026-03-10T02:00:00.000Z',
  time_zone: 'Asia/Shanghai',
  sessions: [
    {
      id: 31,
      stage: 'preliminary',
      title: '初赛：信用违约预测',
      kind: 'modelling',
      start_at: '2026-03-10T02:00:00.000Z',
      end_at: '2026-03-12T02:00:00.000Z',
      freeze_at: null,
      metric: 'auc',
      direction: 'max',
      state: 'upcoming',
      id_column: 'id',
      target_column: 'default',
      competition_id: 3,
      competition_title: '2026 金融科技数据建模大赛',
      group_id: 11,
      group_name: '本科组',
      team_id: 5,
      team_name: '量化先锋',
      as: 'participant',
      countdown_seconds: countdown,
      exam_id: null,
    },
  ],
});

/** A page of the board of session 31, group 本科组: three ranked teams and one without a valid submission. */
export const board = (overrides: Partial<Board> = {}): Board => ({
  competition_id: 3,
  session_id: 31,
  session_title: '初赛：信用违约预测',
  metric: 'auc',
  direction: 'max',
  state: 'live',
  frozen_at: null,
  generated_at: '2026-03-11T02:00:00.000Z',
  time_zone: 'Asia/Shanghai',
  version: 7,
  groups: [
    { id: 11, name: '本科组' },
    { id: 12, name: '高职组' },
  ],
  group_id: 11,
  rows: [
    { rank: 1, entry_id: 5, name: '量化先锋', members: ['张三', '李四'], college: '示范财经大学', group_id: 11, score: 0.91234, reached_at: '2026-03-10T08:00:00.000Z', submissions: 6, previous_rank: 2 },
    { rank: 2, entry_id: 6, name: '风控小队', members: ['王五'], college: '示范财经大学', group_id: 11, score: 0.90011, reached_at: '2026-03-10T07:00:00.000Z', submissions: 3, previous_rank: 1 },
    { rank: null, entry_id: 8, name: '零提交队', members: ['赵六'], college: null, group_id: 11, score: null, reached_at: null, submissions: 0, previous_rank: null },
  ],
  total: 3,
  page: 1,
  page_size: 50,
  me: null,
  organizer_view: false,
  ...overrides,
});

/** The own team's submissions of session 31 (newest first) and its limits. */
export const mySubmissions = (overrides: Partial<MySubmissions> = {}): MySubmissions => ({
  team_id: 5,
  submissions: [
    { id: 502, session_id: 31, team_id: 5, user_id: 50, user_name: '张三', filename: 'predictions_v2.csv', status: 'scored', error: null, public_score: 0.91234, private_score: null, selected: false, created_at: '2026-03-10T08:00:00.000Z', scored_at: '2026-03-10T08:00:05.000Z' },
    { id: 501, session_id: 31, team_id: 5, user_id: 50, user_name: '张三', filename: 'predictions_v1.csv', status: 'invalid', error: '第 12 行：prediction 不是数字', public_score: null, private_score: null, selected: false, created_at: '2026-03-10T06:00:00.000Z', scored_at: null },
  ],
  limits: { daily_limit: 5, used_today: 1, left_today: 4, total_limit: 50, used_total: 1, finals_limit: 2, resets_at: '2026-03-10T16:00:00.000Z', server_now: '2026-03-10T09:00:00.000Z' },
  ...overrides,
});
