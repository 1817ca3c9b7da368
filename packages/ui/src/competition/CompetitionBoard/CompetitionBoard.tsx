import { formatWallTime, type Board, type BoardHistory } from '@finedu/domain';
import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../Button';
import { DEFAULT_DATA_TABLE_LABELS } from '../../DataTable/DataTableLabels';
import { DataTablePagination } from '../../DataTable/DataTablePagination';
import { StateView } from '../../StateView';
import { StatusBadge, type StatusBadgeTone } from '../../StatusBadge';
import { Tabs } from '../../Tabs';
import { BoardActions, BoardBanner, BoardConnectionIndicator, BoardFooter, BoardHeader, BoardMeta, BoardMetric, BoardRoot } from './CompetitionBoard.styles';
import { CompetitionBoardChart } from './CompetitionBoardChart';
import { CompetitionBoardMe } from './CompetitionBoardMe';
import { CompetitionBoardRows } from './CompetitionBoardRows';
import { defaultCompetitionBoardLabels, type BoardConnection, type CompetitionBoardLabels } from './competitionBoardLabels';

export interface CompetitionBoardProps extends Omit<HTMLAttributes<HTMLElement>, 'onError'> {
  /** The page of the board to show, as the server sends it; `null` until the first page arrives (loading). */
  board: Board | null;
  /** The top entries' scores over time, for the chart; no chart without it. */
  history?: BoardHistory | null;
  /** The live connection (server-sent events): shown by the title; `reconnecting` and `offline` also as a banner. */
  connection?: BoardConnection;
  /** The last load failed with this message: the whole view without a board, a banner above it with one. */
  error?: string | null;
  /** Asks for another page (1-based) or page size; the pager shows only with it. */
  onPage?: (page: number, pageSize: number) => void;
  /** Asks for another group's board (each group is ranked separately). */
  onGroupChange?: (groupId: number) => void;
  /** Organizers' CSV export; the button shows only on an organizer view and with this callback. */
  onExportCsv?: () => void;
  /** The export is running: its button shows a spinner. */
  exporting?: boolean;
  /** Retry after an error, or reconnect when offline. */
  onRetry?: () => void;
  /** Choices of the page-size selector (the board's own page size is always offered). */
  pageSizeOptions?: readonly number[];
  /** Visible strings; zh-CN by default. */
  labels?: Partial<CompetitionBoardLabels>;
}

const STATE_TONE: Record<Board['state'], StatusBadgeTone> = { live: 'success', frozen: 'warning', final: 'primary' };

const mergeLabels = (overrides: Partial<CompetitionBoardLabels> | undefined): CompetitionBoardLabels => {
  const d = defaultCompetitionBoardLabels;
  const o = overrides ?? {};
  return {
    ...d,
    ...o,
    metric: { ...d.metric, ...o.metric },
    direction: { ...d.direction, ...o.direction },
    state: { ...d.state, ...o.state },
    connection: { ...d.connection, ...o.connection },
    columns: { ...d.columns, ...o.columns },
    chartColumns: { ...d.chartColumns, ...o.chartColumns },
    pager: { ...d.pager, ...o.pager },
  };
};

/**
 * The live leaderboard of a competition session, presentational: the app feeds it the board page, the history and
 * the connection state, and answers its callbacks. Shows the freeze banner (or the organizers' marker on their
 * live board), the viewer's own entry pinned with "jump to me", one tab per group, rank-change arrows (not while
 * frozen), the metric with its better direction, a pager, the top-10 chart and, for organizers, CSV export.
 */
export const CompetitionBoard = forwardRef<HTMLElement, CompetitionBoardProps>(function CompetitionBoard(
  { board, history = null, connection = 'live', error = null, onPage, onGroupChange, onExportCsv, exporting = false, onRetry, pageSizeOptions = [20, 50, 100], labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => mergeLabels(labelOverrides), [labelOverrides]);
  const rowElements = useRef(new Map<number, HTMLTableRowElement>());
  const rowRef = useCallback(
    (entryId: number) => (node: HTMLTableRowElement | null) => {
      if (node) rowElements.current.set(entryId, node);
      else rowElements.current.delete(entryId);
    },
    [],
  );
  // The entry "jump to me" is heading for, while the app loads its group or page.
  const [jumping, setJumping] = useState<number | null>(null);
  const requestedPage = useRef<number | null>(null);

  const reveal = (entryId: number): boolean => {
    const row = rowElements.current.get(entryId);
    if (!row) return false;
    row.scrollIntoView?.({ block: 'center' });
    row.focus({ preventScroll: true });
    return true;
  };

  const me = board?.me ?? null;
  const targetPage = board && me?.rank ? Math.ceil(me.rank / board.page_size) : null;

  useEffect(() => {
    if (jumping === null || !board) return;
    if (reveal(jumping)) {
      setJumping(null);
      return;
    }
    // Boards without groups (group_id null) hold every entry.
    const inGroup = me?.group_id == null || board.group_id === null || board.group_id === me.group_id;
    if (inGroup && targetPage !== null && board.page !== targetPage && requestedPage.current !== targetPage) {
      requestedPage.current = targetPage;
      onPage?.(targetPage, board.page_size);
    }
  }, [board, jumping, me, targetPage, onPage]);

  const jumpToMe = () => {
    if (!board || !me || targetPage === null) return;
    if (reveal(me.entry_id)) return;
    requestedPage.current = null;
    setJumping(me.entry_id);
    if (me.group_id !== null && board.group_id !== null && me.group_id !== board.group_id) onGroupChange?.(me.group_id);
  };

  if (!board) {
    return (
      <BoardRoot ref={ref} aria-busy={!error || undefined} data-state={error ? 'error' : 'loading'} {...rest}>
        <StateView
          state={error ? 'error' : 'loading'}
          loadingLabel={labels.loading}
          errorTitle={labels.errorTitle}
          errorMessage={error || labels.errorFallback}
          onRetry={onRetry}
          retryLabel={labels.retry}
        />
      </BoardRoot>
    );
  }

  const zone = board.time_zone;
  const at = (value: string | null) => labels.zonedTime(formatWallTime(value, zone), zone);
  const frozen = board.state === 'frozen';
  const pageSizes = [...new Set([...pageSizeOptions, board.page_size])].sort((a, b) => a - b);
  const empty = board.total === 0 && board.rows.length === 0;

  const body: ReactNode = (
    <>
      {me && <CompetitionBoardMe me={me} metric={board.metric} timeZone={zone} frozen={frozen && !board.organizer_view} canJump={targetPage !== null && !empty} onJump={jumpToMe} labels={labels} />}
      {empty ? (
        <StateView state="empty" emptyTitle={labels.emptyTitle} emptyDescription={labels.emptyDescription} />
      ) : (
        <>
          <CompetitionBoardRows
            rows={board.rows}
            metric={board.metric}
            timeZone={zone}
            showChange={!frozen}
            meId={me?.entry_id ?? null}
            rowRef={rowRef}
            caption={labels.table(board.session_title)}
            labels={labels}
          />
          {onPage && (
            <BoardFooter>
              <DataTablePagination
                page={board.page}
                pageSize={board.page_size}
                total={board.total}
                pageSizeOptions={pageSizes}
                onPageChange={onPage}
                labels={{ ...DEFAULT_DATA_TABLE_LABELS, ...labels.pager }}
              />
            </BoardFooter>
          )}
        </>
      )}
      {history && history.series.length > 0 && <CompetitionBoardChart history={history} metric={board.metric} timeZone={zone} labels={labels} />}
    </>
  );

  return (
    <BoardRoot ref={ref} aria-label={labels.table(board.session_title)} data-state={board.state} data-connection={connection} {...rest}>
      <BoardHeader>
        <h2>{board.session_title}</h2>
        <BoardMetric data-part="metric">
          {labels.metric[board.metric]}
          <span aria-hidden="true">{board.direction === 'max' ? '↑' : '↓'}</span>
          {labels.direction[board.direction]}
        </BoardMetric>
        <StatusBadge appearance="tag" tone={STATE_TONE[board.state]}>
          {labels.state[board.state]}
        </StatusBadge>
        <BoardActions>
          <BoardConnectionIndicator data-connection={connection}>{labels.connection[connection]}</BoardConnectionIndicator>
          {board.organizer_view && onExportCsv && (
            <Button size="small" onClick={onExportCsv} loading={exporting}>
              {labels.exportCsv}
            </Button>
          )}
        </BoardActions>
      </BoardHeader>
      <BoardMeta>
        <span>{labels.generatedAt(at(board.generated_at))}</span>
      </BoardMeta>
      {connection === 'reconnecting' && (
        <BoardBanner role="status" data-tone="warning" data-part="connection">
          <strong>{labels.connection.reconnecting}</strong>
          <p>{labels.reconnectingBanner(at(board.generated_at))}</p>
        </BoardBanner>
      )}
      {connection === 'offline' && (
        <BoardBanner role="alert" data-tone="danger" data-part="connection">
          <strong>{labels.offlineTitle}</strong>
          <p>{labels.offlineBanner(at(board.generated_at))}</p>
          {onRetry && (
            <Button size="small" onClick={onRetry}>
              {labels.reconnect}
            </Button>
          )}
        </BoardBanner>
      )}
      {error && (
        <BoardBanner role="alert" data-tone="danger" data-part="error">
          <strong>{labels.errorTitle}</strong>
          <p>{error}</p>
          {onRetry && (
            <Button size="small" onClick={onRetry}>
              {labels.retry}
            </Button>
          )}
        </BoardBanner>
      )}
      {frozen && !board.organizer_view && (
        <BoardBanner role="note" data-tone="warning" data-part="freeze">
          <strong>{labels.frozenTitle}</strong>
          <p>{board.me === null ? labels.frozenBannerVisitor(at(board.frozen_at)) : labels.frozenBanner(at(board.frozen_at))}</p>
        </BoardBanner>
      )}
      {frozen && board.organizer_view && (
        <BoardBanner role="note" data-part="organizer-freeze">
          <strong>{labels.state.frozen}</strong>
          <p>{labels.organizerFrozen(at(board.frozen_at))}</p>
        </BoardBanner>
      )}
      {board.state === 'final' && (
        <BoardBanner role="note" data-part="final">
          <p>{labels.finalNote}</p>
        </BoardBanner>
      )}
      {board.groups.length > 0 ? (
        <Tabs
          aria-label={labels.groups}
          activeKey={String(board.group_id ?? board.groups[0]?.id)}
          onChange={(key) => onGroupChange?.(Number(key))}
          items={board.groups.map((group) => ({ key: String(group.id), label: group.name, content: group.id === (board.group_id ?? board.groups[0]?.id) ? body : null }))}
        />
      ) : (
        body
      )}
    </BoardRoot>
  );
});
