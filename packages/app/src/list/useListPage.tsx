import { useState, type ReactNode } from 'react';
import type { Paged } from '@finedu/domain';
import { FormAlert, useToast, type ConfirmDialogProps, type KeywordSearchLabels, type ListTableMessages, type ListTableProps } from '@finedu/ui';
import { announceDataChange } from '../hooks/dataChanges';
import { usePagedList, type Paging } from '../hooks/usePagedList';
import { useT } from '../i18n/useT';
import { useListTableLabels, useSearchLabels } from './useListLabels';
import { useRowConfirm, type RowConfirmOptions } from './useRowConfirm';

/** A row action that asks first (delete, disable): what it runs and what the dialog says. */
export interface ListConfirmOptions<T> extends Omit<RowConfirmOptions<T>, 'onDone'> {
  /** The dialog's question, e.g. "删除班级". */
  title: string;
  /** What will happen to the row. */
  description: (row: T) => ReactNode;
  /** The confirm button; "删除" by default. */
  confirmLabel?: string;
}

export interface ListPageOptions<F extends object, T, C = T> {
  /** Loads one page with the filters (a domain client's list call, silent: the table shows the error). */
  load: (query: F & { page: number; page_size: number }, signal: AbortSignal) => Promise<Paged<T>>;
  /** The filters the list starts with. */
  initialFilters?: F;
  /** The empty state while no filter is set: what is not here, and what to do next. */
  empty: ListTableMessages;
  /** The empty state while a filter is set. */
  noMatch: ListTableMessages;
  /** Whether a filter is set; by default, whether any filter has a value. */
  isFiltered?: (filters: F) => boolean;
  /** Who grants access when denied, when not the platform operators (college pages: the college's administrator). */
  deniedContact?: string;
  /** The row action that asks first (on a row, or on what a row holds). */
  confirm?: ListConfirmOptions<C>;
  /** Toasts after the form saved a new row or an edited one. */
  saved?: { created: string; updated: string };
  /** After the list changed (saved, confirmed), besides reloading it: e.g. reload counts beside it. */
  onChanged?: () => void;
}

/** The create/edit form over the list: `undefined` closed, `null` creating, a value editing. */
export interface ListForm<E> {
  value: E | null | undefined;
  /** Opens the form: `null` to create, a value to edit. */
  open: (value: E | null) => void;
  close: () => void;
  /** After a save: toasts created/updated, closes the form and reloads the list. */
  saved: () => void;
}

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The data, confirm and form wiring of a list page (ui `ListPage`): the paged list with its filters, the table's
 * data, states and strings in the user's language, the ask-first dialog of a row action, and the form over it.
 */
export function useListPage<F extends object, T, E = T, C = T>(options: ListPageOptions<F, T, C>) {
  const t = useT();
  const toast = useToast();
  const tableLabels = useListTableLabels();
  const searchLabels: KeywordSearchLabels = useSearchLabels();
  const list = usePagedList<F, T>(options.load, options.initialFilters ?? ({} as F));
  const [formValue, setFormValue] = useState<E | null | undefined>(undefined);
  const { query } = list;

  const changed = () => {
    query.reload();
    options.onChanged?.();
    announceDataChange();
  };

  const rowConfirm = useRowConfirm<C>({ run: options.confirm?.run ?? (() => Promise.resolve()), doneMessage: options.confirm?.doneMessage, failure: options.confirm?.failure, onDone: changed });

  const filtered = (options.isFiltered ?? ((filters: F) => Object.values(filters).some(hasValue)))(list.filters);
  const messages = filtered ? options.noMatch : options.empty;

  const table = {
    data: query.data,
    loading: query.status === 'loading',
    error: query.status === 'error' ? { message: query.error.message, denied: query.error.denied } : undefined,
    onRetry: query.reload,
    paging: list.paging,
    onPagingChange: (paging: Paging) => list.setPaging(paging),
    messages: options.deniedContact === undefined ? messages : { ...messages, deniedContact: options.deniedContact },
    labels: tableLabels,
  } satisfies Partial<ListTableProps<T>>;

  const confirmOptions = options.confirm;
  const asked = rowConfirm.row;
  const confirm: ConfirmDialogProps | undefined = confirmOptions && {
    open: asked !== null,
    variant: 'danger',
    title: confirmOptions.title,
    description:
      asked === null ? undefined : rowConfirm.failure === 'inline' ? (
        <>
          <p>{confirmOptions.description(asked)}</p>
          <FormAlert>{rowConfirm.error}</FormAlert>
        </>
      ) : (
        confirmOptions.description(asked)
      ),
    confirmLabel: confirmOptions.confirmLabel ?? t('common.delete'),
    cancelLabel: t('common.cancel'),
    closeLabel: t('common.close'),
    onCancel: rowConfirm.cancel,
    onConfirm: rowConfirm.confirm,
  };

  const form: ListForm<E> = {
    value: formValue,
    open: setFormValue,
    close: () => setFormValue(undefined),
    saved: () => {
      if (options.saved) toast.success(formValue === null ? options.saved.created : options.saved.updated);
      setFormValue(undefined);
      changed();
    },
  };

  return {
    /** The filters the list was loaded with. */
    filters: list.filters,
    /** New filters: back to page 1. */
    setFilters: list.setFilters,
    /** Reloads the current page, filters kept. */
    reload: query.reload,
    /** After the page changed data itself (an import, a row action of its own): reloads it and the figures beside it. */
    changed,
    /** Spread into ListPage's `table`, with the columns and row actions. */
    table,
    /** Spread into ListPage: its `labels` (the search box and button) and its `confirm` dialog. */
    props: { labels: searchLabels, confirm },
    /** The search strings alone (a filter bar of the page's own). */
    labels: searchLabels,
    /** Opens the confirm dialog for a row. */
    ask: rowConfirm.ask,
    /** The form over the list. */
    form,
  };
}
