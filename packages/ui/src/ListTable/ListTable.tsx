import { forwardRef, useMemo, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { DataTable, type DataTableProps } from '../DataTable';
import type { DataViewState, StateViewMessages } from '../StateView';
import { DEFAULT_LIST_TABLE_LABELS, type ListTableLabels } from './ListTableLabels';

/** One page of a server-paged list. */
export interface ListTablePage<T> {
  /** The rows of the current page. */
  list: readonly T[];
  /** Rows in all pages. */
  total: number;
}

/** Which page is shown, and how many rows a page has. */
export interface ListTablePaging {
  page: number;
  pageSize: number;
}

/** Why the list could not be loaded. */
export interface ListTableError {
  /** What happened, in the user's language (e.g. the server's message). */
  message: ReactNode;
  /** The refusal was for lack of permission: the denied state instead of the error state. */
  denied?: boolean;
}

/** What the page says about its own list: the empty state (what to do next), and who grants access when denied. */
export type ListTableMessages = Pick<StateViewMessages, 'emptyIcon' | 'emptyTitle' | 'emptyDescription' | 'emptyAction' | 'deniedContact'>;

export interface ListTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'rowKey' | 'pagination' | 'state' | 'stateMessages' | 'labels'> {
  /** A row's stable id: a field name or a function; the row's `id` by default (what the API's lists carry). */
  rowKey?: DataTableProps<T>['rowKey'];
  /** The current page; `undefined` until the first answer. */
  data: ListTablePage<T> | undefined;
  /** A request is on its way. The skeleton shows only before the first answer; later pages keep the old rows meanwhile. */
  loading?: boolean;
  /** The last request failed: an error with retry, or the denied state. */
  error?: ListTableError;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** The page shown and its size. */
  paging: ListTablePaging;
  /** Called with the next page or size (a size change goes back to page 1). */
  onPagingChange: (paging: ListTablePaging) => void;
  /** Choices of the page-size selector. */
  pageSizeOptions?: readonly number[];
  /** The empty state's texts and action, and who grants access when denied. */
  messages?: ListTableMessages;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<ListTableLabels>;
}

/** The four data-view states of a paged list (DESIGN.md) from what the request said. */
export function listTableState(data: ListTablePage<unknown> | undefined, loading: boolean, error: ListTableError | undefined): DataViewState {
  if (error) return error.denied ? 'denied' : 'error';
  if (data === undefined) return loading ? 'loading' : 'empty';
  return data.list.length === 0 ? 'empty' : 'ready';
}

function ListTableInner<T>(
  { data, rowKey = 'id' as keyof T, loading = false, error, onRetry, paging, onPagingChange, pageSizeOptions = [10, 20, 50], messages, labels: labelOverrides, ...table }: ListTableProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const labels = useMemo(() => ({ ...DEFAULT_LIST_TABLE_LABELS, ...labelOverrides }), [labelOverrides]);
  const state = listTableState(data, loading, error);
  const stateMessages: StateViewMessages = {
    loadingLabel: labels.loading,
    emptyIcon: messages?.emptyIcon,
    emptyTitle: messages?.emptyTitle ?? labels.emptyTitle,
    emptyDescription: messages?.emptyDescription,
    emptyAction: messages?.emptyAction,
    errorTitle: labels.errorTitle,
    errorMessage: error?.message,
    onRetry,
    retryLabel: labels.retry,
    deniedTitle: labels.deniedTitle,
    deniedReason: error?.message,
    deniedContact: messages?.deniedContact ?? labels.deniedContact,
  };
  return (
    <DataTable<T>
      ref={ref}
      {...table}
      rowKey={rowKey}
      rows={data?.list ?? []}
      state={state}
      stateMessages={stateMessages}
      labels={labels}
      pagination={{ ...paging, total: data?.total ?? 0, pageSizeOptions, onPageChange: (page, pageSize) => onPagingChange({ page, pageSize }) }}
    />
  );
}

/**
 * A DataTable over a server-paged list: the page's rows, paging (10/20/50) with the total, and the four
 * states — skeleton, empty (what to do next), error (what happened, retry), denied (why, who grants it).
 */
export const ListTable = forwardRef(ListTableInner) as <T>(props: ListTableProps<T> & { ref?: Ref<HTMLDivElement> }) => ReactElement;
