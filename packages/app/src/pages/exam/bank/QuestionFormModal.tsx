import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { UploadClient, type Question, type QuestionCategory, type QuestionWrite } from '@finedu/domain';
import { ConfirmDialog, Modal, QuestionEditor, type CalculatedVariantsPreview } from '@finedu/ui';
import { toQueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { NotebookDataSection } from './NotebookDataSection';
import { useQuestionEditorLabels } from './useQuestionEditorLabels';
import { useQuestionViewLabels } from './useQuestionViewLabels';

/** Wide enough for the editor and its live preview side by side. */
const WideModal = styled(Modal)`
  &&[data-size='large'] {
    width: min(1280px, 96vw);
  }
`;

export interface QuestionFormModalProps {
  /** The question to edit; null creates one. */
  question: Question | null;
  categories: readonly QuestionCategory[];
  onClose: () => void;
  onSaved: (question: Question) => void;
}

/** The writable fields of a saved question. */
export const questionToWrite = (question: Question): QuestionWrite => ({
  type: question.type,
  stem: question.stem,
  analysis: question.analysis,
  difficulty: question.difficulty,
  knowledge_points: question.knowledge_points,
  score: question.score,
  category_id: question.category_id,
  content: question.content,
});

/** Create or edit a question with the ui's QuestionEditor (live preview); the server's refusal is shown over the actions, nothing typed is lost. */
export function QuestionFormModal({ question, categories, onClose, onSaved }: QuestionFormModalProps) {
  const t = useT();
  const { exam, http } = useServices();
  const labels = useQuestionEditorLabels();
  const previewLabels = useQuestionViewLabels();
  const uploader = useMemo(() => new UploadClient(http), [http]);
  const initial = useMemo(() => (question ? questionToWrite(question) : undefined), [question]);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  const submit = async (value: QuestionWrite) => {
    setFailure('');
    setSubmitting(true);
    try {
      const saved = question ? await exam.updateQuestion(question.id, value, { silent: true }) : await exam.createQuestion(value, { silent: true });
      onSaved(saved);
    } catch (error) {
      setFailure(toQueryError(error).message);
    } finally {
      setSubmitting(false);
    }
  };

  // A calculated question's sample variants: the server checks the definition as a save would; its refusal is the message shown.
  const previewVariants = useCallback<CalculatedVariantsPreview>(
    async (request) => {
      try {
        return (await exam.previewCalculated(request, { silent: true })).variants;
      } catch (error) {
        throw new Error(toQueryError(error).message, { cause: error });
      }
    },
    [exam],
  );

  // Esc, × and cancel ask first when something was typed.
  const requestClose = () => (dirty ? setConfirmClose(true) : onClose());

  return (
    <>
      <WideModal open size="large" title={t(question ? 'exam.bank.editTitle' : 'exam.bank.createTitle')} onClose={requestClose} closeLabel={t('common.close')}>
        <QuestionEditor
          value={initial}
          categories={categories}
          onChange={() => setDirty(true)}
          onSubmit={(value) => void submit(value)}
          onCancel={requestClose}
          submitting={submitting}
          error={failure || undefined}
          datasetUploader={uploader}
          labels={labels}
          previewLabels={previewLabels}
          onPreviewVariants={previewVariants}
          renderNotebookData={(data) => <NotebookDataSection {...data} />}
        />
      </WideModal>
      <ConfirmDialog
        open={confirmClose}
        variant="danger"
        title={t('exam.bank.discardTitle')}
        description={t('exam.bank.discardText')}
        confirmLabel={t('exam.bank.discard')}
        cancelLabel={t('exam.bank.keepEditing')}
        closeLabel={t('common.close')}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
      />
    </>
  );
}
