import type { NotebookAnswerCell } from '@finedu/domain';
import { ExamMarkdown } from '../internal/ExamMarkdown';
import { QuestionViewNotebookCaption, QuestionViewNotebookCell, QuestionViewNotebookCells, QuestionViewTag } from './QuestionView.styles';
import type { QuestionViewNotebookLabels } from './questionViewLabels';

export interface QuestionViewNotebookProps {
  /** The cells shown, in order (the saved answer's, or the starting notebook's). */
  cells: readonly NotebookAnswerCell[];
  labels: QuestionViewNotebookLabels;
  /** Accessible name of the list (the notebook's, or "your notebook" in a result). */
  label?: string;
}

/**
 * A notebook's cells, read-only: markdown rendered as the stem is, code in a monospace block under a 「代码」 caption,
 * locked cells marked. The live notebook of the exam page is not this: it comes through QuestionView's `renderNotebook`.
 */
export function QuestionViewNotebook({ cells, labels, label }: QuestionViewNotebookProps) {
  return (
    <QuestionViewNotebookCells aria-label={label ?? labels.cells}>
      {cells.map((cell, index) => (
        <QuestionViewNotebookCell key={index} data-cell-kind={cell.type} data-locked={cell.locked || undefined}>
          <QuestionViewNotebookCaption>
            <span>{cell.type === 'code' ? labels.code : labels.markdown}</span>
            {cell.locked && <QuestionViewTag data-tone="muted">{labels.locked}</QuestionViewTag>}
          </QuestionViewNotebookCaption>
          {cell.type === 'code' ? (
            <pre>
              <code>{cell.source}</code>
            </pre>
          ) : (
            <ExamMarkdown source={cell.source} />
          )}
        </QuestionViewNotebookCell>
      ))}
    </QuestionViewNotebookCells>
  );
}
