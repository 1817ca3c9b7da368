// Components of the blockchain lab (issue 11), each in its own folder under src/blockchain/, exported by name.
// They take plain view models: the lab maps its ledger onto them.
export { BlockChainView, blockChainViewLabelsEnUS, defaultBlockChainViewLabels } from './BlockChainView';
export type { BlockChainViewLabels, BlockChainViewProps, ChainBlockStatus, ChainBlockView, ChainLinkStatus } from './BlockChainView';
export { MerkleProofView, defaultMerkleProofViewLabels, merkleProofViewLabelsEnUS } from './MerkleProofView';
export type { MerkleLeaf, MerkleProofStep, MerkleProofViewLabels, MerkleProofViewProps } from './MerkleProofView';
export { CONSENSUS_SPEEDS, ConsensusPlayer, consensusPlayerLabelsEnUS, defaultConsensusPlayerLabels } from './ConsensusPlayer';
export type { ConsensusEvent, ConsensusNode, ConsensusPlayerLabels, ConsensusPlayerProps, ConsensusProtocol } from './ConsensusPlayer';
export { TransactionForm, defaultTransactionFormLabels, transactionFormLabelsEnUS } from './TransactionForm';
export type {
  TransactionFieldType,
  TransactionFormField,
  TransactionFormLabels,
  TransactionFormProps,
  TransactionFormStep,
  TransactionFormValues,
  TransactionOrganization,
} from './TransactionForm';
export { BlocksTable, blocksTableLabelsEnUS, defaultBlocksTableLabels } from './BlocksTable';
export type { BlocksTableLabels, BlocksTableProps } from './BlocksTable';
export { TransactionsTable, defaultTransactionsTableLabels, transactionsTableLabelsEnUS } from './TransactionsTable';
export type { LedgerTransactionView, TransactionsTableLabels, TransactionsTableProps } from './TransactionsTable';
export { AccountsTable, accountsTableLabelsEnUS, defaultAccountsTableLabels } from './AccountsTable';
export type { AccountsTableLabels, AccountsTableProps, LedgerAccountView } from './AccountsTable';
export { AssetHistory, assetHistoryLabelsEnUS, defaultAssetHistoryLabels } from './AssetHistory';
export type { AssetHistoryEntry, AssetHistoryLabels, AssetHistoryProps } from './AssetHistory';
