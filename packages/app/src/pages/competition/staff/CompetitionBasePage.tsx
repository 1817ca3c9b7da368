import { useState } from 'react';
import styled from 'styled-components';
import { COMPETITION_AUDIT_ACTIONS, COMPETITION_STATUS_MOVES, type Competition, type CompetitionAuditEntry, type CompetitionStatus } from '@finedu/domain';
import { Button, Card, DataTable, FormAlert, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useFormSave } from '../../../forms/useFormSave';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { errorText } from '../../Login/useSignIn';
import { useServices } from '../../../services/ServicesContext';
import { CompetitionDetailFrame, type CompetitionContext } from './CompetitionDetailFrame';
import { CompetitionFields } from './CompetitionFields';
import { competitionFormToRequest, competitionToForm, competitionUpdateBody, type CompetitionFormField, type CompetitionFormValues } from './competitionForm';

const Section = styled.section`
  display: grid;
  gap: var(--ui-space-4);
`;

/** The base tab (/…/competition/:id/base): the competition's fields, its status moves and its audit trail. */
export default function CompetitionBasePage() {
  return <CompetitionDetailFrame tab="base">{(context) => <BaseTab key={context.competition.updated_at} {...context} />}</CompetitionDetailFrame>;
}

function BaseTab({ competition, reload, canManage }: CompetitionContext) {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const [values, setValues] = useState<CompetitionFormValues>(() => competitionToForm(competition));
  const form = useFormSave();
  const [moving, setMoving] = useState<CompetitionStatus | null>(null);
  const [moveError, setMoveError] = useState('');
  const set = <K extends CompetitionFormField>(key: K, value: CompetitionFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const checked = competitionFormToRequest(values, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      await services.competition.update(competition.id, competitionUpdateBody(competition, checked.data), { silent: true });
      toast.success(t('competition.updated'));
      reload();
    });
  };

  const move = async (status: CompetitionStatus) => {
    setMoving(status);
    setMoveError('');
    try {
      await services.competition.setStatus(competition.id, status, { silent: true });
      toast.success(t('competition.statusChanged', { status: t(`competition.status.${status}`) }));
      reload();
    } catch (error) {
      setMoveError(errorText(error, t('common.loadFailed')));
      setMoving(null);
    }
  };

  return (
    <Section>
      {canManage && COMPETITION_STATUS_MOVES[competition.status].length > 0 && (
        <Card title={t('competition.base.statusTitle')}>
          <p>{t('competition.base.statusHelp')}</p>
          <Actions>
            {COMPETITION_STATUS_MOVES[competition.status].map((status) => (
              <Button key={status} variant={status === 'draft' || status === 'archived' ? 'default' : 'primary'} loading={moving === status} disabled={moving !== null} onClick={() => void move(status)}>
                {t(`competition.move.${status}`)}
              </Button>
            ))}
          </Actions>
          {moveError !== '' && <FormAlert>{moveError}</FormAlert>}
        </Card>
      )}
      <form aria-label={t('competition.tab.base')} onSubmit={form.handleSubmit(submit)} noValidate>
        <CompetitionFields values={values} errors={form.errors} onChange={set} lockedShape={competition.status !== 'draft'} disabled={!canManage} full />
        {form.failure !== '' && <FormAlert>{form.failure}</FormAlert>}
        {canManage && (
          <Actions>
            <Button type="submit" variant="primary" loading={form.saving}>
              {t('common.save')}
            </Button>
          </Actions>
        )}
      </form>
      <AuditTrail competition={competition} />
    </Section>
  );
}

const AUDIT_ACTIONS: ReadonlySet<string> = new Set(COMPETITION_AUDIT_ACTIONS);

/** The audit action's name in the reader's language; an id the list does not know (an old entry) as it is. */
export function auditActionName(t: ReturnType<typeof useT>, action: string): string {
  return AUDIT_ACTIONS.has(action) ? t(`competition.audit.action.${action as (typeof COMPETITION_AUDIT_ACTIONS)[number]}`) : action;
}

function AuditTrail({ competition }: { competition: Competition }) {
  const t = useT();
  const labels = useDataTableLabels();
  const { competition: client } = useServices();
  const audit = useQuery((signal) => client.audit(competition.id, { page_size: 10 }, { signal, silent: true }), [competition.id, competition.updated_at]);
  const view = useViewState(audit, { emptyTitle: t('competition.audit.empty') }, (data) => data.list.length === 0);
  const columns: DataTableColumn<CompetitionAuditEntry>[] = [
    { key: 'created_at', title: t('competition.audit.time'), kind: 'time', render: (row) => formatDateTime(row.created_at) },
    { key: 'actor_name', title: t('competition.audit.actor'), ellipsis: 140, render: (row) => row.actor_name ?? '—' },
    { key: 'action', title: t('competition.audit.action'), nowrap: true, render: (row) => auditActionName(t, row.action) },
    { key: 'detail', title: t('competition.audit.detail'), ellipsis: 320, render: (row) => (typeof row.detail.reason === 'string' && row.detail.reason !== '' ? row.detail.reason : '—') },
  ];
  return (
    <Card title={t('competition.audit.title')}>
      <DataTable<CompetitionAuditEntry> aria-label={t('competition.audit.title')} columns={columns} rows={audit.data?.list ?? []} rowKey={(row) => String(row.id)} labels={labels} state={view.state} stateMessages={view.stateMessages} />
    </Card>
  );
}
