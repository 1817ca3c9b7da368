// Blockchain case library (issue 11): the entity schemas a case is authored with — the case, its organizations
// (nodes), the business (an asset's state machine) and the process (the steps a student performs). The authoring
// calls are BLOCK_CASE_CALLS (blockCaseCalls.ts) with their schemas in blockCaseApi.ts; the pure rules over these
// definitions live in ../blockchain/rules.ts.
import { z } from 'zod';

export const BLOCK_CASE_LIMITS = {
  title: 100,
  objectives: 20,
  objective: 500,
  theory: 200_000,
  organizations: 16,
  states: 20,
  transitions: 30,
  fields: 12,
  steps: 40,
  txPerBlock: 50,
  /** Leading zero hex digits; 5 already takes a browser several seconds a block. */
  difficulty: 5,
  /** 1 000 000 000 000 分 = 100 亿元. */
  money: 1_000_000_000_000,
  text: 500,
} as const;

export const BLOCK_SCENARIOS = ['receivable', 'digital_bill', 'cross_border', 'traceability', 'custom'] as const;
/** 应收账款 supply-chain finance, 数字票据, 跨境支付, 溯源, custom. */
export const BlockScenario = z.enum(BLOCK_SCENARIOS);
export type BlockScenario = z.infer<typeof BlockScenario>;

export const BLOCK_CONSENSUS = ['pow', 'pbft', 'raft'] as const;
export const BlockConsensus = z.enum(BLOCK_CONSENSUS);
export type BlockConsensus = z.infer<typeof BlockConsensus>;

export const BlockCaseStatus = z.enum(['draft', 'published']);
export type BlockCaseStatus = z.infer<typeof BlockCaseStatus>;

export const BLOCK_ORGANIZATION_TYPES = ['central_bank', 'commercial_bank', 'core_enterprise', 'supplier_tier1', 'supplier_tier2', 'factor', 'logistics', 'regulator'] as const;
export const BlockOrganizationType = z.enum(BLOCK_ORGANIZATION_TYPES);
export type BlockOrganizationType = z.infer<typeof BlockOrganizationType>;

export const BLOCK_FIELD_TYPES = ['amount', 'date', 'org', 'text'] as const;
/** amount: integer 分; date: YYYY-MM-DD; org: an organization's key in the case; text: free text. */
export const BlockFieldType = z.enum(BLOCK_FIELD_TYPES);
export type BlockFieldType = z.infer<typeof BlockFieldType>;

/** A stable key inside one case (organizations, states, transitions, fields, assets): letters, digits, `_` and `-`. */
export const BlockKey = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');

const Money = z.number().int().min(0).max(BLOCK_CASE_LIMITS.money);

export const BlockCase = z.object({
  title: z.string().trim().min(1).max(BLOCK_CASE_LIMITS.title),
  scenario: BlockScenario,
  objectives: z.array(z.string().trim().min(1).max(BLOCK_CASE_LIMITS.objective)).max(BLOCK_CASE_LIMITS.objectives).default([]),
  /** Rich text (HTML), sanitized by the server with the platform's rich-text rules. */
  theory: z.string().max(BLOCK_CASE_LIMITS.theory).default(''),
  consensus: BlockConsensus,
  tx_per_block: z.number().int().min(1).max(BLOCK_CASE_LIMITS.txPerBlock),
  difficulty: z.number().int().min(0).max(BLOCK_CASE_LIMITS.difficulty),
  status: BlockCaseStatus.default('draft'),
});
export type BlockCase = z.infer<typeof BlockCase>;
export type BlockCaseInput = z.input<typeof BlockCase>;

export const BlockOrganization = z.object({
  key: BlockKey,
  name: z.string().trim().min(1).max(100),
  type: BlockOrganizationType,
  /** Takes part in consensus (mines, votes in PBFT, can lead in Raft). */
  validator: z.boolean().default(false),
  /** Opening balance in 分. */
  balance: Money.default(0),
  /** Credit line in 分 (e.g. a core enterprise's credit granted by the bank). */
  credit: Money.default(0),
  /** Compressed secp256k1 public key (66 hex); '' until the server generates the pair. */
  public_key: z.union([z.literal(''), z.string().regex(/^0[23][0-9a-f]{64}$/, 'a compressed secp256k1 public key')]).default(''),
});
export type BlockOrganization = z.infer<typeof BlockOrganization>;
export type BlockOrganizationInput = z.input<typeof BlockOrganization>;

export const BlockBusinessField = z.object({
  key: BlockKey,
  label: z.string().trim().min(1).max(100),
  type: BlockFieldType,
  required: z.boolean().default(true),
});
export type BlockBusinessField = z.infer<typeof BlockBusinessField>;

/** Money a transition moves between balances: `amount` names an amount field; payer and payee are 'actor' or an org field. */
export const BlockTransitionPayment = z.object({
  amount: BlockKey,
  from: BlockKey,
  to: BlockKey,
});
export type BlockTransitionPayment = z.infer<typeof BlockTransitionPayment>;

export const BlockTransition = z.object({
  /** e.g. "issue", "endorse". */
  name: BlockKey,
  label: z.string().trim().min(1).max(100),
  /** The states it may start from. */
  from: z.array(BlockKey).min(1).max(BLOCK_CASE_LIMITS.states),
  to: BlockKey,
  /** The organization types allowed to perform it. */
  actor_types: z.array(BlockOrganizationType).min(1),
  fields: z.array(BlockBusinessField).max(BLOCK_CASE_LIMITS.fields).default([]),
  payment: BlockTransitionPayment.optional(),
});
export type BlockTransition = z.infer<typeof BlockTransition>;

export const BlockBusiness = z.object({
  /** The asset's name, e.g. 应收账款电子凭证, 电子商业汇票. */
  asset: z.string().trim().min(1).max(100),
  states: z.array(BlockKey).min(1).max(BLOCK_CASE_LIMITS.states),
  initial_state: BlockKey,
  transitions: z.array(BlockTransition).min(1).max(BLOCK_CASE_LIMITS.transitions),
});
export type BlockBusiness = z.infer<typeof BlockBusiness>;

/** What the step's form shows for one field: a default value and a hint. */
export const BlockStepFormField = z.object({
  default: z.union([z.string().max(BLOCK_CASE_LIMITS.text), z.number().int()]).optional(),
  hint: z.string().max(BLOCK_CASE_LIMITS.text).optional(),
});
export type BlockStepFormField = z.infer<typeof BlockStepFormField>;

export const BlockProcessStep = z.object({
  order: z.number().int().min(1),
  /** The acting organization, by key. */
  actor: BlockKey,
  transition: BlockKey,
  /** The asset instance it acts on (several steps may move several assets of the business). */
  asset: BlockKey.default('asset-1'),
  /** The state the asset must be in before the step. */
  precondition: BlockKey,
  form: z.record(BlockKey, BlockStepFormField).default({}),
  /** The state the asset is in after it. */
  expected_state: BlockKey,
  hint: z.string().max(BLOCK_CASE_LIMITS.text).default(''),
  /** Share of the score; validateBlockCaseDefinition refuses one that is not positive. */
  weight: z.number().int(),
});
export type BlockProcessStep = z.infer<typeof BlockProcessStep>;
export type BlockProcessStepInput = z.input<typeof BlockProcessStep>;

/** A whole case as the lab and the grader read it. */
export const BlockCaseDefinition = z.object({
  case: BlockCase,
  organizations: z.array(BlockOrganization).min(1).max(BLOCK_CASE_LIMITS.organizations),
  business: BlockBusiness,
  process: z.array(BlockProcessStep).min(1).max(BLOCK_CASE_LIMITS.steps),
});
export type BlockCaseDefinition = z.infer<typeof BlockCaseDefinition>;
export type BlockCaseDefinitionInput = z.input<typeof BlockCaseDefinition>;
