// Public surface of @finedu/domain, listed by name (src/__tests__/exports.test.ts guards it).
// Framework-free: nothing here touches the DOM or Node built-ins at import time.

export { ROLES, isRole, isSystemRole, isCollegeRole, isCompetitorRole, checkPermission } from './permission/index.js';
export type { Role, PermissionRequirement } from './permission/index.js';

export { ROUTES, FREE_ROUTES, LOGIN_ROUTES, LANDING_ROUTES, landingRouteFor, homeRouteFor, findRoute, routeTitleFor, allowedRoutesFor, routePath } from './routes/index.js';
export type { RouteDef } from './routes/index.js';

export { ApiError, isApiError, SYSTEM_ERROR_MESSAGE, createHttpClient, API_TIMEOUT_MS, API_MAX_REDIRECTS, isEnvelope, ENVELOPE_OK, toLanguageTag } from './http/index.js';
export type { HttpClientOptions } from './http/index.js';

export { TokenStore, TOKEN_STORAGE_KEY, TOKEN_TTL_MS } from './auth/index.js';
export type { StorageLike, StoredToken, TokenStoreOptions } from './auth/index.js';

export { decideNavigation, NAVIGATION_CODES, NAVIGATION_MESSAGES } from './navigation/index.js';
export type { GuardUser, NavigationTarget, NavigationRequest, NavigationDecision, NavigationCode, NavigationMessageId } from './navigation/index.js';

export { loadChunk, ChunkLoadError, isChunkLoadError, CHUNK_LOAD_TIMEOUT_MS } from './chunk/index.js';
export type { LoadChunkOptions } from './chunk/index.js';

export { AuthClient, CollegesClient, UsersClient, ClassesClient, CasesClient, ClassroomClient, ExamClient, CourseClient, CompetitionClient, OperationsClient, DeviceCheckClient, HomeClient, BlockCaseClient, BlockLabClient, DashboardClient, MarkingClient, SimilarityClient, NotebookTokensClient, GradebookClient } from './clients/index.js';
export type { AuthApi, CollegesApi, UsersApi, ClassesApi, CasesApi, ClassroomApi, CourseApi, RequestOptions } from './clients/index.js';

export {
  NotebookClient,
  NotebookError,
  NotebookRunError,
  NOTEBOOK_RECONNECT_DELAY_MS,
  NOTEBOOK_CODE_LOG_PATH,
  NOTEBOOK_PROTOCOL_VERSION,
  NOTEBOOK_KERNEL_NAME,
  joinStreams,
} from './notebook/index.js';
export type {
  NotebookClientOptions,
  NotebookStartParams,
  NotebookStatus,
  NotebookRunLog,
  NotebookErrorReason,
  NotebookOutput,
  NotebookRunResult,
  MimeBundle,
  JupyterMessage,
  JupyterHeader,
  WebSocketLike,
  WebSocketFactory,
} from './notebook/index.js';

export {
  AnswerSync,
  answerSyncStorageKey,
  ANSWER_SYNC_BATCH,
  ANSWER_SYNC_RETRY_MS,
  ANSWER_SYNC_MAX_RETRY_MS,
  IntegrityLog,
  INTEGRITY_BATCH_MS,
  INTEGRITY_MAX_QUEUE,
  remainingMs,
  formatCountdown,
  monotonicNow,
  isAnswered,
  isLeafAnswered,
  normalizeBlank,
  isBlankCorrect,
  blankCredit,
  matchesAlternative,
  blankAnswersOf,
  readNumeric,
  gradeNumeric,
  withinTolerance,
  meetsPrecision,
  formatNumeric,
  calculatedAsNumeric,
  BUILT_IN_UNITS,
  blankMarkerStyle,
  countBlankMarkers,
  replaceBlankMarkers,
  matchingChoices,
  matchingResponsesOf,
  matchingVerdicts,
  clozeGapNumbers,
  splitClozeStem,
  matchesWildcard,
  gradeClozeGap,
  clozeResponsesOf,
  gradeClozeGaps,
  clozeGapKey,
  toPublicContent,
  toPublicLeafContent,
  toPublicQuestion,
  toPublicSections,
  encodeNotebookAnswer,
  decodeNotebookAnswer,
  notebookAnswerCode,
  notebookTemplateCode,
  notebookCellsOf,
  isNotebookAnswered,
  NOTEBOOK_ANSWER_VERSION,
  examNotebookFolder,
  examNotebookPath,
  roundScore,
  sumScores,
  paperTotal,
  studentExamStatus,
  studentExamFacts,
  myGradeFacts,
  submitResultFacts,
  STUDENT_EXAM_PHASES,
} from './exam/index.js';
export type {
  AnswerSyncClient,
  AnswerSyncOptions,
  AnswerSyncSnapshot,
  AnswerSyncStatus,
  AnswerEntry,
  ConnectivityEvents,
  IntegrityLogClient,
  IntegrityLogOptions,
  IntegrityEventKind,
  ServerClockAnchor,
  CountdownDays,
  AnsweredContent,
  BlankRule,
  BlankCredit,
  ClozeGapGrade,
  NumericRule,
  NumericReading,
  NumericReadFailure,
  NumericGrade,
  BlankMarkerStyle,
  OptionShuffle,
  NotebookAnswerCell,
  StudentExamPhase,
  StudentExamAction,
  StudentExamFacts,
  StudentExamView,
} from './exam/index.js';

export { gradeTotal, zeroApplies, letterFor, letterScaleProblem, FIVE_LEVEL_SCALE, LETTER_SCALE } from './gradebook/index.js';
export type { GradeAggregation, GradeCategoryRule, GradeItemRule, GradeItemScore, GradeTotalInput, GradeItemState, GradeCategoryResult, GradeTotalResult, LetterStep } from './gradebook/index.js';
export { seededRandom, shuffled } from './random/index.js';
export { isBetter, compareEntries, rankEntries, bestAttempt, finalAttempts, previousRanks, rankChange, COMPETITION_TIME_ZONE, dayKey, startOfDay, startOfNextDay } from './competition/index.js';
export type { Rankable, ScoredAttempt } from './competition/index.js';
export { spreadsheetCellText } from './spreadsheet/index.js';
export { formatYuan, formatYuanNumber, parseYuan } from './money/index.js';
export type { YuanParseError } from './money/index.js';
export { DEFAULT_TIME_ZONE, wallTimeAt, zoneOffsetMinutes, instantOfWallTime, formatWallTime, isoInZone, parseWallTime } from './time/index.js';
export type { WallTime, WallTimeFormat } from './time/index.js';
export {
  RICH_TEXT_TAGS,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_GLOBAL_ATTRIBUTES,
  RICH_TEXT_TAG_ATTRIBUTES,
  RICH_TEXT_URL_ATTRIBUTES,
  RICH_TEXT_URL_SCHEMES,
  RICH_TEXT_BLANK_REL,
  isSafeRichTextUrl,
} from './richText/index.js';
export type { SpreadsheetCellValue } from './spreadsheet/index.js';

// The API contract (zod schemas, paths) and the upload client export their own names.
export * from './contract/index.js';
export * from './upload/index.js';
// The operations monitor's figures, thresholds and alerts (issue 12).
export * from './operations/index.js';
// The pre-exam device check's checks, limits and verdicts (issue 12).
export * from './deviceCheck/index.js';
// The blockchain lab's ledger, cryptography, consensus simulators, case rules and demo cases (issue 11).
export * from './blockchain/index.js';
export { STUDY_RULES, sectionStudyState, creditedReadMs, normalizeMinReadSeconds } from './course/studyProgress.js';
export type { SectionRequirements, SectionReading, MissingStudyStep, SectionStudyState } from './course/studyProgress.js';
