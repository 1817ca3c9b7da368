import { useEffect, useRef, useState } from 'react';
import type { Bank, Question } from '@finedu/domain';
import { Button, DataTableActions, ListPage, useToast } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { saveBlob } from '../../../components/saveBlob';
import { toQueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CategoriesModal } from './CategoriesModal';
import { CopyQuestionsModal } from './CopyQuestionsModal';
import { ImportQuestionsModal } from './ImportQuestionsModal';
import { totalsText } from './importTable';
import { QuestionFilterBar } from './QuestionFilterBar';
import { QuestionFormModal } from './QuestionFormModal';
import { QuestionPreviewModal } from './QuestionPreviewModal';
import { useQuestionBank, useQuestionColumns } from './useQuestionBank';

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

const stamp = () => new Date().toISOString().slice(0, 10);

type ExportFormat = 'xlsx' | 'moodle' | 'gift';
/** The export's file name ending: Moodle's own GIFT files are plain text. */
const EXTENSIONS: Record<ExportFormat, string> = { xlsx: 'xlsx', moodle: 'xml', gift: 'gift.txt' };

/** One question bank: filters, paged table, and the actions the mode allows. */
export function QuestionBankPanel({ bank, mode, refreshSignal = 0, onCopied }: QuestionBankPanelProps) {
  const t = useT();
  const toast = useToast();
  const { exam } = useServices();
  const { page, categories, knowledgePoints } = useQuestionBank(bank, {
    empty:
      mode === 'edit'
        ? {
            emptyTitle: t('exam.bank.empty'),
            emptyDescription: t('exam.bank.emptyHint'),
            emptyAction: (
              <Button variant="primary" onClick={() => page.form.open(null)}>
                {t('exam.bank.create')}
              </Button>
            ),
          }
        : { emptyTitle: t('exam.bank.platformEmpty') },
    noMatch: { emptyTitle: t('exam.bank.noMatch'), emptyDescription: t('exam.bank.noMatchHint') },
    // The server names the papers that use the question; the dialog stays open with its message.
    confirm: { run: (question) => exam.deleteQuestion(question.id, { silent: true }), doneMessage: t('exam.bank.deleted'), failure: 'inline', title: t('exam.bank.deleteTitle'), description: () => t('exam.bank.deleteText') },
    saved: { created: t('exam.bank.created'), updated: t('exam.bank.updated') },
  });
  // The platform bank has one author (the operators): the column says nothing there.
  const columns = useQuestionColumns({ hideAuthor: mode === 'copy' });
  const [previewing, setPreviewing] = useState<Question | null>(null);
  const [importing, setImporting] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [copying, setCopying] = useState<number[] | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const reloadAll = () => {
    page.reload();
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

  const exportBank = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const blob = await exam.exportQuestions({ ...page.filters, bank, format }, { silent: true });
      saveBlob(blob, `${t('exam.bank.exportFile')}-${stamp()}.${EXTENSIONS[format]}`);
    } catch (error) {
      toast.error(toQueryError(error).message);
    } finally {
      setExporting(null);
    }
  };

  return (
    <ListPage<Question>
      {...page.props}
      variant="panel"
      toolbarLabel={t('exam.bank.toolbar')}
      toolbar={
        mode === 'edit' ? (
          <>
            <Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>
              {t('exam.bank.create')}
            </Button>
            <Button icon={actionIcon('import')} onClick={() => setImporting(true)}>{t('exam.bank.import.open')}</Button>
            <Button icon={actionIcon('export')} loading={exporting === 'xlsx'} onClick={() => void exportBank('xlsx')}>
              {t('exam.bank.exportXlsx')}
            </Button>
            <Button icon={actionIcon('export')} loading={exporting === 'moodle'} onClick={() => void exportBank('moodle')}>
              {t('exam.bank.exportMoodle')}
            </Button>
            <Button icon={actionIcon('export')} loading={exporting === 'gift'} onClick={() => void exportBank('gift')}>
              {t('exam.bank.exportGift')}
            </Button>
            <Button icon={actionIcon('categories')} onClick={() => setCategoriesOpen(true)}>{t('exam.bank.categories.title')}</Button>
          </>
        ) : undefined
      }
      filterBar={<QuestionFilterBar categories={categories.data ?? []} knowledgePoints={knowledgePoints.data ?? []} onSearch={(filters) => page.setFilters(filters)} />}
      table={{
        ...page.table,
        'aria-label': t(bank === 'platform' ? 'exam.bank.platformTable' : 'exam.bank.collegeTable'),
        columns,
        rowActions: (row) => (
          <DataTableActions
            actions={[
              { key: 'preview', label: t('exam.bank.preview'), onClick: () => setPreviewing(row) },
              mode === 'edit' && { key: 'edit', label: t('common.edit'), onClick: () => page.form.open(row) },
              mode === 'edit' && { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
              mode !== 'edit' && { key: 'copy', label: t('exam.bank.copy'), onClick: () => setCopying([row.id]) },
            ]}
          />
        ),
        ...(mode === 'copy'
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
          : {}),
      }}
    >
      {page.form.value !== undefined && <QuestionFormModal question={page.form.value} categories={categories.data ?? []} onClose={page.form.close} onSaved={page.form.saved} />}
      {previewing && <QuestionPreviewModal question={previewing} onClose={() => setPreviewing(null)} />}
      {importing && (
        <ImportQuestionsModal
          categories={categories.data ?? []}
          onClose={() => setImporting(false)}
          onImported={(report) => {
            toast.success(t('exam.bank.import.summary', { imported: report.imported, types: totalsText(t, report.totals) }));
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
    </ListPage>
  );
}
