import type { StateViewMessages } from '@finedu/ui';
import { useViewState, type ViewState } from '../../../components/tableState';
import type { QueryState } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';

/**
 * The four states of a data view for college staff: as `useViewState`, with a denied view that points to the
 * college's own administrator (the one who grants exam and class access), not to the platform operators.
 */
export function useStaffViewState<T>(
  query: QueryState<T> & { reload: () => void },
  messages: Pick<StateViewMessages, 'emptyIcon' | 'emptyTitle' | 'emptyDescription' | 'emptyAction'>,
  isEmpty?: (data: T) => boolean,
): ViewState {
  const t = useT();
  const view = useViewState(query, messages, isEmpty);
  return { ...view, stateMessages: { ...view.stateMessages, deniedContact: t('guard.deniedContactEdu') } };
}
