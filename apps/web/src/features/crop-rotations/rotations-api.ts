import { cropRotationsEndpoints as rotations, type CreateCropRotation, type UpdateCropRotation } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';
import { downloadEndpoint } from '../../app/api/endpoint-download';

// Calls of the crop rotations API (issue #4).
export const rotationsKey = (fieldId: string) => ['crop-rotations', fieldId] as const;

export const listRotations = (api: ApiClient, fieldId: string) => callEndpoint(api, rotations.listForField, { params: { id: fieldId } });
export const createRotation = (api: ApiClient, body: CreateCropRotation) => callEndpoint(api, rotations.create, { body });
export const createRotations = (api: ApiClient, rows: CreateCropRotation[]) => callEndpoint(api, rotations.bulkCreate, { body: { rows } });
export const updateRotations = (api: ApiClient, rows: (UpdateCropRotation & { id: string })[]) => callEndpoint(api, rotations.bulkUpdate, { body: { rows } });
export const updateRotation = (api: ApiClient, id: string, body: UpdateCropRotation) => callEndpoint(api, rotations.update, { params: { id }, body });
export const deleteRotation = (api: ApiClient, id: string) => callEndpoint(api, rotations.remove, { params: { id } });
export const previewImport = (api: ApiClient, form: FormData) => callEndpoint(api, rotations.importPreview, { form });
export const commitImport = (api: ApiClient, form: FormData) => callEndpoint(api, rotations.import, { form });

/** Saves a crop field's rotations as an .xlsx under `name`. */
export const downloadRotations = (api: ApiClient, fieldId: string, name: string) => downloadEndpoint(api, rotations.export, name, { query: { crop_field_id: fieldId } });
/** Saves the empty import sheet (header row and allowed values). */
export const downloadRotationTemplate = (api: ApiClient) => downloadEndpoint(api, rotations.template, 'crop-rotations-template.xlsx');
