import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageQuerySchema } from '@rayyan/contracts';
import { errorResponses } from '../../shared/openapi-responses';
import { rateLimitByIp } from '../../shared/rate-limit';
import type { AttemptLimiter } from '../../shared/sliding-window-limiter';
import type { ImageOptimizer } from './image-optimizer.service';

/** GET /api/images?url=&w=&q= (public): the optimizing image path of spec points 7 and 9. */
export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImageOptimizer; limiter: AttemptLimiter }> = async (app, { images, limiter }) => {
  app.get(
    '/api/images',
    {
      config: { public: true },
      onRequest: rateLimitByIp(limiter),
      schema: { tags: ['images'], security: [], querystring: imageQuerySchema, response: errorResponses(400, 429) },
    },
    async (request, reply) => {
      const acceptsWebp = /image\/webp/.test(request.headers.accept ?? '');
      const image = await images.optimize(request.query, 'auto', acceptsWebp);
      return reply
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .header('vary', 'Accept')
        .type(image.contentType)
        .send(image.body as never);
    },
  );
};
