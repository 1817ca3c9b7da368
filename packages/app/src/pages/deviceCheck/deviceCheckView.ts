import { useMemo } from 'react';
import { DEVICE_CHECKS, DEVICE_CHECK_UNITS, OPTIONAL_DEVICE_CHECKS, type DeviceCheckKey, type DeviceCheckVerdict } from '@finedu/domain';
import type { DeviceCheckListLabels, DeviceCheckListRow, DeviceCheckRowState, StatusBadgeTone } from '@finedu/ui';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';

type T = ReturnType<typeof useT>;

export const VERDICT_TONE: Record<DeviceCheckVerdict, StatusBadgeTone> = { pass: 'success', warn: 'warning', fail: 'danger' };

/** The DeviceCheckList's labels in the user's language. */
export function useDeviceCheckListLabels(): DeviceCheckListLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('deviceCheck.list.title'),
      check: Object.fromEntries(DEVICE_CHECKS.map((key) => [key, t(`deviceCheck.check.${key}`)])) as Record<DeviceCheckKey, string>,
      state: {
        waiting: t('deviceCheck.state.waiting'),
        running: t('deviceCheck.state.running'),
        pass: t('deviceCheck.state.pass'),
        warn: t('deviceCheck.state.warn'),
        fail: t('deviceCheck.state.fail'),
        skipped: t('deviceCheck.state.skipped'),
      },
      verdict: { pass: t('deviceCheck.list.verdict.pass'), warn: t('deviceCheck.list.verdict.warn'), fail: t('deviceCheck.list.verdict.fail') },
      pending: t('deviceCheck.list.pending'),
      progress: (done: number, total: number) => t('deviceCheck.list.progress', { done, total }),
      running: (check: string) => t('deviceCheck.list.running', { check }),
      reportId: t('deviceCheck.list.reportId'),
      checkedAt: t('deviceCheck.list.checkedAt'),
      start: t('deviceCheck.list.start'),
      optional: t('deviceCheck.list.optional'),
    }),
    [t],
  );
}

const round1 = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** The measured figure of a check as the list shows it ("38 ms", "46.2 Mbit/s", "Chrome 131", "+0.3 s"). */
export function figureOf(t: T, key: DeviceCheckKey, value: number | null, detail: string | null | undefined): string {
  if (value === null) {
    const none = key === 'kernel' ? t('deviceCheck.figure.kernelNo') : t('deviceCheck.figure.none');
    return detail ? `${none} · ${detail}` : none;
  }
  switch (DEVICE_CHECK_UNITS[key]) {
    case 'version':
      return detail || String(value);
    case 'px':
      return detail || `${value} px`;
    case 'mbps':
      return `${round1(value)} Mbit/s`;
    case 'ms':
      if (key === 'kernel') return `${round1(value / 1000)} s`;
      if (key === 'clock') return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${round1(Math.abs(value) / 1000)} s`;
      return `${Math.round(value)} ms`;
    case 'bool':
      if (key === 'popup') return value === 1 ? t('deviceCheck.figure.popupYes') : t('deviceCheck.figure.popupNo');
      return value === 1 ? t('deviceCheck.figure.yes') : t('deviceCheck.figure.no');
  }
}

/** The advice for a check that warned or failed, in the user's language. */
export const adviceOf = (t: T, key: DeviceCheckKey, state: DeviceCheckRowState): string | undefined =>
  state === 'warn' || state === 'fail' ? t(`deviceCheck.advice.${key}.${state}` as MessageId) : undefined;

export interface CheckView {
  key: DeviceCheckKey;
  state: DeviceCheckRowState;
  value?: number | null;
  detail?: string | null;
  skipped?: boolean;
}

/** The list's rows from the checks' states and figures. */
export function rowsOf(t: T, checks: readonly CheckView[], actions: Partial<Record<DeviceCheckKey, DeviceCheckListRow['action']>> = {}): DeviceCheckListRow[] {
  return checks.map((check) => {
    const measured = check.value !== undefined && !check.skipped && check.state !== 'waiting' && check.state !== 'running';
    return {
      key: check.key,
      state: check.state,
      figure: measured ? figureOf(t, check.key, check.value ?? null, check.detail) : undefined,
      advice: adviceOf(t, check.key, check.state),
      optional: OPTIONAL_DEVICE_CHECKS.includes(check.key),
      action: actions[check.key],
    };
  });
}
