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
  white-space: nowrap;
  color: var(--ui-color-text-disabled);
  &[data-state='opened'] { color: var(--ui-color-warning); }
  &[data-state='learned'] { color: var(--ui-color-success); }
`;

const MARKS = { learned: '✓', opened: '○', unread: '—' } as const;

const Wide = styled.div`
  overflow-x: auto;
`;

/** "2 分 5 秒" / "45 秒" of a number of seconds. */
function useDuration() {
  const t = useT();
  return (total: number) => (total >= 60 ? t('progress.duration', { minutes: Math.floor(total / 60), seconds: total % 60 }) : t('progress.durationSeconds', { seconds: total }));
}

/**
 * A teacher's view of the course: students × chapters, by class. Each cell tells learned (the study rule), opened but
 * not learned yet, or not opened, with the reading time the server credited; the row totals learned / opened and time.
 */
export function ProgressTab({ course }: { course: CourseDetail }) {
  const t = useT();
  const duration = useDuration();
  const { courses } = useServices();
  const [classId, setClassId] = useState('');
  const report = useQuery((signal) => courses.progress(course.id, classId ? { class_id: Number(classId) } : {}, { signal, silent: true }), [course.id, classId]);
  const view = useViewState(report, { emptyTitle: t('progress.empty'), emptyDescription: t('progress.emptyHint') }, (data) => data.students.length === 0);
  const tableLabels = useDataTableLabels();
  const chapters = report.data?.chapters ?? [];
  const columns: DataTableColumn<StudentProgress>[] = [
    { key: 'name', title: t('progress.student'), ellipsis: 160, render: (row) => `${row.name || row.username}` },
    { key: 'class_name', title: t('progress.class'), render: (row) => row.class_name || '—' },
    {
      key: 'progress',
      title: t('progress.progress'),
      render: (row) => <ProgressBar value={row.total > 0 ? (row.read / row.total) * 100 : 0} label={t('progress.of', { name: row.name || row.username })} />,
    },
    { key: 'read', title: t('progress.learnedOpened'), kind: 'number', render: (row) => t('progress.learnedOpenedValue', { read: row.read, opened: row.opened, total: row.total }) },
    { key: 'read_seconds', title: t('progress.time'), kind: 'number', render: (row) => duration(row.read_seconds) },
    ...chapters.map<DataTableColumn<StudentProgress>>((chapter) => ({
      key: `chapter-${chapter.id}`,
      title: chapter.title,
      kind: 'number',
      render: (row) => {
        const state = row.read_chapter_ids.includes(chapter.id) ? 'learned' : row.opened_chapter_ids.includes(chapter.id) ? 'opened' : 'unread';
        const seconds = row.chapter_seconds.find((item) => item.chapter_id === chapter.id)?.seconds;
        const word = t(state === 'learned' ? 'progress.chapterRead' : state === 'opened' ? 'progress.chapterOpened' : 'progress.chapterUnread');
        const time = seconds === undefined ? '' : duration(seconds);
        return (
          <Mark data-state={state} aria-label={time === '' ? word : `${word} ${time}`}>
            {time === '' ? MARKS[state] : t('progress.chapterCell', { mark: MARKS[state], time })}
          </Mark>
        );
      },
    })),
    { key: 'last_read_at', title: t('progress.lastRead'), kind: 'time', render: (row) => formatDateTime(row.last_read_at) },
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
