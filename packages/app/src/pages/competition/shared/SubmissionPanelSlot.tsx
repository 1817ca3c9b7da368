import { useState } from 'react';
import type { MySubmissions, ScheduleSession, UploadedFile } from '@finedu/domain';
import { Button, StateView, useToast } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { formatDateTime } from '../../../components/format';
import { saveBlob } from '../../../components/saveBlob';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { ComponentSlot, Muted, Numeric } from './competitionParts';

/** A team's submissions of a data-modelling session, and the two things the panel does: submit a file, choose finals. */
export function useSessionSubmissions(sessionId: number) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const [savingFinals, setSavingFinals] = useState(false);
  const query = useQuery<MySubmissions>((signal) => competition.mySubmissions(sessionId, { signal, silent: true }), [sessionId]);
  /** The Uploader stored the predictions file: submit it for scoring (a refused file never counts against the limits). */
  const submit = async (file: UploadedFile) => {
    try {
      await competition.submit(sessionId, { file: file.url, filename: file.filename }, { silent: true });
      toast.success(t('competition.submission.sent'));
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
    query.reload();
  };
  const chooseFinals = async (ids: number[]) => {
    setSavingFinals(true);
    try {
      await competition.chooseFinals(sessionId, ids, { silent: true });
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
    setSavingFinals(false);
    query.reload();
  };
  return { query, submit, chooseFinals, savingFinals };
}

/**
 * WHERE THE ui `SubmissionPanel` GOES (built on the comp-board-ui branch; the lead wires it at the merge): the team's
 * submissions and limits are loaded here, and `submit` / `chooseFinals` are its `onUploaded` / `onFinalsChange`. Until
 * then it offers the data downloads and shows the limits left.
 */
export function SubmissionPanelSlot({ session, timeZone }: { session: ScheduleSession; timeZone: string }) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const { query } = useSessionSubmissions(session.id);
  const view = useViewState(query, {}, () => false);
  const download = async (which: 'train' | 'test') => {
    try {
      saveBlob(await competition.sessionFile(session.id, which, { silent: true }), `${session.title}-${which}.csv`);
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };
  const limits = query.data?.limits;
  return (
    <ComponentSlot data-slot="SubmissionPanel" aria-label={t('competition.submission.title')}>
      <Actions>
        <Button size="small" onClick={() => void download('train')}>
          {t('competition.submission.train')}
        </Button>
        <Button size="small" onClick={() => void download('test')}>
          {t('competition.submission.test')}
        </Button>
      </Actions>
      <StateView state={view.state} {...view.stateMessages}>
        {limits && (
          <Muted>
            <Numeric>
              {t('competition.submission.limits', {
                left: limits.left_today,
                daily: limits.daily_limit,
                used: limits.used_total,
                count: query.data?.submissions.length ?? 0,
                resets: formatDateTime(limits.resets_at, timeZone),
              })}
            </Numeric>
          </Muted>
        )}
      </StateView>
    </ComponentSlot>
  );
}
