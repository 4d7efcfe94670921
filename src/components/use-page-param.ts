import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pageOfSearch, searchOfPage } from '../game/page-param';

/** A paged list's page (0-based) in the URL (`?page=2`), so Back and a reload return to it, and a way to show another. */
export function usePageParam(): [page: number, showPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  return [pageOfSearch(params), (page) => setParams(searchOfPage(page))];
}

/**
 * Keeps a paged list's machine on the URL's page (`page.show` whenever it changes) and, once the page count
 * is read (null until then), replaces an address naming a page past the last, forged or from before the
 * list shrank, by the last page's (the first's for an empty list).
 */
export function useListFollowsPage(list: { send(event: { type: 'page.show'; page: number }): void }, page: number, loadedPageCount: number | null): void {
  const [, setParams] = useSearchParams();
  useEffect(() => list.send({ type: 'page.show', page }), [list, page]);
  const last = loadedPageCount === null ? null : Math.max(0, loadedPageCount - 1);
  useEffect(() => {
    if (last !== null && page > last) setParams(searchOfPage(last), { replace: true });
  }, [page, last, setParams]);
}
