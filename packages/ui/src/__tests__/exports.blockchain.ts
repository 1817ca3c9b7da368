/** Runtime names src/blockchain/index.ts exports (the exports test checks them). */
export const BLOCKCHAIN_EXPORTS: string[] = [
  'BlockChainView',
  'CONSENSUS_SPEEDS',
  'ConsensusPlayer',
  'MerkleProofView',
  'blockChainViewLabelsEnUS',
  'consensusPlayerLabelsEnUS',
  'defaultBlockChainViewLabels',
  'defaultConsensusPlayerLabels',
  'defaultMerkleProofViewLabels',
  'merkleProofViewLabelsEnUS',
];
