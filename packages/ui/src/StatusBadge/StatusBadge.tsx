import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { StatusBadgeRoot } from './StatusBadge.styles';

export type StatusBadgeTone = 'neutral' | 'success' | 'primary' | 'warning' | 'danger';
export type StatusBadgeAppearance = 'dot' | 'tag';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** What the state means: `success` (enabled, open), `primary` (scheduled), `neutral` (disabled, closed)… */
  tone?: StatusBadgeTone;
  /** `dot`: a coloured dot before the word (table cells); `tag`: a tinted label. */
  appearance?: StatusBadgeAppearance;
  /** The state in words; colour never carries it alone. */
  children: ReactNode;
}

/** A state in a table cell or a header: a word with a dot or a tint from the theme's status colours. */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge({ tone = 'neutral', appearance = 'dot', children, ...rest }, ref) {
  return (
    <StatusBadgeRoot ref={ref} data-tone={tone} data-appearance={appearance} {...rest}>
      {children}
    </StatusBadgeRoot>
  );
});
