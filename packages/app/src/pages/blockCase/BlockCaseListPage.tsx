import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BLOCK_SCENARIOS, BlockCaseStatus, routePath, type BlockCaseListQuery, type BlockCaseProblem, type BlockCaseSummary, type BlockScenario } from '@finedu/domain';
import { Button, DataTableActions, FormAlert, ListPage, Modal, Select, StatusBadge, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../components/actionIcons';
import { formatDateTime } from '../../components/format';
import { toQueryError } from '../../hooks/useQuery';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useListPage } from '../../list/useListPage';
import { useServices } from '../../services/ServicesContext';
import { BlockCaseFormModal } from './BlockCaseFormModal';
import { ProblemList, blockCaseLink } from './blockCaseShared';

type Filters = Pick<BlockCaseListQuery, 'keyword' | 'scenario' | 'status'>;

const Links = styled.span`
  display: inline-flex;
  gap: var(--ui-space-2);
  white-space: nowrap;
`;

/** A refused publish: the server's message and, read back from the case, every problem with its step. */
interface Refusal {
  title: string;
  message: string;
  problems: BlockCaseProblem[];
}

/** BlockCaseCase (/admin/block_case/case, sys_admin): the blockchain cases with filters; create, edit, copy, publish, delete. */
export default function BlockCaseListPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { blockCases } = useServices();
  const page = useListPage<Filters, BlockCaseSummary>({
    load: (query, signal) => blockCases.list(query, { signal, silent: true }),
    empty: { emptyTitle: t('blockCase.emptyTitle'), emptyDescription: t('blockCase.emptyDescription') },
    noMatch: { emptyTitle: t('blockCase.noMatch') },
    confirm: { run: (row) => blockCases.remove(row.id), doneMessage: t('blockCase.deleted'), failure: 'transport', title: t('blockCase.deleteTitle'), description: (row) => t('blockCase.deleteText', { title: row.title }) },
    saved: { created: t('blockCase.created'), updated: t('blockCase.updated') },
  });
  const [scenario, setScenario] = useState('');
  const [status, setStatus] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const copy = async (row: BlockCaseSummary) => {
    await blockCases.copy(row.id);
    toast.success(t('blockCase.copied', { title: row.title }));
    page.reload();
  };

  const togglePublish = async (row: BlockCaseSummary) => {
    setBusy(row.id);
    try {
      if (row.status === 'published') {
        await blockCases.unpublish(row.id);
        toast.success(t('blockCase.unpublished', { title: row.title }));
      } else {
        try {
          await blockCases.publish(row.id, { silent: true });
          toast.success(t('blockCase.published', { title: row.title }));
        } catch (reason) {
          const message = toQueryError(reason).message;
          // The refusal names every problem in one sentence; the case's detail lists them one by one.
          const problems = await blockCases.get(row.id, { silent: true }).then((detail) => detail.problems, () => []);
          setRefusal({ title: row.title, message, problems });
        }
      }
      page.reload();
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<BlockCaseSummary>[] = [
    { key: 'title', title: t('blockCase.field.title'), ellipsis: 200, render: (row) => row.title },
    { key: 'scenario', title: t('blockCase.field.scenario'), nowrap: true, render: (row) => t(`blockCase.scenario.${row.scenario}` as MessageId) },
    { key: 'consensus', title: t('blockCase.field.consensus'), nowrap: true, render: (row) => t(`blockCase.consensus.${row.consensus}` as MessageId) },
    {
      key: 'status',
      title: t('blockCase.field.status'),
      kind: 'status',
      render: (row) => <StatusBadge tone={row.status === 'published' ? 'success' : 'neutral'}>{t(`blockCase.status.${row.status}` as MessageId)}</StatusBadge>,
    },
    { key: 'organization_count', title: t('blockCase.field.organizations'), kind: 'number', render: (row) => row.organization_count },
    { key: 'step_count', title: t('blockCase.field.steps'), kind: 'number', render: (row) => row.step_count },
    { key: 'updated_at', title: t('blockCase.field.updated_at'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
    {
      key: 'parts',
      title: t('blockCase.field.parts'),
      render: (row) => (
        <Links>
          <Link to={blockCaseLink('BlockCaseOrganization', row.id)}>{t('blockCase.link.organization')}</Link>
          <Link to={blockCaseLink('BlockCaseBusiness', row.id)}>{t('blockCase.link.business')}</Link>
          <Link to={blockCaseLink('BlockCaseProcess', row.id)}>{t('blockCase.link.process')}</Link>
        </Links>
      ),
    },
  ];

  return (
    <ListPage<BlockCaseSummary>
      {...page.props}
      title={t('blockCase.title')}
      description={t('blockCase.description')}
      actions={
        <Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>
          {t('blockCase.create')}
        </Button>
      }
      search={{
        placeholder: t('blockCase.searchPlaceholder'),
        onSearch: (keyword) => page.setFilters({ keyword, scenario: scenario ? (scenario as BlockScenario) : undefined, status: status ? (status as BlockCaseStatus) : undefined }),
        filtersAt: 'start',
        filters: (
          <>
            <Select aria-label={t('blockCase.field.scenario')} value={scenario} placeholder={t('blockCase.allScenarios')} options={BLOCK_SCENARIOS.map((value) => ({ value, label: t(`blockCase.scenario.${value}` as MessageId) }))} onChange={(event) => setScenario(event.target.value)} />
            <Select aria-label={t('blockCase.field.status')} value={status} placeholder={t('blockCase.allStatus')} options={BlockCaseStatus.options.map((value) => ({ value, label: t(`blockCase.status.${value}` as MessageId) }))} onChange={(event) => setStatus(event.target.value)} />
          </>
        ),
      }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => (
          <DataTableActions
            moreLabel={t('table.moreOf', { name: row.title })}
            actions={[
              { key: 'edit', label: t('common.edit'), onClick: () => page.form.open(row) },
              // A published case keeps 试做 in the row and its 取消发布 under 更多; a draft keeps 发布 in the row.
              row.status === 'published' && { key: 'try', label: t('blockCase.try'), onClick: () => void navigate(routePath('BlockLab', { id: row.id })) },
              { key: 'publish', label: t(row.status === 'published' ? 'blockCase.unpublish' : 'blockCase.publish'), disabled: busy === row.id, onClick: () => void togglePublish(row) },
              { key: 'copy', label: t('blockCase.copy'), onClick: () => void copy(row) },
              { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && <BlockCaseFormModal caseId={page.form.value?.id ?? null} onClose={page.form.close} onSaved={page.form.saved} />}
      {refusal && (
        <Modal open title={t('blockCase.problemsTitle')} onClose={() => setRefusal(null)} closeLabel={t('common.close')} footer={<Button onClick={() => setRefusal(null)}>{t('common.close')}</Button>}>
          {refusal.problems.length > 0 ? <ProblemList problems={refusal.problems} intro={t('blockCase.problemsIntro')} label={t('blockCase.problemsTitle')} /> : <FormAlert>{refusal.message}</FormAlert>}
        </Modal>
      )}
    </ListPage>
  );
}
