import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  filters: Record<string, string>;
  /** The API query string (`page`, `page_size`, `search` and filters), without a leading `?`. */
  query: string;
  /** The same without page and page size: what an export needs. */
  filterQuery: string;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string | null) => void;
}

/**
 * List state kept in the address bar (page, page size, search, filters), so a list can be linked,
 * reloaded and navigated back to; changing a filter or the search goes back to page 1.
 */
export function useListParams(filterNames: readonly string[]): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('page_size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  const filters = useMemo(
    () => Object.fromEntries(filterKey.split('&').map((pair) => pair.split('=') as [string, string]).filter(([, v]) => v)),
    [filterKey],
  );

  const update = useCallback(
    (changes: Record<string, string | null>, resetPage: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return useMemo(() => {
    const filterQuery = new URLSearchParams({ ...(search ? { search } : {}), ...filters }).toString();
    const query = new URLSearchParams({ page: String(page), page_size: String(pageSize), ...(search ? { search } : {}), ...filters }).toString();
    return {
      page,
      pageSize,
      search,
      filters,
      query,
      filterQuery,
      setPage: (p) => update({ page: p > 1 ? String(p) : null }, false),
      setPageSize: (size) => update({ page_size: String(size) }, true),
      setSearch: (value) => {
        if (value.trim() !== search) update({ search: value.trim() || null }, true);
      },
      setFilter: (name, value) => update({ [name]: value }, true),
    };
  }, [page, pageSize, search, filters, update]);
}
