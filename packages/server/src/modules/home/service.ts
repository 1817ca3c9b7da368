// The public home (issue 12): what anyone may see of the platform before signing in. The answer is the same for
// every caller, so it carries nothing of a user, a college's private items or any content behind sign-in.
import { HOME_LIMITS, type HomeCompetition, type PublicHome } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import { isSafeUrl } from '../courses/index.js';
import * as repo from './repository.js';

/** A course's description on a catalogue card: the first lines are enough (the card clamps them further). */
const DESCRIPTION_CHARS = 160;

const safeCover = (url: string | null): string => (url !== null && url !== '' && isSafeUrl(url, true) ? url : '');
const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());
const excerpt = (text: string): string => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > DESCRIPTION_CHARS ? `${plain.slice(0, DESCRIPTION_CHARS - 1)}…` : plain;
};

export async function loadPublicHome(db: Db, now: Date): Promise<PublicHome> {
  const [articles, competitions, courses] = await Promise.all([
    repo.dueArticles(db, now, HOME_LIMITS.articles),
    repo.publicCompetitions(db, HOME_LIMITS.competitions),
    repo.catalogueCourses(db, HOME_LIMITS.courses),
  ]);
  return {
    articles: articles.map((row) => ({
      id: row.id,
      title: row.title,
      summary: row.summary,
      cover: safeCover(row.cover),
      pinned: row.pinned,
      // Due articles always have a publish time (the query asks publish_at <= now).
      publish_at: iso(row.publishAt) ?? now.toISOString(),
    })),
    competitions: competitions.map((row) => ({
      id: row.id,
      title: row.title,
      cover_url: safeCover(row.coverUrl) || null,
      edu_title: row.eduTitle,
      status: row.status as HomeCompetition['status'],
      registration_start: row.registrationStart.toISOString(),
      registration_end: row.registrationEnd.toISOString(),
      starts_at: iso(row.startsAt),
      ends_at: iso(row.endsAt),
    })),
    courses: courses.map((row) => ({ id: row.id, title: row.title, cover: safeCover(row.cover), description: excerpt(row.description), chapter_count: row.chapterCount })),
  };
}
