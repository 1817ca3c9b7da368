import { useState } from 'react';
import type { Exam } from '@finedu/domain';
import { Button, useToast } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { DescriptionList } from '../../../components/DescriptionList';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { ExamDetailFrame } from './ExamDetailFrame';
import { ExamFormModal } from './ExamFormModal';
import { PublishControl } from './PublishControl';
import { ExamStatusTag, Toolbar } from './staffParts';
import { useCollegeClasses } from './useCollegeClasses';
import { useExport } from './useExport';

/** ExamBase (/edu/examine/:id/base): the exam's settings (editable until it closes), status, publish, export. */
export default function ExamBasePage() {
  return <ExamDetailFrame tab="base">{({ exam, reload }) => <ExamSettings exam={exam} reload={reload} />}</ExamDetailFrame>;
}

export function ExamSettings({ exam, reload }: { exam: Exam; reload: () => void }) {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const classes = useCollegeClasses();
  const exporter = useExport();
  const [editing, setEditing] = useState(false);
  const yesNo = (value: boolean) => t(value ? 'exam.staff.yes' : 'exam.staff.no');

  return (
    <>
      <Toolbar>
        {exam.status !== 'closed' && (
          <Button icon={actionIcon('edit')} onClick={() => setEditing(true)}>{t('exam.staff.base.edit')}</Button>
        )}
        <PublishControl exam={exam} onPublished={reload} />
        <Button icon={actionIcon('export')} loading={exporter.busy} onClick={() => void exporter.run(() => services.exam.exportScores(exam.id, { silent: true }), t('exam.staff.exportName', { title: exam.title }))}>
          {t('exam.staff.exportScores')}
        </Button>
      </Toolbar>
      <DescriptionList aria-label={t('exam.staff.tab.base')}>
        <dt>{t('exam.staff.field.status')}</dt>
        <dd>
          <ExamStatusTag status={exam.status} />
        </dd>
        <dt>{t('exam.staff.field.paper_id')}</dt>
        <dd>{t('exam.staff.base.paperLine', { title: exam.paper_title, count: exam.question_count, score: exam.total_score })}</dd>
        <dt>{t('exam.staff.field.start_at')}</dt>
        <dd>{formatDateTime(exam.start_at)}</dd>
        <dt>{t('exam.staff.field.end_at')}</dt>
        <dd>{formatDateTime(exam.end_at)}</dd>
        <dt>{t('exam.staff.field.duration_minutes')}</dt>
        <dd>{t('exam.staff.minutes', { minutes: exam.duration_minutes })}</dd>
        <dt>{t('exam.staff.field.attempts')}</dt>
        <dd>{exam.attempts}</dd>
        <dt>{t('exam.staff.field.class_ids')}</dt>
        <dd>{exam.classes.length > 0 ? exam.classes.map((klass) => klass.name).join('、') : t('common.none')}</dd>
        <dt>{t('exam.staff.field.user_ids')}</dt>
        <dd>{t('exam.staff.base.extraCount', { count: exam.user_ids.length })}</dd>
        <dt>{t('exam.staff.field.candidates')}</dt>
        <dd>{exam.candidate_count}</dd>
        <dt>{t('exam.staff.field.submitted')}</dt>
        <dd>{exam.submitted_count}</dd>
        <dt>{t('exam.staff.field.unmarked')}</dt>
        <dd>{exam.unmarked_count}</dd>
        <dt>{t('exam.staff.field.shuffle_questions')}</dt>
        <dd>{yesNo(exam.shuffle_questions)}</dd>
        <dt>{t('exam.staff.field.shuffle_options')}</dt>
        <dd>{yesNo(exam.shuffle_options)}</dd>
        <dt>{t('exam.staff.field.show_results')}</dt>
        <dd>{t(`exam.staff.showResults.${exam.show_results}`)}</dd>
        <dt>{t('exam.staff.field.published')}</dt>
        <dd>{t(exam.published ? 'exam.staff.published.yes' : 'exam.staff.published.no')}</dd>
        <dt>{t('exam.staff.field.description')}</dt>
        <dd>{exam.description || t('common.none')}</dd>
      </DescriptionList>
      {editing && (
        <ExamFormModal
          exam={exam}
          classes={classes.data ?? []}
          onClose={() => setEditing(false)}
          onSaved={() => {
            toast.success(t('exam.staff.updated'));
            setEditing(false);
            reload();
          }}
        />
      )}
    </>
  );
}
