import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  growthProfiles,
  growthProfileStages,
  kcProfiles,
  plantVarieties,
  type Db,
  type GrowthProfileRow,
} from '@rayyan/db';
import {
  GROWTH_STAGES,
  type CreateGrowthProfile,
  type CreateKcProfile,
  type CreatePlantVariety,
  type CropProfileListQuery,
  type GrowthProfileRecord,
  type GrowthStages,
  type KcProfileRecord,
  type PlantVarietyRecord,
  type UpdateGrowthProfile,
  type UpdateKcProfile,
  type UpdatePlantVariety,
} from '@rayyan/contracts';
import { containsPattern, pageWindow, type Page } from '../../shared/pagination';
import type { OrgScopedRepository } from '../../shared/record-service';
import { columnsOf, orgResourceRepository } from '../../shared/org-resource.repository';
import { iso } from '../../shared/unit-of-work';
import { replaceChildRows } from '../../shared/child-rows.repository';

export type CropProfileQuery = Pick<CropProfileListQuery, 'page' | 'page_size'> & { search?: string | undefined; crop?: string | undefined };
/** What a growth or KC profile repository adds to the usual five: the varieties using a profile. */
interface ProfileUse {
  /** Names of the organisation's plant varieties using profile `id`. */
  /** Names of the varieties using profile `id` (only those of another crop than `notCrop`, when given). */
  varietyNames(orgId: string, id: string, notCrop?: string): Promise<string[]>;
}
export type GrowthProfileRepository = OrgScopedRepository<GrowthProfileRecord, CreateGrowthProfile, UpdateGrowthProfile, CropProfileQuery> & ProfileUse;
export type KcProfileRepository = OrgScopedRepository<KcProfileRecord, CreateKcProfile, UpdateKcProfile, CropProfileQuery> & ProfileUse;
export interface PlantVarietyRepository extends OrgScopedRepository<PlantVarietyRecord, CreatePlantVariety, UpdatePlantVariety, CropProfileQuery> {
  /** The crop of the organisation's growth or KC profile `id`; undefined when the organisation has no such profile. */
  profileCrop(orgId: string, kind: 'growth' | 'kc', id: string): Promise<string | undefined>;
}

/** Names of the organisation's varieties whose `column` is `id` (only those not of crop `notCrop`, when given). */
async function varietyNamesWith(db: Db, orgId: string, column: typeof plantVarieties.growthProfileId | typeof plantVarieties.kcProfileId, id: string, notCrop?: string) {
  const rows = await db
    .select({ name: plantVarieties.name })
    .from(plantVarieties)
    .where(and(eq(plantVarieties.orgId, orgId), eq(column, id), notCrop === undefined ? undefined : ne(plantVarieties.crop, notCrop)))
    .orderBy(asc(plantVarieties.name));
  return rows.map((r) => r.name);
}

// Qualified by hand: inside a subquery Drizzle renders columns unqualified.
const varietiesUsing = (column: 'growth_profile_id' | 'kc_profile_id', table: 'growth_profiles' | 'kc_profiles') =>
  sql<number>`(SELECT count(*)::int FROM ${plantVarieties} v WHERE v.${sql.raw(column)} = ${sql.raw(`"${table}"."id"`)} AND v.org_id = ${sql.raw(`"${table}"."org_id"`)})`;

/** Conditions shared by the three lists: the organisation, a name search and a crop filter. */
function listConditions(table: { orgId: AnyPgColumn; name: AnyPgColumn; crop: AnyPgColumn }, orgId: string, query: CropProfileQuery, extraSearch: SQL[] = []) {
  const conditions: (SQL | undefined)[] = [eq(table.orgId, orgId)];
  if (query.search) conditions.push(or(ilike(table.name, containsPattern(query.search)), ...extraSearch));
  if (query.crop) conditions.push(eq(table.crop, query.crop));
  return and(...conditions);
}

/** Deletes the organisation's row `id` of `table`; false when there is none. */
async function deleteIn(db: Db, table: typeof growthProfiles | typeof kcProfiles | typeof plantVarieties, orgId: string, id: string) {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.orgId, orgId), eq(table.id, id)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

const page = <T>(query: CropProfileQuery, total: number | undefined, results: T[]): Page<T> => ({ count: total ?? 0, page: query.page, page_size: query.page_size, results });
const seasonLength = (stages: GrowthStages | null) => (stages ? GROWTH_STAGES.reduce((sum, stage) => sum + stages[stage], 0) : null);

const growthRecord = (row: GrowthProfileRow, stages: GrowthStages | null, varieties: number): GrowthProfileRecord => ({
  id: row.id,
  org_id: row.orgId,
  name: row.name,
  crop: row.crop as GrowthProfileRecord['crop'],
  evergreen: row.evergreen,
  root_depth_min_m: row.rootDepthMinM,
  root_depth_max_m: row.rootDepthMaxM,
  depletion_p: row.depletionP,
  max_height_m: row.maxHeightM,
  stages,
  season_length_days: seasonLength(stages),
  varieties_count: Number(varieties),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** The columns a growth profile's input writes (its stages are rows of their own). */
const growthColumns = (input: UpdateGrowthProfile) => columnsOf(growthProfiles, input) as Partial<typeof growthProfiles.$inferInsert>;

/** The stages of the given profiles, by profile id (evergreen profiles have none). */
export async function stagesOf(db: Db, orgId: string, profileIds: string[]): Promise<Map<string, GrowthStages>> {
  const byProfile = new Map<string, GrowthStages>();
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .select()
    .from(growthProfileStages)
    .where(and(eq(growthProfileStages.orgId, orgId), inArray(growthProfileStages.profileId, profileIds)));
  for (const row of rows) {
    const stages = byProfile.get(row.profileId) ?? ({} as GrowthStages);
    stages[row.stage] = row.days;
    byProfile.set(row.profileId, stages);
  }
  // Only complete sets of four count (the API always writes four).
  for (const [id, stages] of byProfile) if (!GROWTH_STAGES.every((stage) => stages[stage] !== undefined)) byProfile.delete(id);
  return byProfile;
}

/** Growth profiles of one organisation, with their stages (replaced as a whole on write). */
export function createGrowthProfileRepository(db: Db): GrowthProfileRepository {
  const select = () => db.select({ row: growthProfiles, varieties: varietiesUsing('growth_profile_id', 'growth_profiles') }).from(growthProfiles);
  const withStages = async (orgId: string, rows: { row: GrowthProfileRow; varieties: number }[]) => {
    const stages = await stagesOf(db, orgId, rows.map((r) => r.row.id));
    return rows.map((r) => growthRecord(r.row, stages.get(r.row.id) ?? null, r.varieties));
  };
  /** Writes the four stages of a seasonal profile, or removes them from an evergreen one. */
  const writeStages = async (orgId: string, profileId: string, evergreen: boolean, stages: GrowthStages | null | undefined) => {
    if (!evergreen && !stages) return;
    const rows = evergreen || !stages ? [] : GROWTH_STAGES.map((stage, position) => ({ orgId, profileId, stage, days: stages[stage], position }));
    await replaceChildRows(db, growthProfileStages, growthProfileStages.profileId, orgId, profileId, rows);
  };
  return {
    async list(orgId, query, options = {}) {
      const where = listConditions(growthProfiles, orgId, query);
      const [total] = await db.select({ n: count() }).from(growthProfiles).where(where);
      const ordered = select().where(where).orderBy(asc(growthProfiles.name), asc(growthProfiles.id));
      const { offset, limit } = pageWindow(query);
      return page(query, total?.n, await withStages(orgId, options.all ? await ordered : await ordered.offset(offset).limit(limit)));
    },
    async getById(orgId, id) {
      const rows = await select().where(and(eq(growthProfiles.orgId, orgId), eq(growthProfiles.id, id))).limit(1);
      return (await withStages(orgId, rows))[0];
    },
    async create(orgId, input) {
      const [row] = await db
        .insert(growthProfiles)
        .values({ ...(growthColumns(input) as typeof growthProfiles.$inferInsert), orgId })
        .returning({ id: growthProfiles.id });
      await writeStages(orgId, row!.id, input.evergreen, input.stages);
      return (await this.getById(orgId, row!.id))!;
    },
    async update(orgId, id, patch) {
      const [row] = await db
        .update(growthProfiles)
        .set({ ...growthColumns(patch), updatedAt: new Date() })
        .where(and(eq(growthProfiles.orgId, orgId), eq(growthProfiles.id, id)))
        .returning({ evergreen: growthProfiles.evergreen });
      if (!row) return undefined;
      await writeStages(orgId, id, row.evergreen, patch.stages);
      return this.getById(orgId, id);
    },
    delete: (orgId, id) => deleteIn(db, growthProfiles, orgId, id),
    varietyNames: (orgId, id, notCrop) => varietyNamesWith(db, orgId, plantVarieties.growthProfileId, id, notCrop),
  };
}

/** KC profiles of one organisation, with how many varieties use each. */
export function createKcProfileRepository(db: Db): KcProfileRepository {
  const repository = orgResourceRepository<typeof kcProfiles, KcProfileRecord, CreateKcProfile, UpdateKcProfile, CropProfileQuery>(db, {
    table: kcProfiles,
    search: [kcProfiles.name],
    equals: { crop: kcProfiles.crop },
    orderBy: [kcProfiles.name],
    computed: { varieties_count: varietiesUsing('kc_profile_id', 'kc_profiles') },
  });
  return { ...repository, varietyNames: (orgId, id, notCrop) => varietyNamesWith(db, orgId, plantVarieties.kcProfileId, id, notCrop) };
}

// The name of a variety's profile, of its own organisation (qualified by hand, as in `varietiesUsing`).
const profileName = (table: 'growth_profiles' | 'kc_profiles', column: 'growth_profile_id' | 'kc_profile_id') =>
  sql<string | null>`(SELECT p.name FROM ${sql.raw(`"${table}"`)} p WHERE p.id = "plant_varieties".${sql.raw(`"${column}"`)} AND p.org_id = "plant_varieties"."org_id")`;

/** Plant varieties of one organisation, with the names of the profiles they use; by crop, then name. */
export function createPlantVarietyRepository(db: Db): PlantVarietyRepository {
  const repository = orgResourceRepository<typeof plantVarieties, PlantVarietyRecord, CreatePlantVariety, UpdatePlantVariety, CropProfileQuery>(db, {
    table: plantVarieties,
    search: [plantVarieties.name, plantVarieties.notes],
    equals: { crop: plantVarieties.crop },
    orderBy: [plantVarieties.crop, plantVarieties.name],
    computed: { growth_profile_name: profileName('growth_profiles', 'growth_profile_id'), kc_profile_name: profileName('kc_profiles', 'kc_profile_id') },
  });
  return {
    ...repository,
    async profileCrop(orgId, kind, id) {
      const table = kind === 'growth' ? growthProfiles : kcProfiles;
      const [row] = await db.select({ crop: table.crop }).from(table).where(and(eq(table.orgId, orgId), eq(table.id, id))).limit(1);
      return row?.crop;
    },
  };
}
