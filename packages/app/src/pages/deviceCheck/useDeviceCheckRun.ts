import { useCallback, useRef, useState } from 'react';
import {
  DEVICE_CHECKS,
  GESTURE_DEVICE_CHECKS,
  judgeBrowser,
  judgeDeviceCheck,
  parseBrowser,
  type DeviceCheckKey,
  type DeviceCheckMeasure,
  type DeviceCheckReport,
  type DeviceCheckStatus,
} from '@finedu/domain';
import type { DeviceCheckRowState } from '@finedu/ui';
import { errorText } from '../Login/useSignIn';
import { useServices } from '../../services/ServicesContext';
import { AUTOMATIC_STEPS, deviceProbes, type ProbeContext, type ProbeResult } from './deviceProbes';

export type RunPhase = 'idle' | 'running' | 'awaitingGestures' | 'saving' | 'saved' | 'saveFailed';

export interface CheckState {
  state: DeviceCheckRowState;
  measure?: DeviceCheckMeasure;
}

/** The page's own verdict of one measure, with the same rules the server applies when it stores the report. */
export function judgeLocally(measure: DeviceCheckMeasure): DeviceCheckStatus {
  if (measure.key === 'browser' && !measure.skipped) return judgeBrowser(parseBrowser(navigator.userAgent));
  return judgeDeviceCheck(measure);
}

const waitingAll = (): Record<DeviceCheckKey, CheckState> =>
  Object.fromEntries(DEVICE_CHECKS.map((key) => [key, { state: 'waiting' }])) as Record<DeviceCheckKey, CheckState>;

/** The gesture checks a report needs before it saves by itself (camera and microphone are optional). */
const REQUIRED_GESTURES = GESTURE_DEVICE_CHECKS.filter((key) => key === 'popup' || key === 'fullscreen');

/**
 * Runs the device check: the automatic checks one after the other, the gesture checks on the user's click, then
 * saves the report (the server judges it again). It saves by itself once the automatic checks and the pop-up and
 * full-screen checks are done; `save()` saves earlier with the rest skipped.
 */
export function useDeviceCheckRun(examId: number | undefined) {
  const { deviceCheck, createNotebook } = useServices();
  const [checks, setChecks] = useState<Record<DeviceCheckKey, CheckState>>(waitingAll);
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [report, setReport] = useState<DeviceCheckReport | null>(null);
  const [saveError, setSaveError] = useState('');
  // The latest measures and phase, read by the async steps (state updates arrive later).
  const measures = useRef(new Map<DeviceCheckKey, DeviceCheckMeasure>());
  const phaseRef = useRef<RunPhase>('idle');
  const run = useRef(0);

  const moveTo = (next: RunPhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const record = (key: DeviceCheckKey, result: ProbeResult) => {
    const measure: DeviceCheckMeasure = { key, ...result };
    measures.current.set(key, measure);
    setChecks((current) => ({ ...current, [key]: { state: judgeLocally(measure), measure } }));
  };

  const save = useCallback(async () => {
    const id = run.current;
    moveTo('saving');
    setSaveError('');
    const body = DEVICE_CHECKS.map((key) => measures.current.get(key) ?? { key, value: null, skipped: true });
    try {
      const saved = await deviceCheck.saveReport({ checks: body, ...(examId ? { exam_id: examId } : {}) }, { silent: true });
      if (id !== run.current) return;
      setReport(saved);
      // The server's verdict of every check replaces the page's own.
      setChecks((current) => {
        const next = { ...current };
        for (const check of saved.checks) next[check.key] = { ...next[check.key], state: check.status };
        return next;
      });
      moveTo('saved');
    } catch (error) {
      if (id !== run.current) return;
      setSaveError(errorText(error, ''));
      moveTo('saveFailed');
    }
  }, [deviceCheck, examId]);

  const saveWhenReady = useCallback(() => {
    if (phaseRef.current !== 'awaitingGestures') return;
    if (REQUIRED_GESTURES.every((key) => measures.current.has(key))) void save();
  }, [save]);

  const start = useCallback(async () => {
    run.current += 1;
    const id = run.current;
    measures.current = new Map();
    setChecks(waitingAll());
    setReport(null);
    setSaveError('');
    moveTo('running');
    const context: ProbeContext = { client: deviceCheck, createNotebook };
    for (const step of AUTOMATIC_STEPS) {
      if (id !== run.current) return;
      setChecks((current) => {
        const next = { ...current };
        for (const key of step) next[key] = { state: 'running' };
        return next;
      });
      try {
        if (step[0] === 'latency') {
          const { latency, clock } = await deviceProbes.network(context);
          if (id !== run.current) return;
          record('latency', latency);
          record('clock', clock);
        } else {
          const key = step[0] as Exclude<DeviceCheckKey, 'latency' | 'clock' | 'popup' | 'fullscreen' | 'camera' | 'microphone'>;
          const result = await deviceProbes[key](context);
          if (id !== run.current) return;
          record(key, result);
        }
      } catch (error) {
        if (id !== run.current) return;
        const detail = errorText(error, String(error)).slice(0, 200);
        for (const key of step) record(key, { value: null, detail });
      }
    }
    moveTo('awaitingGestures');
    saveWhenReady();
  }, [deviceCheck, createNotebook, saveWhenReady]);

  /** A gesture check, from the user's click (the browser allows a pop-up, full screen or a permission prompt only then). */
  const runGesture = useCallback(
    async (key: 'popup' | 'fullscreen' | 'camera' | 'microphone') => {
      setChecks((current) => ({ ...current, [key]: { state: 'running' } }));
      const result = await deviceProbes[key]();
      record(key, result);
      saveWhenReady();
    },
    [saveWhenReady],
  );

  return { checks, phase, report, saveError, start, save, runGesture };
}
