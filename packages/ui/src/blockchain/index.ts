// Components of the blockchain lab (issue 11), each in its own folder under src/blockchain/, exported by name.
// They take plain view models: the lab maps its ledger onto them.
export { BlockChainView, blockChainViewLabelsEnUS, defaultBlockChainViewLabels } from './BlockChainView';
export type { BlockChainViewLabels, BlockChainViewProps, ChainBlockStatus, ChainBlockView, ChainLinkStatus } from './BlockChainView';
export { MerkleProofView, defaultMerkleProofViewLabels, merkleProofViewLabelsEnUS } from './MerkleProofView';
export type { MerkleLeaf, MerkleProofStep, MerkleProofViewLabels, MerkleProofViewProps } from './MerkleProofView';
export { CONSENSUS_SPEEDS, ConsensusPlayer, consensusPlayerLabelsEnUS, defaultConsensusPlayerLabels } from './ConsensusPlayer';
export type { ConsensusEvent, ConsensusNode, ConsensusPlayerLabels, ConsensusPlayerProps, ConsensusProtocol } from './ConsensusPlayer';
