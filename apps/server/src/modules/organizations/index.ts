import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import { seedFao56Profiles } from '@rayyan/db/crop-profiles-seed';
import { seedPestCatalogue } from '@rayyan/db/pests-seed';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import type { PasswordHasher } from '../auth/auth.service';
import type { ContractLimitsService } from '../contract-limits/contract-limits.service';
import { createPolicyRepository } from '../policies/policy.repository';
import { createUserRecordRepository } from '../users/user-records.repository';
import { createOrganizationRepository } from './organization.repository';
import { organizationsRoutes } from './organizations.routes';
import { createOrganizationsService } from './organizations.service';

/** Organisations (super admins), their contract usage and message; a new one gets its admin, policies, FAO-56 profiles and the pests catalogue. */
export async function registerOrganizations(
  app: FastifyInstance,
  { database, contractLimits, passwords, clock }: { database: Database; contractLimits: ContractLimitsService; passwords: PasswordHasher; clock: Clock },
): Promise<void> {
  const reposFor = (db: Db) => ({
    organizations: createOrganizationRepository(db),
    users: createUserRecordRepository(db),
    policies: createPolicyRepository(db),
    cropProfiles: { seedFao56Defaults: (orgId: string) => seedFao56Profiles(db, orgId) },
    pests: { seedCatalogue: (orgId: string) => seedPestCatalogue(db, orgId) },
    activity: createActivityRepository(db),
  });
  await app.register(organizationsRoutes, {
    organizations: createOrganizationsService({
      organizations: reposFor(database.db).organizations,
      transaction: transactionOver(database.db, reposFor),
      usage: (orgId) => contractLimits.usage(database.db, orgId),
      passwords,
      clock,
    }),
  });
}
