import { farmOwners, type Db } from '@rayyan/db';
import type { CreateFarmOwner, FarmOwnerRecord, UpdateFarmOwner } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

export interface FarmOwnerQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
}

export type FarmOwnerRepository = OrgScopedRepository<FarmOwnerRecord, CreateFarmOwner, UpdateFarmOwner, FarmOwnerQuery>;

/** Farm owners of one organisation: searched by name, contact, phone and e-mail (kept in lower case); by name. */
export function createFarmOwnerRepository(db: Db): FarmOwnerRepository {
  return orgResourceRepository<typeof farmOwners, FarmOwnerRecord, CreateFarmOwner, UpdateFarmOwner, FarmOwnerQuery>(db, {
    table: farmOwners,
    search: [farmOwners.name, farmOwners.contact, farmOwners.phone, farmOwners.email],
    orderBy: [farmOwners.name],
    prepare: (input) => (typeof input.email === 'string' ? { ...input, email: input.email.toLowerCase() } : input),
  });
}
