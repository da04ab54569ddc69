import {
  createGrowthProfileSchema,
  createKcProfileSchema,
  createPlantVarietySchema,
  cropProfileListQuerySchema,
  growthProfileSchema,
  kcProfileSchema,
  plantVarietySchema,
  updateGrowthProfileSchema,
  updateKcProfileSchema,
  updatePlantVarietySchema,
} from '../crop-profiles';
import { crudEndpoints } from './crud';

/** Growth profiles, Kc profiles and plant varieties (settings permissions): the shared CRUD routes. */
export const cropProfilesEndpoints = {
  growth: crudEndpoints('/api/growth-profiles', 'settings', {
    record: growthProfileSchema,
    create: createGrowthProfileSchema,
    update: updateGrowthProfileSchema,
    query: cropProfileListQuerySchema,
  }),
  kc: crudEndpoints('/api/kc-profiles', 'settings', { record: kcProfileSchema, create: createKcProfileSchema, update: updateKcProfileSchema, query: cropProfileListQuerySchema }),
  varieties: crudEndpoints('/api/plant-varieties', 'settings', {
    record: plantVarietySchema,
    create: createPlantVarietySchema,
    update: updatePlantVarietySchema,
    query: cropProfileListQuerySchema,
  }),
} as const;
