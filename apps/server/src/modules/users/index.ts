import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import type { FileStorage } from '../../ports/storage';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import type { PasswordHasher } from '../auth/auth.service';
import { createUserAdminService } from './user-admin.service';
import { createUserRecordRepository } from './user-records.repository';
import type { UserRepository } from './user.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** The signed-in user's profile and preferences, and the organisation's users (with their pictures). */
export async function registerUsers(
  app: FastifyInstance,
  deps: { database: Database; userRepository: UserRepository; passwords: PasswordHasher; storage: FileStorage; clock: Clock },
): Promise<void> {
  const { database, passwords, storage, clock } = deps;
  const transaction = transactionOver(database.db, (db) => ({ users: createUserRecordRepository(db), activity: createActivityRepository(db) }));
  await app.register(usersRoutes, {
    users: createUsersService({ users: deps.userRepository }),
    userAdmin: createUserAdminService({ users: createUserRecordRepository(database.db), transaction, passwords, storage, clock }),
    clock,
  });
}
