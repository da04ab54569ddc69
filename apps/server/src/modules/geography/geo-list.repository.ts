import { bound, compiledPages } from '../../shared/compiled-page.repository';
import { containsPattern, pageFromRows, pageWindow } from '../../shared/pagination';

/** The list query of regions, farms and fields. */
export interface GeoListQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
  region_id?: string | undefined;
  farm_id?: string | undefined;
  farming_type?: 'tree' | 'crop' | undefined;
}

/** What a geo list's condition is written from: a request's values, or the placeholders of a compiled statement. */
export interface GeoListValues {
  orgId: unknown;
  /** The search as a LIKE pattern (containsPattern). */
  pattern?: unknown;
  region_id?: unknown;
  farm_id?: unknown;
  farming_type?: unknown;
}

type Select<T> = { offset(n: unknown): { limit(n: unknown): { prepare(name: string): unknown } & Promise<T[]> } } & Promise<T[]>;

/**
 * A page of one geo list: its rows (selected with `total: totalRows`, so one statement answers rows and count)
 * from the statement compiled for the query's shape (compiled-page.repository.ts), or every row for an export.
 * `countOf`, a lazy Drizzle query, runs only for a page past the end, which has no row to carry the total.
 */
export function geoPages<T>() {
  const run = compiledPages<T>();
  return async (
    orgId: string,
    query: GeoListQuery,
    rowsOf: (values: GeoListValues) => Select<T>,
    countOf: (values: GeoListValues) => PromiseLike<{ n: number }[]>,
    all?: boolean,
  ) => {
    const values: GeoListValues = { orgId, pattern: query.search ? containsPattern(query.search) : undefined, region_id: query.region_id || undefined, farm_id: query.farm_id || undefined, farming_type: query.farming_type || undefined };
    const used = (Object.keys(values) as (keyof GeoListValues)[]).filter((key) => values[key] !== undefined);
    const { offset, limit } = pageWindow(query);
    const placeholders = Object.fromEntries(used.map((key) => [key, bound(key)])) as unknown as GeoListValues;
    const results = all
      ? await rowsOf(values)
      : await run(used.join(','), () => rowsOf(placeholders).offset(bound('offset')).limit(bound('limit')), { ...values, offset, limit });
    const { count } = await pageFromRows(query, results as (T & { total: number })[], () => null, async () => (await countOf(values))[0]?.n ?? 0);
    return { count, results };
  };
}
