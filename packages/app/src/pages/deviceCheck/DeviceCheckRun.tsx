import { useEffect } from 'react';
import styled from 'styled-components';
import { DEVICE_CHECKS } from '@finedu/domain';
import { Button, DeviceCheckList, FormAlert } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useT } from '../../i18n/useT';
import { rowsOf, useDeviceCheckListLabels } from './deviceCheckView';
import { useDeviceCheckRun } from './useDeviceCheckRun';

type Gesture = 'popup' | 'fullscreen' | 'camera' | 'microphone';
const GESTURES: readonly Gesture[] = ['popup', 'fullscreen', 'camera', 'microphone'];

/** The user's own device check: the list, the buttons that run it, save it and run it again. */
export function DeviceCheckRun({ examId, onSaved }: { examId?: number; onSaved?: () => void }) {
  const t = useT();
  const labels = useDeviceCheckListLabels();
  const { checks, phase, report, saveError, start, save, runGesture } = useDeviceCheckRun(examId);

  useEffect(() => {
    if (phase === 'saved') onSaved?.();
  }, [phase, onSaved]);

  const canRunGestures = phase !== 'saving';
  const actions = Object.fromEntries(
    GESTURES.filter((key) => checks[key].state !== 'running' && (checks[key].measure === undefined || checks[key].state !== 'pass') && phase !== 'saved').map((key) => [
      key,
      { onClick: () => void runGesture(key), disabled: !canRunGestures, label: checks[key].measure ? t('deviceCheck.again') : undefined },
    ]),
  );
  const rows = rowsOf(
    t,
    DEVICE_CHECKS.map((key) => ({ key, state: checks[key].state, value: checks[key].measure?.value, detail: checks[key].measure?.detail, skipped: checks[key].measure?.skipped })),
    actions,
  );

  const button =
    phase === 'idle' ? (
      <Button variant="primary" onClick={() => void start()}>
        {t('deviceCheck.start')}
      </Button>
    ) : phase === 'running' || phase === 'saving' ? (
      <Button variant="primary" loading>
        {phase === 'running' ? t('deviceCheck.running') : t('deviceCheck.saving')}
      </Button>
    ) : phase === 'awaitingGestures' || phase === 'saveFailed' ? (
      <Buttons>
        <Button onClick={() => void start()}>{t('deviceCheck.again')}</Button>
        <Button variant="primary" onClick={() => void save()}>
          {t('deviceCheck.save')}
        </Button>
      </Buttons>
    ) : (
      <Button onClick={() => void start()}>{t('deviceCheck.again')}</Button>
    );

  return (
    <Stack>
      {phase === 'idle' && <Hint>{t('deviceCheck.idleHint')}</Hint>}
      {phase === 'awaitingGestures' && <Hint role="note">{t('deviceCheck.gestureHint')}</Hint>}
      <FormAlert>{phase === 'saveFailed' ? t('deviceCheck.saveFailed', { message: saveError }) : undefined}</FormAlert>
      <DeviceCheckList
        rows={rows}
        verdict={report?.verdict ?? null}
        reportId={report?.id ?? null}
        checkedAt={report ? formatDateTime(report.created_at) : null}
        labels={labels}
        extra={button}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
`;

const Hint = styled.p`
  margin: 0;
  padding: var(--ui-space-3) var(--ui-space-4);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-info-subtle);
  color: var(--ui-color-text);
`;
