// The grade tab's Excel export (issue 10), written like every other .xlsx of the server (lib/workbook.ts).
import type { CompetitionResult } from '@finedu/domain';
import { COMPETITION_TIME_ZONE, formatWallTime } from '@finedu/domain';
import { writeWorkbook } from '../../lib/workbook.js';

const COLUMNS = [
  { header: '组别', width: 12 },
  { header: '名次', width: 8 },
  { header: '队伍', width: 20 },
  { header: '成员', width: 28 },
  { header: '院校', width: 20 },
  { header: '得分', width: 10 },
  { header: '调整后得分', width: 12 },
  { header: '调整原因', width: 24 },
  { header: '最终得分', width: 10 },
  { header: `达成时间（${COMPETITION_TIME_ZONE}）`, width: 24 },
  { header: '奖项', width: 12 },
  { header: '晋级', width: 8 },
  { header: '已发布', width: 8 },
];

/** One sheet of a session's results, in board order, with the time zone of every time in its header. */
export function resultWorkbook(results: CompetitionResult[], groups: Map<number, string>): Promise<Buffer> {
  const rows = results.map((r) => [
    r.group_id === null ? '' : (groups.get(r.group_id) ?? ''),
    r.rank ?? '',
    r.team_name,
    r.members.join('、'),
    r.edu_title ?? '',
    r.score ?? '',
    r.adjusted_score ?? '',
    r.adjust_reason ?? '',
    r.final_score ?? '',
    formatWallTime(r.reached_at, COMPETITION_TIME_ZONE, 'zh-datetime'),
    r.award ?? '',
    r.advanced ? '是' : '否',
    r.published ? '是' : '否',
  ]);
  return writeWorkbook([{ name: '成绩', columns: COLUMNS, rows, freezeHeader: true }]);
}
