import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { LocalePortal } from '../internal/LocalePortal';
import { ToastClose, ToastIcon, ToastItem, ToastMessage, ToastViewport } from './Toast.styles';
import { ToastContext, type ToastApi, type ToastKind, type ToastOptions } from './ToastContext';
import { UiIcon } from '../internal/UiIcon';

export interface ToastProviderProps {
  /** The application. */
  children?: ReactNode;
  /** Default milliseconds before a toast closes itself. */
  duration?: number;
  /** At most this many toasts at once; the oldest goes first. */
  max?: number;
  /** Label of each toast's × button. */
  closeLabel?: string;
}

interface ToastEntry {
  id: string;
  kind: ToastKind;
  message: ReactNode;
}

const ICONS: Record<ToastKind, LucideIcon> = { success: CircleCheck, error: CircleX, warning: TriangleAlert, info: Info };

/** Hosts toasts (success / error / info / warning) at the top centre; use `useToast()` to show them. */
export function ToastProvider({ children, duration = 3000, max = 5, closeLabel = '关闭' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ kind = 'info', message, duration: ownDuration }: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((current) => [...current, { id, kind, message }].slice(-max));
      const ms = ownDuration ?? duration;
      if (ms > 0) timers.current.set(id, setTimeout(() => dismiss(id), ms));
      return id;
    },
    [dismiss, duration, max],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, ms) => show({ kind: 'success', message, duration: ms }),
      error: (message, ms) => show({ kind: 'error', message, duration: ms }),
      info: (message, ms) => show({ kind: 'info', message, duration: ms }),
      warning: (message, ms) => show({ kind: 'warning', message, duration: ms }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <LocalePortal>
        <ToastViewport data-part="toast-viewport">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} data-kind={toast.kind} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
              <ToastIcon aria-hidden="true">
                <UiIcon icon={ICONS[toast.kind]} />
              </ToastIcon>
              <ToastMessage>{toast.message}</ToastMessage>
              <ToastClose type="button" aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
                <UiIcon icon={X} />
              </ToastClose>
            </ToastItem>
          ))}
        </ToastViewport>
      </LocalePortal>
    </ToastContext.Provider>
  );
}
