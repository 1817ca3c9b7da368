import { useState } from 'react';
import { Button, FormAlert, FormField, Modal, Select } from '@finedu/ui';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

export interface CopyQuestionsModalProps {
  /** Platform question ids to copy. */
  ids: readonly number[];
  onClose: () => void;
  /** Called with the number of questions copied into the college bank. */
  onCopied: (count: number) => void;
}

/** Copy platform questions into the caller's college bank, optionally into one of its categories. */
export function CopyQuestionsModal({ ids, onClose, onCopied }: CopyQuestionsModalProps) {
  const t = useT();
  const { exam } = useServices();
  const categories = useQuery((signal) => exam.listCategories('college', { signal, silent: true }).then((answer) => answer.list), []);
  const [categoryId, setCategoryId] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  const copy = async () => {
    setFailure('');
    setSending(true);
    try {
      const answer = await exam.copyQuestions({ ids: [...ids], category_id: categoryId ? Number(categoryId) : null }, { silent: true });
      onCopied(answer.ids.length);
    } catch (error) {
      setFailure(toQueryError(error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      size="small"
      title={t('exam.bank.copyTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={sending} onClick={() => void copy()}>
            {t('exam.bank.copyConfirm', { count: ids.length })}
          </Button>
        </>
      }
    >
      <p>{t('exam.bank.copyText', { count: ids.length })}</p>
      <FormField label={t('exam.bank.copyCategory')} labelSuffix={t('common.fieldSuffix')}>
        <Select value={categoryId} onChange={(event) => setCategoryId(event.target.value)} options={[{ value: '', label: t('exam.bank.noCategory') }, ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))]} />
      </FormField>
      <FormAlert>{failure}</FormAlert>
    </Modal>
  );
}
