import type { ConsensusProtocol } from './types';

/** Every visible string of ConsensusPlayer; zh-CN by default, the app passes its translations. */
export interface ConsensusPlayerLabels {
  protocol: Record<ConsensusProtocol, string>;
  /** Phase names by key (pre-prepare, prepare, commit, election, append, mining…); unknown keys show as given. */
  phase: Record<string, string>;
  /** Message kinds by key (vote, request-vote, append-entries, try, found…); unknown keys show as given. */
  kind: Record<string, string>;
  /** The lanes' column heading. */
  node: string;
  faulty: string;
  /** A message to every node. */
  toAll: string;
  ok: string;
  rejected: string;
  /** A phase's progress: "3/4 通过（需 3）". */
  votes: (ok: number, total: number, quorum: number | null) => string;
  /** "第 5/20 步". */
  position: (step: number, total: number) => string;
  /** Before the first event. */
  notStarted: string;
  /** The current event in words: "准备：节点 2 → 全体，通过". */
  describe: (phase: string, kind: string, from: string, to: string | null, outcome: string) => string;
  play: string;
  pause: string;
  step: string;
  back: string;
  restart: string;
  speed: string;
  controls: string;
  empty: string;
}

export const defaultConsensusPlayerLabels: ConsensusPlayerLabels = {
  protocol: { pbft: 'PBFT 共识', raft: 'Raft 共识', pow: '工作量证明（PoW）' },
  phase: {
    request: '请求',
    'pre-prepare': '预准备',
    prepare: '准备',
    commit: '提交',
    reply: '回复',
    election: '领导者选举',
    append: '日志复制',
    mining: '挖矿',
    found: '出块',
  },
  kind: {
    request: '请求',
    'pre-prepare': '预准备',
    prepare: '准备',
    commit: '提交',
    reply: '回复',
    timeout: '超时',
    'request-vote': '请求投票',
    vote: '投票',
    leader: '当选领导者',
    'append-entries': '追加日志',
    ack: '确认',
    try: '尝试 nonce',
    found: '找到 nonce',
    broadcast: '广播区块',
    accept: '接受区块',
  },
  node: '节点',
  faulty: '故障节点',
  toAll: '全体',
  ok: '通过',
  rejected: '未通过',
  votes: (ok, total, quorum) => (quorum === null ? `${ok}/${total} 通过` : `${ok}/${total} 通过（需 ${quorum}）`),
  position: (step, total) => `第 ${step}/${total} 步`,
  notStarted: '尚未开始，点击“播放”或“下一步”。',
  describe: (phase, kind, from, to, outcome) => `${phase}：${from} ${kind}${to ? ` → ${to}` : ''}，${outcome}`,
  play: '播放',
  pause: '暂停',
  step: '下一步',
  back: '上一步',
  restart: '从头开始',
  speed: '速度',
  controls: '播放控制',
  empty: '这一轮还没有共识事件',
};

export const consensusPlayerLabelsEnUS: ConsensusPlayerLabels = {
  protocol: { pbft: 'PBFT consensus', raft: 'Raft consensus', pow: 'Proof of work (PoW)' },
  phase: {
    request: 'Request',
    'pre-prepare': 'Pre-prepare',
    prepare: 'Prepare',
    commit: 'Commit',
    reply: 'Reply',
    election: 'Leader election',
    append: 'Log replication',
    mining: 'Mining',
    found: 'Block found',
  },
  kind: {
    request: 'request',
    'pre-prepare': 'pre-prepare',
    prepare: 'prepare',
    commit: 'commit',
    reply: 'reply',
    timeout: 'timeout',
    'request-vote': 'request vote',
    vote: 'vote',
    leader: 'becomes leader',
    'append-entries': 'append entries',
    ack: 'ack',
    try: 'try nonce',
    found: 'nonce found',
    broadcast: 'broadcast block',
    accept: 'accept block',
  },
  node: 'Node',
  faulty: 'Faulty',
  toAll: 'all',
  ok: 'ok',
  rejected: 'rejected',
  votes: (ok, total, quorum) => (quorum === null ? `${ok}/${total} ok` : `${ok}/${total} ok (needs ${quorum})`),
  position: (step, total) => `Step ${step} of ${total}`,
  notStarted: 'Not started: press “Play” or “Step”.',
  describe: (phase, kind, from, to, outcome) => `${phase}: ${from} ${kind}${to ? ` → ${to}` : ''}, ${outcome}`,
  play: 'Play',
  pause: 'Pause',
  step: 'Step',
  back: 'Back',
  restart: 'Restart',
  speed: 'Speed',
  controls: 'Playback',
  empty: 'This round has no consensus events yet',
};
