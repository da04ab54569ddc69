import { pageFromRows, pageWindow } from '../../shared/pagination';

/** The list query of regions, farms and fields. */
export interface GeoListQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
  region_id?: string | undefined;
  farm_id?: string | undefined;
  farming_type?: 'tree' | 'crop' | undefined;
}

/**
 * A page of `rows` (selected with `total: totalRows`, so one statement answers rows and count). `countAll`,
 * a lazy Drizzle query, runs only for a page past the end, which has no row to carry the total.
 */
export const paged = async <T>(query: { page: number; page_size: number }, countAll: PromiseLike<{ n: number }[]>, rows: { offset(n: number): { limit(n: number): Promise<T[]> } } & Promise<T[]>, all?: boolean) => {
  const { offset, limit } = pageWindow(query);
  const results = all ? await rows : await rows.offset(offset).limit(limit);
  const { count } = await pageFromRows(query, results as (T & { total: number })[], () => null, async () => (await countAll)[0]?.n ?? 0);
  return { count, results };
};
