import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { FileStorage } from '../../ports/storage';
import { createLearningRepository } from './learning.repository';
import { learningRoutes } from './learning.routes';
import { createLearningService, type LearningService } from './learning.service';

/** The learning zone (public articles and media, edited by super admins); its stored images feed the image optimizer. */
export async function registerLearningZone(app: FastifyInstance, { database, storage }: { database: Database; storage: FileStorage }): Promise<LearningService> {
  const learning = createLearningService({ items: createLearningRepository(database.db), storage });
  await app.register(learningRoutes, { learning });
  return learning;
}
