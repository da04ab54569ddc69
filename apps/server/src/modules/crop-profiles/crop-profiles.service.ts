import {
  ERROR_MESSAGES,
  growthProfileProblems,
  kcProfileProblems,
  V,
  type CreateGrowthProfile,
  type CreateKcProfile,
  type CreatePlantVariety,
  type GrowthProfileRecord,
  type KcProfileRecord,
  type PlantVarietyRecord,
  type UpdateGrowthProfile,
  type UpdateKcProfile,
  type UpdatePlantVariety,
} from '@rayyan/contracts';
import { growthProfiles, kcProfiles, plantVarieties } from '@rayyan/db';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { createRecordService, type RecordServiceDeps } from '../../shared/record-service';
import type { CropProfileQuery, GrowthProfileRepository, KcProfileRepository, PlantVarietyRepository } from './crop-profiles.repository';

/** Unique constraints of the three tables, as the API error a clash gives (on the `name` field). */
const NAME_CONFLICTS = {
  growth_profiles_org_id_name_unique: 'name_exists',
  kc_profiles_org_id_name_unique: 'name_exists',
  plant_varieties_org_id_crop_name_unique: 'variety_exists',
} as const;

/** A unique violation of a name becomes 409 with the clash on `name`; other errors pass unchanged. */
export function nameConflict(error: unknown): unknown {
  const code = NAME_CONFLICTS[violatedUniqueConstraint(error) as keyof typeof NAME_CONFLICTS];
  return code ? new AppError(code, 409, { name: ERROR_MESSAGES[code] }) : error;
}

const invalid = (problems: Record<string, string>) => {
  if (Object.keys(problems).length === 0) return;
  throw new AppError('validation_failed', 400, { ...problems });
};

/** A profile used by varieties is not deleted: the answer names them so the user can reassign them first. */
const refuseInUse = (names: string[]) => {
  if (names.length > 0) throw new AppError('profile_in_use', 409, { varieties: names.join(', ') });
};

/** A profile's crop cannot change under the varieties that use it (they would run on another crop's values). */
async function refuseCropChangeInUse(orgId: string, value: { crop: string } | { id: string; crop: string }, records: { varietyNames(orgId: string, id: string, notCrop?: string): Promise<string[]> }) {
  if ('id' in value) refuseInUse(await records.varietyNames(orgId, value.id, value.crop));
}

type Deps<R> = Omit<RecordServiceDeps<R>, 'entity' | 'table'>;

/**
 * The checks of a growth or KC profile: its own rules (`problems`) on the profile as it will be stored, its crop kept
 * under the varieties that use it, no delete while varieties use it, and a name clash as 409.
 */
const profileChecks = <P>(problems: (patched: P) => Record<string, string>) => ({
  checkPatched: (patched: P) => invalid(problems(patched)),
  checkWrite: refuseCropChangeInUse,
  checkDelete: async (orgId: string, profile: { id: string }, records: Pick<GrowthProfileRepository, 'varietyNames'>) => refuseInUse(await records.varietyNames(orgId, profile.id)),
  mapError: nameConflict,
});

/** Growth profiles: the stages rule and root depth order are checked on the profile as it will be stored. */
export function createGrowthProfilesService(deps: Deps<GrowthProfileRepository>) {
  return createRecordService<GrowthProfileRecord, CreateGrowthProfile, UpdateGrowthProfile, CropProfileQuery, GrowthProfileRepository>(
    { ...deps, entity: 'growth_profile', table: growthProfiles },
    profileChecks(growthProfileProblems),
  );
}

/** KC profiles: the basal Kcb are checked (all three or none) on the profile as it will be stored. */
export function createKcProfilesService(deps: Deps<KcProfileRepository>) {
  return createRecordService<KcProfileRecord, CreateKcProfile, UpdateKcProfile, CropProfileQuery, KcProfileRepository>(
    { ...deps, entity: 'kc_profile', table: kcProfiles },
    profileChecks(kcProfileProblems),
  );
}

/** Plant varieties: a chosen profile must be one of the organisation's, for the variety's crop. */
export function createPlantVarietiesService(deps: Deps<PlantVarietyRepository>) {
  return createRecordService<PlantVarietyRecord, CreatePlantVariety, UpdatePlantVariety, CropProfileQuery, PlantVarietyRepository>(
    { ...deps, entity: 'plant_variety', table: plantVarieties },
    {
      async checkWrite(orgId, variety, records) {
        const problems: Record<string, string> = {};
        for (const [kind, field] of [['growth', 'growth_profile_id'], ['kc', 'kc_profile_id']] as const) {
          const id = variety[field];
          if (!id) continue;
          const crop = await records.profileCrop(orgId, kind, id);
          if (crop !== variety.crop) problems[field] = crop === undefined ? V.invalid_choice : V.profile_crop_mismatch;
        }
        invalid(problems);
      },
      mapError: nameConflict,
    },
  );
}

export type GrowthProfilesService = ReturnType<typeof createGrowthProfilesService>;
export type KcProfilesService = ReturnType<typeof createKcProfilesService>;
export type PlantVarietiesService = ReturnType<typeof createPlantVarietiesService>;
