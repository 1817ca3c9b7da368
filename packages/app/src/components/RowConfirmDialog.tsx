import type { ReactNode } from 'react';
import { ConfirmDialog } from '@finedu/ui';
import { useT } from '../i18n/useT';
import { FormAlert } from './FormAlert';
import type { RowConfirm } from './useRowConfirm';

export interface RowConfirmDialogProps<T> {
  /** From `useRowConfirm`: the row asked about and the action. */
  confirm: RowConfirm<T>;
  /** The question, e.g. "删除课程". */
  title: string;
  /** What will happen to the row. */
  description: (row: T) => ReactNode;
  /** Confirm button text; "删除" by default. */
  confirmLabel?: string;
}

/** The danger ConfirmDialog of a row action (delete, disable), with the refusal inside it for `inline` failures. */
export function RowConfirmDialog<T>({ confirm, title, description, confirmLabel }: RowConfirmDialogProps<T>) {
  const t = useT();
  const { row } = confirm;
  return (
    <ConfirmDialog
      open={row !== null}
      variant="danger"
      title={title}
      description={
        row === null ? undefined : confirm.failure === 'inline' ? (
          <>
            <p>{description(row)}</p>
            <FormAlert>{confirm.error}</FormAlert>
          </>
        ) : (
          description(row)
        )
      }
      confirmLabel={confirmLabel ?? t('common.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      onCancel={confirm.cancel}
      onConfirm={confirm.confirm}
    />
  );
}
