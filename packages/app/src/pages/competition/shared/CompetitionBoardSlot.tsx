import { useCallback, useState } from 'react';
import type { Board, BoardHistory } from '@finedu/domain';
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

/**
 * A session's board: the ui `CompetitionBoard` fed with the board page and the top-10 history (signed-in boards
 * only: the public site has no history call), kept live by the board stream (each `board` event reloads the page
 * shown), with group tabs, the pager, retry and, on organizers' boards, the CSV export.
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
  const onBoard = useCallback(() => {
    reloadBoard();
    reloadHistory();
  }, [reloadBoard, reloadHistory]);
  // EventSource sends no headers: a signed-in board first asks for a stream ticket (an HttpOnly cookie on the stream path).
  const prepare = useCallback(async () => {
    await competition.boardTicket(sessionId, { silent: true });
  }, [competition, sessionId]);
  const stream = useBoardStream({ url: competition.boardStreamPath(sessionId, publicBoard), onBoard, prepare: publicBoard ? undefined : prepare });

  const retry = () => {
    onBoard();
    if (stream.connection === 'offline') stream.reconnect();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const data = board.data;
      saveBlob(await competition.exportBoard(sessionId, data?.group_id ?? undefined, { silent: true }), `${data?.session_title ?? sessionId}.csv`);
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
    setExporting(false);
  };

  return (
    <CompetitionBoard
      board={board.data ?? null}
      history={history.data ?? null}
      connection={stream.connection}
      error={board.error?.message ?? null}
      onPage={(page, pageSize) => setAt((current) => ({ ...current, page, pageSize }))}
      onGroupChange={(groupId) => setAt((current) => ({ ...current, groupId, page: 1 }))}
      onRetry={retry}
      onExportCsv={board.data?.organizer_view ? () => void exportCsv() : undefined}
      exporting={exporting}
      labels={locale === 'en-US' ? competitionBoardLabelsEnUS : undefined}
    />
  );
}
