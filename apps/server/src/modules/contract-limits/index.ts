import type { Database } from '@rayyan/db';
import { createOrganizationRepository } from '../organizations/organization.repository';
import { createContractLimitsService, type ContractLimitsService } from './contract-limits.service';

/**
 * The organisations' contract limits (area, fields, trees): later modules register their usage counters
 * on it and call `assertWithinContract` in their writes.
 */
export function createContractLimits(_deps: { database: Database }): ContractLimitsService {
  return createContractLimitsService({ readLimits: (tx, orgId) => createOrganizationRepository(tx).limits(orgId) });
}
