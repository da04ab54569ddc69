import { z } from 'zod';
import {
  cropRotationSchema,
  rotationBulkResultSchema,
  rotationImportPreviewSchema,
  rotationImportResultSchema,
  type CreateCropRotation,
  type CropRotationRecord,
  type RotationImportPreview,
  type UpdateCropRotation,
} from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

// Calls of the crop rotations API (issue #4).
export const rotationsKey = (fieldId: string) => ['crop-rotations', fieldId] as const;

export const listRotations = (api: ApiClient, fieldId: string): Promise<CropRotationRecord[]> =>
  api.request(`/crop-fields/${fieldId}/rotations/`, { schema: z.array(cropRotationSchema) });
export const createRotation = (api: ApiClient, body: CreateCropRotation) => api.request('/crop-rotations/', { method: 'POST', body, schema: cropRotationSchema });
export const createRotations = (api: ApiClient, rows: CreateCropRotation[]) => api.request('/crop-rotations/bulk/', { method: 'POST', body: { rows }, schema: rotationBulkResultSchema });
export const updateRotations = (api: ApiClient, rows: (UpdateCropRotation & { id: string })[]) =>
  api.request('/crop-rotations/bulk/', { method: 'PATCH', body: { rows }, schema: rotationBulkResultSchema });
export const updateRotation = (api: ApiClient, id: string, body: UpdateCropRotation) => api.request(`/crop-rotations/${id}/`, { method: 'PATCH', body, schema: cropRotationSchema });
export const deleteRotation = (api: ApiClient, id: string) => api.request(`/crop-rotations/${id}/`, { method: 'DELETE' });
export const previewImport = (api: ApiClient, form: FormData): Promise<RotationImportPreview> =>
  api.upload('/crop-rotations/import/preview/', form, { schema: rotationImportPreviewSchema });
export const commitImport = (api: ApiClient, form: FormData) => api.upload('/crop-rotations/import/', form, { schema: rotationImportResultSchema });

/** Saves a downloaded file under `name`. */
export async function downloadFile(api: ApiClient, path: string, name: string) {
  const blob = await api.blob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
