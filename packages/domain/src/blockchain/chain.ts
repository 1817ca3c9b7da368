// Blocks, proof of work, chain validation and the tamper lab's repair.
// A block's hash is the SHA-256 of the canonical JSON of its header; its transactions are bound to it through
// the Merkle root of their ids. Proof of work: the hash starts with `difficulty` zero hex digits.
import { canonicalJson } from './canonical.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { bytesToHex, sha256Hex } from './crypto.js';
import { merkleRoot } from './merkle.js';
import { checkTransaction, signTransaction, transactionId, type Transaction, type TransactionCheck } from './transaction.js';

export const GENESIS_PREV_HASH = '0'.repeat(64);
/** Difficulties beyond this would take a browser minutes per block; the lab keeps to 0–MAX_DIFFICULTY. */
export const MAX_DIFFICULTY = 6;

export interface BlockHeader {
  height: number;
  prev_hash: string;
  merkle_root: string;
  /** Epoch milliseconds. */
  timestamp: number;
  nonce: number;
  /** The organization key (or validator) that proposed or mined the block. */
  proposer: string;
  /** Leading zero hex digits the hash must have. */
  difficulty: number;
}

export interface Block extends BlockHeader {
  tx_ids: string[];
  hash: string;
}

export function headerOf(block: BlockHeader): BlockHeader {
  const { height, prev_hash, merkle_root, timestamp, nonce, proposer, difficulty } = block;
  return { height, prev_hash, merkle_root, timestamp, nonce, proposer, difficulty };
}

export function hashBlock(header: BlockHeader): string {
  return sha256Hex(canonicalJson(headerOf(header)));
}

export function meetsDifficulty(hash: string, difficulty: number): boolean {
  return difficulty <= 0 || hash.startsWith('0'.repeat(difficulty));
}

function assertDifficulty(difficulty: number): void {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY) throw new RangeError(`difficulty must be an integer 0–${MAX_DIFFICULTY}`);
}

/**
 * The header's canonical text split around the nonce (keys sort as difficulty, height, merkle_root, nonce,
 * prev_hash, proposer, timestamp), so the search hashes the part before the nonce once and only the nonce and
 * the rest each try (SHA-256 midstate; about twice as fast). Same bytes as canonicalJson(header).
 */
function nonceHasher(header: BlockHeader): (nonce: number) => Uint8Array {
  const text = canonicalJson({ ...headerOf(header), nonce: 0 });
  const marker = '"nonce":0,';
  const at = text.indexOf(marker);
  const before = sha256.create().update(utf8ToBytes(text.slice(0, at + '"nonce":'.length)));
  const after = text.slice(at + marker.length - 1);
  return (nonce) => before.clone().update(utf8ToBytes(String(nonce) + after)).digest();
}

/** Whether a digest starts with `difficulty` zero hex digits, checked on the bytes. */
function digestMeets(digest: Uint8Array, difficulty: number): boolean {
  const whole = difficulty >> 1;
  for (let i = 0; i < whole; i += 1) if (digest[i] !== 0) return false;
  return difficulty % 2 === 0 || digest[whole]! < 16;
}

export interface MiningProgress {
  tries: number;
  nonce: number;
  /** The latest hash tried (for the visible nonce search). */
  hash: string;
  elapsedMs: number;
  hashesPerSecond: number;
}

export interface MiningOptions {
  /** Called every `progressEvery` tries (default 1000). */
  onProgress?: (progress: MiningProgress) => void;
  progressEvery?: number;
  /** Give up after this many tries (default 50 million). */
  maxTries?: number;
  /** Stops the (asynchronous) search between two batches. */
  signal?: AbortSignal;
  /** Monotonic clock in ms for the rate (default performance.now, else Date.now). */
  now?: () => number;
  /** How the asynchronous search pauses between batches (default a zero timeout; a server may pass setImmediate). */
  pause?: () => Promise<void>;
}

export type MiningResult =
  | { ok: true; block: BlockHeader & { hash: string }; tries: number; elapsedMs: number; hashesPerSecond: number }
  | { ok: false; reason: 'aborted' | 'max_tries'; tries: number; elapsedMs: number; hashesPerSecond: number };

const defaultNow = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** One search for a nonce, either synchronously or yielding to the event loop between batches. */
function* search(header: BlockHeader, difficulty: number, options: MiningOptions): Generator<MiningProgress, MiningResult, void> {
  assertDifficulty(difficulty);
  const now = options.now ?? defaultNow;
  const every = Math.max(1, options.progressEvery ?? 1000);
  const maxTries = options.maxTries ?? 50_000_000;
  const hashOf = nonceHasher({ ...header, difficulty });
  const started = now();
  const rate = (tries: number, elapsed: number) => (elapsed > 0 ? Math.round((tries * 1000) / elapsed) : 0);
  let nonce = Number.isSafeInteger(header.nonce) && header.nonce >= 0 ? header.nonce : 0;
  for (let tries = 1; tries <= maxTries; tries += 1, nonce += 1) {
    const digest = hashOf(nonce);
    if (digestMeets(digest, difficulty)) {
      const elapsedMs = now() - started;
      return { ok: true, block: { ...headerOf(header), difficulty, nonce, hash: bytesToHex(digest) }, tries, elapsedMs, hashesPerSecond: rate(tries, elapsedMs) };
    }
    if (tries % every === 0) {
      const elapsedMs = now() - started;
      yield { tries, nonce, hash: bytesToHex(digest), elapsedMs, hashesPerSecond: rate(tries, elapsedMs) };
      if (options.signal?.aborted) return { ok: false, reason: 'aborted', tries, elapsedMs, hashesPerSecond: rate(tries, elapsedMs) };
    }
  }
  const elapsedMs = now() - started;
  return { ok: false, reason: 'max_tries', tries: maxTries, elapsedMs, hashesPerSecond: rate(maxTries, elapsedMs) };
}

/** Proof of work, synchronously (the server, tests, a Web Worker that needs no abort). Starts from header.nonce. */
export function mineBlockSync(header: BlockHeader, difficulty: number, options: MiningOptions = {}): MiningResult {
  if (options.signal?.aborted) return { ok: false, reason: 'aborted', tries: 0, elapsedMs: 0, hashesPerSecond: 0 };
  const run = search(header, difficulty, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    options.onProgress?.(step.value);
  }
}

/**
 * Proof of work that yields to the event loop after each progress report, so `signal` (or a worker's "stop"
 * message) can interrupt it and a page stays responsive.
 */
export async function mineBlock(header: BlockHeader, difficulty: number, options: MiningOptions = {}): Promise<MiningResult> {
  if (options.signal?.aborted) return { ok: false, reason: 'aborted', tries: 0, elapsedMs: 0, hashesPerSecond: 0 };
  const run = search(header, difficulty, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    options.onProgress?.(step.value);
    await (options.pause ? options.pause() : new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

function minedOrThrow(result: MiningResult): BlockHeader & { hash: string } {
  if (!result.ok) throw new Error(`mining stopped: ${result.reason} after ${result.tries} tries`);
  return result.block;
}

/** The first block of a case's chain: no transactions, previous hash 64 zeros, mined at the case's difficulty. */
export function createGenesisBlock(options: { timestamp?: number; proposer?: string; difficulty?: number } = {}): Block {
  const header = genesisHeader(options);
  return { ...minedOrThrow(mineBlockSync(header, header.difficulty)), tx_ids: [] };
}

/** The same genesis block, mined yielding to the event loop (`pause`) every `progressEvery` tries (default 1000). */
export async function createGenesisBlockAsync(
  options: { timestamp?: number; proposer?: string; difficulty?: number } & Pick<MiningOptions, 'progressEvery' | 'pause'> = {},
): Promise<Block> {
  const header = genesisHeader(options);
  const mining: MiningOptions = { progressEvery: options.progressEvery ?? 1000, ...(options.pause ? { pause: options.pause } : {}) };
  return { ...minedOrThrow(await mineBlock(header, header.difficulty, mining)), tx_ids: [] };
}

function genesisHeader(options: { timestamp?: number; proposer?: string; difficulty?: number }): BlockHeader {
  return {
    height: 0,
    prev_hash: GENESIS_PREV_HASH,
    merkle_root: merkleRoot([]),
    timestamp: options.timestamp ?? 0,
    nonce: 0,
    proposer: options.proposer ?? 'genesis',
    difficulty: options.difficulty ?? 0,
  };
}

/** The unmined header of the block that would carry `txs` on top of `parent`. */
export function nextBlockHeader(parent: Pick<Block, 'height' | 'hash'>, txs: readonly Transaction[], options: { timestamp: number; proposer: string; difficulty: number }): BlockHeader {
  return {
    height: parent.height + 1,
    prev_hash: parent.hash,
    merkle_root: merkleRoot(txs.map((tx) => tx.id)),
    timestamp: options.timestamp,
    nonce: 0,
    proposer: options.proposer,
    difficulty: options.difficulty,
  };
}

/** Builds and mines (synchronously) the next block; for the server and tests with small difficulties. */
export function appendBlock(parent: Block, txs: readonly Transaction[], options: { timestamp: number; proposer: string; difficulty: number; maxTries?: number }): Block {
  const header = nextBlockHeader(parent, txs, options);
  const mined = minedOrThrow(mineBlockSync(header, options.difficulty, { maxTries: options.maxTries }));
  return { ...mined, tx_ids: txs.map((tx) => tx.id) };
}

export type BlockProblem = 'hash_mismatch' | 'broken_link' | 'bad_height' | 'merkle_mismatch' | 'pow_missing' | 'missing_tx' | 'duplicate_tx' | 'too_many_tx' | 'bad_signature' | 'parent_invalid';

export interface BlockCheck {
  height: number;
  /** The hash the block claims. */
  hash: string;
  /** The hash of its header with the Merkle root of its transactions as they stand now. */
  computedHash: string;
  hashOk: boolean;
  /** prev_hash equals the previous block's computed hash (and the height follows it). */
  linkOk: boolean;
  merkleOk: boolean;
  /** The computed hash meets the block's difficulty, and that difficulty is at least the chain's. */
  powOk: boolean;
  /** Every listed transaction exists, appears once in the chain, its id matches its content and its signature verifies. */
  signaturesOk: boolean;
  /** All of the above, and no more transactions than the case allows a block. */
  valid: boolean;
  /** This block and every block before it are valid: a node accepts the chain up to here. */
  chainOk: boolean;
  problems: BlockProblem[];
  transactions: (TransactionCheck & { found: boolean })[];
}

export interface ChainValidation {
  valid: boolean;
  blocks: BlockCheck[];
  /** Height of the first invalid block, or null. */
  firstInvalidHeight: number | null;
}

function indexTransactions(txs: Iterable<Transaction> | ReadonlyMap<string, Transaction>): ReadonlyMap<string, Transaction> {
  if (txs instanceof Map) return txs as ReadonlyMap<string, Transaction>;
  const map = new Map<string, Transaction>();
  for (const tx of txs as Iterable<Transaction>) map.set(tx.id, tx);
  return map;
}

/**
 * Checks every block of a chain (genesis first) against the transactions as stored (looked up by the ids the
 * blocks list). A tampered old transaction fails its signature check, changes its block's Merkle root and
 * so its hash (hash and usually proof of work fail), breaks the next block's link, and every later block is
 * `chainOk: false` because it builds on an invalid one.
 * `difficulty`: the chain's required difficulty (so a forger cannot lower it); default each block's own.
 * `maxTxPerBlock`: the case's transactions per block, when blocks may not carry more.
 * A transaction listed twice (in one block or in two) is a replay and makes the later block invalid.
 */
export function validateChain(blocks: readonly Block[], txs: Iterable<Transaction> | ReadonlyMap<string, Transaction>, options: { difficulty?: number; maxTxPerBlock?: number } = {}): ChainValidation {
  const byId = indexTransactions(txs);
  const checks: BlockCheck[] = [];
  const seen = new Set<string>();
  // A transaction listed again (a replay, or a copy that repeats one) is checked once.
  const checked = new Map<Transaction, TransactionCheck>();
  const check = (tx: Transaction): TransactionCheck => {
    let result = checked.get(tx);
    if (result === undefined) {
      result = checkTransaction(tx);
      checked.set(tx, result);
    }
    return result;
  };
  let previous: { height: number; computedHash: string; chainOk: boolean } | null = null;
  for (const block of blocks) {
    const problems: BlockProblem[] = [];
    let duplicate = false;
    const transactions = block.tx_ids.map((id) => {
      if (seen.has(id)) duplicate = true;
      seen.add(id);
      const tx = byId.get(id);
      if (!tx) return { id, computedId: id, idOk: false, signatureOk: false, valid: false, found: false };
      return { ...check(tx), found: true };
    });
    const computedRoot = merkleRoot(transactions.map((t) => (t.computedId === '' ? t.id : t.computedId)));
    const merkleOk = computedRoot === block.merkle_root;
    const computedHash = hashBlock({ ...block, merkle_root: computedRoot });
    const hashOk = computedHash === block.hash;
    const heightOk: boolean = previous === null ? block.height === 0 : block.height === previous.height + 1;
    const linkOk: boolean = heightOk && (previous === null ? block.prev_hash === GENESIS_PREV_HASH : block.prev_hash === previous.computedHash);
    const powOk = block.difficulty >= (options.difficulty ?? 0) && meetsDifficulty(computedHash, block.difficulty);
    const tooMany = options.maxTxPerBlock !== undefined && block.tx_ids.length > options.maxTxPerBlock;
    const signaturesOk = !duplicate && transactions.every((t) => t.valid);
    if (!hashOk) problems.push('hash_mismatch');
    if (!heightOk) problems.push('bad_height');
    else if (!linkOk) problems.push('broken_link');
    if (!merkleOk) problems.push('merkle_mismatch');
    if (!powOk) problems.push('pow_missing');
    if (transactions.some((t) => !t.found)) problems.push('missing_tx');
    if (duplicate) problems.push('duplicate_tx');
    if (tooMany) problems.push('too_many_tx');
    if (transactions.some((t) => t.found && !t.valid)) problems.push('bad_signature');
    const valid: boolean = hashOk && linkOk && merkleOk && powOk && signaturesOk && !tooMany;
    const chainOk: boolean = valid && (previous === null || previous.chainOk);
    if (valid && !chainOk) problems.push('parent_invalid');
    checks.push({ height: block.height, hash: block.hash, computedHash, hashOk, linkOk, merkleOk, powOk, signaturesOk, valid, chainOk, problems, transactions });
    previous = { height: block.height, computedHash, chainOk };
  }
  const firstInvalid = checks.find((check) => !check.chainOk);
  return { valid: firstInvalid === undefined, blocks: checks, firstInvalidHeight: firstInvalid?.height ?? null };
}

export interface RepairResult {
  blocks: Block[];
  transactions: Transaction[];
  /** Hashes tried in all. */
  tries: number;
  /** Ids of transactions re-signed with a key from `keys`; a tampered one whose key is unknown stays invalid. */
  resigned: string[];
}

interface RepairOptions {
  difficulty?: number;
  keys?: Readonly<Record<string, string>>;
  /** Tries for one block (default 50 million). */
  maxTries?: number;
  /** Tries for all the blocks together: past it the repair stops with an error. */
  maxTotalTries?: number;
}

/** The repair as steps: it yields after each signature and every `every` hashes (the async form pauses there). */
function* repairSteps(blocks: readonly Block[], txs: Iterable<Transaction> | ReadonlyMap<string, Transaction>, height: number, options: RepairOptions, every: number): Generator<void, RepairResult, void> {
  const byId = indexTransactions(txs);
  const transactions = new Map(byId);
  const resigned: string[] = [];
  const out: Block[] = [];
  let tries = 0;
  for (const block of blocks) {
    if (block.height < height) {
      out.push(block);
      continue;
    }
    const blockTxs: Transaction[] = [];
    for (const id of block.tx_ids) {
      const tx = byId.get(id);
      if (!tx) throw new Error(`block ${block.height} lists an unknown transaction ${id}`);
      const computedId = transactionId(tx);
      if (computedId === tx.id) {
        blockTxs.push(tx);
        continue;
      }
      const key = options.keys?.[tx.signer];
      const { id: _oldId, signature, ...content } = tx;
      const fixed = key ? signTransaction(content, key) : { ...content, id: computedId, signature };
      if (key) resigned.push(fixed.id);
      transactions.delete(id);
      transactions.set(fixed.id, fixed);
      blockTxs.push(fixed);
      if (key) yield;
    }
    const parent = out[out.length - 1];
    const difficulty = options.difficulty ?? block.difficulty;
    const header: BlockHeader = {
      ...headerOf(block),
      prev_hash: parent ? parent.hash : GENESIS_PREV_HASH,
      merkle_root: merkleRoot(blockTxs.map((tx) => tx.id)),
      nonce: 0,
      difficulty,
    };
    const left = options.maxTotalTries === undefined ? Infinity : options.maxTotalTries - tries;
    if (left <= 0) throw new Error(`mining stopped: max_tries after ${tries} tries`);
    const run = search(header, difficulty, { maxTries: Math.min(options.maxTries ?? 50_000_000, left), progressEvery: every });
    let step = run.next();
    while (!step.done) {
      yield;
      step = run.next();
    }
    tries += step.value.tries;
    out.push({ ...minedOrThrow(step.value), tx_ids: blockTxs.map((tx) => tx.id) });
  }
  return { blocks: out, transactions: [...transactions.values()], tries, resigned };
}

/**
 * Re-mines the chain from `height` on, as an attacker (or the lab's student) would: the transactions of those
 * blocks get the ids of their current content (re-signed when `keys` holds the signer's private key, by public
 * key), each block its new Merkle root, the previous block's new hash and a new nonce. Blocks before `height`
 * are kept as they are. Synchronous; with the lab's difficulties (1–4) it takes milliseconds to a second.
 */
export function repairFrom(blocks: readonly Block[], txs: Iterable<Transaction> | ReadonlyMap<string, Transaction>, height: number, options: RepairOptions = {}): RepairResult {
  const run = repairSteps(blocks, txs, height, options, 1_000_000);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/**
 * The same repair, pausing (`pause`, default a zero timeout) after each signature and every `every` hashes
 * (default 1000), so a server's event loop or a page keeps answering while it runs.
 */
export async function repairFromAsync(
  blocks: readonly Block[],
  txs: Iterable<Transaction> | ReadonlyMap<string, Transaction>,
  height: number,
  options: RepairOptions & { every?: number; pause?: () => Promise<void> } = {},
): Promise<RepairResult> {
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const run = repairSteps(blocks, txs, height, options, Math.max(1, options.every ?? 1000));
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    await pause();
  }
}
