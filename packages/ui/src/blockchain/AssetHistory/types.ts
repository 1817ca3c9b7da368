/** One state an asset reached, with the transaction that moved it there. */
export interface AssetHistoryEntry {
  /** The state in words (已背书). */
  state: string;
  /** The transition in words (背书); the first entry's is the issuing one (签发). */
  transition: string;
  /** The organization that made it. */
  by: string;
  txId: string;
  /** The block holding the transaction, or null while it waits in the mempool. */
  blockHeight: number | null;
  /** Formatted by the app (`YYYY-MM-DD HH:mm`). */
  time: string;
}
