import { useState, type ReactNode } from 'react';
import { Pagination, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListTable } from '../../app/ui/list/list-parts';
import { INVENTORIES_QUERY_KEY } from './inventories-api';

/** Lines of a store a page shows. */
export const STORE_PAGE_SIZE = 20;

interface StorePagesProps<L> {
  /** What the lines are (the store, `items` or `history`, their filter): the cache key below the inventories', and page 1 again when it changes. */
  part: readonly unknown[];
  /** One page of lines (page numbers from 1, `STORE_PAGE_SIZE` a page). */
  fetchPage: (page: number, signal: AbortSignal) => Promise<{ count: number; results: L[] }>;
  caption: string;
  headers: string[];
  minWidth: number;
  testId: string;
  /** Above the table (its filters). */
  children?: ReactNode;
  row: (line: L) => ReactNode;
}

/** A store's lines (its stock, its history) a page at a time: the table keeps the last page while the next loads, the pager shows once there is more than a page. */
export function StorePages<L>({ part, fetchPage, caption, headers, minWidth, testId, children, row }: StorePagesProps<L>) {
  const partKey = JSON.stringify(part);
  const [paging, setPaging] = useState({ partKey, page: 1 });
  const page = paging.partKey === partKey ? paging.page : 1;
  const query = useQuery({
    queryKey: [...INVENTORIES_QUERY_KEY, ...part, page],
    queryFn: ({ signal }) => fetchPage(page, signal),
    placeholderData: keepPreviousData,
  });
  const count = query.data?.count ?? 0;
  return (
    <Stack gap="sm">
      {children}
      <ListTable caption={caption} headers={headers} loading={query.isPending} error={query.error} empty={query.data?.results.length === 0} minWidth={minWidth} testId={testId}>
        {query.data?.results.map(row)}
      </ListTable>
      {count > STORE_PAGE_SIZE && <Pagination total={Math.ceil(count / STORE_PAGE_SIZE)} value={page} onChange={(next) => setPaging({ partKey, page: next })} size="sm" />}
    </Stack>
  );
}
