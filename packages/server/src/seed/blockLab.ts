// The demo student's lab attempt (issue 11): 李同学 half way through the 应收账款 case — the first half of its
// process signed, mined into blocks of the case's size and accepted by the real service, one more transaction
// waiting in the mempool. Skipped when the student already has an attempt at the case (idempotent), when the case
// was deleted or unpublished, or when the student is gone.
import { DEMO_RECEIVABLE_CASE, mineBlockSync, nextBlockHeader, stepDefaults, type BlockLabAttempt } from '@finedu/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { findBySlug, findCase } from '../modules/blockCases/index.js';
import { findAttemptOf } from '../modules/blockLab/index.js';
import { BlockLabService } from '../modules/blockLab/index.js';
import type { AuthUser } from '../types.js';
import { blockCaseSlug } from './blockCases.js';
import type { Seeder } from './types.js';

export const DEMO_LAB_STUDENT = 'student';

export const blockLabSeeder: Seeder = {
  name: 'blockLab',
  async run({ db, log }) {
    const found = await findBySlug(db, blockCaseSlug(DEMO_RECEIVABLE_CASE.case.scenario));
    if (found === null) return;
    const kase = await findCase(db, found.id);
    if (kase === null || kase.row.status !== 'published') return;
    const [student] = await db
      .select()
      .from(users)
      .where(and(eq(users.username, DEMO_LAB_STUDENT), eq(users.role, 'edu_student'), isNull(users.deletedAt)))
      .limit(1);
    if (!student) return;
    if ((await findAttemptOf(db, found.id, student.id)) !== null) return;
    const caller: AuthUser = { id: student.id, role: 'edu_student', edu_id: student.eduId, username: student.username, token_id: 0 };
    const service = new BlockLabService(db);
    let attempt: BlockLabAttempt = await service.start(caller, found.id);
    const steps = [...attempt.case.process].sort((a, b) => a.order - b.order);
    const half = Math.floor(steps.length / 2);
    const proposer = attempt.case.organizations.find((o) => o.validator)?.key ?? attempt.case.organizations[0]!.key;
    for (const step of steps.slice(0, half)) {
      attempt = await service.transact(caller, attempt.id, { actor: step.actor, transition: step.transition, asset: step.asset, fields: stepDefaults(step) });
    }
    while (attempt.mempool.length > 0) {
      const ids = attempt.mempool.slice(0, attempt.case.tx_per_block);
      const txs = ids.map((id) => attempt.transactions.find((t) => t.id === id)!);
      const tip = attempt.blocks[attempt.blocks.length - 1]!;
      const header = nextBlockHeader(tip, txs, { timestamp: Math.max(Date.now(), tip.timestamp), proposer, difficulty: attempt.case.difficulty });
      const mined = mineBlockSync(header, attempt.case.difficulty);
      if (!mined.ok) throw new Error('demo lab attempt: mining failed');
      attempt = await service.submitBlock(caller, attempt.id, { tx_ids: ids, timestamp: header.timestamp, nonce: mined.block.nonce, proposer, hash: mined.block.hash });
    }
    const next = steps[half];
    if (next) await service.transact(caller, attempt.id, { actor: next.actor, transition: next.transition, asset: next.asset, fields: stepDefaults(next) });
    log(`demo blockchain lab attempt created (score ${attempt.score})`);
  },
};
