import type { DataViewState, StateViewMessages } from '@finedu/ui';
import { useT } from '../i18n/useT';
import type { QueryState } from '../hooks/useQuery';

export interface ViewState {
  state: DataViewState;
  stateMessages: StateViewMessages;
}

/**
 * The four states of a data view (DESIGN.md) from a query: loading skeleton, empty (what to do next),
 * error with retry, denied (why, and who can grant it) — with the texts in the user's language.
 */
export function useViewState<T>(
  query: QueryState<T> & { reload: () => void },
  messages: Pick<StateViewMessages, 'emptyIcon' | 'emptyTitle' | 'emptyDescription' | 'emptyAction'>,
  isEmpty: (data: T) => boolean = (data) => Array.isArray(data) && data.length === 0,
): ViewState {
  const t = useT();
  const state: DataViewState =
    query.status === 'loading' && query.data === undefined
      ? 'loading'
      : query.status === 'error'
        ? query.error.denied
          ? 'denied'
          : 'error'
        : query.data !== undefined && isEmpty(query.data)
          ? 'empty'
          : 'ready';
  return {
    state,
    stateMessages: {
      loadingLabel: t('common.loading'),
      ...messages,
      errorTitle: t('common.loadFailed'),
      errorMessage: query.status === 'error' ? query.error.message : undefined,
      onRetry: query.reload,
      retryLabel: t('common.retry'),
      deniedTitle: t('guard.deniedTitle'),
      deniedReason: query.status === 'error' ? query.error.message : undefined,
      deniedContact: t('guard.deniedContactSys'),
    },
  };
}
