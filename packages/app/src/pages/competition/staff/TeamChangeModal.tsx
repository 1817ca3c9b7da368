import { useState } from 'react';
import type { CompetitionTeam } from '@finedu/domain';
import { FormField, Select, Textarea, useToast } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

/** An organizer's change of a team: move a member, merge into another team, or disband. Each is audited with a reason. */
export type TeamChange = { kind: 'move' | 'merge' | 'disband'; team: CompetitionTeam };

export interface TeamChangeModalProps {
  competitionId: number;
  change: TeamChange;
  /** The teams of the page (targets of a move or a merge in the same group). */
  teams: readonly CompetitionTeam[];
  onClose: () => void;
  onDone: () => void;
}

export function TeamChangeModal({ competitionId, change, teams, onClose, onDone }: TeamChangeModalProps) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const form = useFormSave();
  const { kind, team } = change;
  const [member, setMember] = useState('');
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const others = teams.filter((other) => other.id !== team.id && other.group_id === team.group_id);

  const submit = () => {
    const errors: Record<string, string> = {};
    if (kind === 'move' && member === '') errors.member = t('validation.select', { field: t('competition.team.member') });
    if (kind === 'merge' && target === '') errors.target = t('validation.select', { field: t('competition.team.target') });
    if (reason.trim().length > 200) errors.reason = t('validation.tooLong', { field: t('competition.user.reason'), max: 200 });
    if (Object.keys(errors).length > 0) return form.reject(errors);
    return form.send(async () => {
      if (kind === 'move') await competition.moveMember(competitionId, { user_id: Number(member), team_id: target === '' ? null : Number(target), reason: reason.trim() }, { silent: true });
      else if (kind === 'merge') await competition.mergeTeams(competitionId, { from_team_id: team.id, into_team_id: Number(target), reason: reason.trim() }, { silent: true });
      else await competition.disbandTeam(competitionId, team.id, reason.trim(), { silent: true });
      toast.success(t(`competition.team.done.${kind}`));
      onDone();
    });
  };

  return (
    <FormModal formId="competition-team-change" title={t(`competition.team.title.${kind}`, { name: team.name })} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      {kind === 'disband' && <p>{t('competition.team.disbandText')}</p>}
      {kind === 'move' && (
        <FormField label={t('competition.team.member')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.member}>
          <Select name="member" placeholder={t('common.selectPlaceholder')} value={member} onChange={(event) => setMember(event.target.value)} options={team.members.map((item) => ({ value: String(item.user_id), label: `${item.name}（${item.username}）` }))} />
        </FormField>
      )}
      {kind !== 'disband' && (
        <FormField label={t('competition.team.target')} labelSuffix={t('common.fieldSuffix')} required={kind === 'merge'} error={form.errors.target} help={kind === 'move' ? t('competition.team.moveOutHelp') : undefined}>
          <Select name="target" placeholder={kind === 'move' ? t('competition.team.noTarget') : t('common.selectPlaceholder')} value={target} onChange={(event) => setTarget(event.target.value)} options={others.map((other) => ({ value: String(other.id), label: other.name }))} />
        </FormField>
      )}
      <FormField label={t('competition.user.reason')} labelSuffix={t('common.fieldSuffix')} error={form.errors.reason} help={t('competition.team.auditHelp')}>
        <Textarea name="reason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
    </FormModal>
  );
}
