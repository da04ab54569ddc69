import { cropProfilesEndpoints } from '@rayyan/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

/** The three crop settings lists and their declared endpoints (list, export, create, update, delete). */
const KINDS = { growth: cropProfilesEndpoints.growth, kc: cropProfilesEndpoints.kc, varieties: cropProfilesEndpoints.varieties } as const;
export type CropSettingKind = keyof typeof KINDS;
/** The endpoints of one list (its .xlsx export: `.export` with `?search&crop`). */
export const cropSettingsEndpoints = <K extends CropSettingKind>(kind: K): (typeof KINDS)[K] => KINDS[kind];
export type CropSettingRecord<K extends CropSettingKind> = z.output<(typeof KINDS)[K]['get']['response']>;

/** Query key of all three lists: a change to one can change the others (variety counts, profile names). */
export const CROP_SETTINGS_KEY = ['crop-settings'] as const;
export const cropSettingsKey = (kind: CropSettingKind, query: string) => [...CROP_SETTINGS_KEY, kind, query] as const;

// The three kinds share the CRUD shape; their record types differ, so each call is typed by the kind's record.
type Endpoints = (typeof KINDS)[CropSettingKind];

/** GET /api/{growth-profiles|kc-profiles|plant-varieties}/?page&page_size&search&crop */
export function listCropSettings<K extends CropSettingKind>(api: ApiClient, kind: K, query: string) {
  const endpoints: Endpoints = KINDS[kind];
  return callEndpoint(api, endpoints.list, { query: new URLSearchParams(query) }) as unknown as Promise<{ count: number; results: CropSettingRecord<K>[] }>;
}

/** POST a new record (id null) or PATCH an existing one. */
export function saveCropSetting<K extends CropSettingKind>(api: ApiClient, kind: K, id: string | null, body: unknown): Promise<CropSettingRecord<K>> {
  const endpoints: Endpoints = KINDS[kind];
  const saved = id ? callEndpoint(api, endpoints.update, { params: { id }, body: body as never }) : callEndpoint(api, endpoints.create, { body: body as never });
  return saved as unknown as Promise<CropSettingRecord<K>>;
}
