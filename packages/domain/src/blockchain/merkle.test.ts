import { sha256Hex } from './crypto.js';
import { MERKLE_EMPTY_ROOT, merkleParent, merkleProof, merkleRoot, verifyMerkleProof } from './merkle.js';

const leaf = (n: number) => sha256Hex(`tx-${n}`);
const leaves = (count: number) => Array.from({ length: count }, (_, i) => leaf(i));

describe('merkleRoot', () => {
  it('is the leaf itself for one leaf and 64 zeros for none', () => {
    expect(merkleRoot([leaf(0)])).toBe(leaf(0));
    expect(merkleRoot([])).toBe(MERKLE_EMPTY_ROOT);
  });

  it('hashes the two leaves together for two', () => {
    expect(merkleRoot(leaves(2))).toBe(merkleParent(leaf(0), leaf(1)));
  });

  it('duplicates the last hash of an odd level (3 leaves)', () => {
    const expected = merkleParent(merkleParent(leaf(0), leaf(1)), merkleParent(leaf(2), leaf(2)));
    expect(merkleRoot(leaves(3))).toBe(expected);
    // That is why a block may not list a transaction twice: [0,1,2] and [0,1,2,2] share the root.
    expect(merkleRoot([...leaves(3), leaf(2)])).toBe(expected);
  });

  it('builds 7 leaves by the same rule, level by level', () => {
    const l = leaves(7);
    const p = (a: string, b: string) => merkleParent(a, b);
    const level1 = [p(l[0]!, l[1]!), p(l[2]!, l[3]!), p(l[4]!, l[5]!), p(l[6]!, l[6]!)];
    const level2 = [p(level1[0]!, level1[1]!), p(level1[2]!, level1[3]!)];
    expect(merkleRoot(l)).toBe(p(level2[0]!, level2[1]!));
  });

  it('is the SHA-256 of the two 32-byte children (not of their hex text)', () => {
    const a = '00'.repeat(32);
    const b = 'ff'.repeat(32);
    // sha256 of 32 zero bytes followed by 32 0xff bytes, computed independently of merkleParent.
    const bytes = new Uint8Array(64).fill(0xff, 32);
    expect(merkleParent(a, b)).toBe(sha256Hex(bytes));
    expect(merkleParent(a, b)).not.toBe(sha256Hex(a + b));
  });

  it('refuses a leaf that is not a digest', () => {
    expect(() => merkleRoot(['abc'])).toThrow();
  });
});

describe('merkleProof and verifyMerkleProof', () => {
  it.each([1, 2, 3, 7])('proves every leaf of %i leaves, step by step', (count) => {
    const l = leaves(count);
    const root = merkleRoot(l);
    for (let index = 0; index < count; index += 1) {
      const proof = merkleProof(l, index);
      expect(proof.root).toBe(root);
      expect(proof.steps).toHaveLength(Math.ceil(Math.log2(count)));
      const result = verifyMerkleProof(proof, root);
      expect(result.valid).toBe(true);
      expect(result.computedRoot).toBe(root);
      // Each step starts where the previous one ended.
      result.steps.forEach((step, i) => expect(step.input).toBe(i === 0 ? l[index] : result.steps[i - 1]!.output));
    }
  });

  it('puts the sibling on the correct side', () => {
    const l = leaves(7);
    expect(merkleProof(l, 0).steps.map((s) => s.position)).toEqual(['right', 'right', 'right']);
    expect(merkleProof(l, 5).steps.map((s) => s.position)).toEqual(['left', 'right', 'left']);
    // Leaf 6 is paired with its own duplicate.
    expect(merkleProof(l, 6).steps[0]).toEqual({ sibling: l[6], position: 'right' });
  });

  it('refuses a wrong proof: another leaf, a changed sibling, a flipped side, another root', () => {
    const l = leaves(7);
    const root = merkleRoot(l);
    const proof = merkleProof(l, 3);
    expect(verifyMerkleProof({ ...proof, leaf: leaf(99) }, root).valid).toBe(false);
    const changed = { ...proof, steps: proof.steps.map((s, i) => (i === 1 ? { ...s, sibling: leaf(42) } : s)) };
    expect(verifyMerkleProof(changed, root).valid).toBe(false);
    const flipped = { ...proof, steps: proof.steps.map((s, i) => (i === 0 ? { ...s, position: s.position === 'left' ? ('right' as const) : ('left' as const) } : s)) };
    expect(verifyMerkleProof(flipped, root).valid).toBe(false);
    expect(verifyMerkleProof(proof, merkleRoot(leaves(6))).valid).toBe(false);
    expect(verifyMerkleProof({ ...proof, steps: [{ sibling: 'nothex', position: 'left' }] }, root).valid).toBe(false);
  });

  it('refuses an index out of range', () => {
    expect(() => merkleProof(leaves(3), 3)).toThrow(RangeError);
  });
});
