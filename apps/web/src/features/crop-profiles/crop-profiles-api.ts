import { growthProfileSchema, kcProfileSchema, paginated, plantVarietySchema } from '@rayyan/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../../app/api/api-client';

/** The three crop settings lists, their API paths and record contracts. */
const KINDS = {
  growth: { path: '/growth-profiles', schema: growthProfileSchema },
  kc: { path: '/kc-profiles', schema: kcProfileSchema },
  varieties: { path: '/plant-varieties', schema: plantVarietySchema },
} as const;
export type CropSettingKind = keyof typeof KINDS;
/** The .xlsx export of a list (GET /api/{…}/export/?search&crop). */
export const cropSettingsExportPath = (kind: CropSettingKind) => `${KINDS[kind].path}/export/`;
export type CropSettingRecord<K extends CropSettingKind> = z.infer<(typeof KINDS)[K]['schema']>;

/** Query key of all three lists: a change to one can change the others (variety counts, profile names). */
export const CROP_SETTINGS_KEY = ['crop-settings'] as const;
export const cropSettingsKey = (kind: CropSettingKind, query: string) => [...CROP_SETTINGS_KEY, kind, query] as const;

/** GET /api/{growth-profiles|kc-profiles|plant-varieties}/?page&page_size&search&crop */
export function listCropSettings<K extends CropSettingKind>(api: ApiClient, kind: K, query: string) {
  const { path, schema } = KINDS[kind];
  return api.request(`${path}/?${query}`, { schema: paginated(schema) as unknown as z.ZodType<{ count: number; results: CropSettingRecord<K>[] }> });
}

/** POST a new record (id null) or PATCH an existing one. */
export function saveCropSetting<K extends CropSettingKind>(api: ApiClient, kind: K, id: string | null, body: unknown): Promise<CropSettingRecord<K>> {
  const { path, schema } = KINDS[kind];
  return api.request(id ? `${path}/${id}/` : `${path}/`, { method: id ? 'PATCH' : 'POST', body, schema: schema as unknown as z.ZodType<CropSettingRecord<K>> });
}

export function deleteCropSetting(api: ApiClient, kind: CropSettingKind, id: string): Promise<unknown> {
  return api.request(`${KINDS[kind].path}/${id}/`, { method: 'DELETE' });
}
