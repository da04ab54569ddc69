import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import { createSiteSettingsRepository } from './site-settings.repository';
import { siteSettingsRoutes } from './site-settings.routes';
import { createSiteSettingsService } from './site-settings.service';

/** Public site settings (pricing), edited by super admins. */
export async function registerSiteSettings(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  await app.register(siteSettingsRoutes, { siteSettings: createSiteSettingsService({ settings: createSiteSettingsRepository(database.db) }) });
}
