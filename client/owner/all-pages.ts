// Reads a keyset-paged list to its end (or `maxPages` pages): the panel's tables search, sort and
// page on the client, so they hold every row. Lists here are small (sign-ups per variant, a form's
// submissions); a list that outgrows maxPages shows what was read.
export interface KeysetPage {
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export async function allPages<P extends KeysetPage, T>(
  load: (cursor: string | undefined) => Promise<P>,
  items: (page: P) => T[],
  maxPages = 20,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < maxPages; n++) {
    const page = await load(cursor);
    rows.push(...items(page));
    if (!page.hasNextPage || !page.nextPageCursor) break;
    cursor = page.nextPageCursor;
  }
  return rows;
}
