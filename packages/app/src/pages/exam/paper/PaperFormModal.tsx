import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Bank, PaperDetail, PaperWrite } from '@finedu/domain';
import { ConfirmDialog, Modal, PaperBuilder, StateView, useToast } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { BankPickerModal } from './BankPickerModal';
import { addQuestionsToSection, emptyPaperDraft, paperToDraft, questionIdsOf, type PaperDraft } from './paperDraft';
import { usePaperBuilderLabels } from './usePaperBuilderLabels';

const WideModal = styled(Modal)`
  &&[data-size='large'] {
    width: min(1200px, 96vw);
  }
`;

export interface PaperFormModalProps {
  /** The saved paper to edit; null creates one. */
  paperId: number | null;
  /** A draft to start from (a generated paper brought back from GeneratorPreview). */
  initialDraft?: PaperDraft;
  /** Banks the picker may draw from. */
  banks: readonly Bank[];
  onClose: () => void;
  onSaved: (paper: PaperDetail) => void;
}

/** Create or edit a paper with the ui's PaperBuilder; "add questions" of a section opens the bank picker. */
export function PaperFormModal({ paperId, initialDraft, banks, onClose, onSaved }: PaperFormModalProps) {
  const t = useT();
  const toast = useToast();
  const { exam } = useServices();
  const labels = usePaperBuilderLabels();
  const saved = useQuery((signal) => (paperId === null ? Promise.resolve(null) : exam.getPaper(paperId, { signal, silent: true })), [paperId]);
  const view = useViewState(saved, {});
  const [draft, setDraft] = useState<PaperDraft | null>(() => (paperId === null ? (initialDraft ?? emptyPaperDraft(t('exam.paper.defaultSection'))) : null));
  const [picking, setPicking] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const [dirty, setDirty] = useState(initialDraft !== undefined);
  const [confirmClose, setConfirmClose] = useState(false);

  const loaded = saved.status === 'success' ? saved.data : null;
  useEffect(() => {
    if (loaded) setDraft(paperToDraft(loaded));
  }, [loaded]);

  const change = (value: PaperWrite) => {
    setDirty(true);
    setDraft((current) => (current ? { ...current, value } : current));
  };

  const submit = async (value: PaperWrite) => {
    setFailure('');
    setSubmitting(true);
    try {
      const answer = paperId === null ? await exam.createPaper(value, { silent: true }) : await exam.updatePaper(paperId, value, { silent: true });
      onSaved(answer);
    } catch (error) {
      setFailure(toQueryError(error).message);
    } finally {
      setSubmitting(false);
    }
  };

  const requestClose = () => (dirty ? setConfirmClose(true) : onClose());
  const pickingSection = picking === null ? undefined : draft?.value.sections[picking];

  return (
    <>
      <WideModal open size="large" title={t(paperId === null ? 'exam.paper.createTitle' : 'exam.paper.editTitle')} onClose={requestClose} closeLabel={t('common.close')}>
        {draft ? (
          <PaperBuilder
            value={draft.value}
            questions={draft.questions}
            onChange={change}
            onPickQuestions={setPicking}
            onSubmit={(value) => void submit(value)}
            onCancel={requestClose}
            submitting={submitting}
            error={failure || undefined}
            labels={labels}
          />
        ) : (
          <StateView state={view.state === 'ready' ? 'loading' : view.state} {...view.stateMessages} />
        )}
      </WideModal>
      {draft && picking !== null && pickingSection && (
        <BankPickerModal
          banks={banks}
          excludeIds={questionIdsOf(draft.value)}
          sectionTitle={pickingSection.title}
          onClose={() => setPicking(null)}
          onAdd={(questions) => {
            const { draft: next, skipped } = addQuestionsToSection(draft, picking, questions);
            setDraft(next);
            setDirty(true);
            setPicking(null);
            if (questions.length > skipped) toast.success(t('exam.paper.addedQuestions', { count: questions.length - skipped }));
            if (skipped > 0) toast.info(t('exam.paper.skippedQuestions', { count: skipped }));
          }}
        />
      )}
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
