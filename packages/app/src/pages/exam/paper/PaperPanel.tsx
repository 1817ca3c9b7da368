import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routePath, type Bank, type GeneratePaperResult, type Paper } from '@finedu/domain';
import { Button, DataTableActions, ListPage, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { GeneratePaperModal } from './GeneratePaperModal';
import type { GenerateSource } from './generateForm';
import { clearGeneratedPaper, handOverGeneratedPaper, readGeneratedPaper, type PaperRouteName } from './generatorHandover';
import { usePaperPreviewOpener } from './paperLinks';
import { generatedToDraft, type PaperDraft } from './paperDraft';
import { PaperFormModal } from './PaperFormModal';

export interface PaperPanelProps {
  bank: Bank;
  /** `edit`: the caller's own papers. `view`: platform papers a college may read (preview and print only). */
  mode: 'edit' | 'view';
  /** The page this panel is on (GeneratorPreview returns there). */
  route: PaperRouteName;
  /** Banks the bank picker and the generator may draw from. */
  banks: readonly Bank[];
}

type Editing = { kind: 'new' } | { kind: 'saved'; id: number } | { kind: 'draft'; draft: PaperDraft };

/** Papers of one bank: search, paging; create/edit with the builder, generate by rules, preview, print, delete. */
export function PaperPanel({ bank, mode, route, banks }: PaperPanelProps) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { exam } = useServices();
  const openPreview = usePaperPreviewOpener();
  const page = useListPage<{ keyword?: string }, Paper, Editing>({
    load: (query, signal) => exam.listPapers({ ...query, bank }, { signal, silent: true }),
    empty:
      mode === 'edit'
        ? {
            emptyTitle: t('exam.paper.empty'),
            emptyDescription: t('exam.paper.emptyHint'),
            emptyAction: (
              <Button variant="primary" onClick={() => page.form.open({ kind: 'new' })}>
                {t('exam.paper.create')}
              </Button>
            ),
          }
        : { emptyTitle: t('exam.paper.platformEmpty') },
    noMatch: { emptyTitle: t('exam.paper.noMatch') },
    // The server names the exams that use the paper; the dialog stays open with its message.
    confirm: { run: (paper) => exam.deletePaper(paper.id, { silent: true }), doneMessage: t('exam.paper.deleted'), failure: 'inline', title: t('exam.paper.deleteTitle'), description: (paper) => t('exam.paper.deleteText', { title: paper.title }) },
  });
  const editing = page.form.value ?? null;
  const [generating, setGenerating] = useState(false);
  const sources: GenerateSource[] = banks.includes('college') ? ['both', 'college', 'platform'] : ['platform'];

  // "Back to edit" from GeneratorPreview: ?draft=generated opens the handed-over draft in the builder.
  const draftParam = mode === 'edit' ? params.get('draft') : null;
  const openForm = page.form.open;
  useEffect(() => {
    if (draftParam !== 'generated') return;
    const handover = readGeneratedPaper();
    if (handover) openForm({ kind: 'draft', draft: generatedToDraft(handover.result) });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('draft');
        return next;
      },
      { replace: true },
    );
  }, [draftParam, setParams, openForm]);

  const generated = (result: GeneratePaperResult) => {
    if (!handOverGeneratedPaper(result, route)) {
      // Storage refused (private mode, quota): edit the draft here instead of previewing it.
      toast.warning(t('exam.paper.generate.noStorage'));
      setGenerating(false);
      page.form.open({ kind: 'draft', draft: generatedToDraft(result) });
      return;
    }
    setGenerating(false);
    void navigate(routePath('GeneratorPreview'));
  };

  const columns: DataTableColumn<Paper>[] = [
    { key: 'title', title: t('exam.paper.field.title'), ellipsis: 280, render: (row) => row.title },
    { key: 'total_score', title: t('exam.paper.field.totalScore'), kind: 'number', render: (row) => row.total_score },
    { key: 'question_count', title: t('exam.paper.field.questionCount'), kind: 'number', render: (row) => row.question_count },
    { key: 'duration_minutes', title: t('exam.paper.field.duration'), kind: 'number', render: (row) => t('exam.paper.minutes', { minutes: row.duration_minutes }) },
    { key: 'author_name', title: t('exam.bank.field.author'), ellipsis: 120, render: (row) => row.author_name ?? t('common.none') },
    { key: 'updated_at', title: t('exam.bank.field.updatedAt'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
  ];

  return (
    <ListPage<Paper>
      {...page.props}
      variant="panel"
      toolbarLabel={t('exam.paper.toolbar')}
      toolbar={
        mode === 'edit' ? (
          <>
            <Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open({ kind: 'new' })}>
              {t('exam.paper.create')}
            </Button>
            <Button icon={actionIcon('generate')} onClick={() => setGenerating(true)}>{t('exam.paper.generate.open')}</Button>
          </>
        ) : undefined
      }
      labels={{ ...page.labels, search: t('exam.paper.keyword') }}
      search={{ placeholder: t('exam.paper.searchPlaceholder'), maxLength: 100, onSearch: (keyword) => page.setFilters({ keyword }) }}
      table={{
        ...page.table,
        'aria-label': t(bank === 'platform' ? 'exam.paper.platformTable' : 'exam.paper.collegeTable'),
        columns,
        rowActions: (row) => (
          <DataTableActions
            moreLabel={t('table.moreOf', { name: row.title })}
            actions={[
              { key: 'preview', label: t('exam.paper.preview'), onClick: () => openPreview(row.id) },
              mode === 'edit' && { key: 'edit', label: t('common.edit'), onClick: () => page.form.open({ kind: 'saved', id: row.id }) },
              { key: 'print', label: t('exam.paper.print'), onClick: () => openPreview(row.id, true) },
              mode === 'edit' && { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {editing && (
        <PaperFormModal
          paperId={editing.kind === 'saved' ? editing.id : null}
          initialDraft={editing.kind === 'draft' ? editing.draft : undefined}
          banks={banks}
          onClose={page.form.close}
          onSaved={(saved) => {
            toast.success(t(editing.kind === 'saved' ? 'exam.paper.updated' : 'exam.paper.created', { title: saved.title }));
            if (editing.kind === 'draft') clearGeneratedPaper();
            page.form.saved();
          }}
        />
      )}
      {generating && <GeneratePaperModal sources={sources} onClose={() => setGenerating(false)} onGenerated={generated} />}
    </ListPage>
  );
}
