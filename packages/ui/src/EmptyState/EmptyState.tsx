import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyStateAction, EmptyStateDescription, EmptyStateIcon, EmptyStateRoot, EmptyStateTitle } from './EmptyState.styles';
import { EmptyStateBoxIcon } from './EmptyStateIcon';

export type EmptyStateTone = 'neutral' | 'warning' | 'danger';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Pictogram above the title; an empty box by default, `null` for none. */
  icon?: ReactNode;
  /** What is (not) here, in a few words. */
  title?: ReactNode;
  /** What to do next. */
  description?: ReactNode;
  /** The next step, usually a Button. */
  action?: ReactNode;
  /** Colours the icon: `danger` for errors, `warning` for denied. */
  tone?: EmptyStateTone;
}

/** A calm "nothing here yet" block with the next step. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon = <EmptyStateBoxIcon />, title = '暂无数据', description, action, tone = 'neutral', ...rest },
  ref,
) {
  return (
    <EmptyStateRoot ref={ref} data-tone={tone} {...rest}>
      {icon !== null && <EmptyStateIcon data-part="icon">{icon}</EmptyStateIcon>}
      <EmptyStateTitle>{title}</EmptyStateTitle>
      {description !== undefined && <EmptyStateDescription>{description}</EmptyStateDescription>}
      {action !== undefined && <EmptyStateAction>{action}</EmptyStateAction>}
    </EmptyStateRoot>
  );
});
