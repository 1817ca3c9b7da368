import type { DataTableColumn } from './DataTable';

/** Sample rows for the DataTable's tests and stories: students and their scores. */
export interface StudentScore {
  id: string;
  name: string;
  className: string;
  score: number;
  delta: number;
}

export const studentScores: StudentScore[] = [
  { id: 's1', name: '李明', className: '金融 2301', score: 92.5, delta: 3.25 },
  { id: 's2', name: '王芳', className: '金融 2301', score: 88, delta: -1.5 },
  { id: 's3', name: '张伟', className: '金融 2302', score: 76.25, delta: 0 },
  { id: 's4', name: '刘洋', className: '金融 2302', score: 95, delta: 6.75 },
  { id: 's5', name: '陈静', className: '统计 2301', score: 81.5, delta: -2.25 },
];

export const studentColumns: DataTableColumn<StudentScore>[] = [
  { key: 'name', title: '姓名', width: 160 },
  { key: 'className', title: '班级' },
  { key: 'score', title: '成绩', align: 'right', width: 120, render: (row) => row.score.toFixed(2) },
];

/** Sample rows for the table conventions: long titles, a state word, a time and four actions. */
export interface ExamRow {
  id: string;
  title: string;
  status: string;
  startsAt: string;
  duration: number;
  candidates: number;
}

export const examRows: ExamRow[] = [
  { id: 'e1', title: '金融学基础期中考试（2026 年秋季学期 · 金融 2301 与 2302 两个班合考）', status: '进行中', startsAt: '2026-11-26 15:34', duration: 60, candidates: 62 },
  { id: 'e2', title: '数据集', status: '未发布', startsAt: '2026-12-01 09:00', duration: 90, candidates: 0 },
  { id: 'e3', title: '金融知识竞赛 · 初赛：金融知识答题', status: '已结束', startsAt: '2026-11-16 15:34', duration: 30, candidates: 118 },
];

export const examColumns: DataTableColumn<ExamRow>[] = [
  { key: 'title', title: '考试名称', ellipsis: 280 },
  { key: 'status', title: '状态', kind: 'status' },
  { key: 'startsAt', title: '开始时间', kind: 'time' },
  { key: 'duration', title: '考试时长', kind: 'number', render: (row) => `${row.duration} 分钟` },
  { key: 'candidates', title: '考生数', kind: 'number' },
];
