import { useMemo } from 'react';
import type { NotebookCellLabels, NotebookLabels } from '@finedu/ui/notebook';
import { useT } from '../../../i18n/useT';

/** The ui Notebook's and its cells' strings from the app catalogs (ui keeps no product words). */
export function useNotebookLabels(): { labels: NotebookLabels; cellLabels: NotebookCellLabels } {
  const t = useT();
  return useMemo(
    () => ({
      labels: {
        notebook: t('notebook.notebook'),
        toolbar: t('notebook.toolbar'),
        runAll: t('notebook.runAll'),
        restart: t('notebook.restart'),
        interrupt: t('notebook.interrupt'),
        addCode: t('notebook.addCode'),
        addMarkdown: t('notebook.addMarkdown'),
        moveUp: t('notebook.moveUp'),
        moveDown: t('notebook.moveDown'),
        delete: t('common.delete'),
        markdownCell: t('notebook.markdownCell'),
        markdownEditor: t('notebook.markdownEditor'),
        edit: t('common.edit'),
        preview: t('notebook.preview'),
        emptyMarkdown: t('notebook.emptyMarkdown'),
        emptyTitle: t('notebook.emptyTitle'),
        emptyDescription: t('notebook.emptyDescription'),
        connection: {
          connecting: t('notebook.connecting'),
          ready: t('notebook.ready'),
          reconnecting: t('notebook.reconnecting'),
          closed: t('notebook.closed'),
        },
      },
      cellLabels: {
        cell: t('notebook.cell'),
        editor: t('notebook.editor'),
        run: t('notebook.run'),
        runHint: t('notebook.runHint'),
        clearOutputs: t('notebook.clearOutputs'),
        outputs: t('notebook.outputs'),
        imageOutput: t('notebook.imageOutput'),
        unsupportedOutput: t('notebook.unsupportedOutput'),
        locked: t('notebook.locked'),
        readOnly: t('notebook.readOnly'),
        executionCount: t('notebook.executionCount'),
        states: {
          idle: t('notebook.state.idle'),
          queued: t('notebook.state.queued'),
          running: t('notebook.state.running'),
          done: t('notebook.state.done'),
          error: t('notebook.state.error'),
        },
      },
    }),
    [t],
  );
}

