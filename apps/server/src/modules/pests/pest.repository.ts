import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cropFields, pests, scoutingObservations, traps, treeFields, trees, type Db } from '@rayyan/db';
import type { CreateObservation, CreatePest, ObservationListQuery, ObservationRecord, PestListQuery, PestRecord, UpdateObservation, UpdatePest } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

export type PestRepository = OrgScopedRepository<PestRecord, CreatePest, UpdatePest, PestListQuery>;

/** The organisation's catalogue: searched in both languages, by code and scientific name; by code. */
export function createPestRepository(db: Db): PestRepository {
  return orgResourceRepository<typeof pests, PestRecord, CreatePest, UpdatePest, PestListQuery>(db, {
    table: pests,
    search: [pests.code, pests.nameEn, pests.nameAr, pests.scientificName],
    equals: { kind: pests.kind },
    filters: (query) => [
      query.host ? sql`${query.host} = ANY(${pests.hosts})` : undefined,
      query.month ? sql`${query.month}::int = ANY(${pests.activeMonths})` : undefined,
    ],
    orderBy: [pests.code],
    computed: {
      recentObservations: sql<number>`(SELECT count(*)::int FROM scouting_observations o WHERE o.pest_id = "pests"."id" AND o.observed_on > current_date - 30)`,
    },
  });
}

/** Newest observations first: days before today, ascending (the kit's lists order ascending). */
const newestFirst = sql`(current_date - ${scoutingObservations.observedOn})` as unknown as PgColumn;

export type ObservationRepository = OrgScopedRepository<ObservationRecord, CreateObservation, UpdateObservation, ObservationListQuery> & ReturnType<typeof observationExtras>;

/** Scouting observations with the pest's names and the code of the place observed. */
export function createObservationRepository(db: Db): ObservationRepository {
  const base = orgResourceRepository<typeof scoutingObservations, ObservationRecord, CreateObservation, UpdateObservation, ObservationListQuery>(db, {
    table: scoutingObservations,
    search: [scoutingObservations.note],
    equals: { pest_id: scoutingObservations.pestId, severity: scoutingObservations.severity },
    orderBy: [newestFirst],
    computed: {
      pestNameEn: sql<string | null>`(SELECT p.name_en FROM pests p WHERE p.id = "scouting_observations"."pest_id")`,
      pestNameAr: sql<string | null>`(SELECT p.name_ar FROM pests p WHERE p.id = "scouting_observations"."pest_id")`,
      placeCode: sql<string | null>`coalesce(
        (SELECT t.code FROM trees t WHERE t.id = "scouting_observations"."tree_id"),
        (SELECT t.code FROM traps t WHERE t.id = "scouting_observations"."trap_id"),
        (SELECT f.code FROM tree_fields f WHERE f.id = "scouting_observations"."field_id"),
        (SELECT f.code FROM crop_fields f WHERE f.id = "scouting_observations"."crop_field_id"))`,
    },
  });
  return { ...base, ...observationExtras(db) };
}

/** Which of the referenced records are the organisation's (each id given, or undefined when not given). */
export interface ObservationRefs {
  pest: boolean;
  field: boolean;
  cropField: boolean;
  tree: { health: string } | null;
  trap: boolean;
}

function observationExtras(db: Db) {
  const exists = async (table: typeof pests | typeof treeFields | typeof cropFields | typeof traps, orgId: string, id: string | null | undefined): Promise<boolean> => {
    if (!id) return true;
    const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.orgId, orgId), eq(table.id, id))).limit(1);
    return Boolean(row);
  };
  return {
    async refs(orgId: string, o: Partial<CreateObservation>): Promise<ObservationRefs> {
      const [tree] = o.tree_id ? await db.select({ health: trees.healthState }).from(trees).where(and(eq(trees.orgId, orgId), eq(trees.id, o.tree_id))).limit(1) : [];
      return {
        pest: o.pest_id ? await exists(pests, orgId, o.pest_id) : true,
        field: await exists(treeFields, orgId, o.field_id),
        cropField: await exists(cropFields, orgId, o.crop_field_id),
        tree: o.tree_id ? (tree ?? null) : { health: '' },
        trap: await exists(traps, orgId, o.trap_id),
      };
    },
    /** Marks the tree infected unless it is already, or dead; answers the state it had when it changed. */
    async markTreeInfected(orgId: string, treeId: string): Promise<string | undefined> {
      const conditions: SQL[] = [eq(trees.orgId, orgId), eq(trees.id, treeId), sql`${trees.healthState} NOT IN ('infected', 'dead')`];
      const [before] = await db.select({ health: trees.healthState }).from(trees).where(and(...conditions));
      if (!before) return undefined;
      await db.update(trees).set({ healthState: 'infected', updatedAt: new Date() }).where(and(...conditions));
      return before.health;
    },
  };
}
