/** One page of a list the server pages (0-based page number), with the total across pages. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The inclusive row range of a page, as PostgREST's range() takes it. */
export function pageRange(page: number, pageSize: number): [number, number] {
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`Invalid page ${page} of size ${pageSize}`);
  }
  return [page * pageSize, page * pageSize + pageSize - 1];
}
