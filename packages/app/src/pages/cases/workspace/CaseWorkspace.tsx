import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CaseWork, StudyCase, StudyCaseWithWork } from '@finedu/domain';
import { Button, Card, ConfirmDialog, PageHeader, StateView, Tabs, useToast } from '@finedu/ui';
import { CodeEditorLoadingProvider, Notebook, type NotebookCellData, type NotebookCellRun } from '@finedu/ui/notebook';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { Markdown } from '../shared/Markdown';
import { useNotebookLabels } from '../shared/useNotebookLabels';
import { ChartBuilder } from './ChartBuilder';
import { DatasetsPanel } from './DatasetsPanel';
import { EvaluationPanel } from './EvaluationPanel';
import { ProcessPanel } from './ProcessPanel';
import { ScorePanel } from './ScorePanel';
import { SignBanner } from './SignBanner';
import { useAutosave, type AutosaveState } from './useAutosave';
import { useCaseNotebook } from './useCaseNotebook';
import { toCells, toWork, withoutOutputs, withRun } from './workCells';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  align-items: center;
  margin-bottom: var(--ui-space-3);
  color: var(--ui-color-text-secondary);
`;

const Spacer = styled.span`
  flex: 1;
`;

/** The student's case workspace for a case id: loads the case and the working copy, then shows them. */
export function CaseWorkspace({ caseId }: { caseId: number | null }) {
  const t = useT();
  const { classroom } = useServices();
  const query = useQuery((signal) => (caseId === null ? Promise.reject(new Error(t('case.badId'))) : classroom.openCase(caseId, { signal, silent: true })), [caseId]);
  const view = useViewState(query, { emptyTitle: t('case.notFound') }, () => false);
  return (
    <StateView state={view.state} {...view.stateMessages}>
      {query.data && <Workspace key={query.data.case.id} opened={query.data} />}
    </StateView>
  );
}

function Workspace({ opened }: { opened: StudyCaseWithWork }) {
  const t = useT();
  const toast = useToast();
  const { classroom } = useServices();
  const study: StudyCase = opened.case;
  const [work, setWork] = useState<CaseWork>(opened.work);
  const [cells, setCells] = useState<NotebookCellData[]>(() => toCells(opened.work.cells));
  // What the latest change made, before React re-renders: runs of "run all" finish back to back.
  const latestCells = useRef(cells);
  // A reset starts a new notebook, so this session's run outputs are forgotten with the working copy.
  const [notebookKey, setNotebookKey] = useState(0);
  const [resetting, setResetting] = useState(false);
  const [tab, setTab] = useState('notebook');
  const notebook = useCaseNotebook(study.id, work.notebook_path);
  const { labels, cellLabels } = useNotebookLabels();
  const trimmedNote = t('case.outputTrimmed');
  const save = useCallback(
    (next: NotebookCellData[]) => classroom.saveWork(study.id, { cells: toWork(next, trimmedNote) }, { silent: true }),
    [classroom, study.id, trimmedNote],
  );
  const autosave = useAutosave(save);

  const onCellsChange = (next: NotebookCellData[]) => {
    latestCells.current = next;
    setCells(next);
    autosave.schedule(next);
  };

  // Outputs and counts are saved with the working copy, as an .ipynb keeps them.
  const onCellRun = (cell: NotebookCellData, run: NotebookCellRun) => onCellsChange(withRun(latestCells.current, cell.id, run));
  const onClearOutputs = (cell: NotebookCellData) => onCellsChange(withoutOutputs(latestCells.current, cell.id));

  const reset = async () => {
    autosave.cancel();
    const fresh = await classroom.resetWork(study.id);
    setWork(fresh);
    latestCells.current = toCells(fresh.cells);
    setCells(latestCells.current);
    setNotebookKey((key) => key + 1);
    toast.success(t('case.resetDone'));
  };

  const savedAt = autosave.savedAt ? autosave.savedAt.toISOString() : work.saved_at;
  const tabs = useMemo(
    () => [
      { key: 'notebook', label: t('case.tab.notebook') },
      { key: 'theory', label: t('case.tab.theory') },
      { key: 'datasets', label: t('case.tab.datasets') },
      { key: 'chart', label: t('case.tab.chart') },
      { key: 'evaluation', label: t('case.tab.evaluation') },
      { key: 'score', label: t('case.tab.score') },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={study.title} description={study.summary} />
      <SignBanner caseId={study.id} />
      <Tabs aria-label={t('case.workspace')} activeKey={tab} onChange={setTab} items={tabs.map((item) => ({ ...item, content: panel(item.key) }))} />
      <ConfirmDialog
        open={resetting}
        variant="danger"
        title={t('case.resetTitle')}
        description={t('case.resetText')}
        confirmLabel={t('case.reset')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setResetting(false)}
        onConfirm={async () => {
          await reset();
          setResetting(false);
        }}
      />
    </>
  );

  function panel(key: string) {
    switch (key) {
      case 'notebook':
        return (
          <Card padding="compact">
            <Bar>
              <SaveStatus state={autosave.state} savedAt={savedAt} />
              {!work.datasets_ready && <span role="note">{t('case.datasetsNotReady')}</span>}
              {work.seed !== null && <span role="note">{t('case.ownData', { seed: work.seed })}</span>}
              {notebook.startError && (
                <span role="alert">
                  {t('case.kernelFailed', { message: notebook.startError })}{' '}
                  <Button size="small" variant="link" onClick={notebook.reconnect}>
                    {t('common.retry')}
                  </Button>
                </span>
              )}
              <Spacer />
              <Button size="small" variant="danger" onClick={() => setResetting(true)}>
                {t('case.reset')}
              </Button>
            </Bar>
            {/* Students mostly read and run the case's code: the cells are editable textareas at once, and the editor
                (Monaco, most of the page's weight) downloads when the student starts to edit one (issue 14). */}
            <CodeEditorLoadingProvider loading="edit">
              <Notebook
                key={notebookKey}
                cells={cells}
                onCellsChange={onCellsChange}
                onCellRun={onCellRun}
                onClearOutputs={onClearOutputs}
                onRun={notebook.run}
                status={notebook.status}
                onRestart={notebook.restart}
                onInterrupt={notebook.interrupt}
                labels={labels}
                cellLabels={cellLabels}
              />
            </CodeEditorLoadingProvider>
          </Card>
        );
      case 'theory':
        return <Card title={t('case.theory')}>{study.theory ? <Markdown source={study.theory} label={t('case.theory')} /> : <StateView state="empty" emptyTitle={t('case.theoryEmpty')} />}</Card>;
      case 'datasets':
        return (
          <>
            <DatasetsPanel study={study} />
            <ProcessPanel study={study} />
          </>
        );
      case 'chart':
        return <ChartBuilder study={study} />;
      case 'evaluation':
        return <EvaluationPanel study={study} beforeEvaluate={autosave.flush} />;
      case 'score':
        return tab === 'score' ? <ScorePanel study={study} /> : null;
      default:
        return null;
    }
  }
}

function SaveStatus({ state, savedAt }: { state: AutosaveState; savedAt: string | null }) {
  const t = useT();
  const text =
    state === 'pending' || state === 'saving'
      ? t('case.saving')
      : state === 'error'
        ? t('case.saveFailed')
        : savedAt
          ? t('case.savedAt', { at: formatDateTime(savedAt) })
          : t('case.notSaved');
  return (
    <span role="status" data-state={state} data-testid="autosave-status">
      {text}
    </span>
  );
}
