import { forwardRef, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { LocalePortal } from '../internal/LocalePortal';
import { EllipsisTextRoot, EllipsisTooltip } from './EllipsisText.styles';

export interface EllipsisTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** The text (or a link holding it), shown on one line. */
  children: ReactNode;
  /** What the tooltip says when the text is cut; the text itself by default (give it when `children` is not a string). */
  tooltip?: ReactNode;
  /** The widest the text may grow before it is cut (px or a CSS length); the box's width by default. */
  maxWidth?: number | string;
}

interface TipPosition {
  left: number;
  top: number;
}

const GAP = 6;

/**
 * A table cell's long text on one line, cut with "…"; when it is cut, hovering or focusing it shows the whole text in a
 * tooltip (and it becomes reachable by Tab when it holds no link of its own).
 */
export const EllipsisText = forwardRef<HTMLSpanElement, EllipsisTextProps>(function EllipsisText(
  { children, tooltip, maxWidth, style, onMouseEnter, onMouseLeave, onFocus, onBlur, ...rest },
  ref,
) {
  const innerRef = useRef<HTMLSpanElement | null>(null);
  const [cut, setCut] = useState(false);
  const [tip, setTip] = useState<TipPosition | null>(null);
  const tipId = useId();

  const measure = useCallback(() => {
    const node = innerRef.current;
    if (node) setCut(node.scrollWidth > node.clientWidth + 1);
  }, []);

  useLayoutEffect(measure, [measure, children]);
  useEffect(() => {
    const node = innerRef.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure]);

  useEffect(() => {
    if (!tip) return;
    const hide = () => setTip(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('scroll', hide, true);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', hide, true);
      window.removeEventListener('keydown', onKey);
    };
  }, [tip]);

  const show = () => {
    const node = innerRef.current;
    if (!node || node.scrollWidth <= node.clientWidth + 1) return;
    const box = node.getBoundingClientRect();
    setTip({ left: Math.max(8, box.left), top: box.bottom + GAP });
  };

  const hasOwnFocus = typeof children !== 'string' && typeof children !== 'number';
  const text = tooltip ?? children;
  return (
    <EllipsisTextRoot
      ref={(node) => {
        innerRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      data-cut={cut ? 'true' : undefined}
      tabIndex={cut && !hasOwnFocus ? 0 : undefined}
      aria-describedby={tip ? tipId : undefined}
      style={maxWidth === undefined ? style : { ...style, ['--ui-ellipsis-max' as string]: typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth }}
      onMouseEnter={(event) => {
        show();
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setTip(null);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        show();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setTip(null);
        onBlur?.(event);
      }}
      {...rest}
    >
      {children}
      {tip && (
        <LocalePortal>
          <EllipsisTooltip id={tipId} role="tooltip" style={{ left: tip.left, top: tip.top }}>
            {text}
          </EllipsisTooltip>
        </LocalePortal>
      )}
    </EllipsisTextRoot>
  );
});
