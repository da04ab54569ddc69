import { describe, expect, it } from 'vitest';
import { FAO56_CROPS } from '@rayyan/agronomy';
import { createGrowthProfileSchema, FAO56_CROP_IDS, growthProfileProblems } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { nameConflict } from './crop-profiles.service';

describe('crop profiles', () => {
  it('offers exactly the crops of the FAO-56 table', () => {
    expect([...FAO56_CROP_IDS].sort()).toEqual(Object.keys(FAO56_CROPS).sort());
  });

  it('every FAO-56 crop passes the growth profile rules it is seeded with', () => {
    for (const crop of Object.values(FAO56_CROPS)) {
      const body = {
        name: `FAO-56 ${crop.name}`,
        crop: crop.id,
        evergreen: crop.profile.kind === 'evergreen',
        root_depth_min_m: crop.rootDepthM.min,
        root_depth_max_m: crop.rootDepthM.max,
        depletion_p: crop.depletionP,
        max_height_m: crop.maxHeightM,
        stages: crop.stageLengthsDays ?? null,
      };
      expect(createGrowthProfileSchema.safeParse(body).success, crop.id).toBe(true);
    }
  });

  it('needs stages unless evergreen, and root depth min not above max', () => {
    expect(growthProfileProblems({ evergreen: false, stages: null, root_depth_min_m: 2, root_depth_max_m: 1 })).toEqual({ stages: 'required', root_depth_min_m: 'min_above_max' });
    expect(growthProfileProblems({ evergreen: true, stages: null, root_depth_min_m: 1, root_depth_max_m: 1 })).toEqual({});
  });

  it('turns a unique violation of a name into a 409 on the name field', () => {
    const violation = new Error('insert failed', { cause: { code: '23505', constraint: 'plant_varieties_org_id_crop_name_unique' } });
    const mapped = nameConflict(violation) as AppError;
    expect([mapped.code, mapped.status, mapped.fields]).toEqual(['variety_exists', 409, { name: 'This crop already has a variety with this name.' }]);
    const other = new Error('other');
    expect(nameConflict(other)).toBe(other);
  });
});
