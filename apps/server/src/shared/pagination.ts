/** Offset and limit of a 1-based page. */
export function pageWindow({ page, page_size }: { page: number; page_size: number }) {
  return { offset: (page - 1) * page_size, limit: page_size };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in the input escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

/**
 * The page of `rows` read with `totalRows` (page-total.repository.ts) as `total`. A page past the end has no row to carry the total:
 * only then is `countAll` asked (page 1 without rows counts 0).
 */
export async function pageFromRows<Row extends { total: number }, R>(
  query: { page: number; page_size: number },
  rows: Row[],
  toRecord: (row: Row) => R,
  countAll: () => Promise<number>,
): Promise<Page<R>> {
  const count = rows.length > 0 ? Number(rows[0]!.total) : query.page === 1 ? 0 : await countAll();
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toRecord) };
}
