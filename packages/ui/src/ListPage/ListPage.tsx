import type { ReactNode } from 'react';
import { Card } from '../Card';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';
import { KeywordSearch, type KeywordSearchLabels, type KeywordSearchProps } from '../KeywordSearch';
import { ListTable, type ListTableProps } from '../ListTable';
import { PageHeader } from '../PageHeader';
import { ListPageColumns, ListPageRoot, ListPageToolbar } from './ListPage.styles';

export type ListPageVariant = 'page' | 'panel';

export interface ListPageProps<T> {
  /** `page`: a route's whole content (header, then the list in a card). `panel`: a list inside a tab or card of its own page. */
  variant?: ListPageVariant;
  /** The page's title (`page` only). */
  title?: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Page actions at the right of the title (e.g. "create", "import"). */
  actions?: ReactNode;
  /** Actions above the filters, inside the list's card (a panel's "create", "import"…). */
  toolbar?: ReactNode;
  /** Names the toolbar for screen readers. */
  toolbarLabel?: string;
  /** The keyword search above the table (with other filters in the same form). */
  search?: Omit<KeywordSearchProps, 'labels'>;
  /** A filter bar of the page's own, in place of `search`. */
  filterBar?: ReactNode;
  /** A side column beside the list (e.g. categories). */
  aside?: ReactNode;
  /** Content between the header and the list (e.g. a landing page's attention panel). */
  summary?: ReactNode;
  /** The table: columns, row actions, selection and bulk actions, and the paged data with its states. Named by the title unless it says otherwise. */
  table: ListTableProps<T>;
  /** The ask-first dialog of a row action (delete, disable); closed while `open` is false. */
  confirm?: ConfirmDialogProps;
  /** Search strings; zh-CN by default. */
  labels?: Partial<KeywordSearchLabels>;
  /** What opens over the list: create/edit forms, previews. */
  children?: ReactNode;
}

/**
 * The list page of an admin console (DESIGN.md, Lists): header with actions, filter bar, a table with paging
 * (10/20/50) and the total, bulk actions on selection, row actions at the right end, the four data-view states,
 * the confirm dialog of a row action, and the forms that open over it.
 */
export function ListPage<T>({ variant = 'page', title, description, actions, toolbar, toolbarLabel, search, filterBar, aside, summary, table, confirm, labels, children }: ListPageProps<T>) {
  const list = (
    <>
      {toolbar !== undefined && (
        <ListPageToolbar role="toolbar" aria-label={toolbarLabel}>
          {toolbar}
        </ListPageToolbar>
      )}
      {search ? <KeywordSearch {...search} labels={labels} /> : filterBar}
      <ListTable<T> {...table} aria-label={table['aria-label'] ?? (typeof title === 'string' ? title : undefined)} />
    </>
  );
  const body = variant === 'page' ? <Card>{list}</Card> : list;
  return (
    <ListPageRoot data-variant={variant}>
      {variant === 'page' && title !== undefined && <PageHeader title={title} description={description} extra={actions} />}
      {summary}
      {aside === undefined ? (
        body
      ) : (
        <ListPageColumns>
          {aside}
          {body}
        </ListPageColumns>
      )}
      {confirm && <ConfirmDialog {...confirm} />}
      {children}
    </ListPageRoot>
  );
}
