import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { createSlidingWindowLimiter } from '../../shared/sliding-window-limiter';
import { createContactRepository } from './contact.repository';
import { contactsRoutes } from './contacts.routes';
import { createContactsService } from './contacts.service';

/** The public contact form (5 a ten minutes per address) and its requests for super admins. */
export async function registerContacts(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  await app.register(contactsRoutes, {
    contacts: createContactsService({ contacts: createContactRepository(database.db) }),
    limiter: createSlidingWindowLimiter({ max: 5, windowMs: 10 * 60_000, clock }),
    clock,
  });
}
