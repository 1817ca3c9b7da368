import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { IMPORT_FORMATS, type ImportFormat, type QuestionCategory, type QuestionImportPreview as ImportPreview, type QuestionImportReport as ImportReport } from '@finedu/domain';
import { Button, FormAlert, FormField, Modal, Select, StateView } from '@finedu/ui';
import { saveBlob } from '../../../components/saveBlob';
import { useViewState } from '../../../components/tableState';
import { toQueryError, type QueryState } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { IMPORT_ACCEPT, IMPORT_EXAMPLES } from './importFormats';
import { QuestionImportPreview } from './QuestionImportPreview';
import { QuestionImportReport } from './QuestionImportReport';

const Help = styled.div`
  margin: 0 0 var(--ui-space-4);
  padding: var(--ui-space-3);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-muted);
  color: var(--ui-color-text-secondary);
  p {
    margin: 0 0 var(--ui-space-2);
  }
`;

const Formats = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-4);
  label {
    display: inline-flex;
    gap: var(--ui-space-1);
    align-items: center;
  }
`;

export interface ImportQuestionsModalProps {
  /** Categories of the caller's bank: imported questions may go into one. */
  categories: readonly QuestionCategory[];
  onClose: () => void;
  /** Called after an import that brought in at least one question (the list reloads). */
  onImported: (report: ImportReport) => void;
}

type ImportMode = 'all' | 'valid';
const IMPORT_MODES: readonly ImportMode[] = ['all', 'valid'];

/** The preview of the chosen file: none yet, or a query's states. */
type PreviewState = { status: 'idle' } | QueryState<ImportPreview>;

/**
 * Import into the caller's bank (sys_admin → platform, college staff → their college) from xlsx, Moodle XML, GIFT,
 * Aiken or a Word document, in two steps: the chosen file is previewed (every item with its type, stem and problems,
 * totals by type; nothing written), and 导入 brings in all of it when no item has a problem. When some items are valid
 * and others not, the teacher chooses 全部或全不 (nothing is imported) or 只导入有效的 (the valid ones are, the others
 * are reported).
 */
export function ImportQuestionsModal({ categories, onClose, onImported }: ImportQuestionsModalProps) {
  const t = useT();
  const { exam } = useServices();
  const [format, setFormat] = useState<ImportFormat>('xlsx');
  const [categoryId, setCategoryId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [failure, setFailure] = useState('');
  const [preview, setPreview] = useState<PreviewState>({ status: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const [sending, setSending] = useState(false);
  const [mode, setMode] = useState<ImportMode>('all');
  /** Answers to an earlier file's preview are dropped. */
  const previewRun = useRef(0);

  const downloadExample = async () => {
    setFailure('');
    try {
      if (format === 'xlsx') {
        saveBlob(await exam.questionImportTemplate({ silent: true }), t('exam.bank.import.templateFile'));
      } else if (format !== 'docx') {
        const example = IMPORT_EXAMPLES[format];
        saveBlob(new Blob([example.text], { type: example.type }), example.filename);
      }
    } catch (error) {
      setFailure(toQueryError(error).message);
    }
  };

  const query = () => ({ format, category_id: categoryId ? Number(categoryId) : undefined });

  const runPreview = async (chosen: File | null) => {
    setFailure('');
    setReport(null);
    if (!chosen) {
      setFileError(t('exam.bank.import.noFile'));
      return;
    }
    setFileError('');
    const run = ++previewRun.current;
    setPreview({ status: 'loading', data: undefined, error: undefined });
    try {
      const data = await exam.previewQuestionImport(chosen, query(), { silent: true });
      if (run === previewRun.current) setPreview({ status: 'success', data, error: undefined });
    } catch (error) {
      if (run === previewRun.current) setPreview({ status: 'error', data: undefined, error: toQueryError(error) });
    }
  };

  const reset = (chosen: File | null) => {
    previewRun.current += 1;
    setFile(chosen);
    setFileError('');
    setReport(null);
    setMode('all');
    setPreview({ status: 'idle' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void runPreview(file);
  };

  const commit = async () => {
    if (!file) return;
    setFailure('');
    setSending(true);
    try {
      const answer = await exam.importQuestions(file, { ...query(), ...(choosable && mode === 'valid' ? { mode } : {}) }, { silent: true });
      setReport(answer);
      if (answer.imported > 0) onImported(answer);
    } catch (error) {
      setFailure(toQueryError(error).message);
    } finally {
      setSending(false);
    }
  };

  const previewView = useViewState(
    preview.status === 'idle' ? { status: 'loading', data: undefined, error: undefined, reload: () => undefined } : { ...preview, reload: () => void runPreview(file) },
    { emptyTitle: t('exam.bank.import.emptyTitle'), emptyDescription: t('exam.bank.import.emptyHint') },
    (data) => data.items.length === 0,
  );
  const ready = preview.status === 'success' ? preview.data : null;
  const validCount = ready === null ? 0 : ready.items.length - ready.error_count;
  /** Valid and refused items both: the teacher chooses all or nothing, or the valid ones. */
  const choosable = ready !== null && validCount > 0 && ready.error_count > 0;
  /** A file whose every item would import, or whose valid ones are chosen; it is imported once. */
  const importable = ready !== null && validCount > 0 && (ready.error_count === 0 || (choosable && mode === 'valid'));

  const formId = 'import-questions-form';
  return (
    <Modal
      open
      size="large"
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('exam.bank.import.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" form={formId} loading={preview.status === 'loading'} disabled={sending}>
            {t('exam.bank.import.check')}
          </Button>
          <Button variant="primary" loading={sending} disabled={!importable || report !== null} onClick={() => void commit()}>
            {sending ? t('exam.bank.import.importing') : importable ? t('exam.bank.import.startCount', { count: validCount }) : t('exam.bank.import.start')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('exam.bank.import.format')} labelSuffix={t('common.fieldSuffix')} required>
          <Formats role="radiogroup" aria-label={t('exam.bank.import.format')}>
            {IMPORT_FORMATS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="format"
                  value={value}
                  checked={format === value}
                  onChange={() => {
                    setFormat(value);
                    reset(null);
                  }}
                />
                {t(`exam.bank.import.format.${value}` as MessageId)}
              </label>
            ))}
          </Formats>
        </FormField>
        <Help data-testid="import-help">
          <p>{t(`exam.bank.import.help.${format}` as MessageId)}</p>
          {format !== 'docx' && (
            <Button variant="link" onClick={() => void downloadExample()}>
              {t(format === 'xlsx' ? 'exam.bank.import.template' : 'exam.bank.import.example')}
            </Button>
          )}
        </Help>
        <FormField label={t('exam.bank.field.category')} labelSuffix={t('common.fieldSuffix')} help={t('exam.bank.import.categoryHelp')}>
          <Select value={categoryId} onChange={(event) => setCategoryId(event.target.value)} options={[{ value: '', label: t('exam.bank.noCategory') }, ...categories.map((category) => ({ value: String(category.id), label: category.name }))]} />
        </FormField>
        <FormField label={t('exam.bank.import.file')} labelSuffix={t('common.fieldSuffix')} required error={fileError} htmlFor="import-questions-file">
          <input
            id="import-questions-file"
            key={format}
            type="file"
            name="file"
            accept={IMPORT_ACCEPT[format]}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              reset(chosen);
              if (chosen) void runPreview(chosen);
            }}
          />
        </FormField>
      </form>
      <FormAlert>{failure}</FormAlert>
      {report ? (
        <QuestionImportReport report={report} />
      ) : (
        preview.status !== 'idle' && (
          <StateView state={previewView.state} {...previewView.stateMessages} aria-label={t('exam.bank.import.preview')}>
            {ready && choosable && (
              <FormField label={t('exam.bank.import.mode')}>
                <Formats role="radiogroup" aria-label={t('exam.bank.import.mode')}>
                  {IMPORT_MODES.map((value) => (
                    <label key={value}>
                      <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
                      {value === 'all' ? t('exam.bank.import.mode.all') : t('exam.bank.import.mode.valid', { count: validCount })}
                    </label>
                  ))}
                </Formats>
              </FormField>
            )}
            {ready && <QuestionImportPreview preview={ready} />}
          </StateView>
        )
      )}
    </Modal>
  );
}
