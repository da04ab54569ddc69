import { z } from 'zod';
import { activityEntrySchema, activityListQuerySchema } from '../activity-log';
import { idParamsSchema, listQuerySchema, orgIdParamsSchema, paginated } from '../common';
import { endpoint } from '../endpoint';
import {
  createOrganizationSchema,
  organizationMessageSchema,
  organizationMessageUpdateSchema,
  organizationSchema,
  updateOrganizationSchema,
} from '../organizations';
import { createPolicySchema, policySchema, updatePolicySchema } from '../policies';

/** Organisations (super admins manage them; members read theirs and its message). */
export const organizationsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/organizations/', query: listQuerySchema, response: paginated(organizationSchema), access: 'authenticated' }),
  create: endpoint({ method: 'POST', path: '/api/organizations/', body: createOrganizationSchema, response: organizationSchema, status: 201, access: 'super_admin' }),
  /** The organisation's id is in the body (spec 7). */
  update: endpoint({ method: 'PATCH', path: '/api/organizations/', body: updateOrganizationSchema, response: organizationSchema, access: 'super_admin' }),
  message: endpoint({ method: 'GET', path: '/api/organizations/message/:org_id/', params: orgIdParamsSchema, response: organizationMessageSchema, access: 'authenticated' }),
  get: endpoint({ method: 'GET', path: '/api/organizations/:id/', params: idParamsSchema, response: organizationSchema, access: 'authenticated' }),
  /** The organisation's message: publish it, or "Don't show again". */
  updateMessage: endpoint({ method: 'PATCH', path: '/api/organizations/:id/', params: idParamsSchema, body: organizationMessageUpdateSchema, response: organizationMessageSchema, access: 'authenticated' }),
  remove: endpoint({ method: 'DELETE', path: '/api/organizations/:id/', params: idParamsSchema, response: 'empty', status: 204, access: 'super_admin' }),
} as const;

/** Access policies of the organisation and their templates (settings, access policy). */
export const policiesEndpoints = {
  templates: endpoint({ method: 'GET', path: '/api/policy-templates/', response: z.record(z.string(), z.record(z.string(), z.array(z.string()))), access: 'settings:view' }),
  list: endpoint({ method: 'GET', path: '/api/policies/', query: listQuerySchema, response: paginated(policySchema), access: 'settings:view' }),
  get: endpoint({ method: 'GET', path: '/api/policies/:id/', params: idParamsSchema, response: policySchema, access: 'settings:view' }),
  create: endpoint({ method: 'POST', path: '/api/policies/', body: createPolicySchema, response: policySchema, status: 201, access: 'org_admin' }),
  update: endpoint({ method: 'PATCH', path: '/api/policies/:id/', params: idParamsSchema, body: updatePolicySchema, response: policySchema, access: 'org_admin' }),
  remove: endpoint({ method: 'DELETE', path: '/api/policies/:id/', params: idParamsSchema, response: 'empty', status: 204, access: 'org_admin' }),
} as const;

/** Who changed what in the caller's organisation. */
export const activityLogEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/activity-log/', query: activityListQuerySchema, response: paginated(activityEntrySchema), access: 'settings:view' }),
} as const;
