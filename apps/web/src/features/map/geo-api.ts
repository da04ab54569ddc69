import {
  cropFieldSchema,
  farmSchema,
  fieldMapSchema,
  geometryPreviewSchema,
  paginated,
  regionSchema,
  treeFieldSchema,
  type CreateCropField,
  type CreateFarm,
  type CreateRegion,
  type CreateTreeField,
  type CropFieldRecord,
  type FarmRecord,
  type FieldMap,
  type GeometryPreview,
  type RegionRecord,
  type StartSeason,
  type TreeFieldRecord,
  type UpdateCropField,
  type UpdateFarm,
  type UpdateRegion,
  type UpdateTreeField,
} from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

// Calls of the geography API (regions, farms, tree and crop fields, seasons, file preview, exports).
const regionPage = paginated(regionSchema);
const farmPage = paginated(farmSchema);
const treeFieldPage = paginated(treeFieldSchema);
const cropFieldPage = paginated(cropFieldSchema);

export const REGIONS_KEY = ['regions'] as const;
export const FARMS_KEY = ['farms'] as const;
export const FIELDS_KEY = ['fields'] as const;
export const CROP_FIELDS_KEY = ['crop-fields'] as const;

export const listRegions = (api: ApiClient, query: string) => api.request(`/regions/?${query}`, { schema: regionPage });
export const createRegion = (api: ApiClient, body: CreateRegion): Promise<RegionRecord> => api.request('/regions/', { method: 'POST', body, schema: regionSchema });
export const updateRegion = (api: ApiClient, id: string, body: UpdateRegion): Promise<RegionRecord> => api.request(`/regions/${id}/`, { method: 'PATCH', body, schema: regionSchema });
export const deleteRegion = (api: ApiClient, id: string) => api.request(`/regions/${id}/`, { method: 'DELETE' });

export const listFarms = (api: ApiClient, query: string) => api.request(`/farms/?${query}`, { schema: farmPage });
export const getFarm = (api: ApiClient, id: string): Promise<FarmRecord> => api.request(`/farms/${id}/`, { schema: farmSchema });
export const createFarm = (api: ApiClient, body: CreateFarm): Promise<FarmRecord> => api.request('/farms/', { method: 'POST', body, schema: farmSchema });
export const deleteFarm = (api: ApiClient, id: string) => api.request(`/farms/${id}/`, { method: 'DELETE' });
export const updateFarm = (api: ApiClient, id: string, body: UpdateFarm): Promise<FarmRecord> => api.request(`/farms/${id}/`, { method: 'PATCH', body, schema: farmSchema });

/** Every field's border for the map in one call (`/fields/map/` or `/crop-fields/map/`), of one farm or all. */
export const listFieldMap = (api: ApiClient, kind: 'tree' | 'crop', filters: { farm_id?: string } = {}): Promise<FieldMap> =>
  api.request(`/${kind === 'crop' ? 'crop-fields' : 'fields'}/map/${filters.farm_id ? `?farm_id=${filters.farm_id}` : ''}`, { schema: fieldMapSchema });

export const listTreeFields = (api: ApiClient, query: string) => api.request(`/fields/?${query}`, { schema: treeFieldPage });
export const createTreeField = (api: ApiClient, body: CreateTreeField): Promise<TreeFieldRecord> => api.request('/fields/', { method: 'POST', body, schema: treeFieldSchema });
export const updateTreeField = (api: ApiClient, id: string, body: UpdateTreeField): Promise<TreeFieldRecord> => api.request(`/fields/${id}/`, { method: 'PATCH', body, schema: treeFieldSchema });
export const deleteTreeField = (api: ApiClient, id: string) => api.request(`/fields/${id}/`, { method: 'DELETE' });

export const listCropFields = (api: ApiClient, query: string) => api.request(`/crop-fields/?${query}`, { schema: cropFieldPage });
export const createCropField = (api: ApiClient, body: CreateCropField): Promise<CropFieldRecord> => api.request('/crop-fields/', { method: 'POST', body, schema: cropFieldSchema });
export const updateCropField = (api: ApiClient, id: string, body: UpdateCropField): Promise<CropFieldRecord> => api.request(`/crop-fields/${id}/`, { method: 'PATCH', body, schema: cropFieldSchema });
export const deleteCropField = (api: ApiClient, id: string) => api.request(`/crop-fields/${id}/`, { method: 'DELETE' });
export const endSeason = (api: ApiClient, id: string): Promise<CropFieldRecord> => api.request(`/crop-fields/${id}/end-season/`, { method: 'POST', body: {}, schema: cropFieldSchema });
export const startSeason = (api: ApiClient, id: string, body: StartSeason) => api.request(`/crop-fields/${id}/season/`, { method: 'POST', body });

/** POST /api/geometry/parse/ (multipart `file`): a preview of the file's borders, nothing stored. */
export function parseBorderFile(api: ApiClient, file: File): Promise<GeometryPreview> {
  const form = new FormData();
  form.append('file', file);
  return api.upload('/geometry/parse/', form, { schema: geometryPreviewSchema });
}

/** Every page of a list (the map shows all farms and fields; pages are at most 100). */
export async function listAll<T>(load: (query: string) => Promise<{ count: number; results: T[] }>, filters: Record<string, string> = {}): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const chunk = await load(new URLSearchParams({ ...filters, page: String(page), page_size: '100' }).toString());
    all.push(...chunk.results);
    if (all.length >= chunk.count || chunk.results.length === 0) break;
  }
  return all;
}
