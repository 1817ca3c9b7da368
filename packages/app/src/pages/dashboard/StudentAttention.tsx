import { routePath, studentExamStatus, type DashboardNextExam, type StudentDashboard, type StudentExamFacts, type StudentExamPhase } from '@finedu/domain';
import { StatusBadge, type StatusBadgeTone } from '@finedu/ui';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../components/format';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { AttentionGrid } from './AttentionPanel.styles';
import { AttentionSection } from './AttentionSection';

/** The phases the next exam can be in (one not yet submitted), in 我的考试's words. */
const EXAM_PHASE: Partial<Record<StudentExamPhase, { label: MessageId; tone: StatusBadgeTone }>> = {
  scheduled: { label: 'dashboard.student.examUpcoming', tone: 'neutral' },
  available: { label: 'dashboard.student.examOpen', tone: 'success' },
  in_progress: { label: 'dashboard.student.examInProgress', tone: 'warning' },
};

/**
 * The next exam as the one status rule reads it: the server lists only an exam the student can still start or is
 * writing, so nothing is submitted yet and the publish rule does not matter here.
 */
function nextExamFacts(exam: DashboardNextExam): StudentExamFacts {
  return {
    window: exam.status === 'upcoming' ? 'scheduled' : 'open',
    can_start: exam.status === 'open',
    attempt: exam.status === 'in_progress' ? { status: 'in_progress', score: null, pending: false } : null,
    score_released: false,
    review_available: false,
    show_results: 'after_close',
  };
}

/** A student's panel: the next exam, where to continue reading, the latest released results. */
export function StudentAttention({ data }: { data: StudentDashboard }) {
  const t = useT();
  const exam = data.next_exam;
  const section = data.next_section;
  return (
    <AttentionGrid>
      <AttentionSection title={t('dashboard.student.nextExam')} count={exam === null ? 0 : 1} none={t('dashboard.student.nextExamNone')} empty={exam === null}>
        {exam !== null && (
          <li>
            <Link to={routePath('ExamIndex')}>{exam.title}</Link>
            <span>
              <ExamPhase exam={exam} />
            </span>
            <span>{t('dashboard.student.examWindow', { start: formatDateTime(exam.start_at), end: formatDateTime(exam.end_at), minutes: exam.duration_minutes })}</span>
          </li>
        )}
      </AttentionSection>
      <AttentionSection title={t('dashboard.student.nextSection')} count={section === null ? 0 : section.total - section.read} none={t('dashboard.student.nextSectionNone')} empty={section === null}>
        {section !== null && (
          <li>
            <Link to={`${routePath('StudyChapter', { id: section.course_id })}?chapter=${section.section_id}`}>{section.section_title}</Link>
            <span>
              {section.chapter_title === section.section_title
                ? t('dashboard.student.nextChapterItem', { course: section.course_title, read: section.read, total: section.total })
                : t('dashboard.student.nextSectionItem', { course: section.course_title, chapter: section.chapter_title, read: section.read, total: section.total })}
            </span>
          </li>
        )}
      </AttentionSection>
      <AttentionSection title={t('dashboard.student.results')} count={data.results.length} none={t('dashboard.student.resultsNone')} empty={data.results.length === 0}>
        {data.results.map((result) => (
          <li key={`${result.kind}:${result.id}:${result.at}`}>
            <Link to={result.kind === 'exam' ? routePath('EduGrade') : routePath('BlockLab', { id: result.id })}>{result.title}</Link>
            <span>
              {t(result.kind === 'exam' ? 'dashboard.student.resultExam' : 'dashboard.student.resultLab')} · {t('dashboard.student.resultScore', { score: result.score, total: result.total })}
            </span>
          </li>
        ))}
      </AttentionSection>
    </AttentionGrid>
  );
}

function ExamPhase({ exam }: { exam: DashboardNextExam }) {
  const t = useT();
  const phase = EXAM_PHASE[studentExamStatus(nextExamFacts(exam)).phase];
  return phase ? <StatusBadge tone={phase.tone}>{t(phase.label)}</StatusBadge> : null;
}
