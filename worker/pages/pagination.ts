// Listing pagination: which page, and the URLs of its neighbours. Page 1 has no `page` parameter,
// so every page has one URL; filters (category, tag) are kept on the neighbours.

export interface Pagination {
  pageSize: number;
  currentPage: number;
  totalPages: number;
  totalItems: number;
  prevPage: boolean;
  nextPage: boolean;
  prevPageUrl?: string;
  nextPageUrl?: string;
}

export function pageUrl(path: string, filters: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const totalPages = (totalItems: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalItems / pageSize));

export function paginate(
  path: string,
  filters: Record<string, string | undefined>,
  page: number,
  pageSize: number,
  totalItems: number,
): Pagination {
  const pages = totalPages(totalItems, pageSize);
  return {
    pageSize,
    currentPage: page,
    totalPages: pages,
    totalItems,
    prevPage: page > 1,
    nextPage: page < pages,
    ...(page > 1 ? { prevPageUrl: pageUrl(path, filters, page - 1) } : {}),
    ...(page < pages ? { nextPageUrl: pageUrl(path, filters, page + 1) } : {}),
  };
}
