import { useState } from 'react';
import { BLOCK_CASE_LIMITS, BLOCK_CONSENSUS, BLOCK_SCENARIOS, BlockCaseCreate, type BlockCaseDetail, type BlockConsensus, type BlockScenario } from '@finedu/domain';
import { FormField, Modal, Select, StateView, TextInput, Textarea } from '@finedu/ui';
import { useViewState } from '../../components/tableState';
import { FormModal } from '../../components/FormModal';
import { useFormSave } from '../../forms/useFormSave';
import { validateWith } from '../../forms/validate';
import { useQuery } from '../../hooks/useQuery';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';

interface Values {
  title: string;
  scenario: BlockScenario;
  objectives: string;
  theory: string;
  consensus: BlockConsensus;
  tx_per_block: string;
  difficulty: string;
}

const valuesOf = (detail: BlockCaseDetail | null): Values => ({
  title: detail?.title ?? '',
  scenario: detail?.scenario ?? 'receivable',
  objectives: detail?.objectives.join('\n') ?? '',
  theory: detail?.theory ?? '',
  consensus: detail?.consensus ?? 'pbft',
  tx_per_block: String(detail?.tx_per_block ?? 5),
  difficulty: String(detail?.difficulty ?? 2),
});

export interface BlockCaseFormModalProps {
  /** The case to edit (its detail is loaded for objectives and theory); null to create a draft. */
  caseId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a case's own fields; its organizations, business and process have their own pages. */
export function BlockCaseFormModal({ caseId, onClose, onSaved }: BlockCaseFormModalProps) {
  const t = useT();
  const { blockCases } = useServices();
  const loaded = useQuery((signal) => (caseId === null ? Promise.resolve(null) : blockCases.get(caseId, { signal, silent: true })), [caseId]);
  const view = useViewState(loaded, {}, () => false);
  if (view.state !== 'ready') {
    return (
      <Modal open size="large" title={t('blockCase.edit')} onClose={onClose} closeLabel={t('common.close')}>
        <StateView state={view.state} {...view.stateMessages} />
      </Modal>
    );
  }
  return <CaseForm caseId={caseId} initial={valuesOf(loaded.data ?? null)} onClose={onClose} onSaved={onSaved} />;
}

function CaseForm({ caseId, initial, onClose, onSaved }: BlockCaseFormModalProps & { initial: Values }) {
  const t = useT();
  const { blockCases } = useServices();
  const [values, setValues] = useState<Values>(initial);
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`blockCase.field.${field === 'tx_per_block' ? 'txPerBlock' : field}` as MessageId);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const body = {
      title: values.title,
      scenario: values.scenario,
      objectives: values.objectives.split('\n').map((line) => line.trim()).filter(Boolean),
      theory: values.theory,
      consensus: values.consensus,
      tx_per_block: values.tx_per_block.trim() === '' ? Number.NaN : Number(values.tx_per_block),
      difficulty: values.difficulty.trim() === '' ? Number.NaN : Number(values.difficulty),
    };
    const checked = validateWith(BlockCaseCreate, body, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      if (caseId === null) await blockCases.create(checked.data, { silent: true });
      else await blockCases.update(caseId, checked.data, { silent: true });
      onSaved();
    });
  };

  return (
    <FormModal formId="block-case-form" title={t(caseId === null ? 'blockCase.create' : 'blockCase.edit')} size="large" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={label('title')} labelSuffix={t('common.fieldSuffix')} required error={errors.title}>
        <TextInput name="title" maxLength={BLOCK_CASE_LIMITS.title} value={values.title} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField label={label('scenario')} labelSuffix={t('common.fieldSuffix')} required error={errors.scenario}>
        <Select name="scenario" value={values.scenario} options={BLOCK_SCENARIOS.map((value) => ({ value, label: t(`blockCase.scenario.${value}` as MessageId) }))} onChange={(event) => set('scenario', event.target.value as BlockScenario)} />
      </FormField>
      <FormField label={label('consensus')} labelSuffix={t('common.fieldSuffix')} required error={errors.consensus}>
        <Select name="consensus" value={values.consensus} options={BLOCK_CONSENSUS.map((value) => ({ value, label: t(`blockCase.consensus.${value}` as MessageId) }))} onChange={(event) => set('consensus', event.target.value as BlockConsensus)} />
      </FormField>
      <FormField label={label('tx_per_block')} labelSuffix={t('common.fieldSuffix')} required error={errors.tx_per_block}>
        <TextInput name="tx_per_block" type="number" min={1} max={BLOCK_CASE_LIMITS.txPerBlock} value={values.tx_per_block} onChange={(event) => set('tx_per_block', event.target.value)} />
      </FormField>
      <FormField label={label('difficulty')} labelSuffix={t('common.fieldSuffix')} required error={errors.difficulty}>
        <TextInput name="difficulty" type="number" min={0} max={BLOCK_CASE_LIMITS.difficulty} value={values.difficulty} onChange={(event) => set('difficulty', event.target.value)} />
      </FormField>
      <FormField label={label('objectives')} labelSuffix={t('common.fieldSuffix')} help={t('blockCase.field.objectivesHelp')} error={errors.objectives}>
        <Textarea name="objectives" rows={4} value={values.objectives} onChange={(event) => set('objectives', event.target.value)} />
      </FormField>
      <FormField label={label('theory')} labelSuffix={t('common.fieldSuffix')} help={t('blockCase.field.theoryHelp')} error={errors.theory}>
        <Textarea name="theory" rows={8} maxLength={BLOCK_CASE_LIMITS.theory} value={values.theory} onChange={(event) => set('theory', event.target.value)} />
      </FormField>
    </FormModal>
  );
}
