import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';

export type ConfirmDialogVariant = 'default' | 'danger';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. "删除该试卷？". */
  title: ReactNode;
  /** What will happen. */
  description?: ReactNode;
  /** `danger` makes the confirm button red and puts the initial focus on cancel. */
  variant?: ConfirmDialogVariant;
  /** Confirm button text. */
  confirmLabel?: string;
  /** Cancel button text. */
  cancelLabel?: string;
  /** Called on confirm. When it returns a promise the confirm button shows loading until it settles. */
  onConfirm: () => void | Promise<unknown>;
  /** Called on cancel, Esc or the close button. */
  onCancel: () => void;
  /** Label of the × button. */
  closeLabel?: string;
}

/** A small modal that asks before an action. */
export function ConfirmDialog({
  open,
  title,
  description,
  variant = 'default',
  confirmLabel = '确定',
  cancelLabel = '取消',
  onConfirm,
  onCancel,
  closeLabel = '关闭',
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      size="small"
      closeLabel={closeLabel}
      onClose={() => {
        if (!pending) onCancel();
      }}
      initialFocusRef={variant === 'danger' ? cancelRef : confirmRef}
      data-variant={variant}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={variant === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={() => void confirm().catch(() => undefined)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {description}
    </Modal>
  );
}
