import { useEffect, useState } from 'react';
import { isApiError, type PreviewKind, type TablePreview } from '@finedu/domain';
import { useServices } from '../../../services/ServicesContext';

export interface ResourceTable {
  table: TablePreview | undefined;
  error: string | undefined;
  retry: () => void;
}

/** Rows a resource's table preview shows. */
export const RESOURCE_TABLE_ROWS = 50;

/**
 * A CSV or Excel resource's first rows (kind `table`), read by the server as a case's datasets are; nothing for other
 * kinds. `chapterId`: the resource is that chapter's attachment (read as the chapter's reader, so a platform course's
 * file reaches a college's students). The error is the server's message in the reader's language, or `failedMessage`.
 */
export function useResourceTable(kind: PreviewKind | undefined, resourceId: number | undefined, failedMessage: string, chapterId?: number): ResourceTable {
  const { courses } = useServices();
  const [state, setState] = useState<{ table: TablePreview | undefined; error: string | undefined }>({ table: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setState({ table: undefined, error: undefined });
    if (kind !== 'table' || resourceId === undefined) return;
    const controller = new AbortController();
    courses.resourceTable(resourceId, { rows: RESOURCE_TABLE_ROWS, chapter_id: chapterId }, { signal: controller.signal, silent: true }).then(
      (table) => setState({ table, error: undefined }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ table: undefined, error: isApiError(error) && !error.isNetworkError && error.message ? error.message : failedMessage });
      },
    );
    return () => controller.abort();
  }, [courses, kind, resourceId, chapterId, attempt, failedMessage]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
