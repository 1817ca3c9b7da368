export { ConsensusPlayer, CONSENSUS_SPEEDS } from './ConsensusPlayer';
export type { ConsensusPlayerProps } from './ConsensusPlayer';
export { consensusPlayerLabelsEnUS, defaultConsensusPlayerLabels } from './consensusPlayerLabels';
export type { ConsensusPlayerLabels } from './consensusPlayerLabels';
export type { ConsensusEvent, ConsensusNode, ConsensusProtocol } from './types';
