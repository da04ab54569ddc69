import { customType } from 'drizzle-orm/pg-core';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Geometry kinds stored in PostGIS columns. */
export type GeometryType =
  | 'Point'
  | 'LineString'
  | 'Polygon'
  | 'MultiPoint'
  | 'MultiLineString'
  | 'MultiPolygon'
  | 'GeometryCollection'
  /** Any geometry kind (constrain it with a CHECK on ST_GeometryType). */
  | 'Geometry';

/** A GeoJSON geometry object as it crosses the API edge (ARCHITECTURE rule 7). */
export interface GeoJsonGeometry {
  type: GeometryType;
  coordinates?: unknown;
  geometries?: GeoJsonGeometry[];
}

/** Spatial reference of every geometry column: WGS 84 longitude/latitude. */
export const SRID = 4326;

/**
 * A PostGIS column declared as `geometry(<type>,4326)`.
 *
 * Drizzle's built-in geometry column drops the SRID, which makes drizzle-kit re-alter the column on
 * every run (STACK-NOTES), hence this custom type. Values are written as GeoJSON and converted in SQL;
 * PostgreSQL returns EWKB hex on read, so repositories select `asGeoJson(column)` instead.
 *
 * @example borders: geometry('Polygon')('borders').notNull()
 */
export function geometry(type: GeometryType) {
  return customType<{ data: GeoJsonGeometry; driverData: string }>({
    dataType() {
      return `geometry(${type},${SRID})`;
    },
    toDriver(value): SQL {
      return sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(value)}), ${sql.raw(String(SRID))})`;
    },
  });
}

/** Selects a geometry column as a parsed GeoJSON object. */
export function asGeoJson(column: SQLWrapper): SQL<GeoJsonGeometry | null> {
  return sql<GeoJsonGeometry | null>`ST_AsGeoJSON(${column})::json`;
}
