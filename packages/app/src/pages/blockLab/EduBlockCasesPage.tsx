import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, type BlockLabCase, type PublishedBlockCaseQuery } from '@finedu/domain';
import { ListPage, StatusBadge, type DataTableColumn } from '@finedu/ui';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useListPage } from '../../list/useListPage';
import { useCurrentUser, useServices } from '../../services/ServicesContext';

type Filters = Pick<PublishedBlockCaseQuery, 'keyword'>;

const Links = styled.span`
  display: inline-flex;
  gap: var(--ui-space-3);
  white-space: nowrap;
`;

/** EduBlockCases (/edu/block_case, menu 区块链实验): the published cases with the caller's progress; staff also open the class overview. */
export default function EduBlockCasesPage() {
  const t = useT();
  const { blockLab } = useServices();
  const user = useCurrentUser();
  const staff = user?.role === 'edu_admin' || user?.role === 'edu_teacher';
  const page = useListPage<Filters, BlockLabCase>({
    load: (query, signal) => blockLab.listCases(query, { signal, silent: true }),
    empty: { emptyTitle: t('blockLab.list.empty'), emptyDescription: t('blockLab.list.emptyDescription') },
    noMatch: { emptyTitle: t('blockLab.list.noMatch') },
  });

  const columns: DataTableColumn<BlockLabCase>[] = [
    { key: 'title', title: t('blockCase.field.title'), ellipsis: 280, render: (row) => row.title },
    { key: 'scenario', title: t('blockCase.field.scenario'), nowrap: true, render: (row) => t(`blockCase.scenario.${row.scenario}` as MessageId) },
    { key: 'consensus', title: t('blockCase.field.consensus'), nowrap: true, render: (row) => t(`blockCase.consensus.${row.consensus}` as MessageId) },
    { key: 'step_count', title: t('blockCase.field.steps'), kind: 'number', render: (row) => row.step_count },
    {
      key: 'attempt',
      title: t('blockLab.list.mine'),
      nowrap: true,
      render: (row) =>
        row.attempt ? (
          <StatusBadge tone={row.attempt.status === 'completed' ? 'success' : 'primary'}>
            {t('blockLab.list.progress', { status: t(`blockLab.status.${row.attempt.status}` as MessageId), score: row.attempt.score })}
          </StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('blockLab.status.none')}</StatusBadge>
        ),
    },
  ];

  return (
    <ListPage<BlockLabCase>
      {...page.props}
      title={t('blockLab.list.title')}
      description={t('blockLab.list.description')}
      search={{ placeholder: t('blockLab.list.search'), onSearch: (keyword) => page.setFilters({ keyword: keyword || undefined }) }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => (
          <Links>
            <Link to={routePath('BlockLab', { id: row.id })}>{row.attempt ? t('blockLab.list.continue') : t('blockLab.list.start')}</Link>
            {staff && <Link to={routePath('EduBlockCaseStudents', { id: row.id })}>{t('blockLab.list.students')}</Link>}
          </Links>
        ),
      }}
    />
  );
}
