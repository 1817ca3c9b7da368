// The ledger's cryptography: SHA-256 and ECDSA on secp256k1 from the audited @noble libraries (nothing hand-rolled),
// the same code in the browser, in the lab's Web Worker and on the server. Keys, hashes and signatures travel as
// lower-case hex so they can be stored, shown and compared as plain strings.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex as nobleBytesToHex, hexToBytes as nobleHexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export interface KeyPair {
  /** 32-byte secret scalar, 64 hex digits. */
  privateKey: string;
  /** Compressed SEC1 public key (33 bytes), 66 hex digits. */
  publicKey: string;
}

const HEX = /^(?:[0-9a-f]{2})*$/;

export function bytesToHex(bytes: Uint8Array): string {
  return nobleBytesToHex(bytes);
}

/** Hex to bytes; refuses odd lengths and non-hex digits rather than guessing. */
export function hexToBytes(hex: string): Uint8Array {
  const lower = hex.toLowerCase();
  if (!HEX.test(lower)) throw new Error(`not a hex string: ${hex.slice(0, 16)}`);
  return nobleHexToBytes(lower);
}

export function isHex(value: string, bytes?: number): boolean {
  return HEX.test(value) && (bytes === undefined || value.length === bytes * 2);
}

/** SHA-256 of a UTF-8 string or of bytes, as 64 hex digits. */
export function sha256Hex(data: string | Uint8Array): string {
  return bytesToHex(sha256(typeof data === 'string' ? utf8ToBytes(data) : data));
}

/** The compressed public key of a private key (hex). */
export function publicKeyOf(privateKey: string): string {
  return bytesToHex(secp256k1.getPublicKey(hexToBytes(privateKey), true));
}

export function isValidPrivateKey(privateKey: string): boolean {
  return isHex(privateKey, 32) && secp256k1.utils.isValidSecretKey(hexToBytes(privateKey));
}

/**
 * A key pair. With a seed (e.g. "case-12/org-3"), the same pair every time: the private key is
 * SHA-256("finedu-ledger-key:" + seed), re-hashed with a counter in the (≈2⁻¹²⁸) case that it falls outside
 * [1, n). Without a seed, a random key from the platform's CSPRNG (noble uses crypto.getRandomValues).
 * Seeded keys are for demos and tests only: anyone who knows the seed knows the key.
 */
export function generateKeyPair(seed?: string): KeyPair {
  let secret: Uint8Array;
  if (seed === undefined) {
    secret = secp256k1.utils.randomSecretKey();
  } else {
    let counter = 0;
    secret = sha256(utf8ToBytes(`finedu-ledger-key:${seed}`));
    while (!secp256k1.utils.isValidSecretKey(secret)) {
      counter += 1;
      secret = sha256(utf8ToBytes(`finedu-ledger-key:${seed}:${counter}`));
    }
  }
  const privateKey = bytesToHex(secret);
  return { privateKey, publicKey: publicKeyOf(privateKey) };
}

/**
 * Signs a 32-byte digest (64 hex digits) — a transaction id is the digest of its canonical form — with RFC 6979
 * deterministic nonces and low-S normalization (as Bitcoin). Answers the compact signature r‖s, 128 hex digits.
 */
export function signDigest(digestHex: string, privateKey: string): string {
  if (!isHex(digestHex, 32)) throw new Error('a digest is 32 bytes (64 hex digits)');
  return bytesToHex(secp256k1.sign(hexToBytes(digestHex), hexToBytes(privateKey), { prehash: false, lowS: true }));
}

/** Signs a message: SHA-256 of its bytes (UTF-8 for a string), then {@link signDigest}. */
export function signMessage(message: string | Uint8Array, privateKey: string): string {
  return signDigest(sha256Hex(message), privateKey);
}

/**
 * Verifications already made, by signature, digest and key (the whole input, so a hit is the same answer): a
 * chain is re-checked on every read and every grade, and a tamper-lab copy lists the same transactions again,
 * yet each signature costs secp256k1 once (about a millisecond). Bounded; the oldest answer goes first.
 */
const VERIFIED_CAPACITY = 8192;
const verified = new Map<string, boolean>();

/** Whether `signature` (compact hex) is a valid low-S signature of the digest by `publicKey`; never throws. */
export function verifyDigest(signature: string, digestHex: string, publicKey: string): boolean {
  if (!isHex(signature, 64) || !isHex(digestHex, 32) || !(isHex(publicKey, 33) || isHex(publicKey, 65))) return false;
  const key = `${signature}|${digestHex}|${publicKey}`;
  const known = verified.get(key);
  if (known !== undefined) return known;
  let ok: boolean;
  try {
    ok = secp256k1.verify(hexToBytes(signature), hexToBytes(digestHex), hexToBytes(publicKey), { prehash: false, lowS: true });
  } catch {
    ok = false;
  }
  if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
  verified.set(key, ok);
  return ok;
}

export function verifyMessage(signature: string, message: string | Uint8Array, publicKey: string): boolean {
  return verifyDigest(signature, sha256Hex(message), publicKey);
}
