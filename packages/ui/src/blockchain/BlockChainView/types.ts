/** A block's state: as mined, changed after the fact (its hash no longer matches), being mined, or mined again after a tamper. */
export type ChainBlockStatus = 'valid' | 'broken' | 'mining' | 'repaired';
/** Whether a block's previous-hash matches the hash of the block before it. */
export type ChainLinkStatus = 'valid' | 'broken';

/** One block as BlockChainView shows it; the lab maps its ledger onto this. */
export interface ChainBlockView {
  height: number;
  /** Full hex hash (shortened on the card; full on hover and focus). Empty while mining. */
  hash: string;
  prevHash: string;
  merkleRoot: string;
  /** The nonce; for a mining block, the one being tried now (the live counter). */
  nonce: number;
  /** The node (organization) that produced the block. */
  proposer: string;
  /** Formatted by the app (`YYYY-MM-DD HH:mm`). */
  time: string;
  txCount: number;
  status: ChainBlockStatus;
  /** The link from the previous block to this one (ignored for the first block shown). */
  linkStatus: ChainLinkStatus;
}
