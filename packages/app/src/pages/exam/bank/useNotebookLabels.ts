import { useMemo } from 'react';
import type { QuestionEditorNotebookLabels, QuestionViewNotebookLabels } from '@finedu/ui';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

/** The notebook part of the bank editor (starting cells; the tests are the program type's strings) in the user's language. */
export function useNotebookEditorLabels(): QuestionEditorNotebookLabels {
  const t = useT();
  return useMemo(() => {
    const e = (key: string, values?: Record<string, string | number>) => t(`exam.notebook.editor.${key}` as MessageId, values);
    return {
      cells: e('cells'),
      cellsHelp: e('cellsHelp'),
      cell: (index: number) => e('cell', { index }),
      kind: e('kind'),
      kinds: { code: e('kind.code'), markdown: e('kind.markdown') },
      source: e('source'),
      locked: e('locked'),
      addCode: e('addCode'),
      addMarkdown: e('addMarkdown'),
      removeCell: (index: number) => e('removeCell', { index }),
      moveCellUp: (index: number) => e('moveCellUp', { index }),
      moveCellDown: (index: number) => e('moveCellDown', { index }),
      errors: {
        cellsCount: e('error.cellsCount'),
        codeCellRequired: e('error.codeCellRequired'),
        cellTooLong: e('error.cellTooLong'),
        testsCount: e('error.testsCount'),
      },
    };
  }, [t]);
}

/**
 * A notebook question's read-only cells (previews, marking, the student's result) in the user's language. `reader`
 * words a result's per-student data: the staff read a candidate's, the student their own.
 */
export function useNotebookViewLabels(reader: 'staff' | 'student' = 'staff'): QuestionViewNotebookLabels {
  const t = useT();
  return useMemo(
    () => ({
      cells: t('exam.notebook.view.cells'),
      code: t('exam.notebook.view.code'),
      markdown: t('exam.notebook.view.markdown'),
      locked: t('exam.notebook.view.locked'),
      tests: (count: number) => t('exam.notebook.view.tests', { count }),
      yourNotebook: t('exam.notebook.view.yourNotebook'),
      notAnswered: t('exam.notebook.view.notAnswered'),
      data: (seed: number, params: string) =>
        t(reader === 'student' ? 'exam.notebook.view.yourData' : 'exam.notebook.view.candidateData', { seed, params, hasParams: params === '' ? 'no' : 'yes' }),
    }),
    [t, reader],
  );
}
