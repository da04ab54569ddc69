import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { M2_PER_FEDDAN, M2_PER_HECTARE, type BoundaryGeometry } from '@rayyan/contracts';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { AppError } from '../../shared/app-error';
import { RawJson } from '../../plugins/response-serializer';

/** A GeoJSON border as a PostGIS geometry(…,4326) expression. */
export const geomFrom = (geometry: BoundaryGeometry): SQL => sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(geometry)}), 4326)`;

/** Ellipsoidal area in m² (PostGIS geography), written with the border. */
export const areaOf = (geometry: BoundaryGeometry): SQL<number> => sql<number>`ST_Area(${geomFrom(geometry)}::geography)`;

/** GeoJSON of a geometry column (parsed by the driver). */
export const geoJsonOf = (column: SQLWrapper) => sql<BoundaryGeometry>`ST_AsGeoJSON(${column})::json`;
/**
 * GeoJSON of a border for a list page: 7 decimals (~1 cm, what the map endpoint sends), so a page of
 * detailed borders carries no 15-digit noise. Detail and export answers keep every digit. The text PostGIS writes
 * is passed on as it is (RawJson: the list's compiled writer puts it in the answer unparsed), so a page of 25
 * pivots costs the server no parse of its coordinates; read outside a written answer, it is the parsed border.
 */
export const listGeoJsonOf = (column: SQLWrapper) => sql<BoundaryGeometry>`ST_AsGeoJSON(${column}, 7)`.mapWith((text: string) => new RawJson(text) as unknown as BoundaryGeometry);

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The three areas shown for a border. */
export function areasFromM2(areaM2: number) {
  return {
    area_m2: round(areaM2, 2),
    area_feddan: round(areaM2 / M2_PER_FEDDAN, 4),
    area_hectare: round(areaM2 / M2_PER_HECTARE, 4),
  };
}

/** Runs `work`; a unique violation of a `…_code_key` constraint becomes 409 duplicate_code. */
export async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint !== undefined && constraint.endsWith('code_key')) throw new AppError('duplicate_code', 409, { code: 'This code is already used.' });
    throw error;
  }
}

/** ISO text of a date or timestamp value the drivers may return as Date or string. */
export const isoText = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
/** `YYYY-MM-DD` of a date column (drivers return strings for `date`). */
export const dateText = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
