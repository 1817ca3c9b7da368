// Competition accounts from the .xlsx template: every bad row is reported with its row, column and reason, and
// nothing is written when any row is bad. Rows naming the same team form it (the first row's account is captain).
import { writeWorkbook } from '../../lib/workbook.js';
import { COMPETITION_ACCOUNT_COLUMNS, type CompetitionAccountImportResult } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CompetitionRow } from '../../db/schema/competitions.js';
import type { NewUserRow } from '../../db/schema/users.js';
import type { Locale } from '../../i18n.js';
import type { PasswordCost } from '../../lib/password.js';
import type { AuthUser } from '../../types.js';
import { AccountRowChecks, hashRows, openImportSheet } from '../users/index.js';
import { insertUsers } from '../users/index.js';
import { headerOf } from '../users/index.js';
import { newInviteCode } from './inviteCodes.js';
import * as repo from './repository.js';
import { ACTIVE_STATUSES, ensureSoloTeam } from './rosterCore.js';
import * as roster from './rosterRepository.js';

export const ACCOUNT_SHEET = '竞赛账号导入';
type Key = (typeof COMPETITION_ACCOUNT_COLUMNS)[number]['key'];

/** The template: the header row, and a sheet of instructions naming the competition's groups. */
export function buildAccountTemplate(groupNames: string[]): Promise<Buffer> {
  const instructions = [
    '带 * 的列必填 / Columns marked * are required.',
    `组别填写：${groupNames.join('、') || '（请先在分组中添加组别）'} / Group: one of the names above.`,
    '队伍（团队赛）：同一队名的各行组成一支队伍，第一行为队长 / Team (team competitions): rows with the same team form it; the first is captain.',
    '初始密码 6–64 位；手机号为 11 位大陆手机号，可留空 / Initial password: 6–64 characters; phone optional.',
    '任何一行有错误时，整个文件都不会导入 / If any row is wrong, nothing is imported.',
  ];
  return writeWorkbook([
    { name: ACCOUNT_SHEET, columns: COMPETITION_ACCOUNT_COLUMNS.map((c) => ({ header: headerOf(c), width: 18 })), rows: [], freezeHeader: true },
    { name: '说明 (Instructions)', columns: [{ width: 100 }], rows: instructions.map((line) => [line]) },
  ]);
}

interface ValidRow {
  row: number;
  values: Omit<NewUserRow, 'password'>;
  password: string;
  groupId: number;
  team: string;
}

export async function importAccounts(
  db: Db,
  caller: AuthUser,
  competition: CompetitionRow,
  file: Buffer,
  locale: Locale,
  passwordCost: PasswordCost,
): Promise<CompetitionAccountImportResult> {
  const sheet = await openImportSheet(file, COMPETITION_ACCOUNT_COLUMNS, ACCOUNT_SHEET, locale);
  const { errors, fail } = sheet;
  if (errors.length > 0) return { created: 0, teams: 0, errors };

  const groups = new Map((await repo.listGroups(db, competition.id)).map((g) => [g.row.name, g.row.id]));
  const accounts = await AccountRowChecks.load(db, sheet.rows);
  /** Team name → its group and how many join it (existing active members counted in). */
  const teams = new Map<string, { groupId: number; size: number; firstRow: number; existing: number | null }>();
  const valid: ValidRow[] = [];

  for (const { row, values } of sheet.rows) {
    const before = errors.length;
    const v = (key: Key) => values[key] ?? '';
    const account = accounts.check(row, values, fail);

    const groupName = v('group');
    const groupId = groups.get(groupName);
    if (groupName === '') fail(row, 'group', '必填', 'Required');
    else if (groupId === undefined) fail(row, 'group', `组别「${groupName}」不存在`, `Group "${groupName}" does not exist`);

    const team = v('team');
    if (team !== '' && competition.kind === 'individual') fail(row, 'team', '个人赛不填写队伍', 'An individual competition has no teams');
    else if (team.length > 32) fail(row, 'team', '不能超过 32 个字符', 'At most 32 characters');
    else if (team !== '' && groupId !== undefined) {
      let entry = teams.get(team);
      if (entry === undefined) {
        const existing = await roster.findTeamByName(db, competition.id, team);
        const members = existing === null ? 0 : (await roster.teamMembers(db, [existing.id])).filter((m) => ACTIVE_STATUSES.includes(m.row.status)).length;
        if (existing !== null && existing.eduId !== null) fail(row, 'team', '该队伍属于院校学生，不能加入竞赛账号', 'That team belongs to college students');
        else if (existing !== null && existing.groupId !== groupId) fail(row, 'team', '该队伍属于其他组别', 'That team is in another group');
        entry = { groupId, size: members, firstRow: row, existing: existing?.id ?? null };
        teams.set(team, entry);
      }
      if (entry.groupId !== groupId) fail(row, 'team', `与第 ${entry.firstRow} 行的组别不同`, `Another group than row ${entry.firstRow}`);
      else if (entry.size + 1 > competition.teamMax) fail(row, 'team', `队伍人数超过上限 ${competition.teamMax}`, `The team would exceed ${competition.teamMax} members`);
      entry.size++;
    }

    if (errors.length === before && groupId !== undefined) {
      valid.push({
        row,
        password: account.password,
        groupId,
        team,
        values: { username: account.username, name: account.name, role: 'competitor', eduId: null, phone: account.phone, email: account.email, department: account.department },
      });
    }
  }
  if (errors.length > 0) return { created: 0, teams: 0, errors };

  const hashed = await hashRows(valid, passwordCost);
  let teamsMade = 0;
  await db.transaction(async (tx) => {
    const created = await insertUsers(tx, hashed);
    const teamIds = new Map<string, number>([...teams].filter(([, t]) => t.existing !== null).map(([name, t]) => [name, t.existing!]));
    for (const [i, item] of valid.entries()) {
      const user = created[i]!;
      let teamId: number | null = null;
      if (item.team !== '') {
        teamId = teamIds.get(item.team) ?? null;
        if (teamId === null) {
          const team = await roster.insertTeam(tx, { competitionId: competition.id, groupId: item.groupId, name: item.team, captainId: user.id, eduId: null, inviteCode: await newInviteCode(tx) });
          teamId = team.id;
          teamIds.set(item.team, teamId);
          teamsMade++;
        }
      }
      const participant = await roster.insertParticipant(tx, { competitionId: competition.id, userId: user.id, groupId: item.groupId, status: 'accepted', teamId });
      await ensureSoloTeam(tx, competition, participant, user);
    }
    await repo.insertAudit(tx, competition.id, caller.id, 'account.import', { created: created.length, teams: teamsMade });
  });
  return { created: valid.length, teams: teamsMade, errors: [] };
}
