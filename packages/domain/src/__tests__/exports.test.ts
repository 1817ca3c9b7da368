import * as domain from '../index.js';
import * as contract from '../contract/index.js';
import * as upload from '../upload/index.js';
import * as operations from '../operations/index.js';
import * as deviceCheck from '../deviceCheck/index.js';
import * as blockchain from '../blockchain/index.js';

/**
 * The runtime names src/index.ts lists itself. A change here is a change of the public API: update this
 * list on purpose. The contract, the upload client and the operations rules own their names; they must all be re-exported.
 */
const OWN_EXPORTS = [
  'ANSWER_SYNC_BATCH',
  'ANSWER_SYNC_MAX_RETRY_MS',
  'ANSWER_SYNC_RETRY_MS',
  'AnswerSync',
  'INTEGRITY_BATCH_MS',
  'INTEGRITY_MAX_QUEUE',
  'IntegrityLog',
  'answerSyncStorageKey',
  'formatCountdown',
  'gradeTotal',
  'zeroApplies',
  'letterFor',
  'letterScaleProblem',
  'FIVE_LEVEL_SCALE',
  'LETTER_SCALE',
  'GradebookClient',
  'STUDY_RULES',
  'sectionStudyState',
  'creditedReadMs',
  'normalizeMinReadSeconds',
  'isAnswered',
  'isLeafAnswered',
  'normalizeBlank',
  'isBlankCorrect',
  'blankCredit',
  'matchesAlternative',
  'blankAnswersOf',
  'readNumeric',
  'gradeNumeric',
  'withinTolerance',
  'meetsPrecision',
  'formatNumeric',
  'calculatedAsNumeric',
  'encodeNotebookAnswer',
  'decodeNotebookAnswer',
  'notebookAnswerCode',
  'notebookTemplateCode',
  'notebookCellsOf',
  'isNotebookAnswered',
  'NOTEBOOK_ANSWER_VERSION',
  'examNotebookFolder',
  'examNotebookPath',
  'roundScore',
  'sumScores',
  'paperTotal',
  'studentExamStatus',
  'studentExamFacts',
  'myGradeFacts',
  'submitResultFacts',
  'STUDENT_EXAM_PHASES',
  'formatYuan',
  'formatYuanNumber',
  'parseYuan',
  'BUILT_IN_UNITS',
  'blankMarkerStyle',
  'countBlankMarkers',
  'replaceBlankMarkers',
  'matchingChoices',
  'matchingResponsesOf',
  'matchingVerdicts',
  'clozeGapNumbers',
  'splitClozeStem',
  'matchesWildcard',
  'gradeClozeGap',
  'clozeResponsesOf',
  'gradeClozeGaps',
  'clozeGapKey',
  'toPublicContent',
  'toPublicLeafContent',
  'toPublicQuestion',
  'toPublicSections',
  'joinStreams',
  'seededRandom',
  'isBetter',
  'compareEntries',
  'rankEntries',
  'bestAttempt',
  'finalAttempts',
  'previousRanks',
  'rankChange',
  'COMPETITION_TIME_ZONE',
  'dayKey',
  'zoneOffsetMinutes',
  'startOfDay',
  'startOfNextDay',
  'shuffled',
  'spreadsheetCellText',
  'DEFAULT_TIME_ZONE',
  'wallTimeAt',
  'instantOfWallTime',
  'formatWallTime',
  'isoInZone',
  'parseWallTime',
  'RICH_TEXT_TAGS',
  'RICH_TEXT_DROPPED_WITH_CONTENT',
  'RICH_TEXT_GLOBAL_ATTRIBUTES',
  'RICH_TEXT_TAG_ATTRIBUTES',
  'RICH_TEXT_URL_ATTRIBUTES',
  'RICH_TEXT_URL_SCHEMES',
  'RICH_TEXT_BLANK_REL',
  'isSafeRichTextUrl',
  'monotonicNow',
  'remainingMs',
  'API_MAX_REDIRECTS',
  'API_TIMEOUT_MS',
  'ApiError',
  'AuthClient',
  'CHUNK_LOAD_TIMEOUT_MS',
  'ChunkLoadError',
  'CasesClient',
  'ClassesClient',
  'ClassroomClient',
  'CollegesClient',
  'CompetitionClient',
  'ENVELOPE_OK',
  'ExamClient',
  'OperationsClient',
  'DeviceCheckClient',
  'HomeClient',
  'BlockCaseClient',
  'BlockLabClient',
  'DashboardClient',
  'MarkingClient',
  'SimilarityClient',
  'NotebookTokensClient',
  'CourseClient',
  'FREE_ROUTES',
  'LANDING_ROUTES',
  'routeTitleFor',
  'LOGIN_ROUTES',
  'NAVIGATION_CODES',
  'NAVIGATION_MESSAGES',
  'NOTEBOOK_CODE_LOG_PATH',
  'NOTEBOOK_KERNEL_NAME',
  'NOTEBOOK_PROTOCOL_VERSION',
  'NOTEBOOK_RECONNECT_DELAY_MS',
  'NotebookClient',
  'NotebookError',
  'NotebookRunError',
  'ROLES',
  'ROUTES',
  'SYSTEM_ERROR_MESSAGE',
  'TOKEN_STORAGE_KEY',
  'TOKEN_TTL_MS',
  'TokenStore',
  'UsersClient',
  'allowedRoutesFor',
  'checkPermission',
  'createHttpClient',
  'decideNavigation',
  'findRoute',
  'homeRouteFor',
  'isApiError',
  'isChunkLoadError',
  'isCollegeRole',
  'isCompetitorRole',
  'isEnvelope',
  'isRole',
  'isSystemRole',
  'landingRouteFor',
  'loadChunk',
  'routePath',
  'toLanguageTag',
].sort();

/** The blockchain lab's names (issue 11), listed on purpose like OWN_EXPORTS. */
const BLOCKCHAIN_EXPORTS = [
  'bytesToHex', 'hexToBytes', 'isHex', 'sha256Hex', 'publicKeyOf', 'isValidPrivateKey', 'generateKeyPair', 'signDigest', 'signMessage', 'verifyDigest', 'verifyMessage',
  'canonicalJson', 'CanonicalEncodingError',
  'MERKLE_EMPTY_ROOT', 'merkleParent', 'merkleLevels', 'merkleRoot', 'merkleProof', 'verifyMerkleProof',
  'transactionId', 'signTransaction', 'checkTransaction', 'tamperTransaction',
  'GENESIS_PREV_HASH', 'MAX_DIFFICULTY', 'headerOf', 'hashBlock', 'meetsDifficulty', 'mineBlock', 'mineBlockSync', 'createGenesisBlock', 'createGenesisBlockAsync', 'nextBlockHeader', 'appendBlock', 'validateChain', 'repairFrom', 'repairFromAsync',
  'pbftFaultTolerance', 'pbftQuorum', 'simulatePbft', 'simulateRaft',
  'applyTransition', 'stepDefaults', 'reachableStates', 'validateBlockCaseDefinition', 'AMOUNT_RULES', 'LEDGER_RULES', 'NO_AMOUNTS',
  'replayLedger', 'gradeAttempt',
  'DEMO_RECEIVABLE_CASE', 'DEMO_DIGITAL_BILL_CASE', 'DEMO_CROSS_BORDER_CASE', 'DEMO_BLOCK_CASES', 'demoKeys',
].sort();

describe('@finedu/domain public surface', () => {
  it('exports exactly the listed blockchain names', () => {
    expect(Object.keys(blockchain).sort()).toEqual(BLOCKCHAIN_EXPORTS);
  });

  const names = Object.keys(domain);

  it('re-exports every name of the contract and the upload client', () => {
    for (const name of [...Object.keys(contract), ...Object.keys(upload), ...Object.keys(operations), ...Object.keys(deviceCheck), ...Object.keys(blockchain)]) {
      expect(names).toContain(name);
      expect((domain as Record<string, unknown>)[name]).toBe((contract as Record<string, unknown>)[name] ?? (upload as Record<string, unknown>)[name] ?? (operations as Record<string, unknown>)[name] ?? (deviceCheck as Record<string, unknown>)[name] ?? (blockchain as Record<string, unknown>)[name]);
    }
  });

  it('exports exactly the listed names besides those', () => {
    const delegated = new Set([...Object.keys(contract), ...Object.keys(upload), ...Object.keys(operations), ...Object.keys(deviceCheck), ...Object.keys(blockchain)]);
    const own = names.filter((name) => !delegated.has(name)).sort();
    expect(own).toEqual(OWN_EXPORTS);
  });

  it('keeps its own names clear of the delegated ones (a clash would silently shadow one)', () => {
    const delegated = new Set([...Object.keys(contract), ...Object.keys(upload), ...Object.keys(operations), ...Object.keys(deviceCheck), ...Object.keys(blockchain)]);
    expect(OWN_EXPORTS.filter((name) => delegated.has(name))).toEqual([]);
  });

  it('spells the spec constants', () => {
    expect(domain.API_TIMEOUT_MS).toBe(30000);
    expect(domain.API_MAX_REDIRECTS).toBe(3);
    expect(domain.TOKEN_STORAGE_KEY).toBe('api_token');
    expect(domain.TOKEN_TTL_MS).toBe(86_400_000);
    expect(domain.NOTEBOOK_RECONNECT_DELAY_MS).toBe(3000);
    expect(domain.NOTEBOOK_PROTOCOL_VERSION).toBe('5.2');
    expect(domain.NOTEBOOK_KERNEL_NAME).toBe('python3');
    expect(domain.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });
});
