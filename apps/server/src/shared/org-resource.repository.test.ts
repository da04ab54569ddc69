import { describe, expect, it } from 'vitest';
import { labors } from '@rayyan/db';
import { PgDialect } from 'drizzle-orm/pg-core';
import { columnsOf, equalityFilters, snakeRecord } from './org-resource.repository';

describe('the resource kit mapping', () => {
  it('writes only the fields a patch sends, under their column names', () => {
    expect(columnsOf(labors, { name: 'Hassan', leave_date: null, national_id: undefined })).toEqual({ name: 'Hassan', leaveDate: null });
  });

  it('never lets an input write identity, ownership or bookkeeping, nor fields the table lacks', () => {
    const columns = columnsOf(labors, { id: 'x', org_id: 'other-org', created_at: '2020-01-01', updated_at: '2020-01-01', is_admin: true, notes: 'ok' });
    expect(columns).toEqual({ notes: 'ok' });
  });

  it('reads a row under snake_case names with timestamps as ISO strings', () => {
    const created = new Date(Date.UTC(2026, 10, 24, 5, 0, 0));
    expect(snakeRecord({ id: 'a', orgId: 'o', salaryPeriod: 'monthly', joinDate: '2026-01-01', createdAt: created, varieties_count: 3 })).toEqual({
      id: 'a',
      org_id: 'o',
      salary_period: 'monthly',
      join_date: '2026-01-01',
      created_at: '2026-11-24T05:00:00.000Z',
      varieties_count: 3,
    });
  });

  it('filters a list by equality only on the query fields given', () => {
    const query = { salary_period: 'monthly', nationality: '', page: 1 };
    const [period, nationality] = equalityFilters<typeof query>({ salary_period: labors.salaryPeriod, nationality: labors.nationality }, query);
    expect(nationality).toBeUndefined();
    const { sql, params } = new PgDialect().sqlToQuery(period!);
    expect(sql).toBe('"labors"."salary_period" = $1');
    expect(params).toEqual(['monthly']);
  });
});
