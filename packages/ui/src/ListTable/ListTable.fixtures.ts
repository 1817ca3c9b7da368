import type { DataTableColumn } from '../DataTable';

/** Sample rows for the ListTable's and ListPage's tests and stories: the classes of a college. */
export interface SampleClass {
  id: number;
  name: string;
  grade: string;
  teacher: string;
  members: number;
}

const TEACHERS = ['王老师', '李老师', '张老师', '刘老师'];

/** `count` classes, numbered from 1. */
export const sampleClasses = (count: number, from = 1): SampleClass[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `金融 23${String(from + index).padStart(2, '0')} 班`,
    grade: '2023',
    teacher: TEACHERS[(from + index) % TEACHERS.length] ?? '',
    members: 30 + ((from + index) * 7) % 20,
  }));

export const sampleClassColumns: DataTableColumn<SampleClass>[] = [
  { key: 'name', title: '班级名称' },
  { key: 'grade', title: '年级', width: 120 },
  { key: 'teacher', title: '班主任' },
  { key: 'members', title: '人数', align: 'right', width: 100 },
];
