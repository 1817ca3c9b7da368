import { useState } from 'react';
import styled from 'styled-components';
import type { AdviserCandidate, MyTeam } from '@finedu/domain';
import { Checkbox, StateView, useToast } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useViewState } from '../../../components/tableState';
import { useFormSave } from '../../../forms/useFormSave';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { Muted } from '../shared/competitionParts';

const Choices = styled.fieldset`
  display: grid;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: var(--ui-space-2);
    padding: 0;
  }
`;

interface AdviserChoice {
  candidates: AdviserCandidate[];
  /** The competition's advisers_max (the team does not carry it). */
  max: number;
}

export interface MyTeamAdvisersModalProps {
  team: MyTeam;
  onClose: () => void;
  onSaved: () => void;
}

/** The captain chooses the team's advisers among the teachers of the team's own college, up to the competition's maximum. */
export function MyTeamAdvisersModal({ team, onClose, onSaved }: MyTeamAdvisersModalProps) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const form = useFormSave();
  const [chosen, setChosen] = useState<number[]>(() => team.advisers.map((adviser) => adviser.user_id));
  const choice = useQuery<AdviserChoice>(async (signal) => {
    const [candidates, open] = await Promise.all([competition.adviserCandidates(team.id, { signal, silent: true }), competition.openOne(team.competition_id, { signal, silent: true })]);
    return { candidates, max: open.advisers_max };
  }, [team.id, team.competition_id]);
  const view = useViewState(choice, { emptyTitle: t('competition.captain.noCandidates') }, (data) => data.candidates.length === 0);
  const max = choice.data?.max ?? 0;
  const full = chosen.length >= max;

  const toggle = (userId: number, on: boolean) => setChosen((current) => (on ? [...current, userId] : current.filter((id) => id !== userId)));

  const submit = () => {
    if (chosen.length > max) return form.reject({ advisers: t('competition.captain.advisersMax', { max }) });
    return form.send(async () => {
      await competition.setMyTeamAdvisers(team.id, chosen, { silent: true });
      toast.success(t('competition.captain.advisersSaved'));
      onSaved();
    });
  };

  return (
    <FormModal formId="my-team-advisers" title={t('competition.captain.advisersTitle', { name: team.name })} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure || form.errors.advisers}>
      <StateView state={view.state} {...view.stateMessages}>
        {max === 0 ? (
          <Muted>{t('competition.captain.noAdvisers')}</Muted>
        ) : (
          <Choices>
            <legend>{t('competition.captain.advisersHelp', { max, college: team.edu_title ?? '—' })}</legend>
            {(choice.data?.candidates ?? []).map((candidate) => {
              const on = chosen.includes(candidate.user_id);
              return (
                <Checkbox key={candidate.user_id} checked={on} disabled={!on && full} onChange={(event) => toggle(candidate.user_id, event.target.checked)}>
                  {t('competition.captain.candidate', { name: candidate.name, username: candidate.username })}
                </Checkbox>
              );
            })}
          </Choices>
        )}
      </StateView>
    </FormModal>
  );
}
