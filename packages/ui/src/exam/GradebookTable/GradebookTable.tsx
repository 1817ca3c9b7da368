import type { CourseGradebook, GradeCell } from '@finedu/domain';
import { forwardRef, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../DataTable';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import type { DataViewState, StateViewMessages } from '../../StateView';
import { formatScore } from '../internal/examText';
import { GradebookCell, GradebookEdit, GradebookHeader, GradebookNote, GradebookRoot, GradebookTag } from './GradebookTable.styles';
import { defaultGradebookTableLabels, type GradebookTableLabels } from './gradebookTableLabels';

export type GradebookStudentRow = CourseGradebook['students'][number];

export interface GradebookTableProps extends HTMLAttributes<HTMLDivElement> {
  /** The course's gradebook as the server computed it (items, categories, each student's row). */
  book: CourseGradebook;
  /** Called with an item's key (or `total`) when the teacher opens a score to change it; absent = read-only. */
  onEdit?: (row: GradebookStudentRow, item: string) => void;
  /** The file name of the latest export, shown under the table. */
  exportedAs?: string | null;
  /** Loading, error or denied while the book loads (see DataTable). */
  state?: DataViewState;
  stateMessages?: StateViewMessages;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<GradebookTableLabels>;
}

const percent = (value: number | null, none: string): string => (value === null ? none : value.toFixed(2));

/**
 * A course's gradebook: one row per student, a column per item (score, or why there is none), per category (percent)
 * and the total with its letter. Missing work shows as missing, never as 0; overridden scores say so with the original
 * beside them. Wide books scroll sideways inside their own box, so the page never widens (a phone too).
 */
export const GradebookTable = forwardRef<HTMLDivElement, GradebookTableProps>(function GradebookTable(
  { book, onEdit, exportedAs = null, state, stateMessages, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...defaultGradebookTableLabels, ...labelOverrides }), [labelOverrides]);

  const columns = useMemo<DataTableColumn<GradebookStudentRow>[]>(() => {
    const categoryName = new Map(book.categories.map((c) => [c.id, c.name]));
    const editable = (row: GradebookStudentRow, item: string, title: string, content: ReactNode): ReactNode =>
      onEdit === undefined ? (
        content
      ) : (
        // The score stays the button's visible name, and what the button does follows it for screen readers.
        <GradebookEdit type="button" onClick={() => onEdit(row, item)}>
          <span data-part="shown">{content}</span>
          <VisuallyHidden>{labels.edit(row.name, title)}</VisuallyHidden>
        </GradebookEdit>
      );
    const cellContent = (cell: GradeCell): ReactNode => {
      const shown = cell.override ?? cell.score;
      if (cell.state === 'overridden') {
        return (
          <GradebookCell data-state="overridden">
            <span>
              {formatScore(cell.override ?? 0)} <GradebookTag data-tone="primary">{labels.overridden}</GradebookTag>
            </span>
            <GradebookTag>{labels.original(cell.score === null ? labels.missing : formatScore(cell.score))}</GradebookTag>
          </GradebookCell>
        );
      }
      if (cell.state === 'zero_missing') return <GradebookCell data-state="zero_missing">{labels.zeroMissing}</GradebookCell>;
      if (shown === null) {
        return <GradebookCell data-state={cell.state}>{cell.pending ? <GradebookTag data-tone="warning">{labels.pending}</GradebookTag> : <GradebookTag>{labels.missing}</GradebookTag>}</GradebookCell>;
      }
      return (
        <GradebookCell data-state={cell.state}>
          <span>{formatScore(shown)}</span>
          {cell.state === 'excluded' && <GradebookTag>{labels.excluded}</GradebookTag>}
        </GradebookCell>
      );
    };
    return [
      { key: 'name', title: labels.student, ellipsis: 160, render: (row) => `${row.name}（${row.username}）`, tooltip: (row) => `${row.name}（${row.username}）` },
      ...(book.classes.length > 1 ? [{ key: 'class_name', title: labels.className, nowrap: true } satisfies DataTableColumn<GradebookStudentRow>] : []),
      ...book.items.map(
        (item, index): DataTableColumn<GradebookStudentRow> => ({
          key: `item-${item.key}`,
          title: <GradebookHeader>{labels.itemHeader(item.title, formatScore(item.max_score), item.category_id === null ? null : (categoryName.get(item.category_id) ?? null))}</GradebookHeader>,
          align: 'right',
          render: (row) => {
            const cell = row.cells[index];
            return cell === undefined ? labels.none : editable(row, item.key, item.title, cellContent(cell));
          },
        }),
      ),
      ...book.categories.map(
        (category, index): DataTableColumn<GradebookStudentRow> => ({
          key: `category-${category.id}`,
          title: labels.categoryHeader(category.name, formatScore(category.weight)),
          kind: 'number',
          render: (row) => percent(row.categories[index] ?? null, labels.none),
        }),
      ),
      {
        key: 'total',
        title: labels.total,
        align: 'right',
        render: (row) =>
          editable(
            row,
            'total',
            labels.total,
            <GradebookCell data-state={row.total_overridden ? 'overridden' : row.total === null ? 'missing' : 'counted'}>
              <span>
                {percent(row.total, labels.none)}
                {row.total_overridden && <> <GradebookTag data-tone="primary">{labels.overridden}</GradebookTag></>}
              </span>
              {row.total_overridden && <GradebookTag>{labels.original(percent(row.computed, labels.none))}</GradebookTag>}
            </GradebookCell>,
          ),
      },
      { key: 'letter', title: labels.letter, nowrap: true, render: (row) => row.letter ?? labels.none },
      { key: 'missing', title: labels.missingCount, kind: 'number', render: (row) => row.missing },
    ];
  }, [book, labels, onEdit]);

  return (
    <GradebookRoot ref={ref} {...rest}>
      <DataTable
        aria-label={labels.table}
        columns={columns}
        rows={book.students}
        rowKey={(row) => String(row.user_id)}
        state={state ?? (book.students.length === 0 ? 'empty' : 'ready')}
        stateMessages={{ emptyTitle: labels.empty, ...stateMessages }}
        scroll="contained"
      />
      <GradebookNote>{labels.legend}</GradebookNote>
      {exportedAs !== null && (
        <GradebookNote data-tone="success" role="status">
          {labels.exported(exportedAs)}
        </GradebookNote>
      )}
    </GradebookRoot>
  );
});
