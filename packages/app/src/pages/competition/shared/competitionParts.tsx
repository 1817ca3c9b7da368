import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCountdown, monotonicNow, type CompetitionStatus, type ParticipantStatus, type SessionState } from '@finedu/domain';
import { StatusBadge, type StatusBadgeTone } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';

/** The `:id` of a competition route as a positive integer, or null when the address is not an id. */
export function useCompetitionIdParam(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Which management area a page is in: the platform's (`/admin/competition`) or a college's (`/edu/competition`). */
export type CompetitionArea = 'AdminCompetition' | 'EduCompetition';

export function useCompetitionArea(): CompetitionArea {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin/') ? 'AdminCompetition' : 'EduCompetition';
}

const STATUS_TONE = {
  draft: 'neutral',
  registering: 'primary',
  running: 'success',
  ended: 'warning',
  published: 'primary',
  archived: 'neutral',
} as const satisfies Record<CompetitionStatus, StatusBadgeTone>;

export function CompetitionStatusTag({ status }: { status: CompetitionStatus }) {
  const t = useT();
  return (
    <StatusBadge appearance="tag" tone={STATUS_TONE[status]}>
      {t(`competition.status.${status}`)}
    </StatusBadge>
  );
}

const PARTICIPANT_TONE = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
  suspended: 'danger',
  withdrawn: 'neutral',
} as const satisfies Record<ParticipantStatus, StatusBadgeTone>;

export function ParticipantStatusTag({ status }: { status: ParticipantStatus }) {
  const t = useT();
  return (
    <StatusBadge appearance="tag" tone={PARTICIPANT_TONE[status]}>
      {t(`competition.participant.status.${status}`)}
    </StatusBadge>
  );
}

const SESSION_TONE = { upcoming: 'primary', running: 'success', frozen: 'warning', ended: 'neutral' } as const satisfies Record<SessionState, StatusBadgeTone>;

export function SessionStateTag({ state }: { state: SessionState }) {
  const t = useT();
  return (
    <StatusBadge appearance="tag" tone={SESSION_TONE[state]}>
      {t(`competition.session.state.${state}`)}
    </StatusBadge>
  );
}

/** `YYYY-MM-DD HH:mm – YYYY-MM-DD HH:mm` in the competition's zone. */
export const formatWindow = (start: string, end: string, timeZone?: string) => `${formatDateTime(start, timeZone)} – ${formatDateTime(end, timeZone)}`;

/** What must not break over two lines: a date-time, a short label such as 数据建模 in a narrow table column. */
export const NoWrap = styled.span`
  white-space: nowrap;
`;

/** A window as `formatWindow` writes it, where a line may break only between its two ends (never inside a date). */
export function TimeWindow({ start, end, timeZone }: { start: string; end: string; timeZone?: string }) {
  return (
    <Numeric>
      <NoWrap>{formatDateTime(start, timeZone)}</NoWrap> – <NoWrap>{formatDateTime(end, timeZone)}</NoWrap>
    </Numeric>
  );
}

/**
 * A countdown from the server's answer: `seconds` as the server counted them, advanced by the monotonic time since the
 * answer arrived (the browser's wall clock is never read). Shows days in the user's language.
 */
export function ServerCountdown({ seconds, receivedAt }: { seconds: number; receivedAt: number }) {
  const t = useT();
  const [now, setNow] = useState(monotonicNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(monotonicNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, seconds * 1000 - Math.max(0, now - receivedAt));
  return <Numeric role="timer">{formatCountdown(left, (days) => t('competition.countdown.days', { days }))}</Numeric>;
}

export const Numeric = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const Muted = styled.span`
  color: var(--ui-color-text-secondary);
`;

/** Rich text the server sanitized (allowlist) before storing it. */
export const RichText = styled.div`
  overflow-wrap: anywhere;
  img,
  table {
    max-width: 100%;
  }
`;

/** A row of actions above a tab's table. */
export const Toolbar = styled(Actions)`
  align-items: center;
  margin-bottom: var(--ui-space-4);
`;

/** Where a ui component of the comp-board-ui branch goes, until the lead wires it. */
export const ComponentSlot = styled.section`
  display: grid;
  gap: var(--ui-space-2);
  margin-top: var(--ui-space-4);
  padding: var(--ui-space-3);
  border: 1px dashed var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A board opened under a row of buttons or a table: set apart from what it follows. */
export const BoardArea = styled.div`
  margin-top: var(--ui-space-5);
  min-width: 0;
`;

export const Stack = styled.div`
  display: grid;
  gap: var(--ui-space-2);
  min-width: 0;
`;
