// Competition accounts from the .xlsx template: every bad row is reported with its row, column and reason, and
// nothing is written when any row is bad. Rows naming the same team form it (the first row's account is captain).
import { writeWorkbook } from '../../lib/workbook.js';
import { COMPETITION_ACCOUNT_COLUMNS, PHONE_PATTERN, USERNAME_PATTERN, type CompetitionAccountImportResult, type ImportRowError } from '@finedu/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CompetitionRow } from '../../db/schema/competitions.js';
import type { NewUserRow } from '../../db/schema/users.js';
import { badRequest } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import { hashPassword, type ScryptCost } from '../../lib/password.js';
import type { AuthUser } from '../../types.js';
import * as usersRepo from '../users/repository.js';
import { headerOf, readImportRows } from '../users/spreadsheet.js';
import { newInviteCode } from './inviteCodes.js';
import * as repo from './repository.js';
import { ACTIVE_STATUSES, ensureSoloTeam } from './rosterCore.js';
import * as roster from './rosterRepository.js';

export const ACCOUNT_SHEET = '竞赛账号导入';
const MAX_ROWS = 2000;
const COLUMN = new Map(COMPETITION_ACCOUNT_COLUMNS.map((c, i) => [c.key, { ...c, index: i + 1 }]));
const isEmail = (v: string) => z.email().safeParse(v).success;
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
  passwordCost: ScryptCost,
): Promise<CompetitionAccountImportResult> {
  const sheet = await readImportRows(file, COMPETITION_ACCOUNT_COLUMNS, ACCOUNT_SHEET);
  if (sheet === null) throw badRequest('无法读取 Excel 文件，请使用导入模板（.xlsx）', 'Cannot read the Excel file; use the import template (.xlsx)');
  const errors: ImportRowError[] = [];
  const fail = (row: number, key: Key, zh: string, en: string) => {
    const column = COLUMN.get(key)!;
    errors.push({ row, column: locale === 'zh' ? column.zh : column.en, column_index: column.index, message: locale === 'zh' ? zh : en, message_zh: zh, message_en: en });
  };
  for (const key of sheet.missingColumns) fail(1, key as Key, '缺少此列', 'This column is missing');
  if (errors.length > 0) return { created: 0, teams: 0, errors };
  if (sheet.rows.length === 0) throw badRequest('文件中没有数据行', 'The file has no data rows');
  if (sheet.rows.length > MAX_ROWS) throw badRequest(`一次最多导入 ${MAX_ROWS} 行`, `At most ${MAX_ROWS} rows per import`);

  const groups = new Map((await repo.listGroups(db, competition.id)).map((g) => [g.row.name, g.row.id]));
  const takenNames = await usersRepo.existingUsernames(db, sheet.rows.map((r) => r.values.username ?? '').filter(Boolean));
  const takenPhones = await usersRepo.existingPhones(db, sheet.rows.map((r) => r.values.phone ?? '').filter(Boolean));
  const seenNames = new Map<string, number>();
  const seenPhones = new Map<string, number>();
  /** Team name → its group and how many join it (existing active members counted in). */
  const teams = new Map<string, { groupId: number; size: number; firstRow: number; existing: number | null }>();
  const valid: ValidRow[] = [];

  for (const { row, values } of sheet.rows) {
    const before = errors.length;
    const v = (key: Key) => values[key] ?? '';
    const username = v('username');
    if (username === '') fail(row, 'username', '必填', 'Required');
    else if (username.length < 2 || username.length > 32) fail(row, 'username', '长度应为 2–32 个字符', 'Must be 2–32 characters');
    else if (!USERNAME_PATTERN.test(username)) fail(row, 'username', '只能包含字母、数字和 _ . @ -', 'Only letters, digits and _ . @ -');
    else if (takenNames.has(username)) fail(row, 'username', '用户名已存在', 'Username already exists');
    else if (seenNames.has(username)) fail(row, 'username', `与第 ${seenNames.get(username)} 行重复`, `Duplicates row ${seenNames.get(username)}`);
    else seenNames.set(username, row);

    const name = v('name');
    if (name === '') fail(row, 'name', '必填', 'Required');
    else if (name.length > 32) fail(row, 'name', '不能超过 32 个字符', 'At most 32 characters');

    const password = v('password');
    if (password === '') fail(row, 'password', '必填', 'Required');
    else if (password.length < 6 || password.length > 64) fail(row, 'password', '长度应为 6–64 个字符', 'Must be 6–64 characters');

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

    const phone = v('phone');
    if (phone !== '') {
      if (!PHONE_PATTERN.test(phone)) fail(row, 'phone', '手机号格式不正确', 'Invalid phone number');
      else if (takenPhones.has(phone)) fail(row, 'phone', '手机号已被其他账号使用', 'Phone number already used');
      else if (seenPhones.has(phone)) fail(row, 'phone', `与第 ${seenPhones.get(phone)} 行重复`, `Duplicates row ${seenPhones.get(phone)}`);
      else seenPhones.set(phone, row);
    }
    const email = v('email');
    if (email !== '' && (email.length > 128 || !isEmail(email))) fail(row, 'email', '邮箱格式不正确', 'Invalid email');
    if (v('department').length > 64) fail(row, 'department', '不能超过 64 个字符', 'At most 64 characters');

    if (errors.length === before && groupId !== undefined) {
      valid.push({
        row,
        password,
        groupId,
        team,
        values: { username, name, role: 'competitor', eduId: null, phone: phone || null, email: email || null, department: v('department') || null },
      });
    }
  }
  if (errors.length > 0) return { created: 0, teams: 0, errors };

  const hashed: NewUserRow[] = [];
  for (let i = 0; i < valid.length; i += 8) {
    const batch = valid.slice(i, i + 8);
    const hashes = await Promise.all(batch.map((b) => hashPassword(b.password, passwordCost)));
    batch.forEach((b, j) => hashed.push({ ...b.values, password: hashes[j]! }));
  }
  let teamsMade = 0;
  await db.transaction(async (tx) => {
    const created = await usersRepo.insertUsers(tx, hashed);
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
