import { useState } from 'react';
import type { Exam } from '@finedu/domain';
import { Button, ConfirmDialog, useToast } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { Muted } from './staffParts';

/**
 * Publish results: releases scores (and keys unless results are never shown). Only once the exam has closed (the
 * server's rule); warns while answers await marking.
 */
export function PublishControl({ exam, onPublished }: { exam: Exam; onPublished: () => void }) {
  const t = useT();
  const toast = useToast();
  const { exam: client } = useServices();
  const [open, setOpen] = useState(false);
  const waiting = exam.status !== 'closed' && !exam.published;
  return (
    <>
      <Button variant="primary" disabled={exam.published || waiting} aria-describedby={waiting ? `publish-hint-${exam.id}` : undefined} onClick={() => setOpen(true)}>
        {exam.published ? t('exam.staff.published.yes') : t('exam.staff.publish')}
      </Button>
      {waiting && <Muted id={`publish-hint-${exam.id}`}>{t('exam.staff.publishAfterClose')}</Muted>}
      <ConfirmDialog
        open={open}
        title={t('exam.staff.publishTitle')}
        description={
          exam.unmarked_count > 0
            ? t('exam.staff.publishUnmarked', { count: exam.unmarked_count })
            : t(exam.show_results === 'never' ? 'exam.staff.publishTextNever' : 'exam.staff.publishText')
        }
        confirmLabel={t('exam.staff.publish')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await client.publish(exam.id, { silent: true });
            toast.success(t('exam.staff.publishedToast'));
            onPublished();
          } catch (error) {
            toast.error(errorText(error, t('common.loadFailed')));
          }
          setOpen(false);
        }}
      />
    </>
  );
}
