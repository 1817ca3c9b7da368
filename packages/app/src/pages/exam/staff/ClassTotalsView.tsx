import { useState } from 'react';
import type { ClassGradebook } from '@finedu/domain';
import { DataTable, EmptyState, FilterBar, Select, StateView, type DataTableColumn } from '@finedu/ui';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useServices } from '../../../services/ServicesContext';
import { Numeric } from './staffParts';
import { useCollegeClasses } from './useCollegeClasses';
import { useStaffViewState } from './useStaffViewState';

type Row = ClassGradebook['students'][number];

/** A class's gradebook over its courses (issue 34): each student's total and 等级 in every course the caller may read. */
export function ClassTotalsView() {
  const t = useT();
  const classes = useCollegeClasses();
  const [classId, setClassId] = useState('');
  const view = useStaffViewState(classes, { emptyTitle: t('exam.staff.score.noClasses'), emptyDescription: t('exam.staff.score.noClassesHint') }, (data) => data.length === 0);
  return (
    <StateView state={view.state} {...view.stateMessages}>
      <FilterBar onSubmit={(event) => event.preventDefault()}>
        <Select aria-label={t('gradebook.class')} placeholder={t('exam.staff.score.pickClass')} value={classId} onChange={(event) => setClassId(event.target.value)} options={(classes.data ?? []).map((k) => ({ value: String(k.id), label: k.name }))} />
      </FilterBar>
      {classId === '' ? <EmptyState title={t('exam.staff.score.pickClass')} description={t('gradebook.classTotalsHint')} /> : <ClassTotals key={classId} classId={Number(classId)} />}
    </StateView>
  );
}

function ClassTotals({ classId }: { classId: number }) {
  const t = useT();
  const { gradebook } = useServices();
  const labels = useDataTableLabels();
  const query = useQuery((signal) => gradebook.ofClass(classId, { signal, silent: true }), [gradebook, classId]);
  const view = useStaffViewState(query, { emptyTitle: t('gradebook.classNoCourses') }, (data) => data.courses.length === 0);
  const book = query.data;
  const columns: DataTableColumn<Row>[] = [
    { key: 'name', title: t('exam.staff.users.student'), ellipsis: 200, render: (row) => `${row.name}（${row.username}）` },
    ...(book?.courses ?? []).map(
      (course, index): DataTableColumn<Row> => ({
        key: `course-${course.id}`,
        title: course.title,
        align: 'right',
        render: (row) => {
          const total = row.totals[index] ?? null;
          return <Numeric>{total === null ? t('common.none') : `${total.toFixed(2)}${row.letters[index] ? ` ${row.letters[index]}` : ''}`}</Numeric>;
        },
      }),
    ),
  ];
  return (
    <StateView state={view.state} {...view.stateMessages}>
      {book && (
        <DataTable<Row>
          aria-label={t('gradebook.classTotals', { name: book.class.name })}
          columns={columns}
          rows={book.students}
          rowKey={(row) => String(row.user_id)}
          labels={labels}
          scroll="contained"
          state={book.students.length === 0 ? 'empty' : 'ready'}
          stateMessages={{ emptyTitle: t('exam.staff.score.noStudents') }}
        />
      )}
    </StateView>
  );
}
