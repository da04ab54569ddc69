import {
  organizationSchema, paginated, type CreateOrganization, type Organization, type OrganizationMessageUpdate, type UpdateOrganization,
} from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

const organizationPageSchema = paginated(organizationSchema);
export const ORGANIZATIONS_QUERY_KEY = ['organizations'] as const;

export function listOrganizations(api: ApiClient, query: string) {
  return api.request(`/organizations/?${query}`, { schema: organizationPageSchema });
}
export function createOrganization(api: ApiClient, body: CreateOrganization): Promise<unknown> {
  return api.request('/organizations/', { method: 'POST', body });
}
/** PATCH /api/organizations/ with the id in the body (spec 7). */
export function updateOrganization(api: ApiClient, body: UpdateOrganization): Promise<Organization> {
  return api.request('/organizations/', { method: 'PATCH', body, schema: organizationSchema });
}
export function deleteOrganization(api: ApiClient, id: string): Promise<unknown> {
  return api.request(`/organizations/${id}/`, { method: 'DELETE' });
}
/** PATCH /api/organizations/{org_id}/ with the message object (publish, or "Dont show again"). */
export function patchOrganizationMessage(api: ApiClient, orgId: string, body: OrganizationMessageUpdate): Promise<unknown> {
  return api.request(`/organizations/${orgId}/`, { method: 'PATCH', body });
}

/** Countries offered for an organisation (the product's markets first), ISO 3166-1 alpha-2. */
export const COUNTRY_CODES = [
  'EG', 'AE', 'SA', 'KW', 'QA', 'BH', 'OM', 'JO', 'SD', 'MA', 'TN', 'DZ', 'LY', 'IQ', 'LB', 'SY', 'PS', 'YE', 'TR', 'PK', 'IN', 'US', 'GB', 'ES', 'IT', 'NL',
] as const;
