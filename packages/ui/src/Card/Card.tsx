import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { CardExtra, CardHeader, CardRoot, CardTitle } from './Card.styles';

export type CardPadding = 'normal' | 'compact' | 'none';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Card heading (an h2); it also names the card's region. */
  title?: ReactNode;
  /** Actions at the right of the heading. */
  extra?: ReactNode;
  /** Inner padding: 24 px (`normal`), 16 px, or none (for edge-to-edge tables). */
  padding?: CardPadding;
  /** Card content. */
  children?: ReactNode;
}

/** A white card on the grey page (radius 8, padding 24). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card({ title, extra, padding = 'normal', children, ...rest }, ref) {
  const titleId = useId();
  const hasHeader = title !== undefined || extra !== undefined;
  return (
    <CardRoot ref={ref} data-padding={padding} aria-labelledby={title !== undefined ? titleId : undefined} {...rest}>
      {hasHeader && (
        <CardHeader>
          {title !== undefined && <CardTitle id={titleId}>{title}</CardTitle>}
          {extra !== undefined && <CardExtra>{extra}</CardExtra>}
        </CardHeader>
      )}
      {children}
    </CardRoot>
  );
});
