import type { StateViewMessages } from '../StateView';

/** The state words every explorer view's labels carry (zh-CN by default, en-US exported beside each). */
export interface ExplorerStateLabels {
  loading: string;
  empty: string;
  emptyHint: string;
  errorTitle: string;
  deniedTitle: string;
  retry: string;
}

/** An explorer view's loading, empty, error and denied words for StateView / DataTable; the caller's own win. */
export const explorerStateMessages = (labels: ExplorerStateLabels, overrides?: StateViewMessages): StateViewMessages => ({
  loadingLabel: labels.loading,
  emptyTitle: labels.empty,
  emptyDescription: labels.emptyHint,
  errorTitle: labels.errorTitle,
  deniedTitle: labels.deniedTitle,
  retryLabel: labels.retry,
  ...overrides,
});
