import { useState } from 'react';
import { useToast } from '@finedu/ui';
import { toQueryError } from '../hooks/useQuery';
import { useT } from '../i18n/useT';
import { errorText } from '../pages/Login/useSignIn';

/**
 * How a refused action is reported:
 * - `toast`: an error toast with the server's message; the dialog closes.
 * - `inline`: the server's message inside the dialog, which stays open (e.g. it names what still uses the row).
 * - `transport`: the call is not silent, so the transport already toasted it; the dialog stays open.
 */
export type RowConfirmFailure = 'toast' | 'inline' | 'transport';

export interface RowConfirmOptions<T> {
  /** The action, once confirmed (delete, disable…). */
  run: (row: T) => Promise<unknown>;
  /** Toast after it succeeded, e.g. "已删除". */
  doneMessage?: string;
  /** After it succeeded, e.g. reload the list. */
  onDone?: () => void;
  /** How a refusal is reported; `toast` by default. */
  failure?: RowConfirmFailure;
}

export interface RowConfirm<T> {
  /** The row waiting for confirmation; null when the dialog is closed. */
  row: T | null;
  /** The refusal shown in the dialog (`inline` failures). */
  error: string;
  failure: RowConfirmFailure;
  /** Opens the dialog for a row. */
  ask: (row: T) => void;
  cancel: () => void;
  /** Runs the action on the asked row; a promise while it runs (the confirm button spins). */
  confirm: () => Promise<void> | undefined;
}

/** A row action that asks first (ConfirmDialog): which row is asked about, running it, and reporting the outcome. */
export function useRowConfirm<T>({ run, doneMessage, onDone, failure = 'toast' }: RowConfirmOptions<T>): RowConfirm<T> {
  const t = useT();
  const toast = useToast();
  const [row, setRow] = useState<T | null>(null);
  const [error, setError] = useState('');

  const succeed = () => {
    if (doneMessage !== undefined) toast.success(doneMessage);
    onDone?.();
  };

  const confirmRow = async (target: T) => {
    switch (failure) {
      case 'toast':
        try {
          await run(target);
          succeed();
        } catch (caught) {
          toast.error(errorText(caught, t('common.loadFailed')));
        }
        setRow(null);
        return;
      case 'inline':
        setError('');
        try {
          await run(target);
          setRow(null);
          succeed();
        } catch (caught) {
          setError(toQueryError(caught).message);
        }
        return;
      case 'transport':
        // A rejection keeps the dialog open: ConfirmDialog settles its spinner and ignores it.
        await run(target);
        succeed();
        setRow(null);
        return;
      default:
        return failure satisfies never;
    }
  };

  return {
    row,
    error,
    failure,
    ask: (next) => {
      setError('');
      setRow(next);
    },
    cancel: () => setRow(null),
    confirm: () => (row === null ? undefined : confirmRow(row)),
  };
}
