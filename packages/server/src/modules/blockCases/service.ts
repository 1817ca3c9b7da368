// The blockchain case library (issue 11), authoring side: the system admin writes cases, their organizations,
// business and process; any signed-in college user lists the published ones.
//
// Keys. Each organization's secp256k1 key pair is generated here with the domain's crypto (a random key from the
// CSPRNG) when the organization is added. The private key is stored in block_case_organizations.private_key and
// never answered: the repository reads it only through `organizationKeys`, and every answer is built field by field
// from the public columns (a test walks every answer for it). It is not encrypted at rest: the repository has no
// secret-key helper yet, and these keys sign teaching ledgers, not money; access to the database already grants
// everything they could. Choice for the lab (next step): the student never holds the case's keys. A student acting
// as an organization sends the unsigned transaction; the server checks that the step is theirs in their own attempt
// and signs it with the organization's key, so every signature on an attempt's chain is verifiable against the
// public keys shown in the explorer while a browser can still not forge a transaction of another attempt.
//
// Published cases. A published case's organizations, business and process are frozen (unpublish first); its own
// fields may change only while the whole definition stays valid. Every write runs in one transaction that holds the
// case's row.
import {
  validateBlockCaseDefinition,
  type BlockBusiness,
  type BlockCaseCreate,
  type BlockCaseDefinition,
  type BlockCaseDetail,
  type BlockCaseListQuery,
  type BlockCaseProblem,
  type BlockCaseSummary,
  type BlockCaseUpdate,
  type BlockOrganizationCreate,
  type BlockOrganizationRecord,
  type BlockOrganizationType,
  type BlockOrganizationUpdate,
  type BlockProcessStep,
  type BlockScenario,
  type BlockConsensus,
  type Paged,
  type PublishedBlockCase,
  type PublishedBlockCaseDetail,
  type PublishedBlockCaseQuery,
  BLOCK_CASE_LIMITS,
  generateKeyPair,
} from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { BlockCaseRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import type { AuthUser } from '../../types.js';
import { sanitizeRichText } from '../courses/index.js';
import * as repo from './repository.js';

type ListQuery = z.output<typeof BlockCaseListQuery>;
type PublishedQuery = z.output<typeof PublishedBlockCaseQuery>;
type CreateBody = z.output<typeof BlockCaseCreate>;
type UpdateBody = z.output<typeof BlockCaseUpdate>;
type OrgCreateBody = z.output<typeof BlockOrganizationCreate>;
type OrgUpdateBody = z.output<typeof BlockOrganizationUpdate>;

export const blockCaseNotFound = () => notFound('区块链案例不存在', 'Blockchain case not found');
const organizationNotFound = () => notFound('机构不存在', 'Organization not found');
const frozen = () => badRequest('案例已发布，机构、业务和流程不能修改，请先取消发布', 'The case is published: unpublish it before changing its organizations, business or process');

interface LocalizedProblem {
  code: string;
  step: number | null;
  subject: string | null;
  message: { zh: string; en: string };
}

const toDate = (value: Date | null) => (value === null ? null : value.toISOString());

function toSummary({ row, organizationCount, stepCount }: repo.BlockCaseWithCounts): BlockCaseSummary {
  return {
    id: row.id,
    title: row.title,
    scenario: row.scenario as BlockScenario,
    consensus: row.consensus as BlockConsensus,
    tx_per_block: row.txPerBlock,
    difficulty: row.difficulty,
    status: row.status === 'published' ? 'published' : 'draft',
    organization_count: organizationCount,
    step_count: stepCount,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: toDate(row.publishedAt),
  };
}

/** An organization as answered: listed field by field, so no other column can slip into an answer. */
function toOrganization(org: repo.PublicOrganization): BlockOrganizationRecord {
  return {
    id: org.id,
    key: org.key,
    name: org.name,
    type: org.type as BlockOrganizationType,
    validator: org.validator,
    balance: org.balance,
    credit: org.credit,
    public_key: org.publicKey,
  };
}

/**
 * What keeps the case from being published: the domain's validation of the whole definition, and the parts not
 * authored yet (no organization, no business, no step).
 */
export function problemsOf(row: BlockCaseRow, organizations: repo.PublicOrganization[], business: BlockBusiness | null, steps: BlockProcessStep[]): LocalizedProblem[] {
  const problems: LocalizedProblem[] = [];
  const add = (code: string, zh: string, en: string) => problems.push({ code, step: null, subject: null, message: { zh, en } });
  if (organizations.length === 0) add('no_organizations', '案例还没有机构', 'The case has no organization yet');
  if (business === null) add('no_business', '案例还没有业务（资产与状态机）', 'The case has no business (asset and state machine) yet');
  if (steps.length === 0) add('no_process', '案例还没有流程步骤', 'The case has no process step yet');
  if (business === null) return problems;
  const definition: BlockCaseDefinition = {
    case: {
      title: row.title,
      scenario: row.scenario as BlockScenario,
      objectives: row.objectives,
      theory: row.theory,
      consensus: row.consensus as BlockConsensus,
      tx_per_block: row.txPerBlock,
      difficulty: row.difficulty,
      status: row.status === 'published' ? 'published' : 'draft',
    },
    organizations: organizations.map((o) => ({ key: o.key, name: o.name, type: o.type as BlockOrganizationType, validator: o.validator, balance: o.balance, credit: o.credit, public_key: o.publicKey })),
    business,
    process: steps,
  };
  for (const p of validateBlockCaseDefinition(definition)) problems.push({ code: p.code, step: p.step ?? null, subject: p.subject ?? null, message: p.message });
  return problems;
}

const localize = (problems: LocalizedProblem[], locale: Locale): BlockCaseProblem[] => problems.map((p) => ({ code: p.code, step: p.step, subject: p.subject, message: p.message[locale] }));

/** The refusal of a publish (or of an edit that would break a published case), every problem listed. */
function refusal(problems: LocalizedProblem[]) {
  return badRequest(`案例还不能发布：${problems.map((p) => p.message.zh).join('；')}`, `The case cannot be published yet: ${problems.map((p) => p.message.en).join('; ')}`);
}

export class BlockCasesService {
  constructor(private readonly db: Db) {}

  async list(query: ListQuery): Promise<Paged<BlockCaseSummary>> {
    const { rows, total } = await repo.listCases(this.db, { keyword: query.keyword, scenario: query.scenario, status: query.status }, (query.page - 1) * query.page_size, query.page_size);
    return { list: rows.map(toSummary), total, page: query.page, page_size: query.page_size };
  }

  async listPublished(query: PublishedQuery): Promise<Paged<PublishedBlockCase>> {
    const { rows, total } = await repo.listCases(this.db, { keyword: query.keyword, scenario: query.scenario, status: 'published' }, (query.page - 1) * query.page_size, query.page_size);
    return {
      list: rows.map(({ row, organizationCount, stepCount }) => ({
        id: row.id,
        title: row.title,
        scenario: row.scenario as BlockScenario,
        consensus: row.consensus as BlockConsensus,
        objectives: row.objectives,
        organization_count: organizationCount,
        step_count: stepCount,
        published_at: toDate(row.publishedAt),
      })),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  }

  /** A published case for the lab; a draft or deleted one is not found (the same answer as a missing id). */
  async getPublished(id: number): Promise<PublishedBlockCaseDetail> {
    const found = await repo.findCase(this.db, id);
    if (found === null || found.row.status !== 'published') throw blockCaseNotFound();
    const [organizations, business, steps] = await Promise.all([repo.listOrganizations(this.db, id), repo.findBusiness(this.db, id), repo.listSteps(this.db, id)]);
    // Publishing refuses a case without a business, and a published case's business is frozen.
    if (business === null) throw blockCaseNotFound();
    const { row, organizationCount, stepCount } = found;
    return {
      id: row.id,
      title: row.title,
      scenario: row.scenario as BlockScenario,
      consensus: row.consensus as BlockConsensus,
      objectives: row.objectives,
      organization_count: organizationCount,
      step_count: stepCount,
      published_at: toDate(row.publishedAt),
      theory: row.theory,
      tx_per_block: row.txPerBlock,
      difficulty: row.difficulty,
      organizations: organizations.map(toOrganization),
      business,
      process: steps,
    };
  }

  async get(id: number, locale: Locale): Promise<BlockCaseDetail> {
    const found = await repo.findCase(this.db, id);
    if (found === null) throw blockCaseNotFound();
    const [organizations, business, steps] = await Promise.all([repo.listOrganizations(this.db, id), repo.findBusiness(this.db, id), repo.listSteps(this.db, id)]);
    return {
      ...toSummary(found),
      objectives: found.row.objectives,
      theory: found.row.theory,
      organizations: organizations.map(toOrganization),
      business,
      process: steps,
      problems: localize(problemsOf(found.row, organizations, business, steps), locale),
    };
  }

  /** Runs `work` in a transaction holding the case's row; refuses a deleted or unknown case. */
  private async withCase<T>(id: number, work: (tx: Db, row: BlockCaseRow) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const row = await repo.lockCase(tx, id);
      if (row === null) throw blockCaseNotFound();
      return work(tx, row);
    });
  }

  private async withDraft<T>(id: number, work: (tx: Db, row: BlockCaseRow) => Promise<T>): Promise<T> {
    return this.withCase(id, async (tx, row) => {
      if (row.status === 'published') throw frozen();
      const result = await work(tx, row);
      await repo.touchCase(tx, id);
      return result;
    });
  }

  private async problemsIn(tx: Db, id: number): Promise<LocalizedProblem[]> {
    const row = await repo.lockCase(tx, id);
    const [organizations, business, steps] = await Promise.all([repo.listOrganizations(tx, id), repo.findBusiness(tx, id), repo.listSteps(tx, id)]);
    return problemsOf(row!, organizations, business, steps);
  }

  async create(caller: AuthUser, body: CreateBody, locale: Locale): Promise<BlockCaseDetail> {
    const id = await this.db.transaction((tx) =>
      repo.insertCase(tx, {
        title: body.title,
        scenario: body.scenario,
        objectives: body.objectives,
        theory: sanitizeRichText(body.theory),
        consensus: body.consensus,
        txPerBlock: body.tx_per_block,
        difficulty: body.difficulty,
        status: 'draft',
        createdBy: caller.id,
      }),
    );
    return this.get(id, locale);
  }

  /** A published case takes the edit only if its definition stays valid (e.g. PBFT needs a validator). */
  async update(id: number, patch: UpdateBody, locale: Locale): Promise<BlockCaseDetail> {
    await this.withCase(id, async (tx, row) => {
      await repo.updateCase(tx, id, {
        title: patch.title,
        scenario: patch.scenario,
        objectives: patch.objectives,
        theory: patch.theory === undefined ? undefined : sanitizeRichText(patch.theory),
        consensus: patch.consensus,
        txPerBlock: patch.tx_per_block,
        difficulty: patch.difficulty,
      });
      if (row.status === 'published') {
        const problems = await this.problemsIn(tx, id);
        if (problems.length > 0) throw refusal(problems);
      }
    });
    return this.get(id, locale);
  }

  /** Soft delete of a draft; a published case (chapters and attempts may use it) must be unpublished first. */
  async remove(id: number): Promise<void> {
    await this.withCase(id, async (tx, row) => {
      if (row.status === 'published') throw badRequest('已发布的案例不能删除，请先取消发布', 'A published case cannot be deleted: unpublish it first');
      await repo.deleteCase(tx, id);
    });
  }

  /** A new draft "… (副本)" by the caller, with the same organizations (each with a new key pair), business and process. */
  async copy(caller: AuthUser, id: number, locale: Locale): Promise<BlockCaseDetail> {
    const copyId = await this.withCase(id, async (tx, row) => {
      const [organizations, business, steps] = await Promise.all([repo.listOrganizations(tx, id), repo.findBusiness(tx, id), repo.listSteps(tx, id)]);
      const newId = await repo.insertCase(tx, {
        title: `${row.title} (副本)`.slice(0, BLOCK_CASE_LIMITS.title),
        scenario: row.scenario,
        objectives: row.objectives,
        theory: row.theory,
        consensus: row.consensus,
        txPerBlock: row.txPerBlock,
        difficulty: row.difficulty,
        status: 'draft',
        createdBy: caller.id,
      });
      for (const org of organizations) {
        const keys = generateKeyPair();
        await repo.insertOrganization(tx, { caseId: newId, key: org.key, name: org.name, type: org.type, validator: org.validator, balance: org.balance, credit: org.credit, sort: org.sort, publicKey: keys.publicKey, privateKey: keys.privateKey });
      }
      if (business !== null) await repo.putBusiness(tx, newId, business);
      await repo.replaceSteps(tx, newId, steps);
      return newId;
    });
    return this.get(copyId, locale);
  }

  /** Refused with every problem (each step named) unless the whole definition is valid. */
  async publish(id: number, locale: Locale): Promise<BlockCaseDetail> {
    await this.withCase(id, async (tx, row) => {
      const problems = await this.problemsIn(tx, id);
      if (problems.length > 0) throw refusal(problems);
      if (row.status !== 'published') await repo.updateCase(tx, id, { status: 'published', publishedAt: new Date() });
    });
    return this.get(id, locale);
  }

  async unpublish(id: number, locale: Locale): Promise<BlockCaseDetail> {
    await this.withCase(id, async (tx, row) => {
      if (row.status !== 'draft') await repo.updateCase(tx, id, { status: 'draft' });
    });
    return this.get(id, locale);
  }

  async listOrganizations(id: number): Promise<BlockOrganizationRecord[]> {
    if ((await repo.findCase(this.db, id)) === null) throw blockCaseNotFound();
    return (await repo.listOrganizations(this.db, id)).map(toOrganization);
  }

  private async organizationIn(tx: Db, caseId: number, orgId: number): Promise<repo.PublicOrganization> {
    const org = await repo.findOrganization(tx, caseId, orgId);
    if (org === null) throw organizationNotFound();
    return org;
  }

  private async assertKeyFree(tx: Db, caseId: number, key: string, exceptId?: number): Promise<void> {
    const taken = (await repo.listOrganizations(tx, caseId)).some((o) => o.key === key && o.id !== exceptId);
    if (taken) throw badRequest(`机构标识“${key}”已被本案例的另一个机构使用`, `Another organization of the case already uses the key "${key}"`);
  }

  async createOrganization(caseId: number, body: OrgCreateBody): Promise<BlockOrganizationRecord> {
    const orgId = await this.withDraft(caseId, async (tx) => {
      const existing = await repo.listOrganizations(tx, caseId);
      if (existing.length >= BLOCK_CASE_LIMITS.organizations) throw badRequest(`一个案例最多 ${BLOCK_CASE_LIMITS.organizations} 个机构`, `A case has at most ${BLOCK_CASE_LIMITS.organizations} organizations`);
      await this.assertKeyFree(tx, caseId, body.key);
      const keys = generateKeyPair();
      const sort = existing.reduce((max, o) => Math.max(max, o.sort + 1), 0);
      return repo.insertOrganization(tx, { caseId, key: body.key, name: body.name, type: body.type, validator: body.validator, balance: body.balance, credit: body.credit, sort, publicKey: keys.publicKey, privateKey: keys.privateKey });
    });
    return toOrganization((await repo.findOrganization(this.db, caseId, orgId))!);
  }

  async updateOrganization(caseId: number, orgId: number, patch: OrgUpdateBody): Promise<BlockOrganizationRecord> {
    await this.withDraft(caseId, async (tx) => {
      await this.organizationIn(tx, caseId, orgId);
      if (patch.key !== undefined) await this.assertKeyFree(tx, caseId, patch.key, orgId);
      await repo.updateOrganization(tx, orgId, { key: patch.key, name: patch.name, type: patch.type, validator: patch.validator, balance: patch.balance, credit: patch.credit });
    });
    return toOrganization((await repo.findOrganization(this.db, caseId, orgId))!);
  }

  async regenerateKey(caseId: number, orgId: number): Promise<BlockOrganizationRecord> {
    await this.withDraft(caseId, async (tx) => {
      await this.organizationIn(tx, caseId, orgId);
      const keys = generateKeyPair();
      await repo.updateOrganization(tx, orgId, { publicKey: keys.publicKey, privateKey: keys.privateKey });
    });
    return toOrganization((await repo.findOrganization(this.db, caseId, orgId))!);
  }

  async deleteOrganization(caseId: number, orgId: number): Promise<void> {
    await this.withDraft(caseId, async (tx) => {
      await this.organizationIn(tx, caseId, orgId);
      await repo.deleteOrganization(tx, orgId);
    });
  }

  private async problemsAnswer(id: number, locale: Locale): Promise<BlockCaseProblem[]> {
    return (await this.get(id, locale)).problems;
  }

  async getBusiness(id: number, locale: Locale): Promise<{ business: BlockBusiness | null; problems: BlockCaseProblem[] }> {
    const detail = await this.get(id, locale);
    return { business: detail.business, problems: detail.problems };
  }

  async putBusiness(id: number, business: BlockBusiness, locale: Locale): Promise<{ business: BlockBusiness | null; problems: BlockCaseProblem[] }> {
    await this.withDraft(id, (tx) => repo.putBusiness(tx, id, business));
    return this.getBusiness(id, locale);
  }

  async getProcess(id: number, locale: Locale): Promise<{ steps: BlockProcessStep[]; problems: BlockCaseProblem[] }> {
    const detail = await this.get(id, locale);
    return { steps: detail.process, problems: detail.problems };
  }

  /** Saves the whole ordered list; its problems come back as warnings (publishing refuses while any remains). */
  async putProcess(id: number, steps: BlockProcessStep[], locale: Locale): Promise<{ steps: BlockProcessStep[]; problems: BlockCaseProblem[] }> {
    await this.withDraft(id, (tx) => repo.replaceSteps(tx, id, steps));
    return { steps: (await this.getProcess(id, locale)).steps, problems: await this.problemsAnswer(id, locale) };
  }
}
