import { forwardRef, useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { StateView } from '../../StateView';
import { scrollIntoViewX } from '../scrollIntoViewX';
import { defaultBlockChainViewLabels, type BlockChainViewLabels } from './blockChainViewLabels';
import { shortHash } from './shortHash';
import type { ChainBlockView } from './types';
import {
  Card,
  CardHead,
  CardTitle,
  Chain,
  Empty,
  EmptyHint,
  EmptyTitle,
  Fact,
  Facts,
  Item,
  Link,
  LinkLabel,
  LinkLine,
  Mono,
  Root,
  SkeletonCard,
  Spinner,
  StatusTag,
  Summary,
} from './BlockChainView.styles';

export interface BlockChainViewProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> {
  blocks: readonly ChainBlockView[];
  /** The selected block's height (highlighted, and its card's button pressed). */
  selectedHeight?: number | null;
  /** Called with a block's height when it is clicked or its button pressed (Enter / Space). */
  onSelect?: (height: number) => void;
  /** Skeleton cards while the chain loads. */
  loading?: boolean;
  /** An action under the empty state (e.g. "go to the first step"). */
  emptyAction?: ReactNode;
  /** The chain could not be loaded: the message (the server's, in the user's language); shown with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** The user may not see this chain (another student's attempt): why, and who can grant it. */
  denied?: { reason: ReactNode; contact?: ReactNode } | null;
  labels?: Partial<BlockChainViewLabels>;
}

function HashValue({ value }: { value: string }) {
  const short = shortHash(value);
  if (short === value) return <Mono>{value}</Mono>;
  return (
    <Mono title={value}>
      <span data-short="" aria-hidden="true">
        {short}
      </span>
      <span data-full="">{value}</span>
    </Mono>
  );
}

/**
 * A chain of blocks in a row (issue 11): each card with its height, hash, previous hash, Merkle root, nonce, proposer,
 * time and transaction count, and the links between the cards drawn valid or broken (red, dashed and labelled). A
 * mining block shows its live nonce and a spinner; a repaired block is highlighted. The row scrolls sideways on narrow
 * widths; each card's button selects it (hashes show in full while the card has focus).
 */
export const BlockChainView = forwardRef<HTMLElement, BlockChainViewProps>(function BlockChainView(
  { blocks, selectedHeight = null, onSelect, loading = false, emptyAction, error = null, onRetry, denied = null, labels: given, ...rest },
  ref,
) {
  const labels = { ...defaultBlockChainViewLabels, ...given };
  const id = useId();
  const broken = blocks.slice(1).filter((block) => block.linkStatus === 'broken').length;
  const chain = useRef<HTMLOListElement>(null);

  // Keep the selected block in sight when the row scrolls sideways.
  useEffect(() => {
    if (selectedHeight !== null) scrollIntoViewX(chain.current, chain.current?.querySelector(`[data-height="${selectedHeight}"]`));
  }, [selectedHeight, blocks.length]);

  if (denied || error !== null) {
    return (
      <Root ref={ref} aria-label={labels.title} data-state={denied ? 'denied' : 'error'} {...rest}>
        <StateView
          state={denied ? 'denied' : 'error'}
          deniedTitle={labels.deniedTitle}
          deniedReason={denied?.reason}
          deniedContact={denied?.contact}
          errorTitle={labels.errorTitle}
          errorMessage={error || labels.errorFallback}
          onRetry={onRetry}
          retryLabel={labels.retry}
        />
      </Root>
    );
  }

  if (loading) {
    return (
      <Root ref={ref} aria-label={labels.title} aria-busy="true" {...rest}>
        <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
        <Chain as="div" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <SkeletonCard key={n} data-testid="block-skeleton" />
          ))}
        </Chain>
      </Root>
    );
  }

  if (blocks.length === 0) {
    return (
      <Root ref={ref} aria-label={labels.title} {...rest}>
        <Empty>
          <svg aria-hidden="true" viewBox="0 0 48 24" width="72" height="36">
            <rect x="1" y="4" width="16" height="16" rx="3" />
            <rect x="31" y="4" width="16" height="16" rx="3" />
            <path d="M17 12h14" strokeDasharray="3 3" />
          </svg>
          <EmptyTitle>{labels.empty}</EmptyTitle>
          <EmptyHint>{labels.emptyHint}</EmptyHint>
          {emptyAction}
        </Empty>
      </Root>
    );
  }

  return (
    <Root ref={ref} aria-label={labels.title} {...rest}>
      <Summary>{labels.summary(blocks.length, broken)}</Summary>
      <Chain ref={chain}>
        {blocks.map((block, index) => {
          const previous = index > 0 ? blocks[index - 1] : undefined;
          const titleId = `${id}-${block.height}`;
          const mining = block.status === 'mining';
          const selected = selectedHeight === block.height;
          return (
            <Item key={block.height}>
              {previous && (
                <Link data-status={block.linkStatus}>
                  <LinkLine aria-hidden="true" />
                  <LinkLabel aria-hidden={block.linkStatus === 'valid' ? 'true' : undefined}>
                    {block.linkStatus === 'broken' ? `✕ ${labels.link.broken}` : '✓'}
                  </LinkLabel>
                  <VisuallyHidden>{labels.linkDescription(previous.height, block.height, labels.link[block.linkStatus])}</VisuallyHidden>
                </Link>
              )}
              <Card
                data-status={block.status}
                data-height={block.height}
                data-selected={selected ? '' : undefined}
                aria-labelledby={titleId}
                aria-busy={mining || undefined}
                onClick={onSelect ? () => onSelect(block.height) : undefined}
              >
                <CardHead>
                  <CardTitle
                    id={titleId}
                    type="button"
                    aria-pressed={onSelect ? selected : undefined}
                    onClick={(event) => {
                      // The card's own click handler selects; keep it to one call.
                      event.stopPropagation();
                      onSelect?.(block.height);
                    }}
                  >
                    {labels.block(block.height)}
                  </CardTitle>
                  <StatusTag data-status={block.status}>
                    {mining && <Spinner aria-hidden="true" data-testid="block-mining-spinner" />}
                    {labels.status[block.status]}
                  </StatusTag>
                </CardHead>
                <Facts>
                  <Fact>
                    <dt>{labels.hash}</dt>
                    <dd>{mining || block.hash === '' ? <span data-muted="">{labels.searching}</span> : <HashValue value={block.hash} />}</dd>
                  </Fact>
                  <Fact>
                    <dt>{labels.prevHash}</dt>
                    <dd>
                      <HashValue value={block.prevHash} />
                    </dd>
                  </Fact>
                  <Fact>
                    <dt>{labels.merkleRoot}</dt>
                    <dd>
                      <HashValue value={block.merkleRoot} />
                    </dd>
                  </Fact>
                  <Fact>
                    <dt>{labels.nonce}</dt>
                    <dd data-number="" data-testid={mining ? 'block-live-nonce' : undefined}>
                      {block.nonce.toLocaleString('en-US')}
                    </dd>
                  </Fact>
                  <Fact>
                    <dt>{labels.proposer}</dt>
                    <dd>{block.proposer}</dd>
                  </Fact>
                  <Fact>
                    <dt>{labels.time}</dt>
                    <dd data-number="">{block.time}</dd>
                  </Fact>
                  <Fact>
                    <dt>{labels.txCount}</dt>
                    <dd data-number="">{block.txCount}</dd>
                  </Fact>
                </Facts>
              </Card>
            </Item>
          );
        })}
      </Chain>
    </Root>
  );
});
