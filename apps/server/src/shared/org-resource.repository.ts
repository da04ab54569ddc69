import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@rayyan/db';
import { bound, compiledPages } from './compiled-page.repository';
import { totalRows } from './page-total.repository';
import { containsPattern, pageFromRows, pageWindow } from './pagination';
import type { OrgScopedRepository } from './record-service';

/** A table of one organisation's records: an `id`, an `org_id` and `updated_at`. */
export type OrgTable = PgTable & { id: PgColumn; orgId: PgColumn; updatedAt: PgColumn };

/** What every list query of the kit carries. */
export interface KitListQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
}

/** One organisation-scoped record type, declared once; `orgResourceRepository` gives its repository. */
export interface OrgResourceDeclaration<T extends OrgTable, TRecord, TCreate, TQuery extends KitListQuery> {
  table: T;
  /** Columns `search` looks in (contains, case-insensitive). */
  search?: PgColumn[];
  /** List filters by equality: each query field, when given (not empty), keeps the rows whose column equals it. */
  equals?: { [K in keyof TQuery]?: PgColumn };
  /** The list's other filters, one condition (or undefined for "not filtered") each. */
  filters?: (query: TQuery) => (SQL | undefined)[];
  /** List order (ascending, or descending with `descending`); the id is appended so pages never overlap. */
  orderBy: PgColumn[];
  /** Newest first, e.g. a list of exports by creation time. */
  descending?: boolean;
  /**
   * Values computed beside the row (a count of the records using it, a referenced record's name), under their
   * record field names; a write reads its record back so they are filled in.
   */
  computed?: Record<string, SQL>;
  /** Row to record; by default every column under its snake_case name, timestamps as ISO strings. */
  toRecord?: (row: T['$inferSelect'] & Record<string, unknown>) => TRecord;
  /** Input to write as given by the API, before it is mapped to columns (e.g. an e-mail in lower case). */
  prepare?: (input: Partial<TCreate>) => Partial<TCreate>;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseDb = { select: (fields?: object) => any; insert: (table: PgTable) => any; update: (table: PgTable) => any; delete: (table: PgTable) => any };

/** Columns an API input can never write: identity, ownership and bookkeeping. */
const PROTECTED = new Set(['id', 'orgId', 'createdAt', 'updatedAt']);

/** Every column under its snake_case name; dates (timestamps) as ISO strings. */
export function snakeRecord<TRecord>(row: Record<string, unknown>): TRecord {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) record[snake(key)] = value instanceof Date ? value.toISOString() : value;
  return record as TRecord;
}

/** The columns of an API input (snake_case fields) that the table has; only the fields present are written. */
export function columnsOf(table: PgTable, input: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    const key = camel(field);
    if (value === undefined || PROTECTED.has(key) || !(key in columns)) continue;
    out[key] = value;
  }
  return out;
}

/** The conditions of a declaration's `equals`: a query field's column equals its value, when the field is given. */
export function equalityFilters<TQuery>(equals: { [K in keyof TQuery]?: PgColumn } | undefined, query: TQuery): (SQL | undefined)[] {
  return Object.entries(equals ?? {}).map(([field, column]) => {
    const value = query[field as keyof TQuery];
    return value ? eq(column as PgColumn, value) : undefined;
  });
}

/**
 * The repository of a declared record type. Every statement it writes carries the organisation condition:
 * a record of another organisation is not found, not updated and not deleted. A list page is one statement
 * (the total rides on each row); only a page past the end asks for the count alone.
 */
export function orgResourceRepository<T extends OrgTable, TRecord extends { id: string }, TCreate, TUpdate, TQuery extends KitListQuery>(
  db: Db,
  declaration: OrgResourceDeclaration<T, TRecord, TCreate, TQuery>,
): OrgScopedRepository<TRecord, TCreate, TUpdate, TQuery> {
  const { table } = declaration;
  const toRecord = declaration.toRecord ?? ((row: T['$inferSelect']) => snakeRecord<TRecord>(row as Record<string, unknown>));
  const prepare = declaration.prepare ?? ((input: Partial<TCreate>) => input);
  const write = (input: TCreate | TUpdate) => columnsOf(table, prepare(input as Partial<TCreate>) as Record<string, unknown>);
  const ofOrg = (orgId: string, id: string) => and(eq(table.orgId, orgId), eq(table.id, id));
  const selection = { ...getTableColumns(table), ...declaration.computed };
  const order = [...declaration.orderBy, table.id].map((column) => (declaration.descending ? desc(column) : asc(column)));
  const page = compiledPages<T['$inferSelect'] & { total: number }>();
  // Drizzle's builders are typed for one concrete table; inside the kit they run over any declared table, whose
  // declaration is checked where it is written, so the builders are used untyped here.
  const anyDb = db as unknown as LooseDb;
  async function read(orgId: string, id: string): Promise<TRecord | undefined> {
    const [row] = await anyDb.select(selection).from(table as PgTable).where(ofOrg(orgId, id)).limit(1);
    return row && toRecord(row);
  }

  return {
    async list(orgId, query, options = {}) {
      const searching = Boolean(query.search && declaration.search?.length);
      const filters = [...equalityFilters(declaration.equals, query), ...(declaration.filters?.(query) ?? [])];
      const pattern = searching ? containsPattern(query.search!) : undefined;
      const whereOf = (org: unknown, searched: unknown, filtered: (SQL | undefined)[]) =>
        and(eq(table.orgId, org), searching ? or(...declaration.search!.map((column) => ilike(column, searched as string))) : undefined, ...filtered);
      const pageOf = (where: SQL | undefined) => anyDb.select({ ...selection, total: totalRows }).from(table as PgTable).where(where).orderBy(...order);
      const { offset, limit } = pageWindow(query);
      // The common page (no filter; searched or not) runs a statement compiled once; filtered pages are built each time.
      const compiled = !options.all && filters.every((condition) => condition === undefined);
      const rows = (
        compiled
          ? await page(searching ? 'search' : 'all', () => pageOf(whereOf(bound('orgId'), bound('pattern'), [])).offset(bound('offset')).limit(bound('limit')), { orgId, pattern, offset, limit })
          : options.all
            ? await pageOf(whereOf(orgId, pattern, filters))
            : await pageOf(whereOf(orgId, pattern, filters)).offset(offset).limit(limit)
      ) as (T['$inferSelect'] & { total: number })[];
      return pageFromRows(query, rows, ({ total: _total, ...row }) => toRecord(row as T['$inferSelect']), async () => {
        const [counted] = await anyDb.select({ n: count() }).from(table as PgTable).where(whereOf(orgId, pattern, filters));
        return counted?.n ?? 0;
      });
    },
    getById: read,
    async create(orgId, input) {
      const [row] = await anyDb.insert(table).values({ ...write(input), orgId }).returning();
      return declaration.computed ? (await read(orgId, row.id))! : toRecord(row);
    },
    async update(orgId, id, patch) {
      const [row] = await anyDb.update(table).set({ ...write(patch), updatedAt: new Date() }).where(ofOrg(orgId, id)).returning();
      if (!row) return undefined;
      return declaration.computed ? read(orgId, id) : toRecord(row);
    },
    async delete(orgId, id) {
      const deleted = await anyDb.delete(table).where(ofOrg(orgId, id)).returning({ id: table.id });
      return deleted.length > 0;
    },
  };
}
