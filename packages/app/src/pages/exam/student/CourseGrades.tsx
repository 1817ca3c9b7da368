import styled from 'styled-components';
import type { MyCourseGradebook } from '@finedu/domain';
import { Card, DataTable, StateView, type DataTableColumn } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useServices } from '../../../services/ServicesContext';

type Item = MyCourseGradebook['items'][number];

const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-6);
  margin: 0 0 var(--ui-space-3);
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: var(--ui-color-text-secondary);
    font-size: var(--ui-font-size-sm);
  }
  dd {
    margin: 0;
    font-size: var(--ui-font-size-h4);
    font-variant-numeric: tabular-nums;
  }
`;

const Missing = styled.p`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-warning);
  &[data-state='done'] {
    color: var(--ui-color-text-secondary);
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);

/** 我的成绩's course gradebooks (issue 34): each course's categories, items, what is still missing and the total so far. */
export function CourseGrades() {
  const t = useT();
  const { gradebook } = useServices();
  const query = useQuery((signal) => gradebook.mine({ signal, silent: true }).then((data) => data.list), [gradebook]);
  const view = useViewState(query, { emptyTitle: t('gradebook.mine.empty'), emptyDescription: t('gradebook.mine.emptyHint') }, (data) => data.length === 0);
  return (
    <Card title={t('gradebook.mine.title')}>
      <StateView state={view.state} {...view.stateMessages}>
        <Stack>
          {(query.data ?? []).map((course) => (
            <CourseGrade key={course.course.id} course={course} />
          ))}
        </Stack>
      </StateView>
    </Card>
  );
}

function CourseGrade({ course }: { course: MyCourseGradebook }) {
  const t = useT();
  const labels = useDataTableLabels();
  const categoryName = new Map(course.categories.map((c) => [c.id, c.name]));
  const scoreOf = (item: Item): string => {
    const { cell } = item;
    if (cell.state === 'zero_missing') return `0 / ${item.max_score}`;
    const shown = cell.override ?? cell.score;
    if (shown === null) return cell.pending ? t('exam.student.phase.marking') : t('gradebook.mine.notDone');
    return `${shown} / ${item.max_score}${cell.state === 'overridden' ? `（${t('gradebook.mine.overridden')}）` : ''}`;
  };
  const columns: DataTableColumn<Item>[] = [
    { key: 'title', title: t('gradebook.mine.item'), ellipsis: 280 },
    { key: 'kind', title: t('gradebook.setup.itemCategory'), nowrap: true, render: (row) => (row.category_id === null ? t('gradebook.setup.noCategory') : (categoryName.get(row.category_id) ?? '')) },
    { key: 'score', title: t('gradebook.mine.score'), align: 'right', render: scoreOf },
  ];
  return (
    <section aria-label={course.course.title}>
      <h3>{course.course.title}</h3>
      <Summary>
        <div>
          <dt>{t('gradebook.mine.total')}</dt>
          <dd>
            {percent(course.total)}
            {course.total_overridden && ` ${t('gradebook.mine.totalOverridden')}`}
          </dd>
        </div>
        <div>
          <dt>{t('gradebook.mine.letter')}</dt>
          <dd>{course.letter ?? '—'}</dd>
        </div>
        {course.categories.map((c) => (
          <div key={c.id}>
            <dt>{t('gradebook.mine.category', { name: c.name, weight: c.weight })}</dt>
            <dd>{percent(c.percent)}</dd>
          </div>
        ))}
      </Summary>
      {course.missing.length > 0 ? <Missing>{t('gradebook.mine.missing', { items: course.missing.join('、') })}</Missing> : <Missing data-state="done">{t('gradebook.mine.allDone')}</Missing>}
      <DataTable<Item> aria-label={course.course.title} columns={columns} rows={course.items} rowKey={(row) => row.key} labels={labels} phoneLayout="cards" state={course.items.length === 0 ? 'empty' : 'ready'} stateMessages={{ emptyTitle: t('gradebook.noItems') }} />
    </section>
  );
}
