import { idParamsSchema, paginated } from '../common';
import { endpoint } from '../endpoint';
import { createUserSchema, preferencesPatchSchema, updateUserSchema, userListQuerySchema, userSchema } from '../people';
import { userProfileSchema } from '../users';

/** The signed-in user (profile, effective permissions, preferences) and the organisation's users (spec 6). */
export const usersEndpoints = {
  me: endpoint({ method: 'GET', path: '/api/me/', response: userProfileSchema, access: 'authenticated' }),
  /** Default map type, language and digits; answers the updated profile. */
  savePreferences: endpoint({ method: 'PATCH', path: '/api/me/preferences/', body: preferencesPatchSchema, response: userProfileSchema, access: 'authenticated' }),
  list: endpoint({ method: 'GET', path: '/api/users/', query: userListQuerySchema, response: paginated(userSchema), access: 'users_and_labors:view' }),
  export: endpoint({ method: 'GET', path: '/api/users/export/', query: userListQuerySchema, response: 'file', access: 'users_and_labors:view' }),
  get: endpoint({ method: 'GET', path: '/api/users/:id/', params: idParamsSchema, response: userSchema, access: 'users_and_labors:view' }),
  create: endpoint({ method: 'POST', path: '/api/users/', body: createUserSchema, response: userSchema, status: 201, access: 'users_and_labors:create' }),
  update: endpoint({ method: 'PATCH', path: '/api/users/:id/', params: idParamsSchema, body: updateUserSchema, response: userSchema, access: 'users_and_labors:edit' }),
  activate: endpoint({ method: 'POST', path: '/api/users/:id/activate/', params: idParamsSchema, response: userSchema, access: 'users_and_labors:edit' }),
  deactivate: endpoint({ method: 'POST', path: '/api/users/:id/deactivate/', params: idParamsSchema, response: userSchema, access: 'users_and_labors:edit' }),
  /** Multipart `file`: a JPEG, PNG or WebP image (checked by content). */
  setProfileImage: endpoint({ method: 'PUT', path: '/api/users/:id/profile-image/', params: idParamsSchema, multipart: true, response: userSchema, access: 'users_and_labors:edit' }),
  /** Needs the Bearer token, so it is fetched as a file, not by an <img src>. */
  profileImage: endpoint({ method: 'GET', path: '/api/users/:id/profile-image/', params: idParamsSchema, response: 'file', access: 'authenticated' }),
} as const;
