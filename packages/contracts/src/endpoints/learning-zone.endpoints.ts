import { z } from 'zod';
import { endpoint } from '../endpoint';
import { learningItemSchema, learningItemWriteSchema, learningListQuerySchema, learningListSchema, slugParamsSchema } from '../public-site';

/** The learning zone's articles and videos: public reading (drafts for super admins), super-admin writing. */
export const learningZoneEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/learning-zone/', query: learningListQuerySchema, response: learningListSchema, access: 'public' }),
  get: endpoint({ method: 'GET', path: '/api/learning-zone/:slug/', params: slugParamsSchema, response: learningItemSchema, access: 'public' }),
  create: endpoint({ method: 'POST', path: '/api/learning-zone/', body: learningItemWriteSchema, response: learningItemSchema, status: 201, access: 'super_admin' }),
  update: endpoint({ method: 'PUT', path: '/api/learning-zone/:slug/', params: slugParamsSchema, body: learningItemWriteSchema, response: learningItemSchema, access: 'super_admin' }),
  remove: endpoint({ method: 'DELETE', path: '/api/learning-zone/:slug/', params: slugParamsSchema, response: 'empty', status: 204, access: 'super_admin' }),
  /** Multipart `file`: becomes the item's image or video. */
  uploadMedia: endpoint({ method: 'POST', path: '/api/learning-zone/:slug/media/', params: slugParamsSchema, multipart: true, response: learningItemSchema, access: 'super_admin' }),
  /** An uploaded image or video (a draft's only with a super admin's token); the address has no trailing slash. */
  media: endpoint({ method: 'GET', path: '/api/learning-zone/media/:name', params: z.object({ name: z.string().max(200) }), response: 'file', access: 'public' }),
} as const;
