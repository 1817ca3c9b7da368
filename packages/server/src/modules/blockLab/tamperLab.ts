// The tamper lab (issue 11): the browser sends a copy of the chain it edited; the server validates it as a node
// would and says where and why it rejects it; with `repair_from` it re-signs (as the organizations) and re-mines the
// copy from that height on. The stored chain never changes.
import { repairFromAsync, validateChain, type BlockLabBlockCheck, type BlockLabForkAnswer, type BlockLabForkInput, type PublishedBlockCaseDetail } from '@finedu/domain';
import type { z } from 'zod';
import { badRequest } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import { assertForkWithinLimits, pause, verifyInChunks } from './bounded.js';
import { PROBLEM_WORDS } from './ledger.js';

type ForkBody = z.output<typeof BlockLabForkInput>;

/** Re-mining in the tamper lab stays bounded: at most this many hashes in all (mined in chunks between pauses). */
const REPAIR_BUDGET = 4_000_000;
const MAX_REPAIR_DIFFICULTY = 5;

/**
 * `keyPairs`: the case's key pairs by organization key (organizationKeys), used only with `repair_from`. A copy
 * beyond FORK_LIMITS is refused; its signatures are verified (each distinct one once) in chunks, and a repair
 * re-signs and re-mines in chunks, so the event loop keeps answering other calls meanwhile.
 */
export async function checkFork(detail: PublishedBlockCaseDetail, body: ForkBody, keyPairs: ReadonlyMap<string, { publicKey: string; privateKey: string }>, locale: Locale): Promise<BlockLabForkAnswer> {
  assertForkWithinLimits(body);
  const options = { difficulty: detail.difficulty, maxTxPerBlock: detail.tx_per_block };
  const listed = new Map(body.transactions.map((tx) => [tx.id, tx]));
  await verifyInChunks(body.blocks.flatMap((b) => b.tx_ids.flatMap((id) => listed.get(id) ?? [])));
  const validation = validateChain(body.blocks, listed, options);
  const checks: BlockLabBlockCheck[] = validation.blocks.map((b) => ({
    height: b.height,
    hash: b.hash,
    computed_hash: b.computedHash,
    hash_ok: b.hashOk,
    link_ok: b.linkOk,
    merkle_ok: b.merkleOk,
    pow_ok: b.powOk,
    signatures_ok: b.signaturesOk,
    valid: b.valid,
    chain_ok: b.chainOk,
    problems: b.problems,
    bad_tx_ids: b.transactions.filter((t) => !t.valid).map((t) => t.id),
  }));
  const words = { zh: '', en: '' };
  const firstBad = validation.blocks.find((b) => !b.chainOk);
  if (!firstBad) {
    words.zh = `${body.blocks.length} 个区块全部有效`;
    words.en = `All ${body.blocks.length} blocks are valid`;
  } else {
    const after = validation.blocks.filter((b) => b.height > firstBad.height).length;
    const reasons = firstBad.problems.filter((p) => p !== 'parent_invalid');
    words.zh = `区块 #${firstBad.height} ${reasons.map((p) => PROBLEM_WORDS[p].zh).join('、')}`;
    words.en = `Block #${firstBad.height}: ${reasons.map((p) => PROBLEM_WORDS[p].en).join('; ')}`;
    if (after > 0) {
      words.zh += `，其后 ${after} 个区块建立在它之上，一并被拒绝`;
      words.en += `; the ${after} block${after === 1 ? '' : 's'} after it build${after === 1 ? 's' : ''} on it and ${after === 1 ? 'is' : 'are'} rejected too`;
    }
  }
  let repaired: BlockLabForkAnswer['repaired'] = null;
  if (body.repair_from !== undefined) {
    const from = body.repair_from;
    const count = body.blocks.filter((b) => b.height >= from).length;
    if (detail.difficulty > MAX_REPAIR_DIFFICULTY || count * 16 ** detail.difficulty > REPAIR_BUDGET) {
      throw badRequest('难度太高，服务器不能为这么多区块重新挖矿', 'The difficulty is too high for the server to re-mine that many blocks');
    }
    const keys: Record<string, string> = {};
    for (const pair of keyPairs.values()) keys[pair.publicKey] = pair.privateKey;
    let result;
    try {
      result = await repairFromAsync(body.blocks, listed, from, { difficulty: detail.difficulty, keys, maxTries: Math.min(REPAIR_BUDGET, 40 * 16 ** detail.difficulty), maxTotalTries: REPAIR_BUDGET, pause });
    } catch {
      throw badRequest('无法修复：区块列出了不存在的交易，或重新挖矿超出了尝试上限', 'Cannot repair: a block lists a missing transaction, or re-mining ran out of tries');
    }
    repaired = { blocks: result.blocks, transactions: result.transactions, resigned: result.resigned, tries: result.tries };
    await verifyInChunks(result.transactions);
    const ok = validateChain(result.blocks, result.transactions, options).valid;
    words.zh += `。从区块 #${from} 起重新签名 ${result.resigned.length} 笔交易并重新挖矿（共尝试 ${result.tries} 个哈希），修复后的副本${ok ? '通过' : '仍未通过'}节点验证`;
    words.en += `. Re-signed ${result.resigned.length} transaction${result.resigned.length === 1 ? '' : 's'} and re-mined from block #${from} (${result.tries} hashes tried); the repaired copy ${ok ? 'validates' : 'still does not validate'}`;
  }
  return {
    accepted: validation.valid,
    first_invalid_height: validation.firstInvalidHeight,
    blocks_checked: checks,
    message: words[locale],
    repaired,
  };
}
