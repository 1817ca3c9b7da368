import { ChevronLeft, ChevronRight } from 'lucide-react';
import { UiIcon } from '../internal/UiIcon';
import { Select } from '../Select';
import { DataTableEllipsis, DataTableFooter, DataTablePageButton, DataTablePageList, DataTablePageSize } from './DataTable.styles';
import type { DataTableLabels } from './DataTableLabels';

export interface DataTablePaging {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in all pages, shown as the total count. */
  total: number;
  /** Called with the new page and page size (a page-size change goes back to page 1). */
  onPageChange: (page: number, pageSize: number) => void;
  /** Choices of the page-size selector. */
  pageSizeOptions?: readonly number[];
}

/** 1 … 4 5 6 … 20: every page when few, otherwise the ends and the current page's neighbours. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const around = [page - 1, page, page + 1].filter((p) => p > 1 && p < pageCount);
  const pages: (number | 'gap')[] = [1];
  if ((around[0] ?? pageCount) > 2) pages.push('gap');
  pages.push(...around);
  if ((around[around.length - 1] ?? 1) < pageCount - 1) pages.push('gap');
  pages.push(pageCount);
  return pages;
}

interface DataTablePaginationProps extends DataTablePaging {
  labels: DataTableLabels;
}

/** The footer pager: total, previous / pages / next, and page size. */
export function DataTablePagination({ page, pageSize, total, onPageChange, pageSizeOptions = [10, 20, 50], labels }: DataTablePaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const go = (target: number) => onPageChange(Math.min(Math.max(1, target), pageCount), pageSize);
  return (
    <DataTableFooter>
      <span>{labels.total(total)}</span>
      <nav aria-label={labels.pagination}>
        <DataTablePageList>
          <li>
            <DataTablePageButton type="button" aria-label={labels.previousPage} disabled={page <= 1} onClick={() => go(page - 1)}>
              <UiIcon icon={ChevronLeft} />
            </DataTablePageButton>
          </li>
          {visiblePages(page, pageCount).map((entry, index) =>
            entry === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true">
                <DataTableEllipsis>…</DataTableEllipsis>
              </li>
            ) : (
              <li key={entry}>
                <DataTablePageButton type="button" aria-label={labels.page(entry)} aria-current={entry === page ? 'page' : undefined} onClick={() => go(entry)}>
                  {entry}
                </DataTablePageButton>
              </li>
            ),
          )}
          <li>
            <DataTablePageButton type="button" aria-label={labels.nextPage} disabled={page >= pageCount} onClick={() => go(page + 1)}>
              <UiIcon icon={ChevronRight} />
            </DataTablePageButton>
          </li>
        </DataTablePageList>
      </nav>
      <DataTablePageSize>
        <Select
          size="small"
          aria-label={labels.pageSizeLabel}
          value={String(pageSize)}
          options={pageSizeOptions.map((size) => ({ value: String(size), label: labels.pageSize(size) }))}
          onChange={(event) => onPageChange(1, Number(event.target.value))}
        />
      </DataTablePageSize>
    </DataTableFooter>
  );
}
