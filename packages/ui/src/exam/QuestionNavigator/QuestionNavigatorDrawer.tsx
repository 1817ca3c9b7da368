import { forwardRef, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useFocusTrap } from '../../Modal/useFocusTrap';
import {
  QuestionNavigatorDrawerBackdrop,
  QuestionNavigatorDrawerClose,
  QuestionNavigatorDrawerHeader,
  QuestionNavigatorDrawerPanel,
  QuestionNavigatorDrawerProgress,
  QuestionNavigatorDrawerRoot,
  QuestionNavigatorDrawerToggle,
} from './QuestionNavigatorDrawer.styles';
import { defaultQuestionNavigatorDrawerLabels, type QuestionNavigatorDrawerLabels } from './questionNavigatorDrawerLabels';
import { UiIcon } from '../../internal/UiIcon';

export interface QuestionNavigatorDrawerProps extends HTMLAttributes<HTMLDivElement> {
  /** The answer sheet and the controls that go with it (e.g. a display-mode switch). */
  children: ReactNode;
  /** Questions answered, shown on the toggle. */
  answered: number;
  /** Number of questions, shown on the toggle. */
  total: number;
  /**
   * When the content collapses behind a toggle: `auto` below 768 px (phones; wider screens show the content as is),
   * `always` at every width (narrow containers, tests and stories).
   */
  collapse?: 'auto' | 'always';
  /** Open state when controlled. It only shows while collapsed. */
  open?: boolean;
  /** Open state at first when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the toggle, the close button, the backdrop or Escape asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<QuestionNavigatorDrawerLabels>;
}

/**
 * Puts the answer sheet behind a toggle ("题目导航 已答 3/19") on narrow screens, so the question comes first; the sheet opens
 * as a bottom drawer that traps focus, starting on the current question, and closes with Escape, × or the backdrop,
 * giving focus back to the toggle. On wide screens it renders its content unchanged.
 */
export const QuestionNavigatorDrawer = forwardRef<HTMLDivElement, QuestionNavigatorDrawerProps>(function QuestionNavigatorDrawer(
  { children, answered, total, collapse = 'auto', open: openProp, defaultOpen = false, onOpenChange, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...defaultQuestionNavigatorDrawerLabels, ...labelOverrides }), [labelOverrides]);
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const panelId = useId();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const initialFocus = useRef<HTMLElement | null>(null);

  // The trap starts on the current question's button (set before the trap's effect runs).
  useLayoutEffect(() => {
    initialFocus.current = open ? panelRef.current?.querySelector<HTMLElement>('[aria-current]:not([disabled])') ?? null : null;
  }, [open]);
  useFocusTrap(panelRef, open, initialFocus);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  return (
    <QuestionNavigatorDrawerRoot ref={ref} data-collapse={collapse} data-state={open ? 'open' : 'closed'} {...rest}>
      <QuestionNavigatorDrawerToggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {labels.title}
        <QuestionNavigatorDrawerProgress>{labels.progress(answered, total)}</QuestionNavigatorDrawerProgress>
      </QuestionNavigatorDrawerToggle>
      <QuestionNavigatorDrawerBackdrop aria-hidden="true" onClick={() => setOpen(false)} />
      <QuestionNavigatorDrawerPanel
        ref={panelRef}
        id={panelId}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? titleId : undefined}
      >
        <QuestionNavigatorDrawerHeader>
          <h2 id={titleId}>{labels.title}</h2>
          <QuestionNavigatorDrawerClose type="button" aria-label={labels.close} data-focus-last-resort onClick={() => setOpen(false)}>
            <UiIcon icon={X} />
          </QuestionNavigatorDrawerClose>
        </QuestionNavigatorDrawerHeader>
        {children}
      </QuestionNavigatorDrawerPanel>
    </QuestionNavigatorDrawerRoot>
  );
});
