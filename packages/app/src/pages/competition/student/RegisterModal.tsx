import { useState } from 'react';
import { CompetitionRegister, type OpenCompetition } from '@finedu/domain';
import { FormField, Select, TextInput, useToast } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { validateWith } from '../../../forms/validate';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

type Mode = 'found' | 'alone';

/**
 * Register for a competition: a group (with its invite code when it needs one) and, in a team competition, found a
 * team (as its captain) or register without a team and join one later by its code.
 */
export function RegisterModal({ competition, onClose, onDone }: { competition: OpenCompetition; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const { competition: client } = useServices();
  const form = useFormSave();
  const [groupId, setGroupId] = useState(competition.groups.length === 1 ? String(competition.groups[0]?.id) : '');
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<Mode>('found');
  const [teamName, setTeamName] = useState('');
  const group = competition.groups.find((item) => String(item.id) === groupId);
  const teamKind = competition.kind === 'team';

  const submit = () => {
    const label = (field: string) => t(field === 'group_id' ? 'competition.user.group' : field === 'team_name' ? 'competition.team.name' : 'competition.register.groupCode');
    const checked = validateWith(
      CompetitionRegister,
      { group_id: groupId === '' ? undefined : Number(groupId), group_code: group?.needs_code ? code.trim() : undefined, team_name: teamKind && mode === 'found' ? teamName : undefined },
      label,
      t,
    );
    const errors = checked.ok ? {} : { ...checked.errors };
    if (groupId === '') errors.group_id = t('validation.select', { field: label('group_id') });
    if (group?.needs_code && code.trim() === '') errors.group_code = t('validation.required', { field: label('group_code') });
    if (!checked.ok || Object.keys(errors).length > 0) return form.reject(errors);
    return form.send(async () => {
      const registration = await client.register(competition.id, checked.data, { silent: true });
      toast.success(t(registration.status === 'pending' ? 'competition.register.pending' : 'competition.register.accepted'));
      onDone();
    });
  };

  return (
    <FormModal formId="competition-register-form" title={t('competition.register.titleNamed', { title: competition.title })} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={t('competition.user.group')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.group_id}>
        <Select name="group_id" placeholder={t('common.selectPlaceholder')} value={groupId} onChange={(event) => setGroupId(event.target.value)} options={competition.groups.map((item) => ({ value: String(item.id), label: item.name }))} />
      </FormField>
      {group?.needs_code && (
        <FormField label={t('competition.register.groupCode')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.group_code}>
          <TextInput name="group_code" value={code} onChange={(event) => setCode(event.target.value)} />
        </FormField>
      )}
      {teamKind && (
        <FormField label={t('competition.register.mode')} labelSuffix={t('common.fieldSuffix')} help={t('competition.register.teamSize', { min: competition.team_min, max: competition.team_max })}>
          <Select
            name="mode"
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
            options={[
              { value: 'found', label: t('competition.register.found') },
              { value: 'alone', label: t('competition.register.alone') },
            ]}
          />
        </FormField>
      )}
      {teamKind && mode === 'found' && (
        <FormField label={t('competition.team.name')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.team_name}>
          <TextInput name="team_name" value={teamName} onChange={(event) => setTeamName(event.target.value)} />
        </FormField>
      )}
    </FormModal>
  );
}
