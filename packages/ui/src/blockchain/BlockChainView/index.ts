export { BlockChainView } from './BlockChainView';
export type { BlockChainViewProps } from './BlockChainView';
export { blockChainViewLabelsEnUS, defaultBlockChainViewLabels } from './blockChainViewLabels';
export type { BlockChainViewLabels } from './blockChainViewLabels';
export type { ChainBlockStatus, ChainBlockView, ChainLinkStatus } from './types';
