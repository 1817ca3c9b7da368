/** How a field of a step's form is typed and what it emits. */
export type TransactionFieldType =
  /** Typed in 元 with two decimals, shown with thousands separators; emitted as an integer number of 分. */
  | 'amount'
  /** yyyy-mm-dd, emitted as typed. */
  | 'date'
  /** One of the case's organizations, emitted as its id. */
  | 'org'
  /** Free text, emitted trimmed. */
  | 'text';

/** One field of a process step's form (from the case's business: amount, due date, debtor, creditor…). */
export interface TransactionFormField {
  /** The key in the emitted values and the transaction payload. */
  key: string;
  label: string;
  type: TransactionFieldType;
  required?: boolean;
  placeholder?: string;
  /** A hint under the control. */
  help?: string;
}

/** An organization (node) of the case, offered by 'org' fields. */
export interface TransactionOrganization {
  id: string;
  name: string;
  /** Its type in words (核心企业, 商业银行…). */
  type: string;
}

/** The process step the student performs now. */
export interface TransactionFormStep {
  /** Its position in the process (1-based), shown as "第 2 步". */
  order?: number;
  title: string;
  /** The organization that acts and signs, with its public key (hex). */
  actor: { name: string; type: string; publicKey: string };
  /** The action in words (背书). */
  action: string;
  /** The state-machine transition in words (已签发 → 已背书). */
  transition?: string;
  hint?: string;
  /** The asset's state once the transaction is accepted (已背书). */
  expectedState?: string;
}

/** The form's values: amounts in 分 (integers), dates yyyy-mm-dd, organizations by id, text trimmed. Empty fields are left out. */
export type TransactionFormValues = Record<string, string | number>;
