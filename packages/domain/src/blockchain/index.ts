// The blockchain lab's ledger (issue 11): cryptography, canonical encoding, Merkle trees, blocks and proof of
// work, consensus simulators, the case rules, grading and the demo cases. Framework-free: the same code runs in
// the browser, in the lab's Web Worker and on the server.
export { bytesToHex, hexToBytes, isHex, sha256Hex, publicKeyOf, isValidPrivateKey, generateKeyPair, signDigest, signMessage, verifyDigest, verifyMessage } from './crypto.js';
export type { KeyPair } from './crypto.js';
export { canonicalJson, CanonicalEncodingError } from './canonical.js';
export type { CanonicalValue } from './canonical.js';
export { MERKLE_EMPTY_ROOT, merkleParent, merkleLevels, merkleRoot, merkleProof, verifyMerkleProof } from './merkle.js';
export type { MerkleProof, MerkleProofStep, MerkleVerification, MerkleVerifyStep } from './merkle.js';
export { transactionId, signTransaction, checkTransaction, tamperTransaction } from './transaction.js';
export type { Transaction, UnsignedTransaction, TransactionCheck, TransactionFieldValue } from './transaction.js';
export {
  GENESIS_PREV_HASH,
  MAX_DIFFICULTY,
  headerOf,
  hashBlock,
  meetsDifficulty,
  mineBlock,
  mineBlockSync,
  createGenesisBlock,
  createGenesisBlockAsync,
  nextBlockHeader,
  appendBlock,
  validateChain,
  repairFrom,
  repairFromAsync,
} from './chain.js';
export type { Block, BlockHeader, BlockCheck, BlockProblem, ChainValidation, MiningOptions, MiningProgress, MiningResult, RepairResult } from './chain.js';
export { pbftFaultTolerance, pbftQuorum, simulatePbft, simulateRaft } from './consensus.js';
export type { PbftMessage, PbftOptions, PbftPhase, PbftRound, PbftSimulation, FaultyBehaviour, RaftEvent, RaftEventKind, RaftOptions, RaftSimulation } from './consensus.js';
export { applyTransition, stepDefaults, reachableStates, validateBlockCaseDefinition, AMOUNT_RULES, LEDGER_RULES, NO_AMOUNTS } from './rules.js';
export type { AmountRole, AssetAmounts, BilingualMessage, TransitionRefusal, TransitionResult, DefinitionProblem, DefinitionProblemCode } from './rules.js';
export { replayLedger, gradeAttempt } from './grading.js';
export type { AttemptChain, AttemptGrade, StepGrade, LedgerReplay, ReplayRefusal, AssetHistoryEntry } from './grading.js';
export { DEMO_RECEIVABLE_CASE, DEMO_DIGITAL_BILL_CASE, DEMO_CROSS_BORDER_CASE, DEMO_BLOCK_CASES, demoKeys } from './demoCases.js';
