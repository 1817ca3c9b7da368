import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Bank, Question } from '@finedu/domain';
import { Button, useToast } from '@finedu/ui';
import { Actions } from '../../../components/FilterBar';
import { ListTable } from '../../../components/ListTable';
import { RowConfirmDialog } from '../../../components/RowConfirmDialog';
import { saveBlob } from '../../../components/saveBlob';
import { useRowConfirm } from '../../../components/useRowConfirm';
import { toQueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CategoriesModal } from './CategoriesModal';
import { CopyQuestionsModal } from './CopyQuestionsModal';
import { ImportQuestionsModal } from './ImportQuestionsModal';
import { QuestionFilterBar } from './QuestionFilterBar';
import { QuestionFormModal } from './QuestionFormModal';
import { QuestionPreviewModal } from './QuestionPreviewModal';
import { hasQuestionFilters } from './questionQuery';
import { RowActions, useQuestionBank, useQuestionColumns } from './useQuestionBank';

export interface QuestionBankPanelProps {
  /** Which bank the panel lists. */
  bank: Bank;
  /** `edit`: the caller's own bank (create, edit, delete, categories, import, export). `copy`: another bank read-only, whose questions can be copied into the caller's. */
  mode: 'edit' | 'copy';
  /** Changes when another panel changed this bank (questions copied into it): the list reloads, filters kept. */
  refreshSignal?: number;
  /** Called after questions were copied into the college bank. */
  onCopied?: () => void;
}

const Toolbar = styled(Actions)`
  margin-bottom: var(--ui-space-4);
`;

const stamp = () => new Date().toISOString().slice(0, 10);

/** One question bank: filters, paged table, and the actions the mode allows. */
export function QuestionBankPanel({ bank, mode, refreshSignal = 0, onCopied }: QuestionBankPanelProps) {
  const t = useT();
  const toast = useToast();
  const { exam } = useServices();
  const { list, categories, knowledgePoints } = useQuestionBank(bank);
  // The platform bank has one author (the operators): the column says nothing there.
  const columns = useQuestionColumns({ hideAuthor: mode === 'copy' });
  const [editing, setEditing] = useState<Question | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<Question | null>(null);
  const [importing, setImporting] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [copying, setCopying] = useState<number[] | null>(null);
  const [exporting, setExporting] = useState<'xlsx' | 'moodle' | null>(null);

  const filtered = hasQuestionFilters(list.filters);
  const empty = filtered
    ? { emptyTitle: t('exam.bank.noMatch'), emptyDescription: t('exam.bank.noMatchHint') }
    : mode === 'edit'
      ? {
          emptyTitle: t('exam.bank.empty'),
          emptyDescription: t('exam.bank.emptyHint'),
          emptyAction: (
            <Button variant="primary" onClick={() => setEditing(null)}>
              {t('exam.bank.create')}
            </Button>
          ),
        }
      : { emptyTitle: t('exam.bank.platformEmpty') };

  const reloadAll = () => {
    list.query.reload();
    categories.reload();
    knowledgePoints.reload();
  };

  const seenSignal = useRef(refreshSignal);
  useEffect(() => {
    if (seenSignal.current === refreshSignal) return;
    seenSignal.current = refreshSignal;
    reloadAll();
    // Only the signal matters: reloadAll calls the queries' stable reload functions.
  }, [refreshSignal]);

  const exportBank = async (format: 'xlsx' | 'moodle') => {
    setExporting(format);
    try {
      const blob = await exam.exportQuestions({ ...list.filters, bank, format }, { silent: true });
      saveBlob(blob, `${t('exam.bank.exportFile')}-${stamp()}.${format === 'xlsx' ? 'xlsx' : 'xml'}`);
    } catch (error) {
      toast.error(toQueryError(error).message);
    } finally {
      setExporting(null);
    }
  };

  // The server names the papers that use the question; the dialog stays open with its message.
  const deleting = useRowConfirm<Question>({ run: (question) => exam.deleteQuestion(question.id, { silent: true }), doneMessage: t('exam.bank.deleted'), onDone: reloadAll, failure: 'inline' });

  const rowActions = (row: Question) => (
    <RowActions>
      <Button size="small" variant="link" onClick={() => setPreviewing(row)}>
        {t('exam.bank.preview')}
      </Button>
      {mode === 'edit' ? (
        <>
          <Button size="small" variant="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          <Button size="small" variant="link" onClick={() => deleting.ask(row)}>
            {t('common.delete')}
          </Button>
        </>
      ) : (
        <Button size="small" variant="link" onClick={() => setCopying([row.id])}>
          {t('exam.bank.copy')}
        </Button>
      )}
    </RowActions>
  );

  return (
    <>
      {mode === 'edit' && (
        <Toolbar role="toolbar" aria-label={t('exam.bank.toolbar')}>
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('exam.bank.create')}
          </Button>
          <Button onClick={() => setImporting(true)}>{t('exam.bank.import.open')}</Button>
          <Button loading={exporting === 'xlsx'} onClick={() => void exportBank('xlsx')}>
            {t('exam.bank.exportXlsx')}
          </Button>
          <Button loading={exporting === 'moodle'} onClick={() => void exportBank('moodle')}>
            {t('exam.bank.exportMoodle')}
          </Button>
          <Button onClick={() => setCategoriesOpen(true)}>{t('exam.bank.categories.title')}</Button>
        </Toolbar>
      )}
      <QuestionFilterBar categories={categories.data ?? []} knowledgePoints={knowledgePoints.data ?? []} onSearch={(filters) => list.setFilters(filters)} />
      <ListTable<Question>
        aria-label={t(bank === 'platform' ? 'exam.bank.platformTable' : 'exam.bank.collegeTable')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        rowActions={rowActions}
        list={list}
        empty={empty}
        {...(mode === 'copy'
          ? {
              selectable: true,
              selectedKeys: selected,
              onSelectionChange: setSelected,
              bulkActions: (keys: string[]) => (
                <Button size="small" variant="primary" onClick={() => setCopying(keys.map(Number))}>
                  {t('exam.bank.copySelected', { count: keys.length })}
                </Button>
              ),
            }
          : {})}
      />
      {editing !== undefined && (
        <QuestionFormModal
          question={editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'exam.bank.updated' : 'exam.bank.created'));
            setEditing(undefined);
            reloadAll();
          }}
        />
      )}
      {previewing && <QuestionPreviewModal question={previewing} onClose={() => setPreviewing(null)} />}
      {importing && (
        <ImportQuestionsModal
          categories={categories.data ?? []}
          onClose={() => setImporting(false)}
          onImported={(report) => {
            toast.success(t('exam.bank.import.summary', { imported: report.imported }));
            reloadAll();
          }}
        />
      )}
      {categoriesOpen && (
        <CategoriesModal
          bank={bank}
          onClose={(changed) => {
            setCategoriesOpen(false);
            if (changed) reloadAll();
          }}
        />
      )}
      {copying && (
        <CopyQuestionsModal
          ids={copying}
          onClose={() => setCopying(null)}
          onCopied={(count) => {
            toast.success(t('exam.bank.copied', { count }));
            setCopying(null);
            setSelected([]);
            onCopied?.();
          }}
        />
      )}
      <RowConfirmDialog confirm={deleting} title={t('exam.bank.deleteTitle')} description={() => t('exam.bank.deleteText')} />
    </>
  );
}
