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
