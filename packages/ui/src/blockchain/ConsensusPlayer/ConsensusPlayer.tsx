import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { useScrollsX } from '../../internal/useScrollsX';
import { scrollIntoViewX } from '../scrollIntoViewX';
import { defaultConsensusPlayerLabels, type ConsensusPlayerLabels } from './consensusPlayerLabels';
import type { ConsensusEvent, ConsensusNode, ConsensusProtocol } from './types';
import {
  Cell,
  Chip,
  ChipMark,
  Controls,
  Current,
  Empty,
  FaultyTag,
  Head,
  Lane,
  LaneName,
  LaneRole,
  Lanes,
  PhaseHead,
  PhaseVotes,
  Position,
  Progress,
  Root,
  SpeedGroup,
  Title,
} from './ConsensusPlayer.styles';

export const CONSENSUS_SPEEDS = [0.5, 1, 2, 4] as const;

export interface ConsensusPlayerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  protocol: ConsensusProtocol;
  nodes: readonly ConsensusNode[];
  events: readonly ConsensusEvent[];
  /** The current event's index (-1 before the first). Controlled with onIndexChange; otherwise kept inside. */
  index?: number;
  /** Where an uncontrolled player starts (default -1). */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** The votes a phase needs (e.g. 2f + 1 in PBFT), shown beside its count. */
  quorum?: number;
  /**
   * The phases whose heading counts the nodes that voted ok (PBFT's prepare and commit, Raft's election). Default:
   * every phase in which more than one node acts (a primary's lone pre-prepare is no vote).
   */
  votingPhases?: readonly string[];
  /** Milliseconds between two events at 1× speed. */
  interval?: number;
  /** Starts playing on mount (not when the user prefers reduced motion). */
  autoPlay?: boolean;
  labels?: Partial<ConsensusPlayerLabels>;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A consensus round played back as lanes, one per node, and columns, one per phase (issue 11): PBFT's pre-prepare,
 * prepare and commit with each node's votes and a faulty node marked; Raft's election and log replication; proof of
 * work's nonce tries and the found block. Events up to the current one show (the current one highlighted and said in
 * words), each phase counts its votes against the quorum. Back, play/pause, step and speed controls; a small timer
 * plays. Presentational: the app computes the events.
 */
export const ConsensusPlayer = forwardRef<HTMLElement, ConsensusPlayerProps>(function ConsensusPlayer(
  { protocol, nodes, events, index: controlled, defaultIndex = -1, onIndexChange, quorum, votingPhases, interval = 900, autoPlay = false, labels: given, ...rest },
  ref,
) {
  const labels = { ...defaultConsensusPlayerLabels, ...given };
  const titleId = useId();
  const [own, setOwn] = useState(defaultIndex);
  const [playing, setPlaying] = useState(() => autoPlay && !prefersReducedMotion());
  const [speed, setSpeed] = useState<number>(1);
  const last = events.length - 1;
  const index = Math.max(-1, Math.min(controlled ?? own, last));
  const lanes = useRef<HTMLDivElement>(null);
  // Sideways scroll on a phone: reachable from the keyboard then.
  const lanesScroll = useScrollsX(lanes);

  // Keep the current event in sight when the lanes scroll sideways (a phone).
  useEffect(() => {
    if (index >= 0) scrollIntoViewX(lanes.current, lanes.current?.querySelector('[aria-current="step"]'));
  }, [index]);

  const go = (next: number) => {
    const bounded = Math.max(-1, Math.min(next, last));
    if (controlled === undefined) setOwn(bounded);
    onIndexChange?.(bounded);
  };

  // The play timer: one event per tick; stops at the end.
  useEffect(() => {
    if (!playing) return undefined;
    if (index >= last) {
      setPlaying(false);
      return undefined;
    }
    const timer = window.setTimeout(() => go(index + 1), interval / speed);
    return () => window.clearTimeout(timer);
    // go changes each render; the timer restarts on index, speed or play only.
  }, [playing, index, last, interval, speed]);

  const name = (id: string) => nodes.find((node) => node.id === id)?.name ?? id;
  const phaseName = (phase: string) => labels.phase[phase] ?? phase;
  const kindName = (kind: string) => labels.kind[kind] ?? kind;
  const target = (to: string | undefined) => (to === undefined ? null : to === '*' ? labels.toAll : name(to));

  const phases: string[] = [];
  for (const event of events) if (!phases.includes(event.phase)) phases.push(event.phase);
  const shown = events.slice(0, index + 1);
  const current = index >= 0 ? events[index] : undefined;
  const description = current
    ? labels.describe(phaseName(current.phase), kindName(current.kind), name(current.from), target(current.to), current.ok ? labels.ok : labels.rejected)
    : labels.notStarted;

  return (
    <Root ref={ref} aria-labelledby={titleId} data-protocol={protocol} {...rest}>
      <Head>
        <Title id={titleId}>{labels.protocol[protocol]}</Title>
        <Position>{events.length === 0 ? '' : labels.position(index + 1, events.length)}</Position>
      </Head>
      {events.length === 0 ? (
        <Empty>{labels.empty}</Empty>
      ) : (
        <>
          <Progress aria-hidden="true">
            <span style={{ width: `${((index + 1) / events.length) * 100}%` }} />
          </Progress>
          <Current aria-live="polite" data-ok={current ? String(current.ok) : undefined}>
            {current && <span data-time="">t={current.t}</span>}
            {description}
          </Current>
          <Lanes ref={lanes} role="table" aria-labelledby={titleId} tabIndex={lanesScroll ? 0 : undefined} style={{ gridTemplateColumns: `minmax(96px, max-content) repeat(${phases.length}, minmax(128px, 1fr))` }}>
            <Lane role="row" data-head="">
              <PhaseHead role="columnheader">{labels.node}</PhaseHead>
              {phases.map((phase) => {
                const inPhase = shown.filter((event) => event.phase === phase);
                const okNodes = new Set(inPhase.filter((event) => event.ok).map((event) => event.from)).size;
                const reached = quorum !== undefined && okNodes >= quorum;
                const voting = votingPhases ? votingPhases.includes(phase) : new Set(events.filter((event) => event.phase === phase).map((event) => event.from)).size > 1;
                return (
                  <PhaseHead role="columnheader" key={phase} data-active={current?.phase === phase ? '' : undefined}>
                    <span>{phaseName(phase)}</span>
                    {inPhase.length > 0 && voting && (
                      <PhaseVotes data-reached={reached ? '' : undefined}>{labels.votes(okNodes, nodes.length, quorum ?? null)}</PhaseVotes>
                    )}
                  </PhaseHead>
                );
              })}
            </Lane>
            {nodes.map((node) => (
              <Lane role="row" key={node.id} data-faulty={node.faulty ? '' : undefined}>
                <LaneName role="rowheader">
                  <span>{node.name}</span>
                  {node.role && <LaneRole>{node.role}</LaneRole>}
                  {node.faulty && <FaultyTag>{labels.faulty}</FaultyTag>}
                </LaneName>
                {phases.map((phase) => (
                  <Cell role="cell" key={phase}>
                    {shown.map((event, at) =>
                      event.phase !== phase || event.from !== node.id ? null : (
                        <Chip key={at} data-ok={String(event.ok)} data-current={at === index ? '' : undefined} aria-current={at === index ? 'step' : undefined}>
                          <ChipMark aria-hidden="true">{event.ok ? '✓' : '✕'}</ChipMark>
                          <span>
                            {kindName(event.kind)}
                            {target(event.to) && ` → ${target(event.to)}`}
                            {event.detail && <small> {event.detail}</small>}
                          </span>
                          <VisuallyHidden>{event.ok ? labels.ok : labels.rejected}</VisuallyHidden>
                        </Chip>
                      ),
                    )}
                  </Cell>
                ))}
              </Lane>
            ))}
          </Lanes>
        </>
      )}
      <Controls role="group" aria-label={labels.controls}>
        <Button size="small" onClick={() => go(-1)} disabled={index < 0}>
          {labels.restart}
        </Button>
        <Button size="small" onClick={() => go(index - 1)} disabled={index < 0}>
          {labels.back}
        </Button>
        <Button size="small" variant="primary" onClick={() => setPlaying((on) => !on)} disabled={!playing && index >= last} aria-pressed={playing}>
          {playing ? labels.pause : labels.play}
        </Button>
        <Button size="small" onClick={() => go(index + 1)} disabled={index >= last}>
          {labels.step}
        </Button>
        <SpeedGroup role="group" aria-label={labels.speed}>
          <span aria-hidden="true">{labels.speed}</span>
          {CONSENSUS_SPEEDS.map((value) => (
            <Button key={value} size="small" variant={speed === value ? 'primary' : 'default'} aria-pressed={speed === value} onClick={() => setSpeed(value)}>
              {`${value}×`}
            </Button>
          ))}
        </SpeedGroup>
      </Controls>
    </Root>
  );
});
