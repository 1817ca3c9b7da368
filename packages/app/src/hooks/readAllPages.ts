/**
 * Every row of a paged list call, page after page until the total is read (or a page comes back empty).
 * `maxPages` bounds the reading where a caller wants a ceiling.
 */
export async function readAllPages<T>(load: (page: number) => Promise<{ list: T[]; total: number }>, maxPages = Number.POSITIVE_INFINITY): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await load(page);
    rows.push(...answer.list);
    if (answer.list.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}
