import { Group, Pagination } from '@mantine/core';

export interface PagePaginationProps {
  /** 0-based */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Numbered pages under a paged list, with French names for its controls; nothing for a single page. */
export function PagePagination({ page, pageCount, onPage }: PagePaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pageCount}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => (control === 'previous' ? { 'aria-label': 'Page précédente' } : control === 'next' ? { 'aria-label': 'Page suivante' } : {})}
      />
    </Group>
  );
}
