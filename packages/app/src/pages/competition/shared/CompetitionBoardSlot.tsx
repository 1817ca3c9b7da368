import { useCallback, useEffect, useRef, useState } from 'react';
import type { Board, BoardEvent, BoardHistory, BoardPageChange } from '@finedu/domain';
import { CompetitionBoard, competitionBoardLabelsEnUS, useToast } from '@finedu/ui';
import { saveBlob } from '../../../components/saveBlob';
import { useBoardStream } from '../../../hooks/useBoardStream';
import { useQuery } from '../../../hooks/useQuery';
import { useLocale } from '../../../i18n/LocaleContext';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';

export interface CompetitionBoardSlotProps {
  sessionId: number;
  /** The public site's board (no sign-in; published or frozen boards only). */
  publicBoard?: boolean;
}

interface BoardPage {
  groupId: number | undefined;
  page: number;
  pageSize: number | undefined;
}

/** The top-10 chart is reloaded at most this often while scores keep coming (the pushed page is the live part). */
const HISTORY_RELOAD_MS = 5000;

/** Whether a pushed page is the one shown: same group, first page, same page size. */
function samePage(shown: Board, at: BoardPage, pushed: { group_id: number | null; page_size: number }): boolean {
  return at.page === 1 && pushed.group_id === (at.groupId ?? shown.group_id) && pushed.page_size === (at.pageSize ?? shown.page_size);
}

/** The board shown after a pushed change of its page, rebuilt from the rows it has; null when it cannot be. */
export function applyPageChange(shown: Board, change: BoardPageChange): Board | null {
  if (change.from_version !== shown.version) return null;
  const rows = new Map(shown.rows.map((r) => [r.entry_id, r]));
  for (const row of change.rows) rows.set(row.entry_id, row);
  const ordered = change.order.map((id) => rows.get(id));
  if (ordered.some((row) => row === undefined)) return null;
  return { ...shown, version: change.version, total: change.total, generated_at: change.generated_at, rows: ordered as Board['rows'], me: change.me };
}

/** The board shown after a stream event, or null when the event does not carry the page shown. */
function pushedBoard(shown: Board | undefined, at: BoardPage, event: BoardEvent): Board | null {
  if (shown === undefined) return null;
  if (event.board !== undefined) return event.board.version >= shown.version && samePage(shown, at, event.board) ? event.board : null;
  if (event.change !== undefined && samePage(shown, at, event.change)) return applyPageChange(shown, event.change);
  return null;
}

/**
 * A session's board: the ui `CompetitionBoard` fed with the board page and the top-10 history (signed-in boards
 * only: the public site has no history call), kept live by the board stream (a pushed first page is shown as it
 * comes; another page is refetched, throttled), with group tabs, the pager, retry and, on organizers' boards, the
 * CSV export.
 */
export function CompetitionBoardSlot({ sessionId, publicBoard = false }: CompetitionBoardSlotProps) {
  const t = useT();
  const toast = useToast();
  const { locale } = useLocale();
  const { competition } = useServices();
  const [at, setAt] = useState<BoardPage>({ groupId: undefined, page: 1, pageSize: undefined });
  const [exporting, setExporting] = useState(false);
  const board = useQuery<Board>(
    (signal) => {
      const query = { group_id: at.groupId, page: at.page, page_size: at.pageSize };
      return publicBoard ? competition.publicBoard(sessionId, query, { signal, silent: true }) : competition.board(sessionId, query, { signal, silent: true });
    },
    [sessionId, publicBoard, at],
  );
  const history = useQuery<BoardHistory | null>(
    (signal) => (publicBoard ? Promise.resolve(null) : competition.boardHistory(sessionId, { group_id: at.groupId }, { signal, silent: true })),
    [sessionId, publicBoard, at.groupId],
  );
  const { reload: reloadBoard } = board;
  const { reload: reloadHistory } = history;
  // The newest page the stream pushed for what is shown (dropped when the reader moves to another page or group).
  const [pushed, setPushed] = useState<Board | null>(null);
  useEffect(() => setPushed(null), [at, sessionId, publicBoard]);
  const fetched = board.data;
  const shown = pushed !== null && fetched !== undefined && pushed.version >= fetched.version ? pushed : fetched;
  const view = useRef({ shown, at });
  view.current = { shown, at };
  const onPush = useCallback((event: BoardEvent) => {
    const next = pushedBoard(view.current.shown, view.current.at, event);
    if (next === null) return false;
    // Several events may come before React renders: the next one builds on this board.
    view.current = { ...view.current, shown: next };
    setPushed(next);
    return true;
  }, []);
  const historyAt = useRef(0);
  const historyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(historyTimer.current), []);
  const reloadHistorySoon = useCallback(() => {
    if (historyTimer.current !== undefined) return;
    historyTimer.current = setTimeout(
      () => {
        historyTimer.current = undefined;
        historyAt.current = Date.now();
        reloadHistory();
      },
      Math.max(0, historyAt.current + HISTORY_RELOAD_MS - Date.now()),
    );
  }, [reloadHistory]);
  const onBoard = useCallback(
    (pageStale: boolean) => {
      if (pageStale) reloadBoard();
      reloadHistorySoon();
    },
    [reloadBoard, reloadHistorySoon],
  );
  // EventSource sends no headers: a signed-in board first asks for a stream ticket (an HttpOnly cookie on the stream path).
  const prepare = useCallback(async () => {
    await competition.boardTicket(sessionId, { silent: true });
  }, [competition, sessionId]);
  const stream = useBoardStream({ url: competition.boardStreamPath(sessionId, publicBoard), onPush, onBoard, prepare: publicBoard ? undefined : prepare });

  const retry = () => {
    reloadBoard();
    reloadHistory();
    if (stream.connection === 'offline') stream.reconnect();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const data = shown;
      saveBlob(await competition.exportBoard(sessionId, data?.group_id ?? undefined, { silent: true }), `${data?.session_title ?? sessionId}.csv`);
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
    setExporting(false);
  };

  return (
    <CompetitionBoard
      board={shown ?? null}
      history={history.data ?? null}
      connection={stream.connection}
      error={board.error?.message ?? null}
      onPage={(page, pageSize) => setAt((current) => ({ ...current, page, pageSize }))}
      onGroupChange={(groupId) => setAt((current) => ({ ...current, groupId, page: 1 }))}
      onRetry={retry}
      onExportCsv={shown?.organizer_view ? () => void exportCsv() : undefined}
      exporting={exporting}
      labels={locale === 'en-US' ? competitionBoardLabelsEnUS : undefined}
    />
  );
}
