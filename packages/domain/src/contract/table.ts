// A table's first rows, as the server reads a CSV or XLSX file: a case's dataset tab and a resource's preview show the
// same thing from the same reader (issue 36, item 16).
import { z } from 'zod';

export const CellValue = z.union([z.string(), z.number(), z.null()]);
export type CellValue = z.infer<typeof CellValue>;

export const TablePreview = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(CellValue)),
  /** Rows in the whole result. */
  total_rows: z.number().int(),
});
export type TablePreview = z.infer<typeof TablePreview>;

/** Rows a preview shows: 20 unless asked, at most 200. */
export const TablePreviewRows = z.coerce.number().int().min(1).max(200).default(20);
