import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserSchema,
  idParamsSchema,
  paginated,
  preferencesPatchSchema,
  PROFILE_IMAGE_MAX_BYTES,
  updateUserSchema,
  userListQuerySchema,
  userProfileSchema,
  userSchema,
} from '@rayyan/contracts';
import { signedInUser } from '../../plugins/auth';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import { errorResponses } from '../../shared/openapi-responses';
import { attachmentHeader, buildXlsx, XLSX_CONTENT_TYPE, type SheetColumn } from '../../shared/xlsx';
import type { UserAdminService } from './user-admin.service';
import type { UsersService } from './users.service';
import type { UserRecord } from '@rayyan/contracts';
import { serializedBySchema } from '../../plugins/response-serializer';
import { registerMultipart } from '../../shared/multipart';

const tags = ['users'];

/** English headers of the users export. */
const EXPORT_COLUMNS: SheetColumn<UserRecord>[] = [
  { header: 'User Code', value: (u) => u.user_code },
  { header: 'Honorifics', value: (u) => u.honorofics },
  { header: 'Name', value: (u) => u.name, width: 28 },
  { header: 'User Name', value: (u) => u.user_name },
  { header: 'Email', value: (u) => u.email, width: 28 },
  { header: 'Phone Number', value: (u) => u.phone },
  { header: 'WhatsApp', value: (u) => u.whatsapp },
  { header: 'User Type', value: (u) => u.user_type },
  { header: 'Farm Role', value: (u) => u.farm_role },
  { header: 'Access Policy', value: (u) => u.policy_name },
  { header: 'Role', value: (u) => u.role },
  { header: 'Designation', value: (u) => u.designation },
  { header: 'Education', value: (u) => u.education },
  { header: 'Salary', value: (u) => u.salary },
  { header: 'Rating', value: (u) => u.rating },
  { header: 'Join Date', value: (u) => u.join_date },
  { header: 'Leave Date', value: (u) => u.leave_date },
  { header: 'Currently In Service', value: (u) => (u.current_in_service ? 'Yes' : 'No') },
  { header: 'Supervisor', value: (u) => u.supervisor_name },
  { header: 'Farming Responsibilities', value: (u) => u.farming_responsibility.join(', ') },
  { header: 'Non-Farming Responsibilities', value: (u) => u.non_farming_responsibility.join(', ') },
  { header: 'Active', value: (u) => (u.is_active ? 'Yes' : 'No') },
];

/** The bytes of the multipart field `file`, refusing more than `maxBytes` with 413 image_too_large. */
async function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== 'file') throw new AppError('validation_failed', 400, { file: 'This field is required.' });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('image_too_large', 413);
    throw error;
  }
}

export interface UsersRoutesDeps {
  users: UsersService;
  userAdmin: UserAdminService;
  clock: Clock;
}

/** The signed-in user's profile and preferences, and user management (users and labors permissions). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesDeps> = async (app, { users, userAdmin, clock }) => {
  // Encapsulated here: only these routes accept multipart bodies.
  await registerMultipart(app, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/api/me/',
    { config: { permission: 'authenticated' }, schema: { tags, response: { 200: userProfileSchema, ...errorResponses(401) } } },
    (request) => users.profile(signedInUser(request).user_id),
  );

  app.patch(
    '/api/me/preferences/',
    { config: { permission: 'authenticated' }, schema: { tags, body: preferencesPatchSchema, response: { 200: userProfileSchema, ...errorResponses(400, 401) } } },
    (request) => {
      const access = callerAccess(request);
      return users.updatePreferences(access.userId, access.orgId, request.body);
    },
  );

  app.get(
    '/api/users/',
    { config: { permission: 'users_and_labors:view' }, schema: { tags, querystring: userListQuerySchema, response: { 200: serializedBySchema(paginated(userSchema)), ...errorResponses(400, 401, 403) } } },
    (request) => userAdmin.list(callerAccess(request).orgId, request.query),
  );

  app.get(
    '/api/users/export/',
    {
      config: { permission: 'users_and_labors:view' },
      schema: {
        tags,
        querystring: userListQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: z.any().meta({ description: 'An .xlsx workbook of every matching user' }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await userAdmin.exportRows(callerAccess(request).orgId, request.query);
      const workbook = await buildXlsx('Users', EXPORT_COLUMNS, rows);
      return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader('users', clock.now())).send(workbook);
    },
  );

  app.post(
    '/api/users/',
    { config: { permission: 'users_and_labors:create' }, schema: { tags, body: createUserSchema, response: { 201: userSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(await userAdmin.create(callerAccess(request), request.body)),
  );

  app.get(
    '/api/users/:id/',
    { config: { permission: 'users_and_labors:view' }, schema: { tags, params: idParamsSchema, response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => userAdmin.get(callerAccess(request).orgId, request.params.id),
  );

  app.patch(
    '/api/users/:id/',
    {
      config: { permission: 'users_and_labors:edit' },
      schema: { tags, params: idParamsSchema, body: updateUserSchema, response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    (request) => userAdmin.update(callerAccess(request), request.params.id, request.body),
  );

  app.post(
    '/api/users/:id/deactivate/',
    { config: { permission: 'users_and_labors:edit' }, schema: { tags, params: idParamsSchema, response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => userAdmin.deactivate(callerAccess(request), request.params.id),
  );

  app.post(
    '/api/users/:id/activate/',
    { config: { permission: 'users_and_labors:edit' }, schema: { tags, params: idParamsSchema, response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => userAdmin.activate(callerAccess(request), request.params.id),
  );

  app.put(
    '/api/users/:id/profile-image/',
    {
      config: { permission: 'users_and_labors:edit' },
      bodyLimit: PROFILE_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        description: `Multipart field \`file\`: a JPEG, PNG or WebP image of at most ${PROFILE_IMAGE_MAX_BYTES} bytes (checked by content).`,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => userAdmin.setProfileImage(callerAccess(request), request.params.id, await uploadedFile(request, PROFILE_IMAGE_MAX_BYTES)),
  );

  app.get(
    '/api/users/:id/profile-image/',
    {
      // Any member may see colleagues' pictures (and their own); other organisations' are not found.
      config: { permission: 'authenticated' },
      schema: { tags, params: idParamsSchema, produces: ['image/jpeg', 'image/png', 'image/webp'], response: { 200: z.any(), ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const file = await userAdmin.profileImage(callerAccess(request).orgId, request.params.id);
      return reply.type(file.contentType).header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff').send(file.data);
    },
  );
};
