import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { XLSX_MIME, type ImportRowError } from '@finedu/domain';
import { Button, FormAlert, FormField, Modal } from '@finedu/ui';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { errorText } from '../Login/useSignIn';
import { ImportReport } from './ImportReport';

const Hint = styled.p`
  margin: 0 0 var(--ui-space-4);
  color: var(--ui-color-text-secondary);
`;

const Failed = styled.p`
  margin: var(--ui-space-3) 0;
  color: var(--ui-color-danger);
  font-weight: var(--ui-font-weight-medium);
`;

export interface ImportUsersModalProps {
  /** sys_admin imports into a named college; edu_admin always into its own. */
  eduId?: number;
  onClose: () => void;
  onImported: (created: number) => void;
  onDownloadTemplate: () => void;
  /** What imports the file (competition accounts); the platform's user import by default. */
  importFile?: (file: File) => Promise<{ created: number; errors: readonly ImportRowError[] }>;
  /** The dialog's title; "批量导入用户" by default. */
  title?: string;
}

/** Bulk import from the .xlsx template: all rows or none; every bad row listed with row, column, reason. */
export function ImportUsersModal({ eduId, onClose, onImported, onDownloadTemplate, importFile, title }: ImportUsersModalProps) {
  const t = useT();
  const { users } = useServices();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [failure, setFailure] = useState('');
  const [result, setResult] = useState<{ errors: readonly ImportRowError[] } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!file) {
      setFileError(t('users.importNoFile'));
      return;
    }
    setFileError('');
    setSending(true);
    try {
      const answer = importFile ? await importFile(file) : await users.import(file, eduId ? { edu_id: eduId } : {}, { silent: true });
      if (answer.errors.length === 0) {
        onImported(answer.created);
        return;
      }
      setResult(answer);
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSending(false);
    }
  };

  const formId = 'import-users-form';
  return (
    <Modal
      open
      size="large"
      onClose={onClose}
      closeLabel={t('common.close')}
      title={title ?? t('users.importTitle')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={sending}>
            {sending ? t('users.importing') : t('users.importStart')}
          </Button>
        </>
      }
    >
      <Hint>
        {t('users.importHint')}{' '}
        <Button variant="link" onClick={onDownloadTemplate}>
          {t('users.template')}
        </Button>
      </Hint>
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('users.importFile')} labelSuffix={t('common.fieldSuffix')} required error={fileError}>
          <input
            type="file"
            name="file"
            accept={`.xlsx,${XLSX_MIME}`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </FormField>
      </form>
      <FormAlert>{failure}</FormAlert>
      {result && result.errors.length > 0 && (
        <>
          <Failed role="alert">{t('users.importFailed', { count: result.errors.length })}</Failed>
          <ImportReport errors={result.errors} />
        </>
      )}
    </Modal>
  );
}
