/** One organization's account as the explorer lists it. */
export interface LedgerAccountView {
  id: string;
  organization: string;
  /** Its type in words (核心企业, 商业银行…). */
  type: string;
  /** Whether it validates blocks (a consensus node). */
  validator: boolean;
  /** In 分. */
  balance: number;
  /** The credit line granted to it, in 分. */
  credit: number;
}
