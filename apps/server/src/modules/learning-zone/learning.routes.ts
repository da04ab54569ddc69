import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LEARNING_IMAGE_MAX_BYTES,
  LEARNING_IMAGE_TYPES,
  LEARNING_VIDEO_MAX_BYTES,
  LEARNING_VIDEO_TYPES,
  learningListQuerySchema,
  learningListSchema,
  learningZoneEndpoints,
} from '@rayyan/contracts';
import type { StoredFile } from '../../ports/storage';
import { declaredRoute } from '../../shared/declared-route';
import { registerMultipart } from '../../shared/multipart';
import { uploadedFile } from '../../shared/uploads';
import { errorResponses } from '../../shared/openapi-responses';
import type { LearningService } from './learning.service';

/** Sends a stored medium with single byte ranges, so browsers can seek in videos. Names are immutable. */
function sendMedia(request: FastifyRequest, reply: FastifyReply, file: StoredFile & { published: boolean }) {
  const size = file.data.length;
  reply
    .header('accept-ranges', 'bytes')
    // A draft's medium (seen by a super admin) must not stay in shared caches once fetched.
    .header('cache-control', file.published ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range || (!range[1] && !range[2])) return reply.send(file.data);
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start > end || start >= size) return reply.code(416).header('content-range', `bytes */${size}`).send();
  return reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).send(file.data.subarray(start, end + 1));
}

/** The learning zone's articles and videos: public reading, super-admin writing; all but the list registered from their declarations in @rayyan/contracts. */
export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (app, { learning }) => {
  // Encapsulated here: only these routes accept multipart bodies.
  await registerMultipart(app, { limits: { fileSize: LEARNING_VIDEO_MAX_BYTES, files: 1, fields: 5 } });

  const tags = ['learning-zone'];
  // Readers may be signed in: a super admin's token shows drafts.
  const publicRead = { config: { optionalAuth: true } };
  declaredRoute(
    app,
    learningZoneEndpoints.media,
    { tags, errors: [404], extra: publicRead, produces: [...LEARNING_IMAGE_TYPES, ...LEARNING_VIDEO_TYPES], fileDescription: 'The uploaded image or video (byte ranges supported)' },
    async (request, reply) => sendMedia(request, reply, await learning.media(request.params.name, Boolean(request.user?.super_admin))),
  );
  declaredRoute(
    app,
    learningZoneEndpoints.uploadMedia,
    {
      tags,
      errors: [400, 401, 403, 404, 413, 415],
      extra: { bodyLimit: LEARNING_VIDEO_MAX_BYTES + 64 * 1024 },
      description: `Multipart field \`file\`: a JPEG, PNG or WebP image of at most ${LEARNING_IMAGE_MAX_BYTES} bytes, or an MP4 or WebM video of at most ${LEARNING_VIDEO_MAX_BYTES} bytes (checked by content). Becomes the item's image or video.`,
    },
    async (request) => learning.uploadMedia(request.params.slug, (await uploadedFile(request, LEARNING_VIDEO_MAX_BYTES, 'media_too_large')).bytes),
  );
  app.get(
    '/api/learning-zone/',
    {
      config: { public: true, optionalAuth: true },
      schema: { tags: ['learning-zone'], security: [], querystring: learningListQuerySchema, response: { 200: learningListSchema, ...errorResponses(400) } },
    },
    (request) => learning.list(request.query, Boolean(request.user?.super_admin)),
  );
  declaredRoute(app, learningZoneEndpoints.get, { tags, errors: [400, 404], extra: publicRead }, (request) => learning.get(request.params.slug, Boolean(request.user?.super_admin)));
  declaredRoute(app, learningZoneEndpoints.create, { tags, errors: [400, 401, 403, 409] }, (request) => learning.create(request.body));
  declaredRoute(app, learningZoneEndpoints.update, { tags, errors: [400, 401, 403, 404] }, (request) => learning.update(request.params.slug, request.body));
  declaredRoute(app, learningZoneEndpoints.remove, { tags, errors: [401, 403, 404] }, (request) => learning.remove(request.params.slug));
};
