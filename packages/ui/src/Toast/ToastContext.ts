import { createContext, useContext, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** Colour, icon and urgency: `error` and `warning` are announced at once (role=alert). */
  kind?: ToastKind;
  /** The message. */
  message: ReactNode;
  /** Milliseconds before it closes itself; `0` keeps it until closed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  success: (message: ReactNode, duration?: number) => string;
  error: (message: ReactNode, duration?: number) => string;
  info: (message: ReactNode, duration?: number) => string;
  warning: (message: ReactNode, duration?: number) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
