// Competition accounts: created one by one or imported from the .xlsx template with a row-by-row error report
// (nothing written when any row is bad); they sign in at /competition/login and see only their competition.
import ExcelJS from 'exceljs';
import {
  COMPETITION_ACCOUNT_COLUMNS,
  XLSX_MIME,
  type CompetitionAccountImportResult,
  type CompetitionParticipant,
  type CompetitionTeam,
  type CurrentUser,
  type MySessions,
  type OpenCompetition,
  type Paged,
} from '@finedu/domain';
import type { Session } from '../helper.js';
import { buildCompetition, ok, setUp, type CompetitionFixture } from './fixture.js';

let f: CompetitionFixture;
beforeAll(async () => {
  f = await setUp();
}, 180_000);
afterAll(async () => f.t.close());

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('竞赛账号导入');
  sheet.addRow(COMPETITION_ACCOUNT_COLUMNS.map((c) => `${c.zh}${c.required ? '*' : ''} (${c.en})`));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (id: number, body: Buffer, locale = 'zh-CN') =>
  f.t.call<CompetitionAccountImportResult>('POST', `/api/admin/competition/${id}/account/import`, { as: f.as.admin, body, headers: { 'content-type': XLSX_MIME, 'accept-language': locale } });

describe('competition accounts', () => {
  it('reports every bad row with its row, column and reason, and writes nothing', async () => {
    const { competition } = await buildCompetition(f, f.as.admin, { teamMin: 1, teamMax: 2, groups: [{ name: '本科组' }, { name: '高职组' }] });
    const file = await workbook([
      // username, name, password, group, team, phone, email, department
      ['acc_a1', '甲', 'Secret@1', '本科组', '星火队', '', '', '某大学'],
      ['acc_a2', '乙', 'Secret@1', '本科组', '星火队', '', '', ''],
      ['acc_a3', '丙', 'Secret@1', '本科组', '星火队', '', '', ''],
      ['acc_a1', '丁', '123', '研究生组', '', 'not-a-phone', 'bad-email', ''],
      ['competitor1', '', 'Secret@1', '高职组', '星火队', '', '', ''],
    ]);
    const res = await ok(upload(competition.id, file));
    expect(res.created).toBe(0);
    expect(res.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [4, '队伍', '队伍人数超过上限 2'],
      [5, '用户名', '与第 2 行重复'],
      [5, '初始密码', '长度应为 6–64 个字符'],
      [5, '组别', '组别「研究生组」不存在'],
      [5, '手机号', '手机号格式不正确'],
      [5, '邮箱', '邮箱格式不正确'],
      [6, '用户名', '用户名已存在'],
      [6, '姓名', '必填'],
      [6, '队伍', '与第 2 行的组别不同'],
    ]);
    const english = await ok(upload(competition.id, file, 'en-US'));
    expect(english.errors[0]).toMatchObject({ row: 4, column: 'Team', column_index: 5, message: 'The team would exceed 2 members' });
    const people = await ok(f.t.call<Paged<CompetitionParticipant>>('GET', `/api/admin/competition/${competition.id}/participant`, { as: f.as.admin }));
    expect(people.total).toBe(0);
    expect((await f.t.call('POST', '/api/admin/login', { body: { username: 'acc_a1', password: 'Secret@1' } })).code).toBe(0);
  });

  it('imports a good file: accounts accepted, rows of one team form it with the first as captain; they sign in and see their competition only', async () => {
    const { competition } = await buildCompetition(f, f.as.admin, { teamMin: 1, teamMax: 2, groups: [{ name: '本科组' }, { name: '高职组' }] });
    const res = await ok(
      upload(
        competition.id,
        await workbook([
          ['acc_b1', '甲', 'Secret@1', '本科组', '燎原队', '13900000001', 'b1@example.com', '某大学'],
          ['acc_b2', '乙', 'Secret@1', '本科组', '燎原队', '', '', ''],
          ['acc_b3', '丙', 'Secret@1', '高职组', '', '', '', ''],
        ]),
      ),
    );
    expect(res).toEqual({ created: 3, teams: 1, errors: [] });
    const teams = await ok(f.t.call<Paged<CompetitionTeam>>('GET', `/api/admin/competition/${competition.id}/team`, { as: f.as.admin }));
    expect(teams.list.map((t) => [t.name, t.group_name, t.edu_id, t.members.map((m) => [m.username, m.captain, m.status])])).toEqual([
      ['燎原队', '本科组', null, [['acc_b1', true, 'accepted'], ['acc_b2', false, 'accepted']]],
    ]);
    const login = await ok(f.t.call<CurrentUser>('POST', '/api/competition/login', { body: { username: 'acc_b3', password: 'Secret@1' } }));
    expect(login).toMatchObject({ role: 'competitor', edu_id: null, department: null });
    const session: Session = { token: login.api_token, user: login, headers: { authorization: `Bearer ${login.api_token}`, 'x-user-id': String(login.id) } };
    const mine = await ok(f.t.call<Paged<OpenCompetition>>('GET', '/api/competition', { as: session }));
    expect(mine.list.map((c) => [c.id, c.me?.status, c.me?.team_id])).toEqual([[competition.id, 'accepted', null]]);
    expect((await f.t.call('GET', `/api/competition/${f.platformId}`, { as: session })).message).toBe('竞赛不存在');
    // A competition account cannot register elsewhere on its own, nor reach any management call.
    expect((await f.t.call('GET', `/api/admin/competition/${competition.id}`, { as: session })).message).toBe('权限不足');
    const sessions = await ok(f.t.call<MySessions>('GET', '/api/competition/session/mine', { as: session }));
    expect(sessions.sessions.map((s) => [s.competition_id, s.state])).toEqual([[competition.id, 'upcoming']]);
  });

  it('creates one account into a group, accepted, audited; the template names the groups', async () => {
    const { competition, groups } = await buildCompetition(f, f.as.teacher, { kind: 'individual', groups: [{ name: '校内组' }] });
    const made = await ok(
      f.t.call<CompetitionParticipant>('POST', `/api/admin/competition/${competition.id}/account`, {
        as: f.as.teacher,
        body: { username: 'acc_c1', name: '校外选手', password: 'Secret@1', group_id: groups[0]!.id, department: '合作企业' },
      }),
    );
    expect(made).toMatchObject({ username: 'acc_c1', role: 'competitor', status: 'accepted', group_name: '校内组', team_name: '校外选手', department: '合作企业' });
    expect((await f.t.call('POST', `/api/admin/competition/${competition.id}/account`, { as: f.as.teacher, body: { username: 'acc_c1', name: 'x', password: 'Secret@1', group_id: groups[0]!.id } })).message).toBe('用户名已存在');
    const template = await f.t.request(`/api/admin/competition/${competition.id}/account/template`, { as: f.as.teacher });
    expect(template.headers.get('content-type')).toContain(XLSX_MIME);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await template.arrayBuffer()) as ArrayBuffer);
    expect(book.worksheets[1]!.getCell('A2').text).toContain('校内组');
    // Another college's staff cannot create accounts in it.
    expect((await f.t.call('POST', `/api/admin/competition/${competition.id}/account`, { as: f.as.eduadmin2, body: { username: 'acc_c2', name: 'x', password: 'Secret@1', group_id: groups[0]!.id } })).message).toBe('竞赛不存在');
  });
});
