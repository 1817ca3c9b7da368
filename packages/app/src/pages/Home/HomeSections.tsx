import { Link } from 'react-router-dom';
import { routePath, type HomeCompetition, type PublicHome } from '@finedu/domain';
import { Card, Skeleton, StateView, StatusBadge, type StatusBadgeTone } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import type { QueryState } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { CompetitionHead, CourseBody, CourseCover, CourseGrid, CourseTile, ItemBody, ItemList, Meta, NewsItem, Pin, SectionHint } from './Home.styles';

type HomeQuery = QueryState<PublicHome> & { reload: () => void };

const STATUS_TONE: Record<HomeCompetition['status'], StatusBadgeTone> = {
  draft: 'neutral',
  registering: 'primary',
  running: 'success',
  ended: 'neutral',
  published: 'warning',
  archived: 'neutral',
};

const timeSpan = (start: string | null, end: string | null): string => `${formatDateTime(start)} ~ ${formatDateTime(end)}`;

/** Published news, pinned first; each opens the public article page. */
export function NewsSection({ query }: { query: HomeQuery }) {
  const t = useT();
  const view = useViewState(query, { emptyTitle: t('home.news.empty'), emptyDescription: t('home.news.emptyHint') }, (data) => data.articles.length === 0);
  return (
    <Card id="news" title={t('home.news.title')}>
      <StateView state={view.state} {...view.stateMessages} loadingFallback={<Skeleton lines={6} />}>
        <ItemList>
          {(query.data?.articles ?? []).map((article) => (
            <li key={article.id}>
              <NewsItem>
                {article.cover !== '' && <img src={article.cover} alt="" loading="lazy" decoding="async" width={96} height={64} />}
                <ItemBody>
                  <h3>
                    <Link to={routePath('AdPreview', { id: article.id })}>{article.title}</Link>
                  </h3>
                  {article.summary !== '' && <p>{article.summary}</p>}
                  <Meta>
                    {article.pinned && <Pin>{t('home.news.pinned')}</Pin>}
                    <time dateTime={article.publish_at}>{formatDateTime(article.publish_at)}</time>
                  </Meta>
                </ItemBody>
              </NewsItem>
            </li>
          ))}
        </ItemList>
      </StateView>
    </Card>
  );
}

/** The public competitions, live ones first; each opens its page on the public competition site. */
export function CompetitionsSection({ query }: { query: HomeQuery }) {
  const t = useT();
  const view = useViewState(query, { emptyTitle: t('home.competitions.empty'), emptyDescription: t('home.competitions.emptyHint') }, (data) => data.competitions.length === 0);
  return (
    <Card id="competitions" title={t('home.competitions.title')} extra={<Link to={routePath('Competition')}>{t('home.competitions.all')}</Link>}>
      <StateView state={view.state} {...view.stateMessages} loadingFallback={<Skeleton lines={6} />}>
        <ItemList>
          {(query.data?.competitions ?? []).map((competition) => (
            <li key={competition.id}>
              <ItemBody as="article">
                <CompetitionHead>
                  <h3>{competition.title}</h3>
                  <StatusBadge tone={STATUS_TONE[competition.status]}>{t(`home.competitions.status.${competition.status}`)}</StatusBadge>
                </CompetitionHead>
                <Meta>
                  <span>{competition.edu_title ?? t('home.competitions.platform')}</span>
                  <span>{t('home.competitions.registration', { window: timeSpan(competition.registration_start, competition.registration_end) })}</span>
                  <span>
                    {competition.starts_at === null ? t('home.competitions.scheduleTbd') : t('home.competitions.schedule', { window: timeSpan(competition.starts_at, competition.ends_at) })}
                  </span>
                </Meta>
                <div>
                  <Link to={`${routePath('Competition')}?id=${competition.id}`} aria-label={t('home.competitions.openNamed', { title: competition.title })}>
                    {t('home.competitions.open')}
                  </Link>
                </div>
              </ItemBody>
            </li>
          ))}
        </ItemList>
      </StateView>
    </Card>
  );
}

/** The catalogue of platform courses: what a course is about, never its chapters (those are for signed-in readers). */
export function CoursesSection({ query }: { query: HomeQuery }) {
  const t = useT();
  const view = useViewState(query, { emptyTitle: t('home.courses.empty'), emptyDescription: t('home.courses.emptyHint') }, (data) => data.courses.length === 0);
  return (
    <Card id="courses" title={t('home.courses.title')}>
      <SectionHint>{t('home.courses.hint')}</SectionHint>
      <StateView state={view.state} {...view.stateMessages} loadingFallback={<Skeleton variant="block" lines={2} />}>
        <CourseGrid>
          {(query.data?.courses ?? []).map((course) => (
            <li key={course.id}>
              <CourseTile>
                <CourseCover>{course.cover !== '' ? <img src={course.cover} alt="" loading="lazy" decoding="async" /> : <span aria-hidden="true">{t('home.courses.noCover')}</span>}</CourseCover>
                <CourseBody>
                  <h3>{course.title}</h3>
                  {course.description !== '' && <p>{course.description}</p>}
                  <Meta>{t('home.courses.chapters', { count: course.chapter_count })}</Meta>
                </CourseBody>
              </CourseTile>
            </li>
          ))}
        </CourseGrid>
      </StateView>
    </Card>
  );
}
