// The blockchain lab (issue 11): a user's attempt at a published block case is a small chain the server keeps.
// The browser proposes (a transaction's fields, a block it mined, an edited copy for the tamper lab); the server
// signs with the organizations' keys (read through the case library's `organizationKeys` only), checks every
// transition, link, Merkle root, proof of work and signature, and grades the stored chain — a score cannot be
// forged from the browser.
//
// Who sees an attempt: its owner; the teachers of the owner's classes (classroom's `ownStudent` rule); the
// owner's college admin; the system admin. Anyone else gets "not found". Only the owner changes it.
import {
  BLOCK_LAB_LIMITS,
  applyTransition,
  checkTransaction,
  createGenesisBlockAsync,
  gradeAttempt,
  hashBlock,
  meetsDifficulty,
  nextBlockHeader,
  replayLedger,
  signTransaction,
  type Block,
  type BlockConsensus,
  type BlockLabAttempt,
  type BlockLabAttemptSummary,
  type BlockLabBlockInput,
  type BlockLabCaseList,
  type BlockLabForkAnswer,
  type BlockLabForkInput,
  type BlockLabStudents,
  type BlockLabStudentsQuery,
  type BlockLabTransactionInput,
  type BlockScenario,
  type PublishedBlockCaseDetail,
  type PublishedBlockCaseQuery,
  type Transaction,
} from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { BlockLabAttemptRow, UserRow } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../types.js';
import { organizationKeys } from '../blockCases/index.js';
import { BlockCasesService } from '../blockCases/index.js';
import { ownClassIds, ownStudent } from '../classroom/index.js';
import { teacherClasses } from '../classroom/index.js';
import { pause, verifyInChunks } from './bounded.js';
import { definitionOf, pendingLedger, PROBLEM_WORDS } from './ledger.js';
import * as repo from './repository.js';
import { checkFork } from './tamperLab.js';

type TransactionBody = z.output<typeof BlockLabTransactionInput>;
type BlockBody = z.output<typeof BlockLabBlockInput>;
type ForkBody = z.output<typeof BlockLabForkInput>;
type StudentsQuery = z.output<typeof BlockLabStudentsQuery>;
type CasesQuery = z.output<typeof PublishedBlockCaseQuery>;

export const attemptNotFound = () => notFound('实验记录不存在', 'Lab attempt not found');
const refuse = (message: { zh: string; en: string }) => new AppError(0, message);

function toSummary(a: repo.AttemptWithCase): BlockLabAttemptSummary {
  const { row } = a;
  return {
    id: row.id,
    case_id: row.caseId,
    case_title: a.caseTitle,
    scenario: a.scenario as BlockScenario,
    consensus: a.consensus as BlockConsensus,
    user_id: row.userId,
    status: row.status === 'completed' ? 'completed' : 'active',
    score: row.score,
    steps_done: row.stepsDone,
    step_count: a.stepCount,
    block_count: row.blockCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt === null ? null : row.completedAt.toISOString(),
  };
}

export class BlockLabService {
  private readonly cases: BlockCasesService;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {
    this.cases = new BlockCasesService(db);
  }

  // ------------------------------------------------------------------ access

  /** May the caller read this attempt? (owner, the owner's class teachers, college admin, system admin) */
  private async mayRead(caller: AuthUser, attempt: BlockLabAttemptRow): Promise<boolean> {
    if (attempt.userId === caller.id || caller.role === 'sys_admin') return true;
    if (caller.role === 'edu_admin') {
      const owner = await repo.findUser(this.db, attempt.userId);
      return caller.edu_id !== null && owner !== null && owner.deletedAt === null && owner.eduId === caller.edu_id;
    }
    if (caller.role === 'edu_teacher') {
      try {
        await ownStudent(this.db, caller, attempt.userId);
        return true;
      } catch {
        return false;
      }
    }
    return false;
  }

  private async readable(caller: AuthUser, id: number): Promise<BlockLabAttemptRow> {
    const attempt = await repo.findAttempt(this.db, id);
    if (attempt === null || !(await this.mayRead(caller, attempt))) throw attemptNotFound();
    return attempt;
  }

  /** The case of an attempt, as the lab reads it; an attempt whose case is no longer published is not found. */
  private async caseOf(caseId: number): Promise<PublishedBlockCaseDetail> {
    try {
      return await this.cases.getPublished(caseId);
    } catch {
      throw attemptNotFound();
    }
  }

  /**
   * Runs `work` holding the attempt's row; the attempt must be the caller's (a reader is refused, others: not found).
   * `prepare` runs first, outside the transaction, for the heavy part (signature checks, mining) in chunks that let
   * the event loop and the database serve others; `work` gets its result.
   */
  private async owned<T, P = undefined>(
    caller: AuthUser,
    id: number,
    work: (tx: Db, attempt: BlockLabAttemptRow, detail: PublishedBlockCaseDetail, prepared: P) => Promise<T>,
    prepare?: (attempt: BlockLabAttemptRow, detail: PublishedBlockCaseDetail) => Promise<P>,
  ): Promise<T> {
    const found = await repo.findAttempt(this.db, id);
    if (found === null) throw attemptNotFound();
    if (found.userId !== caller.id) {
      if (await this.mayRead(caller, found)) throw badRequest('只能查看他人的实验，不能修改', "You may look at another user's attempt but not change it");
      throw attemptNotFound();
    }
    const detail = await this.caseOf(found.caseId);
    const prepared = (prepare ? await prepare(found, detail) : undefined) as P;
    return this.db.transaction(async (tx) => {
      const attempt = await repo.lockAttempt(tx, id);
      if (attempt === null) throw attemptNotFound();
      return work(tx, attempt, detail, prepared);
    });
  }

  /** Verifies the attempt's stored transactions in chunks, so the checks made while holding its row are all known. */
  private async verifyStored(attempt: BlockLabAttemptRow): Promise<undefined> {
    await verifyInChunks((await repo.listTransactions(this.db, attempt.id)).map((s) => s.tx));
    return undefined;
  }

  // ------------------------------------------------------------------ answers

  private async answer(caller: AuthUser, id: number, detail?: PublishedBlockCaseDetail): Promise<BlockLabAttempt> {
    const found = await repo.attemptWithCase(this.db, id);
    if (found === null) throw attemptNotFound();
    const caseDetail = detail ?? (await this.caseOf(found.row.caseId));
    const [blocks, stored, owner] = await Promise.all([repo.listBlocks(this.db, id), repo.listTransactions(this.db, id), repo.findUser(this.db, found.row.userId)]);
    const definition = definitionOf(caseDetail);
    const chainTxs = stored.filter((s) => s.height !== null).map((s) => s.tx);
    await verifyInChunks(chainTxs);
    const replay = replayLedger(definition, { blocks, transactions: chainTxs });
    const grade = gradeAttempt(definition, { blocks, transactions: chainTxs });
    return {
      ...toSummary(found),
      user_name: owner?.name ?? '',
      case: caseDetail,
      blocks,
      transactions: stored.map((s) => s.tx),
      mempool: stored.filter((s) => s.height === null).map((s) => s.tx.id),
      ledger: { balances: replay.balances, assets: replay.assets },
      grade,
      read_only: found.row.userId !== caller.id,
    };
  }

  // ------------------------------------------------------------------ calls

  async listCases(caller: AuthUser, query: CasesQuery): Promise<BlockLabCaseList> {
    const page = await this.cases.listPublished(query);
    const attempts = await repo.attemptsAt(this.db, page.list.map((c) => c.id), [caller.id]);
    const byCase = new Map(attempts.map((a) => [a.row.caseId, toSummary(a)]));
    return { ...page, list: page.list.map((c) => ({ ...c, attempt: byCase.get(c.id) ?? null })) };
  }

  async myAttempts(caller: AuthUser): Promise<BlockLabAttemptSummary[]> {
    return (await repo.attemptsOfUser(this.db, caller.id)).map(toSummary);
  }

  /** The caller's attempt at a published case, created with its genesis block the first time. */
  async start(caller: AuthUser, caseId: number): Promise<BlockLabAttempt> {
    const detail = await this.cases.getPublished(caseId);
    const existing = await repo.findAttemptOf(this.db, caseId, caller.id);
    if (existing !== null) return this.answer(caller, existing.id, detail);
    const genesis = await this.genesis(detail);
    const id = await this.db.transaction(async (tx) => {
      const { id, created } = await repo.insertAttempt(tx, { caseId, userId: caller.id, eduId: caller.edu_id });
      if (created) await repo.insertBlock(tx, id, genesis);
      return id;
    });
    return this.answer(caller, id, detail);
  }

  /** Mined yielding to the event loop: at the highest difficulty a genesis block takes about a million hashes. */
  private genesis(detail: PublishedBlockCaseDetail): Promise<Block> {
    return createGenesisBlockAsync({ timestamp: this.clock.now().getTime(), proposer: 'genesis', difficulty: detail.difficulty, pause });
  }

  async get(caller: AuthUser, id: number): Promise<BlockLabAttempt> {
    await this.readable(caller, id);
    return this.answer(caller, id);
  }

  /** Acting as an organization: checked where the chain and the mempool leave the asset, signed with its key, queued. */
  async transact(caller: AuthUser, id: number, body: TransactionBody): Promise<BlockLabAttempt> {
    const detail = await this.owned(caller, id, async (tx, attempt, detail) => {
      const definition = definitionOf(detail);
      const org = definition.organizations.find((o) => o.key === body.actor);
      if (!org) throw refuse({ zh: `案例中没有机构“${body.actor}”`, en: `The case has no organization "${body.actor}"` });
      const [blocks, stored] = await Promise.all([repo.listBlocks(tx, attempt.id), repo.listTransactions(tx, attempt.id)]);
      if (stored.length >= BLOCK_LAB_LIMITS.transactions) {
        throw badRequest(`一次实验最多 ${BLOCK_LAB_LIMITS.transactions} 笔交易，请重置后重新开始`, `An attempt holds at most ${BLOCK_LAB_LIMITS.transactions} transactions: reset it to start over`);
      }
      const keys = (await organizationKeys(tx, detail.id)).get(org.key);
      if (!keys) throw refuse({ zh: `案例中没有机构“${body.actor}”`, en: `The case has no organization "${body.actor}"` });
      const { states, amounts, balances } = pendingLedger(definition, blocks, stored);
      const tip = blocks[blocks.length - 1]!;
      // The server's clock, never before the tip (a block's timestamp may not go back) nor a transaction's twin.
      let timestamp = Math.max(this.clock.now().getTime(), tip.timestamp);
      const ids = new Set(stored.map((s) => s.tx.id));
      const unsigned = { from: org.key, action: body.transition, asset: body.asset, fields: body.fields, timestamp, signer: keys.publicKey };
      // The business's rules first: an amount that is no whole number of fen (0.5, 1e300) is refused with its
      // reason before anything is signed (the canonical form has no floats).
      const result = applyTransition(states.get(body.asset) ?? definition.business.initial_state, unsigned, definition, amounts.get(body.asset));
      if (!result.ok) throw refuse(result.message);
      let signed: Transaction = signWith(unsigned, keys.privateKey);
      while (ids.has(signed.id)) {
        timestamp += 1;
        signed = signWith({ ...unsigned, timestamp }, keys.privateKey);
      }
      if (result.payment) {
        const { from, amount } = result.payment;
        const credit = definition.organizations.find((o) => o.key === from)?.credit ?? 0;
        if ((balances[from] ?? 0) + credit < amount) throw refuse({ zh: `${from} 的余额和授信不足以支付 ${amount} 分`, en: `${from} cannot pay ${amount} fen from its balance and credit` });
      }
      const seq = stored.reduce((max, s) => Math.max(max, s.seq), 0) + 1;
      await repo.insertTransaction(tx, attempt.id, seq, signed);
      await repo.updateAttempt(tx, attempt.id, {});
      return detail;
    }, (attempt) => this.verifyStored(attempt));
    return this.answer(caller, id, detail);
  }

  /** A block mined in the browser on the current tip, checked as a node would, appended, and the chain graded. */
  async submitBlock(caller: AuthUser, id: number, body: BlockBody): Promise<BlockLabAttempt> {
    const detail = await this.owned(caller, id, async (tx, attempt, detail) => {
      const definition = definitionOf(detail);
      const [blocks, stored] = await Promise.all([repo.listBlocks(tx, attempt.id), repo.listTransactions(tx, attempt.id)]);
      if (blocks.length >= BLOCK_LAB_LIMITS.blocks) {
        throw badRequest(`一条链最多 ${BLOCK_LAB_LIMITS.blocks} 个区块，请重置后重新开始`, `A chain holds at most ${BLOCK_LAB_LIMITS.blocks} blocks: reset it to start over`);
      }
      const tip = blocks[blocks.length - 1]!;
      const mempool = stored.filter((s) => s.height === null).map((s) => s.tx);
      if (mempool.length === 0) throw badRequest('交易池为空，没有可以打包的交易', 'The mempool is empty: there is nothing to put in a block');
      if (body.tx_ids.length > detail.tx_per_block) {
        throw badRequest(`每个区块最多 ${detail.tx_per_block} 笔交易`, `A block carries at most ${detail.tx_per_block} transactions`);
      }
      const wrong = body.tx_ids.findIndex((txId, i) => mempool[i]?.id !== txId);
      if (wrong >= 0) {
        throw badRequest(
          `区块必须按顺序打包交易池最前面的交易：第 ${wrong + 1} 笔应为 ${mempool[wrong]?.id.slice(0, 12) ?? '（无）'}…，而不是 ${body.tx_ids[wrong]!.slice(0, 12)}…`,
          `A block takes the mempool's first transactions in order: transaction ${wrong + 1} should be ${mempool[wrong]?.id.slice(0, 12) ?? '(none)'}…, not ${body.tx_ids[wrong]!.slice(0, 12)}…`,
        );
      }
      const proposer = definition.organizations.find((o) => o.key === body.proposer);
      if (!proposer) throw badRequest(`出块者“${body.proposer}”不是本案例的机构`, `The proposer "${body.proposer}" is no organization of the case`);
      if (definition.organizations.some((o) => o.validator) && !proposer.validator) {
        throw badRequest(`${proposer.name}不是验证节点，不能出块`, `${proposer.name} is not a validator and may not propose a block`);
      }
      const now = this.clock.now().getTime();
      if (Math.abs(body.timestamp - now) > BLOCK_LAB_LIMITS.clockSkewMs) {
        throw badRequest('区块时间戳与服务器时间相差超过 10 分钟', "The block's timestamp is more than 10 minutes away from the server's clock");
      }
      if (body.timestamp < tip.timestamp) throw badRequest(`区块时间戳早于链尾区块 #${tip.height}`, `The block's timestamp is earlier than the tip's (block #${tip.height})`);
      const txs = mempool.slice(0, body.tx_ids.length);
      const header = { ...nextBlockHeader(tip, txs, { timestamp: body.timestamp, proposer: body.proposer, difficulty: detail.difficulty }), nonce: body.nonce };
      const hash = hashBlock(header);
      if (hash !== body.hash) {
        throw badRequest(
          `区块哈希与服务器按链尾 #${tip.height}（${tip.hash.slice(0, 12)}…）重建的区块头不符：请在最新的链尾上重新挖矿`,
          `The block's hash does not match the header the server rebuilds on the tip #${tip.height} (${tip.hash.slice(0, 12)}…): mine again on the current tip`,
        );
      }
      if (!meetsDifficulty(hash, detail.difficulty)) {
        throw badRequest(`工作量证明不足：哈希须以 ${detail.difficulty} 个 0 开头`, `Not enough proof of work: the hash must start with ${detail.difficulty} zeros`);
      }
      const block: Block = { ...header, hash, tx_ids: txs.map((t) => t.id) };
      const chain = [...blocks, block];
      const chainTxs = [...stored.filter((s) => s.height !== null).map((s) => s.tx), ...txs];
      const replay = replayLedger(definition, { blocks: chain, transactions: chainTxs });
      if (!replay.validation.valid) {
        const bad = replay.validation.blocks.find((b) => !b.chainOk)!;
        const zh = bad.problems.map((p) => PROBLEM_WORDS[p].zh).join('、');
        const en = bad.problems.map((p) => PROBLEM_WORDS[p].en).join('; ');
        throw badRequest(`链校验失败：区块 #${bad.height} ${zh}`, `The chain does not validate: block #${bad.height}: ${en}`);
      }
      const refused = replay.refused.find((r) => r.height === block.height);
      if (refused) {
        throw badRequest(`交易 ${refused.tx_id.slice(0, 12)}… 被业务规则拒绝：${refused.message.zh}`, `Transaction ${refused.tx_id.slice(0, 12)}… is refused by the business: ${refused.message.en}`);
      }
      await repo.insertBlock(tx, attempt.id, block);
      await repo.mineTransactions(tx, attempt.id, block.tx_ids, block.height);
      const grade = gradeAttempt(definition, { blocks: chain, transactions: chainTxs });
      const completed = grade.score === 100;
      await repo.updateAttempt(tx, attempt.id, {
        score: grade.score,
        stepsDone: grade.steps.filter((s) => s.earned > 0).length,
        blockCount: chain.length - 1,
        status: completed ? 'completed' : 'active',
        ...(completed && attempt.completedAt === null ? { completedAt: new Date(now) } : {}),
      });
      return detail;
    }, (attempt) => this.verifyStored(attempt));
    return this.answer(caller, id, detail);
  }

  /** The tamper lab: validates an edited copy as a node would; with `repair_from`, re-signs and re-mines it. */
  async fork(caller: AuthUser, id: number, body: ForkBody, locale: Locale): Promise<BlockLabForkAnswer> {
    const attempt = await this.readable(caller, id);
    const detail = await this.caseOf(attempt.caseId);
    return checkFork(detail, body, body.repair_from === undefined ? new Map() : await organizationKeys(this.db, detail.id), locale);
  }

  /** Starts over: no transaction, a new genesis block, score 0. */
  async reset(caller: AuthUser, id: number): Promise<BlockLabAttempt> {
    const detail = await this.owned<PublishedBlockCaseDetail, Block>(
      caller,
      id,
      async (tx, attempt, detail, genesis) => {
        await repo.deleteChain(tx, attempt.id);
        await repo.insertBlock(tx, attempt.id, genesis);
        await repo.updateAttempt(tx, attempt.id, { score: 0, stepsDone: 0, blockCount: 0, status: 'active', completedAt: null });
        return detail;
      },
      (_attempt, detail) => this.genesis(detail),
    );
    return this.answer(caller, id, detail);
  }

  /** A class overview: a teacher's classes' students, an admin's college's, each with their attempt at the case. */
  async students(caller: AuthUser, caseId: number, query: StudentsQuery): Promise<BlockLabStudents> {
    const detail = await this.cases.getPublished(caseId);
    if (caller.edu_id === null) throw notFound('班级不存在', 'Class not found');
    const eduId = caller.edu_id;
    const reachable = caller.role === 'edu_admin' ? await repo.collegeClasses(this.db, eduId) : await teacherClasses(this.db, caller.id, eduId);
    if (query.class_id !== undefined && !reachable.some((c) => c.id === query.class_id)) throw notFound('班级不存在', 'Class not found');
    let students: UserRow[];
    if (caller.role === 'edu_admin') {
      students = await repo.collegeStudents(this.db, eduId);
      if (query.class_id !== undefined) students = students.filter((s) => s.classId === query.class_id);
    } else {
      const own = await ownClassIds(this.db, caller);
      const classIds = query.class_id === undefined ? own : [query.class_id];
      students = (await repo.collegeStudents(this.db, eduId)).filter((s) => s.classId !== null && classIds.includes(s.classId));
    }
    const classNames = new Map(reachable.map((c) => [c.id, c.name]));
    const attempts = await repo.attemptsAt(this.db, [caseId], students.map((s) => s.id));
    const byUser = new Map(attempts.map((a) => [a.row.userId, toSummary(a)]));
    const rows = students.map((s) => ({
      user_id: s.id,
      name: s.name,
      username: s.username,
      class_id: s.classId,
      class_name: s.classId === null ? null : (classNames.get(s.classId) ?? null),
      attempt: byUser.get(s.id) ?? null,
    }));
    const started = rows.filter((r) => r.attempt !== null).map((r) => r.attempt!);
    return {
      case_id: detail.id,
      case_title: detail.title,
      step_count: detail.process.length,
      classes: reachable.map((c) => ({ id: c.id, name: c.name })),
      students: rows,
      summary: {
        students: rows.length,
        started: started.length,
        completed: started.filter((a) => a.status === 'completed').length,
        average_score: started.length === 0 ? null : Math.round((started.reduce((sum, a) => sum + a.score, 0) / started.length) * 10) / 10,
      },
    };
  }
}

/** Signs and verifies at once: a key pair that does not match (a corrupted row) must not put a bad signature on a chain. */
function signWith(unsigned: Omit<Transaction, 'id' | 'signature'>, privateKey: string): Transaction {
  const tx = signTransaction(unsigned, privateKey);
  if (!checkTransaction(tx).valid) throw badRequest('机构密钥无效，无法签名', "The organization's key is invalid: cannot sign");
  return tx;
}
