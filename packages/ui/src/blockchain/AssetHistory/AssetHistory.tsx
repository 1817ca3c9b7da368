import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../Button';
import { StateView, type DataViewState, type StateViewMessages } from '../../StateView';
import { StatusBadge } from '../../StatusBadge';
import { shortHash } from '../BlockChainView/shortHash';
import { explorerStateMessages } from '../explorerState';
import { Entry, EntryHead, Marker, Meta, Root, StateName, Timeline, Title } from './AssetHistory.styles';
import { defaultAssetHistoryLabels, type AssetHistoryLabels } from './assetHistoryLabels';
import type { AssetHistoryEntry } from './types';

export interface AssetHistoryProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The asset in words (票据 BILL-001). */
  asset: string;
  /** Its states, oldest first. */
  entries: readonly AssetHistoryEntry[];
  /** The selected transaction (its entry highlighted, its button pressed). */
  selectedTxId?: string | null;
  /** Makes each transaction id a button, called with the id (the lab shows the transaction and its proof). */
  onSelectTransaction?: (txId: string) => void;
  /** Loading, error or denied; by default `empty` without entries and `ready` with them. */
  state?: DataViewState;
  stateMessages?: StateViewMessages;
  labels?: Partial<AssetHistoryLabels>;
}

/**
 * An asset's state history as a vertical timeline (issue 11): each state it reached, the transition and who made
 * it, the transaction and its block (or 待打包 while in the mempool) and when; the latest state in a block is marked
 * as the current one.
 */
export const AssetHistory = forwardRef<HTMLElement, AssetHistoryProps>(function AssetHistory(
  { asset, entries, selectedTxId = null, onSelectTransaction, state, stateMessages, labels: given, ...rest },
  ref,
) {
  const labels = { ...defaultAssetHistoryLabels, ...given };
  const titleId = useId();
  const shown = state ?? (entries.length === 0 ? 'empty' : 'ready');
  const current = entries.reduce((latest, entry, index) => (entry.blockHeight !== null ? index : latest), -1);
  const fact = (term: string, value: ReactNode) => (
    <div>
      <dt>
        {term}
        {labels.labelSuffix}
      </dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <Root ref={ref} aria-labelledby={titleId} data-state={shown} {...rest}>
      <Title id={titleId}>{labels.title(asset)}</Title>
      {shown !== 'ready' ? (
        <StateView state={shown} {...explorerStateMessages(labels, stateMessages)} />
      ) : (
        <Timeline>
          {entries.map((entry, index) => {
            const pending = entry.blockHeight === null;
            const short = shortHash(entry.txId);
            return (
              <Entry
                key={`${entry.txId}-${index}`}
                data-pending={pending || undefined}
                data-current={index === current || undefined}
                data-selected={selectedTxId === entry.txId || undefined}
              >
                <Marker aria-hidden="true" />
                <EntryHead>
                  <StateName>{entry.state}</StateName>
                  {index === current && (
                    <StatusBadge tone="primary" appearance="tag">
                      {labels.current}
                    </StatusBadge>
                  )}
                  {pending && (
                    <StatusBadge tone="warning" appearance="tag">
                      {labels.pending}
                    </StatusBadge>
                  )}
                </EntryHead>
                <Meta>
                  {fact(labels.transition, entry.transition)}
                  {fact(labels.by, entry.by)}
                  {fact(
                    labels.tx,
                    onSelectTransaction ? (
                      <Button variant="link" aria-pressed={selectedTxId === entry.txId} aria-label={labels.selectTransaction(short)} onClick={() => onSelectTransaction(entry.txId)}>
                        <code title={entry.txId}>{short}</code>
                      </Button>
                    ) : (
                      <code title={entry.txId}>{short}</code>
                    ),
                  )}
                  {fact(labels.block, pending ? labels.pending : `#${entry.blockHeight}`)}
                  {fact(labels.time, entry.time)}
                </Meta>
              </Entry>
            );
          })}
        </Timeline>
      )}
    </Root>
  );
});
