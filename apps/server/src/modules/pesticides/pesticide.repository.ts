import { eq } from 'drizzle-orm';
import { pesticides, type Db } from '@rayyan/db';
import type { CreatePesticide, PesticideListQuery, PesticideRecord, UpdatePesticide } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

export type PesticideRepository = OrgScopedRepository<PesticideRecord, CreatePesticide, UpdatePesticide, PesticideListQuery>;

/** The organisation's pesticides: searched by trade name, active ingredient and target pests; by trade name. */
export function createPesticideRepository(db: Db): PesticideRepository {
  return orgResourceRepository<typeof pesticides, PesticideRecord, CreatePesticide, UpdatePesticide, PesticideListQuery>(db, {
    table: pesticides,
    search: [pesticides.tradeName, pesticides.activeIngredient, pesticides.targetPests],
    filters: (query) => [
      query.toxicity_class ? eq(pesticides.toxicityClass, query.toxicity_class) : undefined,
      query.formulation ? eq(pesticides.formulation, query.formulation) : undefined,
    ],
    orderBy: [pesticides.tradeName],
  });
}
