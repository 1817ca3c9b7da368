import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, type BlockLabStudentRow } from '@finedu/domain';
import { Card, DataTable, FilterBar, PageHeader, Select, StateView, StatusBadge, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import type { MessageId } from '../../i18n/messages';
import { useDataTableLabels } from '../../list/useListLabels';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { Stack } from './labStyles';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: var(--ui-space-3);
  margin: 0;
  div {
    padding: var(--ui-space-4);
    border-radius: var(--ui-radius-md);
    background: var(--ui-color-surface);
    border: 1px solid var(--ui-color-border);
  }
  dt {
    color: var(--ui-color-text-secondary);
  }
  dd {
    margin: var(--ui-space-2) 0 0;
    font-size: var(--ui-font-size-h3);
    font-variant-numeric: tabular-nums;
  }
`;

/** EduBlockCaseStudents (/edu/block_case/:id/students, staff): the class overview of one case, each student's chain a click away. */
export default function EduBlockCaseStudentsPage() {
  const t = useT();
  const tableLabels = useDataTableLabels();
  const { blockLab } = useServices();
  const { id } = useParams();
  const caseId = Number(id);
  const [classId, setClassId] = useState('');
  const query = useQuery((signal) => blockLab.students(caseId, classId ? { class_id: Number(classId) } : {}, { signal, silent: true }), [caseId, classId]);
  const view = useViewState(query, {}, () => false);
  const data = query.data;

  const columns: DataTableColumn<BlockLabStudentRow>[] = [
    { key: 'name', title: t('blockLab.students.student'), ellipsis: 200, render: (row) => `${row.name}（${row.username}）` },
    { key: 'class_name', title: t('blockLab.students.class'), ellipsis: 160, render: (row) => row.class_name ?? '—' },
    {
      key: 'status',
      title: t('blockLab.students.status'),
      kind: 'status',
      render: (row) => (
        <StatusBadge tone={row.attempt?.status === 'completed' ? 'success' : row.attempt ? 'primary' : 'neutral'}>{t(`blockLab.status.${row.attempt?.status ?? 'none'}` as MessageId)}</StatusBadge>
      ),
    },
    { key: 'steps', title: t('blockLab.students.steps'), kind: 'number', render: (row) => (row.attempt ? `${row.attempt.steps_done}/${row.attempt.step_count}` : '—') },
    { key: 'blocks', title: t('blockLab.students.blocks'), kind: 'number', render: (row) => row.attempt?.block_count ?? '—' },
    { key: 'score', title: t('blockLab.students.score'), kind: 'number', render: (row) => row.attempt?.score ?? '—' },
    { key: 'updated', title: t('blockLab.students.updated'), kind: 'time', render: (row) => (row.attempt ? formatDateTime(row.attempt.updated_at) : '—') },
  ];

  return (
    <Stack>
      <PageHeader
        title={t('blockLab.students.title', { title: data?.case_title ?? '' })}
        description={<Link to={routePath('EduBlockCases')}>{t('blockLab.students.back')}</Link>}
      />
      <StateView state={view.state} {...view.stateMessages}>
        {data && (
          <Stack>
            <Tiles>
              <div>
                <dt>{t('blockLab.students.total')}</dt>
                <dd>{data.summary.students}</dd>
              </div>
              <div>
                <dt>{t('blockLab.students.started')}</dt>
                <dd>{data.summary.started}</dd>
              </div>
              <div>
                <dt>{t('blockLab.students.completed')}</dt>
                <dd>{data.summary.completed}</dd>
              </div>
              <div>
                <dt>{t('blockLab.students.average')}</dt>
                <dd>{data.summary.average_score === null ? '—' : Math.round(data.summary.average_score * 10) / 10}</dd>
              </div>
            </Tiles>
            <Card>
              <Stack>
                <FilterBar role="search" onSubmit={(event) => event.preventDefault()}>
                  <Select aria-label={t('blockLab.students.class')} value={classId} placeholder={t('blockLab.students.allClasses')} options={data.classes.map((item) => ({ value: String(item.id), label: item.name }))} onChange={(event) => setClassId(event.target.value)} />
                </FilterBar>
                <DataTable<BlockLabStudentRow>
                  columns={columns}
                  rows={data.students}
                  rowKey={(row) => String(row.user_id)}
                  labels={tableLabels}
                  state={data.students.length === 0 ? 'empty' : 'ready'}
                  stateMessages={{ emptyTitle: t('blockLab.students.empty'), emptyDescription: t('blockLab.students.emptyDescription') }}
                  rowActions={(row) => (row.attempt ? <Link to={`${routePath('BlockLab', { id: caseId })}?attempt=${row.attempt.id}`}>{t('blockLab.students.view')}</Link> : null)}
                />
              </Stack>
            </Card>
          </Stack>
        )}
      </StateView>
    </Stack>
  );
}
