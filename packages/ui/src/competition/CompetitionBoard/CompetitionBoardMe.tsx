import { formatWallTime, type BoardRow, type MetricName } from '@finedu/domain';
import { Button } from '../../Button';
import { formatMetricScore } from '../internal/competitionText';
import { BoardMe } from './CompetitionBoard.styles';
import type { CompetitionBoardLabels } from './competitionBoardLabels';

interface CompetitionBoardMeProps {
  me: BoardRow;
  metric: MetricName;
  timeZone: string;
  /** The public board is frozen: this row is the team's best result on the live board, which only the team sees. */
  frozen: boolean;
  /** The entry has a rank to go to. */
  canJump: boolean;
  onJump: () => void;
  labels: CompetitionBoardLabels;
}

/** The viewer's own entry, pinned above the rows on every page, with "jump to me". */
export function CompetitionBoardMe({ me, metric, timeZone, frozen, canJump, onJump, labels }: CompetitionBoardMeProps) {
  const time = formatWallTime(me.reached_at, timeZone);
  return (
    <BoardMe role="group" aria-label={labels.me} data-part="me">
      <span data-part="me-label">
        {labels.me} · {labels.meRank(me.rank)}
      </span>
      <span data-part="me-name">
        <strong title={me.members.length > 0 ? labels.members(me.members) : undefined}>{me.name}</strong>
        <small>{frozen ? labels.meFrozenNote : me.college}</small>
      </span>
      <span data-part="me-score">
        {me.score === null ? labels.meNotRanked : formatMetricScore(me.score, metric)}
        {time && <small>{labels.zonedTime(time, timeZone)}</small>}
      </span>
      <span data-part="me-jump">
        <Button size="small" variant="primary" onClick={onJump} disabled={!canJump} title={canJump ? undefined : labels.meNotRanked}>
          {labels.jumpToMe}
        </Button>
      </span>
    </BoardMe>
  );
}
