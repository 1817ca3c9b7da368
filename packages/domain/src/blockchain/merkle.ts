// Merkle trees over transaction ids (hex SHA-256 digests).
// Rules, as Bitcoin's except that the digest is one SHA-256 and hashes are not byte-reversed:
// - a parent is SHA-256(left bytes ‖ right bytes) of its two 32-byte children;
// - a level with an odd count pairs its last hash with itself (duplicate the last);
// - one leaf is its own root; no leaves give MERKLE_EMPTY_ROOT (64 zeros).
// Duplicating the last leaf lets [a, b, c] and [a, b, c, c] share a root (Bitcoin's CVE-2012-2459), so a block
// must never list one transaction twice: validateChain refuses duplicate ids.
import { bytesToHex, hexToBytes, isHex } from './crypto.js';
import { sha256 } from '@noble/hashes/sha2.js';

export const MERKLE_EMPTY_ROOT = '0'.repeat(64);

export interface MerkleProofStep {
  /** The sibling's hash at this level. */
  sibling: string;
  /** Where the sibling sits: `left` means parent = H(sibling ‖ current). */
  position: 'left' | 'right';
}

export interface MerkleProof {
  leaf: string;
  index: number;
  steps: MerkleProofStep[];
  root: string;
}

export interface MerkleVerifyStep extends MerkleProofStep {
  /** The hash going into this step (the leaf for the first). */
  input: string;
  /** H(left ‖ right) computed at this step. */
  output: string;
}

export interface MerkleVerification {
  valid: boolean;
  /** The root the proof leads to (the last output, or the leaf for a one-leaf tree). */
  computedRoot: string;
  steps: MerkleVerifyStep[];
}

/** The parent of two child hashes. */
export function merkleParent(left: string, right: string): string {
  const bytes = new Uint8Array(64);
  bytes.set(hexToBytes(left), 0);
  bytes.set(hexToBytes(right), 32);
  return bytesToHex(sha256(bytes));
}

function assertLeaves(leaves: readonly string[]): void {
  for (const leaf of leaves) if (!isHex(leaf, 32)) throw new Error(`a Merkle leaf is a 32-byte hex digest: ${leaf.slice(0, 16)}`);
}

/** Every level from the leaves (level 0) up to the root (last level, one hash). */
export function merkleLevels(leaves: readonly string[]): string[][] {
  assertLeaves(leaves);
  if (leaves.length === 0) return [[MERKLE_EMPTY_ROOT]];
  const levels: string[][] = [[...leaves]];
  let level = levels[0]!;
  while (level.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(merkleParent(level[i]!, level[i + 1] ?? level[i]!));
    levels.push(next);
    level = next;
  }
  return levels;
}

export function merkleRoot(leaves: readonly string[]): string {
  const levels = merkleLevels(leaves);
  return levels[levels.length - 1]![0]!;
}

/** The proof that the leaf at `index` is in the tree: its sibling at each level, bottom up. */
export function merkleProof(leaves: readonly string[], index: number): MerkleProof {
  if (!Number.isInteger(index) || index < 0 || index >= leaves.length) throw new RangeError(`no leaf ${index} among ${leaves.length}`);
  const levels = merkleLevels(leaves);
  const steps: MerkleProofStep[] = [];
  let position = index;
  for (const level of levels.slice(0, -1)) {
    const isRight = position % 2 === 1;
    const sibling = isRight ? level[position - 1]! : (level[position + 1] ?? level[position]!);
    steps.push({ sibling, position: isRight ? 'left' : 'right' });
    position = Math.floor(position / 2);
  }
  return { leaf: leaves[index]!, index, steps, root: levels[levels.length - 1]![0]! };
}

/**
 * Replays a proof from its leaf, step by step (each step's input and output, so a view can animate the path),
 * and answers whether it reaches `root` (the proof's own root when omitted — pass the block header's root to
 * check against the chain). Malformed hashes make the proof invalid rather than throw.
 */
export function verifyMerkleProof(proof: Pick<MerkleProof, 'leaf' | 'steps'>, root: string): MerkleVerification {
  const steps: MerkleVerifyStep[] = [];
  let current = proof.leaf;
  if (!isHex(current, 32)) return { valid: false, computedRoot: current, steps };
  for (const step of proof.steps) {
    if (!isHex(step.sibling, 32) || (step.position !== 'left' && step.position !== 'right')) return { valid: false, computedRoot: current, steps };
    const output = step.position === 'left' ? merkleParent(step.sibling, current) : merkleParent(current, step.sibling);
    steps.push({ ...step, input: current, output });
    current = output;
  }
  return { valid: current === root, computedRoot: current, steps };
}
