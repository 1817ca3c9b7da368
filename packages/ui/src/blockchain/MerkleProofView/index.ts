export { MerkleProofView } from './MerkleProofView';
export type { MerkleLeaf, MerkleProofStep, MerkleProofViewProps } from './MerkleProofView';
export { defaultMerkleProofViewLabels, merkleProofViewLabelsEnUS } from './merkleProofViewLabels';
export type { MerkleProofViewLabels } from './merkleProofViewLabels';
