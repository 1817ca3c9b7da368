export { ToastProvider } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './ToastContext';
export type { ToastApi, ToastKind, ToastOptions } from './ToastContext';
