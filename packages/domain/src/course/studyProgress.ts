// When a section counts as learned (issue 18): one pure rule the server decides with and the reader page explains.
// Opening a section is not learning it: the student must read to its end for the course's minimum time, watch its
// video and open its linked cases. The server accumulates the time itself (see `creditedReadMs`).

/** Constants of the study rule, shared by the server (deciding) and the app (reporting, explaining). */
export const STUDY_RULES = {
  /** The minimum reading time of a new course (seconds). */
  defaultMinReadSeconds: 60,
  /** The largest minimum a teacher may set (seconds); 0 = no minimum. */
  maxMinReadSeconds: 3600,
  /** The share of a section's video that must have been watched. */
  videoWatchedFraction: 0.9,
  /** How often the reader page reports while the tab is visible (ms). */
  heartbeatMs: 15_000,
  /** The most one report may add, however long since the previous one (ms): a tab left open overnight is not study. */
  maxReportMs: 60_000,
} as const;

/** What a section asks of its reader, from the course setting and what the section links. */
export interface SectionRequirements {
  /** Minimum reading time in seconds (0 = none). */
  minReadSeconds: number;
  /** The section has a video resource. */
  hasVideo: boolean;
  /** The section links a big-data case. */
  hasCase: boolean;
  /** The section links a blockchain case. */
  hasBlockCase: boolean;
}

/** What the server knows the reader has done in the section. */
export interface SectionReading {
  /** Reading time the server credited (ms). */
  readMs: number;
  /** The end of the section was in view at least once. */
  reachedEnd: boolean;
  /** The largest watched share of its video, 0…1. */
  videoFraction: number;
  /** The reader has worked on a linked big-data case (a saved work exists). */
  caseOpened: boolean;
  /** The reader has attempted a linked blockchain case in the block lab. */
  blockCaseOpened: boolean;
}

/** One thing still missing before the section counts as learned. */
export type MissingStudyStep =
  | { kind: 'time'; seconds: number }
  | { kind: 'end' }
  | { kind: 'video' }
  | { kind: 'case' }
  | { kind: 'blockCase' };

export interface SectionStudyState {
  learned: boolean;
  /** In a stable order: time, end, video, case, blockCase. Empty when learned. */
  missing: MissingStudyStep[];
}

/** Clamp a teacher's minimum reading time to the allowed range (whole seconds). */
export function normalizeMinReadSeconds(seconds: number): number {
  if (!Number.isFinite(seconds)) return STUDY_RULES.defaultMinReadSeconds;
  return Math.min(STUDY_RULES.maxMinReadSeconds, Math.max(0, Math.round(seconds)));
}

/** Decide whether a section is learned, and what is missing if not. */
export function sectionStudyState(requirements: SectionRequirements, reading: SectionReading): SectionStudyState {
  const missing: MissingStudyStep[] = [];
  const needMs = normalizeMinReadSeconds(requirements.minReadSeconds) * 1000;
  if (reading.readMs < needMs) missing.push({ kind: 'time', seconds: Math.ceil((needMs - reading.readMs) / 1000) });
  if (!reading.reachedEnd) missing.push({ kind: 'end' });
  if (requirements.hasVideo && reading.videoFraction < STUDY_RULES.videoWatchedFraction) missing.push({ kind: 'video' });
  if (requirements.hasCase && !reading.caseOpened) missing.push({ kind: 'case' });
  if (requirements.hasBlockCase && !reading.blockCaseOpened) missing.push({ kind: 'blockCase' });
  return { learned: missing.length === 0, missing };
}

/**
 * The reading time (ms) one report may add: what the client says, but never more than the wall time since the
 * previous report of the same section (two tabs or a forged total cannot add faster than time passes), nor more than
 * `maxReportMs`. The first report of a section (`previousAt` null) starts the clock and adds nothing.
 */
export function creditedReadMs(reportedMs: number, previousAt: Date | null, now: Date): number {
  if (previousAt === null || !Number.isFinite(reportedMs) || reportedMs <= 0) return 0;
  const wall = now.getTime() - previousAt.getTime();
  if (wall <= 0) return 0;
  return Math.floor(Math.min(reportedMs, wall, STUDY_RULES.maxReportMs));
}
