import { forwardRef, type HTMLAttributes } from 'react';
import { SkeletonBar, SkeletonRoot } from './Skeleton.styles';

export type SkeletonVariant = 'text' | 'title' | 'avatar' | 'block';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** Shape of each placeholder: text lines (the last one shorter), a title bar, a round avatar, a block. */
  variant?: SkeletonVariant;
  /** How many placeholders to stack. */
  lines?: number;
}

/**
 * Grey placeholders while content loads. Hidden from assistive technology: announce loading on
 * the surrounding region instead (StateView does, with `aria-busy` and a status text).
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton({ variant = 'text', lines = 3, ...rest }, ref) {
  return (
    <SkeletonRoot ref={ref} aria-hidden="true" data-variant={variant} {...rest}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <SkeletonBar key={index} data-variant={variant} />
      ))}
    </SkeletonRoot>
  );
});
