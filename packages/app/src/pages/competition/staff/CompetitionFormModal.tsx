import { useState } from 'react';
import type { Competition } from '@finedu/domain';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CompetitionFields } from './CompetitionFields';
import { competitionFormToRequest, newCompetitionForm, type CompetitionFormField, type CompetitionFormValues } from './competitionForm';

export interface CompetitionFormModalProps {
  onClose: () => void;
  onSaved: (competition: Competition) => void;
}

/** Create a competition (a draft): the platform's for a system admin, the own college's for college staff. */
export function CompetitionFormModal({ onClose, onSaved }: CompetitionFormModalProps) {
  const t = useT();
  const services = useServices();
  const [values, setValues] = useState<CompetitionFormValues>(newCompetitionForm);
  const form = useFormSave();
  const set = <K extends CompetitionFormField>(key: K, value: CompetitionFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const checked = competitionFormToRequest(values, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => onSaved(await services.competition.create(checked.data, { silent: true })));
  };

  return (
    <FormModal formId="competition-form" title={t('competition.createTitle')} size="large" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <CompetitionFields values={values} errors={form.errors} onChange={set} />
    </FormModal>
  );
}
