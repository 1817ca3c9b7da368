import { useState } from 'react';
import { CompetitionGroupWrite, type CompetitionGroup } from '@finedu/domain';
import { Button, Checkbox, DataTable, DataTableActions, FormField, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useViewState } from '../../../components/tableState';
import { useFormSave } from '../../../forms/useFormSave';
import { validateWith } from '../../../forms/validate';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useServices } from '../../../services/ServicesContext';
import { Numeric, Toolbar } from '../shared/competitionParts';
import { useAskFirst } from '../../../list/useAskFirst';
import { CompetitionDetailFrame, type CompetitionContext } from './CompetitionDetailFrame';

/** The group tab: 组别 / 赛道 / 赛区, each ranked separately, with an optional invite code. */
export default function CompetitionGroupPage() {
  return <CompetitionDetailFrame tab="group">{(context) => <GroupTab {...context} />}</CompetitionDetailFrame>;
}

function GroupTab({ competition, reload, canManage }: CompetitionContext) {
  const t = useT();
  const labels = useDataTableLabels();
  const { competition: client } = useServices();
  const groups = useQuery((signal) => client.groups(competition.id, { signal, silent: true }), [competition.id]);
  const [editing, setEditing] = useState<CompetitionGroup | null | undefined>(undefined);
  const changed = () => {
    groups.reload();
    reload();
  };
  const remove = useAskFirst<CompetitionGroup>({
    run: (group) => client.removeGroup(competition.id, group.id, { silent: true }),
    doneMessage: t('competition.group.deleted'),
    onDone: changed,
    title: t('competition.group.deleteTitle'),
    description: (group) => t('competition.group.deleteText', { name: group.name }),
  });
  const create = (
    <Button variant="primary" onClick={() => setEditing(null)}>
      {t('competition.group.create')}
    </Button>
  );
  const view = useViewState(groups, { emptyTitle: t('competition.group.emptyTitle'), emptyDescription: t('competition.group.emptyDescription'), emptyAction: canManage ? create : undefined });

  const columns: DataTableColumn<CompetitionGroup>[] = [
    { key: 'name', title: t('competition.group.name'), ellipsis: 240 },
    { key: 'invite_code', title: t('competition.group.inviteCode'), nowrap: true, render: (row) => row.invite_code ?? t('competition.group.noCode') },
    { key: 'participant_count', title: t('competition.field.participants'), kind: 'number', render: (row) => <Numeric>{row.participant_count}</Numeric> },
    { key: 'team_count', title: t('competition.field.teams'), kind: 'number', render: (row) => <Numeric>{row.team_count}</Numeric> },
    { key: 'sort', title: t('competition.group.sort'), kind: 'number' },
  ];

  return (
    <>
      {canManage && <Toolbar>{create}</Toolbar>}
      <DataTable<CompetitionGroup>
        aria-label={t('competition.tab.group')}
        columns={columns}
        rows={groups.data ?? []}
        rowKey={(row) => String(row.id)}
        labels={labels}
        state={view.state}
        stateMessages={view.stateMessages}
        rowActions={
          canManage
            ? (row) => (
                <DataTableActions
                  actions={[
                    { key: 'edit', label: t('common.edit'), ariaLabel: t('competition.editNamed', { title: row.name }), onClick: () => setEditing(row) },
                    { key: 'delete', label: t('common.delete'), tone: 'danger', ariaLabel: t('competition.deleteNamed', { title: row.name }), onClick: () => remove.ask(row) },
                  ]}
                />
              )
            : undefined
        }
      />
      {remove.dialog}
      {editing !== undefined && (
        <GroupFormModal
          competitionId={competition.id}
          group={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            changed();
          }}
        />
      )}
    </>
  );
}

function GroupFormModal({ competitionId, group, onClose, onSaved }: { competitionId: number; group: CompetitionGroup | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const toast = useToast();
  const { competition: client } = useServices();
  const form = useFormSave();
  const [name, setName] = useState(group?.name ?? '');
  const [code, setCode] = useState(group?.invite_code ?? '');
  const [generate, setGenerate] = useState(false);
  const [sort, setSort] = useState(String(group?.sort ?? 0));

  const submit = () => {
    const label = (field: string) => t(field === 'invite_code' ? 'competition.group.inviteCode' : field === 'sort' ? 'competition.group.sort' : 'competition.group.name');
    const checked = validateWith(CompetitionGroupWrite, { name, invite_code: generate || code.trim() === '' ? null : code.trim(), generate_code: generate, sort: sort.trim() === '' ? 0 : Number(sort) }, label, t);
    if (!checked.ok) return form.reject(checked.errors.invite_code === undefined ? checked.errors : { ...checked.errors, invite_code: t('competition.group.codeFormat') });
    return form.send(async () => {
      if (group) await client.updateGroup(competitionId, group.id, checked.data, { silent: true });
      else await client.createGroup(competitionId, checked.data, { silent: true });
      toast.success(t(group ? 'competition.group.updated' : 'competition.group.created'));
      onSaved();
    });
  };

  return (
    <FormModal formId="competition-group-form" title={t(group ? 'competition.group.editTitle' : 'competition.group.create')} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={t('competition.group.name')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.name} help={t('competition.group.nameHelp')}>
        <TextInput name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label={t('competition.group.inviteCode')} labelSuffix={t('common.fieldSuffix')} error={form.errors.invite_code} help={t('competition.group.codeHelp')}>
        <TextInput name="invite_code" value={code} disabled={generate} onChange={(event) => setCode(event.target.value)} />
      </FormField>
      <Checkbox id="competition-group-generate" checked={generate} onChange={(event) => setGenerate(event.target.checked)}>
        {t('competition.group.generate')}
      </Checkbox>
      <FormField label={t('competition.group.sort')} labelSuffix={t('common.fieldSuffix')} error={form.errors.sort}>
        <TextInput name="sort" type="number" min={0} max={1000} value={sort} onChange={(event) => setSort(event.target.value)} />
      </FormField>
    </FormModal>
  );
}
