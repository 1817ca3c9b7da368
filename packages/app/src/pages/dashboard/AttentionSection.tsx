import { useId, type ReactNode } from 'react';
import { AttentionSection as Section, ItemList, NoneText, SectionCount } from './AttentionPanel.styles';

export interface AttentionSectionProps {
  /** The section's heading (an h3 that names it). */
  title: string;
  /** The figure beside the heading (how many items need the user). */
  count: number;
  /** Shown instead of the list when it has no items. */
  none: string;
  /** The list's items (`<li>` each), none when empty. */
  children?: ReactNode;
  empty: boolean;
}

/** One card of the panel: a heading with its count, and a short list of links (or a line saying there is nothing). */
export function AttentionSection({ title, count, none, children, empty }: AttentionSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>
        <span>{title}</span>
        <SectionCount data-zero={count === 0}>{count}</SectionCount>
      </h3>
      {empty ? <NoneText>{none}</NoneText> : <ItemList>{children}</ItemList>}
    </Section>
  );
}
