import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import { seedFao56Profiles } from '@rayyan/db/crop-profiles-seed';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/storage';
import { transactionOver } from '../shared/unit-of-work';
import { createActivityRepository } from './activity-log/activity-log.repository';
import { activityLogRoutes } from './activity-log/activity-log.routes';
import type { PasswordHasher } from './auth/auth.service';
import { createContractLimitsService, type ContractLimitsService } from './contract-limits/contract-limits.service';
import { createFarmOwnerRepository } from './farm-owners/farm-owner.repository';
import { createFarmOwnersService, farmOwnersRoutes } from './farm-owners/farm-owners.routes';
import { createLaborRepository } from './labors/labor.repository';
import { laborsRoutes } from './labors/labors.routes';
import { createLaborsService } from './labors/labors.service';
import { createOrganizationRepository } from './organizations/organization.repository';
import { organizationsRoutes } from './organizations/organizations.routes';
import { createOrganizationsService } from './organizations/organizations.service';
import { createPoliciesService } from './policies/policies.service';
import { policiesRoutes } from './policies/policies.routes';
import { createPolicyRepository } from './policies/policy.repository';
import { createUserAdminService } from './users/user-admin.service';
import { createUserRecordRepository } from './users/user-records.repository';
import type { UserRepository } from './users/user.repository';
import { usersRoutes } from './users/users.routes';
import { createUsersService } from './users/users.service';

export interface PeopleAndAccessDeps {
  database: Database;
  userRepository: UserRepository;
  passwords: PasswordHasher;
  storage: FileStorage;
  clock: Clock;
}

/** Repositories bound to one connection or transaction. */
function repositoriesFor(db: Db) {
  return {
    organizations: createOrganizationRepository(db),
    users: createUserRecordRepository(db),
    policies: createPolicyRepository(db),
    labors: createLaborRepository(db),
    farmOwners: createFarmOwnerRepository(db),
    activity: createActivityRepository(db),
    cropProfiles: { seedFao56Defaults: (orgId: string) => seedFao56Profiles(db, orgId) },
  };
}

/**
 * Composition of issue #3: organisations and their contract limits, users, labors, farm owners,
 * access policies and the activity log. Returns the contract-limits service so later modules
 * (fields, trees) register their usage counters and call `assertWithinContract`.
 */
export async function registerPeopleAndAccess(app: FastifyInstance, deps: PeopleAndAccessDeps): Promise<{ contractLimits: ContractLimitsService }> {
  const { database, passwords, storage, clock } = deps;
  const repos = repositoriesFor(database.db);
  const transaction = transactionOver(database.db, repositoriesFor);
  const contractLimits = createContractLimitsService({ readLimits: (tx, orgId) => createOrganizationRepository(tx).limits(orgId) });

  await app.register(usersRoutes, {
    users: createUsersService({ users: deps.userRepository }),
    userAdmin: createUserAdminService({ users: repos.users, transaction, passwords, storage, clock }),
    clock,
  });
  await app.register(organizationsRoutes, {
    organizations: createOrganizationsService({
      organizations: repos.organizations,
      transaction,
      usage: (orgId) => contractLimits.usage(database.db, orgId),
      passwords,
      clock,
    }),
  });
  await app.register(policiesRoutes, { policies: createPoliciesService({ policies: repos.policies, transaction }) });
  await app.register(laborsRoutes, {
    labors: createLaborsService({ records: repos.labors, transaction: (work) => transaction((r, tx) => work({ records: r.labors, activity: r.activity }, tx)) }),
    clock,
  });
  await app.register(farmOwnersRoutes, {
    farmOwners: createFarmOwnersService({
      records: repos.farmOwners,
      transaction: (work) => transaction((r, tx) => work({ records: r.farmOwners, activity: r.activity }, tx)),
    }),
    clock,
  });
  await app.register(activityLogRoutes, { activity: repos.activity });
  return { contractLimits };
}
