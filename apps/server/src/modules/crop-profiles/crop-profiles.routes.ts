import type { FastifyPluginAsync } from 'fastify';
import { cropProfilesEndpoints } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import type { GrowthProfilesService, KcProfilesService, PlantVarietiesService } from './crop-profiles.service';

export interface CropProfilesRouteDeps {
  growthProfiles: GrowthProfilesService;
  kcProfiles: KcProfilesService;
  plantVarieties: PlantVarietiesService;
  clock: Clock;
}

/** /api/growth-profiles/, /api/kc-profiles/, /api/plant-varieties/: list, export, create, read, update, delete (settings permissions). */
export const cropProfilesRoutes: FastifyPluginAsync<CropProfilesRouteDeps> = async (app, { growthProfiles, kcProfiles, plantVarieties, clock }) => {
  const common = { tag: 'crop-profiles', clock } as const;
  registerCrudRoutes(app, {
    ...common,
    endpoints: cropProfilesEndpoints.growth,
    service: growthProfiles,
    exportSheet: {
      name: 'Growth profiles',
      fileName: 'growth-profiles',
      columns: [
        ['Name', 'name', 32], ['Crop', 'crop', 24],
        { header: 'Evergreen', value: (g) => (g.evergreen ? 'yes' : 'no') },
        { header: 'Initial (days)', value: (g) => g.stages?.initial ?? null },
        { header: 'Development (days)', value: (g) => g.stages?.development ?? null },
        { header: 'Mid-season (days)', value: (g) => g.stages?.mid ?? null },
        { header: 'Late season (days)', value: (g) => g.stages?.late ?? null },
        ['Season (days)', 'season_length_days'], ['Root depth min (m)', 'root_depth_min_m'], ['Root depth max (m)', 'root_depth_max_m'], 'depletion_p',
        ['Max height (m)', 'max_height_m'], ['Varieties', 'varieties_count'],
      ],
    },
  });
  registerCrudRoutes(app, {
    ...common,
    endpoints: cropProfilesEndpoints.kc,
    service: kcProfiles,
    exportSheet: {
      name: 'KC profiles',
      fileName: 'kc-profiles',
      columns: [
        ['Name', 'name', 32], ['Crop', 'crop', 24], 'kc_ini', 'kc_mid', 'kc_end', 'kcb_ini', 'kcb_mid', 'kcb_end',
        { header: 'Climate adjustment', value: (k) => (k.climate_adjustment ? 'yes' : 'no') },
        ['Varieties', 'varieties_count'],
      ],
    },
  });
  registerCrudRoutes(app, {
    ...common,
    endpoints: cropProfilesEndpoints.varieties,
    service: plantVarieties,
    exportSheet: {
      name: 'Plant varieties',
      fileName: 'plant-varieties',
      columns: [
        ['Name', 'name', 28], ['Crop', 'crop', 24], ['Growth profile', 'growth_profile_name', 32], ['KC profile', 'kc_profile_name', 32],
        ['Notes', 'notes', 40],
      ],
    },
  });
};
