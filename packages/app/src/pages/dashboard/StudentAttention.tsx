import { routePath, type DashboardExamStatus, type StudentDashboard } from '@finedu/domain';
import { StatusBadge, type StatusBadgeTone } from '@finedu/ui';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../components/format';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { AttentionGrid } from './AttentionPanel.styles';
import { AttentionSection } from './AttentionSection';

const EXAM_STATUS: Record<DashboardExamStatus, { label: MessageId; tone: StatusBadgeTone }> = {
  upcoming: { label: 'dashboard.student.examUpcoming', tone: 'neutral' },
  open: { label: 'dashboard.student.examOpen', tone: 'success' },
  in_progress: { label: 'dashboard.student.examInProgress', tone: 'warning' },
};

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
              <StatusBadge tone={EXAM_STATUS[exam.status].tone}>{t(EXAM_STATUS[exam.status].label)}</StatusBadge>
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
