/** Every visible string of MerkleProofView; zh-CN by default, the app passes its translations. */
export interface MerkleProofViewLabels {
  title: string;
  /** A leaf's accessible name: "交易 3：Tx-0003". */
  leaf: (index: number, label: string) => string;
  /** An inner node's accessible name: "第 2 层 节点 1". */
  node: (level: number, index: number) => string;
  root: string;
  /** Legend entries (each highlight also said in words). */
  legendLeaf: string;
  legendPath: string;
  legendSibling: string;
  /** The role of a highlighted node, read with its name. */
  roleLeaf: string;
  rolePath: string;
  roleSibling: string;
  /** A node's name with its highlight: "交易 3：Tx-0003（证明路径）". */
  withRole: (name: string, role: string) => string;
  /** Heading of the step list. */
  steps: string;
  /** "第 2 步，共 4 步". */
  stepOf: (step: number, total: number) => string;
  /** One step's line: H(left ‖ right) = result. */
  combine: string;
  expectedRoot: string;
  prev: string;
  next: string;
  /** Before a leaf is chosen. */
  pickLeaf: string;
  /** Before the first step. */
  notStarted: string;
  verdict: { pending: string; verified: string; failed: string };
  empty: string;
}

export const defaultMerkleProofViewLabels: MerkleProofViewLabels = {
  title: 'Merkle 证明',
  leaf: (index, label) => `交易 ${index + 1}：${label}`,
  node: (level, index) => `第 ${level} 层 节点 ${index + 1}`,
  root: 'Merkle 根',
  legendLeaf: '所选交易',
  legendPath: '证明路径（逐层计算）',
  legendSibling: '证明所需的兄弟哈希',
  roleLeaf: '所选交易',
  rolePath: '证明路径',
  roleSibling: '兄弟哈希',
  withRole: (name, role) => `${name}（${role}）`,
  steps: '逐步验证',
  stepOf: (step, total) => `第 ${step} 步，共 ${total} 步`,
  combine: 'SHA-256(左 ‖ 右)',
  expectedRoot: '区块中的 Merkle 根',
  prev: '上一步',
  next: '下一步',
  pickLeaf: '选择一笔交易，查看它的证明路径。',
  notStarted: '点击“下一步”开始验证。',
  verdict: { pending: '验证进行中', verified: '验证通过：算出的根与区块中的 Merkle 根一致', failed: '验证失败：算出的根与区块中的 Merkle 根不一致' },
  empty: '这个区块没有交易',
};

export const merkleProofViewLabelsEnUS: MerkleProofViewLabels = {
  title: 'Merkle proof',
  leaf: (index, label) => `Transaction ${index + 1}: ${label}`,
  node: (level, index) => `Level ${level}, node ${index + 1}`,
  root: 'Merkle root',
  legendLeaf: 'Chosen transaction',
  legendPath: 'Proof path (computed level by level)',
  legendSibling: 'Sibling hash the proof needs',
  roleLeaf: 'chosen transaction',
  rolePath: 'proof path',
  roleSibling: 'sibling hash',
  withRole: (name, role) => `${name} (${role})`,
  steps: 'Step-by-step verification',
  stepOf: (step, total) => `Step ${step} of ${total}`,
  combine: 'SHA-256(left ‖ right)',
  expectedRoot: 'Merkle root in the block',
  prev: 'Previous step',
  next: 'Next step',
  pickLeaf: 'Pick a transaction to see its proof path.',
  notStarted: 'Press “Next step” to start verifying.',
  verdict: { pending: 'Verifying', verified: 'Verified: the computed root matches the Merkle root in the block', failed: 'Failed: the computed root does not match the Merkle root in the block' },
  empty: 'This block has no transactions',
};
