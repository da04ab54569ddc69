import type { FastifyPluginAsync } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES, usersEndpoints as endpoints, type UserRecord } from '@rayyan/contracts';
import { signedInUser } from '../../plugins/auth';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { declaredRoute } from '../../shared/declared-route';
import { sheetColumnsOf } from '../../shared/sheet-columns';
import { attachmentHeader, buildXlsx, XLSX_CONTENT_TYPE } from '../../shared/xlsx';
import type { UserAdminService } from './user-admin.service';
import type { UsersService } from './users.service';
import { registerMultipart } from '../../shared/multipart';
import { uploadedFile } from '../../shared/uploads';

const tags = ['users'];

/** English headers of the users export. */
const EXPORT_COLUMNS = sheetColumnsOf<UserRecord>([
  ['User Code', 'user_code'], ['Honorifics', 'honorofics'], ['Name', 'name', 28], ['User Name', 'user_name'], ['Email', 'email', 28],
  ['Phone Number', 'phone'], ['WhatsApp', 'whatsapp'], ['User Type', 'user_type'], ['Farm Role', 'farm_role'], ['Access Policy', 'policy_name'],
  'role', 'designation', 'education', 'salary', 'rating', ['Join Date', 'join_date'], ['Leave Date', 'leave_date'],
  { header: 'Currently In Service', value: (u) => (u.current_in_service ? 'Yes' : 'No') },
  ['Supervisor', 'supervisor_name'],
  { header: 'Farming Responsibilities', value: (u) => u.farming_responsibility.join(', ') },
  { header: 'Non-Farming Responsibilities', value: (u) => u.non_farming_responsibility.join(', ') },
  { header: 'Active', value: (u) => (u.is_active ? 'Yes' : 'No') },
]);

export interface UsersRoutesDeps {
  users: UsersService;
  userAdmin: UserAdminService;
  clock: Clock;
}

/** The signed-in user's profile and preferences, and user management (users and labors permissions), from `usersEndpoints`. */
export const usersRoutes: FastifyPluginAsync<UsersRoutesDeps> = async (app, { users, userAdmin, clock }) => {
  // Encapsulated here: only these routes accept multipart bodies.
  await registerMultipart(app, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  const caller = callerAccess;

  declaredRoute(app, endpoints.me, { tags, errors: [401] }, (request) => users.profile(signedInUser(request).user_id));
  declaredRoute(app, endpoints.savePreferences, { tags, errors: [400, 401] }, (request) =>
    users.updatePreferences(caller(request).userId, caller(request).orgId, request.body),
  );

  declaredRoute(app, endpoints.list, { tags, errors: [400, 401, 403], compiledSerializer: true }, (request) => userAdmin.list(caller(request).orgId, request.query));
  declaredRoute(app, endpoints.export, { tags, errors: [400, 401, 403], fileDescription: 'An .xlsx workbook of every matching user' }, async (request, reply) => {
    const rows = await userAdmin.exportRows(caller(request).orgId, request.query);
    const workbook = await buildXlsx('Users', EXPORT_COLUMNS, rows);
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader('users', clock.now())).send(workbook);
  });
  declaredRoute(app, endpoints.create, { tags, errors: [400, 401, 403, 409] }, (request) => userAdmin.create(caller(request), request.body));
  declaredRoute(app, endpoints.get, { tags, errors: [400, 401, 403, 404] }, (request) => userAdmin.get(caller(request).orgId, request.params.id));
  declaredRoute(app, endpoints.update, { tags, errors: [400, 401, 403, 404, 409] }, (request) => userAdmin.update(caller(request), request.params.id, request.body));
  declaredRoute(app, endpoints.deactivate, { tags, errors: [400, 401, 403, 404] }, (request) => userAdmin.deactivate(caller(request), request.params.id));
  declaredRoute(app, endpoints.activate, { tags, errors: [400, 401, 403, 404] }, (request) => userAdmin.activate(caller(request), request.params.id));

  declaredRoute(
    app,
    endpoints.setProfileImage,
    {
      tags,
      errors: [400, 401, 403, 404, 413, 415],
      description: `Multipart field \`file\`: a JPEG, PNG or WebP image of at most ${PROFILE_IMAGE_MAX_BYTES} bytes (checked by content).`,
      extra: { bodyLimit: PROFILE_IMAGE_MAX_BYTES + 64 * 1024 },
    },
    async (request) => userAdmin.setProfileImage(caller(request), request.params.id, (await uploadedFile(request, PROFILE_IMAGE_MAX_BYTES, 'image_too_large')).bytes),
  );
  // Any member may see colleagues' pictures (and their own); other organisations' are not found.
  declaredRoute(app, endpoints.profileImage, { tags, errors: [400, 401, 404], produces: ['image/jpeg', 'image/png', 'image/webp'], fileDescription: 'The profile picture' }, async (request, reply) => {
    const file = await userAdmin.profileImage(caller(request).orgId, request.params.id);
    return reply.type(file.contentType).header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff').send(file.data);
  });
};
