import type { FastifyPluginAsync } from 'fastify';
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
} from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import type { GrowthProfilesService, KcProfilesService, PlantVarietiesService } from './crop-profiles.service';

export interface CropProfilesRouteDeps {
  growthProfiles: GrowthProfilesService;
  kcProfiles: KcProfilesService;
  plantVarieties: PlantVarietiesService;
  clock: Clock;
}

/** /api/growth-profiles/, /api/kc-profiles/, /api/plant-varieties/: list, create, read, update, delete (settings permissions). */
export const cropProfilesRoutes: FastifyPluginAsync<CropProfilesRouteDeps> = async (app, { growthProfiles, kcProfiles, plantVarieties, clock }) => {
  const common = { tag: 'crop-profiles', group: 'settings', clock } as const;
  registerCrudRoutes(app, {
    ...common,
    basePath: '/api/growth-profiles',
    schemas: { record: growthProfileSchema, create: createGrowthProfileSchema, update: updateGrowthProfileSchema, query: cropProfileListQuerySchema },
    service: growthProfiles,
  });
  registerCrudRoutes(app, {
    ...common,
    basePath: '/api/kc-profiles',
    schemas: { record: kcProfileSchema, create: createKcProfileSchema, update: updateKcProfileSchema, query: cropProfileListQuerySchema },
    service: kcProfiles,
  });
  registerCrudRoutes(app, {
    ...common,
    basePath: '/api/plant-varieties',
    schemas: { record: plantVarietySchema, create: createPlantVarietySchema, update: updatePlantVarietySchema, query: cropProfileListQuerySchema },
    service: plantVarieties,
  });
};
