import { useCallback } from 'react';
import { useHref } from 'react-router-dom';
import { routePath } from '@finedu/domain';

/** The query of PaperPreview: which paper, and whether to open the print dialog once loaded. */
export function paperPreviewSearch(id: number, print = false): string {
  const query = new URLSearchParams({ id: String(id) });
  if (print) query.set('print', '1');
  return `?${query.toString()}`;
}

/** Opens the student view of a saved paper in a new window (PaperPreview is a free route without layout). */
export function usePaperPreviewOpener(): (id: number, print?: boolean) => void {
  // useHref adds the router's basename (/app).
  const base = useHref(routePath('PaperPreview'));
  return useCallback((id: number, print = false) => void window.open(`${base}${paperPreviewSearch(id, print)}`, '_blank', 'noopener'), [base]);
}
