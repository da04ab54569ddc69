import { sql } from 'drizzle-orm';

/**
 * `count(*) over ()`, selected beside a page's columns: how many rows match the page query's filter,
 * computed by the same statement that reads the page (one query per list instead of a count and a page).
 */
export const totalRows = sql<number>`count(*) over ()`.mapWith(Number);
