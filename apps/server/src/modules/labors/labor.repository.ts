import { isNotNull, isNull } from 'drizzle-orm';
import { labors, type Db } from '@rayyan/db';
import type { CreateLabor, LaborRecord, UpdateLabor } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

export interface LaborQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
  salary_period?: LaborRecord['salary_period'] | undefined;
  status?: 'active' | 'left' | undefined;
}

export type LaborRepository = OrgScopedRepository<LaborRecord, CreateLabor, UpdateLabor, LaborQuery>;

/** Labors of one organisation: searched by name, code, phone and national id; by name. */
export function createLaborRepository(db: Db): LaborRepository {
  return orgResourceRepository<typeof labors, LaborRecord, CreateLabor, UpdateLabor, LaborQuery>(db, {
    table: labors,
    search: [labors.name, labors.code, labors.phone, labors.nationalId],
    equals: { salary_period: labors.salaryPeriod },
    filters: (query) => [
      query.status === 'active' ? isNull(labors.leaveDate) : undefined,
      query.status === 'left' ? isNotNull(labors.leaveDate) : undefined,
    ],
    orderBy: [labors.name],
  });
}
