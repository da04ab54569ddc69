import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingResponseSchema, pricingSettingsSchema } from '@rayyan/contracts';
import { errorResponses } from '../../shared/openapi-responses';
import type { SiteSettingsService } from './site-settings.service';

/** Pricing of the public site: everybody reads it, super admins set it. */
export const siteSettingsRoutes: FastifyPluginAsyncZod<{ siteSettings: SiteSettingsService }> = async (app, { siteSettings }) => {
  app.get(
    '/api/site-settings/pricing/',
    { config: { public: true }, schema: { tags: ['site-settings'], security: [], response: { 200: pricingResponseSchema } } },
    // Prices change without a rebuild: the packages page reads them on every visit, never from a cache.
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(await siteSettings.pricing()),
  );
  app.put(
    '/api/site-settings/pricing/',
    {
      config: { permission: 'super_admin' },
      schema: { tags: ['site-settings'], body: pricingSettingsSchema, response: { 200: pricingResponseSchema, ...errorResponses(400, 401, 403) } },
    },
    (request) => siteSettings.setPricing(request.body),
  );
};
