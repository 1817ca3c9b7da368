import { useState } from 'react';
import type { Board } from '@finedu/domain';
import { Button, StateView } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { ComponentSlot, Muted, Numeric, Stack } from './competitionParts';

export interface CompetitionBoardSlotProps {
  sessionId: number;
  /** The public site's board (no sign-in; published or frozen boards only). */
  publicBoard?: boolean;
}

/**
 * WHERE THE ui `CompetitionBoard` GOES (built on the comp-board-ui branch; the lead wires it at the merge). This slot
 * already loads the board page the component takes (`board`, `onGroupChange`, `onPage`, `onRetry`) with its loading,
 * error and denied states; until the component is here it shows only the board's state, time and size.
 */
export function CompetitionBoardSlot({ sessionId, publicBoard = false }: CompetitionBoardSlotProps) {
  const t = useT();
  const { competition } = useServices();
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const board = useQuery<Board>(
    (signal) => (publicBoard ? competition.publicBoard(sessionId, { group_id: groupId }, { signal, silent: true }) : competition.board(sessionId, { group_id: groupId }, { signal, silent: true })),
    [sessionId, publicBoard, groupId],
  );
  const view = useViewState(board, { emptyTitle: t('competition.board.empty') }, (data) => data.total === 0 && data.me === null);
  const data = board.data;
  return (
    <ComponentSlot data-slot="CompetitionBoard" aria-label={t('competition.board.title')}>
      <StateView state={view.state} {...view.stateMessages}>
        {data && (
          <Stack>
            <strong>
              {data.session_title} · {t(`competition.board.state.${data.state}`)}
            </strong>
            <Muted>
              <Numeric>
                {t('competition.board.summary', { total: data.total, time: formatDateTime(data.generated_at, data.time_zone), zone: data.time_zone })}
              </Numeric>
            </Muted>
            {data.groups.length > 1 && (
              <Actions role="group" aria-label={t('competition.board.groups')}>
                {data.groups.map((group) => (
                  <Button key={group.id} size="small" variant={group.id === data.group_id ? 'primary' : 'default'} aria-pressed={group.id === data.group_id} onClick={() => setGroupId(group.id)}>
                    {group.name}
                  </Button>
                ))}
              </Actions>
            )}
          </Stack>
        )}
      </StateView>
    </ComponentSlot>
  );
}
