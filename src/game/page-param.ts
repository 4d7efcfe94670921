/** A paged list's page in its URL: `?page=2` is the second page (1-based for people); anything else the first. 0-based. */
export function pageOfSearch(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}

/** The search params of a 0-based page: none for the first. */
export function searchOfPage(page: number): Record<string, string> {
  return page === 0 ? {} : { page: String(page + 1) };
}
