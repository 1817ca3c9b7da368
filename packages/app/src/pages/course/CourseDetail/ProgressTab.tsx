import { useState } from 'react';
import styled from 'styled-components';
import type { CourseDetail, StudentProgress } from '@finedu/domain';
import { DataTable, FilterBar, ProgressBar, Select, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

const Mark = styled.span`
  color: var(--ui-color-text-disabled);
  &[data-read='true'] { color: var(--ui-color-success); }
`;

const Wide = styled.div`
  overflow-x: auto;
`;

/** A teacher's view of the course: students × chapters, read marks and progress, by class. */
export function ProgressTab({ course }: { course: CourseDetail }) {
  const t = useT();
  const { courses } = useServices();
  const [classId, setClassId] = useState('');
  const report = useQuery((signal) => courses.progress(course.id, classId ? { class_id: Number(classId) } : {}, { signal, silent: true }), [course.id, classId]);
  const view = useViewState(report, { emptyTitle: t('progress.empty'), emptyDescription: t('progress.emptyHint') }, (data) => data.students.length === 0);
  const tableLabels = useDataTableLabels();
  const chapters = report.data?.chapters ?? [];
  const columns: DataTableColumn<StudentProgress>[] = [
    { key: 'name', title: t('progress.student'), render: (row) => `${row.name || row.username}` },
    { key: 'class_name', title: t('progress.class'), render: (row) => row.class_name || '—' },
    {
      key: 'progress',
      title: t('progress.progress'),
      render: (row) => <ProgressBar value={row.total > 0 ? (row.read / row.total) * 100 : 0} label={t('progress.of', { name: row.name || row.username })} />,
    },
    { key: 'read', title: t('progress.read'), align: 'right', render: (row) => `${row.read} / ${row.total}` },
    ...chapters.map<DataTableColumn<StudentProgress>>((chapter) => ({
      key: `chapter-${chapter.id}`,
      title: chapter.title,
      align: 'right',
      render: (row) => {
        const read = row.read_chapter_ids.includes(chapter.id);
        return (
          <Mark data-read={read} aria-label={read ? t('progress.chapterRead') : t('progress.chapterUnread')}>
            {read ? '✓' : '—'}
          </Mark>
        );
      },
    })),
    { key: 'last_read_at', title: t('progress.lastRead'), render: (row) => formatDateTime(row.last_read_at) },
  ];
  return (
    <>
      <FilterBar role="search" onSubmit={(event) => event.preventDefault()}>
        <Select
          aria-label={t('progress.class')}
          value={classId}
          placeholder={t('progress.allClasses')}
          options={course.classes.map((klass) => ({ value: String(klass.id), label: klass.name }))}
          onChange={(event) => setClassId(event.target.value)}
        />
      </FilterBar>
      <Wide>
        <DataTable<StudentProgress> aria-label={t('progress.title')} columns={columns} rows={report.data?.students ?? []} rowKey="user_id" labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
      </Wide>
    </>
  );
}
