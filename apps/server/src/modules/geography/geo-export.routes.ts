import type { FastifyInstance, FastifyReply } from 'fastify';
import { geographyEndpoints as endpoints, type BoundaryGeometry } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { declaredRoute } from '../../shared/declared-route';
import { buildXlsx, XLSX_CONTENT_TYPE, type SheetColumn } from '../../shared/xlsx';
import { toGeoJson, toKml } from './geo-import';
import type { CropFieldsService, FarmsService, TreeFieldsService } from './geography.service';
import { cropName } from '../../shared/crop-names';

/** A GeoJSON, KML or .xlsx download of borders with their attributes and areas. */
interface GeoExport<R> {
  fileName: string;
  sheet: string;
  name: (row: R) => string;
  geometry: (row: R) => BoundaryGeometry;
  properties: (row: R) => Record<string, string | number | boolean | null>;
}

async function sendGeoExport<R>(reply: FastifyReply, format: 'geojson' | 'kml' | 'xlsx', rows: R[], spec: GeoExport<R>, today: Date) {
  const base = `${spec.fileName}-${today.toISOString().slice(0, 10)}`;
  const features = rows.map((row) => ({ name: spec.name(row), geometry: spec.geometry(row) as never, properties: spec.properties(row) }));
  if (format === 'geojson') {
    return reply
      .type('application/geo+json')
      .header('content-disposition', `attachment; filename="${base}.geojson"`)
      .send(JSON.stringify(toGeoJson(features)));
  }
  if (format === 'kml') {
    return reply.type('application/vnd.google-earth.kml+xml').header('content-disposition', `attachment; filename="${base}.kml"`).send(toKml(features));
  }
  const keys = rows.length ? Object.keys(spec.properties(rows[0]!)) : [];
  const columns: SheetColumn<R>[] = [
    { header: 'name', value: (row) => spec.name(row), width: 24 },
    ...keys.map((key): SheetColumn<R> => ({ header: key, value: (row) => spec.properties(row)[key] ?? null })),
    {
      header: 'geometry',
      value: (row) => {
        const text = JSON.stringify(spec.geometry(row));
        return text.length <= 32_000 ? text : 'too large for a cell: use the GeoJSON or KML export';
      },
      width: 40,
    },
  ];
  return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${base}.xlsx"`).send(await buildXlsx(spec.sheet, columns, rows));
}

const areaProps = (r: { area_m2: number; area_feddan: number; area_hectare: number }) => ({
  area_m2: r.area_m2,
  area_feddan: r.area_feddan,
  area_hectare: r.area_hectare,
});

/** The properties a tree field and a crop field both start with: their id, code and farm's code. */
const fieldProps = (f: { id: string; code: string; farm_code: string }) => ({ id: f.id, code: f.code, farm_code: f.farm_code });

const exportOptions = (tag: string) => ({
  tags: [tag],
  errors: [400, 401, 403],
  produces: ['application/geo+json', 'application/vnd.google-earth.kml+xml', XLSX_CONTENT_TYPE],
  description: 'Borders with attributes and areas: `format=geojson` (default), `kml` or `xlsx`.',
  fileDescription: 'The file',
});

type ExportEndpoint = typeof endpoints.farms.export | typeof endpoints.treeFields.export | typeof endpoints.cropFields.export;
type ExportQuery = { format: 'geojson' | 'kml' | 'xlsx' } & Record<string, unknown>;

/** The border exports of farms, tree fields and crop fields: GeoJSON, KML or a workbook, with the list's filters. */
export function registerGeoExports(app: FastifyInstance, deps: { farms: FarmsService; treeFields: TreeFieldsService; cropFields: CropFieldsService; clock: Clock }): void {
  const { farms, treeFields, cropFields, clock } = deps;
  /** One export route: the list's rows under its filters, each a named border with its properties. */
  const exportRoute = <R extends { name: string; geometry: BoundaryGeometry }>(
    endpoint: ExportEndpoint,
    tag: string,
    rowsOf: (orgId: string, query: never) => Promise<R[]>,
    file: { fileName: string; sheet: string },
    properties: GeoExport<R>['properties'],
  ) =>
    declaredRoute(app, endpoint, exportOptions(tag), async (request, reply) => {
      const { format, ...query } = request.query as ExportQuery;
      const rows = await rowsOf(callerAccess(request).orgId, { ...query, page: 1, page_size: 1 } as never);
      return sendGeoExport(reply, format, rows, { ...file, name: (f) => f.name, geometry: (f) => f.geometry, properties }, clock.now());
    });

  exportRoute(endpoints.farms.export, 'farms', (o, q) => farms.exportRows(o, q), { fileName: 'farms', sheet: 'Farms' }, (f) => ({
    id: f.id,
    code: f.code,
    region: f.region_name,
    farming_type: f.farming_type,
    fields_count: f.fields_count,
    ...areaProps(f),
  }));
  exportRoute(endpoints.treeFields.export, 'fields', (o, q) => treeFields.exportRows(o, q), { fileName: 'fields', sheet: 'Fields' }, (f) => ({
    ...fieldProps(f),
    tree_type: f.tree_type,
    irrigation_type: f.irrigation_type,
    rows: f.rows,
    columns: f.columns,
    max_trees: f.max_trees,
    varieties: f.varieties.join(', '),
    ...areaProps(f),
  }));
  exportRoute(endpoints.cropFields.export, 'crop-fields', (o, q) => cropFields.exportRows(o, q), { fileName: 'crop-fields', sheet: 'Crop Fields' }, (f) => ({
    ...fieldProps(f),
    crop: f.crop,
    crop_name: cropName(f.crop, f.season, 'en'),
    crop_name_ar: cropName(f.crop, f.season, 'ar'),
    variety: f.variety,
    season: f.season,
    season_state: f.season_state,
    planting_date: f.planting_date,
    irrigation_type: f.irrigation_type,
    official_area_feddan: f.official_area_feddan,
    ...areaProps(f),
  }));
}
