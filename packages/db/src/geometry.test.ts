import { PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { geometry } from './geometry';

describe('geometry column', () => {
  const fields = pgTable('fields_example', { borders: geometry('Polygon')('borders'), center: geometry('Point')('center') });

  it('declares the type with the WGS 84 SRID, which the built-in type drops', () => {
    expect(fields.borders.getSQLType()).toBe('geometry(Polygon,4326)');
    expect(fields.center.getSQLType()).toBe('geometry(Point,4326)');
  });

  it('writes GeoJSON through ST_GeomFromGeoJSON with the SRID set', () => {
    const point = { type: 'Point' as const, coordinates: [31.2, 30.0] };
    const query = new PgDialect().sqlToQuery(fields.center.mapToDriverValue(point) as never);
    expect(query.sql).toBe('ST_SetSRID(ST_GeomFromGeoJSON($1), 4326)');
    expect(query.params).toEqual([JSON.stringify(point)]);
  });
});
