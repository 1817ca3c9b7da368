// The public home's answer (issue 12; call in homeCalls.ts).
import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { Timestamp } from './common.js';
import { CompetitionStatus } from './competition.js';
import { HOME_CALLS } from './homeCalls.js';

/** How many items of each part the public home answers at most. */
export const HOME_LIMITS = { articles: 6, competitions: 6, courses: 8 } as const;

/** A published, due article: `publish_at` is never in the future. */
export const HomeArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Cover image URL, `''` = none. */
  cover: z.string(),
  pinned: z.boolean(),
  publish_at: Timestamp,
});
export type HomeArticle = z.infer<typeof HomeArticle>;

/** A competition marked public (never a draft, an archived or a signed-in/invited one). */
export const HomeCompetition = z.object({
  id: z.number().int(),
  title: z.string(),
  cover_url: z.string().nullable(),
  /** The organizing college; `null` = a platform competition. */
  edu_title: z.string().nullable(),
  status: CompetitionStatus,
  registration_start: Timestamp,
  registration_end: Timestamp,
  /** First session's start and last session's end; `null` while no session is scheduled. */
  starts_at: Timestamp.nullable(),
  ends_at: Timestamp.nullable(),
});
export type HomeCompetition = z.infer<typeof HomeCompetition>;

/** A published platform course as a catalogue entry (the chapters themselves stay behind sign-in). */
export const HomeCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Cover image URL, `''` = none. */
  cover: z.string(),
  description: z.string(),
  chapter_count: z.number().int(),
});
export type HomeCourse = z.infer<typeof HomeCourse>;

export const PublicHome = z.object({
  articles: z.array(HomeArticle),
  competitions: z.array(HomeCompetition),
  courses: z.array(HomeCourse),
});
export type PublicHome = z.infer<typeof PublicHome>;

export const HOME_SCHEMAS = schemasFor(HOME_CALLS)({
  publicHome: { response: PublicHome },
});
