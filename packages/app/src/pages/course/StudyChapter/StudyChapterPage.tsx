import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { isApiError, routePath, type CourseProgress, type ReadChapterResult, type ReadingReport, type SectionStudy } from '@finedu/domain';
import { Button, Card, ChapterTree, PageHeader, ProgressBar, StateView } from '@finedu/ui';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { flattenChapters, nextChapterOf, parseId, progressPercent, readIdsOf, toTreeNodes } from '../shared/chapters';
import { Prose } from '../shared/Prose';
import { useChapterTreeLabels } from '../shared/useCourseLabels';
import { ChapterAttachments } from './ChapterAttachments';
import { StudyStatus } from './StudyStatus';
import { useStudyReport } from './useStudyReport';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: var(--ui-space-5);
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const Aside = styled.aside`
  position: sticky;
  top: var(--ui-space-4);
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
`;

/** Previous at the left, next at the right; on a narrow screen each takes a line of its own before its title is cut. */
const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--ui-space-3);
  > :last-child { margin-left: auto; }
`;

/** The end of the section: once it has been in view, the student read to the end. */
const SectionEnd = styled.div`
  height: 1px;
`;

const Meta = styled.p`
  margin: 0 0 var(--ui-space-4);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

/**
 * StudyChapter (/edu/study/:id/chapter?chapter=…): the reader with the chapter tree, content, resources, cases and exams.
 * Everything on the page belongs to one course, so the reader is keyed by the course: switching courses in the menu
 * (same route, another id) starts from that course's own progress instead of keeping the previous course's.
 */
export default function StudyChapterPage() {
  const params = useParams();
  return <CourseReader key={params.id ?? ''} courseId={parseId(params.id)} />;
}

/** The reader of one course; students report their reading and see each section's study state (issue 18). */
function CourseReader({ courseId }: { courseId: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { courses, notifier } = useServices();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const course = useQuery((signal) => (courseId === null ? Promise.reject(new Error(t('study.badId'))) : courses.study(courseId, { signal, silent: true })), [courseId]);
  const requested = parseId(search.get('chapter'));
  const chapterId = requested ?? course.data?.next_chapter_id ?? null;
  const chapter = useQuery(
    (signal) => (courseId === null || chapterId === null ? Promise.resolve(null) : courses.studyChapter(courseId, chapterId, { signal, silent: true })),
    [courseId, chapterId],
  );
  const [progress, setProgress] = useState<CourseProgress | null>(null);
  const [studies, setStudies] = useState<Record<number, SectionStudy>>({});
  const treeLabels = useChapterTreeLabels();
  const student = user?.role === 'edu_student';
  const opened = chapter.data && chapter.data.id === chapterId ? chapter.data : null;

  // Students report their reading (open, heartbeats while visible, end in view, video); the server decides "learned".
  const endRef = useRef<HTMLDivElement>(null);
  const mediaRef = useRef<HTMLDivElement>(null);
  const failed = useRef(false);
  const send = useCallback((id: number, report: ReadingReport) => courses.readChapter(courseId ?? 0, id, report, { silent: true }), [courses, courseId]);
  const onResult = useCallback((result: ReadChapterResult) => {
    failed.current = false;
    setProgress(result.progress);
    setStudies((current) => ({ ...current, [result.chapter_id]: result.study }));
  }, []);
  const onError = useCallback(
    (error: unknown) => {
      // One message, not one per heartbeat.
      if (failed.current) return;
      failed.current = true;
      notifier.error(isApiError(error) ? error.message : t('study.readFailed'));
    },
    [notifier, t],
  );
  useStudyReport({ chapterId: opened?.id ?? null, enabled: student && courseId !== null, endRef, mediaRef, send, onResult, onError });
  const study = opened ? (studies[opened.id] ?? opened.study) : null;

  const view = useViewState(course, { emptyTitle: t('study.noChapters'), emptyDescription: t('study.noChaptersHint') }, (data) => data.chapters.length === 0);
  const chapterView = useViewState(chapter, { emptyTitle: t('study.chapterMissing') }, (data) => data === null);
  // Until the asked-for chapter arrives, show the skeleton rather than the previous chapter or "missing".
  const chapterState = chapter.status === 'loading' && chapter.data?.id !== chapterId ? 'loading' : chapterView.state;
  const data = course.data;
  const shownProgress = progress ?? data?.progress ?? null;
  const learnedNow = Object.entries(studies).filter(([, value]) => value.learned).map(([id]) => Number(id));
  const readIds = data ? [...new Set([...readIdsOf(data.chapters), ...learnedNow])] : [];
  const open = (id: number) => void navigate(`${routePath('StudyChapter', { id: courseId ?? 0 })}?chapter=${id}`);
  const flat = data ? flattenChapters(data.chapters) : [];
  const index = opened ? flat.findIndex((item) => item.id === opened.id) : -1;
  const previous = index > 0 ? flat[index - 1] : undefined;
  const next = data && opened ? nextChapterOf(data.chapters, opened.id) : undefined;

  return (
    <>
      <PageHeader
        title={data?.title ?? t('study.title')}
        description={data && data.teachers.length > 0 ? t('study.teachers', { names: data.teachers.map((teacher) => teacher.name).join('、') }) : undefined}
        extra={<Button icon={actionIcon('back')} onClick={() => void navigate(routePath('Courses'))}>{t('study.backToCourses')}</Button>}
      />
      <StateView state={view.state} {...view.stateMessages}>
        {data && (
          <Layout>
            <Aside>
              <Card padding="compact">
                {student && shownProgress && (
                  <div data-testid="course-progress">
                    <ProgressBar value={progressPercent(shownProgress)} label={t('course.card.progress')} />
                    <Meta>{t('courses.readOf', { read: shownProgress.read, total: shownProgress.total })}</Meta>
                  </div>
                )}
                <ChapterTree items={toTreeNodes(data.chapters)} currentId={chapterId ?? undefined} readIds={readIds} onSelect={(id) => open(Number(id))} labels={treeLabels} />
              </Card>
            </Aside>
            <Main>
              <StateView state={chapterState} {...chapterView.stateMessages}>
                {opened && (
                  <Main ref={mediaRef}>
                    <Card title={opened.title}>
                      <Meta>{t('study.updatedAt', { time: formatDateTime(opened.updated_at) })}</Meta>
                      {student && study && <StudyStatus study={study} />}
                      {opened.content.trim() === '' ? <p>{t('study.noContent')}</p> : <Prose source={opened.content} label={opened.title} />}
                      <SectionEnd ref={endRef} data-testid="section-end" aria-hidden="true" />
                    </Card>
                    <ChapterAttachments chapter={opened} />
                    <Pager aria-label={t('study.pager')}>
                      {previous ? <Button onClick={() => open(previous.id)}>{t('study.previous', { title: previous.title })}</Button> : <span />}
                      {next && (
                        <Button variant="primary" onClick={() => open(next.id)}>
                          {t('study.next', { title: next.title })}
                        </Button>
                      )}
                    </Pager>
                  </Main>
                )}
              </StateView>
            </Main>
          </Layout>
        )}
      </StateView>
    </>
  );
}
