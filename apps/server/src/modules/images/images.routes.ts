import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageQuerySchema } from '@rayyan/contracts';
import { errorResponses } from '../../shared/openapi-responses';
import type { ImageOptimizer } from './image-optimizer.service';

/** GET /api/images?url=&w=&q= (public): the optimizing image path of spec points 7 and 9. */
export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImageOptimizer }> = async (app, { images }) => {
  app.get(
    '/api/images',
    {
      config: { public: true },
      schema: { tags: ['images'], security: [], querystring: imageQuerySchema, response: errorResponses(400) },
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
