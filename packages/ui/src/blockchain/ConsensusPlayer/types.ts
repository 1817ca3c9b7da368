export type ConsensusProtocol = 'pbft' | 'raft' | 'pow';

/** One node (an organization of the case) with its lane. */
export interface ConsensusNode {
  id: string;
  name: string;
  /** Its role in words, e.g. "主节点" / "leader" / "follower" (shown under the name). */
  role?: string;
  /** A faulty (Byzantine or crashed) node: marked on its lane. */
  faulty?: boolean;
}

/** One event of the round, in order. */
export interface ConsensusEvent {
  /** Logical time (tick) of the event. */
  t: number;
  /** The phase key (pre-prepare, prepare, commit, election, append, mining…): one column each. */
  phase: string;
  /** The node that sends or acts. */
  from: string;
  /** The receiving node's id, `'*'` for every node, or absent for a local action (a nonce try). */
  to?: string;
  /** The message kind key (prepare, vote, append-entries, try, found…). */
  kind: string;
  /** Whether it counted (a valid vote, an accepted entry, a hash under the target). */
  ok: boolean;
  /** A short extra, e.g. "nonce 1024", "term 2", "0000a3f9…". */
  detail?: string;
}
