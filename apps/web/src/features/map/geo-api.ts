import {
  geographyEndpoints as geo,
  type CreateCropField,
  type CreateFarm,
  type CreateTreeField,
  type StartSeason,
  type UpdateCropField,
  type UpdateFarm,
  type UpdateTreeField,
} from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

// Calls of the geography API (regions, farms, tree and crop fields, seasons, file preview), through the
// endpoints declared in @rayyan/contracts: every answer is parsed by its contract.

export const REGIONS_KEY = ['regions'] as const;
export const FARMS_KEY = ['farms'] as const;
export const FIELDS_KEY = ['fields'] as const;
export const CROP_FIELDS_KEY = ['crop-fields'] as const;

/** A list page's query string (search, filters, page) as the endpoint's query. */
const listQuery = (query: string) => ({ query: new URLSearchParams(query) });

export const listRegions = (api: ApiClient, query: string) => callEndpoint(api, geo.regions.list, listQuery(query));

export const listFarms = (api: ApiClient, query: string) => callEndpoint(api, geo.farms.list, listQuery(query));
export const getFarm = (api: ApiClient, id: string) => callEndpoint(api, geo.farms.get, { params: { id } });
export const createFarm = (api: ApiClient, body: CreateFarm) => callEndpoint(api, geo.farms.create, { body });
export const updateFarm = (api: ApiClient, id: string, body: UpdateFarm) => callEndpoint(api, geo.farms.update, { params: { id }, body });

/** Every field's border for the map in one call (`/fields/map/` or `/crop-fields/map/`), of one farm or all. */
export const listFieldMap = (api: ApiClient, kind: 'tree' | 'crop', filters: { farm_id?: string } = {}) =>
  callEndpoint(api, kind === 'crop' ? geo.cropFields.map : geo.treeFields.map, { query: filters });

export const listTreeFields = (api: ApiClient, query: string) => callEndpoint(api, geo.treeFields.list, listQuery(query));
export const getTreeField = (api: ApiClient, id: string, signal?: AbortSignal) => callEndpoint(api, geo.treeFields.get, { params: { id }, signal });
export const createTreeField = (api: ApiClient, body: CreateTreeField) => callEndpoint(api, geo.treeFields.create, { body });
export const updateTreeField = (api: ApiClient, id: string, body: UpdateTreeField) => callEndpoint(api, geo.treeFields.update, { params: { id }, body });
export const deleteTreeField = (api: ApiClient, id: string) => callEndpoint(api, geo.treeFields.remove, { params: { id } });

export const listCropFields = (api: ApiClient, query: string) => callEndpoint(api, geo.cropFields.list, listQuery(query));
export const getCropField = (api: ApiClient, id: string, signal?: AbortSignal) => callEndpoint(api, geo.cropFields.get, { params: { id }, signal });
export const createCropField = (api: ApiClient, body: CreateCropField) => callEndpoint(api, geo.cropFields.create, { body });
export const updateCropField = (api: ApiClient, id: string, body: UpdateCropField) => callEndpoint(api, geo.cropFields.update, { params: { id }, body });
export const deleteCropField = (api: ApiClient, id: string) => callEndpoint(api, geo.cropFields.remove, { params: { id } });
export const endSeason = (api: ApiClient, id: string) => callEndpoint(api, geo.cropFields.endSeason, { params: { id } });
export const startSeason = (api: ApiClient, id: string, body: StartSeason) => callEndpoint(api, geo.cropFields.startSeason, { params: { id }, body });

/** POST /api/geometry/parse/ (multipart `file`): a preview of the file's borders, nothing stored. */
export function parseBorderFile(api: ApiClient, file: File) {
  const form = new FormData();
  form.append('file', file);
  return callEndpoint(api, geo.parseBorderFile, { form });
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
