import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { V } from '@rayyan/contracts';
import type { Db } from '@rayyan/db';
import { AppError } from './app-error';

/** The SQL type of one order column, to read a cursor back safely. */
export type KeysetKind = 'uuid' | 'int' | 'text';

/** A list read in keyset order: ascending by `order`, whose last column is unique (the id). */
export interface KeysetDeclaration<Row> {
  table: PgTable;
  /** Columns and computed values of a row. */
  selection: Record<string, PgColumn | SQL>;
  order: { column: PgColumn; kind: KeysetKind }[];
  /** The order columns' values of a row, in `order`'s order. */
  positionOf: (row: Row) => (string | number)[];
}

export interface KeysetRequest {
  pageSize: number;
  /** The `next_cursor` of the page before; absent for the first page. */
  cursor?: string | undefined;
  /**
   * Count the matching rows too, up to this many (first pages: a count reads every row it counts, so it stops at the
   * bound and says so instead of reading 200,000).
   */
  countUpTo?: number;
}

export interface KeysetResult<Row> {
  rows: Row[];
  /** Position after the last row, or null when no row follows. */
  nextCursor: string | null;
  /** Matching rows up to `countUpTo` (null when not asked); `countCapped` when more match. */
  count: number | null;
  countCapped: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fits: Record<KeysetKind, (value: unknown) => boolean> = {
  uuid: (value) => typeof value === 'string' && UUID.test(value),
  int: (value) => Number.isSafeInteger(value) && Math.abs(value as number) <= 2_147_483_647,
  text: (value) => typeof value === 'string' && value.length <= 400,
};
const cast: Record<KeysetKind, (value: string | number) => SQL> = {
  uuid: (value) => sql`${value}::uuid`,
  int: (value) => sql`${value}::int`,
  text: (value) => sql`${value}::text`,
};

/** A row's position as an opaque cursor: its order values as JSON, in base64url. */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The order values a cursor holds, checked against the kinds; a damaged or foreign cursor is 400 on `cursor`. */
export function decodeCursor(cursor: string, kinds: readonly KeysetKind[]): (string | number)[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (!Array.isArray(values) || values.length !== kinds.length || !values.every((value, i) => fits[kinds[i]!](value))) {
    throw new AppError('validation_failed', 400, { cursor: V.cursor_invalid });
  }
  return values as (string | number)[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseDb = { select: (fields?: object) => any };

/**
 * One keyset page: the rows after the cursor's position, by the row comparison `(a, b, …, id) > (…)` that a btree
 * index on the same columns (after the list's equality filters) answers without reading the rows before it — page
 * 10,000 costs what page 1 costs, and rows written meanwhile never shift a page. Reads one row more than the page to
 * know whether another follows.
 */
export async function readKeysetPage<Row>(db: Db, declaration: KeysetDeclaration<Row>, where: SQL | undefined, request: KeysetRequest): Promise<KeysetResult<Row>> {
  const { table, selection, order } = declaration;
  const columns = order.map((o) => o.column);
  let after: SQL | undefined;
  if (request.cursor) {
    const values = decodeCursor(request.cursor, order.map((o) => o.kind));
    after = sql`(${sql.join(columns, sql`, `)}) > (${sql.join(values.map((value, i) => cast[order[i]!.kind](value)), sql`, `)})`;
  }
  const anyDb = db as unknown as LooseDb;
  const rows = (await anyDb
    .select(selection)
    .from(table)
    .where(and(where, after))
    .orderBy(...columns.map((column) => asc(column)))
    .limit(request.pageSize + 1)) as Row[];
  const more = rows.length > request.pageSize;
  const page = more ? rows.slice(0, request.pageSize) : rows;
  let total: number | null = null;
  if (request.countUpTo !== undefined) {
    const bounded = anyDb.select({ one: sql`1` }).from(table).where(where).limit(request.countUpTo + 1).as('bounded');
    const [counted] = await anyDb.select({ n: sql<number>`count(*)::int` }).from(bounded);
    total = Number(counted?.n ?? 0);
  }
  const capped = total !== null && total > request.countUpTo!;
  return {
    rows: page,
    nextCursor: more ? encodeCursor(declaration.positionOf(page.at(-1)!)) : null,
    count: capped ? request.countUpTo! : total,
    countCapped: capped,
  };
}
