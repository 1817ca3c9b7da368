// Consensus as pure, deterministic step simulators for the lab's player: the same validators, faulty node and
// seed always give the same messages, so a step can be replayed, animated and tested. They model the message
// pattern and the quorum arithmetic for teaching; they are not a networked implementation.
import { seededRandom, shuffled } from '../random/index.js';

/** PBFT tolerates f faulty of n when n ≥ 3f + 1. */
export function pbftFaultTolerance(n: number): number {
  return Math.max(0, Math.floor((n - 1) / 3));
}

/** Matching votes needed: 2f + 1 when n = 3f + 1; ⌈(n + f + 1) / 2⌉ in general (any two quorums share an honest node). */
export function pbftQuorum(n: number): number {
  return Math.ceil((n + pbftFaultTolerance(n) + 1) / 2);
}

export type PbftPhase = 'pre-prepare' | 'prepare' | 'commit' | 'view-change';
export type FaultyBehaviour = 'silent' | 'conflicting';

export interface PbftMessage {
  phase: PbftPhase;
  view: number;
  from: string;
  to: string;
  /** The digest voted for (the faulty node may send another); empty for a view change. */
  digest: string;
  /** The sender is the faulty node. */
  faulty: boolean;
}

export interface PbftRound {
  view: number;
  primary: string;
  messages: PbftMessage[];
  /** Honest validators that collected a quorum of matching prepares. */
  prepared: string[];
  /** Honest validators that collected a quorum of matching commits. */
  committed: string[];
}

export interface PbftSimulation {
  n: number;
  f: number;
  quorum: number;
  faulty: string | null;
  behaviour: FaultyBehaviour | null;
  rounds: PbftRound[];
  outcome: { decided: boolean; view: number; digest: string | null; committedBy: string[]; reason: 'committed' | 'too_many_faulty' | 'no_quorum' };
}

export interface PbftOptions {
  validators: readonly string[];
  /** The faulty (Byzantine) validator, if any. */
  faulty?: string | null;
  /** How it misbehaves; drawn from the seed when omitted. */
  behaviour?: FaultyBehaviour;
  /** The block's hash being agreed on. */
  digest: string;
  seed: number;
  /** View changes tried before giving up (default n). */
  maxViews?: number;
}

const FORGED = (digest: string) => `forged:${digest.slice(0, 8)}`;

/**
 * One PBFT agreement: pre-prepare from the view's primary (validators[view mod n]), all-to-all prepare, then
 * all-to-all commit; a validator prepares or commits on `quorum` matching votes, its own included. A faulty
 * primary equivocates (sends a forged digest to some replicas) or stays silent, so no quorum forms and the
 * honest validators move to the next view; a faulty backup is silent or votes for a forged digest and is outvoted.
 * Simplified for teaching: view-change certificates are not modelled, the next primary proposes the same block again.
 */
export function simulatePbft(options: PbftOptions): PbftSimulation {
  const validators = [...options.validators];
  const n = validators.length;
  if (n === 0 || new Set(validators).size !== n) throw new Error('PBFT needs distinct validators');
  const f = pbftFaultTolerance(n);
  const quorum = pbftQuorum(n);
  const random = seededRandom(options.seed);
  const faulty = options.faulty && validators.includes(options.faulty) ? options.faulty : null;
  const behaviour: FaultyBehaviour | null = faulty ? (options.behaviour ?? (random() < 0.5 ? 'silent' : 'conflicting')) : null;
  const honest = validators.filter((v) => v !== faulty);
  const maxViews = options.maxViews ?? n;
  const rounds: PbftRound[] = [];
  const faultyCount = faulty ? 1 : 0;

  for (let view = 0; view < maxViews; view += 1) {
    const primary = validators[view % n]!;
    const messages: PbftMessage[] = [];
    // What each validator believes the proposal is after the pre-prepare (null: none received).
    const proposal = new Map<string, string | null>();
    const primaryFaulty = primary === faulty;
    // An equivocating primary tells a seeded half of the replicas a forged digest.
    const forgedFor = new Set(primaryFaulty && behaviour === 'conflicting' ? shuffled(validators.filter((v) => v !== primary), random).slice(0, Math.ceil((n - 1) / 2)) : []);
    proposal.set(primary, options.digest);
    for (const to of shuffled(validators.filter((v) => v !== primary), random)) {
      if (primaryFaulty && behaviour === 'silent') {
        proposal.set(to, null);
        continue;
      }
      const digest = forgedFor.has(to) ? FORGED(options.digest) : options.digest;
      proposal.set(to, digest);
      messages.push({ phase: 'pre-prepare', view, from: primary, to, digest, faulty: primaryFaulty });
    }

    // Votes a validator sends in a phase: honest ones vote for what they hold; the faulty backup is silent or forges.
    const voteOf = (from: string, holds: string | null): string | null => {
      if (from === faulty && !primaryFaulty) return behaviour === 'silent' ? null : FORGED(options.digest);
      return holds;
    };
    const broadcast = (phase: 'prepare' | 'commit', holds: (v: string) => string | null): Map<string, Map<string, number>> => {
      // received[to][digest] = matching votes, the receiver's own vote included.
      const received = new Map(validators.map((v) => [v, new Map<string, number>()]));
      const count = (to: string, digest: string) => received.get(to)!.set(digest, (received.get(to)!.get(digest) ?? 0) + 1);
      for (const from of shuffled(validators, random)) {
        const digest = voteOf(from, holds(from));
        if (digest === null) continue;
        count(from, digest);
        for (const to of validators) if (to !== from) {
          messages.push({ phase, view, from, to, digest, faulty: from === faulty });
          count(to, digest);
        }
      }
      return received;
    };
    const reached = (received: Map<string, Map<string, number>>, v: string, digest: string | null) => digest !== null && (received.get(v)!.get(digest) ?? 0) >= quorum;

    // The primary's pre-prepare stands for its prepare (PBFT: the primary does not send a separate prepare).
    const prepares = broadcast('prepare', (v) => (v === primary ? null : proposal.get(v) ?? null));
    if (!(primaryFaulty && behaviour === 'silent')) {
      for (const v of validators) if (v !== primary) {
        const digest = primaryFaulty ? (forgedFor.has(v) ? FORGED(options.digest) : options.digest) : options.digest;
        prepares.get(v)!.set(digest, (prepares.get(v)!.get(digest) ?? 0) + 1);
      }
      prepares.get(primary)!.set(options.digest, (prepares.get(primary)!.get(options.digest) ?? 0) + 1);
    }
    const prepared = honest.filter((v) => reached(prepares, v, proposal.get(v) ?? null));
    const commits = broadcast('commit', (v) => (prepared.includes(v) ? proposal.get(v) ?? null : null));
    const committed = honest.filter((v) => prepared.includes(v) && reached(commits, v, proposal.get(v) ?? null));
    rounds.push({ view, primary, messages, prepared, committed });
    if (committed.length > 0) {
      return { n, f, quorum, faulty, behaviour, rounds, outcome: { decided: true, view, digest: proposal.get(committed[0]!) ?? null, committedBy: committed, reason: 'committed' } };
    }
    // No decision: every honest validator asks for the next view.
    for (const from of honest) for (const to of validators) if (to !== from) messages.push({ phase: 'view-change', view: view + 1, from, to, digest: '', faulty: false });
  }
  return { n, f, quorum, faulty, behaviour, rounds, outcome: { decided: false, view: maxViews - 1, digest: null, committedBy: [], reason: faultyCount > f ? 'too_many_faulty' : 'no_quorum' } };
}

export type RaftEventKind = 'timeout' | 'request_vote' | 'vote' | 'leader' | 'append_entries' | 'ack' | 'commit';

export interface RaftEvent {
  /** Simulated milliseconds since the start. */
  at: number;
  kind: RaftEventKind;
  term: number;
  from: string;
  to?: string;
  /** The log index an append, ack or commit is about (1-based). */
  index?: number;
  entry?: string;
  granted?: boolean;
}

export interface RaftSimulation {
  majority: number;
  crashed: string[];
  events: RaftEvent[];
  outcome: { leader: string | null; term: number; commitIndex: number; committed: string[]; reason: 'committed' | 'no_majority' };
}

export interface RaftOptions {
  nodes: readonly string[];
  /** Log entries to replicate (e.g. block hashes). */
  entries: readonly string[];
  seed: number;
  /** Nodes that are down (they neither time out nor answer). */
  crashed?: readonly string[];
}

/**
 * One Raft term: the live node with the shortest seeded election timeout (150–300 ms) becomes candidate, asks
 * for votes, and leads on a majority (⌊n/2⌋ + 1, its own vote included); the leader then replicates each entry
 * with AppendEntries and commits it once a majority holds it. Crashed nodes never answer; without a live
 * majority there is no leader and nothing commits.
 */
export function simulateRaft(options: RaftOptions): RaftSimulation {
  const nodes = [...options.nodes];
  if (nodes.length === 0 || new Set(nodes).size !== nodes.length) throw new Error('Raft needs distinct nodes');
  const crashed = nodes.filter((node) => options.crashed?.includes(node));
  const live = nodes.filter((node) => !crashed.includes(node));
  const majority = Math.floor(nodes.length / 2) + 1;
  const random = seededRandom(options.seed);
  const timeouts = new Map(nodes.map((node) => [node, 150 + Math.floor(random() * 150)]));
  const latency = () => 5 + Math.floor(random() * 20);
  const events: RaftEvent[] = [];
  const term = 1;
  const candidate = [...live].sort((a, b) => timeouts.get(a)! - timeouts.get(b)! || nodes.indexOf(a) - nodes.indexOf(b))[0];
  if (candidate === undefined) return { majority, crashed, events, outcome: { leader: null, term: 0, commitIndex: 0, committed: [], reason: 'no_majority' } };

  let now = timeouts.get(candidate)!;
  events.push({ at: now, kind: 'timeout', term, from: candidate });
  let votes = 1;
  let elected = now;
  for (const to of nodes.filter((node) => node !== candidate)) {
    const sent = now;
    events.push({ at: sent, kind: 'request_vote', term, from: candidate, to });
    if (crashed.includes(to)) continue;
    const answered = sent + latency();
    events.push({ at: answered, kind: 'vote', term, from: to, to: candidate, granted: true });
    votes += 1;
    if (votes === majority) elected = answered;
  }
  if (votes < majority) return { majority, crashed, events: sortEvents(events), outcome: { leader: null, term, commitIndex: 0, committed: [], reason: 'no_majority' } };
  now = elected;
  events.push({ at: now, kind: 'leader', term, from: candidate });

  const committed: string[] = [];
  options.entries.forEach((entry, i) => {
    const index = i + 1;
    const start = now + 10;
    let acks = 1;
    let commitAt = start;
    for (const to of nodes.filter((node) => node !== candidate)) {
      events.push({ at: start, kind: 'append_entries', term, from: candidate, to, index, entry });
      if (crashed.includes(to)) continue;
      const acked = start + latency();
      events.push({ at: acked, kind: 'ack', term, from: to, to: candidate, index });
      acks += 1;
      if (acks === majority) commitAt = acked;
    }
    if (acks >= majority) {
      events.push({ at: commitAt, kind: 'commit', term, from: candidate, index, entry });
      committed.push(entry);
      now = commitAt;
    }
  });
  return { majority, crashed, events: sortEvents(events), outcome: { leader: candidate, term, commitIndex: committed.length, committed, reason: 'committed' } };
}

/** In time order; ties keep the order they were produced in (Array.prototype.sort is stable). */
function sortEvents(events: RaftEvent[]): RaftEvent[] {
  return [...events].sort((a, b) => a.at - b.at);
}
