import { and, eq } from 'drizzle-orm';
import { pesticideApplications, pesticides, type Db } from '@rayyan/db';
import type { CreatePesticide, PesticideListQuery, PesticideRecord, UpdatePesticide } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

export interface PesticideRepository extends OrgScopedRepository<PesticideRecord, CreatePesticide, UpdatePesticide, PesticideListQuery> {
  /** Whether applications of the product are recorded (it is then kept). */
  inUse(orgId: string, id: string): Promise<boolean>;
}

/** The organisation's pesticides: searched by trade name, active ingredient and target pests; by trade name. */
export function createPesticideRepository(db: Db): PesticideRepository {
  const base = orgResourceRepository<typeof pesticides, PesticideRecord, CreatePesticide, UpdatePesticide, PesticideListQuery>(db, {
    table: pesticides,
    search: [pesticides.tradeName, pesticides.activeIngredient, pesticides.targetPests],
    equals: { toxicity_class: pesticides.toxicityClass, formulation: pesticides.formulation },
    orderBy: [pesticides.tradeName],
  });
  const a = pesticideApplications;
  return {
    ...base,
    async inUse(orgId, id) {
      const [used] = await db.select({ id: a.id }).from(a).where(and(eq(a.orgId, orgId), eq(a.pesticideId, id))).limit(1);
      return !!used;
    },
  };
}
