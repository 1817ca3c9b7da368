import { forwardRef, useEffect, useId, useImperativeHandle, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import { LocalePortal } from '../internal/LocalePortal';
import { ModalBody, ModalClose, ModalDialog, ModalFooter, ModalHeader, ModalOverlay, ModalTitle } from './Modal.styles';
import { useFocusTrap } from './useFocusTrap';
import { UiIcon } from '../internal/UiIcon';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Esc, the close button, or a click on the backdrop (see `closeOnBackdrop`). */
  onClose: () => void;
  /** Dialog heading; it names the dialog. */
  title: ReactNode;
  /** Dialog body. */
  children?: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  /** Width: 416 / 520 / 800 px. */
  size?: ModalSize;
  /** Label of the × button. */
  closeLabel?: string;
  /** Whether a click on the dimmed backdrop closes the dialog. Off for forms, so typing is not lost. */
  closeOnBackdrop?: boolean;
  /** The element to focus on open; the first focusable element by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** An accessible modal dialog: `role="dialog"`, `aria-modal`, focus trapped inside, Esc closes, focus restored. */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  { open, onClose, title, children, footer, size = 'medium', closeLabel = '关闭', closeOnBackdrop = false, initialFocusRef, ...rest },
  ref,
) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => dialogRef.current as HTMLDivElement);
  const titleId = useId();
  useFocusTrap(dialogRef, open, initialFocusRef);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;
  return (
    <LocalePortal>
      <ModalOverlay
        data-part="backdrop"
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) onClose();
        }}
      >
        <ModalDialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-size={size} {...rest}>
          <ModalHeader>
            <ModalTitle id={titleId}>{title}</ModalTitle>
            <ModalClose type="button" aria-label={closeLabel} onClick={onClose} data-focus-last-resort="">
              <UiIcon icon={X} />
            </ModalClose>
          </ModalHeader>
          <ModalBody>{children}</ModalBody>
          {footer !== undefined && <ModalFooter>{footer}</ModalFooter>}
        </ModalDialog>
      </ModalOverlay>
    </LocalePortal>
  );
});
