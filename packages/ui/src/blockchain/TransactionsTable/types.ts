/** One transaction as the explorer lists it; the lab maps its ledger onto this. */
export interface LedgerTransactionView {
  /** The transaction id (a hex hash; shortened in the table, full in its title). */
  id: string;
  /** The block it is in, or null while it waits in the mempool. */
  blockHeight: number | null;
  /** The signing organization. */
  from: string;
  /** The action in words (背书). */
  action: string;
  /** The asset it moves (票据 BILL-001). */
  asset: string;
  /** In 分; null when the action moves no money. */
  amount: number | null;
  /** Whether its signature verifies against the signer's public key. */
  signatureValid: boolean;
  /** Formatted by the app (`YYYY-MM-DD HH:mm`). */
  time?: string;
}
