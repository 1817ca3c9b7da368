import { forwardRef } from 'react';
import { NotebookConnectionDot, NotebookConnectionRoot } from './Notebook.styles';

/** The kernel connection, as the notebook client reports it. */
export type NotebookConnectionStatus = 'connecting' | 'ready' | 'reconnecting' | 'closed';

export interface NotebookConnectionProps {
  /** Current status. */
  status: NotebookConnectionStatus;
  /** Text per status. */
  labels: Record<NotebookConnectionStatus, string>;
}

/** A dot and a word for the kernel connection; announced politely when it changes. */
export const NotebookConnection = forwardRef<HTMLSpanElement, NotebookConnectionProps>(function NotebookConnection({ status, labels }, ref) {
  return (
    <NotebookConnectionRoot ref={ref} role="status" data-status={status}>
      <NotebookConnectionDot aria-hidden="true" />
      {labels[status]}
    </NotebookConnectionRoot>
  );
});
