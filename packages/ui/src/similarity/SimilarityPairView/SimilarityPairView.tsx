import { useId, useMemo, useRef } from 'react';
import { defaultSimilarityPairViewLabels, type SimilarityPairViewLabels } from './similarityPairViewLabels';
import * as S from './SimilarityPairView.styles';

export interface SimilarityLineRange {
  /** 1-based, inclusive. */
  from: number;
  to: number;
}

/** Lines of side `a` that match lines of side `b`. */
export interface SimilarityPairRegion {
  a: SimilarityLineRange;
  b: SimilarityLineRange;
}

export interface SimilarityPairSide {
  /** The pane's heading, e.g. the student's name. */
  title: string;
  code: string;
}

export interface SimilarityPairViewProps {
  a: SimilarityPairSide;
  b: SimilarityPairSide;
  regions: readonly SimilarityPairRegion[];
  labels?: Partial<SimilarityPairViewLabels>;
}

type Side = 'a' | 'b';

/** Per line (1-based) of one side: the first region covering it, or -1. */
function regionOfLines(lineCount: number, regions: readonly SimilarityPairRegion[], side: Side): number[] {
  const out = new Array<number>(lineCount + 1).fill(-1);
  regions.forEach((region, index) => {
    const { from, to } = region[side];
    for (let line = Math.max(1, from); line <= Math.min(lineCount, to); line++) if (out[line] === -1) out[line] = index;
  });
  return out;
}

function CodePane({ side, data, regions, labels, idPrefix }: { side: Side; data: SimilarityPairSide; regions: readonly SimilarityPairRegion[]; labels: SimilarityPairViewLabels; idPrefix: string }) {
  const lines = useMemo(() => data.code.replace(/\r\n?/g, '\n').split('\n'), [data.code]);
  const owner = useMemo(() => regionOfLines(lines.length, regions, side), [lines.length, regions, side]);
  return (
    <S.Pane aria-label={data.title}>
      <S.PaneTitle>{data.title}</S.PaneTitle>
      <S.Code tabIndex={0} role="group" aria-label={data.title}>
        {data.code.trim() === '' ? (
          <S.Muted>{labels.emptyCode}</S.Muted>
        ) : (
          lines.map((text, i) => {
            const line = i + 1;
            const region = owner[line]!;
            const inRegion = region >= 0;
            const color = inRegion ? S.REGION_COLORS[region % S.REGION_COLORS.length] : undefined;
            const edge = inRegion ? S.REGION_EDGES[region % S.REGION_EDGES.length] : undefined;
            const first = inRegion && regions[region]![side].from === line;
            return (
              <S.Line key={line} id={first ? `${idPrefix}-${side}-${region}` : undefined} data-line={line} data-region={inRegion ? region + 1 : undefined} $color={color} $edge={edge}>
                <S.LineNumber aria-hidden="true">{line}</S.LineNumber>
                <S.LineText>
                  {inRegion ? <mark>{text}</mark> : text}
                  {first && <S.Marker>{labels.marker(region + 1)}</S.Marker>}
                </S.LineText>
              </S.Line>
            );
          })
        )}
      </S.Code>
    </S.Pane>
  );
}

/**
 * Two sources side by side (stacked on a narrow screen) with their matching regions highlighted: each region has a
 * colour and a number written at its first line on both sides, and a button that brings both sides to it.
 */
export function SimilarityPairView({ a, b, regions, labels: labelsProp }: SimilarityPairViewProps) {
  const labels = { ...defaultSimilarityPairViewLabels, ...labelsProp };
  const idPrefix = `sim${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const root = useRef<HTMLElement>(null);
  const show = (index: number) => {
    for (const side of ['a', 'b'] as const) {
      const line = root.current?.querySelector<HTMLElement>(`#${idPrefix}-${side}-${index}`);
      line?.scrollIntoView?.({ block: 'nearest' });
    }
  };
  return (
    <S.Root ref={root}>
      {regions.length === 0 ? (
        <S.Muted>{labels.noRegions}</S.Muted>
      ) : (
        <nav aria-label={labels.regions}>
          <S.RegionList>
            {regions.map((region, index) => (
              <li key={index}>
                <S.RegionButton
                  type="button"
                  $color={S.REGION_COLORS[index % S.REGION_COLORS.length]!}
                  $edge={S.REGION_EDGES[index % S.REGION_EDGES.length]!}
                  onClick={() => show(index)}
                >
                  {labels.region(index + 1, labels.lines(region.a.from, region.a.to), labels.lines(region.b.from, region.b.to))}
                </S.RegionButton>
              </li>
            ))}
          </S.RegionList>
        </nav>
      )}
      <S.Panes>
        <CodePane side="a" data={a} regions={regions} labels={labels} idPrefix={idPrefix} />
        <CodePane side="b" data={b} regions={regions} labels={labels} idPrefix={idPrefix} />
      </S.Panes>
    </S.Root>
  );
}

export interface SimilarityScoreBarProps {
  /** 0 … 1. */
  score: number;
  labels?: Partial<SimilarityPairViewLabels>;
}

/** A score as a bar and its percentage in words (the colour says high ≥ 70 %, medium ≥ 40 %; the number says it all). */
export function SimilarityScoreBar({ score, labels: labelsProp }: SimilarityScoreBarProps) {
  const labels = { ...defaultSimilarityPairViewLabels, ...labelsProp };
  const percent = Math.round(Math.max(0, Math.min(1, score)) * 100);
  const level = percent >= 70 ? 'high' : percent >= 40 ? 'mid' : 'low';
  return (
    <S.Bar role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={labels.score(percent)} data-level={level}>
      <S.Track aria-hidden="true">
        <S.Fill $percent={percent} $level={level} />
      </S.Track>
      <S.Percent aria-hidden="true">{percent}%</S.Percent>
    </S.Bar>
  );
}
