import { forwardRef, type HTMLAttributes } from 'react';
import { FIGURE_UNITS, figureStatus, type FigureStatus, type OperationsFigure, type Thresholds } from '@finedu/domain';
import { Skeleton } from '../../Skeleton';
import { StatusBadge, type StatusBadgeTone } from '../../StatusBadge';
import { useThemeLocale } from '../../ThemeProvider';
import { formatFigure } from '../figureFormat';
import { defaultStatusTilesLabels, type StatusTilesLabels } from './statusTilesLabels';
import { Tile, TileHead, TileHint, TileValue, TilesGrid } from './StatusTiles.styles';

export interface StatusTilesProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The figures to show, in this order. */
  figures: readonly OperationsFigure[];
  /** Their latest values (a missing one shows "no data"); undefined while loading. */
  values: Partial<Record<OperationsFigure, number>> | undefined;
  thresholds: Thresholds;
  labels?: Partial<StatusTilesLabels>;
}

const TONE: Record<FigureStatus, StatusBadgeTone> = { ok: 'success', warn: 'warning', bad: 'danger', unknown: 'neutral' };

/**
 * The operations monitor's status tiles: each figure's latest value, green, amber or red against its thresholds
 * (the domain's rule, the same the server's alerts use), the status in words and the thresholds under it.
 */
export const StatusTiles = forwardRef<HTMLUListElement, StatusTilesProps>(function StatusTiles({ figures, values, thresholds, labels: given, ...rest }, ref) {
  const labels = { ...defaultStatusTilesLabels, ...given };
  const locale = useThemeLocale();
  return (
    <TilesGrid ref={ref} aria-label={labels.region} aria-busy={values === undefined} {...rest}>
      {figures.map((figure) => {
        const unit = FIGURE_UNITS[figure];
        const threshold = thresholds[figure];
        const value = values?.[figure];
        const status = values === undefined ? 'unknown' : figureStatus(value, threshold);
        return (
          <Tile key={figure} data-status={values === undefined ? 'loading' : status} aria-label={labels.figure[figure]}>
            <TileHead>
              <span>{labels.figure[figure]}</span>
              {values !== undefined && (
                <StatusBadge tone={TONE[status]} appearance="dot">
                  {labels.status[status]}
                </StatusBadge>
              )}
            </TileHead>
            {values === undefined ? <Skeleton variant="title" lines={1} /> : <TileValue>{formatFigure(value, unit, locale)}</TileValue>}
            <TileHint>
              {threshold === undefined
                ? labels.noThreshold
                : labels.threshold(formatFigure(threshold.warn, unit, locale), formatFigure(threshold.bad, unit, locale), threshold.direction)}
            </TileHint>
          </Tile>
        );
      })}
    </TilesGrid>
  );
});
