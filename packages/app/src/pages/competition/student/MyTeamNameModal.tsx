import { useState } from 'react';
import type { MyTeam } from '@finedu/domain';
import { FormField, TextInput, useToast } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

export interface MyTeamNameModalProps {
  team: MyTeam;
  onClose: () => void;
  onSaved: () => void;
}

/** The captain renames the team (roster open); the server's refusal (e.g. a name taken in the group) stays in the form. */
export function MyTeamNameModal({ team, onClose, onSaved }: MyTeamNameModalProps) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const form = useFormSave();
  const [name, setName] = useState(team.name);
  const field = t('competition.team.name');

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') return form.reject({ name: t('validation.required', { field }) });
    if (trimmed.length > 32) return form.reject({ name: t('validation.tooLong', { field, max: 32 }) });
    return form.send(async () => {
      await competition.updateMyTeam(team.id, { name: trimmed }, { silent: true });
      toast.success(t('competition.captain.renamed'));
      onSaved();
    });
  };

  return (
    <FormModal formId="my-team-name" title={t('competition.captain.renameTitle', { name: team.name })} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={field} labelSuffix={t('common.fieldSuffix')} required error={form.errors.name}>
        <TextInput name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
    </FormModal>
  );
}
