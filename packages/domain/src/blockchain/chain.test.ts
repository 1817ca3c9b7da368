import { canonicalJson } from './canonical.js';
import { generateKeyPair, sha256Hex } from './crypto.js';
import {
  GENESIS_PREV_HASH,
  appendBlock,
  createGenesisBlock,
  hashBlock,
  meetsDifficulty,
  mineBlock,
  mineBlockSync,
  nextBlockHeader,
  repairFrom,
  validateChain,
  type Block,
  type BlockHeader,
} from './chain.js';
import { merkleRoot } from './merkle.js';
import { checkTransaction, signTransaction, tamperTransaction, transactionId, type Transaction } from './transaction.js';

const core = generateKeyPair('test/core');
const bank = generateKeyPair('test/bank');
const KEYS = { [core.publicKey]: core.privateKey, [bank.publicKey]: bank.privateKey };

function tx(n: number, signer = core): Transaction {
  return signTransaction({ from: signer === core ? 'core' : 'bank', action: 'transfer', asset: 'AR-1', fields: { amount: 100_000 * n, to: 'tier1' }, timestamp: 1_700_000_000_000 + n, signer: signer.publicKey }, signer.privateKey);
}

/** A chain of `count` blocks after genesis, two transactions each, difficulty 2. */
function buildChain(count: number): { blocks: Block[]; txs: Transaction[] } {
  const blocks = [createGenesisBlock({ timestamp: 1_700_000_000_000, difficulty: 2 })];
  const txs: Transaction[] = [];
  for (let i = 1; i <= count; i += 1) {
    const batch = [tx(2 * i), tx(2 * i + 1, bank)];
    txs.push(...batch);
    blocks.push(appendBlock(blocks[blocks.length - 1]!, batch, { timestamp: 1_700_000_000_000 + i * 1000, proposer: 'bank', difficulty: 2 }));
  }
  return { blocks, txs };
}

describe('transactions', () => {
  it('have the id of their canonical content and a signature that verifies', () => {
    const t = tx(1);
    expect(t.id).toBe(sha256Hex(canonicalJson({ action: 'transfer', asset: 'AR-1', fields: { amount: 100_000, to: 'tier1' }, from: 'core', signer: core.publicKey, timestamp: 1_700_000_000_001 })));
    expect(checkTransaction(t)).toMatchObject({ idOk: true, signatureOk: true, valid: true });
  });

  it('fail when tampered, when the signature is forged or signed by another key', () => {
    const t = tx(1);
    expect(checkTransaction(tamperTransaction(t, { amount: 999_999 }))).toMatchObject({ idOk: false, signatureOk: false, valid: false });
    expect(checkTransaction({ ...t, signature: tx(2).signature }).signatureOk).toBe(false);
    // Claiming the bank signed what the core enterprise's key signed.
    const claimed = { ...t, signer: bank.publicKey };
    expect(checkTransaction({ ...claimed, id: transactionId(claimed) }).signatureOk).toBe(false);
  });

  it('refuses float amounts when computing the id', () => {
    expect(() => transactionId({ ...tx(1), fields: { amount: 10.5 } })).toThrow();
    expect(checkTransaction({ ...tx(1), fields: { amount: 10.5 } }).valid).toBe(false);
  });
});

describe('the same bytes everywhere', () => {
  // Pinned from a run of the built package in plain node (packages/domain/dist); this suite runs the sources under
  // jsdom, so equal values show the browser-side and the server-side encodings agree. A change here breaks every
  // stored chain: change it on purpose only.
  const ONE = '0000000000000000000000000000000000000000000000000000000000000001';
  const pinned = { from: 'core', action: 'confirm', asset: 'AR-001', fields: { note: '确认应付 ✓', amount: 100_000_000 }, timestamp: 1_764_000_000_000, signer: '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798' };

  it('encodes, hashes, signs and mines a fixed transaction to the pinned values', () => {
    expect(canonicalJson(pinned)).toBe('{"action":"confirm","asset":"AR-001","fields":{"amount":100000000,"note":"确认应付 ✓"},"from":"core","signer":"0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798","timestamp":1764000000000}');
    const signed = signTransaction(pinned, ONE);
    expect(signed.id).toBe('64d2cb6ffe40c4decba55e8fd1dce088a4cffc6daf384b927570054eb2dcede0');
    expect(signed.signature).toBe('2b58600f2fd5853ad4154505034bf438b2ae0943061cb1871392dcf1b483236c484f078ab04fdf79e19e67feaaa9eacb3a366fb7ace5b1083112dc5f97f5377b');
    const mined = mineBlockSync({ height: 1, prev_hash: GENESIS_PREV_HASH, merkle_root: merkleRoot([signed.id]), timestamp: 1_764_000_000_000, nonce: 0, proposer: 'core', difficulty: 2 }, 2);
    expect(mined.ok && [mined.block.nonce, mined.block.hash]).toEqual([358, '0006e1ec15ed1e56b989e0b3b7e187e9a7182605764e4e2fe75ee4f3991b11b6']);
  });
});

describe('proof of work', () => {
  const header: BlockHeader = { height: 1, prev_hash: GENESIS_PREV_HASH, merkle_root: merkleRoot([tx(1).id]), timestamp: 1, nonce: 0, proposer: 'core', difficulty: 0 };

  it.each([1, 2, 3])('finds a nonce for difficulty %i whose hash is the header hash', (difficulty) => {
    const result = mineBlockSync(header, difficulty);
    if (!result.ok) throw new Error('not mined');
    expect(result.block.hash).toBe(hashBlock(result.block));
    expect(result.block.hash.startsWith('0'.repeat(difficulty))).toBe(true);
    expect(result.block.difficulty).toBe(difficulty);
    expect(result.tries).toBe(result.block.nonce + 1);
    // The first nonce that works: none before it meets the difficulty.
    for (let nonce = 0; nonce < result.block.nonce; nonce += 1) expect(meetsDifficulty(hashBlock({ ...header, difficulty, nonce }), difficulty)).toBe(false);
  });

  it('reports progress and stops at maxTries', () => {
    const seen: number[] = [];
    const result = mineBlockSync(header, 6, { maxTries: 2500, progressEvery: 1000, onProgress: (p) => seen.push(p.tries) });
    expect(result).toMatchObject({ ok: false, reason: 'max_tries', tries: 2500 });
    expect(seen).toEqual([1000, 2000]);
  });

  it('can be aborted while it runs asynchronously', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const result = await mineBlock(header, 6, {
      progressEvery: 500,
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p.tries);
        if (p.tries >= 1500) controller.abort();
      },
    });
    expect(result).toMatchObject({ ok: false, reason: 'aborted', tries: 1500 });
    expect(progress).toEqual([500, 1000, 1500]);
  });

  it('mines asynchronously to the same block as synchronously', async () => {
    const a = await mineBlock(header, 2, { progressEvery: 10 });
    expect(a).toEqual(expect.objectContaining({ ok: true }));
    expect(a.ok && a.block).toEqual(mineBlockSync(header, 2).ok && (mineBlockSync(header, 2) as { block: unknown }).block);
  });

  it('refuses an impossible difficulty', () => {
    expect(() => mineBlockSync(header, 7)).toThrow(RangeError);
    expect(() => mineBlockSync(header, -1)).toThrow(RangeError);
  });

  it('measures the hash rate in node (logged for the report)', () => {
    const result = mineBlockSync(header, 6, { maxTries: 20_000 });
    expect(result.tries).toBeGreaterThan(0);
    console.log(`proof of work: ${result.hashesPerSecond} hashes/s over ${result.tries} tries`);
  });
});

describe('validateChain', () => {
  it('accepts an honest chain', () => {
    const { blocks, txs } = buildChain(4);
    const result = validateChain(blocks, txs, { difficulty: 2 });
    expect(result.valid).toBe(true);
    expect(result.firstInvalidHeight).toBeNull();
    expect(result.blocks.map((b) => b.problems)).toEqual([[], [], [], [], []]);
    expect(blocks[0]!.prev_hash).toBe(GENESIS_PREV_HASH);
    expect(blocks[1]!.prev_hash).toBe(blocks[0]!.hash);
  });

  it('marks the tampered block and every later block invalid', () => {
    const { blocks, txs } = buildChain(4);
    const victim = blocks[2]!.tx_ids[0]!;
    const tampered = txs.map((t) => (t.id === victim ? tamperTransaction(t, { amount: 1 }) : t));
    const result = validateChain(blocks, tampered, { difficulty: 2 });
    expect(result.valid).toBe(false);
    expect(result.firstInvalidHeight).toBe(2);
    const [b0, b1, b2, b3, b4] = result.blocks;
    expect(b0!.chainOk && b1!.chainOk).toBe(true);
    expect(b2).toMatchObject({ hashOk: false, merkleOk: false, signaturesOk: false, valid: false, chainOk: false });
    expect(b2!.transactions[0]).toMatchObject({ found: true, idOk: false, signatureOk: false });
    expect(b2!.transactions[1]).toMatchObject({ valid: true });
    expect(b3).toMatchObject({ linkOk: false, chainOk: false });
    expect(b3!.problems).toContain('broken_link');
    expect(b4).toMatchObject({ valid: true, chainOk: false, problems: ['parent_invalid'] });
  });

  it('detects a forged signature, a missing or duplicated transaction and a lowered difficulty', () => {
    const { blocks, txs } = buildChain(2);
    const forged = txs.map((t, i) => (i === 0 ? { ...t, signature: txs[1]!.signature } : t));
    expect(validateChain(blocks, forged).blocks[1]!.problems).toEqual(['bad_signature']);
    expect(validateChain(blocks, txs.slice(1)).blocks[1]!.problems).toContain('missing_tx');
    const dup = blocks.map((b) => (b.height === 1 ? { ...b, tx_ids: [...b.tx_ids, b.tx_ids[1]!] } : b));
    expect(validateChain(dup, txs).blocks[1]!.problems).toContain('duplicate_tx');
    // The same transaction again in a later block is a replay.
    const replayed = [...blocks, appendBlock(blocks[2]!, [txs[0]!], { timestamp: 9, proposer: 'x', difficulty: 2 })];
    expect(validateChain(replayed, txs).blocks[3]!.problems).toEqual(['duplicate_tx']);
    expect(validateChain(blocks, txs, { maxTxPerBlock: 1 }).blocks[1]!.problems).toEqual(['too_many_tx']);
    expect(validateChain(blocks, txs, { maxTxPerBlock: 2 }).valid).toBe(true);
    // A block mined at difficulty 0 cannot pass for a chain that requires 2.
    const easy = [blocks[0]!, appendBlock(blocks[0]!, [tx(9)], { timestamp: 5, proposer: 'x', difficulty: 0 })];
    expect(validateChain(easy, [tx(9)], { difficulty: 2 }).blocks[1]!.powOk).toBe(false);
    expect(validateChain(easy, [tx(9)]).valid).toBe(true);
  });

  it('detects an edited header (hash no longer matches) and a wrong height', () => {
    const { blocks, txs } = buildChain(2);
    const edited = blocks.map((b) => (b.height === 1 ? { ...b, proposer: 'mallory' } : b));
    expect(validateChain(edited, txs).blocks[1]!.problems).toContain('hash_mismatch');
    const skipped = [blocks[0]!, blocks[2]!];
    expect(validateChain(skipped, txs).blocks[1]!.problems).toContain('bad_height');
  });
});

describe('repairFrom', () => {
  function tamperedChain() {
    const { blocks, txs } = buildChain(4);
    const victim = blocks[2]!.tx_ids[1]!;
    return { blocks, victim, txs: txs.map((t) => (t.id === victim ? tamperTransaction(t, { amount: 7 }) : t)) };
  }

  it('re-mines from the tampered block on and re-signs with the known keys: the chain is valid again', () => {
    const { blocks, txs } = tamperedChain();
    const repaired = repairFrom(blocks, txs, 2, { keys: KEYS });
    expect(repaired.resigned).toHaveLength(1);
    expect(repaired.blocks.slice(0, 2)).toEqual(blocks.slice(0, 2));
    expect(repaired.blocks[2]!.hash).not.toBe(blocks[2]!.hash);
    expect(repaired.blocks[3]!.prev_hash).toBe(repaired.blocks[2]!.hash);
    expect(validateChain(repaired.blocks, repaired.transactions, { difficulty: 2 }).valid).toBe(true);
    expect(repaired.tries).toBeGreaterThanOrEqual(3);
  });

  it('without the signer key, re-mining fixes hashes, links and work but not the forged signature', () => {
    const { blocks, txs } = tamperedChain();
    const repaired = repairFrom(blocks, txs, 2);
    const result = validateChain(repaired.blocks, repaired.transactions, { difficulty: 2 });
    expect(result.firstInvalidHeight).toBe(2);
    expect(result.blocks[2]).toMatchObject({ hashOk: true, linkOk: true, merkleOk: true, powOk: true, signaturesOk: false });
    expect(result.blocks[3]).toMatchObject({ valid: true, chainOk: false });
  });

  it('leaves an intact chain unchanged below the height and valid above it', () => {
    const { blocks, txs } = buildChain(2);
    const repaired = repairFrom(blocks, txs, 1, { difficulty: 3 });
    expect(repaired.blocks.slice(1).every((b) => b.hash.startsWith('000'))).toBe(true);
    expect(validateChain(repaired.blocks, repaired.transactions).valid).toBe(true);
    expect(nextBlockHeader(blocks[2]!, [], { timestamp: 1, proposer: 'p', difficulty: 1 }).height).toBe(3);
  });
});
