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
