import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import type { DeviceCheckKey, DeviceCheckVerdict } from '@finedu/domain';
import { Button } from '../../Button';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { defaultDeviceCheckListLabels, type DeviceCheckListLabels, type DeviceCheckRowState } from './deviceCheckListLabels';
import {
  Advice,
  CheckName,
  Figure,
  Icon,
  List,
  OptionalTag,
  Root,
  Row,
  RowAction,
  RowMain,
  RowState,
  Spinner,
  Summary,
  SummaryFacts,
  SummaryHead,
  SummaryTitle,
  SummaryVerdict,
} from './DeviceCheckList.styles';

/** One check as the list shows it. */
export interface DeviceCheckListRow {
  key: DeviceCheckKey;
  state: DeviceCheckRowState;
  /** The measured figure, formatted by the app ("38 ms", "Chrome 131", "1920 × 1080"). */
  figure?: string;
  /** What to do about it, shown when the check warned or failed. */
  advice?: string;
  /** Marks the check optional (camera, microphone). */
  optional?: boolean;
  /** A button for the checks that need the user's click (pop-up, full screen, camera, microphone). */
  action?: { onClick: () => void; label?: string; disabled?: boolean };
}

export interface DeviceCheckListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  rows: readonly DeviceCheckListRow[];
  /** The overall verdict once the checks are done (the server's, after saving); null while checking. */
  verdict?: DeviceCheckVerdict | null;
  /** The stored report's id, read out to a teacher or the help desk. */
  reportId?: string | null;
  /** When the report was made, formatted by the app. */
  checkedAt?: string | null;
  /** Buttons at the right of the summary (e.g. "check again"). */
  extra?: ReactNode;
  labels?: Partial<DeviceCheckListLabels>;
}

const DONE: ReadonlySet<DeviceCheckRowState> = new Set(['pass', 'warn', 'fail', 'skipped']);

function StateIcon({ state }: { state: DeviceCheckRowState }) {
  if (state === 'running') return <Spinner aria-hidden="true" data-testid="device-check-spinner" />;
  const path =
    state === 'pass'
      ? 'M4.5 8.5l2.5 2.5 5-6'
      : state === 'fail'
        ? 'M5 5l6 6M11 5l-6 6'
        : state === 'warn'
          ? 'M8 4.5v4.5M8 11.2v.3'
          : state === 'skipped'
            ? 'M4.5 8h7'
            : 'M8 4.5V8l2.5 1.5';
  return (
    <Icon aria-hidden="true" data-state={state} viewBox="0 0 16 16" width="20" height="20">
      <circle cx="8" cy="8" r="7.25" />
      <path d={path} />
    </Icon>
  );
}

/**
 * The pre-exam device check's list (FullTest, issue 12): a summary (verdict, report id, time, progress) over one
 * row per check with an icon and its state in words, the measured figure, the advice when it warned or failed, and
 * a button for the checks that need the user's click. The running check is announced politely.
 */
export const DeviceCheckList = forwardRef<HTMLElement, DeviceCheckListProps>(function DeviceCheckList(
  { rows, verdict = null, reportId = null, checkedAt = null, extra, labels: given, ...rest },
  ref,
) {
  const labels = { ...defaultDeviceCheckListLabels, ...given };
  const titleId = useId();
  const done = rows.filter((row) => DONE.has(row.state)).length;
  const running = rows.find((row) => row.state === 'running');
  return (
    <Root ref={ref} aria-labelledby={titleId} aria-busy={running !== undefined} {...rest}>
      <Summary data-verdict={verdict ?? 'pending'}>
        <SummaryHead>
          <SummaryTitle id={titleId}>{labels.title}</SummaryTitle>
          {extra}
        </SummaryHead>
        <SummaryVerdict>
          {verdict !== null && <StateIcon state={verdict} />}
          <span>{verdict === null ? labels.pending : labels.verdict[verdict]}</span>
        </SummaryVerdict>
        <SummaryFacts>
          <div>
            <dt>{labels.progress(done, rows.length)}</dt>
          </div>
          {reportId !== null && (
            <div>
              <dt>{labels.reportId}</dt>
              <dd data-mono="">{reportId}</dd>
            </div>
          )}
          {checkedAt !== null && (
            <div>
              <dt>{labels.checkedAt}</dt>
              <dd>{checkedAt}</dd>
            </div>
          )}
        </SummaryFacts>
      </Summary>
      <VisuallyHidden aria-live="polite" role="status">
        {running ? labels.running(labels.check[running.key]) : ''}
      </VisuallyHidden>
      <List>
        {rows.map((row) => {
          const name = labels.check[row.key];
          const showAdvice = (row.state === 'warn' || row.state === 'fail') && row.advice;
          return (
            <Row key={row.key} data-state={row.state} aria-label={name} aria-current={row.state === 'running' ? 'step' : undefined}>
              <StateIcon state={row.state} />
              <RowMain>
                <CheckName id={`${titleId}-${row.key}`}>
                  {name}
                  {row.optional && <OptionalTag>{labels.optional}</OptionalTag>}
                </CheckName>
                {row.figure && <Figure>{row.figure}</Figure>}
                {showAdvice && <Advice>{row.advice}</Advice>}
              </RowMain>
              <RowState data-state={row.state}>{labels.state[row.state]}</RowState>
              {row.action && (
                <RowAction>
                  <Button size="small" onClick={row.action.onClick} disabled={row.action.disabled} aria-describedby={`${titleId}-${row.key}`}>
                    {row.action.label ?? labels.start}
                  </Button>
                </RowAction>
              )}
            </Row>
          );
        })}
      </List>
    </Root>
  );
});
