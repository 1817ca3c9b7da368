// Demo blockchain cases (issue 11): the three cases of the domain (应收账款, 数字票据, 跨境支付), published, each
// organization with a key pair generated here (random; nothing seeded is derivable from a public seed). Found again
// by slug, deleted ones included, so a demo the admin deleted stays deleted (idempotent).
import { DEMO_BLOCK_CASES, generateKeyPair, validateBlockCaseDefinition } from '@finedu/domain';
import { findBySlug, insertCase, insertOrganization, putBusiness, replaceSteps } from '../modules/blockCases/index.js';
import type { Seeder } from './types.js';

export const blockCaseSlug = (scenario: string) => `demo-block-${scenario}`;

export const blockCasesSeeder: Seeder = {
  name: 'blockCases',
  async run({ db, log }) {
    let created = 0;
    for (const demo of DEMO_BLOCK_CASES) {
      const slug = blockCaseSlug(demo.case.scenario);
      if ((await findBySlug(db, slug)) !== null) continue;
      const problems = validateBlockCaseDefinition(demo);
      if (problems.length > 0) throw new Error(`demo block case ${slug}: ${problems.map((p) => p.message.en).join('; ')}`);
      await db.transaction(async (tx) => {
        const id = await insertCase(tx, {
          slug,
          title: demo.case.title,
          scenario: demo.case.scenario,
          objectives: demo.case.objectives,
          theory: demo.case.theory,
          consensus: demo.case.consensus,
          txPerBlock: demo.case.tx_per_block,
          difficulty: demo.case.difficulty,
          status: 'published',
          publishedAt: new Date(),
        });
        for (const [sort, org] of demo.organizations.entries()) {
          const keys = generateKeyPair();
          await insertOrganization(tx, { caseId: id, key: org.key, name: org.name, type: org.type, validator: org.validator, balance: org.balance, credit: org.credit, sort, publicKey: keys.publicKey, privateKey: keys.privateKey });
        }
        await putBusiness(tx, id, demo.business);
        await replaceSteps(tx, id, demo.process);
      });
      created++;
    }
    if (created > 0) log(`demo blockchain cases created: ${created}`);
  },
};
