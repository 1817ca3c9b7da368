// The zod half of the blockchain case library's calls (issue 11): bodies, queries and answers of BLOCK_CASE_CALLS.
// The entities themselves (case, organization, business, step) are in blockCase.ts.
import { z } from 'zod';
import { BLOCK_CASE_CALLS } from './blockCaseCalls.js';
import { BLOCK_CASE_LIMITS, BlockBusiness, BlockCase, BlockCaseStatus, BlockConsensus, BlockOrganization, BlockOrganizationType, BlockProcessStep, BlockScenario } from './blockCase.js';
import { schemasFor } from './callSchemas.js';
import { Empty, IdParams, PageQuery, Timestamp, paged, IdParam } from './common.js';
export { BLOCK_CASE_CALLS, blockCasePath } from './blockCaseCalls.js';
export type { BlockCaseCallName } from './blockCaseCalls.js';

/** `POST /api/admin/block-case`: a new case is always a draft (publishing is its own call). */
export const BlockCaseCreate = BlockCase.omit({ status: true }).strict();
export type BlockCaseCreate = z.input<typeof BlockCaseCreate>;

/** `PUT /api/admin/block-case/{id}`: any subset of the fields; `objectives` replaces the stored list. */
export const BlockCaseUpdate = z
  .object({
    title: BlockCase.shape.title,
    scenario: BlockScenario,
    objectives: z.array(z.string().trim().min(1).max(BLOCK_CASE_LIMITS.objective)).max(BLOCK_CASE_LIMITS.objectives),
    theory: z.string().max(BLOCK_CASE_LIMITS.theory),
    consensus: BlockConsensus,
    tx_per_block: BlockCase.shape.tx_per_block,
    difficulty: BlockCase.shape.difficulty,
  })
  .partial()
  .strict();
export type BlockCaseUpdate = z.input<typeof BlockCaseUpdate>;

export const BlockCaseListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  scenario: BlockScenario.optional(),
  status: BlockCaseStatus.optional(),
});
export type BlockCaseListQuery = z.input<typeof BlockCaseListQuery>;

export const PublishedBlockCaseQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  scenario: BlockScenario.optional(),
});
export type PublishedBlockCaseQuery = z.input<typeof PublishedBlockCaseQuery>;

/**
 * Why a case cannot be published yet: validateBlockCaseDefinition's problems (codes of DefinitionProblemCode) and
 * `no_organizations`, `no_business`, `no_process` for a case not yet authored that far. `message` is in the
 * caller's language and names the step (第 3 步 / Step 3) when `step` is set.
 */
export const BlockCaseProblem = z.object({
  code: z.string(),
  step: z.number().int().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
});
export type BlockCaseProblem = z.infer<typeof BlockCaseProblem>;

/** An organization as every call answers it: the public key only (the private key never leaves the server). */
export const BlockOrganizationRecord = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  type: BlockOrganizationType,
  validator: z.boolean(),
  balance: z.number().int(),
  credit: z.number().int(),
  public_key: z.string(),
});
export type BlockOrganizationRecord = z.infer<typeof BlockOrganizationRecord>;

/** `POST …/organization`: the server generates the key pair, so no key is sent. */
export const BlockOrganizationCreate = BlockOrganization.omit({ public_key: true }).strict();
export type BlockOrganizationCreate = z.input<typeof BlockOrganizationCreate>;

export const BlockOrganizationUpdate = z
  .object({
    key: BlockOrganization.shape.key,
    name: BlockOrganization.shape.name,
    type: BlockOrganizationType,
    validator: z.boolean(),
    balance: z.number().int().min(0).max(BLOCK_CASE_LIMITS.money),
    credit: z.number().int().min(0).max(BLOCK_CASE_LIMITS.money),
  })
  .partial()
  .strict();
export type BlockOrganizationUpdate = z.input<typeof BlockOrganizationUpdate>;

export const BlockOrganizationParams = z.object({ id: IdParam, orgId: IdParam });
export type BlockOrganizationParams = z.infer<typeof BlockOrganizationParams>;

export const BlockCaseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  scenario: BlockScenario,
  consensus: BlockConsensus,
  tx_per_block: z.number().int(),
  difficulty: z.number().int(),
  status: BlockCaseStatus,
  organization_count: z.number().int(),
  step_count: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  published_at: Timestamp.nullable(),
});
export type BlockCaseSummary = z.infer<typeof BlockCaseSummary>;

export const BlockCaseList = paged(BlockCaseSummary);
export type BlockCaseList = z.infer<typeof BlockCaseList>;

/** The whole case for the editor: the problems are what publishing would refuse with now. */
export const BlockCaseDetail = BlockCaseSummary.extend({
  objectives: z.array(z.string()),
  theory: z.string(),
  organizations: z.array(BlockOrganizationRecord),
  business: BlockBusiness.nullable(),
  process: z.array(BlockProcessStep),
  problems: z.array(BlockCaseProblem),
});
export type BlockCaseDetail = z.infer<typeof BlockCaseDetail>;

export const BlockBusinessAnswer = z.object({ business: BlockBusiness.nullable(), problems: z.array(BlockCaseProblem) });
export type BlockBusinessAnswer = z.infer<typeof BlockBusinessAnswer>;

/** `PUT …/process`: the whole ordered list at once. */
export const BlockProcessPut = z.object({ steps: z.array(BlockProcessStep).max(BLOCK_CASE_LIMITS.steps) }).strict();
export type BlockProcessPut = z.input<typeof BlockProcessPut>;

export const BlockProcessAnswer = z.object({ steps: z.array(BlockProcessStep), problems: z.array(BlockCaseProblem) });
export type BlockProcessAnswer = z.infer<typeof BlockProcessAnswer>;

/** A published case as teachers and students see it in lists (no organizations' balances, no process). */
export const PublishedBlockCase = z.object({
  id: z.number().int(),
  title: z.string(),
  scenario: BlockScenario,
  consensus: BlockConsensus,
  objectives: z.array(z.string()),
  organization_count: z.number().int(),
  step_count: z.number().int(),
  published_at: Timestamp.nullable(),
});
export type PublishedBlockCase = z.infer<typeof PublishedBlockCase>;

export const PublishedBlockCaseList = paged(PublishedBlockCase);
export type PublishedBlockCaseList = z.infer<typeof PublishedBlockCaseList>;

/** One published case for the lab: what a student sees (no author, no problems; private keys are never answered anyway). */
export const PublishedBlockCaseDetail = PublishedBlockCase.extend({
  theory: z.string(),
  tx_per_block: z.number().int(),
  difficulty: z.number().int(),
  organizations: z.array(BlockOrganizationRecord),
  business: BlockBusiness,
  process: z.array(BlockProcessStep),
});
export type PublishedBlockCaseDetail = z.infer<typeof PublishedBlockCaseDetail>;

/** The schemas of every block case call (BLOCK_CASE_CALLS). */
export const BLOCK_CASE_SCHEMAS = schemasFor(BLOCK_CASE_CALLS)({
  listBlockCases: { query: BlockCaseListQuery, response: BlockCaseList },
  createBlockCase: { body: BlockCaseCreate, response: BlockCaseDetail },
  getBlockCase: { params: IdParams, response: BlockCaseDetail },
  updateBlockCase: { params: IdParams, body: BlockCaseUpdate, response: BlockCaseDetail },
  deleteBlockCase: { params: IdParams, response: Empty },
  copyBlockCase: { params: IdParams, response: BlockCaseDetail },
  publishBlockCase: { params: IdParams, response: BlockCaseDetail },
  unpublishBlockCase: { params: IdParams, response: BlockCaseDetail },
  listBlockOrganizations: { params: IdParams, response: z.array(BlockOrganizationRecord) },
  createBlockOrganization: { params: IdParams, body: BlockOrganizationCreate, response: BlockOrganizationRecord },
  updateBlockOrganization: { params: BlockOrganizationParams, body: BlockOrganizationUpdate, response: BlockOrganizationRecord },
  regenerateBlockOrganizationKey: { params: BlockOrganizationParams, response: BlockOrganizationRecord },
  deleteBlockOrganization: { params: BlockOrganizationParams, response: Empty },
  getBlockBusiness: { params: IdParams, response: BlockBusinessAnswer },
  putBlockBusiness: { params: IdParams, body: BlockBusiness, response: BlockBusinessAnswer },
  getBlockProcess: { params: IdParams, response: BlockProcessAnswer },
  putBlockProcess: { params: IdParams, body: BlockProcessPut, response: BlockProcessAnswer },
  listPublishedBlockCases: { query: PublishedBlockCaseQuery, response: PublishedBlockCaseList },
  getPublishedBlockCase: { params: IdParams, response: PublishedBlockCaseDetail },
});
