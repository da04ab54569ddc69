import {
  M2_PER_FEDDAN,
  V,
  type BoundaryGeometry,
  type CreateCropField,
  type CreateFarm,
  type CreateTreeField,
  type CropFieldListItem,
  type CropFieldRecord,
  type CropSeasonRecord,
  type FarmRecord,
  type StartSeason,
  type TreeFieldListItem,
  type TreeFieldRecord,
  type UpdateCropField,
  type UpdateFarm,
  type UpdateSeason,
  type UpdateTreeField,
} from '@rayyan/contracts';
import { cropFields as cropFieldsTable, farms as farmsTable, treeFields as treeFieldsTable, type Db } from '@rayyan/db';
import { diffChanges } from '../../shared/activity-diff';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { lockRow, type OrgScopedTable } from '../../shared/row-lock.repository';
import type { Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { ContractLimitsService } from '../contract-limits/contract-limits.service';
import { checkedBoundary } from './boundary-check';
import { GeoImportError, pivotCircle } from './geo-import';
import { lockOrganisation, type CropFieldRepository, type FieldWrite, type SeasonRepository, type TreeFieldRepository } from './field.repository';
import type { GeoListQuery } from './geo-list.repository';
import type { FarmRepository } from './geography.repository';

export interface GeographyRepos {
  farms: FarmRepository;
  treeFields: TreeFieldRepository;
  cropFields: CropFieldRepository;
  seasons: SeasonRepository;
  activity: Pick<ActivityRepository, 'record'>;
}

export interface GeographyServiceDeps {
  repos: GeographyRepos;
  transaction: Transaction<GeographyRepos>;
  contract: Pick<ContractLimitsService, 'assertWithinContract'>;
}

/** A field lying more than this share outside its farm is refused (digitising tolerance, 0.1 %). */
export const OUTSIDE_FARM_TOLERANCE = 0.001;

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new AppError('not_found', 404);
  return value;
};
const invalidField = (field: string, message: string) => new AppError('validation_failed', 400, { [field]: message });


/** The logged version of a record: borders are summarised by their area (the log stays small). */
const logged = (record: object | null) => {
  if (!record) return null;
  const { geometry: _g, overlapping_field_ids: _o, fields_count: _f, plant_age_days: _p, ...rest } = record as Record<string, unknown>;
  return rest;
};

async function log(activity: GeographyRepos['activity'], actor: Actor, action: 'create' | 'update' | 'delete', entity: string, id: string, before: object | null, after: object | null) {
  await activity.record(actor.orgId, { userId: actor.userId, action, entity, entityId: id, changes: diffChanges(logged(before), logged(after)) });
}

/** A second season started at the same moment hits the one-active-season index: 409 like any second start. */
const seasonConflict = (error: unknown): never => {
  if (violatedUniqueConstraint(error) === 'crop_seasons_one_active_idx') throw new AppError('season_already_active', 409);
  throw error;
};

// ---------------------------------------------------------------- Farms

export function createFarmsService({ repos, transaction, contract }: GeographyServiceDeps) {
  const checkReferences = async (orgId: string, input: UpdateFarm) => {
    if (input.region_id && !(await repos.farms.regionExists(orgId, input.region_id))) throw invalidField('region_id', V.invalid_choice);
    if (input.farm_owner_id && !(await repos.farms.farmOwnerExists(orgId, input.farm_owner_id))) throw invalidField('farm_owner_id', V.invalid_choice);
  };
  const services = (input: UpdateFarm, base: FarmRecord['services']) => (input.services ? { ...base, ...input.services } : undefined);
  const write = (input: UpdateFarm, geometry: BoundaryGeometry | undefined, base?: FarmRecord['services']) => ({
    regionId: input.region_id,
    code: input.code,
    name: input.name,
    address: input.address,
    farmingType: input.farming_type,
    areaUnit: input.area_unit,
    unitSystem: input.unit_system,
    services: services(input, base ?? { hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false }),
    farmOwnerId: input.farm_owner_id,
    zoom: input.zoom,
    geometry,
  });

  return {
    list: (orgId: string, query: GeoListQuery) => repos.farms.list(orgId, query),
    exportRows: async (orgId: string, query: GeoListQuery) => (await repos.farms.list(orgId, query, { all: true })).results,
    get: async (orgId: string, id: string) => found(await repos.farms.getById(orgId, id)),

    async create(actor: Actor, input: CreateFarm): Promise<FarmRecord> {
      const geometry = await checkedBoundary(input.geometry);
      await checkReferences(actor.orgId, input);
      return transaction(async (r, tx) => {
        await lockOrganisation(tx, actor.orgId);
        const areaM2 = await r.farms.areaM2Of(geometry);
        await contract.assertWithinContract(tx, actor.orgId, { kind: 'area', adding: areaM2 / M2_PER_FEDDAN });
        const created = await r.farms.create(actor.orgId, write(input, geometry) as Parameters<FarmRepository['create']>[1]);
        await log(r.activity, actor, 'create', 'farm', created.id, null, created);
        return created;
      });
    },

    async update(actor: Actor, id: string, patch: UpdateFarm): Promise<FarmRecord> {
      const geometry = patch.geometry ? await checkedBoundary(patch.geometry) : undefined;
      await checkReferences(actor.orgId, patch);
      return transaction(async (r, tx) => {
        await lockRow(tx, farmsTable, actor.orgId, id);
        const before = found(await r.farms.getById(actor.orgId, id));
        if (geometry) {
          await lockOrganisation(tx, actor.orgId);
          // The new border must still hold every existing field (same tolerance as drawing a field).
          const outside = await r.farms.fieldsOutside(actor.orgId, id, geometry, OUTSIDE_FARM_TOLERANCE);
          if (outside.length) {
            const names = outside.map((f) => f.code).join(', ');
            throw new AppError('field_outside_farm', 400, { geometry: `These fields would lie outside the farm: ${names}.`, field_ids: outside.map((f) => f.id).join(',') });
          }
          const growth = (await r.farms.areaM2Of(geometry)) - before.area_m2;
          if (growth > 0) await contract.assertWithinContract(tx, actor.orgId, { kind: 'area', adding: growth / M2_PER_FEDDAN });
        }
        const after = found(await r.farms.update(actor.orgId, id, write(patch, geometry, before.services)));
        await log(r.activity, actor, 'update', 'farm', id, before, after);
        return after;
      });
    },

    delete: (actor: Actor, id: string) =>
      transaction(async (r, tx) => {
        await lockRow(tx, farmsTable, actor.orgId, id);
        const before = found(await r.farms.getById(actor.orgId, id));
        if (before.fields_count > 0) throw new AppError('farm_has_fields', 409);
        if (!(await r.farms.delete(actor.orgId, id))) throw new AppError('not_found', 404);
        await log(r.activity, actor, 'delete', 'farm', id, before, null);
      }),
  };
}
export type FarmsService = ReturnType<typeof createFarmsService>;

// ---------------------------------------------------------------- Fields

interface FieldKind<R, I, C, U> {
  entity: 'tree_field' | 'crop_field';
  farmingType: 'tree' | 'crop';
  /** Locked by an update or delete before its first read. */
  table: OrgScopedTable;
  repo: (r: GeographyRepos) => {
    list(orgId: string, q: GeoListQuery): Promise<{ count: number; page: number; page_size: number; results: I[] }>;
    all(orgId: string, q: GeoListQuery): Promise<R[]>;
    getById(orgId: string, id: string): Promise<R | undefined>;
    create(orgId: string, input: FieldWrite & { farmId: string; geometry: BoundaryGeometry }): Promise<R>;
    update(orgId: string, id: string, patch: FieldWrite): Promise<R | undefined>;
    delete(orgId: string, id: string): Promise<boolean>;
    mapJson(orgId: string, q: Pick<GeoListQuery, 'farm_id' | 'region_id'>): Promise<string>;
  };
  /** Columns and border of a create or patch (border not yet validated). */
  columns(input: C | U, before: R | undefined): FieldWrite;
  supervisors?(input: C | U): string[] | undefined;
}

function createFieldsService<R extends { id: string; farm_id: string }, I, C extends { farm_id: string }, U>(
  { repos, transaction, contract }: GeographyServiceDeps,
  kind: FieldKind<R, I, C, U>,
) {
  const repo = kind.repo(repos);
  const checkInsideFarm = async (farms: FarmRepository, orgId: string, farmId: string, geometry: BoundaryGeometry) => {
    const outside = await farms.outsideShare(orgId, farmId, geometry);
    if (outside === undefined) throw invalidField('farm_id', V.select_farm);
    if (outside > OUTSIDE_FARM_TOLERANCE) throw new AppError('field_outside_farm', 400, { geometry: 'The field must lie inside its farm.' });
  };
  const checkSupervisors = async (orgId: string, input: C | U) => {
    const ids = kind.supervisors?.(input);
    if (ids && !(await repos.farms.usersExist(orgId, ids))) throw invalidField('supervisor_ids', V.invalid_choice);
  };
  const validated = async (write: FieldWrite): Promise<FieldWrite> => (write.geometry ? { ...write, geometry: await checkedBoundary(write.geometry) } : write);

  return {
    list: (orgId: string, query: GeoListQuery) => repo.list(orgId, query),
    /** The map's answer as JSON text (see the repository's mapJson). */
    mapJson: (orgId: string, query: Pick<GeoListQuery, 'farm_id' | 'region_id'>) => repo.mapJson(orgId, query),
    exportRows: (orgId: string, query: GeoListQuery) => repo.all(orgId, query),
    get: async (orgId: string, id: string) => found(await repo.getById(orgId, id)),

    async create(actor: Actor, input: C): Promise<R> {
      const farm = await repos.farms.getById(actor.orgId, input.farm_id);
      if (!farm || farm.farming_type !== kind.farmingType) throw invalidField('farm_id', V.select_farm);
      const write = await validated(kind.columns(input, undefined));
      if (!write.geometry) throw invalidField('geometry', V.draw_field_first);
      await checkSupervisors(actor.orgId, input);
      return transaction(async (r, tx) => {
        await lockOrganisation(tx, actor.orgId);
        await checkInsideFarm(r.farms, actor.orgId, farm.id, write.geometry!);
        await contract.assertWithinContract(tx, actor.orgId, { kind: 'fields', adding: 1 });
        const created = await kind.repo(r).create(actor.orgId, { ...write, farmId: farm.id, geometry: write.geometry! });
        await log(r.activity, actor, 'create', kind.entity, created.id, null, created);
        return created;
      });
    },

    async update(actor: Actor, id: string, patch: U): Promise<R> {
      await checkSupervisors(actor.orgId, patch);
      return transaction(async (r, tx) => {
        await lockRow(tx, kind.table, actor.orgId, id);
        const before = found(await kind.repo(r).getById(actor.orgId, id));
        const write = await validated(kind.columns(patch, before));
        if (write.geometry) await checkInsideFarm(r.farms, actor.orgId, before.farm_id, write.geometry);
        const after = found(await kind.repo(r).update(actor.orgId, id, write));
        await log(r.activity, actor, 'update', kind.entity, id, before, after);
        return after;
      });
    },

    delete: (actor: Actor, id: string) =>
      transaction(async (r, tx) => {
        await lockRow(tx, kind.table, actor.orgId, id);
        const before = found(await kind.repo(r).getById(actor.orgId, id));
        if (!(await kind.repo(r).delete(actor.orgId, id))) throw new AppError('not_found', 404);
        await log(r.activity, actor, 'delete', kind.entity, id, before, null);
      }),
  };
}

export function createTreeFieldsService(deps: GeographyServiceDeps) {
  return createFieldsService<TreeFieldRecord, TreeFieldListItem, CreateTreeField, UpdateTreeField>(deps, {
    entity: 'tree_field',
    farmingType: 'tree',
    table: treeFieldsTable,
    repo: (r) => r.treeFields,
    supervisors: (input) => input.supervisor_ids,
    columns: (i) => ({
      code: i.code,
      name: i.name,
      rows: i.rows,
      columns: i.columns,
      blockedSpots: i.blocked_spots,
      plantsPerSpot: i.plants_per_spot,
      treeType: i.tree_type,
      irrigationType: i.irrigation_type,
      irrigationFactorPct: i.irrigation_factor_pct,
      irrigationAdvisoryEnabled: i.irrigation_advisory_enabled,
      supervisorIds: i.supervisor_ids,
      varieties: i.varieties,
      sideCrops: i.side_crops,
      waterSource: i.water_source,
      mainValve: i.main_valve,
      filteringUnits: i.filtering_units,
      permanence: i.permanence,
      gridBearingDeg: i.grid_bearing_deg,
      geometry: i.geometry,
    }),
  });
}
export type TreeFieldsService = ReturnType<typeof createTreeFieldsService>;

/** The circle of a pivot, refusing an impossible one with 400 invalid_geometry. */
function pivotBorder(pivot: { center: { lat: number; lng: number }; radius_m: number }): BoundaryGeometry {
  try {
    return pivotCircle({ center: [pivot.center.lng, pivot.center.lat], radiusM: pivot.radius_m }) as BoundaryGeometry;
  } catch (error) {
    if (error instanceof GeoImportError) throw new AppError('invalid_geometry', 400, { pivot: error.message });
    throw error;
  }
}

export function createCropFieldsService(deps: GeographyServiceDeps) {
  const fields = createFieldsService<CropFieldRecord, CropFieldListItem, CreateCropField, UpdateCropField>(deps, {
    entity: 'crop_field',
    farmingType: 'crop',
    table: cropFieldsTable,
    repo: (r) => r.cropFields,
    columns: (i) => ({
      code: i.code,
      name: i.name,
      crop: i.crop,
      variety: i.variety,
      officialAreaFeddan: i.official_area_feddan,
      expectedYieldTon: i.expected_yield_ton,
      sectors: i.sectors,
      hdImagery: i.hd_imagery,
      advancedIrrigation: i.advanced_irrigation,
      clusters: i.clusters,
      isHold: i.is_hold,
      irrigationType: i.irrigation_type ?? (i.pivot ? 'center_pivot' : undefined),
      dailyImagesEnabled: i.daily_images_enabled,
      irrigationAdvisoryEnabled: i.irrigation_advisory_enabled,
      pivotTowers: i.pivot_towers,
      pivotLengthM: i.pivot_length_m,
      pivotEndGun: i.pivot_end_gun,
      pivotCapacityM3H: i.pivot_capacity_m3_h,
      pivotHoursPerRevolution: i.pivot_hours_per_revolution,
      // A drawn border wins; a pivot alone is turned into its circle.
      geometry: i.geometry ?? (i.pivot ? pivotBorder(i.pivot) : undefined),
      pivot: i.pivot === undefined ? undefined : i.pivot && { lat: i.pivot.center.lat, lng: i.pivot.center.lng, radiusM: i.pivot.radius_m },
    }),
  });
  const { repos, transaction } = deps;

  /** Copies the season's data onto the field (the list shows the current or last season). */
  const seasonColumns = (s: Partial<StartSeason> & { state?: 'active' | 'ended' }): FieldWrite => ({
    season: s.season,
    seasonState: s.state,
    plantingDate: s.planting_date,
    expectedHarvestDate: s.expected_harvest_date,
    expectedYieldTon: s.expected_yield_ton,
    crop: s.crop,
    variety: s.variety,
  });

  return {
    ...fields,
    seasons: async (orgId: string, id: string): Promise<CropSeasonRecord[]> => {
      found(await repos.cropFields.getById(orgId, id));
      return repos.seasons.history(orgId, id);
    },

    startSeason: (actor: Actor, id: string, input: StartSeason) =>
      transaction(async (r, tx) => {
        await lockRow(tx, cropFieldsTable, actor.orgId, id);
        const before = found(await r.cropFields.getById(actor.orgId, id));
        if (await r.seasons.active(actor.orgId, id)) throw new AppError('season_already_active', 409);
        await r.seasons.insert(actor.orgId, {
          cropFieldId: id,
          season: input.season,
          state: 'active',
          crop: input.crop ?? before.crop,
          variety: input.variety === undefined ? before.variety : input.variety,
          plantingDate: input.planting_date,
          expectedHarvestDate: input.expected_harvest_date ?? null,
          expectedYieldTon: input.expected_yield_ton ?? null,
        });
        const after = found(
          await r.cropFields.update(actor.orgId, id, seasonColumns({ expected_harvest_date: null, expected_yield_ton: null, ...input, state: 'active' })),
        );
        await log(r.activity, actor, 'update', 'crop_field', id, before, after);
        return after;
      }).catch(seasonConflict),

    editSeason: (actor: Actor, id: string, patch: UpdateSeason) =>
      transaction(async (r, tx) => {
        await lockRow(tx, cropFieldsTable, actor.orgId, id);
        const before = found(await r.cropFields.getById(actor.orgId, id));
        const active = await r.seasons.active(actor.orgId, id);
        if (!active) throw new AppError('no_active_season', 409);
        await r.seasons.update(actor.orgId, active.id, {
          season: patch.season,
          crop: patch.crop,
          variety: patch.variety,
          plantingDate: patch.planting_date,
          expectedHarvestDate: patch.expected_harvest_date,
          expectedYieldTon: patch.expected_yield_ton,
        });
        const after = found(await r.cropFields.update(actor.orgId, id, seasonColumns(patch)));
        await log(r.activity, actor, 'update', 'crop_field', id, before, after);
        return after;
      }),

    endSeason: (actor: Actor, id: string, now: Date) =>
      transaction(async (r, tx) => {
        await lockRow(tx, cropFieldsTable, actor.orgId, id);
        const before = found(await r.cropFields.getById(actor.orgId, id));
        const active = await r.seasons.active(actor.orgId, id);
        if (!active) throw new AppError('no_active_season', 409);
        await r.seasons.update(actor.orgId, active.id, { state: 'ended', endedAt: now });
        const after = found(await r.cropFields.update(actor.orgId, id, { seasonState: 'ended' }));
        await log(r.activity, actor, 'update', 'crop_field', id, before, after);
        return after;
      }),
  };
}
export type CropFieldsService = ReturnType<typeof createCropFieldsService>;

/** Contract usage counters of this module. */
export function registerGeographyUsage(
  contractLimits: Pick<ContractLimitsService, 'registerUsageCounter'>,
  reposFor: (db: Db) => Pick<GeographyRepos, 'farms'>,
  countFields: (db: Db, orgId: string) => Promise<number>,
) {
  contractLimits.registerUsageCounter('area', (tx, orgId) => reposFor(tx).farms.areaFeddan(orgId));
  contractLimits.registerUsageCounter('fields', countFields);
}
