// The public home's reads (issue 12): one short query per part, run side by side.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, chapters, colleges, competitions, competitionSessions, courses } from '../../db/schema/index.js';

/** Published articles due at `now`, pinned first, newest first (drafts and scheduled ones never). */
export function dueArticles(db: Db, now: Date, limit: number) {
  return db
    .select({ id: articles.id, title: articles.title, summary: articles.summary, cover: articles.cover, pinned: articles.pinned, publishAt: articles.publishAt })
    .from(articles)
    .where(and(isNull(articles.deletedAt), eq(articles.status, 'published'), lte(articles.publishAt, now)))
    .orderBy(desc(articles.pinned), desc(articles.publishAt), desc(articles.id))
    .limit(limit);
}

/** Statuses a public competition shows on the home: not a draft (unannounced) and not archived (put away). */
export const HOME_COMPETITION_STATUSES = ['registering', 'running', 'ended', 'published'] as const;

/** Competitions marked public, the live ones first (registering, running), then the newest; with their sessions' span. */
export function publicCompetitions(db: Db, limit: number) {
  return db
    .select({
      id: competitions.id,
      title: competitions.title,
      coverUrl: competitions.coverUrl,
      eduTitle: colleges.title,
      status: competitions.status,
      registrationStart: competitions.registrationStart,
      registrationEnd: competitions.registrationEnd,
      startsAt: sql<Date | null>`(select min(s.start_at) from ${competitionSessions} s where s.competition_id = "competitions"."id")`.mapWith(competitionSessions.startAt),
      endsAt: sql<Date | null>`(select max(s.end_at) from ${competitionSessions} s where s.competition_id = "competitions"."id")`.mapWith(competitionSessions.endAt),
    })
    .from(competitions)
    .leftJoin(colleges, eq(colleges.id, competitions.eduId))
    .where(and(eq(competitions.visibility, 'public'), inArray(competitions.status, [...HOME_COMPETITION_STATUSES])))
    .orderBy(sql`case when ${competitions.status} in ('registering', 'running') then 0 else 1 end`, desc(competitions.registrationStart), desc(competitions.id))
    .limit(limit);
}

// The outer table is named in full in the subqueries: in a select of one table drizzle writes its columns unqualified
// (`"id"`), which inside the subquery would name the subquery's own table's id.

/** The catalogue: published platform courses (a college's own courses stay its own), in their display order. */
export function catalogueCourses(db: Db, limit: number) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      cover: courses.cover,
      description: courses.description,
      chapterCount: sql<number>`(select count(*) from ${chapters} c where c.course_id = "courses"."id")`.mapWith(Number),
    })
    .from(courses)
    .where(and(isNull(courses.eduId), eq(courses.status, 'published'), isNull(courses.deletedAt)))
    .orderBy(asc(courses.sort), desc(courses.id))
    .limit(limit);
}
