import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import { policiesRoutes } from './policies.routes';
import { createPoliciesService } from './policies.service';
import { createPolicyRepository } from './policy.repository';

/** The organisation's access policies (spec 6), created from templates and edited as a permission matrix. */
export async function registerPolicies(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const transaction = transactionOver(database.db, (db) => ({ policies: createPolicyRepository(db), activity: createActivityRepository(db) }));
  await app.register(policiesRoutes, { policies: createPoliciesService({ policies: createPolicyRepository(database.db), transaction }) });
}
