import type { Paged } from '@finedu/domain';
import { DataTable, type DataTableProps, type StateViewMessages } from '@finedu/ui';
import type { Paging } from '../hooks/usePagedList';
import type { QueryState } from '../hooks/useQuery';
import { useViewState } from './tableState';
import { useDataTableLabels, usePagination } from './usePagination';

/** What a list table reads from `usePagedList`: the current page's query and the paging. */
export interface ListTableSource<T> {
  query: QueryState<Paged<T>> & { reload: () => void };
  paging: Paging;
  setPaging: (paging: Paging) => void;
}

export type ListTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'pagination' | 'labels' | 'state' | 'stateMessages'> & {
  /** The server-paged list shown (from `usePagedList`). */
  list: ListTableSource<T>;
  /** What the empty table says (and offers), e.g. "no match" when filtered. */
  empty: Pick<StateViewMessages, 'emptyTitle' | 'emptyDescription' | 'emptyAction'>;
  /** Who to ask when access is denied, when not the platform operators (college staff pages: their college's administrator). */
  deniedContact?: string;
};

/** A DataTable over a paged list: the page's rows, paging (10/20/50), labels and the four view states. */
export function ListTable<T>({ list, empty, deniedContact, ...table }: ListTableProps<T>) {
  const view = useViewState(list.query, empty, (data) => data.list.length === 0);
  const pagination = usePagination(list);
  const labels = useDataTableLabels();
  const stateMessages = deniedContact === undefined ? view.stateMessages : { ...view.stateMessages, deniedContact };
  return <DataTable<T> {...table} rows={list.query.data?.list ?? []} pagination={pagination} labels={labels} state={view.state} stateMessages={stateMessages} />;
}
