// A ledger transaction: one organization performs one transition of the case's business on one asset.
// Its id is the SHA-256 of the canonical JSON of everything but the id and the signature, and the signature is
// the signer's ECDSA signature of that id, so changing any field changes the id and breaks the signature.
import { canonicalJson } from './canonical.js';
import { sha256Hex, signDigest, verifyDigest } from './crypto.js';

/** A field value a transaction carries: amounts are integer 分, dates ISO strings ("2026-12-31"), orgs by key. */
export type TransactionFieldValue = string | number | boolean | null;

export interface UnsignedTransaction {
  /** The acting organization's key in the case. */
  from: string;
  /** The transition's name in the case's business (e.g. "issue", "endorse"). */
  action: string;
  /** The asset the transition moves (e.g. "AR-001"). */
  asset: string;
  fields: Record<string, TransactionFieldValue>;
  /** Epoch milliseconds. */
  timestamp: number;
  /** The signer's compressed public key (hex). */
  signer: string;
}

export interface Transaction extends UnsignedTransaction {
  /** SHA-256 of the canonical form of the other fields (64 hex). */
  id: string;
  /** Compact ECDSA signature (r‖s, 128 hex) of `id` by `signer`. */
  signature: string;
}

export interface TransactionCheck {
  id: string;
  /** The id recomputed from the transaction's content. */
  computedId: string;
  idOk: boolean;
  signatureOk: boolean;
  valid: boolean;
}

/** The id of a transaction's content (its id and signature, if present, are ignored). */
export function transactionId(tx: UnsignedTransaction): string {
  const { from, action, asset, fields, timestamp, signer } = tx;
  return sha256Hex(canonicalJson({ from, action, asset, fields, timestamp, signer }));
}

/** Builds and signs a transaction; the signer is the public key of `privateKey` unless given. */
export function signTransaction(tx: UnsignedTransaction, privateKey: string): Transaction {
  const id = transactionId(tx);
  return { ...tx, fields: { ...tx.fields }, id, signature: signDigest(id, privateKey) };
}

/** Whether the id matches the content and the signature is the signer's over that content. */
export function checkTransaction(tx: Transaction): TransactionCheck {
  let computedId: string;
  try {
    computedId = transactionId(tx);
  } catch {
    computedId = '';
  }
  const idOk = computedId !== '' && computedId === tx.id;
  // The signature is checked against the content's digest: a tampered copy that kept its old id and signature fails.
  const signatureOk = computedId !== '' && verifyDigest(tx.signature, computedId, tx.signer);
  return { id: tx.id, computedId, idOk, signatureOk, valid: idOk && signatureOk };
}

/** The tamper lab's edit: the same transaction with some fields changed, its stored id and signature left as they were. */
export function tamperTransaction(tx: Transaction, fields: Record<string, TransactionFieldValue>): Transaction {
  return { ...tx, fields: { ...tx.fields, ...fields } };
}
