import type { ReactNode } from 'react';
import { ConfirmDialog } from '@finedu/ui';
import { useT } from '../i18n/useT';
import { useRowConfirm, type RowConfirmOptions } from './useRowConfirm';

export interface AskFirstOptions<T> extends RowConfirmOptions<T> {
  title: string;
  description: (row: T) => ReactNode;
  confirmLabel?: string;
}

/** A row action that asks first, outside a ListPage (tables of arrays): `ask(row)` and the dialog to render. */
export function useAskFirst<T>({ title, description, confirmLabel, ...options }: AskFirstOptions<T>): { ask: (row: T) => void; dialog: ReactNode } {
  const t = useT();
  const confirm = useRowConfirm<T>(options);
  const dialog = (
    <ConfirmDialog
      open={confirm.row !== null}
      variant="danger"
      title={title}
      description={confirm.row === null ? undefined : description(confirm.row)}
      confirmLabel={confirmLabel ?? t('common.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      onCancel={confirm.cancel}
      onConfirm={confirm.confirm}
    />
  );
  return { ask: confirm.ask, dialog };
}
