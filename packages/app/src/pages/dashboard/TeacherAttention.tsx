import { routePath, type TeacherDashboard } from '@finedu/domain';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../components/format';
import { useT } from '../../i18n/useT';
import { AttentionGrid } from './AttentionPanel.styles';
import { AttentionSection } from './AttentionSection';
import { markingPathOf } from './markingPath';

/** A teacher's panel: answers to mark, exams running, students falling behind, the latest lab results. */
export function TeacherAttention({ data }: { data: TeacherDashboard }) {
  const t = useT();
  return (
    <AttentionGrid>
      {/* The count is the marking queue's own total (one server function), so it agrees with /edu/marking. */}
      <AttentionSection title={t('dashboard.teacher.marking')} count={data.marking_students} none={t('dashboard.teacher.markingNone')} empty={data.marking.length === 0}>
        {data.marking.map((work) => (
          <li key={`${work.kind}:${work.id}`}>
            <Link to={markingPathOf(work)}>{work.title}</Link>
            <span>{t(work.kind === 'exam' ? 'dashboard.teacher.markingItem' : 'dashboard.teacher.markingCase', { attempts: work.attempts, items: work.items })}</span>
          </li>
        ))}
        <li>
          <Link to={routePath('EduMarking')}>{t('dashboard.teacher.markingAll')}</Link>
        </li>
      </AttentionSection>
      <AttentionSection title={t('dashboard.teacher.running')} count={data.running.length} none={t('dashboard.teacher.runningNone')} empty={data.running.length === 0}>
        {data.running.map((exam) => (
          <li key={exam.exam_id}>
            <Link to={routePath('ExamUser', { id: exam.exam_id })}>{exam.title}</Link>
            <span>{t('dashboard.teacher.runningItem', { inProgress: exam.in_progress, submitted: exam.submitted, candidates: exam.candidates })}</span>
            <span>{t('dashboard.teacher.runningEnds', { time: formatDateTime(exam.end_at) })}</span>
          </li>
        ))}
      </AttentionSection>
      <AttentionSection title={t('dashboard.teacher.behind')} count={new Set(data.behind.map((s) => s.user_id)).size} none={t('dashboard.teacher.behindNone')} empty={data.behind.length === 0}>
        {data.behind.map((student) => (
          <li key={`${student.user_id}:${student.reason}:${student.exam_id ?? ''}`}>
            {student.reason === 'missed_exam' && student.exam_id !== null ? (
              <Link to={routePath('ExamUser', { id: student.exam_id })}>{student.name}</Link>
            ) : (
              <Link to={routePath('CourseTeacher')}>{student.name}</Link>
            )}
            <span>
              {student.reason === 'missed_exam'
                ? t('dashboard.teacher.behindMissed', { className: student.class_name, exam: student.exam_title ?? '' })
                : t('dashboard.teacher.behindProgress', { className: student.class_name, progress: student.progress ?? 0, classProgress: student.class_progress ?? 0 })}
            </span>
          </li>
        ))}
      </AttentionSection>
      <AttentionSection title={t('dashboard.teacher.labs')} count={data.lab_results.length} none={t('dashboard.teacher.labsNone')} empty={data.lab_results.length === 0}>
        {data.lab_results.map((lab) => (
          <li key={`${lab.case_id}:${lab.user_name}:${lab.updated_at}`}>
            <Link to={routePath('EduBlockCaseStudents', { id: lab.case_id })}>{lab.title}</Link>
            <span>{t('dashboard.teacher.labItem', { name: lab.user_name, score: lab.score })}</span>
          </li>
        ))}
      </AttentionSection>
    </AttentionGrid>
  );
}
