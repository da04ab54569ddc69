import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userProfileSchema } from '@rayyan/contracts';
import { signedInUser } from '../../plugins/auth';
import { errorResponses } from '../../shared/openapi-responses';
import type { UsersService } from './users.service';

/** The signed-in user's profile. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/me/',
    { schema: { tags: ['users'], response: { 200: userProfileSchema, ...errorResponses(401) } } },
    (request) => users.profile(signedInUser(request).user_id),
  );
};
