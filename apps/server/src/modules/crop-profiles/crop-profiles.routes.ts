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
        { header: 'Name', value: (g) => g.name, width: 32 },
        { header: 'Crop', value: (g) => g.crop, width: 24 },
        { header: 'Evergreen', value: (g) => (g.evergreen ? 'yes' : 'no') },
        { header: 'Initial (days)', value: (g) => g.stages?.initial ?? null },
        { header: 'Development (days)', value: (g) => g.stages?.development ?? null },
        { header: 'Mid-season (days)', value: (g) => g.stages?.mid ?? null },
        { header: 'Late season (days)', value: (g) => g.stages?.late ?? null },
        { header: 'Season (days)', value: (g) => g.season_length_days },
        { header: 'Root depth min (m)', value: (g) => g.root_depth_min_m },
        { header: 'Root depth max (m)', value: (g) => g.root_depth_max_m },
        { header: 'Depletion p', value: (g) => g.depletion_p },
        { header: 'Max height (m)', value: (g) => g.max_height_m },
        { header: 'Varieties', value: (g) => g.varieties_count },
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
        { header: 'Name', value: (k) => k.name, width: 32 },
        { header: 'Crop', value: (k) => k.crop, width: 24 },
        { header: 'Kc ini', value: (k) => k.kc_ini },
        { header: 'Kc mid', value: (k) => k.kc_mid },
        { header: 'Kc end', value: (k) => k.kc_end },
        { header: 'Kcb ini', value: (k) => k.kcb_ini },
        { header: 'Kcb mid', value: (k) => k.kcb_mid },
        { header: 'Kcb end', value: (k) => k.kcb_end },
        { header: 'Climate adjustment', value: (k) => (k.climate_adjustment ? 'yes' : 'no') },
        { header: 'Varieties', value: (k) => k.varieties_count },
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
        { header: 'Name', value: (v) => v.name, width: 28 },
        { header: 'Crop', value: (v) => v.crop, width: 24 },
        { header: 'Growth profile', value: (v) => v.growth_profile_name, width: 32 },
        { header: 'KC profile', value: (v) => v.kc_profile_name, width: 32 },
        { header: 'Notes', value: (v) => v.notes, width: 40 },
      ],
    },
  });
};
