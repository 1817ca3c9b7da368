// The grade tab's Excel export (issue 10), with exceljs like every other .xlsx of the server.
import ExcelJS from 'exceljs';
import type { CompetitionResult } from '@finedu/domain';
import { COMPETITION_TIME_ZONE } from '@finedu/domain';

const shanghai = new Intl.DateTimeFormat('zh-CN', { timeZone: COMPETITION_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium', hour12: false });

/** One sheet of a session's results, in board order, with the time zone of every time in its header. */
export async function resultWorkbook(title: string, results: CompetitionResult[], groups: Map<number, string>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('成绩');
  sheet.columns = [
    { header: '组别', key: 'group', width: 12 },
    { header: '名次', key: 'rank', width: 8 },
    { header: '队伍', key: 'team', width: 20 },
    { header: '成员', key: 'members', width: 28 },
    { header: '院校', key: 'edu', width: 20 },
    { header: '得分', key: 'score', width: 10 },
    { header: '调整后得分', key: 'adjusted', width: 12 },
    { header: '调整原因', key: 'reason', width: 24 },
    { header: '最终得分', key: 'final', width: 10 },
    { header: `达成时间（${COMPETITION_TIME_ZONE}）`, key: 'reached', width: 24 },
    { header: '奖项', key: 'award', width: 12 },
    { header: '晋级', key: 'advanced', width: 8 },
    { header: '已发布', key: 'published', width: 8 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of results) {
    sheet.addRow({
      group: r.group_id === null ? '' : (groups.get(r.group_id) ?? ''),
      rank: r.rank ?? '',
      team: r.team_name,
      members: r.members.join('、'),
      edu: r.edu_title ?? '',
      score: r.score ?? '',
      adjusted: r.adjusted_score ?? '',
      reason: r.adjust_reason ?? '',
      final: r.final_score ?? '',
      reached: r.reached_at === null ? '' : shanghai.format(new Date(r.reached_at)),
      award: r.award ?? '',
      advanced: r.advanced ? '是' : '否',
      published: r.published ? '是' : '否',
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  book.title = title;
  return Buffer.from(await book.xlsx.writeBuffer());
}
