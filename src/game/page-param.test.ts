import { describe, expect, it } from 'vitest';
import { pageOfSearch, searchOfPage } from './page-param';

describe("a paged list's page in its URL", () => {
  it.each([
    ['page=2', 1],
    ['page=1', 0],
    ['page=12', 11],
    ['', 0],
    ['page=0', 0],
    ['page=-3', 0],
    ['page=1.5', 0],
    ['page=deux', 0],
    ['page=', 0],
  ])('?%s is page index %i', (search, index) => {
    expect(pageOfSearch(new URLSearchParams(search))).toBe(index);
  });

  it('names the first page by nothing, the others from 2', () => {
    expect(searchOfPage(0)).toEqual({});
    expect(searchOfPage(1)).toEqual({ page: '2' });
    expect(searchOfPage(9)).toEqual({ page: '10' });
  });
});
