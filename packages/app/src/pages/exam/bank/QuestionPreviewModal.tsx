import type { Question } from '@finedu/domain';
import { Button, Modal } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { StaffQuestionPreview } from './StaffQuestionPreview';

/** A question read-only, as staff see it: the student's view plus key, analysis and meta. */
export function QuestionPreviewModal({ question, onClose }: { question: Question; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open size="large" title={t('exam.bank.previewTitle')} onClose={onClose} closeLabel={t('common.close')} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <StaffQuestionPreview question={question} />
    </Modal>
  );
}
